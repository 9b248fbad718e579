import { Alert, Button, Card, Group, Modal, SimpleGrid, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { wordedMessage } from '@portal/core';
import { errorMessage, LoadError, notify, StatusBadge, useMessages } from '@portal/ui';
import { useState, type FormEvent } from 'react';
import * as C from '../../shared/contracts.ts';
import type { DayRow } from '../../shared/contracts.ts';
import { useKeptCall } from '../offline/cached.ts';
import { classroomWrite } from '../offline/classroom.ts';
import { CHECK_OUT_REFUSAL_KEYS } from './check-out-refusals.ts';
import { dayMessages } from '../messages/index.ts';
import { PickupPhoto } from './PickupPhoto.tsx';

type Choice = { kind: 'pickup' | 'one-time'; id: number };

/**
 * Who is collecting the child: the pickups the parents added, with their photos (only an approved one may
 * collect; choosing another is refused, logged and told to the parents), or a one-time pickup and its code.
 */
export function CheckOutDialog({ child, onClose, onDone }: { child: DayRow | null; onClose(): void; onDone(): void }) {
  const t = useMessages(dayMessages);
  return (
    <Modal
      opened={child !== null}
      onClose={onClose}
      title={child ? t('checkOut.title', { child: child.name }) : ''}
      size="lg"
    >
      {child && <Choices child={child} onDone={onDone} />}
    </Modal>
  );
}

function Choices({ child, onDone }: { child: DayRow; onDone(): void }) {
  const t = useMessages(dayMessages);
  // Who may collect the child and their photos, kept on the device for a check-out without a connection.
  const choices = useKeptCall(C.checkOutChoices, { params: { studentAdmissionId: child.studentAdmissionId } }, [
    'day',
    'check-out',
    child.studentAdmissionId,
  ]);
  const [choice, setChoice] = useState<Choice | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!choice) return;
    setBusy(true);
    setError(null);
    try {
      const body =
        choice.kind === 'pickup'
          ? { studentAdmissionId: child.studentAdmissionId, pickupId: choice.id }
          : { studentAdmissionId: child.studentAdmissionId, oneTimePickupId: choice.id, code };
      const who = choice.kind === 'pickup' ? choices.data?.pickups.find((p) => p.id === choice.id)?.name : undefined;
      const label = who
        ? t('checkOut.leftWith', { child: child.name, name: who })
        : t('checkOut.leftWithPickup', { child: child.name });
      const done = await classroomWrite(C.checkOut, { body }, label);
      if (done.queued) {
        // The server decides when the connection returns: a pickup withdrawn meanwhile comes back refused.
        notify({ color: 'orange', title: t('offline.savedTitle'), message: t('offline.savedText', { label }) });
        onDone();
        return;
      }
      const row = done.answer;
      notify({
        color: 'green',
        title: t('checkOut.checkedOut'),
        message: row.collectedBy
          ? t('checkOut.leftWith', { child: row.name, name: row.collectedBy })
          : t('checkOut.leftWithPickup', { child: row.name }),
      });
      onDone();
    } catch (err) {
      setError(wordedMessage(CHECK_OUT_REFUSAL_KEYS, t, errorMessage(err)));
    } finally {
      setBusy(false);
    }
  }

  if (choices.error) return <LoadError error={choices.error} onRetry={() => choices.refetch()} />;
  if (!choices.data) return <Text size="sm">{t('checkOut.loading', { child: child.name })}</Text>;
  const { pickups, oneTimePickups } = choices.data;
  const picked = (kind: Choice['kind'], id: number) => choice?.kind === kind && choice.id === id;
  return (
    <form onSubmit={submit}>
      <Stack>
        {pickups.length === 0 && oneTimePickups.length === 0 && (
          <Alert color="yellow">{t('checkOut.none', { child: child.name })}</Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {pickups.map((p) => (
            <PickupCard
              key={`p${p.id}`}
              name={p.name}
              photoFileId={p.photoFileId}
              detail={`${t('words.relation', { relation: p.relation })} · ${p.mobile}`}
              status={p.status}
              statusLabel={t('words.approval', { status: p.status })}
              picked={picked('pickup', p.id)}
              onPick={() => setChoice({ kind: 'pickup', id: p.id })}
            />
          ))}
          {oneTimePickups.map((p) => (
            <PickupCard
              key={`o${p.id}`}
              name={p.name}
              photoFileId={p.photoFileId}
              detail={`${t('checkOut.todayOnly')} · ${p.mobile}`}
              picked={picked('one-time', p.id)}
              onPick={() => setChoice({ kind: 'one-time', id: p.id })}
            />
          ))}
        </SimpleGrid>
        {choice?.kind === 'one-time' && (
          <TextInput
            label={t('checkOut.code')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, ''))}
            required
          />
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={busy} disabled={!choice || (choice.kind === 'one-time' && code.length !== 6)}>
            {t('checkOut.handOver')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** One person who may collect the child: their photo first, so the teacher can match the face at the door. */
function PickupCard(props: {
  name: string;
  photoFileId: string;
  detail: string;
  status?: string;
  statusLabel?: string;
  picked: boolean;
  onPick(): void;
}) {
  return (
    <UnstyledButton onClick={props.onPick} aria-pressed={props.picked}>
      <Card withBorder radius="md" bd={props.picked ? '2px solid var(--mantine-primary-color-filled)' : undefined}>
        <Group wrap="nowrap" align="flex-start">
          <PickupPhoto fileId={props.photoFileId} name={props.name} size={80} />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text fw={600}>{props.name}</Text>
            <Text size="sm" c="dimmed">
              {props.detail}
            </Text>
            {props.status && <StatusBadge status={props.status} label={props.statusLabel} />}
          </Stack>
        </Group>
      </Card>
    </UnstyledButton>
  );
}
