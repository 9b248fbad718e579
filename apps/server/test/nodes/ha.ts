import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { alive } from '@portal/db/folder-lock';
import { freePort, sleep, until } from '../faults/support.ts';
import { memberActivity, withoutRestTracebacks } from './member-activity.ts';
import { withOneClient } from './one-client.ts';

/**
 * The reference deployment's database tier, started by a test from the project's own configuration (deploy/ha):
 * a single-node etcd, two PostgreSQL 15 members managed by Patroni (synchronous replication, pg_rewind), and
 * HAProxy sending writes to the leader and reads to the replica. Everything listens on free ports in a temporary
 * folder; PostgreSQL and Patroni run as the postgres user when the test runs as root.
 */

const DEPLOY = path.resolve(import.meta.dirname, '../../../../deploy/ha');
const HOST = '127.0.0.1';
export const PATRONI = '/usr/bin/patroni';
export const PATRONICTL = '/usr/bin/patronictl';
export const ETCD = '/usr/bin/etcd';
export const HAPROXY = '/usr/sbin/haproxy';

/** Patroni's timings for the tests: a dead leader is replaced within ttl + loop_wait seconds. */
export const HA_TIMINGS = { TTL: '10', LOOP_WAIT: '2', RETRY_TIMEOUT: '3' };

const asRoot = process.getuid?.() === 0;
const postgresIds = (): { uid?: number; gid?: number } => {
  if (!asRoot) return {};
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
};

/** Fills a deploy/ha template's ${NAME} placeholders; a placeholder left without a value is an error. */
export function render(template: string, values: Record<string, string>): string {
  const text = readFileSync(path.join(DEPLOY, template), 'utf8');
  return text.replace(/\$\{(\w+)\}/g, (_, name: string) => {
    if (values[name] === undefined) throw new Error(`${template}: no value for \${${name}}`);
    return values[name];
  });
}

/** A child process with its output kept for failure messages. */
interface Proc {
  child: ChildProcess;
  output(): string;
  exited: Promise<void>;
}

function launch(command: string, args: string[], options: { cwd: string; asPostgres?: boolean }): Proc {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, HOME: options.cwd, PGPASSFILE: path.join(options.cwd, 'pgpass') },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(options.asPostgres ? postgresIds() : {}),
  });
  let out = '';
  const keep = (d: Buffer) => (out = withoutRestTracebacks(out + d.toString()).slice(-20_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { child, output: () => out, exited };
}

async function terminate(proc: Proc | null, graceMs = 20_000) {
  if (!proc) return;
  const { child } = proc;
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await proc.exited;
  clearTimeout(timer);
}

/** A folder the postgres user owns. */
function ownedDir(parent: string, name: string): string {
  const dir = path.join(parent, name);
  mkdirSync(dir, { recursive: true });
  if (asRoot) spawnSync('chown', ['postgres:postgres', dir]);
  chmodSync(dir, 0o700);
  return dir;
}

async function getJson(url: string): Promise<{ status: number; body: Record<string, unknown> | null }> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
    return { status: res.status, body };
  } catch {
    return { status: 0, body: null };
  }
}

export interface Member {
  name: string;
  pgPort: number;
  restPort: number;
  /** Its folder (Patroni's config, PostgreSQL's socket) and its PostgreSQL data folder within. */
  dir: string;
  dataDir: string;
  /** Its Patroni config, for patronictl. */
  config: string;
  /** The role Patroni reports ('primary'/'master', 'replica'), and its state ('running', …); null when down. */
  status(): Promise<{ role: string; state: string; timeline?: number } | null>;
  /** The postmaster's process id, from its pid file. */
  postmasterPid(): number | null;
  /** The machine is lost: Patroni and the postmaster are killed with SIGKILL, nothing shuts down cleanly. */
  crash(): Promise<void>;
  /** Starts the member's Patroni again (it rewinds or clones its data and rejoins). */
  start(): void;
  stop(): Promise<void>;
  /** The end of its output, for a failure message. */
  output(): string;
  /** All of its output kept (20,000 characters a start): a promotion two minutes back is still in it. */
  log(): string;
}

export interface HaCluster {
  /** Writes: HAProxy's port that only the leader passes. */
  writePort: number;
  /** Reads: HAProxy's port in front of the healthy replicas. */
  readPort: number;
  password: string;
  members: Member[];
  /** A URL through HAProxy: `write` (the leader) or `read` (a replica). */
  url(database?: string, to?: 'write' | 'read'): string;
  /** The member Patroni names leader and that answers as primary, waiting up to `ms` for one. */
  leader(ms?: number): Promise<Member>;
  /** Runs patronictl against the cluster. */
  patronictl(args: string[]): string;
  /** What each process wrote lately, for failure messages. */
  logs(): string;
  /**
   * What each member is doing now, for failure messages: whether it is in recovery, whom it waits on for a
   * synchronous commit, and its sessions by wait event (a write that hangs rather than fails shows here).
   */
  activity(): Promise<string>;
  stop(): Promise<void>;
}

/** How the pair archives its WAL: the archive_command for a member, given where it lives (none: no archiving). */
export type ArchiveCommand = (m: { name: string; dir: string; dataDir: string; pgPort: number }) => string;

export interface HaOptions {
  archiveCommand?: ArchiveCommand;
}

function member(
  root: string,
  name: string,
  ports: { pg: number; rest: number },
  shared: Record<string, string>,
  archiveCommand?: ArchiveCommand,
): Member {
  const dir = ownedDir(root, name);
  const dataDir = path.join(dir, 'data');
  const config = path.join(dir, 'patroni.yml');
  const archive = archiveCommand?.({ name, dir, dataDir, pgPort: ports.pg });
  writeFileSync(
    config,
    render('patroni.yml', {
      ...shared,
      ARCHIVE_MODE: archive ? 'on' : 'off',
      ARCHIVE_COMMAND: archive ?? '',
      MEMBER: name,
      PG_PORT: String(ports.pg),
      REST_PORT: String(ports.rest),
      DATA_DIR: dataDir,
      RUN_DIR: dir,
    }),
  );
  if (asRoot) spawnSync('chown', ['postgres:postgres', config]);
  let proc: Proc | null = null;
  let previous = '';
  const self: Member = {
    name,
    pgPort: ports.pg,
    restPort: ports.rest,
    dir,
    dataDir,
    config,
    async status() {
      const { body } = await getJson(`http://${HOST}:${ports.rest}/patroni`);
      if (!body) return null;
      return { role: String(body.role), state: String(body.state), timeline: body.timeline as number | undefined };
    },
    postmasterPid() {
      const file = path.join(dataDir, 'postmaster.pid');
      if (!existsSync(file)) return null;
      return Number(readFileSync(file, 'utf8').split('\n')[0]) || null;
    },
    async crash() {
      const postmaster = self.postmasterPid();
      proc?.child.kill('SIGKILL');
      if (postmaster) spawnSync('kill', ['-9', String(postmaster)]);
      await proc?.exited;
      // The postmaster's children notice its death and exit on their own within moments.
      await until('the crashed postmaster to be gone', async () => !postmaster || !alive(postmaster), 15_000);
    },
    start() {
      if (proc) previous += proc.output();
      proc = launch(PATRONI, [config], { cwd: dir, asPostgres: true });
    },
    async stop() {
      await terminate(proc, 30_000);
      const postmaster = self.postmasterPid();
      if (postmaster && alive(postmaster)) spawnSync('kill', ['-9', String(postmaster)]);
    },
    output: () => self.log().slice(-6000),
    log: () => previous + (proc?.output() ?? ''),
  };
  return self;
}

/**
 * Starts etcd, two Patroni members (the first bootstraps, the second clones it) and HAProxy in front of them; with
 * `archiveCommand`, each member archives its WAL while it leads.
 */
export async function startHa(options: HaOptions = {}): Promise<HaCluster> {
  const root = mkdtempSync(path.join(tmpdir(), 'portal-ha-'));
  chmodSync(root, 0o755);
  const [etcdPort, etcdPeerPort, writePort, readPort, ...memberPorts] = await Promise.all(
    Array.from({ length: 8 }, () => freePort()),
  );
  const password = randomBytes(12).toString('hex');
  const procs: Proc[] = [];
  const members: Member[] = [];
  const stop = async () => {
    for (const p of procs.reverse()) await terminate(p);
    for (const m of members) await m.stop();
    rmSync(root, { recursive: true, force: true });
  };
  try {
    const etcdDir = ownedDir(root, 'etcd');
    const etcdConfig = path.join(etcdDir, 'etcd.yml');
    writeFileSync(
      etcdConfig,
      render('etcd.yml', {
        HOST,
        ETCD_NAME: 'etcd1',
        ETCD_DATA_DIR: path.join(etcdDir, 'data'),
        ETCD_PORT: String(etcdPort),
        ETCD_PEER_PORT: String(etcdPeerPort),
      }),
    );
    const etcd = launch(ETCD, ['--config-file', etcdConfig], { cwd: etcdDir, asPostgres: true });
    procs.push(etcd);
    await until(
      'etcd to answer',
      async () => {
        if (etcd.child.exitCode !== null) throw new Error(`etcd exited: ${etcd.output()}`);
        return (await getJson(`http://${HOST}:${etcdPort}/health`)).body?.health === 'true';
      },
      60_000,
      200,
    );

    const shared = {
      ...HA_TIMINGS,
      HOST,
      ETCD_HOSTS: `${HOST}:${etcdPort}`,
      SUPERUSER_PASSWORD: password,
      REPLICATION_PASSWORD: password,
      CLIENT_NETWORK: '127.0.0.1/32',
    };
    members.push(
      member(root, 'pg1', { pg: memberPorts[0], rest: memberPorts[1] }, shared, options.archiveCommand),
      member(root, 'pg2', { pg: memberPorts[2], rest: memberPorts[3] }, shared, options.archiveCommand),
    );
    const roleOf = async (m: Member) => {
      const s = await m.status();
      return s?.state === 'running' ? s.role : null;
    };
    members[0].start();
    await until('the first member to lead', async () => isPrimary(await roleOf(members[0])), 120_000, 250).catch(
      (err: Error) => {
        throw new Error(`${err.message}\n${members[0].output()}`);
      },
    );
    members[1].start();
    await until('the second member to replicate', async () => (await roleOf(members[1])) === 'replica', 120_000, 250)
      .then(() => until('a synchronous standby', async () => syncStandby(members[0]), 60_000, 250))
      .catch((err: Error) => {
        throw new Error(`${err.message}\n${members[1].output()}`);
      });

    const haDir = path.join(root, 'haproxy');
    mkdirSync(haDir);
    const haConfig = path.join(haDir, 'haproxy.cfg');
    writeFileSync(
      haConfig,
      render('haproxy.cfg', {
        HOST,
        WRITE_PORT: String(writePort),
        READ_PORT: String(readPort),
        ...Object.fromEntries(
          members.flatMap((m, i) => [
            [`MEMBER_${i + 1}`, m.name],
            [`MEMBER_${i + 1}_HOST`, HOST],
            [`MEMBER_${i + 1}_PG_PORT`, String(m.pgPort)],
            [`MEMBER_${i + 1}_REST_PORT`, String(m.restPort)],
          ]),
        ),
      }),
    );
    const haproxy = launch(HAPROXY, ['-db', '-f', haConfig], { cwd: haDir });
    procs.push(haproxy);

    const url = (database = 'postgres', to: 'write' | 'read' = 'write') =>
      `postgres://postgres:${password}@${HOST}:${to === 'write' ? writePort : readPort}/${database}`;
    const cluster: HaCluster = {
      writePort,
      readPort,
      password,
      members,
      url,
      async leader(ms = 60_000) {
        return until(
          'a leader',
          async () => {
            for (const m of members) if (isPrimary(await roleOf(m))) return m;
            return null;
          },
          ms,
          200,
        );
      },
      patronictl(args) {
        const res = spawnSync(PATRONICTL, ['-c', members[0].config, ...args], { encoding: 'utf8' });
        if (res.status !== 0) throw new Error(`patronictl ${args.join(' ')}: ${res.stderr || res.stdout}`);
        return res.stdout;
      },
      logs: () =>
        [
          ...members.map((m) => `--- ${m.name}\n${m.output()}`),
          `--- haproxy\n${haproxy.output()}`,
          `--- etcd\n${etcd.output().slice(-2000)}`,
        ].join('\n'),
      async activity() {
        const lines = await Promise.all(members.map((m) => memberActivity({ ...m, host: HOST }, password)));
        let list: string;
        try {
          list = cluster.patronictl(['list']);
        } catch (err) {
          list = String(err);
        }
        return [...lines, `--- patronictl list\n${list}`].join('\n');
      },
      stop,
    };
    // A member still starting or being promoted answers a query read-only: writes are passed once the write port
    // answers as the primary (a `select 1` alone let a CREATE DATABASE meet a read-only server), on enough
    // connections in a row that each member was met: HAProxy counts both members up until their checks say
    // otherwise and deals connections to them in turn, so one primary answer let the next connection, the
    // CREATE DATABASE, reach the standby.
    await until('HAProxy to pass writes to the leader only', () => everyConnectionToPrimary(url()), 60_000, 250);
    return cluster;
  } catch (err) {
    await stop();
    throw err;
  }
}

const isPrimary = (role: string | null) => role === 'primary' || role === 'master';

/** Whether the cluster has its synchronous standby (Patroni's /cluster names its role). */
async function syncStandby(leader: Member): Promise<boolean> {
  const { body } = await getJson(`http://${HOST}:${leader.restPort}/cluster`);
  const members = (body?.members ?? []) as { role: string }[];
  return members.some((m) => m.role === 'sync_standby');
}

/** Connections in a row that meet each of the pair's members at least twice when HAProxy deals them in turn. */
const CONNECTIONS_IN_A_ROW = 4;

async function everyConnectionToPrimary(url: string): Promise<boolean> {
  for (let i = 0; i < CONNECTIONS_IN_A_ROW; i++) if (!(await answersAsPrimary(url))) return false;
  return true;
}

async function answersAsPrimary(url: string): Promise<boolean> {
  return withOneClient(
    url,
    async (client) => {
      const { rows } = await client.query<{ primary: boolean }>('select not pg_is_in_recovery() as primary');
      return rows[0].primary;
    },
    () => false,
  );
}

export { sleep, until };
