import {
  Badge,
  Button,
  Card,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { EndpointAnswer } from '@portal/core';
import { call, DataTable, invalidateCalls, PageHeader, useAccess, useCall, type DataColumn } from '@portal/ui';
import { useMemo, useState } from 'react';
import { act } from '../api.ts';
import * as C from '../../shared/contracts.ts';
import { ORDER_MODULES, plural } from '../../shared/index.ts';

type StockRow = EndpointAnswer<typeof C.stockList>['rows'][number];

const PAGE = 20;
/** Below this many units a product is flagged as running low. */
const LOW = 10;

const stockColumns: DataColumn<StockRow>[] = [
  { id: 'warehouse', header: 'Warehouse', sort: true },
  { id: 'sku', header: 'SKU', sort: true },
  {
    id: 'product',
    header: 'Product',
    primary: true,
    sort: true,
    cell: (r) => (r.size ? `${r.product} (${r.size})` : r.product),
  },
  {
    id: 'available',
    header: 'Available',
    align: 'right',
    sort: true,
    cell: (r) => (
      <>
        {r.available}{' '}
        {r.available < LOW && (
          <Badge size="xs" color={r.available === 0 ? 'red' : 'orange'} variant="light">
            {r.available === 0 ? 'Out' : 'Low'}
          </Badge>
        )}
      </>
    ),
  },
  { id: 'reserved', header: 'Reserved', align: 'right', sort: true },
];

/**
 * check/stock: units available and reserved per warehouse and product; the warehouse team receives goods and
 * corrects counts.
 */
export default function StockScreen() {
  const access = useAccess();
  const [warehouseId, setWarehouseId] = useState<string | null>(null);
  const [q, setQ] = useState('');
  const [adjusting, setAdjusting] = useState(false);
  const stock = useCall(C.stockList);
  const rows = useMemo(() => stock.data?.rows ?? [], [stock.data]);
  const warehouses = useMemo(
    () =>
      [...new Map(rows.map((r) => [r.warehouseId, r.warehouse])).entries()].map(([value, label]) => ({
        value: String(value),
        label,
      })),
    [rows],
  );
  const term = q.trim().toLowerCase();
  const shown = rows.filter(
    (r) =>
      (!warehouseId || String(r.warehouseId) === warehouseId) &&
      (!term || r.product.toLowerCase().includes(term) || r.sku.toLowerCase().includes(term)),
  );
  const canAdjust = access.superAdmin || access.canWrite(ORDER_MODULES.STOCK);
  return (
    <>
      <PageHeader
        title="Stock"
        subtitle="Available units can be promised to orders; reserved units are held for confirmed orders."
        crumbs={[{ label: 'Orders' }, { label: 'Stock' }]}
        actions={
          canAdjust && (
            <Button onClick={() => setAdjusting(true)} disabled={rows.length === 0}>
              Receive or correct stock
            </Button>
          )
        }
      />
      <Card withBorder radius="md">
        <Group mb="sm" align="end">
          <Select
            label="Warehouse"
            placeholder="All warehouses"
            clearable
            data={warehouses}
            value={warehouseId}
            onChange={(v) => {
              setWarehouseId(v);
            }}
          />
          <TextInput
            label="Product or SKU"
            placeholder="Search"
            value={q}
            onChange={(e) => {
              setQ(e.currentTarget.value);
            }}
          />
        </Group>
        <DataTable
          card={false}
          data={stock.data && shown}
          error={stock.error}
          onRetry={() => void stock.refetch()}
          columns={stockColumns}
          rowId={(r) => String(r.id)}
          paging={{ pageSize: PAGE }}
          empty={
            rows.length === 0
              ? {
                  title: 'No stock recorded yet',
                  message: 'Stock appears here once goods are received at a warehouse.',
                }
              : { title: 'No product matches', message: 'Try another warehouse or search.' }
          }
          testId="stock-table"
          striped
        />
        {shown.length > 0 && (
          <Text size="sm" c="dimmed" mt="sm">
            {plural(shown.length, 'product')}
          </Text>
        )}
      </Card>
      <Modal opened={adjusting} onClose={() => setAdjusting(false)} title="Receive or correct stock">
        {adjusting && (
          <AdjustForm
            rows={rows}
            warehouses={warehouses}
            initialWarehouse={warehouseId}
            onDone={() => setAdjusting(false)}
          />
        )}
      </Modal>
    </>
  );
}

function AdjustForm({
  rows,
  warehouses,
  initialWarehouse,
  onDone,
}: {
  rows: StockRow[];
  warehouses: { value: string; label: string }[];
  initialWarehouse: string | null;
  onDone(): void;
}) {
  const client = useQueryClient();
  const [kind, setKind] = useState<'receive' | 'correct'>('receive');
  const [warehouseId, setWarehouseId] = useState<string | null>(initialWarehouse ?? warehouses[0]?.value ?? null);
  const [productId, setProductId] = useState<string | null>(null);
  const [quantity, setQuantity] = useState<number | string>('');
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const products = [...new Map(rows.map((r) => [r.productId, `${r.product} (${r.sku})`])).entries()].map(
    ([value, label]) => ({ value: String(value), label }),
  );
  const current = rows.find((r) => String(r.warehouseId) === warehouseId && String(r.productId) === productId);
  const qty = typeof quantity === 'number' ? quantity : NaN;
  const errors = {
    warehouseId: !warehouseId ? 'Warehouse is required' : null,
    productId: !productId ? 'Product is required' : null,
    quantity:
      !Number.isInteger(qty) || qty < 1
        ? 'Units must be a whole number above 0'
        : kind === 'correct' && current && qty > current.available
          ? `At most ${current.available} can be taken off`
          : null,
    note: note.trim().length < 3 ? 'Say why the stock changes' : null,
  };
  const show = (k: keyof typeof errors) => (tried ? errors[k] : null);

  async function save() {
    setTried(true);
    if (Object.values(errors).some(Boolean)) return;
    setBusy(true);
    const done = await act(kind === 'receive' ? 'Goods received' : 'Stock corrected', () =>
      call(C.adjustStock, {
        body: {
          warehouseId: Number(warehouseId),
          productId: Number(productId),
          quantity: kind === 'receive' ? qty : -qty,
          note: note.trim(),
        },
      }),
    );
    setBusy(false);
    if (done) {
      await invalidateCalls(client, C.stockList);
      onDone();
    }
  }

  return (
    <Stack>
      <SegmentedControl
        value={kind}
        onChange={(v) => setKind(v)}
        data={[
          { value: 'receive', label: 'Goods received' },
          { value: 'correct', label: 'Count correction (take off)' },
        ]}
      />
      <Select
        label="Warehouse"
        required
        data={warehouses}
        value={warehouseId}
        onChange={setWarehouseId}
        error={show('warehouseId')}
      />
      <Select
        label="Product"
        required
        searchable
        data={products}
        value={productId}
        onChange={setProductId}
        error={show('productId')}
      />
      {current && (
        <Text size="sm" c="dimmed">
          Now {current.available} available, {current.reserved} reserved.
        </Text>
      )}
      <NumberInput
        label="Units"
        required
        min={1}
        max={100000}
        allowDecimal={false}
        value={quantity}
        onChange={setQuantity}
        error={show('quantity')}
      />
      <TextInput
        label="Note"
        required
        placeholder="GRN number or reason"
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
        error={show('note')}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={save} loading={busy}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
