import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUE_HEADERS } from '@portal/kit';
import { freshDatabase, PG_URL, signIn, SKIP_REASON, startServer, until, type ServerProcess } from './support.ts';

const TEACHER = 'teacher@demo.school';

/**
 * A classroom write in flight when its node dies: the teacher's device sends it again with the same Idempotency-Key
 * to a node that started since, and it is stored once. The key used to commit before the write, so the retry was
 * refused ("still being recorded", then "whether it was kept is unknown") for ever and the event never stored.
 */
describe.skipIf(!PG_URL)(`a keyed write killed mid-flight (${PG_URL ? 'PostgreSQL' : SKIP_REASON})`, () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let server: ServerProcess | undefined;
  let admin: pg.Client;

  beforeAll(async () => {
    database = await freshDatabase(PG_URL!);
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
  }, 60_000);

  afterAll(async () => {
    await server?.kill();
    await admin?.end();
    await database?.drop();
  }, 120_000);

  const stored = async (text: string) =>
    (await admin.query<{ n: number }>('select count(*)::int as n from day_care_events where text = $1', [text])).rows[0]
      .n;

  it('is stored once when sent again after the node died', async () => {
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

    // The write is held mid-flight: its insert waits on a lock the test holds, then the node dies under it.
    await admin.query('begin');
    await admin.query('lock table day_care_events in exclusive mode');
    const inFlight = send(server.url).catch(() => null);
    await until('the write to wait on the lock', async () => {
      const { rows } = await admin.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity ' +
          "where wait_event_type = 'Lock' and datname = current_database()",
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
  }, 600_000);
});
