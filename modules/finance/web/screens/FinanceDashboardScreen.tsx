import '@mantine/charts/styles.css';
import { Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { formatDate, formatMonth, formatPaise, type EndpointAnswer } from '@portal/core';
import { DataTable, LoadError, PageHeader, useAccess, useCall, type DataColumn } from '@portal/ui';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { FEES_COLLECTED } from '../../shared/figures.ts';
import { Money } from '../components.tsx';
import { TallyExportCard } from '../tally.tsx';

/** The collections series is the figure 'fees.collected', named as its declaration says. */
const COLLECTED = FEES_COLLECTED.label;

type Overdue = EndpointAnswer<typeof C.financeDashboard>['overdue']['rows'][number];

const overdueColumns: DataColumn<Overdue>[] = [
  { id: 'dueDate', header: 'Due date', nowrap: true, sort: true, cell: (r) => formatDate(r.dueDate) },
  { id: 'label', header: 'Installment' },
  {
    id: 'studentName',
    header: 'Student',
    primary: true,
    sort: true,
    cell: (r) => <Link to={`/ledger/student-fee-plan/${r.studentAdmissionId}`}>{r.studentName}</Link>,
  },
  {
    id: 'outstanding',
    header: 'Due',
    align: 'right',
    sort: (r) => r.outstandingPaise,
    cell: (r) => <Money paise={r.outstandingPaise} />,
  },
];

const rupees = (paise: number) => Math.round(paise / 100);

// The chart library loads only when the dashboard draws.
const BarChart = lazy(() => import('@mantine/charts').then((m) => ({ default: m.BarChart })));

/**
 * finance/dashboard: collections against dues by month and centre, overdue installments, approvals waiting,
 * royalty receivable.
 */
export default function FinanceDashboardScreen() {
  const { franchiseeId, academicYearId } = useAccess();
  const data = useCall(C.financeDashboard, {
    query: { franchiseeID: franchiseeId ?? undefined, academicYearID: academicYearId ?? undefined },
  });
  if (data.error) return <LoadError error={data.error} onRetry={() => data.refetch()} />;
  const d = data.data;
  const byMonth = (d?.months ?? []).map((m) => {
    const cells = d!.collections.filter((c) => c.month === m);
    return {
      // The chart's axis reads 'Nov 2026', never the stored '2026-11'.
      month: formatMonth(m),
      Due: rupees(cells.reduce((a, c) => a + c.duePaise, 0)),
      [COLLECTED]: rupees(cells.reduce((a, c) => a + c.collectedPaise, 0)),
    };
  });
  const centres = [...new Set((d?.collections ?? []).map((c) => c.companyName))];
  const byCentre = centres.map((name) => {
    const cells = d!.collections.filter((c) => c.companyName === name);
    return {
      centre: name,
      Due: rupees(cells.reduce((a, c) => a + c.duePaise, 0)),
      [COLLECTED]: rupees(cells.reduce((a, c) => a + c.collectedPaise, 0)),
    };
  });
  const rupeeFormat = (v: number) => formatPaise(v * 100).replace(/\.00$/, '');
  return (
    <>
      <PageHeader title="Finance dashboard" />
      {d && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} mb="md">
            <Card withBorder>
              <Text size="sm" c="dimmed">
                Overdue installments
              </Text>
              <Title order={3}>{d.overdue.count}</Title>
              <Money paise={d.overdue.amountPaise} />
            </Card>
            <Card withBorder component={Link} to="/approve-payment/list">
              <Text size="sm" c="dimmed">
                Payments to approve
              </Text>
              <Title order={3}>{d.pendingApprovals.payments}</Title>
            </Card>
            <Card withBorder component={Link} to="/approve-plan/list">
              <Text size="sm" c="dimmed">
                Plans / concessions to approve
              </Text>
              <Title order={3}>
                {d.pendingApprovals.plans} / {d.pendingApprovals.concessions}
              </Title>
            </Card>
            <Card withBorder component={Link} to="/ledger/franchisee">
              <Text size="sm" c="dimmed">
                Royalty and dues receivable
              </Text>
              <Title order={3}>
                <Money paise={d.royaltyReceivablePaise} />
              </Title>
            </Card>
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, lg: 2 }} mb="md">
            <Card withBorder radius="md">
              <Title order={5} mb="sm">
                Fees due and collected by month
              </Title>
              <Suspense fallback={null}>
                <BarChart
                  h={260}
                  data={byMonth}
                  dataKey="month"
                  series={[
                    { name: 'Due', color: 'orange.6' },
                    { name: COLLECTED, color: 'teal.6' },
                  ]}
                  valueFormatter={rupeeFormat}
                  withLegend
                />
              </Suspense>
            </Card>
            <Card withBorder radius="md">
              <Title order={5} mb="sm">
                By centre (last 6 months)
              </Title>
              <Suspense fallback={null}>
                <BarChart
                  h={260}
                  data={byCentre}
                  dataKey="centre"
                  series={[
                    { name: 'Due', color: 'orange.6' },
                    { name: COLLECTED, color: 'teal.6' },
                  ]}
                  valueFormatter={rupeeFormat}
                  withLegend
                />
              </Suspense>
            </Card>
          </SimpleGrid>
          <Card withBorder radius="md">
            <Group justify="space-between" mb="xs">
              <Title order={5}>Overdue installments</Title>
            </Group>
            <DataTable
              card={false}
              data={d.overdue.rows}
              columns={overdueColumns}
              rowId={(r) => String(r.id)}
              empty="Nothing overdue"
            />
          </Card>
        </>
      )}
      <TallyExportCard />
    </>
  );
}
