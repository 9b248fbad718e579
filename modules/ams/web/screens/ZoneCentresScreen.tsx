import { Skeleton } from '@mantine/core';
import { EmptyState, PageHeader, ResourceList, useRecord, useResourceRows } from '@portal/ui';
import { useParams } from 'react-router';
import { amsCentreAllocationShape, amsManagerShape, amsZoneShape } from '../../shared/resources.ts';

/**
 * ams/ams-center-allocation/{selectedZoneId}: the centres allocated to the academic managers of one zone
 * (an allocation names its manager, and the manager their zone).
 */
export default function ZoneCentresScreen() {
  const zoneId = Number(useParams().selectedZoneId);
  const zone = useRecord(amsZoneShape, Number.isInteger(zoneId) ? zoneId : null);
  const managers = useResourceRows(
    amsManagerShape,
    { zoneId, pageSize: 200, page: 1 },
    Number.isInteger(zoneId) && zoneId > 0,
  );
  const ids = managers.data?.rows.map((m) => m.id) ?? [];
  const name = typeof zone.data?.name === 'string' ? zone.data.name : '';
  return (
    <>
      <PageHeader
        title={name ? `Centres of the ${name} zone` : 'Centre allocation'}
        crumbs={[{ label: 'Zones', to: '/amsv1/amsConfiguration' }, { label: name || 'Zone' }]}
      />
      {zone.isError || !(zoneId > 0) ? (
        <EmptyState title="No such zone" message="Open a zone from the list of zones." />
      ) : managers.isLoading ? (
        <Skeleton h={320} radius="lg" />
      ) : ids.length === 0 ? (
        <EmptyState title="No managers in this zone yet" message="Add an academic manager to the zone first." />
      ) : (
        <ResourceList resource={amsCentreAllocationShape} fixedFilters={{ managerId: ids.join(',') }} />
      )}
    </>
  );
}
