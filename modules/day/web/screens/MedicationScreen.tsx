import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDate, formatTime } from '@portal/core';
import {
  call,
  EmptyState,
  errorMessage,
  LoadError,
  notify,
  PageHeader,
  resources,
  useAccess,
  useResourceRows,
  type Row,
} from '@portal/ui';
import { useState } from 'react';
import { DAY_SAFETY_MODULES as S } from '../../shared/constants.ts';
import * as D from '../../shared/medication.ts';

const PENDING_FIELDS = 'medicine,dose,times,fromDate,toDate,notes,studentAdmissionId,prescriptionFileId';

/**
 * day/medication: today's approved medicine of the children the user teaches (every child for the centre's
 * heads), each dose given with one tap inside an hour of its time; the heads approve what parents authorised.
 */
export default function MedicationScreen() {
  const queryClient = useQueryClient();
  const { canWrite } = useAccess();
  const today = useQuery({ queryKey: ['day', 'medication-today'], queryFn: () => call(D.medicationToday) });
  const approves = canWrite(S.MEDICATION_APPROVAL);
  const pending = useResourceRows(
    'day-medications',
    { pageSize: 100, fields: PENDING_FIELDS, status: 'PENDING' },
    approves,
  );
  const [busy, setBusy] = useState<number | null>(null);

  async function give(m: D.TodaysMedication) {
    setBusy(m.id);
    try {
      const dose = await call(D.giveDose, { body: { medicationId: m.id } });
      notify({ color: 'green', title: 'Dose given', message: `${m.child}: ${m.medicine}, the ${dose.slot} dose.` });
      await queryClient.invalidateQueries({ queryKey: ['day', 'medication-today'] });
    } catch (err) {
      notify({ color: 'red', title: 'Not given', message: errorMessage(err) });
    } finally {
      setBusy(null);
    }
  }

  async function decide(row: Row, command: 'approve' | 'reject') {
    try {
      await resources.command('day-medications', row.id, command, {});
      notify({ color: 'green', title: command === 'approve' ? 'Approved' : 'Rejected', message: String(row.medicine) });
      await queryClient.invalidateQueries({ queryKey: ['list', 'day-medications'] });
      await queryClient.invalidateQueries({ queryKey: ['day', 'medication-today'] });
    } catch (err) {
      notify({ color: 'red', title: 'Not saved', message: errorMessage(err) });
    }
  }

  const medication = today.data?.medication ?? [];
  return (
    <>
      <PageHeader
        title="Medication"
        subtitle={today.data ? `Approved medicine for ${formatDate(today.data.day)}` : undefined}
      />
      <Stack>
        {today.error && <LoadError error={today.error} onRetry={() => today.refetch()} />}
        {today.data && medication.length === 0 && (
          <EmptyState title="No medicine today" message="No approved medicine covers today for your children." />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="medication-today">
          {medication.map((m) => (
            <Card key={m.id} withBorder radius="md">
              <Stack gap={4}>
                <Text fw={600}>{m.child}</Text>
                <Text size="sm" c="dimmed">
                  {m.className}
                </Text>
                <Text size="sm">
                  {m.medicine}, {m.dose} at {m.times}
                </Text>
                {m.notes && <Text size="sm">{m.notes}</Text>}
                {m.given.map((g) => (
                  <Text key={g.slot} size="sm" c="green.8">
                    The {g.slot} dose given at {formatTime(g.at)}
                    {g.givenBy ? ` by ${g.givenBy}` : ''}
                  </Text>
                ))}
                <Group>
                  <Button size="xs" loading={busy === m.id} onClick={() => void give(m)}>
                    Give a dose now
                  </Button>
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
        {approves && (
          <>
            <Title order={2} size="h5">
              Waiting for approval
            </Title>
            {pending.error ? (
              <LoadError error={pending.error} onRetry={() => pending.refetch()} />
            ) : pending.data && pending.data.rows.length === 0 ? (
              <Text size="sm" c="dimmed">
                Nothing waits for approval.
              </Text>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                {pending.data?.rows.map((row) => (
                  <Card key={row.id} withBorder radius="md">
                    <Stack gap={4}>
                      <Text fw={600}>{String(row.studentAdmissionIdLabel ?? '')}</Text>
                      <Text size="sm">
                        {String(row.medicine)}, {String(row.dose)} at {String(row.times)}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {formatDate(String(row.fromDate))} to {formatDate(String(row.toDate))}
                      </Text>
                      {row.notes ? <Text size="sm">{String(row.notes)}</Text> : null}
                      <Group gap="xs">
                        <Button size="xs" color="green" onClick={() => void decide(row, 'approve')}>
                          Approve
                        </Button>
                        <Button size="xs" color="red" variant="light" onClick={() => void decide(row, 'reject')}>
                          Reject
                        </Button>
                      </Group>
                    </Stack>
                  </Card>
                ))}
              </SimpleGrid>
            )}
          </>
        )}
      </Stack>
    </>
  );
}
