import {
  Alert,
  Badge,
  Button,
  Card,
  CloseButton,
  FileButton,
  Group,
  NumberInput,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { IconPhotoPlus } from '@tabler/icons-react';
import { call, DataTable, errorMessage, LoadError, PageHeader, uploadFile, useCall } from '@portal/ui';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { act, type OrderDetails } from '../api.ts';
import { OrderStatusTag, detailsPath } from '../components.tsx';
import * as C from '../../shared/contracts.ts';
import { orderStatusLabel } from '../../shared/index.ts';

/** An uploaded evidence photo, as the order will list it. */
type Photo = Pick<OrderDetails['evidence'][number], 'id' | 'name'>;

const MAX_PHOTOS = 10;
const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/**
 * damage/re-order/{orderID}: damaged or missing items of a delivered order are replaced
 * free of charge, with at least one photo as evidence. The server refuses more than was
 * delivered less earlier replacements.
 */
export default function DamageReOrderScreen() {
  const { orderID } = useParams();
  const navigate = useNavigate();
  const order = useCall(C.orderDetails, { params: { id: Number(orderID) } });
  const [qty, setQty] = useState<Record<number, number>>({});
  const [reason, setReason] = useState('');
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [uploading, setUploading] = useState(false);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);

  if (order.error) return <LoadError error={order.error} onRetry={() => order.refetch()} />;
  const o = order.data;
  if (!o) return <Text c="dimmed">Loading…</Text>;
  const chosen = o.lines.filter((l) => qty[l.id] !== undefined);
  const errors = {
    lines:
      chosen.length === 0
        ? 'Choose the damaged or missing items'
        : chosen.some((l) => !Number.isInteger(qty[l.id]) || qty[l.id] < 1 || qty[l.id] > l.quantity)
          ? 'Each quantity must be from 1 to what was delivered'
          : null,
    reason: reason.trim().length < 3 ? 'Reason must be at least 3 characters' : null,
    photos: photos.length === 0 ? 'Attach at least one photo of the damage' : null,
  };

  async function addPhotos(files: File[]) {
    setPhotoError(null);
    const room = MAX_PHOTOS - photos.length;
    if (files.length > room) setPhotoError(`At most ${MAX_PHOTOS} photos`);
    setUploading(true);
    for (const file of files.slice(0, Math.max(0, room))) {
      if (!file.type.startsWith('image/')) {
        setPhotoError(`${file.name} is not a photo`);
        continue;
      }
      if (file.size > MAX_PHOTO_BYTES) {
        setPhotoError(`${file.name} is larger than 10 MB`);
        continue;
      }
      try {
        const up = await uploadFile<{ id: string; name?: string }>('/api/files', file, () => {});
        setPhotos((ps) => [...ps, { id: up.id, name: up.name ?? file.name }]);
      } catch (err) {
        setPhotoError(`${file.name}: ${errorMessage(err)}`);
      }
    }
    setUploading(false);
  }

  async function submit() {
    setTried(true);
    if (Object.values(errors).some(Boolean)) return;
    setBusy(true);
    const placed = await act('Replacement order placed', () =>
      call(C.damageReOrder, {
        params: { id: o!.id },
        body: {
          reason: reason.trim(),
          lines: chosen.map((l) => ({ lineId: l.id, quantity: qty[l.id] })),
          evidenceFileIds: photos.map((p) => p.id),
        },
      }),
    );
    setBusy(false);
    if (placed) navigate(detailsPath(placed));
  }

  /** The chosen lines keep the quantity already typed; a newly chosen one starts at 1. */
  const choose = (ids: string[]) => setQty((q) => Object.fromEntries(ids.map((id) => [id, q[Number(id)] ?? 1])));
  return (
    <>
      <PageHeader
        title={`Damaged or missing items - ${o.orderNo}`}
        crumbs={[{ label: 'Orders' }, { label: o.orderNo, to: detailsPath(o) }, { label: 'Damaged or missing items' }]}
      />
      <Stack maw={980}>
        <Card withBorder radius="md">
          <Group gap="lg">
            <Text>
              Centre: <b>{o.companyName}</b>
            </Text>
            <Group gap="xs">
              Status: <OrderStatusTag status={o.status} />
            </Group>
          </Group>
          {o.status !== 'DELIVERED' && (
            <Alert color="orange" mt="md" title="Not delivered yet">
              Only a delivered order can have damaged or missing items replaced; {o.orderNo} is{' '}
              {orderStatusLabel(o.status)}.
            </Alert>
          )}
        </Card>
        {o.status === 'DELIVERED' && (
          <>
            <Card withBorder radius="md">
              <Text fw={600} mb="xs">
                Items to replace
              </Text>
              <DataTable
                card={false}
                data={o.lines}
                columns={[
                  {
                    id: 'description',
                    header: 'Item',
                    primary: true,
                    cellProps: () => ({ 'data-testid': 'damage-item' }),
                  },
                  { id: 'quantity', header: 'Delivered', align: 'right' },
                  {
                    id: 'replace',
                    header: 'Damaged or missing',
                    cell: (l) =>
                      qty[l.id] !== undefined && (
                        <NumberInput
                          aria-label={`Quantity of ${l.description}`}
                          min={1}
                          max={l.quantity}
                          allowDecimal={false}
                          value={qty[l.id]}
                          onChange={(v) => setQty((q) => ({ ...q, [l.id]: Number(v) }))}
                          w={110}
                        />
                      ),
                  },
                ]}
                rowId={(l) => String(l.id)}
                selection={{
                  selected: Object.keys(qty),
                  onChange: choose,
                  label: (id) => `Replace ${o.lines.find((l) => String(l.id) === id)?.description}`,
                }}
                testId="damage-lines"
                rowTestId="damage-line"
              />
              {tried && errors.lines && (
                <Text c="red" size="sm" mt="xs" role="alert">
                  {errors.lines}
                </Text>
              )}
            </Card>
            <Card withBorder radius="md">
              <Stack>
                <Textarea
                  label="What happened"
                  required
                  autosize
                  minRows={2}
                  maxLength={300}
                  placeholder="Torn in transit, two books missing…"
                  value={reason}
                  onChange={(e) => setReason(e.currentTarget.value)}
                  error={tried ? errors.reason : null}
                />
                <div>
                  <Group>
                    <FileButton multiple accept="image/*" onChange={(files) => void addPhotos(files)}>
                      {(props) => (
                        <Button
                          {...props}
                          variant="default"
                          leftSection={<IconPhotoPlus size={16} />}
                          loading={uploading}
                          disabled={photos.length >= MAX_PHOTOS}
                        >
                          Add photos
                        </Button>
                      )}
                    </FileButton>
                    <Text size="sm" c="dimmed">
                      Photos of the damaged goods or the opened parcel (up to {MAX_PHOTOS}).
                    </Text>
                  </Group>
                  <Group gap="xs" mt="xs" data-testid="damage-photos">
                    {photos.map((p) => (
                      <Badge
                        key={p.id}
                        variant="light"
                        size="lg"
                        tt="none"
                        rightSection={
                          <CloseButton
                            size="xs"
                            aria-label={`Remove ${p.name}`}
                            onClick={() => setPhotos((ps) => ps.filter((x) => x.id !== p.id))}
                          />
                        }
                      >
                        {p.name}
                      </Badge>
                    ))}
                  </Group>
                  {(photoError || (tried && errors.photos)) && (
                    <Text c="red" size="sm" mt="xs" role="alert">
                      {photoError ?? errors.photos}
                    </Text>
                  )}
                </div>
                <Text size="sm" c="dimmed">
                  Replacements are free of charge and go through the usual confirmation and delivery.
                </Text>
                <Group justify="flex-end">
                  <Button variant="default" component={Link} to={detailsPath(o)}>
                    Back to the order
                  </Button>
                  <Button onClick={submit} loading={busy} disabled={uploading}>
                    Place replacement order
                  </Button>
                </Group>
              </Stack>
            </Card>
          </>
        )}
      </Stack>
    </>
  );
}
