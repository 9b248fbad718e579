import { Card, Group, Select, Table, Text, TextInput, Pagination } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { KIT_TYPES, ORDER_STATUS, formatDate, formatPaise } from '@portal/core';
import { LoadError, PageHeader, api, useAccess } from '@portal/ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { KitOrder } from '../api.ts';
import { OrderStatusTag } from '../components.tsx';
import { orderStatusLabel } from '../../shared/index.ts';

export const slugOf = (kitType: string) => KIT_TYPES.find((k) => k.id === kitType)?.slug ?? kitType.toLowerCase();

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
  const list = useQuery({
    queryKey: ['order-history', kit?.id, status, q, page, access.franchiseeId],
    queryFn: () => api<{ rows: KitOrder[]; count: number }>('/api/order-history', { query: { kitType: kit?.id ?? (slug === 'UNIFORM' ? 'UNIFORM' : undefined), status: status ?? undefined, q: q || undefined, page, franchiseeID: access.franchiseeId ?? undefined } }),
  });
  const title = view === 'challan' ? 'Delivery challan' : kit ? `Order history - ${kit.name}` : 'Order history';
  return (
    <>
      <PageHeader title={title} crumbs={[{ label: 'Orders' }, { label: title }]} />
      <Card withBorder radius="md">
        <Group mb="sm">
          <TextInput label="Order or shipping reference" value={q} onChange={(e) => { setQ(e.currentTarget.value); setPage(1); }} />
          <Select label="Status" clearable data={ORDER_STATUS.map((s) => ({ value: s, label: orderStatusLabel(s) }))} value={status} onChange={(v) => { setStatus(v); setPage(1); }} />
        </Group>
        {list.error ? (
          <LoadError error={list.error} />
        ) : (
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Order</Table.Th>
                <Table.Th>Centre</Table.Th>
                <Table.Th>Kit</Table.Th>
                <Table.Th>Placed on</Table.Th>
                <Table.Th>Total</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(list.data?.rows ?? []).map((o) => (
                <Table.Tr key={o.id}>
                  <Table.Td>
                    <Link to={`/order-history/kit/details/${slugOf(o.kitType)}/${o.id}/${o.franchiseeId}`}>{o.orderNo}</Link>
                  </Table.Td>
                  <Table.Td>{o.companyName}</Table.Td>
                  <Table.Td>{KIT_TYPES.find((k) => k.id === o.kitType)?.name ?? o.kitType}</Table.Td>
                  <Table.Td>{formatDate(o.createdAt)}</Table.Td>
                  <Table.Td>{formatPaise(o.totalPaise)}</Table.Td>
                  <Table.Td>
                    <OrderStatusTag status={o.status} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {list.data && list.data.rows.length === 0 && <Text c="dimmed">No orders yet.</Text>}
        {list.data && list.data.count > 20 && <Pagination mt="sm" total={Math.ceil(list.data.count / 20)} value={page} onChange={setPage} />}
      </Card>
    </>
  );
}
