import { Button, Group, Pagination, SegmentedControl, Table, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@portal/core';
import { api, downloadFile, EmptyState, LoadError, PageHeader, useAccess } from '@portal/ui';
import { useState } from 'react';
import { PARENT_STATUS_PATH, type ParentStatusRow } from '../../../shared/calendar.ts';

const PAGE_SIZE = 50;

/** ie-app-status/parentsStatusReport: which parents have signed in, when last, and who never has. */
export default function ParentsStatusScreen() {
  const access = useAccess();
  const [q, setQ] = useState('');
  const [signedIn, setSignedIn] = useState('all');
  const [page, setPage] = useState(1);
  const query = {
    page,
    pageSize: PAGE_SIZE,
    q: q.trim() || undefined,
    signedIn: signedIn === 'all' ? undefined : signedIn,
    franchiseeID: access.franchiseeId ?? undefined,
  };
  const list = useQuery({
    queryKey: ['parents-app-status', query],
    queryFn: () => api<{ rows: ParentStatusRow[]; count: number }>(PARENT_STATUS_PATH, { query }),
    placeholderData: (previous) => previous,
  });
  const pages = Math.max(1, Math.ceil((list.data?.count ?? 0) / PAGE_SIZE));
  return (
    <>
      <PageHeader
        title="Parents’ app status"
        actions={
          <Group gap="xs">
            {(['csv', 'xlsx'] as const).map((format) => (
              <Button
                key={format}
                variant="default"
                onClick={() =>
                  void downloadFile(
                    `${PARENT_STATUS_PATH}/export`,
                    { ...query, page: undefined, pageSize: undefined, format },
                    `parents-app-status.${format}`,
                  )
                }
              >
                Export {format.toUpperCase()}
              </Button>
            ))}
          </Group>
        }
      />
      <Group mb="md" align="end">
        <TextInput
          label="Search"
          placeholder="Parent, child, email or mobile"
          value={q}
          onChange={(e) => {
            setQ(e.currentTarget.value);
            setPage(1);
          }}
        />
        <SegmentedControl
          aria-label="Signed in"
          value={signedIn}
          onChange={(v) => {
            setSignedIn(v);
            setPage(1);
          }}
          data={[
            { value: 'all', label: 'All parents' },
            { value: 'true', label: 'Signed in' },
            { value: 'false', label: 'Never signed in' },
          ]}
        />
      </Group>
      {list.error && <LoadError error={list.error} onRetry={() => list.refetch()} />}
      {list.data && list.data.rows.length === 0 && <EmptyState title="No parents match" />}
      {list.data && list.data.rows.length > 0 && (
        <>
          <Text size="sm" c="gray.7" mb="xs">
            {list.data.count} {list.data.count === 1 ? 'parent' : 'parents'}
          </Text>
          <Table.ScrollContainer minWidth={720}>
            <Table striped withTableBorder data-testid="parents-status">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Parent</Table.Th>
                  <Table.Th>Child</Table.Th>
                  <Table.Th>Class</Table.Th>
                  <Table.Th>Email</Table.Th>
                  <Table.Th>Mobile</Table.Th>
                  <Table.Th>Last signed in</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.rows.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>{r.parentName}</Table.Td>
                    <Table.Td>{r.childName}</Table.Td>
                    <Table.Td>{r.className}</Table.Td>
                    <Table.Td>{r.email}</Table.Td>
                    <Table.Td>{r.mobile ?? ''}</Table.Td>
                    <Table.Td>
                      {r.lastLoginAt ? (
                        formatDateTime(r.lastLoginAt)
                      ) : (
                        <Text size="sm" fw={600} c="red.9">
                          Never signed in
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {pages > 1 && <Pagination mt="md" total={pages} value={page} onChange={setPage} />}
        </>
      )}
    </>
  );
}
