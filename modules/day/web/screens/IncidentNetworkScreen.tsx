import { Badge, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  enumLabel,
  formatDate,
  formatMonth,
  formatTime,
  todayInIndia,
  type EndpointAnswer,
  isOneOf,
} from '@portal/core';
import { DataTable, PageHeader, ReferenceSelect, StatusBadge, useCall, type DataColumn } from '@portal/ui';
import { useState } from 'react';
import * as I from '../../shared/incidents.ts';
import { franchiseeShape } from '@portal/mod-org/shared/resources';

type Answer = EndpointAnswer<typeof I.networkIncidents>;
type Incident = Answer['incidents'][number];
type Month = Answer['months'][number];

/** The last twelve months, newest first, as YYYY-MM. */
function lastMonths(): string[] {
  const [year, month] = todayInIndia().split('-').map(Number);
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(year, month - 1 - i, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

const monthColumns: DataColumn<Month>[] = [
  { id: 'centre', header: 'Centre', primary: true, sort: true },
  { id: 'month', header: 'Month', sort: true, nowrap: true, cell: (m) => formatMonth(m.month) },
  { id: 'count', header: 'Incidents', align: 'right', sort: true },
  { id: 'serious', header: 'Serious', align: 'right', sort: true },
];

const incidentColumns: DataColumn<Incident>[] = [
  { id: 'centre', header: 'Centre', primary: true },
  { id: 'child', header: 'Child' },
  {
    id: 'kind',
    header: 'What',
    cell: (i) => (
      <Group gap={4}>
        <Text size="sm">{enumLabel(i.kind)}</Text>
        {i.serious && (
          <Badge color="red" variant="light" tt="none">
            Serious
          </Badge>
        )}
      </Group>
    ),
  },
  {
    id: 'occurredAt',
    header: 'When',
    nowrap: true,
    cell: (i) => `${formatDate(i.occurredAt)} ${formatTime(i.occurredAt)}`,
  },
  { id: 'place', header: 'Where', hideOnPhone: true },
  { id: 'status', header: 'Status', cell: (i) => <StatusBadge status={i.status} /> },
];

/**
 * day/incidents/network: head office follows incidents across the centres it reaches: each centre's count per
 * month (and how many were serious) and the incidents themselves, by centre, kind, month and seriousness.
 */
export default function IncidentNetworkScreen() {
  const [centre, setCentre] = useState('');
  const [kind, setKind] = useState<string | null>(null);
  const [month, setMonth] = useState<string | null>(null);
  const [serious, setSerious] = useState<string | null>(null);
  const query = {
    ...(centre ? { franchiseeID: Number(centre) } : {}),
    ...(isOneOf(I.INCIDENT_KINDS, kind) ? { kind } : {}),
    ...(month ? { month } : {}),
    ...(serious ? { serious: serious as 'YES' | 'NO' } : {}),
  };
  const answer = useCall(I.networkIncidents, { query });
  return (
    <>
      <PageHeader title="Incidents per centre" subtitle="Incident reports of the centres, month by month." />
      <Stack>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          <ReferenceSelect
            label="Centre"
            resource={franchiseeShape}
            labelField="companyName"
            value={centre}
            onChange={setCentre}
            clearable
            placeholder="Every centre"
          />
          <Select
            label="Kind"
            placeholder="Every kind"
            clearable
            data={I.INCIDENT_KINDS.map((k) => ({ value: k, label: enumLabel(k) }))}
            value={kind}
            onChange={setKind}
          />
          <Select
            label="Month"
            placeholder="Every month"
            clearable
            data={lastMonths().map((m) => ({ value: m, label: formatMonth(m) }))}
            value={month}
            onChange={setMonth}
          />
          <Select
            label="Serious"
            placeholder="Serious or not"
            clearable
            data={[
              { value: 'YES', label: 'Serious only' },
              { value: 'NO', label: 'Not serious' },
            ]}
            value={serious}
            onChange={setSerious}
          />
        </SimpleGrid>
        <Title order={2} size="h5">
          Per centre and month
        </Title>
        <DataTable
          data={answer.data?.months}
          columns={monthColumns}
          rowId={(m) => `${m.franchiseeId}-${m.month}`}
          loading={answer.isLoading}
          error={answer.error}
          onRetry={() => answer.refetch()}
          empty={{ title: 'No incidents', message: 'No incident matches these filters.' }}
          paging={{ pageSize: 24 }}
          testId="incidents-per-month"
        />
        <Title order={2} size="h5">
          Incidents
        </Title>
        <DataTable
          data={answer.data?.incidents}
          columns={incidentColumns}
          rowId={(i) => String(i.id)}
          loading={answer.isLoading}
          error={answer.error}
          onRetry={() => answer.refetch()}
          empty={{ title: 'No incidents', message: 'No incident matches these filters.' }}
          paging={{ pageSize: 25 }}
          testId="incidents-network"
        />
      </Stack>
    </>
  );
}
