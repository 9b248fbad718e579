import { Card, Grid, Progress, Table, Text, Title, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { call, DateField, LoadError, PageHeader, useAccess } from '@portal/ui';
import { useState } from 'react';
import * as C from '../../shared/contracts.ts';
import { labelOf, STAGE_LABELS } from '../../shared/labels.ts';
import { CountCards } from '../components/CountCards.tsx';

/** forms/enquiry/dashboard and service-enquiry/dashboard: the funnel by stage and by source. */
export default function DashboardScreen({ service = false }: { service?: boolean }) {
  const access = useAccess();
  const [fromDate, setFrom] = useState('');
  const [toDate, setTo] = useState('');
  const endpoint = service ? C.serviceDashboard : C.enquiryDashboard;
  const d = useQuery({
    queryKey: ['enquiry-dashboard', endpoint.path, fromDate, toDate, access.franchiseeId, access.academicYearId],
    queryFn: () => call(endpoint, { query: { fromDate: fromDate || undefined, toDate: toDate || undefined } }),
  });
  return (
    <>
      <PageHeader
        title={service ? 'Service enquiry dashboard' : 'Enquiry dashboard'}
        crumbs={[{ label: 'Enquiries', to: '/forms/list' }, { label: 'Dashboard' }]}
      />
      {!service && <CountCards />}
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
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Source</Table.Th>
                    <Table.Th>Leads</Table.Th>
                    <Table.Th>Admitted</Table.Th>
                    <Table.Th>Conversion</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {d.data.bySource.map((s) => (
                    <Table.Tr key={s.source}>
                      <Table.Td>{s.source}</Table.Td>
                      <Table.Td>{s.total}</Table.Td>
                      <Table.Td>{s.admitted}</Table.Td>
                      <Table.Td>{s.conversion}%</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Card>
            <Card withBorder radius="md">
              <Title order={4} mb="sm">
                By stage ({d.data.total})
              </Title>
              <Table>
                <Table.Tbody>
                  {d.data.byStage
                    .filter((s) => s.count > 0)
                    .map((s) => (
                      <Table.Tr key={s.stage}>
                        <Table.Td>{labelOf(STAGE_LABELS, s.stage)}</Table.Td>
                        <Table.Td>{s.count}</Table.Td>
                      </Table.Tr>
                    ))}
                </Table.Tbody>
              </Table>
            </Card>
          </Grid.Col>
        </Grid>
      )}
    </>
  );
}
