import { Alert, Badge, Button, Card, Grid, Group, Modal, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDateTime, enumLabel } from '@portal/core';
import { call, EmptyState, errorMessage, LoadError, notify, PageHeader, parseId } from '@portal/ui';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { AttachmentLinks, AttachmentPicker, type Attached } from '../Attachments.tsx';
import { PriorityBadge, SlaBadges, StatusBadge } from '../components.tsx';

type Details = Awaited<ReturnType<typeof loadTicket>>;
type Action = C.TicketAction;

const loadTicket = (id: number) => call(C.ticketDetails, { params: { id } });

const ACTION: Record<Action, { label: string; color: string; notePrompt?: string; noteRequired?: boolean }> = {
  start: { label: 'Start work', color: 'yellow' },
  resolve: { label: 'Resolve', color: 'teal', notePrompt: 'How was it resolved?', noteRequired: true },
  close: { label: 'Close', color: 'gray' },
  reopen: { label: 'Reopen', color: 'blue', notePrompt: 'Why does it need another look?' },
};

/** action/{id}: a ticket's routing, SLA and conversation; reply and move it on from here. */
export default function TicketActionScreen() {
  const id = parseId(useParams().id);
  const ticket = useQuery({
    queryKey: ['tickets', 'details', id],
    queryFn: () => loadTicket(id!),
    enabled: id !== null,
  });
  if (id === null) return <EmptyState title="No such ticket" />;
  if (ticket.error) return <LoadError error={ticket.error} onRetry={() => ticket.refetch()} />;
  if (!ticket.data) return null;
  return <TicketView ticket={ticket.data} />;
}

function TicketView({ ticket }: { ticket: Details }) {
  const client = useQueryClient();
  const [asking, setAsking] = useState<Action | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: ['tickets'] });
  const move = useMutation({
    mutationFn: ({ action, note }: { action: Action; note?: string }) =>
      call(C.ticketActions[action], { params: { id: ticket.id }, body: note ? { note } : {} }),
    onSuccess: async (answer) => {
      setAsking(null);
      notify({ color: 'green', message: `Ticket #${answer.id} is ${answer.status}` });
      await refresh();
    },
    onError: (err) => notify({ color: 'red', title: 'Not done', message: errorMessage(err) }),
  });
  const moves = ticket.actions.filter((a): a is Action => a !== 'reply');

  return (
    <>
      <PageHeader
        title={`#${ticket.id} ${ticket.subject}`}
        crumbs={[{ label: 'Tickets', to: '/ticketing-bees/bees-ticket-list/open' }, { label: `Ticket #${ticket.id}` }]}
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
                {ACTION[action].label}
              </Button>
            ))}
          </Group>
        }
      />
      {ticket.overdue && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} mb="md">
          Past its SLA of {ticket.slaHours} hours since {formatDateTime(ticket.dueAt)}.
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
  const rows: [string, ReactNode][] = [
    ['Status', <StatusBadge key="s" status={ticket.status} />],
    ['Priority', <PriorityBadge key="p" priority={ticket.priority} />],
    ['Centre', ticket.centre],
    ['Category', ticket.category],
    ['Routed to', enumLabel(ticket.department)],
    ['Owner', ticket.owner ?? 'Head office'],
    [
      'Level',
      `Level ${ticket.escalationLevel}${ticket.escalatedAt ? ` since ${formatDateTime(ticket.escalatedAt)}` : ''}`,
    ],
    ['SLA', `${ticket.slaHours} hours, due ${formatDateTime(ticket.dueAt)}`],
    ['Raised', `${formatDateTime(ticket.createdAt)} by ${ticket.raisedBy}`],
  ];
  if (ticket.resolvedAt) rows.push(['Resolved', formatDateTime(ticket.resolvedAt)]);
  if (ticket.reopenUntil) rows.push(['Reopen until', formatDateTime(ticket.reopenUntil)]);
  return (
    <Card withBorder radius="md" data-testid="ticket-summary">
      <Group justify="space-between" mb="sm">
        <Title order={5}>Details</Title>
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
          You can read this ticket; only its centre, the {enumLabel(ticket.department)} desk and head office act on it.
        </Text>
      )}
    </Card>
  );
}

function Conversation({ ticket, onSent }: { ticket: Details; onSent: () => Promise<void> }) {
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
        Conversation
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
                    {mine ? 'Centre' : 'Head office'}
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
            label="Reply"
            placeholder="Write a message"
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
              Send
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
  const [note, setNote] = useState('');
  const spec = action ? ACTION[action] : null;
  return (
    <Modal opened={!!action} onClose={onClose} title={spec?.label}>
      <Stack>
        <Textarea
          label={spec?.notePrompt}
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
            Cancel
          </Button>
          <Button
            loading={busy}
            disabled={spec?.noteRequired && !note.trim()}
            onClick={() => {
              if (action) onConfirm(action, note.trim());
              setNote('');
            }}
          >
            {spec?.label}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
