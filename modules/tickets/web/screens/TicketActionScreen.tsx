import { Alert, Badge, Button, Card, Grid, Group, Modal, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatDateTime, type EndpointAnswer } from '@portal/core';
import {
  call,
  EmptyState,
  errorMessage,
  invalidateCalls,
  LoadError,
  notify,
  PageHeader,
  parseId,
  useCall,
  useMessages,
} from '@portal/ui';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { AttachmentLinks, AttachmentPicker, type Attached } from '../Attachments.tsx';
import { PriorityBadge, SlaBadges, StatusBadge, useDepartment } from '../components.tsx';
import { selectKey, ticketMessages } from '../messages/index.ts';

type Details = EndpointAnswer<typeof C.ticketDetails>;
type Action = C.TicketAction;

/** Each move's colour, and the note it asks for (its words are the catalogue's `ticketPage.action`). */
const ACTION: Record<
  Action,
  { color: string; notePrompt?: 'ticketPage.resolvePrompt' | 'ticketPage.reopenPrompt'; noteRequired?: boolean }
> = {
  start: { color: 'yellow' },
  resolve: { color: 'teal', notePrompt: 'ticketPage.resolvePrompt', noteRequired: true },
  close: { color: 'gray' },
  reopen: { color: 'blue', notePrompt: 'ticketPage.reopenPrompt' },
};

/** action/{id}: a ticket's routing, SLA and conversation; reply and move it on from here. */
export default function TicketActionScreen() {
  const t = useMessages(ticketMessages);
  const id = parseId(useParams().id);
  const ticket = useCall(C.ticketDetails, id === null ? undefined : { params: { id } }, { enabled: id !== null });
  if (id === null) return <EmptyState title={t('ticketPage.noSuch')} />;
  if (ticket.error) return <LoadError error={ticket.error} onRetry={() => ticket.refetch()} />;
  if (!ticket.data) return null;
  return <TicketView ticket={ticket.data} />;
}

function TicketView({ ticket }: { ticket: Details }) {
  const t = useMessages(ticketMessages);
  const client = useQueryClient();
  const [asking, setAsking] = useState<Action | null>(null);
  const refresh = async () => {
    await invalidateCalls(client, C.ticketDetails, C.ticketList, C.ticketReport);
  };
  const move = useMutation({
    mutationFn: ({ action, note }: { action: Action; note?: string }) =>
      call(C.ticketActions[action], { params: { id: ticket.id }, body: note ? { note } : {} }),
    onSuccess: async (answer) => {
      setAsking(null);
      notify({ color: 'green', message: t('ticketPage.moved', { id: answer.id, status: selectKey(answer.status) }) });
      await refresh();
    },
    onError: (err) => notify({ color: 'red', title: t('ticketPage.notDone'), message: errorMessage(err) }),
  });
  const moves = ticket.actions.filter((a): a is Action => a !== 'reply');

  return (
    <>
      <PageHeader
        title={`#${ticket.id} ${ticket.subject}`}
        crumbs={[
          { label: t('tickets.title'), to: '/ticketing-bees/bees-ticket-list/open' },
          { label: t('tickets.ticketNo', { id: ticket.id }) },
        ]}
        actions={
          <Group gap="xs">
            {moves.map((action) => (
              <Button
                key={action}
                color={ACTION[action].color}
                variant={action === 'resolve' ? 'filled' : 'light'}
                onClick={() => (ACTION[action].notePrompt ? setAsking(action) : move.mutate({ action }))}
                loading={move.isPending && move.variables?.action === action}
              >
                {t('ticketPage.action', { action })}
              </Button>
            ))}
          </Group>
        }
      />
      {ticket.overdue && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} mb="md">
          {t('ticketPage.pastSla', { hours: ticket.slaHours, due: formatDateTime(ticket.dueAt) })}
        </Alert>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Summary ticket={ticket} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Conversation ticket={ticket} onSent={refresh} />
        </Grid.Col>
      </Grid>
      <NoteDialog
        action={asking}
        busy={move.isPending}
        onClose={() => setAsking(null)}
        onConfirm={(action, note) => move.mutate({ action, note })}
      />
    </>
  );
}

function Summary({ ticket }: { ticket: Details }) {
  const t = useMessages(ticketMessages);
  const department = useDepartment();
  const level = ticket.escalatedAt
    ? t('ticketPage.levelSince', { level: ticket.escalationLevel, since: formatDateTime(ticket.escalatedAt) })
    : t('ticketPage.levelText', { level: ticket.escalationLevel });
  const rows: [string, ReactNode][] = [
    [t('tickets.status'), <StatusBadge key="s" status={ticket.status} />],
    [t('tickets.priority'), <PriorityBadge key="p" priority={ticket.priority} />],
    [t('tickets.centre'), ticket.centre],
    [t('tickets.category'), ticket.category],
    [t('tickets.routedTo'), department(ticket.department)],
    [t('tickets.owner'), ticket.owner ?? t('tickets.headOffice')],
    [t('ticketPage.level'), level],
    [t('ticketPage.sla'), t('ticketPage.slaText', { hours: ticket.slaHours, due: formatDateTime(ticket.dueAt) })],
    [t('tickets.raised'), t('ticketPage.raisedText', { at: formatDateTime(ticket.createdAt), name: ticket.raisedBy })],
  ];
  if (ticket.resolvedAt) rows.push([t('ticketPage.resolved'), formatDateTime(ticket.resolvedAt)]);
  if (ticket.reopenUntil) rows.push([t('ticketPage.reopenUntil'), formatDateTime(ticket.reopenUntil)]);
  return (
    <Card withBorder radius="md" data-testid="ticket-summary">
      <Group justify="space-between" mb="sm">
        <Title order={5}>{t('ticketPage.details')}</Title>
        <SlaBadges overdue={ticket.overdue} escalationLevel={ticket.escalationLevel} />
      </Group>
      <Stack gap={6}>
        {rows.map(([label, value]) => (
          <Group key={label} justify="space-between" wrap="nowrap" align="flex-start" gap="md">
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text size="sm" ta="right" component="div">
              {value}
            </Text>
          </Group>
        ))}
      </Stack>
      {!ticket.side && (
        <Text size="xs" c="dimmed" mt="md">
          {t('ticketPage.readOnly', { desk: department(ticket.department) })}
        </Text>
      )}
    </Card>
  );
}

function Conversation({ ticket, onSent }: { ticket: Details; onSent: () => Promise<void> }) {
  const t = useMessages(ticketMessages);
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<Attached[]>([]);
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () =>
      call(C.replyToTicket, { params: { id: ticket.id }, body: { body, fileIds: files.map((f) => f.id) } }),
    onSuccess: async () => {
      setBody('');
      setFiles([]);
      await onSent();
    },
    onError: (err) => setError(errorMessage(err)),
  });
  const canReply = ticket.actions.includes('reply');
  return (
    <Card withBorder radius="md">
      <Title order={5} mb="sm">
        {t('ticketPage.conversation')}
      </Title>
      <Stack gap="sm" data-testid="conversation">
        {ticket.messages.map((m) => {
          const mine = m.authorKind === 'TICKET_FRANCHISEE';
          if (m.kind === 'EVENT')
            return (
              <Text key={m.id} size="xs" c="dimmed" ta="center" data-testid="ticket-event">
                {m.body} · {m.author} · {formatDateTime(m.createdAt)}
              </Text>
            );
          return (
            <Paper
              key={m.id}
              withBorder
              radius="md"
              p="sm"
              bg={mine ? 'var(--mantine-color-blue-light)' : undefined}
              ml={mine ? 0 : 'xl'}
              mr={mine ? 'xl' : 0}
              data-testid="ticket-message"
            >
              <Group justify="space-between" gap="xs" mb={4}>
                <Group gap={6}>
                  <Text size="sm" fw={600}>
                    {m.author}
                  </Text>
                  <Badge size="xs" variant="light" color={mine ? 'blue' : 'grape'}>
                    {t(mine ? 'ticketPage.fromCentre' : 'ticketPage.fromOffice')}
                  </Badge>
                </Group>
                <Text size="xs" c="dimmed">
                  {formatDateTime(m.createdAt)}
                </Text>
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {m.body}
              </Text>
              <AttachmentLinks files={m.attachments} />
            </Paper>
          );
        })}
      </Stack>
      {canReply && (
        <Stack gap="xs" mt="md">
          <Textarea
            label={t('ticketPage.reply')}
            placeholder={t('ticketPage.replyHint')}
            autosize
            minRows={3}
            maxLength={4000}
            value={body}
            onChange={(e) => {
              setBody(e.currentTarget.value);
              setError(null);
            }}
            error={error}
          />
          <Group justify="space-between" wrap="wrap">
            <AttachmentPicker value={files} onChange={setFiles} />
            <Button onClick={() => send.mutate()} loading={send.isPending} disabled={!body.trim()}>
              {t('ticketPage.send')}
            </Button>
          </Group>
        </Stack>
      )}
    </Card>
  );
}

function NoteDialog({
  action,
  busy,
  onClose,
  onConfirm,
}: {
  action: Action | null;
  busy: boolean;
  onClose(): void;
  onConfirm(action: Action, note: string): void;
}) {
  const t = useMessages(ticketMessages);
  const [note, setNote] = useState('');
  const spec = action ? ACTION[action] : null;
  const label = action ? t('ticketPage.action', { action }) : undefined;
  return (
    <Modal opened={!!action} onClose={onClose} title={label}>
      <Stack>
        <Textarea
          label={spec?.notePrompt && t(spec.notePrompt)}
          required={spec?.noteRequired}
          autosize
          minRows={3}
          maxLength={2000}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('ticketPage.cancel')}
          </Button>
          <Button
            loading={busy}
            disabled={spec?.noteRequired && !note.trim()}
            onClick={() => {
              if (action) onConfirm(action, note.trim());
              setNote('');
            }}
          >
            {label}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
