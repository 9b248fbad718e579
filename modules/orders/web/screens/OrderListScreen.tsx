import { Button, Card, Group, Select, TextInput } from '@mantine/core';
import { ORDER_STATUS } from '@portal/core';
import { PageHeader, call, downloadFile, useAccess } from '@portal/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { act, type KitOrder } from '../api.ts';
import { OrderTable, detailsPath, type OrderColumn } from '../components.tsx';
import { useOrderPage, type OrderFilters } from '../hooks.ts';
import { orderStatusLabel, UNIFORM_ORDER } from '../../shared/index.ts';
import * as C from '../../shared/contracts.ts';

type View = 'invoices' | 'reorder' | 'uniform';

const VIEWS: Record<
  View,
  {
    title: string;
    subtitle: string;
    filters: OrderFilters;
    status: string | null;
    empty: { title: string; message: string };
  }
> = {
  invoices: {
    title: 'Kit invoices',
    subtitle: 'Tax invoices of confirmed orders.',
    filters: { invoiced: 'true' },
    status: null,
    empty: { title: 'No invoices yet', message: 'An order gets its tax invoice when head office confirms it.' },
  },
  reorder: {
    title: 'Re-order kits',
    subtitle: "Order the same goods again at today's prices.",
    filters: {},
    status: 'DELIVERED',
    empty: { title: 'Nothing to re-order', message: 'Delivered orders can be ordered again from here.' },
  },
  uniform: {
    title: 'All uniform indents',
    subtitle: 'Uniform indents of the centre, newest first.',
    filters: { kitType: UNIFORM_ORDER },
    status: null,
    empty: { title: 'No uniform indents yet', message: 'Indents placed for one child or in bulk appear here.' },
  },
};

/**
 * order-history/kit/Invoice, place-order/re-order-kit/list and indent/all-uniform-indents:
 * pages of orders with a search, a status filter and the action of the view.
 */
export default function OrderListScreen({ view }: { view: View }) {
  const v = VIEWS[view];
  const access = useAccess();
  const navigate = useNavigate();
  const [status, setStatus] = useState<string | null>(v.status);
  const [q, setQ] = useState('');
  const orders = useOrderPage({ ...v.filters, status: status ?? undefined, q });
  const reorder = async (o: KitOrder) => {
    const placed = await act(`Re-order of ${o.orderNo} placed`, () => call(C.reOrder, { params: { id: o.id } }));
    if (placed) navigate(detailsPath(placed));
  };
  const extra: OrderColumn[] =
    view === 'invoices'
      ? [
          {
            header: 'Invoice',
            cell: (o) => (
              <Button
                size="xs"
                variant="subtle"
                onClick={() => downloadFile(`/api/order-history/${o.id}/invoice`, {}, 'invoice.pdf')}
              >
                {o.invoiceNo}
              </Button>
            ),
          },
        ]
      : view === 'reorder' && access.canWrite('PlaceOrders')
        ? [
            {
              header: 'Action',
              cell: (o) => (
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => reorder(o)}
                  disabled={o.kitType === UNIFORM_ORDER || o.kitType === 'DAMAGED_PRODUCTS_KIT'}
                >
                  Re-order
                </Button>
              ),
            },
          ]
        : [];
  return (
    <>
      <PageHeader
        title={v.title}
        subtitle={v.subtitle}
        crumbs={[{ label: 'Orders' }, { label: v.title }]}
        actions={
          view === 'uniform' &&
          access.canWrite('StudentUniformIndent') && (
            <Group>
              <Button variant="default" component={Link} to="/indent/bulk-uniform-indent">
                Bulk indent
              </Button>
              <Button component={Link} to="/indent/uniform-indent">
                Indent for a child
              </Button>
            </Group>
          )
        }
      />
      <Card withBorder radius="md">
        <Group mb="sm" align="end">
          <TextInput
            label="Order or shipping reference"
            placeholder="Search"
            value={q}
            onChange={(e) => setQ(e.currentTarget.value)}
          />
          <Select
            label="Status"
            placeholder="Any"
            clearable
            data={ORDER_STATUS.map((s) => ({ value: s, label: orderStatusLabel(s) }))}
            value={status}
            onChange={setStatus}
          />
        </Group>
        <OrderTable
          data={orders.data}
          error={orders.error}
          loading={orders.isLoading}
          page={orders.page}
          onPage={orders.setPage}
          extra={extra}
          empty={v.empty}
          testId={`orders-${view}`}
        />
      </Card>
    </>
  );
}
