import { Badge, Button, Card, Group, Text } from '@mantine/core';
import type { EndpointAnswer } from '@portal/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  call,
  DataTable,
  errorMessage,
  invalidateCalls,
  LoadError,
  notify,
  PageHeader,
  useCall,
  type DataColumn,
} from '@portal/ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { StatusBadge, when } from '../components/bits.tsx';
import * as C from '../../shared/contracts.ts';

type Staff = EndpointAnswer<typeof C.eligibleStaff>['rows'][number];

const staffColumns: DataColumn<Staff>[] = [
  {
    id: 'name',
    header: 'Name',
    primary: true,
    cell: (r) => (
      <>
        <Text fw={500}>{r.name}</Text>
        <Text size="xs" c="dimmed">
          {r.email}
        </Text>
      </>
    ),
  },
  { id: 'centre', header: 'Centre' },
  {
    id: 'registered',
    header: 'Registered',
    hiddenHeader: true,
    cell: (r) => r.registered && <Badge color="green">Registered</Badge>,
  },
];

/** RegisterStaff: supervisors and academic coordinators register their centres' staff, within the seats left. */
export default function RegisterStaffScreen() {
  const trainingID = Number(useParams().trainingID);
  const client = useQueryClient();
  const details = useCall(C.trainingDetails, { params: { id: trainingID } });
  const eligible = useCall(C.eligibleStaff, { params: { id: trainingID } });
  const [picked, setPicked] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);
  const error = details.error ?? eligible.error;
  if (error) return <LoadError error={error} onRetry={() => (details.refetch(), eligible.refetch())} />;
  if (!details.data || !eligible.data) return null;
  const t = details.data;
  const rows = eligible.data.rows;

  async function register() {
    setSaving(true);
    try {
      const res = await call(C.registerStaff, { params: { id: trainingID }, body: { teacherUserIDs: picked } });
      notify({
        color: 'green',
        message: `${res.registered.length} registered; ${res.seatsLeft} seats left`,
        position: 'top-right',
      });
      setPicked([]);
      await invalidateCalls(client);
    } catch (err) {
      notify({ color: 'red', title: 'Not registered', message: errorMessage(err), position: 'top-right' });
    } finally {
      setSaving(false);
    }
  }

  const registered = rows.filter((r) => r.registered).map((r) => String(r.teacherUserID));
  return (
    <>
      <PageHeader
        title="Register staff"
        subtitle={`${t.title} · ${when(t)}`}
        crumbs={[{ label: 'Trainer-led training', to: '/trainer-led' }, { label: 'Register staff' }]}
        actions={<StatusBadge status={t.status} />}
      />
      <Card withBorder radius="md">
        <Group justify="space-between" mb="sm">
          <Text>
            <b>{t.seatsLeft}</b> of {t.capacity} seats left
          </Text>
          <Button
            onClick={register}
            loading={saving}
            disabled={picked.length === 0 || picked.length > t.seatsLeft}
            data-testid="register-selected"
          >
            Register {picked.length || ''} selected
          </Button>
        </Group>
        {picked.length > t.seatsLeft && (
          <Text c="red" size="sm" mb="sm">
            Only {t.seatsLeft} seats are left.
          </Text>
        )}
        <DataTable
          card={false}
          data={rows}
          columns={staffColumns}
          rowId={(r) => String(r.teacherUserID)}
          selection={{
            // The registered stay ticked and locked; `picked` holds only the newly chosen.
            selected: [...registered, ...picked.map(String)],
            onChange: (ids) => setPicked(ids.filter((id) => !registered.includes(id)).map(Number)),
            label: (id) => `Register ${rows.find((r) => String(r.teacherUserID) === id)?.name}`,
            disabled: (id) => registered.includes(id),
          }}
          empty={{
            title: 'No staff to register',
            message: 'Nobody at your centres holds a role this training is for.',
          }}
          testId="eligible-staff"
        />
      </Card>
      <Group mt="md">
        <Button variant="subtle" component={Link} to="/trainer-led">
          Back to trainings
        </Button>
      </Group>
    </>
  );
}
