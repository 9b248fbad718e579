import { Alert, Button, Card, Drawer, Group, NumberInput, Select, Stack, Stepper, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { formatPaise, type EndpointAnswer } from '@portal/core';
import {
  call,
  DataTable,
  invalidateCalls,
  invalidateResources,
  LoadError,
  PageHeader,
  recordKey,
  ResourceForm,
  ResourceList,
  resources,
  useAccess,
  useCall,
  useRecord,
  useResourceRows,
  type DataColumn,
} from '@portal/ui';
import { useState } from 'react';
import { act } from '../api.ts';
import { BomStatusTag } from '../components.tsx';
import * as C from '../../shared/contracts.ts';
import { productShape, wowKitBomShape } from '../../shared/resources.ts';
import { ORDER_MODULES, WOWKIT_APPROVERS } from '../../shared/index.ts';

/** A product of the kit being edited: a saved item, or one just picked (its SKU and price show once saved). */
type BomItem = Pick<WowItem, 'productId' | 'name' | 'quantity'> & Partial<Pick<WowItem, 'sku' | 'pricePaise'>>;
type WowItem = EndpointAnswer<typeof C.wowKitItems>['rows'][number];

/** Where a BOM stands on the way to ACTIVE (the stepper's active step). */
const STEP: Record<string, number> = {
  PENDING: 1,
  'C1 APPROVED': 2,
  'C2 APPROVED': 3,
  ACTIVE: 4,
  INACTIVE: 4,
  REJECTED: 0,
};

/**
 * place-order/wow-kit-bom-configure: wow-kit bundles (BOMs), their products while
 * PENDING, and the approval chain C1 (marketing) → C2 (finance) → ACTIVE (C3), each
 * level by a different person; REJECTED from the first three; ACTIVE ⇄ INACTIVE.
 */
export default function WowKitBomScreen() {
  const access = useAccess();
  const client = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const canWrite = access.superAdmin || access.canWrite(ORDER_MODULES.KIT_MAPPING);
  const reload = () => invalidateResources(client, wowKitBomShape);
  return (
    <>
      <PageHeader
        title="Wow kit BOM configuration"
        subtitle="Bundles centres can order once approved at three levels."
        crumbs={[{ label: 'Orders' }, { label: 'Wow kit' }, { label: 'BOM configuration' }]}
      />
      <Card withBorder radius="md">
        <ResourceList
          resource={wowKitBomShape}
          onRowClick={(row) => setOpen(row.id)}
          onCreate={canWrite ? () => setCreating(true) : undefined}
        />
      </Card>
      <Drawer opened={creating} onClose={() => setCreating(false)} title="New wow kit" position="right" size="lg">
        {creating && (
          <ResourceForm
            resource={wowKitBomShape}
            id={null}
            onSaved={(row) => {
              setCreating(false);
              void reload();
              setOpen(row.id);
            }}
            onCancel={() => setCreating(false)}
          />
        )}
      </Drawer>
      <Drawer
        opened={open !== null}
        onClose={() => {
          setOpen(null);
          void reload();
        }}
        title="Wow kit"
        position="right"
        size="xl"
      >
        {open !== null && <BomDetail id={open} canWrite={canWrite} />}
      </Drawer>
    </>
  );
}

function BomDetail({ id, canWrite }: { id: number; canWrite: boolean }) {
  const access = useAccess();
  const client = useQueryClient();
  const bom = useRecord(wowKitBomShape, id);
  const items = useCall(C.wowKitItems, { params: { id } });
  const status = bom.data?.status;
  const editable = canWrite && status === 'PENDING';
  const holds = (module: string) => access.superAdmin || access.canWrite(module);
  const approver = [WOWKIT_APPROVERS.C1, WOWKIT_APPROVERS.C2, WOWKIT_APPROVERS.C3].some((m) => access.canWrite(m));
  const refresh = () => {
    void client.invalidateQueries({ queryKey: recordKey(wowKitBomShape, id) });
    void invalidateCalls(client, C.wowKitItems);
  };
  const command = (name: string, label: string) =>
    act(label, () => resources.command(wowKitBomShape, id, name)).then(refresh);

  if (bom.error) return <LoadError error={bom.error} onRetry={() => bom.refetch()} />;
  if (!bom.data) return <Text c="dimmed">Loading…</Text>;
  const total = (items.data?.rows ?? []).reduce((s, i) => s + (i.pricePaise ?? 0) * i.quantity, 0);
  return (
    <Stack>
      <Group justify="space-between">
        <Text fw={600} data-testid="bom-name">
          {bom.data.name}
        </Text>
        <BomStatusTag status={bom.data.status} approver={approver} />
      </Group>
      {bom.data.description && (
        <Text size="sm" c="dimmed">
          {bom.data.description}
        </Text>
      )}
      {status === 'REJECTED' ? (
        <Alert color="red" title="Rejected">
          This wow kit was rejected. Create a new one to try again.
        </Alert>
      ) : (
        <Stepper active={STEP[status ?? 'PENDING'] ?? 1} size="sm" allowNextStepsSelect={false}>
          <Stepper.Step label="Configured" description="PENDING" />
          <Stepper.Step label="C1" description="Marketing" />
          <Stepper.Step label="C2" description="Finance" />
          <Stepper.Step label={status === 'INACTIVE' ? 'INACTIVE' : 'APPROVED'} description="C3, orderable" />
        </Stepper>
      )}
      {editable ? (
        <ItemsEditor id={id} rows={items.data?.rows ?? []} onSaved={refresh} />
      ) : (
        <ItemsTable rows={items.data?.rows} />
      )}
      {total > 0 && (
        <Text ta="right" size="sm">
          Price per kit before GST: <b data-testid="bom-price">{formatPaise(total)}</b>
        </Text>
      )}
      <Group>
        {status === 'PENDING' && holds(WOWKIT_APPROVERS.C1) && (
          <Button onClick={() => command('c1-approve', 'C1 approved')}>C1 approve</Button>
        )}
        {status === 'C1 APPROVED' && holds(WOWKIT_APPROVERS.C2) && (
          <Button onClick={() => command('c2-approve', 'C2 approved')}>C2 approve</Button>
        )}
        {status === 'C2 APPROVED' && holds(WOWKIT_APPROVERS.C3) && (
          <Button color="green" onClick={() => command('approve', 'Approved; centres can order it')}>
            Approve
          </Button>
        )}
        {['PENDING', 'C1 APPROVED', 'C2 APPROVED'].includes(status ?? '') && holds(WOWKIT_APPROVERS.C1) && (
          <Button color="red" variant="light" onClick={() => command('reject', 'Rejected')}>
            Reject
          </Button>
        )}
        {status === 'ACTIVE' && holds(WOWKIT_APPROVERS.C3) && (
          <Button variant="default" onClick={() => command('deactivate', 'Deactivated')}>
            Deactivate
          </Button>
        )}
        {status === 'INACTIVE' && holds(WOWKIT_APPROVERS.C3) && (
          <Button variant="default" onClick={() => command('activate', 'Activated')}>
            Activate
          </Button>
        )}
      </Group>
    </Stack>
  );
}

const itemColumns: DataColumn<BomItem>[] = [
  { id: 'name', header: 'Product', primary: true },
  { id: 'quantity', header: 'Quantity per kit', align: 'right' },
  { id: 'price', header: 'Price', align: 'right', cell: (it) => formatPaise(it.pricePaise) },
];

function ItemsTable({ rows }: { rows: BomItem[] | undefined }) {
  return (
    <DataTable
      card={false}
      data={rows}
      columns={itemColumns}
      rowId={(it) => String(it.productId)}
      empty="No products in this wow kit"
      testId="bom-items"
    />
  );
}

/** The products of a PENDING wow kit: add, change quantities, remove, then save all at once. */
function ItemsEditor({ id, rows, onSaved }: { id: number; rows: BomItem[]; onSaved(): void }) {
  const products = useResourceRows(productShape, { pageSize: 200, isActive: 'true' });
  const [draft, setDraft] = useState<BomItem[] | null>(null);
  const [pick, setPick] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const list = draft ?? rows;
  const change = (next: BomItem[]) => {
    setDraft(next);
    setError(null);
  };

  async function save() {
    if (list.length === 0) return setError('Add at least one product');
    if (list.some((x) => !Number.isInteger(x.quantity) || x.quantity < 1))
      return setError('Each quantity must be a whole number above 0');
    const done = await act('Products saved', () =>
      call(C.setWowKitItems, {
        params: { id },
        body: { items: list.map((x) => ({ productId: x.productId, quantity: x.quantity })) },
      }),
    );
    if (done) {
      setDraft(null);
      onSaved();
    }
  }

  return (
    <Stack>
      <DataTable
        card={false}
        data={list}
        columns={[
          { id: 'name', header: 'Product', primary: true },
          {
            id: 'quantity',
            header: 'Quantity per kit',
            cell: (it, i) => (
              <NumberInput
                aria-label={`Quantity of ${it.name}`}
                min={1}
                max={10000}
                allowDecimal={false}
                value={it.quantity}
                onChange={(v) => change(list.map((x, j) => (j === i ? { ...x, quantity: Number(v) } : x)))}
                w={120}
              />
            ),
          },
        ]}
        rowId={(it) => String(it.productId)}
        rowActions={(it) => (
          <Button size="xs" variant="subtle" color="red" onClick={() => change(list.filter((x) => x !== it))}>
            Remove
          </Button>
        )}
        empty={{ title: 'No products yet', message: 'Add the products that make up one wow kit.' }}
        testId="bom-items"
      />
      {products.error && <LoadError error={products.error} />}
      <Group align="end">
        <Select
          label="Add product"
          searchable
          nothingFoundMessage="No product matches"
          data={(products.data?.rows ?? [])
            .filter((p) => !list.some((x) => x.productId === p.id))
            .map((p) => ({ value: String(p.id), label: `${p.name} (${p.sku})` }))}
          value={pick}
          onChange={setPick}
          style={{ flex: 1 }}
        />
        <Button
          variant="default"
          disabled={!pick}
          onClick={() => {
            const p = products.data!.rows.find((x) => String(x.id) === pick)!;
            change([...list, { productId: p.id, name: p.name, sku: p.sku, quantity: 1, pricePaise: p.pricePaise }]);
            setPick(null);
          }}
        >
          Add
        </Button>
        <Button disabled={!draft} onClick={save}>
          Save products
        </Button>
      </Group>
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
