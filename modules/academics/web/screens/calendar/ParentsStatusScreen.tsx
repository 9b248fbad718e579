import { Button, Group, SegmentedControl, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@portal/core';
import { DataTable, fetchList, downloadFile, PageHeader, useAccess, type DataColumn } from '@portal/ui';
import { useState } from 'react';
import { parentsStatusList, type ParentStatusRow } from '../../../shared/calendar.ts';

const PAGE_SIZE = 50;

const columns: DataColumn<ParentStatusRow>[] = [
  { id: 'parentName', header: 'Parent', primary: true },
  { id: 'childName', header: 'Child' },
  { id: 'className', header: 'Class' },
  { id: 'email', header: 'Email' },
  { id: 'mobile', header: 'Mobile', cell: (r) => r.mobile ?? '' },
  {
    id: 'lastLoginAt',
    header: 'Last signed in',
    cell: (r) =>
      r.lastLoginAt ? (
        formatDateTime(r.lastLoginAt)
      ) : (
        <Text size="sm" fw={600} c="red.9">
          Never signed in
        </Text>
      ),
  },
];

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
    queryFn: () => fetchList(parentsStatusList, query),
    placeholderData: (previous) => previous,
  });
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
                    `${parentsStatusList.path}/export`,
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
      <DataTable
        data={list.data?.rows}
        error={list.error}
        onRetry={() => list.refetch()}
        columns={columns}
        rowId={(r) => String(r.id)}
        paging={{ page, pageSize: PAGE_SIZE, total: list.data?.count ?? 0, onPageChange: setPage }}
        empty="No parents match"
        testId="parents-status"
        striped
        minWidth={720}
      />
    </>
  );
}
