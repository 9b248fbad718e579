import { Badge, Card, Group, SimpleGrid, Stack, Text, Timeline } from '@mantine/core';
import { useState } from 'react';
import { enumLabel, formatDate, formatTime } from '@portal/core';
import { DateField, EmptyState, LoadError, PageHeader, useAccess, useCall } from '@portal/ui';
import * as C from '../../shared/contracts.ts';

type Route = (typeof C.escortRoutes.response)['_output']['routes'][number];

const names = (list: string[]) => (list.length ? list.join(', ') : '');

function RouteCard({ route }: { route: Route }) {
  return (
    <Card withBorder padding="md" data-testid="escort-route">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Text fw={600}>{route.name}</Text>
          <Text size="sm" c="dimmed">
            {route.centre}
          </Text>
        </Group>
        {route.shifts.length ? (
          route.shifts.map((s) => (
            <Group key={s.assignmentId} gap="xs" wrap="wrap" data-testid="escort-shift">
              <Badge variant="light">{enumLabel(s.shift)}</Badge>
              <Text size="sm">
                {s.vehicle} · {s.children} of {s.seats} seats
              </Text>
              <Text size="sm" c={s.escort ? undefined : 'red'}>
                {s.escort
                  ? `Escort: ${s.escort.name} (${s.escort.mobile})${s.escort.vendor ? ` · ${s.escort.vendor}` : ''}`
                  : 'No escort named'}
              </Text>
            </Group>
          ))
        ) : (
          <Text size="sm" c="dimmed">
            No vehicle serves this destination on the day
          </Text>
        )}
        {route.stops.length ? (
          <Timeline bulletSize={22} lineWidth={2} active={route.stops.length - 1}>
            {route.stops.map((stop) => (
              <Timeline.Item
                key={stop.id}
                bullet={<Text size="xs">{stop.seq}</Text>}
                title={stop.name}
                data-testid="escort-stop"
              >
                <Text size="xs" c="dimmed">
                  {[
                    stop.pickupTime && `Pickup ${formatTime(stop.pickupTime)}`,
                    stop.dropTime && `Drop ${formatTime(stop.dropTime)}`,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
                {stop.pickups.length > 0 && <Text size="sm">Boards here: {names(stop.pickups)}</Text>}
                {stop.drops.length > 0 && <Text size="sm">Gets off here: {names(stop.drops)}</Text>}
              </Timeline.Item>
            ))}
          </Timeline>
        ) : (
          <Text size="sm" c="dimmed">
            The route has no stops yet
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/**
 * transport/routes: the escort's routes of a day — each destination's vehicle and escort per shift, its stops
 * in order.
 */
export default function EscortRoutesScreen() {
  const access = useAccess();
  const [date, setDate] = useState('');
  const query = { franchiseeID: access.franchiseeId || undefined, date: date || undefined };
  const q = useCall(C.escortRoutes, { query });
  return (
    <Stack>
      <PageHeader
        title="Escort routes"
        subtitle={
          q.data
            ? `Stops in order, the vehicle and the escort of each shift on ${formatDate(q.data.date)}`
            : 'Stops in order, the vehicle and the escort of each shift'
        }
      />
      <DateField label="Day" value={date} onChange={setDate} clearable w={170} data-testid="routes-date" />
      {q.error ? (
        <LoadError error={q.error} onRetry={() => q.refetch()} />
      ) : q.data && !q.data.routes.length ? (
        <EmptyState title="No routes running" />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {q.data?.routes.map((r) => (
            <RouteCard key={r.id} route={r} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
