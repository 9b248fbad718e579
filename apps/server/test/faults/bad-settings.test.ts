import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CONFIGURATION_EXIT_CODE, lockFolder } from '@portal/db';
import { serverMainArgs } from '../server-main.ts';
import { freePort } from './support.ts';

// Each start the portal cannot make exits within 15 s, before the database is opened where it can be, with one
// sentence naming the setting and the exit code the supervisor of `npm start` stops on. Most need no database:
// a stand-in answers as PostgreSQL would refuse.
const serverDir = path.resolve(import.meta.dirname, '../..');
const work = mkdtempSync(path.join(tmpdir(), 'portal-settings-'));
const servers: Server[] = [];
const sockets: Socket[] = [];
afterAll(() => {
  for (const s of sockets) s.destroy();
  for (const s of servers) s.close();
  rmSync(work, { recursive: true, force: true });
});

async function listen(onConnection: (socket: Socket) => void): Promise<number> {
  const server = createServer((socket) => {
    sockets.push(socket);
    onConnection(socket);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as { port: number }).port;
}

/** A stand-in PostgreSQL that refuses every start-up with `code` (an ErrorResponse, as the real one sends). */
function refusingPostgres(code: string, message: string): Promise<number> {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${message}\0\0`);
  const length = Buffer.alloc(4);
  length.writeInt32BE(fields.length + 4);
  return listen((socket) => socket.once('data', () => socket.end(Buffer.concat([Buffer.from('E'), length, fields]))));
}

/** The server's entry (`serverMainArgs`) with `env`; its exit code, how long it took and the last line it printed. */
async function start(env: Record<string, string>, asUser?: number) {
  const started = Date.now();
  const child = spawn(process.execPath, serverMainArgs(), {
    cwd: serverDir,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      DATA_DIR: path.join(work, `data-${Date.now()}`),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(asUser === undefined ? {} : { uid: asUser, gid: asUser }),
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const killer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(killer);
  const lines = out.trim().split('\n');
  return { code, ms: Date.now() - started, said: lines[lines.length - 1], out };
}

function expectRefused(result: Awaited<ReturnType<typeof start>>, sentence: RegExp) {
  expect(result.said, result.out).toMatch(sentence);
  expect(result.said).toMatch(/^The portal did not start: /);
  expect(result.code).toBe(CONFIGURATION_EXIT_CODE);
  expect(result.ms).toBeLessThan(15_000);
}

describe('a start with a wrong setting', () => {
  it('names DATABASE_URL when nothing answers there', async () => {
    const port = await freePort();
    expectRefused(
      await start({ DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/portal` }),
      new RegExp(`Nothing answers at DATABASE_URL \\(127\\.0\\.0\\.1:${port}/portal\\)`),
    );
  }, 90_000);

  it('names DATABASE_URL when the address accepts the connection and never answers', async () => {
    const port = await listen(() => {});
    expectRefused(
      await start({ DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/portal` }),
      /The database at DATABASE_URL \(.*\) did not answer within 5 s/,
    );
  }, 90_000);

  it('names DATABASE_URL for a refused password, without a stack', async () => {
    const port = await refusingPostgres('28P01', 'password authentication failed for user "portal"');
    const result = await start({ DATABASE_URL: `postgres://portal:wrong@127.0.0.1:${port}/portal` });
    expectRefused(result, /refused its user name or password: correct DATABASE_URL$/);
    expect(result.out).not.toMatch(/\n\s+at /);
    expect(result.out).not.toContain('wrong');
  }, 90_000);

  it('names DATABASE_URL for a database that does not exist', async () => {
    const port = await refusingPostgres('3D000', 'database "portal" does not exist');
    expectRefused(
      await start({ DATABASE_URL: `postgres://portal@127.0.0.1:${port}/portal` }),
      /The database named in DATABASE_URL \(.*\/portal\) does not exist/,
    );
  }, 90_000);

  it('names DATA_DIR when the data folder cannot be written', async () => {
    const folder = path.join(work, 'read-only');
    mkdirSync(folder);
    writeFileSync(path.join(folder, 'PG_VERSION'), '16\n');
    chmodSync(folder, 0o555);
    // Root writes anywhere: the portal then runs as nobody, as a service account would.
    const asUser = process.getuid?.() === 0 ? 65534 : undefined;
    expectRefused(
      await start({ DATA_DIR: folder }, asUser),
      new RegExp(`The data folder ${folder} \\(DATA_DIR\\) cannot be written`),
    );
  }, 90_000);

  it('names PORT when the port is in use, before the data folder is opened', async () => {
    const port = await listen(() => {});
    const folder = path.join(work, 'never-opened');
    expectRefused(
      await start({ PORT: String(port), DATA_DIR: folder }),
      new RegExp(`Port ${port} on 127\\.0\\.0\\.1 \\(PORT, HOST\\) is in use`),
    );
    expect(existsSync(folder)).toBe(false);
  }, 90_000);

  it('names DATA_DIR and the process holding the data folder', async () => {
    const folder = path.join(work, 'held');
    const lock = lockFolder(folder, 'portal');
    try {
      expectRefused(
        await start({ DATA_DIR: folder }),
        new RegExp(`The data folder ${folder} is in use by the portal \\(process ${process.pid}, since `),
      );
    } finally {
      lock.release();
    }
  }, 90_000);
});
