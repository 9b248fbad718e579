import { Card, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { call, LoadError } from '@portal/ui';
import * as C from '../../shared/contracts.ts';

const hours = (h: number | null) => (h === null ? '—' : `${h} h`);

/** The short report above the list: totals, then by category and by centre with the time to resolve. */
export function TicketReport({ franchiseeId }: { franchiseeId: number | null }) {
  const report = useQuery({
    queryKey: ['tickets', 'report', franchiseeId],
    queryFn: () => call(C.ticketReport, { query: { franchiseeID: franchiseeId ?? undefined } }),
  });
  if (report.error) return <LoadError error={report.error} onRetry={() => report.refetch()} />;
  const data = report.data;
  if (!data) return null;
  const figures = [
    ['Tickets', data.totals.total],
    ['Waiting', data.totals.open],
    ['Overdue', data.totals.overdue],
    ['Resolved', data.totals.resolved],
    ['Average time to resolve', hours(data.totals.averageResolveHours)],
  ] as const;
  const table = (
    title: string,
    rows: {
      key: string;
      label: string;
      total: number;
      open: number;
      overdue: number;
      resolved: number;
      avg: number | null;
    }[],
  ) => (
    <Card withBorder radius="md">
      <Title order={5} mb="xs">
        {title}
      </Title>
      <Table.ScrollContainer minWidth={420}>
        <Table verticalSpacing={4} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{title}</Table.Th>
              <Table.Th ta="right">Total</Table.Th>
              <Table.Th ta="right">Waiting</Table.Th>
              <Table.Th ta="right">Overdue</Table.Th>
              <Table.Th ta="right">Resolved</Table.Th>
              <Table.Th ta="right">To resolve</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.key}>
                <Table.Td>{r.label}</Table.Td>
                <Table.Td ta="right">{r.total}</Table.Td>
                <Table.Td ta="right">{r.open}</Table.Td>
                <Table.Td ta="right">{r.overdue}</Table.Td>
                <Table.Td ta="right">{r.resolved}</Table.Td>
                <Table.Td ta="right">{hours(r.avg)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
  return (
    <div data-testid="ticket-report">
      <SimpleGrid cols={{ base: 2, sm: 5 }} mb="md">
        {figures.map(([label, value]) => (
          <Card key={label} withBorder radius="md" p="sm">
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={700} size="lg">
              {value}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} mb="lg">
        {table(
          'By category',
          data.byCategory.map((r) => ({ ...r, key: r.category, label: r.category, avg: r.averageResolveHours })),
        )}
        {table(
          'By centre',
          data.byCentre.map((r) => ({
            ...r,
            key: String(r.franchiseeId),
            label: r.centre,
            avg: r.averageResolveHours,
          })),
        )}
      </SimpleGrid>
    </div>
  );
}
