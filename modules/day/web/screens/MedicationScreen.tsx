import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { formatDate, formatTime, type RecordOf } from '@portal/core';
import {
  EmptyState,
  errorMessage,
  invalidateCalls,
  invalidateResources,
  LoadError,
  notify,
  PageHeader,
  resources,
  useAccess,
  useMessages,
  useResourceRows,
} from '@portal/ui';
import { useState } from 'react';
import { medicationShape } from '../../shared/resources.ts';
import { DAY_SAFETY_MODULES as S } from '../../shared/constants.ts';
import * as D from '../../shared/medication.ts';
import { dayMessages } from '../messages/index.ts';
import { ClassroomQueueBar } from '../components/ClassroomQueueBar.tsx';
import { useKeptCall } from '../offline/cached.ts';
import { classroomWrite } from '../offline/classroom.ts';

type Medication = RecordOf<typeof medicationShape>;

const PENDING_FIELDS = 'medicine,dose,times,fromDate,toDate,notes,studentAdmissionId,prescriptionFileId';

/**
 * day/medication: today's approved medicine of the children the user teaches (every child for the centre's
 * heads), each dose given with one tap inside an hour of its time; the heads approve what parents authorised.
 */
export default function MedicationScreen() {
  const t = useMessages(dayMessages);
  const queryClient = useQueryClient();
  const { canWrite } = useAccess();
  // Today's authorisations and times, kept on the device: a dose is recorded without a connection too.
  const today = useKeptCall(D.medicationToday, undefined, ['day', 'medication-today']);
  const approves = canWrite(S.MEDICATION_APPROVAL);
  const pending = useResourceRows(
    medicationShape,
    { pageSize: 100, fields: PENDING_FIELDS, status: 'PENDING' },
    approves,
  );
  const [busy, setBusy] = useState<number | null>(null);

  async function give(m: D.TodaysMedication) {
    setBusy(m.id);
    try {
      const label = `${m.child}: ${m.medicine}`;
      const done = await classroomWrite(D.giveDose, { body: { medicationId: m.id } }, label);
      if (done.queued) {
        // The server holds the authorisation's window against the minute of this tap when the connection returns.
        notify({ color: 'orange', title: t('offline.savedTitle'), message: t('offline.savedText', { label }) });
        return;
      }
      notify({
        color: 'green',
        title: t('medication.doseGiven'),
        message: t('medication.doseGivenText', { child: m.child, medicine: m.medicine, slot: done.answer.slot }),
      });
      await invalidateCalls(queryClient, D.medicationToday);
    } catch (err) {
      notify({ color: 'red', title: t('medication.notGiven'), message: errorMessage(err) });
    } finally {
      setBusy(null);
    }
  }

  async function decide(row: Medication, command: 'approve' | 'reject') {
    try {
      await resources.command(medicationShape, row.id, command, {});
      notify({
        color: 'green',
        title: t(command === 'approve' ? 'words.approved' : 'words.rejected'),
        message: row.medicine,
      });
      await invalidateResources(queryClient, medicationShape);
      await invalidateCalls(queryClient, D.medicationToday);
    } catch (err) {
      notify({ color: 'red', title: t('words.notSaved'), message: errorMessage(err) });
    }
  }

  const medication = today.data?.medication ?? [];
  return (
    <>
      <PageHeader
        title={t('medication.title')}
        subtitle={today.data ? t('medication.subtitle', { day: formatDate(today.data.day) }) : undefined}
      />
      <Stack>
        <ClassroomQueueBar />
        {today.error && <LoadError error={today.error} onRetry={() => today.refetch()} />}
        {today.data && medication.length === 0 && (
          <EmptyState title={t('medication.none')} message={t('medication.noneText')} />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="medication-today">
          {medication.map((m) => (
            <Card key={m.id} withBorder radius="md">
              <Stack gap={4}>
                <Text fw={600}>{m.child}</Text>
                <Text size="sm" c="dimmed">
                  {m.className}
                </Text>
                <Text size="sm">{t('medication.line', { medicine: m.medicine, dose: m.dose, times: m.times })}</Text>
                {m.notes && <Text size="sm">{m.notes}</Text>}
                {m.given.map((g) => (
                  <Text key={g.slot} size="sm" c="teal.9">
                    {g.givenBy
                      ? t('medication.givenBy', { slot: g.slot, time: formatTime(g.at), name: g.givenBy })
                      : t('medication.given', { slot: g.slot, time: formatTime(g.at) })}
                  </Text>
                ))}
                <Group>
                  <Button size="xs" loading={busy === m.id} onClick={() => void give(m)}>
                    {t('medication.give')}
                  </Button>
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
        {approves && (
          <>
            <Title order={2} size="h5">
              {t('medication.waiting')}
            </Title>
            {pending.error ? (
              <LoadError error={pending.error} onRetry={() => pending.refetch()} />
            ) : pending.data && pending.data.rows.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('medication.nothingWaits')}
              </Text>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                {pending.data?.rows.map((row) => (
                  <Card key={row.id} withBorder radius="md">
                    <Stack gap={4}>
                      <Text fw={600}>{String(row.studentAdmissionIdLabel ?? '')}</Text>
                      <Text size="sm">
                        {t('medication.line', {
                          medicine: row.medicine,
                          dose: row.dose,
                          times: row.times,
                        })}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {t('words.dates', {
                          from: formatDate(row.fromDate),
                          to: formatDate(row.toDate),
                        })}
                      </Text>
                      {row.notes ? <Text size="sm">{row.notes}</Text> : null}
                      <Group gap="xs">
                        <Button size="xs" color="green" onClick={() => void decide(row, 'approve')}>
                          {t('words.approve')}
                        </Button>
                        <Button size="xs" color="red" variant="light" onClick={() => void decide(row, 'reject')}>
                          {t('words.reject')}
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
