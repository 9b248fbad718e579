import {
  Alert,
  Button,
  Card,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { useMessages } from '@portal/ui';
import { classroomMedicines, classroomScreen } from '@portal/mod-day/web';
import * as C from '../../shared/contracts.ts';
import { DEVICE_TOKEN_HEADER } from '../../shared/constants.ts';
import { DEVICE_TOKEN_STORE } from '../device-token.ts';
import { deviceMessages } from '../messages/index.ts';
import { isEndpointAnswer, isRecord, thrownMessage, type EndpointAnswer, type EndpointDeclaration } from '@portal/core';

const Classroom = lazy(classroomScreen);
const Medicines = lazy(classroomMedicines);
type Room = EndpointAnswer<typeof C.room>;
const TURN = 'device.turnName';
const INFO = 'device.roomInfo';

/** Asks the server as the device (its own token), outside the signed-in client. */
async function asDevice<E extends EndpointDeclaration>(endpoint: E, body?: object): Promise<EndpointAnswer<E>> {
  const token = localStorage.getItem(DEVICE_TOKEN_STORE) ?? '';
  const res = await fetch(endpoint.path, {
    method: endpoint.method,
    headers: { [DEVICE_TOKEN_HEADER]: token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer: unknown = await res.json().catch(() => ({}));
  if (res.ok && isEndpointAnswer(endpoint, answer)) return answer;
  const message = isRecord(answer) && typeof answer.message === 'string' ? answer.message : res.statusText;
  throw Object.assign(new Error(message), { status: res.status });
}

/**
 * /room: the class's tablet. Before anyone is switched in it shows its class and the centre's staff; a tap on a name
 * and the PIN open a turn bound to the device, and the class's day (the roster, the care log, check-out) opens.
 * Without a connection the turn goes on and the classroom keeps its queue.
 */
export default function RoomScreen() {
  const t = useMessages(deviceMessages);
  const [room, setRoom] = useState<Room | null>(() => JSON.parse(localStorage.getItem(INFO) ?? 'null'));
  const [error, setError] = useState<string | null>(null);
  const [who, setWho] = useState<{ id: number; name: string } | null>(null);
  const [pin, setPin] = useState('');
  // A turn is the session's token with the name of who switched in; a sign-out elsewhere (a 401) clears the token.
  const [turn, setTurn] = useState<string | null>(() =>
    localStorage.getItem('token') ? localStorage.getItem(TURN) : null,
  );
  const enrolled = Boolean(localStorage.getItem(DEVICE_TOKEN_STORE));

  useEffect(() => {
    if (!enrolled) return;
    asDevice(C.room)
      .then((answer) => {
        setRoom(answer);
        localStorage.setItem(INFO, JSON.stringify(answer));
      })
      .catch((err: Error & { status?: number }) => {
        // Revoked: the tablet forgets its token and its turn at once.
        if (err.status === 401) {
          localStorage.removeItem(DEVICE_TOKEN_STORE);
          localStorage.removeItem(TURN);
          localStorage.removeItem('token');
          setRoom(null);
          setTurn(null);
        }
        setError(err.message);
      });
  }, [enrolled]);

  async function switchIn(event: FormEvent) {
    event.preventDefault();
    if (!who) return;
    setError(null);
    try {
      const answer = await asDevice(C.switchIn, { userId: who.id, pin });
      // The turn is the session the classroom's screens send (the portal's own session key).
      localStorage.setItem('token', answer.token);
      // The portal's boot keeps a session only with its access list: a turn has no office screens to list.
      localStorage.setItem('access', '[]');
      localStorage.setItem(TURN, answer.name);
      setTurn(answer.name);
      setPin('');
    } catch (err) {
      setError(thrownMessage(err));
    }
  }

  function switchOut() {
    void fetch(C.endTurn.path, {
      method: 'POST',
      headers: { authorization: `Bearer ${localStorage.getItem('token') ?? ''}` },
    }).catch(() => undefined);
    localStorage.removeItem('token');
    localStorage.removeItem(TURN);
    setTurn(null);
    setWho(null);
  }

  if (!enrolled)
    return (
      <Alert color="orange" title={t('room.notEnrolled')} m="md">
        {t('room.notEnrolledText')}
        {error && <Text size="sm">{error}</Text>}
      </Alert>
    );
  if (turn)
    return (
      <Stack p="md">
        <Group justify="space-between">
          <Text fw={600} data-testid="room-turn">
            {t('room.switchedIn', { name: turn })}
          </Text>
          <Button variant="default" onClick={switchOut}>
            {t('room.endTurn')}
          </Button>
        </Group>
        {/* One panel at a time: each has its own "waiting to send" count of the one queue. */}
        <Tabs defaultValue="children" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="children">{t('room.children')}</Tabs.Tab>
            <Tabs.Tab value="medicines">{t('room.medicines')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="children" pt="md">
            <Suspense fallback={null}>
              <Classroom />
            </Suspense>
          </Tabs.Panel>
          <Tabs.Panel value="medicines" pt="md">
            <Suspense fallback={null}>
              <Medicines />
            </Suspense>
          </Tabs.Panel>
        </Tabs>
      </Stack>
    );
  return (
    <Stack p="md" maw={720} mx="auto">
      <Title order={2}>{room ? `${room.device.className} · ${room.device.name}` : ''}</Title>
      <Text>{t('room.whoIsHere')}</Text>
      {room && room.staff.length === 0 && <Alert color="orange">{t('room.noStaff')}</Alert>}
      <SimpleGrid cols={{ base: 2, sm: 3 }}>
        {room?.staff.map((s) => (
          <UnstyledButton key={s.id} onClick={() => setWho(s)} aria-pressed={who?.id === s.id}>
            <Card withBorder padding="md" bg={who?.id === s.id ? 'blue.0' : undefined}>
              <Text fw={600}>{s.name}</Text>
            </Card>
          </UnstyledButton>
        ))}
      </SimpleGrid>
      {who && (
        <form onSubmit={switchIn}>
          <Group align="flex-end">
            <PasswordInput
              label={t('room.pin')}
              inputMode="numeric"
              autoFocus
              value={pin}
              onChange={(e) => setPin(e.currentTarget.value)}
              error={error}
            />
            <Button type="submit">{t('room.switchIn')}</Button>
          </Group>
        </form>
      )}
      {!who && error && <Alert color="red">{error}</Alert>}
    </Stack>
  );
}
