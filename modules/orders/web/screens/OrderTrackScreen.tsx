import { Anchor, Button, Card, Group, Text, Timeline } from '@mantine/core';
import { endpointPath, formatDateTime } from '@portal/core';
import { downloadFile, LoadError, PageHeader, useCall } from '@portal/ui';
import { Link, useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { orderStatusLabel } from '../../shared/index.ts';

/** order-history/kit/order-track/{kitType}/{orderID}/{ShippingReferenceNo?}: where the parcel is. */
export default function OrderTrackScreen() {
  const { orderID, kitType } = useParams();
  const track = useCall(C.trackOrder, { params: { id: Number(orderID) } });
  if (track.error) return <LoadError error={track.error} />;
  const t = track.data;
  if (!t) return null;
  return (
    <>
      <PageHeader
        title={`Tracking ${t.orderNo}`}
        crumbs={[{ label: 'Orders' }, { label: 'Tracking' }]}
        actions={
          <Group>
            <Button variant="default" component={Link} to={`/order-history/kit/details/${kitType}/${orderID}`}>
              Order details
            </Button>
            {(t.status === 'SHIPPED' || t.status === 'DELIVERED') && (
              <Button
                variant="default"
                onClick={() => downloadFile(endpointPath(C.orderChallan.path, { id: orderID }), {}, 'challan.pdf')}
              >
                Challan PDF
              </Button>
            )}
          </Group>
        }
      />
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
