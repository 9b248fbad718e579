import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { LANGUAGE_NAMES, type EndpointAnswer } from '@portal/core';
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
import { useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { BoardClock } from '../components/BoardClock.tsx';
import { indiaDate, indiaDateTime } from '../components/india-time.ts';

type Notice = EndpointAnswer<typeof C.getBreach>['notices'][number];
type Held = EndpointAnswer<typeof C.getBreach>['held'][number];

/** What each record held in the window: shown before the notices go out. */
const heldColumns: DataColumn<Held>[] = [
  { id: 'label', header: 'Records', primary: true },
  { id: 'rows', header: 'Rows held', align: 'right' },
  { id: 'children', header: 'Children', align: 'right' },
];

const columns: DataColumn<Notice>[] = [
  { id: 'childName', header: 'Child', primary: true },
  { id: 'parentName', header: 'Parent', cell: (n) => n.parentName || '—' },
  { id: 'centre', header: 'Centre', hideOnPhone: true },
  {
    id: 'language',
    header: 'Language',
    cell: (n) => LANGUAGE_NAMES[n.language as keyof typeof LANGUAGE_NAMES] ?? n.language,
  },
  {
    id: 'sentAt',
    header: 'Notice',
    cell: (n) =>
      n.sentAt ? (
        <Badge color="green" variant="light">
          Sent {indiaDateTime(n.sentAt)}
        </Badge>
      ) : (
        <Badge variant="light">Drafted</Badge>
      ),
  },
];

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <Card withBorder>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl" data-testid={`breach-${label.toLowerCase().replace(/\W+/g, '-')}`}>
        {value}
      </Text>
    </Card>
  );
}

/** safeguards/breaches/:id: the breach, the families it reached and their notices, and the 72-hour clock. */
export default function BreachScreen() {
  const id = Number(useParams().id);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const [open, setOpen] = useState<Notice | null>(null);
  const breach = useCall(C.getBreach, { params: { id } });

  async function act(what: 'send' | 'board') {
    setBusy(what);
    try {
      await (what === 'send'
        ? call(C.sendBreachNotices, { params: { id } })
        : call(C.markBoardReported, { params: { id } }));
      notify({ color: 'green', title: what === 'send' ? 'Notices sent' : 'Report marked as sent', message: '' });
      await invalidateCalls(queryClient, C.getBreach, C.listBreaches);
    } catch (err) {
      notify({ color: 'red', title: 'Not done', message: errorMessage(err) });
    } finally {
      setBusy(null);
    }
  }

  if (breach.error) return <LoadError error={breach.error} onRetry={() => void breach.refetch()} />;
  const b = breach.data;
  if (!b) return null;
  const pending = b.families - b.noticesSent;
  return (
    <>
      <PageHeader
        title={b.title}
        subtitle={`Discovered ${indiaDateTime(b.discoveredAt)}`}
        crumbs={[{ label: 'Data breaches', to: '/safeguards/breaches' }, { label: b.title }]}
      />
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Figure label="Families affected" value={b.families} />
          <Figure label="Notices sent" value={b.noticesSent} />
          <Card withBorder>
            <Text size="sm" c="dimmed">
              Report to the Data Protection Board
            </Text>
            <Group mt={6} gap="xs" wrap="wrap">
              <BoardClock dueAt={b.boardDueAt} reportedAt={b.boardReportedAt} />
            </Group>
          </Card>
        </SimpleGrid>
        <Group wrap="wrap">
          {pending > 0 && (
            <Button onClick={() => void act('send')} loading={busy === 'send'}>
              Send {pending} notice(s)
            </Button>
          )}
          {!b.boardReportedAt && (
            <Button variant="default" onClick={() => void act('board')} loading={busy === 'board'}>
              Mark the Board’s report as sent
            </Button>
          )}
        </Group>
        <Card withBorder>
          <Stack gap={6}>
            {b.centres.length > 0 && (
              <Text size="sm">
                <b>Centres:</b> {b.centres.join(', ')}
              </Text>
            )}
            {b.devices.length > 0 && (
              <Text size="sm">
                <b>Tablets:</b> {b.devices.join(', ')}
              </Text>
            )}
            <Text size="sm">
              <b>Records:</b> {b.resources.join(', ')}
            </Text>
            <Text size="sm">
              <b>Window:</b> {indiaDate(b.windowFrom)} to {indiaDate(b.windowTo)}
            </Text>
            <Text size="sm">
              <b>What happened:</b> {b.whatHappened}
            </Text>
            <Text size="sm">
              <b>Likely impact:</b> {b.likelyImpact}
            </Text>
            <Text size="sm">
              <b>What was done:</b> {b.actionsTaken}
            </Text>
            <Text size="sm">
              <b>Contact:</b> {b.contact}
            </Text>
          </Stack>
        </Card>
        <Title order={3} size="h4">
          What was held in the window
        </Title>
        <DataTable
          data={b.held}
          columns={heldColumns}
          rowId={(h) => h.resource}
          empty={{ title: 'Nothing held', message: 'No row of these records was there in the window.' }}
          testId="breach-held"
        />
        <Title order={3} size="h4">
          Families and their notices
        </Title>
        <DataTable
          data={b.notices}
          columns={columns}
          rowId={(n) => String(n.id)}
          onRowClick={setOpen}
          empty={{
            title: 'No family affected',
            message: 'No child’s records were held in the window at these centres.',
          }}
          testId="breach-notices"
        />
        {open && (
          <Card withBorder data-testid="breach-notice">
            <Text fw={600}>{open.subject}</Text>
            <Text size="sm" mt="xs" lang={open.language}>
              {open.body}
            </Text>
          </Card>
        )}
      </Stack>
    </>
  );
}
