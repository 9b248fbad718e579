import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { EndpointAnswer } from '@portal/core';
import { DataTable, LoadError, PageHeader, useCall, type DataColumn } from '@portal/ui';
import { Link, useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { useTileUrl } from '../api.ts';
import { RouteMap } from '../RouteMap.tsx';

type Stop = EndpointAnswer<typeof C.routeSheet>['stops'][number];

function stopColumns(busRouteID: number): DataColumn<Stop>[] {
  return [
    { id: 'seq', header: 'No.', align: 'right' },
    { id: 'name', header: 'Stop', primary: true },
    { id: 'pickupTime', header: 'Pickup' },
    { id: 'dropTime', header: 'Drop' },
    { id: 'students', header: 'Students', cell: (stop) => stop.students.map((st) => st.name).join(', ') || '—' },
    {
      id: 'edit',
      header: 'Edit',
      className: 'no-print',
      cell: (stop) => (
        <Anchor component={Link} size="sm" to={`/transport/vehicle-bus-stop/${busRouteID}/edit/${stop.id}`}>
          Edit stop {stop.seq}
        </Anchor>
      ),
    },
  ];
}

/**
 * vehicle-bus-stop/{busRouteID}: the route's stops in order on a map, and the printable route sheet
 * (vehicle, crew, capacity, who boards at each stop).
 */
export default function BusStopsScreen() {
  const busRouteID = Number(useParams().busRouteID);
  const tileUrl = useTileUrl();
  const q = useCall(C.routeSheet, { params: { busRouteID } });
  if (q.error) return <LoadError error={q.error} onRetry={() => q.refetch()} />;
  const s = q.data;
  if (!s) return null;
  return (
    <Stack>
      <PageHeader
        title={`Route sheet: ${s.route.name}`}
        subtitle={s.route.centre}
        crumbs={[{ label: 'Bus routes', to: '/transport/vehicle-bus-route' }, { label: s.route.name }]}
        actions={
          <Group className="no-print">
            <Button component={Link} to={`/transport/vehicle-bus-stop/${busRouteID}/add`} variant="light">
              Add a stop
            </Button>
            <Button onClick={() => window.print()}>Print the route sheet</Button>
          </Group>
        }
      />
      <SimpleGrid cols={{ base: 1, sm: 4 }}>
        <Card withBorder>
          <Text size="sm" c="gray.7">
            Vehicle
          </Text>
          <Text fw={600}>{s.vehicle.registrationNumber}</Text>
        </Card>
        <Card withBorder>
          <Text size="sm" c="gray.7">
            Seats taken
          </Text>
          <Text fw={600} data-testid="seats">
            {s.riders} of {s.vehicle.seats}
          </Text>
        </Card>
        <Card withBorder>
          <Text size="sm" c="gray.7">
            Driver
          </Text>
          <Text fw={600}>{s.driver ? `${s.driver.name} · ${s.driver.mobile}` : 'Not assigned'}</Text>
        </Card>
        <Card withBorder>
          <Text size="sm" c="gray.7">
            Escort
          </Text>
          <Text fw={600}>{s.escort ? `${s.escort.name} · ${s.escort.mobile}` : 'Not assigned'}</Text>
        </Card>
      </SimpleGrid>
      <div className="no-print">
        <RouteMap stops={s.stops} tileUrl={tileUrl} />
      </div>
      <Title order={2} size="h4">
        Stops
      </Title>
      <DataTable
        data={s.stops}
        columns={stopColumns(busRouteID)}
        rowId={(stop) => String(stop.id)}
        empty="No stops yet"
        testId="stops-table"
        striped
        minWidth={640}
      />
      <style>{'@media print { .no-print, nav, header, aside { display: none !important; } }'}</style>
    </Stack>
  );
}
