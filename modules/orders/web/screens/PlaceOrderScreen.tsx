import { Alert, Badge, Button, Card, Checkbox, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { KIT_TYPES } from '@portal/core';
import { PageHeader, api, useAccess } from '@portal/ui';
import { portalDb, type StudentOrderKit } from '@portal/web/src/offline/db.ts';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { act, type KitOrder } from '../api.ts';

const KITS = KIT_TYPES.filter((k) => k.onMapping && k.id !== 'WOW_KIT').map((k) => ({ value: k.id, label: k.name }));

function subscribeOnline(cb: () => void) {
  window.addEventListener('online', cb);
  window.addEventListener('offline', cb);
  return () => {
    window.removeEventListener('online', cb);
    window.removeEventListener('offline', cb);
  };
}

/**
 * place-order: the cart of a centre's admitted children for one kit type. Rows come from
 * the server when online and are kept in the 'intellitotsadmin' studentOrderKit table, so
 * the cart can be built offline and submitted once the connection is back.
 */
export default function PlaceOrderScreen() {
  const access = useAccess();
  const navigate = useNavigate();
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine);
  const [kitType, setKitType] = useState<string>('CURRICULUM_KIT_1');
  const [rows, setRows] = useState<StudentOrderKit[]>([]);
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const fid = access.franchiseeId;

  const server = useQuery({
    queryKey: ['order-cart', kitType, fid],
    enabled: online,
    queryFn: () => api<{ franchiseeId: number; rows: StudentOrderKit[] }>('/api/place-order/cart', { query: { kitType, franchiseeID: fid ?? undefined } }),
  });

  // Server rows replace the stored cart of this centre and class set; offline, the stored rows are shown.
  useEffect(() => {
    const db = portalDb();
    if (server.data) {
      const fresh = server.data.rows;
      void db.transaction('rw', db.studentOrderKit, async () => {
        await db.studentOrderKit.where('franchiseeID').equals(server.data!.franchiseeId).delete();
        await db.studentOrderKit.bulkPut(fresh);
      }).then(() => setRows(fresh));
    } else if (!online) {
      void db.studentOrderKit.toArray().then((stored) => setRows(fid ? stored.filter((r) => r.franchiseeID === fid) : stored));
    }
  }, [server.data, online, fid]);

  const toggle = (id: number) => setPicked((p) => {
    const next = new Set(p);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  });

  async function submit() {
    setBusy(true);
    const order = await act('Order placed', () => api<KitOrder>('/api/place-order', { method: 'POST', body: { kitType, franchiseeId: fid ?? undefined, studentAdmissionIds: [...picked] } }));
    setBusy(false);
    if (order) {
      await portalDb().studentOrderKit.bulkDelete([...picked]);
      navigate(`/order-history/kit/details/${KIT_TYPES.find((k) => k.id === kitType)!.slug}/${order.id}/${order.franchiseeId}`);
    }
  }

  return (
    <>
      <PageHeader title="Place order" crumbs={[{ label: 'Orders' }, { label: 'Place order' }]} />
      <Stack>
        {!online && <Alert color="yellow" title="You are offline">The cart is kept on this device. Choose children now and place the order when you are back online.</Alert>}
        <Card withBorder radius="md">
          <Group align="end">
            <Select label="Kit type" data={KITS} value={kitType} onChange={(v) => { setKitType(v ?? 'CURRICULUM_KIT_1'); setPicked(new Set()); }} allowDeselect={false} />
            <Badge variant="light">{picked.size} of {rows.length} children in the cart</Badge>
            <Button onClick={submit} loading={busy} disabled={!online || picked.size === 0} data-testid="place-order">
              Place order
            </Button>
          </Group>
        </Card>
        <Card withBorder radius="md">
          {rows.length === 0 ? (
            <Text c="dimmed">No admitted children of a class with an approved {kitType} mapping are waiting for this kit.</Text>
          ) : (
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <Checkbox aria-label="Select all" checked={picked.size === rows.length} onChange={() => setPicked(picked.size === rows.length ? new Set() : new Set(rows.map((r) => r.id)))} />
                  </Table.Th>
                  <Table.Th>Child</Table.Th>
                  <Table.Th>Class</Table.Th>
                  <Table.Th>Gender</Table.Th>
                  <Table.Th>Enrolment</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>
                      <Checkbox aria-label={`Add ${r.studentName}`} checked={picked.has(r.id)} onChange={() => toggle(r.id)} />
                    </Table.Td>
                    <Table.Td>{r.studentName}</Table.Td>
                    <Table.Td>{r.className}</Table.Td>
                    <Table.Td>{r.gender}</Table.Td>
                    <Table.Td>{r.enrollmentID}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Card>
      </Stack>
    </>
  );
}
