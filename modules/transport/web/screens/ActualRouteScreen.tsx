import { Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { todayInIndia } from '@portal/core';
import { call, DateField, EmptyState, LoadError, PageHeader, StatusBadge, useResourceRows } from '@portal/ui';
import { useState } from 'react';
import * as C from '../../shared/contracts.ts';
import { STATE_COLORS, useTileUrl } from '../api.ts';
import { RouteMap } from '../RouteMap.tsx';

/** vehicle actual route: a day's GPS track against the planned stops — reached, late or missed. */
export default function ActualRouteScreen() {
  const tileUrl = useTileUrl();
  const routes = useResourceRows('vehicle-bus-route', { pageSize: 100 });
  const [routeId, setRouteId] = useState<string | null>(null);
  const [day, setDay] = useState<string | null>(todayInIndia());
  const chosen = routeId ?? (routes.data?.rows[0] ? String(routes.data.rows[0].id) : null);
  const q = useQuery({
    queryKey: ['transport', 'actual', chosen, day],
    queryFn: () => call(C.actualRoute, { params: { busRouteID: Number(chosen) }, query: { date: day ?? undefined } }),
    enabled: Boolean(chosen),
  });
  return (
    <Stack>
      <PageHeader title="Vehicle actual route" subtitle="The GPS track of the day drawn over the planned stops" />
      <Group align="end">
        <Select
          label="Route"
          data={(routes.data?.rows ?? []).map((r) => ({ value: String(r.id), label: String(r.name) }))}
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
          <Table striped data-testid="actual-stops">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>No.</Table.Th>
                <Table.Th>Stop</Table.Th>
                <Table.Th>Planned</Table.Th>
                <Table.Th>Reached</Table.Th>
                <Table.Th>State</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {q.data.stops.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>{s.seq}</Table.Td>
                  <Table.Td>{s.name}</Table.Td>
                  <Table.Td>{s.pickupTime ?? '—'}</Table.Td>
                  <Table.Td>
                    {s.reachedAt ?? '—'}
                    {s.lateByMinutes ? ` (${s.lateByMinutes} min late)` : ''}
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge status={s.state} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
    </Stack>
  );
}
