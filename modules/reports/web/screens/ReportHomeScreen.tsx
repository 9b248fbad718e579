import { Button, Card, Group, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { todayInIndia } from '@portal/core';
import { call, DateField, EmptyState, errorMessage, notify, PageHeader, useAccess } from '@portal/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { REPORTS, type ExportFormat } from '../../shared/constants.ts';
import * as C from '../../shared/contracts.ts';

/** The longest period a report takes, ending today: the default, so a first export holds the whole year. */
const yearBefore = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 365 * 86_400_000).toISOString().slice(0, 10);

function ReportCard({ report }: { report: (typeof REPORTS)[number] }) {
  const access = useAccess();
  const navigate = useNavigate();
  const today = todayInIndia();
  const [fromDate, setFrom] = useState(yearBefore(today));
  const [toDate, setTo] = useState(today);
  const [format, setFormat] = useState<ExportFormat>('csv');
  const run = useMutation({
    mutationFn: () =>
      call(C.startExport, {
        body: {
          report: report.key,
          format,
          fromDate,
          toDate,
          franchiseeID: access.franchiseeId ?? undefined,
        },
      }),
    onSuccess: () => {
      notify({ color: 'green', message: 'The export is running: follow it in the download list' });
      void navigate('/B2SReport/download-list');
    },
    onError: (e) => notify({ color: 'red', title: 'Not started', message: errorMessage(e) }),
  });
  return (
    <Card withBorder radius="md" data-testid={`report-${report.key}`}>
      <Stack gap="sm">
        <div>
          <Title order={2} fz="h4">
            {report.label}
          </Title>
          <Text size="sm" c="gray.7">
            {report.description}
          </Text>
        </div>
        <Group grow align="flex-end">
          <DateField label="From" value={fromDate} onChange={setFrom} />
          <DateField label="To" value={toDate} onChange={setTo} />
        </Group>
        <Group justify="space-between" align="flex-end">
          <SegmentedControl
            aria-label="File type"
            value={format}
            onChange={(v) => setFormat(v)}
            data={[
              { value: 'csv', label: 'CSV' },
              { value: 'xlsx', label: 'XLSX' },
              { value: 'pdf', label: 'PDF' },
            ]}
          />
          <Button onClick={() => run.mutate()} loading={run.isPending}>
            Export
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** report/home: every report the user may run, exported over a period as a background job. */
export default function ReportHomeScreen() {
  const access = useAccess();
  const mine = REPORTS.filter((r) => access.canRead(r.module));
  return (
    <>
      <PageHeader
        title="Report centre"
        subtitle="Exports run in the background and land in the download list, for the centre chosen above"
      />
      {mine.length === 0 ? (
        <EmptyState title="No reports" message="Your role does not run any report." />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }}>
          {mine.map((r) => (
            <ReportCard key={r.key} report={r} />
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
