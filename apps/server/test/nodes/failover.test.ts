import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CRON_STATUS } from '@portal/core';
import { openDb, type DbHandle } from '@portal/db';
import { enqueue, jobRuns } from '@portal/kit';
import { adminUsers } from '@portal/mod-users/server';
import { SLA_JOB } from '@portal/mod-tickets/server';
import { DATABASE_UNAVAILABLE, OUTCOME_UNKNOWN } from '../../src/db-unavailable.ts';
import { PG_URL, SKIP_REASON, signIn, sleep, startServer, type ServerProcess } from '../faults/support.ts';
import { openStream, type StreamEvent } from '../live-stream.ts';
import pg from 'pg';
import { loadTemplate, startNginx, startPgBouncer, until, type Daemon } from './cluster.ts';
import { HA_TIMINGS, startHa, type HaCluster, type Member } from './ha.ts';
import { promotionsAfter } from './member-activity.ts';
import { withOneClient } from './one-client.ts';
import { connectionsInUse, nodePools, poolerState } from './pooler-state.ts';
import { ackedCount, morningWrites, writeLoad, type LoadReport, type WriteKind } from './write-load.ts';

const OWNER = 'franchisee-a@demo.school';
const TEACHER = 'teacher@demo.school';
const PARENT = 'parent@demo.school';
const FINANCE = 'finance@demo.school';
/** The portal's database on the pair, and PgBouncer's pool of the same name. */
const DATABASE = 'portal';
/** Writes must flow again within this many seconds of the leader's loss (ttl + loop_wait + a promotion). */
const MAX_SECONDS_WITHOUT_WRITES = 30;

/**
 * The database tier of the reference deployment (deploy/ha: Patroni, synchronous replication, HAProxy) under two
 * portal nodes behind nginx, while clients keep writing: the leader's machine is lost, then a planned switchover.
 */
describe.skipIf(!PG_URL)(`failover of the database server (${PG_URL ? 'PostgreSQL' : SKIP_REASON})`, () => {
  let ha: HaCluster;
  let nodes: ServerProcess[] = [];
  let proxy: Daemon;
  let bouncer: Daemon;
  let handle: DbHandle;
  let folders: string[] = [];
  let owner: string;
  let morning: (first: number) => Promise<WriteKind[]>;

  beforeAll(async () => {
    ha = await startHa();
    const template = new URL(PG_URL!);
    template.pathname = `/${inject('templateDatabase')}`;
    await loadTemplate(template.toString(), { port: ha.writePort, url: ha.url, stop: async () => {} }, DATABASE);
    // PgBouncer in front of HAProxy's leader port: a planned switchover pauses it, so requests wait, not fail.
    bouncer = await startPgBouncer({ port: ha.writePort, url: ha.url, stop: async () => {} }, 20, {
      password: ha.password,
      settings: ['server_login_retry = 1', 'server_connect_timeout = 3'],
    });
    folders = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), 'portal-node-')));
    nodes = await Promise.all(
      folders.map((dataDir) =>
        startServer({
          databaseUrl: `${bouncer.url}/${DATABASE}`,
          dataDir,
          readyTimeoutMs: 150_000,
          env: {
            DATABASE_DIRECT_URL: ha.url(DATABASE),
            DATABASE_READ_URL: ha.url(DATABASE, 'read'),
            AUTH_IP_LIMIT_PER_MINUTE: '100000',
            TRUST_PROXY: '1',
            DB_POOL_SIZE: '8',
          },
        }),
      ),
    );
    proxy = await startNginx(nodes.map((n) => n.port));
    handle = await openDb({ databaseUrl: ha.url(DATABASE), dataDir: 'memory://' });
    owner = await signIn(proxy.url, OWNER);
    const tokens = { owner, teacher: await signIn(proxy.url, TEACHER), finance: await signIn(proxy.url, FINANCE) };
    morning = (first) => morningWrites(proxy.url, tokens, first);
  }, 400_000);

  afterAll(async () => {
    await proxy?.stop();
    await Promise.all(nodes.map((n) => n.kill()));
    await handle?.close().catch(() => undefined);
    await bouncer?.stop();
    await ha?.stop();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  }, 120_000);

  /**
   * Every acknowledged write of each kind is on the (new) leader with the content it was sent with; every write
   * answered "nothing was saved" is absent; every keyed write answered "could not confirm" and sent again with its
   * key is there once.
   */
  async function assertNothingLost(report: LoadReport, kinds: WriteKind[]) {
    for (const kind of kinds) {
      const ids = report.acknowledged[kind.name];
      expect(ids.length, `${kind.name}s acknowledged`).toBeGreaterThan(0);
      const { rows } = await handle.pool!.query<{ id: number; content: string }>(
        `select id, ${kind.column}::text as content from ${kind.table} where id = any($1)`,
        [ids],
      );
      expect(rows.length, `${kind.name}s kept of those acknowledged`).toBe(ids.length);
      const kept = Object.fromEntries(rows.map((r) => [r.id, r.content]));
      expect(kept, `${kind.name}s kept as they were sent`).toEqual(report.contents[kind.name]);
    }
    const count = async (sent: { kind: string; content: string }) => {
      const kind = kinds.find((k) => k.name === sent.kind)!;
      const { rows } = await handle.pool!.query<{ n: number }>(
        `select count(*)::int as n from ${kind.table} where ${kind.column}::text = $1`,
        [sent.content],
      );
      return rows[0].n;
    };
    for (const sent of report.notSaved) expect(await count(sent), `"not saved" ${JSON.stringify(sent)}`).toBe(0);
    for (const sent of report.retriedWithKey)
      expect(await count(sent), `sent again with its key ${JSON.stringify(sent)}`).toBe(1);
  }

  /**
   * Only 503s between the successes, never a 500 or a dropped answer: "nothing was saved" with Retry-After, or,
   * for a write whose connection was lost at COMMIT, that it could not be confirmed (no Retry-After).
   */
  function assertOnlyRetryable(report: LoadReport) {
    for (const f of report.refused)
      if (f.message === OUTCOME_UNKNOWN) expect(f, JSON.stringify(f)).toMatchObject({ status: 503 });
      else expect(f, JSON.stringify(f)).toMatchObject({ status: 503, retryAfter: '5', message: DATABASE_UNAVAILABLE });
  }

  const role = async (m: Member) => (await m.status())?.role;

  it('loses no acknowledged write when the leader is lost, and every piece finds the new leader', async () => {
    const oldLeader = await ha.leader();
    const survivor = ha.members.find((m) => m !== oldLeader)!;
    const [parent] = await handle.db.select().from(adminUsers).where(eq(adminUsers.email, PARENT));
    const child = parent.studentAdmissionId!;
    // A parent's stream, opened before; it reconnects with Last-Event-ID when the server ends it, as a browser does.
    const stream = followStream(nodes[1].url, await signIn(proxy.url, PARENT));

    const kinds = await morning(600_000);
    const load = writeLoad(proxy.url, kinds, { workers: 8 });
    await until('writes to flow', async () => ackedCount(load.report()) >= 30, 90_000);
    const lostAt = Date.now();
    await oldLeader.crash();
    await until('writes to succeed again', async () => load.ackedSince(lostAt) >= 20, 120_000, 200).catch(
      async (err: Error) => {
        // The run's summary keeps a failure's first four lines: what hangs, and where (the nodes' pools, PgBouncer's
        // pool, each member).
        const promoted = promotionsAfter(ha.members, lostAt, 'the crash');
        const head = `${err.message}: ${load.unanswered()}; ${promoted}; ${await nodePools(nodes.map((n) => n.url))}`;
        const refused = `--- the last refusals: ${JSON.stringify(load.report().refused.slice(-5))}`;
        const portal = nodes.map((n, i) => `--- node ${i + 1}\n${n.output().split('\n').slice(-15).join('\n')}`);
        const pooler = await poolerState(bouncer.url, DATABASE);
        const members = await ha.activity();
        throw new Error(
          [head, pooler, members, refused, `--- PgBouncer's log\n${bouncer.log()}`, ...portal, ha.logs()].join('\n'),
        );
      },
    );
    const report = await load.stop();
    const gap = report.longestGapMs / 1000;
    console.log(
      `leader lost (Patroni ttl ${HA_TIMINGS.TTL} s, loop_wait ${HA_TIMINGS.LOOP_WAIT} s): ${gap.toFixed(1)} s ` +
        `without writes, ${report.refused.length} requests refused (503), ` +
        `${ackedCount(report)} acknowledged writes (${kindsCounted(report)}), ` +
        `${report.notSaved.length} answered "nothing was saved", ` +
        `${report.retriedWithKey.length} "could not confirm" sent again with their key`,
    );
    expect(gap).toBeLessThan(MAX_SECONDS_WITHOUT_WRITES);
    expect(await role(survivor)).toMatch(/primary|master/);
    assertOnlyRetryable(report);
    await assertNothingLost(report, kinds);
    // Every connection taken in the failover came back to its pool: one a failed BEGIN kept out (drizzle-orm 0.45.4,
    // patched) stayed out for good, and eight emptied a node's pool.
    const urls = nodes.map((n) => n.url);
    await until(
      'the nodes to have every connection back',
      async () => (await connectionsInUse(urls)) === 0,
      30_000,
      50,
    ).catch(async (err: Error) => {
      throw new Error(`${err.message}: ${await nodePools(urls)}`);
    });

    // The lost machine comes back: its data is rewound onto the new timeline and it follows as a replica.
    oldLeader.start();
    await until(
      'the old leader to rejoin as a replica',
      async () => {
        const s = await oldLeader.status();
        return s?.role === 'replica' && s.state === 'running' && s;
      },
      120_000,
      500,
    ).catch((err: Error) => {
      throw new Error(`${err.message}\n${oldLeader.output()}`);
    });
    await until(
      'it to be the synchronous standby again',
      async () => ha.patronictl(['list']).includes('Sync Standby'),
      120_000,
      500,
    );
    // Replica routing finds the rejoined member behind HAProxy's read port by itself.
    await until(
      'reads to go to the replica again',
      async () => ((await (await fetch(`${nodes[0].url}/api/health`)).json()) as Health).replica?.usable,
      60_000,
      500,
    );

    // The stream hears a check-in written after the failover.
    const teacher = await signIn(proxy.url, TEACHER);
    const res = await retrying(() =>
      fetch(`${proxy.url}/api/day/roster/check-in`, {
        method: 'POST',
        headers: { authorization: `Bearer ${teacher}`, 'content-type': 'application/json' },
        body: JSON.stringify({ studentAdmissionId: child }),
      }),
    );
    expect(res.status, await res.text()).toBe(200);
    try {
      await stream.waitFor((e) => e.kind === 'day.check-in' && e.payload.studentAdmissionId === child, 60_000);
    } finally {
      stream.close();
    }

    // The job queue runs on the new leader.
    const { runId } = await enqueue(handle.db, SLA_JOB, { after: 'failover' });
    await until(
      'a job queued after the failover to run',
      async () => {
        const [run] = await handle.db.select().from(jobRuns).where(eq(jobRuns.id, runId));
        return run?.status === CRON_STATUS.COMPLETED;
      },
      60_000,
      200,
    );
  }, 400_000);

  it('switches over as planned under the same load, refusing no request and losing nothing', async () => {
    // A switchover needs both members running: after a failed first case the lost one may never have come back,
    // and waiting out this case's budget would tell nothing more.
    const states = await Promise.all(ha.members.map(async (m) => ({ member: m.name, status: await m.status() })));
    if (states.some((s) => s.status?.state !== 'running'))
      throw new Error(`a member is not running, so there is nothing to switch over to: ${JSON.stringify(states)}`);
    const leader = await ha.leader();
    const candidate = ha.members.find((m) => m !== leader)!;
    const kinds = await morning(650_000);
    const load = writeLoad(proxy.url, kinds, { workers: 8 });
    await until('writes to flow', async () => ackedCount(load.report()) >= 30, 90_000);
    const startedAt = Date.now();
    // Requests queue in PgBouncer while the leader changes; it resumes once HAProxy passes the new leader.
    const admin = new pg.Client({ connectionString: `${bouncer.url}/pgbouncer` });
    await admin.connect();
    try {
      await admin.query('PAUSE');
      const answer = await fetch(`http://127.0.0.1:${leader.restPort}/switchover`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ leader: leader.name, candidate: candidate.name }),
      });
      expect(answer.status, await answer.text()).toBe(200);
      await until('HAProxy to pass writes to the new leader', () => servesWrites(ha.url(), candidate), 60_000, 200);
    } finally {
      await admin.query('RESUME');
      await admin.end();
    }
    await until('writes to succeed on the new leader', async () => load.ackedSince(startedAt) >= 20, 120_000, 200);
    const report = await load.stop();
    console.log(
      `planned switchover: ${(report.longestGapMs / 1000).toFixed(1)} s without writes, ` +
        `${report.refused.length} requests refused (503), ${ackedCount(report)} acknowledged writes ` +
        `(${kindsCounted(report)})`,
    );
    expect(await role(candidate)).toMatch(/primary|master/);
    expect(report.longestGapMs / 1000).toBeLessThan(MAX_SECONDS_WITHOUT_WRITES);
    // Paused, PgBouncer held every request until the new leader took it: none was refused.
    expect(report.refused).toEqual([]);
    await assertNothingLost(report, kinds);
    await until('the old leader to follow', async () => (await role(leader)) === 'replica', 120_000, 500);
  }, 300_000);
});

const kindsCounted = (report: LoadReport) =>
  Object.entries(report.acknowledged)
    .map(([kind, ids]) => `${ids.length} ${kind}s`)
    .join(', ');

interface Health {
  replica?: { usable: boolean };
}

/** Whether `url` reaches `member` as a primary. */
async function servesWrites(url: string, member: Member): Promise<boolean> {
  return withOneClient(
    url,
    async (client) => {
      const { rows } = await client.query('select inet_server_port() as port, pg_is_in_recovery() as standby');
      return rows[0].port === member.pgPort && !rows[0].standby;
    },
    () => false,
  );
}

/** Retries a request the database refused for a moment (503), as a client honouring Retry-After does. */
async function retrying(send: () => Promise<Response>, ms = 60_000): Promise<Response> {
  const deadline = Date.now() + ms;
  for (;;) {
    const res = await send();
    if (res.status !== 503 || Date.now() > deadline) return res;
    await sleep(500);
  }
}

/** An SSE stream that reconnects from its last event id whenever the server ends it, like EventSource. */
function followStream(base: string, token: string) {
  const events: StreamEvent[] = [];
  let closed = false;
  let current: Awaited<ReturnType<typeof openStream>> | null = null;
  const run = async () => {
    while (!closed) {
      try {
        const open = await openStream(base, token, events.at(-1)?.id);
        current = open;
        const copy = setInterval(() => events.push(...open.events.splice(0)), 50);
        await open.ended;
        clearInterval(copy);
        events.push(...open.events.splice(0));
      } catch {
        await sleep(500); // refused while the database is away
      }
    }
  };
  void run();
  return {
    async waitFor(test: (e: StreamEvent) => boolean, ms: number) {
      return until('the event on the stream', async () => events.find(test), ms, 100).catch((err: Error) => {
        throw new Error(`${err.message}; got ${JSON.stringify(events)}`);
      });
    },
    close() {
      closed = true;
      current?.close();
    },
  };
}
