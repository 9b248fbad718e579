import { Badge, Button, Card, Checkbox, Group, Table, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PageHeader, call, HiddenTh, LoadError, EmptyState, notify, errorMessage } from '@portal/ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { StatusBadge, when } from '../components/bits.tsx';
import * as C from '../../shared/contracts.ts';

/** RegisterStaff: supervisors and academic coordinators register their centres' staff, within the seats left. */
export default function RegisterStaffScreen() {
  const trainingID = Number(useParams().trainingID);
  const client = useQueryClient();
  const details = useQuery({
    queryKey: ['training', 'details', trainingID],
    queryFn: () => call(C.trainingDetails, { params: { id: trainingID } }),
  });
  const eligible = useQuery({
    queryKey: ['training', 'eligible', trainingID],
    queryFn: () => call(C.eligibleStaff, { params: { id: trainingID } }),
  });
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
      await client.invalidateQueries({ queryKey: ['training'] });
    } catch (err) {
      notify({ color: 'red', title: 'Not registered', message: errorMessage(err), position: 'top-right' });
    } finally {
      setSaving(false);
    }
  }

  const toggle = (id: number) => setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : [...p, id]));
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
        {rows.length === 0 ? (
          <EmptyState
            title="No staff to register"
            message="Nobody at your centres holds a role this training is for."
          />
        ) : (
          <Table verticalSpacing="xs" data-testid="eligible-staff">
            <Table.Thead>
              <Table.Tr>
                <HiddenTh label="Select" w={40} />
                <Table.Th>Name</Table.Th>
                <Table.Th>Centre</Table.Th>
                <HiddenTh />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.teacherUserID}>
                  <Table.Td>
                    <Checkbox
                      aria-label={`Register ${r.name}`}
                      checked={r.registered || picked.includes(r.teacherUserID)}
                      disabled={r.registered}
                      onChange={() => toggle(r.teacherUserID)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Text fw={500}>{r.name}</Text>
                    <Text size="xs" c="dimmed">
                      {r.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>{r.centre}</Table.Td>
                  <Table.Td>{r.registered && <Badge color="green">Registered</Badge>}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Card>
      <Group mt="md">
        <Button variant="subtle" component={Link} to="/trainer-led">
          Back to trainings
        </Button>
      </Group>
    </>
  );
}
