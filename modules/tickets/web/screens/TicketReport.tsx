import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { call, DataTable, LoadError, type DataColumn } from '@portal/ui';
import * as C from '../../shared/contracts.ts';

const hours = (h: number | null) => (h === null ? '—' : `${h} h`);

interface Figures {
  key: string;
  label: string;
  total: number;
  open: number;
  overdue: number;
  resolved: number;
  avg: number | null;
}

/** The columns of one breakdown, the first headed by what it breaks down by. */
const figureColumns = (by: string): DataColumn<Figures>[] => [
  { id: 'label', header: by, sort: true, primary: true },
  { id: 'total', header: 'Total', align: 'right', sort: true },
  { id: 'open', header: 'Waiting', align: 'right', sort: true },
  { id: 'overdue', header: 'Overdue', align: 'right', sort: true },
  { id: 'resolved', header: 'Resolved', align: 'right', sort: true },
  { id: 'avg', header: 'To resolve', align: 'right', sort: true, cell: (r) => hours(r.avg) },
];

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
  const table = (title: string, rows: Figures[]) => (
    <Card withBorder radius="md">
      <Title order={5} mb="xs">
        {title}
      </Title>
      <DataTable card={false} data={rows} columns={figureColumns(title)} rowId={(r) => r.key} minWidth={420} />
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
