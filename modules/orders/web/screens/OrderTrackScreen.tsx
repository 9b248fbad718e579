import { Anchor, Card, Text, Timeline } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@portal/core';
import { LoadError, PageHeader, api } from '@portal/ui';
import { useParams } from 'react-router';
import { orderStatusLabel } from '../../shared/index.ts';

interface Tracking {
  orderNo: string;
  status: string;
  courier: string | null;
  shippingReferenceNo: string | null;
  trackingUrl: string | null;
  source: string;
  events: { status: string; at: string; location: string | null; note: string | null }[];
}

/** order-history/kit/order-track/{kitType}/{orderID}/{ShippingReferenceNo?}: where the parcel is. */
export default function OrderTrackScreen() {
  const { orderID } = useParams();
  const track = useQuery({
    queryKey: ['track', orderID],
    queryFn: () => api<Tracking>(`/api/order-history/${orderID}/track`),
  });
  if (track.error) return <LoadError error={track.error} />;
  const t = track.data;
  if (!t) return null;
  return (
    <>
      <PageHeader title={`Tracking ${t.orderNo}`} crumbs={[{ label: 'Orders' }, { label: 'Tracking' }]} />
      <Card withBorder radius="md">
        <Text mb="sm" data-testid="tracking-summary">
          {t.courier ?? 'Courier'} {t.shippingReferenceNo ?? ''} · {orderStatusLabel(t.status)}
          {t.trackingUrl && (
            <>
              {' '}
              ·{' '}
              <Anchor href={t.trackingUrl} target="_blank" rel="noreferrer">
                Courier's page
              </Anchor>
            </>
          )}
        </Text>
        <Timeline active={t.events.length - 1} data-testid="tracking">
          {t.events.map((e, i) => (
            <Timeline.Item key={i} title={orderStatusLabel(e.status)}>
              <Text size="sm" c="dimmed">
                {formatDateTime(e.at)}
                {e.location ? ` · ${e.location}` : ''}
              </Text>
              {e.note && <Text size="sm">{e.note}</Text>}
            </Timeline.Item>
          ))}
        </Timeline>
      </Card>
    </>
  );
}
