import { Card, Group, Select, TextInput } from '@mantine/core';
import { KIT_TYPES, ORDER_STATUS } from '@portal/core';
import { PageHeader, useAccess, useListRows } from '@portal/ui';
import { useState } from 'react';
import { useParams } from 'react-router';
import { orderHistoryList } from '../../shared/contracts.ts';
import { OrderTable } from '../components.tsx';
import { orderStatusLabel } from '../../shared/index.ts';

/**
 * order-history (and order-history/kit/{kitType}, delivery/challan): orders of the
 * user's centres, newest first. The challan view lists what is waiting to ship.
 */
export default function OrderHistoryScreen({ view }: { view?: 'challan' }) {
  const access = useAccess();
  const { kitType: slug } = useParams();
  const kit = KIT_TYPES.find((k) => k.slug === slug);
  const [status, setStatus] = useState<string | null>(view === 'challan' ? 'CONFIRMED,SHIPPED' : null);
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const list = useListRows(orderHistoryList, {
    kitType: kit?.id ?? (slug === 'UNIFORM' ? 'UNIFORM' : undefined),
    status: status ?? undefined,
    q: q || undefined,
    page,
    franchiseeID: access.franchiseeId ?? undefined,
  });
  const title = view === 'challan' ? 'Delivery challan' : kit ? `Order history - ${kit.name}` : 'Order history';
  return (
    <>
      <PageHeader title={title} crumbs={[{ label: 'Orders' }, { label: title }]} />
      <Card withBorder radius="md">
        <Group mb="sm">
          <TextInput
            label="Order or shipping reference"
            value={q}
            onChange={(e) => {
              setQ(e.currentTarget.value);
              setPage(1);
            }}
          />
          <Select
            label="Status"
            clearable
            data={ORDER_STATUS.map((s) => ({ value: s, label: orderStatusLabel(s) }))}
            value={status}
            onChange={(v) => {
              setStatus(v);
              setPage(1);
            }}
          />
        </Group>
        <OrderTable
          data={list.data}
          error={list.error}
          loading={list.isLoading}
          page={page}
          onPage={setPage}
          empty={{
            title: view === 'challan' ? 'Nothing waiting to ship' : 'No orders yet',
            message: q || status ? 'No order matches these filters.' : undefined,
          }}
        />
      </Card>
    </>
  );
}
