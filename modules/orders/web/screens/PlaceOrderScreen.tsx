import { Alert, Badge, Button, Card, Checkbox, Group, Select, Stack, Table, Text } from '@mantine/core';
import { KIT_TYPES, enumLabel } from '@portal/core';
import { call, PageHeader, useAccess, useCall } from '@portal/ui';
import { portalDb, type CartRow, type StudentOrderKit } from '../offline-db.ts';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { act } from '../api.ts';
import * as C from '../../shared/contracts.ts';
import { kitLabel, plural } from '../../shared/index.ts';

const KITS = KIT_TYPES.filter((k) => k.onMapping && k.id !== 'WOW_KIT').map((k) => ({ value: k.id, label: k.name }));

/** Cart rows are keyed by admission, so a device keeps one kit type's cart per centre at a time. */
const cartTable = () => portalDb().studentOrderKit;

/** The cart stored on this device for a kit type (offline), in the order the server listed it. */
async function storedCart(franchiseeId: number | null, kitType: string): Promise<CartRow[]> {
  const rows = await cartTable().toArray();
  return rows
    .filter((r) => r.kitType === kitType && (franchiseeId === null || r.franchiseeID === franchiseeId))
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
}

/** Fresh server rows replace the centre's stored cart; children still waiting keep their pick. */
async function storeCart(franchiseeId: number, kitType: string, fresh: StudentOrderKit[]): Promise<CartRow[]> {
  const table = cartTable();
  return portalDb().transaction('rw', table, async () => {
    const stored = await table.where('franchiseeID').equals(franchiseeId).toArray();
    const picked = new Set(stored.filter((r) => r.kitType === kitType && r.inCart).map((r) => r.id));
    const rows = fresh.map((r, position) => ({ ...r, kitType, position, inCart: picked.has(r.id) }));
    await table.where('franchiseeID').equals(franchiseeId).delete();
    await table.bulkPut(rows);
    return rows;
  });
}

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
 * the server when online and are kept, with the children picked, in the 'intellitotsadmin'
 * studentOrderKit table, so the cart can be built offline (even after a reload) and
 * submitted once the connection is back.
 */
export default function PlaceOrderScreen() {
  const access = useAccess();
  const navigate = useNavigate();
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine);
  const [kitType, setKitType] = useState<string>('CURRICULUM_KIT_1');
  const [rows, setRows] = useState<CartRow[]>([]);
  const picked = rows.filter((r) => r.inCart).map((r) => r.id);
  const [busy, setBusy] = useState(false);
  const fid = access.franchiseeId;

  const server = useCall(
    C.orderCart,
    {
      query: { kitType, franchiseeID: fid ?? undefined },
    },
    {
      enabled: online,
    },
  );

  // Online, the server's rows are stored (keeping the picks); offline, the stored cart is shown.
  useEffect(() => {
    let current = true;
    const load = server.data
      ? storeCart(server.data.franchiseeId, kitType, server.data.rows)
      : online
        ? null
        : storedCart(fid, kitType);
    void load?.then((stored) => current && setRows(stored));
    return () => {
      current = false;
    };
  }, [server.data, online, fid, kitType]);

  /** Puts children in the cart or takes them out, on screen and on the device. */
  function setInCart(ids: number[], inCart: boolean) {
    setRows((rs) => rs.map((r) => (ids.includes(r.id) ? { ...r, inCart } : r)));
    void cartTable().bulkUpdate(ids.map((key) => ({ key, changes: { inCart } })));
  }

  async function submit() {
    setBusy(true);
    const order = await act('Order placed', () =>
      call(C.placeOrder, {
        body: { kitType, franchiseeId: fid ?? undefined, studentAdmissionIds: picked },
      }),
    );
    setBusy(false);
    if (order) {
      await cartTable().bulkDelete(picked);
      navigate(
        `/order-history/kit/details/${KIT_TYPES.find((k) => k.id === kitType)!.slug}/${order.id}/${order.franchiseeId}`,
      );
    }
  }

  return (
    <>
      <PageHeader title="Place order" crumbs={[{ label: 'Orders' }, { label: 'Place order' }]} />
      <Stack>
        {!online && (
          <Alert color="yellow" title="You are offline">
            The cart is kept on this device. Choose children now and place the order when you are back online.
          </Alert>
        )}
        <Card withBorder radius="md">
          <Group align="end">
            <Select
              label="Kit type"
              data={KITS}
              value={kitType}
              onChange={(v) => {
                setRows([]);
                setKitType(v ?? 'CURRICULUM_KIT_1');
              }}
              allowDeselect={false}
            />
            <Badge variant="light" data-testid="cart-count">
              {picked.length} of {plural(rows.length, 'child', 'children')} in the cart
            </Badge>
            <Button onClick={submit} loading={busy} disabled={!online || picked.length === 0} data-testid="place-order">
              Place order
            </Button>
          </Group>
        </Card>
        <Card withBorder radius="md">
          {rows.length === 0 ? (
            <Text c="dimmed">
              No admitted children of a class with an approved {kitLabel(kitType)} mapping are waiting for this kit.
            </Text>
          ) : (
            <Table striped data-testid="order-cart">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <Checkbox
                      aria-label="Select all"
                      checked={rows.length > 0 && picked.length === rows.length}
                      onChange={() =>
                        setInCart(
                          rows.map((r) => r.id),
                          picked.length !== rows.length,
                        )
                      }
                    />
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
                      <Checkbox
                        aria-label={`Add ${r.studentName}`}
                        checked={Boolean(r.inCart)}
                        onChange={() => setInCart([r.id], !r.inCart)}
                      />
                    </Table.Td>
                    <Table.Td>{r.studentName}</Table.Td>
                    <Table.Td>{r.className}</Table.Td>
                    <Table.Td>{enumLabel(r.gender)}</Table.Td>
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
