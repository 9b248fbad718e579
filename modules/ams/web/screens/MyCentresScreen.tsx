import { Card, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@portal/core';
import { call, EmptyState, LoadError, PageHeader } from '@portal/ui';
import * as C from '../../shared/contracts.ts';

/** amsv1/myCenters: the centres allocated to the signed-in academic manager, with their last and next visit. */
export default function MyCentresScreen() {
  const mine = useQuery({ queryKey: ['ams', 'my-centres'], queryFn: () => call(C.myCentres) });
  return (
    <>
      <PageHeader title="My centres" />
      {mine.error ? (
        <LoadError error={mine.error} onRetry={() => mine.refetch()} />
      ) : mine.data && !mine.data.manager ? (
        <EmptyState title="You are not an academic manager" message="Ask head office to add you as one." />
      ) : mine.data && mine.data.rows.length === 0 ? (
        <EmptyState title="No centres allocated yet" />
      ) : (
        <Card withBorder radius="md" p={0}>
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="sm" data-testid="my-centres">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Centre</Table.Th>
                  <Table.Th>Category</Table.Th>
                  <Table.Th>Visits per cycle</Table.Th>
                  <Table.Th>Last visit</Table.Th>
                  <Table.Th>Next visit</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {mine.data?.rows.map((r) => (
                  <Table.Tr key={r.franchiseeId}>
                    <Table.Td>{r.centre}</Table.Td>
                    <Table.Td>{r.category ?? '—'}</Table.Td>
                    <Table.Td>{r.visitsPerCycle ?? '—'}</Table.Td>
                    <Table.Td>{r.lastVisit ? formatDate(r.lastVisit) : '—'}</Table.Td>
                    <Table.Td>{r.nextVisit ? formatDate(r.nextVisit) : '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
    </>
  );
}
