import { connect, createServer, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCommitOutcomeUnknown, openDb, type DbHandle } from '@portal/db';
import { DATABASE_UNAVAILABLE, OUTCOME_UNKNOWN, OUTCOME_UNKNOWN_CODE } from '../../src/db-unavailable.ts';
import { registerErrorHandling } from '../../src/errors.ts';
import { freshDatabase, PG_URL, SKIP_REASON } from './support.ts';

/**
 * A proxy between the portal's pool and PostgreSQL that, when armed, lets the first statement containing `cut` reach
 * the server and then drops the portal's side of the connection before the answer comes back: the connection lost
 * during COMMIT of a failover, made on purpose.
 */
async function cuttingProxy(target: URL) {
  let cut: Buffer | null = null;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    upstream.on('data', (d) => {
      if (!client.destroyed) client.write(d);
    });
    upstream.on('error', () => client.destroy());
    // The server's side stays open until the test ends: closing it early could reset the connection before a slow
    // server has read the COMMIT already sent, and the write would then be lost after all.
    client.on('error', () => undefined);
    client.on('data', (d: Buffer) => {
      upstream.write(d);
      if (cut && d.toString('latin1').toLowerCase().includes(cut.toString('latin1'))) {
        cut = null;
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
    /** Drops the connection that next sends a statement containing `text`, right after sending it. */
    arm: (text: string) => (cut = Buffer.from(text.toLowerCase(), 'latin1')),
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

describe.skipIf(!PG_URL)(`a connection lost during COMMIT (${PG_URL ? 'PostgreSQL' : SKIP_REASON})`, () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let proxy: Awaited<ReturnType<typeof cuttingProxy>>;
  let handle: DbHandle;
  let direct: DbHandle;
  let app: FastifyInstance;
  let thrown: unknown;

  beforeAll(async () => {
    database = await freshDatabase(PG_URL!);
    proxy = await cuttingProxy(new URL(database.url));
    handle = await openDb({ databaseUrl: proxy.url, dataDir: 'memory://' });
    direct = await openDb({ databaseUrl: database.url, dataDir: 'memory://' });
    await direct.db.execute(sql`create table payments (id serial primary key, paise integer not null)`);
    app = Fastify();
    registerErrorHandling(app);
    app.post('/pay', async () => {
      throw thrown;
    });
    // A payment that commits, then reads its answer back over a connection that is lost (or only reads, if not `pay`).
    app.post<{ Querystring: { paise: string; pay?: string } }>('/pay-then-read', async (request) => {
      const paise = Number(request.query.paise);
      if (request.query.pay)
        await handle.db.transaction(async (tx) => {
          await tx.execute(sql`insert into payments (paise) values (${paise})`);
        });
      proxy.arm(`select ${paise} as answer`);
      await handle.db.execute(sql.raw(`select ${paise} as answer`));
      return { paise };
    });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await handle?.close();
    await direct?.close();
    await proxy?.close();
    await database?.drop();
  }, 120_000);

  const answer = async (err: unknown) => {
    thrown = err;
    const res = await app.inject({ method: 'POST', url: '/pay' });
    return { status: res.statusCode, retryAfter: res.headers['retry-after'], ...res.json() };
  };
  const saved = async (paise: number) =>
    (
      (await direct.db.execute(sql`select count(*)::int as n from payments where paise = ${paise}`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0].n;

  it('answers that it could not confirm the write, not that nothing was saved, when the write did commit', async () => {
    proxy.arm('commit');
    const err = await handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into payments (paise) values (150000)`);
      })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(err).not.toBeNull();
    // The server committed it: "Nothing was saved" would have been false, and a retry a duplicate. A loaded server
    // may finish the COMMIT a moment after the portal's side of the connection dropped.
    await expect.poll(() => saved(150000), { timeout: 15_000 }).toBe(1);
    expect(isCommitOutcomeUnknown(err)).toBe(true);
    const res = await answer(err);
    expect(res).toMatchObject({ status: 503, code: OUTCOME_UNKNOWN_CODE, message: OUTCOME_UNKNOWN });
    expect(res.message).toContain('We could not confirm whether it was saved; check before trying again');
    // Nothing invites a blind retry.
    expect(res.retryAfter).toBeUndefined();
  });

  it('still answers "nothing was saved" when the connection was lost before COMMIT', async () => {
    proxy.arm('insert into payments');
    const err = await handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into payments (paise) values (250000)`);
      })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(err).not.toBeNull();
    expect(await saved(250000)).toBe(0);
    expect(isCommitOutcomeUnknown(err)).toBe(false);
    expect(await answer(err)).toMatchObject({ status: 503, retryAfter: '5', message: DATABASE_UNAVAILABLE });
  });

  it('answers that it could not confirm the write when the database is lost after the write committed', async () => {
    const res = await app.inject({ method: 'POST', url: '/pay-then-read?paise=350000&pay=1' });
    expect(await saved(350000)).toBe(1);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: OUTCOME_UNKNOWN_CODE, message: OUTCOME_UNKNOWN });
    expect(res.headers['retry-after']).toBeUndefined();
    // Nothing written before the connection was lost: "nothing was saved" stays true.
    const read = await app.inject({ method: 'POST', url: '/pay-then-read?paise=450000' });
    expect(await saved(450000)).toBe(0);
    expect([read.statusCode, read.json().message, read.headers['retry-after']]).toEqual([
      503,
      DATABASE_UNAVAILABLE,
      '5',
    ]);
  });
});
