import { Card, Grid, Progress, Text, Title, Group } from '@mantine/core';
import type { EndpointAnswer } from '@portal/core';
import { DataTable, DateField, LoadError, PageHeader, type DataColumn, useCall } from '@portal/ui';
import { useState } from 'react';
import * as C from '../../shared/contracts.ts';
import { labelOf, STAGE_LABELS } from '../../shared/labels.ts';
import { ENQUIRY_LEADS } from '../../shared/figures.ts';
import { CountCards } from '../components/CountCards.tsx';

type Funnel = EndpointAnswer<typeof C.enquiryDashboard>;

const sourceColumns: DataColumn<Funnel['bySource'][number]>[] = [
  { id: 'source', header: 'Source', primary: true, sort: true },
  { id: 'total', header: 'Leads', align: 'right', sort: true },
  { id: 'admitted', header: 'Admitted', align: 'right', sort: true },
  { id: 'conversion', header: 'Conversion', align: 'right', sort: true, cell: (s) => `${s.conversion}%` },
];

const stageColumns: DataColumn<Funnel['byStage'][number]>[] = [
  { id: 'stage', header: 'Stage', primary: true, cell: (s) => labelOf(STAGE_LABELS, s.stage) },
  { id: 'count', header: 'Enquiries', align: 'right' },
];

/** forms/enquiry/dashboard and service-enquiry/dashboard: the funnel by stage and by source. */
export default function DashboardScreen({ service = false }: { service?: boolean }) {
  const [fromDate, setFrom] = useState('');
  const [toDate, setTo] = useState('');
  const endpoint = service ? C.serviceDashboard : C.enquiryDashboard;
  const d = useCall(endpoint, { query: { fromDate: fromDate || undefined, toDate: toDate || undefined } });
  return (
    <>
      <PageHeader
        title={service ? 'Service enquiry dashboard' : 'Enquiry dashboard'}
        crumbs={[{ label: 'Enquiries', to: '/forms/list' }, { label: 'Dashboard' }]}
      />
      {!service && <CountCards fromDate={fromDate} toDate={toDate} />}
      <Group mb="md">
        <DateField label="From date" value={fromDate} onChange={setFrom} />
        <DateField label="To date" value={toDate} onChange={setTo} />
      </Group>
      {d.error && <LoadError error={d.error} onRetry={() => d.refetch()} />}
      {d.data && (
        <Grid>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Card withBorder radius="md" data-testid="funnel">
              <Title order={4} mb="sm">
                Funnel
              </Title>
              {d.data.funnel.map((f) => (
                <div key={f.step} style={{ marginBottom: 8 }}>
                  <Group justify="space-between">
                    <Text size="sm">{f.step}</Text>
                    <Text size="sm" c="dimmed">
                      {f.reached} · {f.fromPrevious}% of previous · {f.fromFirst}% of all
                    </Text>
                  </Group>
                  <Progress value={f.fromFirst} aria-label={`${f.step}, of all enquiries`} />
                </div>
              ))}
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Card withBorder radius="md" mb="md">
              <Title order={4} mb="sm">
                By source
              </Title>
              <DataTable
                card={false}
                data={d.data.bySource}
                columns={sourceColumns}
                rowId={(s) => s.source}
                empty="No leads in this period"
              />
            </Card>
            <Card withBorder radius="md">
              <Title order={4} mb="sm">
                By stage ({service ? d.data.total : `${ENQUIRY_LEADS.label}: ${d.data.total}`})
              </Title>
              <DataTable
                card={false}
                data={d.data.byStage.filter((s) => s.count > 0)}
                columns={stageColumns}
                rowId={(s) => s.stage}
                empty="No leads in this period"
              />
            </Card>
          </Grid.Col>
        </Grid>
      )}
    </>
  );
}
