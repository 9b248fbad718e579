import { Anchor, Card, Group, SegmentedControl, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@portal/core';
import { api, EmptyState, LoadError } from '@portal/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ListPage, NonComplianceRow } from '../../shared/contracts.ts';
import { StatusBadge } from './bits.tsx';

type Show = 'open' | 'overdue' | 'all';

/**
 * The closure list: what audits found and what is still open or overdue, each linked to its audit, where
 * it is closed. `path` is the list the user's module reaches (my-audit or audit).
 */
export function ClosureList({
  path,
  franchiseeId,
  viewPath,
}: {
  path: '/api/my-audit/closure-list' | '/api/audit/closure-list' | '/api/general-audit/closure-list';
  franchiseeId?: number;
  viewPath: string;
}) {
  const [show, setShow] = useState<Show>('open');
  const list = useQuery({
    queryKey: ['audit', 'closures', path, franchiseeId, show],
    queryFn: () =>
      api<ListPage<NonComplianceRow>>(path, {
        query: {
          pageSize: 200,
          franchiseeID: franchiseeId,
          status: show === 'all' ? undefined : 'OPEN',
          overdue: show === 'overdue' ? 'true' : undefined,
        },
      }),
  });
  return (
    <Card withBorder radius="md" data-testid="closure-list">
      <Group justify="space-between" mb="sm">
        <Text fw={600}>Non-compliances</Text>
        <SegmentedControl
          size="xs"
          value={show}
          onChange={(v) => setShow(v as Show)}
          data={[
            { value: 'open', label: 'Open' },
            { value: 'overdue', label: 'Overdue' },
            { value: 'all', label: 'All' },
          ]}
        />
      </Group>
      {list.error ? (
        <LoadError error={list.error} onRetry={() => list.refetch()} />
      ) : list.data && list.data.rows.length === 0 ? (
        <EmptyState title={show === 'all' ? 'Nothing found by audits yet' : `Nothing ${show}`} />
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Item</Table.Th>
                {franchiseeId === undefined && <Table.Th>Centre</Table.Th>}
                <Table.Th>Audit</Table.Th>
                <Table.Th>Owner</Table.Th>
                <Table.Th>Due</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data?.rows.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`${viewPath}/${r.auditId}`} size="sm">
                      {r.parameterText}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {r.categoryName} · {r.subCategoryName}
                    </Text>
                  </Table.Td>
                  {franchiseeId === undefined && <Table.Td>{r.centre}</Table.Td>}
                  <Table.Td>{formatDate(r.auditDate)}</Table.Td>
                  <Table.Td>{r.owner ?? '—'}</Table.Td>
                  <Table.Td>
                    <Text size="sm" c={r.overdue ? 'red.9' : undefined} fw={r.overdue ? 600 : undefined}>
                      {formatDate(r.dueDate)}
                      {r.overdue ? ' · overdue' : ''}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge status={r.status} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
