import { Group, Select, Stack, Text, Title } from '@mantine/core';
import { todayInIndia, type EndpointAnswer } from '@portal/core';
import {
  DataTable,
  DateField,
  EmptyState,
  LoadError,
  PageHeader,
  StatusBadge,
  useCall,
  useResourceRows,
  type DataColumn,
} from '@portal/ui';
import { useState } from 'react';
import * as C from '../../shared/contracts.ts';
import { STATE_COLORS, useTileUrl } from '../api.ts';
import { RouteMap } from '../RouteMap.tsx';
import { busRouteShape } from '../../shared/resources.ts';

type StopVisit = EndpointAnswer<typeof C.actualRoute>['stops'][number];

const columns: DataColumn<StopVisit>[] = [
  { id: 'seq', header: 'No.', align: 'right' },
  { id: 'name', header: 'Stop', primary: true },
  { id: 'pickupTime', header: 'Planned' },
  {
    id: 'reachedAt',
    header: 'Reached',
    cell: (s) => `${s.reachedAt ?? '—'}${s.lateByMinutes ? ` (${s.lateByMinutes} min late)` : ''}`,
  },
  { id: 'state', header: 'State', cell: (s) => <StatusBadge status={s.state} /> },
];

/** vehicle actual route: a day's GPS track against the planned stops — reached, late or missed. */
export default function ActualRouteScreen() {
  const tileUrl = useTileUrl();
  const routes = useResourceRows(busRouteShape, { pageSize: 100 });
  const [routeId, setRouteId] = useState<string | null>(null);
  const [day, setDay] = useState<string | null>(todayInIndia());
  const chosen = routeId ?? (routes.data?.rows[0] ? String(routes.data.rows[0].id) : null);
  const q = useCall(
    C.actualRoute,
    { params: { busRouteID: Number(chosen) }, query: { date: day ?? undefined } },
    {
      enabled: Boolean(chosen),
    },
  );
  return (
    <Stack>
      <PageHeader title="Vehicle actual route" subtitle="The GPS track of the day drawn over the planned stops" />
      <Group align="end">
        <Select
          label="Route"
          data={(routes.data?.rows ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
          value={chosen}
          onChange={setRouteId}
          w={280}
        />
        <DateField label="Day" value={day} onChange={(v) => setDay(v || null)} />
      </Group>
      {q.error && <LoadError error={q.error} onRetry={() => q.refetch()} />}
      {!chosen && routes.data && <EmptyState title="No bus routes yet" />}
      {q.data && (
        <>
          <Text size="sm" c="gray.7" data-testid="gps-points">
            {q.data.route.vehicle}: {q.data.points.toLocaleString('en-IN')} GPS points
          </Text>
          <RouteMap
            stops={q.data.stops.map((s) => ({ ...s, color: STATE_COLORS[s.state] }))}
            track={q.data.track}
            tileUrl={tileUrl}
          />
          <Title order={2} size="h4">
            Stops against the plan
          </Title>
          <DataTable
            data={q.data.stops}
            columns={columns}
            rowId={(s) => String(s.id)}
            empty="No stops on this route"
            testId="actual-stops"
            striped
          />
        </>
      )}
    </Stack>
  );
}
