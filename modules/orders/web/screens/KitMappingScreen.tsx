import { Badge, Button, Card, Drawer, Group, NumberInput, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { KIT_TYPES, type EndpointAnswer } from '@portal/core';
import {
  call,
  invalidateCalls,
  invalidateResources,
  PageHeader,
  recordKey,
  ResourceForm,
  ResourceList,
  resources,
  useAccess,
  useCall,
  useRecord,
  useResourceRows,
  type Row,
} from '@portal/ui';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { act } from '../api.ts';
import * as C from '../../shared/contracts.ts';
import { kitMappingShape, productShape } from '../../shared/resources.ts';
import { kitLabel, kitMappingStatusLabel, MAPPABLE_KIT_TYPES } from '../../shared/index.ts';

/** A product of the kit being edited: a saved item or one just picked. */
type Item = Pick<EndpointAnswer<typeof C.kitMappingItems>['rows'][number], 'productId' | 'name' | 'quantity'>;

/**
 * kit-mapping/{kitType} and kit-mapping/create/{kitType}: the kit of each class, its
 * products while PENDING, and the approval chain PENDING → CH1_APPROVED → APPROVED.
 */
export default function KitMappingScreen({ mode }: { mode?: 'create' }) {
  const { kitType: slug } = useParams();
  const navigate = useNavigate();
  const access = useAccess();
  const client = useQueryClient();
  const kit = KIT_TYPES.find((k) => k.slug === slug) ?? KIT_TYPES[0];
  const [open, setOpen] = useState<Row | null>(null);
  const canWrite = access.canWrite('kitProductMapping');
  const reload = () => invalidateResources(client, kitMappingShape);
  return (
    <>
      <PageHeader
        title={`Kit mapping - ${kitLabel(kit.id)}`}
        crumbs={[{ label: 'Orders' }, { label: 'Kit mapping' }]}
        actions={
          <Group>
            <Select
              aria-label="Kit type"
              data={MAPPABLE_KIT_TYPES.map((k) => ({ value: k.slug, label: kitLabel(k.id) }))}
              value={kit.slug}
              onChange={(v) => v && navigate(`/kit-mapping/${v}`)}
              allowDeselect={false}
            />
            {canWrite && (
              <Button variant="default" onClick={() => navigate(`/kit-mapping/upload-mapping/${kit.slug}`)}>
                Upload CSV
              </Button>
            )}
            {canWrite && <Button onClick={() => navigate(`/kit-mapping/create/${kit.slug}`)}>New mapping</Button>}
          </Group>
        }
      />
      <Card withBorder radius="md">
        <ResourceList
          resource={kitMappingShape}
          fixedFilters={{ kitType: kit.id }}
          onRowClick={(row) => setOpen(row)}
        />
      </Card>
      <Drawer
        opened={mode === 'create'}
        onClose={() => navigate(`/kit-mapping/${kit.slug}`)}
        title={`New ${kitLabel(kit.id)} mapping`}
        position="right"
        size="lg"
      >
        <NewMapping
          kit={kit}
          onSaved={(row) => {
            void reload();
            navigate(`/kit-mapping/${kit.slug}`);
            setOpen(row);
          }}
          onCancel={() => navigate(`/kit-mapping/${kit.slug}`)}
        />
      </Drawer>
      <Drawer
        opened={open !== null}
        onClose={() => {
          setOpen(null);
          void reload();
        }}
        title={open ? String(open.name) : ''}
        position="right"
        size="xl"
      >
        {open && (
          <MappingDetail
            id={open.id}
            canWrite={canWrite}
            uploadPath={`/kit-mapping/upload-mapping/${kit.slug}/${String(open.id)}`}
          />
        )}
      </Drawer>
    </>
  );
}

/**
 * A new mapping of the page's kit type: the class comes from the classes a kit can be
 * mapped to (kit mappers need no access to the class master), then the generic form.
 */
function NewMapping({
  kit,
  onSaved,
  onCancel,
}: {
  kit: (typeof KIT_TYPES)[number];
  onSaved(row: Row): void;
  onCancel(): void;
}) {
  const classes = useCall(C.mappableClasses);
  const [classId, setClassId] = useState<string | null>(null);
  const className = classes.data?.rows.find((c) => String(c.id) === classId)?.name;
  return (
    <Stack>
      <Select
        label="Class"
        required
        searchable
        data={(classes.data?.rows ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        value={classId}
        onChange={setClassId}
        data-testid="mapping-class"
      />
      {classId && (
        <ResourceForm
          key={classId}
          resource={kitMappingShape}
          id={null}
          presets={{ kitType: kit.id, classId: Number(classId), name: `${className} ${kitLabel(kit.id)}` }}
          hidden={['kitType', 'classId']}
          onSaved={onSaved}
          onCancel={onCancel}
        />
      )}
    </Stack>
  );
}

function MappingDetail({ id, canWrite, uploadPath }: { id: number; canWrite: boolean; uploadPath: string }) {
  const access = useAccess();
  const client = useQueryClient();
  const mapping = useRecord(kitMappingShape, id);
  const items = useCall(C.kitMappingItems, { params: { id } });
  const products = useResourceRows(productShape, { pageSize: 200, isActive: 'true' });
  const [draft, setDraft] = useState<Item[] | null>(null);
  const [pick, setPick] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const list = draft ?? items.data?.rows ?? [];
  const status = mapping.data?.status;
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: recordKey(kitMappingShape, id) }),
      invalidateCalls(client, C.kitMappingItems),
    ]);
  const command = (name: string, label: string, body: Record<string, unknown> = {}) =>
    act(label, () => resources.command(kitMappingShape, id, name, body)).then(refresh);
  const editable = canWrite && status === 'PENDING';
  return (
    <Stack>
      <Group>
        <Text>Status</Text>
        <Badge data-testid="mapping-status">{kitMappingStatusLabel(status)}</Badge>
      </Group>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Product</Table.Th>
            <Table.Th>Quantity per child</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.map((it, i) => (
            <Table.Tr key={it.productId}>
              <Table.Td>{it.name}</Table.Td>
              <Table.Td>
                {editable ? (
                  <NumberInput
                    aria-label={`Quantity of ${it.name}`}
                    min={1}
                    max={100}
                    value={it.quantity}
                    onChange={(v) => setDraft(list.map((x, j) => (j === i ? { ...x, quantity: Number(v) || 1 } : x)))}
                  />
                ) : (
                  it.quantity
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {editable && (
        <Group align="end">
          <Select
            label="Add product"
            searchable
            data={(products.data?.rows ?? []).map((p) => ({ value: String(p.id), label: `${p.name} (${p.sku})` }))}
            value={pick}
            onChange={setPick}
          />
          <Button
            variant="default"
            disabled={!pick}
            onClick={() => {
              const p = products.data!.rows.find((x) => String(x.id) === pick)!;
              if (!list.some((x) => x.productId === p.id))
                setDraft([...list, { productId: p.id, name: p.name, quantity: 1 }]);
              setPick(null);
            }}
          >
            Add
          </Button>
          <Button variant="subtle" component={Link} to={uploadPath}>
            Upload products
          </Button>
          <Button
            disabled={!draft}
            onClick={() =>
              act('Products saved', () =>
                call(C.setKitMappingItems, {
                  params: { id },
                  body: { items: list.map((x) => ({ productId: x.productId, quantity: x.quantity })) },
                }),
              ).then(async (saved) => {
                // A failed save keeps the edits; a saved one shows them until the server's rows arrive, so the
                // table does not empty and refill (and the buttons below it jump) in between.
                if (saved === null) return;
                await refresh();
                setDraft(null);
              })
            }
          >
            Save products
          </Button>
        </Group>
      )}
      <Group>
        {status === 'PENDING' && (access.superAdmin || access.canWrite('kitMappingCh1Approval')) && (
          <Button onClick={() => command('ch1-approve', 'CH1 approved')}>CH1 approve</Button>
        )}
        {status === 'CH1_APPROVED' && (access.superAdmin || access.canWrite('kitMappingFinalApproval')) && (
          <Button color="green" onClick={() => command('approve', 'Approved')}>
            Approve
          </Button>
        )}
      </Group>
      {(status === 'PENDING' || status === 'CH1_APPROVED') &&
        (access.superAdmin || access.canWrite('kitMappingCh1Approval')) && (
          <Group align="end">
            <TextInput label="Reason to reject" value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
            <Button
              color="red"
              variant="light"
              disabled={reason.trim().length < 3}
              onClick={() => command('reject', 'Rejected', { remarks: reason })}
            >
              Reject
            </Button>
          </Group>
        )}
    </Stack>
  );
}
