import { Button, Card, Group, Modal, SimpleGrid, Stack, Text, TextInput, Timeline } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { KIT_TYPES, endpointPath, formatDateTime, formatPaise } from '@portal/core';
import {
  call,
  DataTable,
  downloadFile,
  invalidateCalls,
  LoadError,
  PageHeader,
  runCommand,
  useAccess,
  useCall,
  type DataColumn,
} from '@portal/ui';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { act, type OrderDetails } from '../api.ts';
import { OrderStatusTag, detailsPath } from '../components.tsx';
import { kitLabel, ORDER_STEPS, orderStatusLabel, UNIFORM_ORDER } from '../../shared/index.ts';
import * as C from '../../shared/contracts.ts';

const lineColumns: DataColumn<OrderDetails['lines'][number]>[] = [
  { id: 'description', header: 'Item', primary: true },
  { id: 'hsnCode', header: 'HSN' },
  { id: 'quantity', header: 'Qty' },
  { id: 'rate', header: 'Rate', cell: (l) => formatPaise(l.unitPricePaise) },
  { id: 'gst', header: 'GST %', cell: (l) => l.gstRateBp / 100 },
  { id: 'total', header: 'Total', cell: (l) => formatPaise(l.totalPaise) },
];

type Priced = { gstRateBp: number; taxablePaise: number; totalPaise: number };
/** The taxable value of an order: its lines with GST only (books at 0 % are nil-rated, never taxable). */
const taxedValue = (lines: Priced[]) => lines.reduce((a, l) => a + (l.gstRateBp > 0 ? l.taxablePaise : 0), 0);
/** The value of its nil-rated and exempt lines (0 %). */
const nilValue = (lines: Priced[]) => lines.reduce((a, l) => a + (l.gstRateBp > 0 ? 0 : l.totalPaise), 0);

/**
 * order-history/kit/details/{kitType}/{orderID}: lines with GST, the status history,
 * documents and the next step for whoever may take it (confirm, ship with a challan,
 * deliver, cancel). The server decides; buttons only hide what cannot be used.
 */
export default function OrderDetailsScreen() {
  const { orderID } = useParams();
  const navigate = useNavigate();
  const access = useAccess();
  const client = useQueryClient();
  const [shipping, setShipping] = useState(false);
  const [courier, setCourier] = useState('Blue Dart');
  const [reference, setReference] = useState('');
  const order = useCall(C.orderDetails, { params: { id: Number(orderID) } });
  const refresh = () => invalidateCalls(client, C.orderDetails);
  /** Runs one step of the order and reloads it; answers whether the step went through. */
  const post = async (label: string, step: () => Promise<unknown>) => {
    const done = (await act(label, step)) !== null;
    await refresh();
    return done;
  };

  if (order.error) return <LoadError error={order.error} />;
  const o = order.data;
  if (!o) return null;
  const kit = KIT_TYPES.find((k) => k.id === o.kitType);
  const headOffice = access.superAdmin || access.canWrite('orderHistory');
  const dispatcher = access.superAdmin || access.canWrite('deliveryChallan');
  const placer = access.canWrite('PlaceOrders');
  // A wow-kit order is confirmed only once its approvers have signed it off.
  const confirmable = o.status === 'PENDING' && (o.kitType !== 'WOW_KIT' || o.approvalStatus === 'APPROVED');
  const trackable = Boolean(o.shippingReferenceNo) || o.status === 'SHIPPED' || o.status === 'DELIVERED';
  const reorderable = placer && o.kitType !== UNIFORM_ORDER && o.kitType !== 'DAMAGED_PRODUCTS_KIT';
  const reorder = async () => {
    const placed = await act(`Re-order of ${o.orderNo} placed`, () => call(C.reOrder, { params: { id: o.id } }));
    if (placed) navigate(detailsPath(placed));
  };
  return (
    <>
      <PageHeader
        title={`Order ${o.orderNo}`}
        crumbs={[{ label: 'Orders' }, { label: 'Order history' }, { label: o.orderNo }]}
      />
      <Stack>
        <Card withBorder radius="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Text>
              Centre: <b>{o.companyName}</b>
            </Text>
            <Text>
              Kit: <b>{kitLabel(o.kitType)}</b>
            </Text>
            <Group gap="xs" data-testid="order-status">
              Status: <OrderStatusTag status={o.status} />
            </Group>
            <Text>
              Invoice: <b>{o.invoiceNo ?? '-'}</b>
            </Text>
            <Text>
              Challan: <b>{o.challanNo ?? '-'}</b>
            </Text>
            <Text>
              Shipping: <b>{o.shippingReferenceNo ? `${o.courier} ${o.shippingReferenceNo}` : '-'}</b>
            </Text>
          </SimpleGrid>
          <Group mt="md">
            {headOffice && confirmable && (
              <Button onClick={() => post('Order confirmed', () => runCommand(ORDER_STEPS.confirm, o.id, {}))}>
                Confirm order
              </Button>
            )}
            {dispatcher && o.status === 'CONFIRMED' && (
              <Button onClick={() => setShipping(true)}>Ship with challan</Button>
            )}
            {dispatcher && o.status === 'SHIPPED' && (
              <Button
                color="green"
                onClick={() => post('Marked delivered', () => runCommand(ORDER_STEPS.deliver, o.id, {}))}
              >
                Mark delivered
              </Button>
            )}
            {o.status === 'PENDING' && access.canWrite('PlaceOrders') && (
              <Button
                variant="default"
                color="red"
                onClick={() =>
                  post('Order cancelled', () =>
                    runCommand(ORDER_STEPS.cancel, o.id, { reason: 'Cancelled by the centre' }),
                  )
                }
              >
                Cancel order
              </Button>
            )}
            {o.invoiceNo && (
              <Button
                variant="default"
                onClick={() => downloadFile(endpointPath(C.orderInvoice.path, o), {}, 'invoice.pdf')}
              >
                Invoice PDF
              </Button>
            )}
            {o.challanNo && (
              <Button
                variant="default"
                onClick={() => downloadFile(endpointPath(C.orderChallan.path, o), {}, 'challan.pdf')}
              >
                Challan PDF
              </Button>
            )}
            {trackable && (
              <Button
                variant="default"
                component={Link}
                to={
                  `/order-history/kit/order-track/${kit?.slug ?? o.kitType.toLowerCase()}/${o.id}/` +
                  `${o.shippingReferenceNo ? encodeURIComponent(o.shippingReferenceNo) : ''}`
                }
              >
                Track
              </Button>
            )}
            {o.kitType === 'WOW_KIT' && (
              <Button
                variant="default"
                component={Link}
                to={`/place-order/wow-kit-ordering/order-summary/${o.franchiseeId}/${o.id}`}
              >
                Approval
              </Button>
            )}
            {reorderable && (
              <Button variant="default" onClick={reorder} data-testid="details-reorder">
                Re-order
              </Button>
            )}
            {o.status === 'DELIVERED' && access.canWrite('PlaceOrders') && (
              <Button variant="default" component={Link} to={`/damage/re-order/${o.id}`}>
                Damaged or missing items
              </Button>
            )}
          </Group>
        </Card>
        <Card withBorder radius="md">
          <DataTable
            card={false}
            data={o.lines}
            columns={lineColumns}
            rowId={(l) => String(l.id)}
            empty="No lines"
            testId="order-lines"
            striped
          />
          <Text ta="right" mt="sm">
            Taxable {formatPaise(taxedValue(o.lines))}
            {nilValue(o.lines) > 0 ? ` · Nil-rated and exempt ${formatPaise(nilValue(o.lines))}` : ''} · GST{' '}
            {formatPaise(o.cgstPaise + o.sgstPaise + o.igstPaise)} ·{' '}
            <b data-testid="order-total">Total {formatPaise(o.totalPaise)}</b>
          </Text>
        </Card>
        <Card withBorder radius="md">
          <Text fw={600} mb="sm">
            Status history
          </Text>
          <Timeline active={o.events.length - 1}>
            {o.events.map((e) => (
              <Timeline.Item key={e.id} title={orderStatusLabel(e.toStatus)}>
                <Text size="sm" c="dimmed">
                  {formatDateTime(e.at)}
                  {e.location ? ` · ${e.location}` : ''}
                </Text>
                {e.note && <Text size="sm">{e.note}</Text>}
              </Timeline.Item>
            ))}
          </Timeline>
        </Card>
      </Stack>
      <Modal opened={shipping} onClose={() => setShipping(false)} title="Ship with a delivery challan">
        <Stack>
          <TextInput label="Courier" value={courier} onChange={(e) => setCourier(e.currentTarget.value)} />
          <TextInput
            label="Shipping reference"
            value={reference}
            onChange={(e) => setReference(e.currentTarget.value)}
          />
          <Button
            onClick={async () => {
              if (
                await post('Shipped; the challan is ready', () =>
                  runCommand(ORDER_STEPS.ship, o.id, { courier, shippingReferenceNo: reference }),
                )
              )
                setShipping(false);
            }}
          >
            Ship
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
