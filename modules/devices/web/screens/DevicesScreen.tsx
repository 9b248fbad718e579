import { Button, Card, Group, PasswordInput, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { formatDate, formatDateTime } from '@portal/core';
import {
  actionMark,
  call,
  DataTable,
  errorMessage,
  IfAllowed,
  invalidateCalls,
  notify,
  PageHeader,
  StatusBadge,
  useCall,
  useMessages,
  useResourceRows,
  type DataColumn,
} from '@portal/ui';
import { useState, type FormEvent } from 'react';
import * as C from '../../shared/contracts.ts';
import { DEVICE_TOKEN_STORE } from '../device-token.ts';
import { deviceMessages } from '../messages/index.ts';
import { classShape } from '@portal/mod-org/shared/resources';

/**
 * devices/list: the centre's room devices, each revoked in one tap; enrolling this tablet for a class; and the
 * person's own PIN for the room devices.
 */
export default function DevicesScreen() {
  const t = useMessages(deviceMessages);
  const queryClient = useQueryClient();
  const list = useCall(C.devices, { query: {} });
  const [busy, setBusy] = useState<number | null>(null);

  async function revoke(row: C.DeviceRow) {
    setBusy(row.id);
    try {
      await call(C.revokeDevice, { params: { id: row.id } });
      notify({ color: 'green', title: t('list.revokedTitle'), message: t('list.revokedText', { name: row.name }) });
      await invalidateCalls(queryClient, C.devices);
    } catch (err) {
      notify({ color: 'red', title: t('list.revoke'), message: errorMessage(err) });
    } finally {
      setBusy(null);
    }
  }

  const columns: DataColumn<C.DeviceRow>[] = [
    { id: 'name', header: t('list.name'), primary: true, cell: (r) => r.name },
    { id: 'class', header: t('list.class'), cell: (r) => r.className },
    { id: 'enrolled', header: t('list.enrolled'), hideOnPhone: true, cell: (r) => formatDate(r.enrolledAt) },
    {
      id: 'lastSeen',
      header: t('list.lastSeen'),
      cell: (r) => (r.lastSeenAt ? formatDateTime(r.lastSeenAt) : t('list.never')),
    },
    {
      id: 'status',
      header: t('list.status'),
      cell: (r) => (
        <StatusBadge
          status={r.revokedAt ? 'REVOKED' : 'ACTIVE'}
          label={r.revokedAt ? t('list.revoked') : t('list.active')}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('list.title')} subtitle={t('list.subtitle')} />
      <Stack>
        <DataTable
          data={list.data?.rows}
          columns={columns}
          rowId={(r) => String(r.id)}
          loading={list.isLoading}
          error={list.error}
          onRetry={() => list.refetch()}
          empty={{ title: t('list.empty'), message: t('list.emptyText') }}
          testId="room-devices"
          rowActionsLabel={t('list.status')}
          rowActions={(r) =>
            r.revokedAt ? null : (
              <IfAllowed endpoint={C.revokeDevice}>
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  loading={busy === r.id}
                  onClick={() => void revoke(r)}
                  aria-label={t('list.revokeFor', { name: r.name })}
                  {...actionMark(C.revokeDevice)}
                >
                  {t('list.revoke')}
                </Button>
              </IfAllowed>
            )
          }
        />
        <IfAllowed endpoint={C.enrolDevice}>
          <EnrolForm onDone={() => void invalidateCalls(queryClient, C.devices)} />
        </IfAllowed>
        <IfAllowed endpoint={C.setDevicePin}>
          <PinForm />
        </IfAllowed>
      </Stack>
    </>
  );
}

function EnrolForm({ onDone }: { onDone(): void }) {
  const t = useMessages(deviceMessages);
  const classes = useResourceRows(classShape, { pageSize: 100 });
  const [classId, setClassId] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!classId) return;
    setError(null);
    try {
      const { device, token } = await call(C.enrolDevice, { body: { classId: Number(classId), name } });
      // The tablet keeps its own token; the head's session on it ends, and the room page opens.
      localStorage.setItem(DEVICE_TOKEN_STORE, token);
      notify({ color: 'green', title: t('enrol.title'), message: t('enrol.done', { className: device.className }) });
      onDone();
      localStorage.removeItem('token');
      window.location.assign('/room');
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  const rows = (classes.data?.rows ?? []) as { id: number; name?: unknown }[];
  return (
    <Card withBorder>
      <form onSubmit={submit}>
        <Stack>
          <Title order={3}>{t('enrol.title')}</Title>
          <Text size="sm">{t('enrol.help')}</Text>
          <Select
            label={t('enrol.class')}
            data={rows.map((c) => ({ value: String(c.id), label: String(c.name ?? c.id) }))}
            value={classId}
            onChange={setClassId}
            required
          />
          <TextInput
            label={t('enrol.name')}
            placeholder={t('enrol.namePlaceholder')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={error}
            required
          />
          <Group>
            <Button type="submit" {...actionMark(C.enrolDevice)}>
              {t('enrol.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function PinForm() {
  const t = useMessages(deviceMessages);
  const [pin, setPin] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await call(C.setDevicePin, { body: { pin, confirm } });
      notify({ color: 'green', title: t('pin.title'), message: t('pin.saved') });
      setPin('');
      setConfirm('');
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  return (
    <Card withBorder>
      <form onSubmit={submit}>
        <Stack>
          <Title order={3}>{t('pin.title')}</Title>
          <Text size="sm">{t('pin.help')}</Text>
          <PasswordInput
            label={t('pin.pin')}
            inputMode="numeric"
            value={pin}
            onChange={(e) => setPin(e.currentTarget.value)}
          />
          <PasswordInput
            label={t('pin.confirm')}
            inputMode="numeric"
            value={confirm}
            onChange={(e) => setConfirm(e.currentTarget.value)}
            error={error}
          />
          <Group>
            <Button type="submit" {...actionMark(C.setDevicePin)}>
              {t('pin.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
