import { createServer, type Server } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE, RETRY_AFTER_SECONDS } from '../src/db-unavailable.ts';
import { registerErrorHandling } from '../src/errors.ts';
import { freePort } from './faults/support.ts';

/** An error as node-postgres raises it for a server's answer (a SQLSTATE) or a socket's failure. */
const dbError = (code: string, message = 'database error') => Object.assign(new Error(message), { code });

describe('a request that meets a lost or read-only database', () => {
  let app: FastifyInstance;
  let thrown: unknown;
  /** Accepts a connection and drops it at once: a server that dies under its clients. */
  let dropping: Server;
  let droppingPort: number;

  beforeAll(async () => {
    app = Fastify();
    registerErrorHandling(app);
    app.get('/boom', async () => {
      throw thrown;
    });
    await app.ready();
    dropping = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => dropping.listen(0, '127.0.0.1', resolve));
    droppingPort = (dropping.address() as { port: number }).port;
  });

  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => dropping.close(resolve));
  });

  const answer = async (err: unknown) => {
    thrown = err;
    const res = await app.inject({ method: 'GET', url: '/boom' });
    return { status: res.statusCode, retryAfter: res.headers['retry-after'], message: res.json().message as string };
  };
  const unavailable = { status: 503, retryAfter: String(RETRY_AFTER_SECONDS), message: DATABASE_UNAVAILABLE };

  it.each([
    ['08006', 'connection failure'],
    ['08P01', 'protocol violation (the pooler lost its server)'],
    ['57P01', 'terminating connection due to administrator command'],
    ['57P02', 'terminating connection due to crash of another server process'],
    ['57P03', 'the database system is in recovery mode'],
    ['25006', 'cannot execute INSERT in a read-only transaction'],
    ['ECONNRESET', 'read ECONNRESET'],
  ])('answers 503 with Retry-After for SQLSTATE/code %s (%s)', async (code, message) => {
    expect(await answer(dbError(code, message))).toEqual(unavailable);
  });

  it('sees through the ORM wrapping the driver error', async () => {
    const cause = dbError('25006', 'cannot execute UPDATE in a read-only transaction');
    expect(await answer(new DrizzleQueryError('update "x" set "y" = $1', [1], cause))).toEqual(unavailable);
  });

  it('answers 503 when the connection is refused or dropped by a real client', async () => {
    const refused = new pg.Client({ host: '127.0.0.1', port: await freePort(), user: 'postgres' });
    expect(await answer(await refused.connect().catch((e: unknown) => e))).toEqual(unavailable);

    const pool = new pg.Pool({ host: '127.0.0.1', port: droppingPort, user: 'postgres' });
    pool.on('error', () => undefined);
    const dropped = await pool.query('select 1').catch((e: unknown) => e);
    expect(String(dropped)).toMatch(/Connection terminated/);
    expect(await answer(dropped)).toEqual(unavailable);
    await pool.end();
  });

  it('leaves other database errors as they were', async () => {
    expect((await answer(dbError('42P01', 'relation "x" does not exist'))).status).toBe(500);
    const duplicate = Object.assign(dbError('23505'), { detail: 'Key (name)=(Pune) already exists.' });
    expect((await answer(duplicate)).status).toBe(409);
  });
});
