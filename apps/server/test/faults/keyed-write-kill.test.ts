import { randomUUID } from 'node:crypto';
import { connect, createServer, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUE_HEADERS } from '@portal/kit';
import { OUTCOME_UNKNOWN, OUTCOME_UNKNOWN_CODE } from '../../src/db-unavailable.ts';
import { freshDatabase, PG_URL, signIn, SKIP_REASON, startServer, until, type ServerProcess } from './support.ts';

const TEACHER = 'teacher@demo.school';
const FIN = 'finance@demo.school';

/**
 * A proxy between a portal and PostgreSQL that, when armed with a marker, drops the portal's side of the connection
 * that sent the marker (a write's Idempotency-Key) right after that connection sends its COMMIT: the COMMIT reaches
 * the server, the answer never comes back, as in a failover.
 */
async function commitCuttingProxy(target: URL) {
  let marker: string | null = null;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    let marked = false;
    upstream.on('data', (d) => {
      if (!client.destroyed) client.write(d);
    });
    upstream.on('error', () => client.destroy());
    client.on('error', () => undefined);
    client.on('data', (d: Buffer) => {
      upstream.write(d);
      const text = d.toString('latin1');
      if (marker && text.includes(marker)) marked = true;
      if (marked && /\bcommit\b/i.test(text)) {
        marker = null;
        marked = false;
        client.destroy();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as { port: number }).port);
  return {
    url: url.toString(),
    arm: (text: string) => (marker = text),
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * A keyed write whose outcome was lost: in flight when its node died, the teacher's device sends it again with the
 * same Idempotency-Key to a node started since, and it is stored once (the key used to commit before the write, so the
 * retry was refused "whether it was kept is unknown" for ever and the event never stored); answered "we could not
 * confirm whether it was saved" when its COMMIT's answer was lost, the same key again does not record it twice (the
 * key used to be forgotten with the 503, and the retry recorded the money a second time).
 */
describe.skipIf(!PG_URL)(`a keyed write whose outcome was lost (${PG_URL ? 'PostgreSQL' : SKIP_REASON})`, () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let server: ServerProcess | undefined;
  let admin: pg.Client;
  let proxy: Awaited<ReturnType<typeof commitCuttingProxy>> | undefined;

  beforeAll(async () => {
    database = await freshDatabase(PG_URL!, { seeded: true });
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
  }, 60_000);

  afterAll(async () => {
    await server?.kill();
    await proxy?.close();
    await admin?.end();
    await database?.drop();
  }, 120_000);

  const count = async (query: string, value: string) => (await admin.query<{ n: number }>(query, [value])).rows[0].n;
  const stored = (text: string) => count('select count(*)::int as n from day_care_events where text = $1', text);
  const notes = (reason: string) =>
    count("select count(*)::int as n from journal_entries where description like '%' || $1 || '%'", reason);

  it('is stored once when sent again after its node died mid-write', async () => {
    server = await startServer({ databaseUrl: database.url });
    const token = await signIn(server.url, TEACHER);
    const roster = (await (
      await fetch(`${server.url}/api/day/roster`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { rows: { studentAdmissionId: number; inAt: string | null; outAt: string | null }[] };
    const child = roster.rows.find((r) => r.inAt && !r.outAt);
    expect(child, 'a child checked in by the demo').toBeDefined();
    const text = `Sang the rainbow song ${randomUUID()}`;
    const key = randomUUID();
    const send = (url: string) =>
      fetch(`${url}/api/day/care-events`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', [QUEUE_HEADERS.key]: key },
        body: JSON.stringify({ studentAdmissionId: child!.studentAdmissionId, kind: 'NOTE', text }),
      });

    // The write is held mid-flight, after its key: its insert waits on a lock the test holds; the node dies under it.
    await admin.query('begin');
    await admin.query('lock table day_care_events in exclusive mode');
    // A write answered before it waited (refused, say) could never be killed mid-write: the wait fails saying so.
    let answered: string | null = null;
    const inFlight = send(server.url).then(
      async (res) => (answered = `${res.status} ${await res.text()}`),
      () => null,
    );
    await until('the write to wait on the lock', async () => {
      if (answered) throw new Error(`the write was answered before it waited on the lock: ${answered}`);
      // pg_locks, not pg_stat_activity: inside the lock's transaction the latter lists the sessions of its first
      // reading only, and a write on a connection the pool opened since was never seen waiting.
      const { rows } = await admin.query<{ n: number }>(
        'select count(*)::int as n from pg_locks l join pg_class c on c.oid = l.relation ' +
          "where c.relname = 'day_care_events' and not l.granted",
      );
      return rows[0].n > 0;
    });
    await server.kill();
    await inFlight;
    await admin.query('rollback');
    // PostgreSQL rolls back the dead node's transaction when it sees its connection gone.
    await until('the dead node’s sessions to end', async () => {
      const { rows } = await admin.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity ' +
          'where datname = current_database() and pid <> pg_backend_pid()',
      );
      return rows[0].n === 0;
    });
    expect(await stored(text)).toBe(0);
    expect(await count('select count(*)::int as n from queued_writes where key = $1', key)).toBe(0);

    // The device sends it again, to the node started since: stored once, and the same key again replays the answer.
    server = await startServer({ databaseUrl: database.url });
    const retry = await send(server.url);
    const first = await retry.text();
    expect(retry.status, first).toBe(201);
    expect(await stored(text)).toBe(1);
    const again = await send(server.url);
    expect(again.status).toBe(201);
    expect(again.headers.get(QUEUE_HEADERS.replayed)).toBe('true');
    expect(await again.text()).toBe(first);
    expect(await stored(text)).toBe(1);
    await server.kill();
    server = undefined;
  }, 600_000);

  it('a debit note answered "could not confirm" and sent again with its key is recorded once', async () => {
    proxy = await commitCuttingProxy(new URL(database.url));
    server = await startServer({ databaseUrl: proxy.url });
    const token = await signIn(server.url, FIN);
    const reason = `Signage board ${randomUUID()}`;
    const key = randomUUID();
    const send = () =>
      fetch(`${server!.url}/api/ledger/transaction/add`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', [QUEUE_HEADERS.key]: key },
        body: JSON.stringify({ franchiseeId: 2, type: 'DEBIT_NOTE', amountPaise: 12_000_00, reason }),
      });

    proxy.arm(key);
    const lost = await send();
    const answer = (await lost.json()) as { code?: string; message: string };
    expect(lost.status).toBe(503);
    expect(answer).toMatchObject({ code: OUTCOME_UNKNOWN_CODE, message: OUTCOME_UNKNOWN });
    // The COMMIT reached the server: the note is there, with its key (a loaded server may finish it a moment later).
    await until('the lost COMMIT to be applied', async () => (await notes(reason)) === 1, 15_000);

    // The accountant sends it again, as the page does, with the same key: answered, and not recorded twice.
    const retry = await send();
    const body = await retry.text();
    expect(retry.status, body).toBe(201);
    expect(retry.headers.get(QUEUE_HEADERS.replayed)).toBe('true');
    expect(JSON.parse(body)).toMatchObject({ entryId: expect.any(Number) });
    expect(await notes(reason)).toBe(1);
  }, 600_000);
});
