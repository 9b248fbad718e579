import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { DataTable, LoadError, useCall, useMessages, type DataColumn } from '@portal/ui';
import * as C from '../../shared/contracts.ts';
import { ticketMessages, type TicketWords } from '../messages/index.ts';

const hoursOf = (t: TicketWords) => (h: number | null) => (h === null ? '—' : t('ticketReport.hours', { hours: h }));

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
const figureColumns = (by: string, t: TicketWords): DataColumn<Figures>[] => [
  { id: 'label', header: by, sort: true, primary: true },
  { id: 'total', header: t('ticketReport.total'), align: 'right', sort: true },
  { id: 'open', header: t('ticketReport.waiting'), align: 'right', sort: true },
  { id: 'overdue', header: t('ticketReport.overdue'), align: 'right', sort: true },
  { id: 'resolved', header: t('ticketReport.resolved'), align: 'right', sort: true },
  { id: 'avg', header: t('ticketReport.toResolve'), align: 'right', sort: true, cell: (r) => hoursOf(t)(r.avg) },
];

/** The short report above the list: totals, then by category and by centre with the time to resolve. */
export function TicketReport({ franchiseeId }: { franchiseeId: number | null }) {
  const t = useMessages(ticketMessages);
  const hours = hoursOf(t);
  const report = useCall(C.ticketReport, { query: { franchiseeID: franchiseeId ?? undefined } });
  if (report.error) return <LoadError error={report.error} onRetry={() => report.refetch()} />;
  const data = report.data;
  if (!data) return null;
  const figures = [
    [t('ticketReport.tickets'), data.totals.total],
    [t('ticketReport.waiting'), data.totals.open],
    [t('ticketReport.overdue'), data.totals.overdue],
    [t('ticketReport.resolved'), data.totals.resolved],
    [t('ticketReport.average'), hours(data.totals.averageResolveHours)],
  ] as const;
  const table = (title: string, rows: Figures[]) => (
    <Card withBorder radius="md">
      <Title order={5} mb="xs">
        {title}
      </Title>
      <DataTable card={false} data={rows} columns={figureColumns(title, t)} rowId={(r) => r.key} minWidth={420} />
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
          t('ticketReport.byCategory'),
          data.byCategory.map((r) => ({ ...r, key: r.category, label: r.category, avg: r.averageResolveHours })),
        )}
        {table(
          t('ticketReport.byCentre'),
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
