import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, sleep, until } from '../faults/support.ts';

/**
 * Real servers a test owns: a PostgreSQL primary and its streaming standby (initdb and pg_basebackup in a
 * temporary folder, on free ports), PgBouncer in transaction mode, and nginx in front of several nodes. Each is
 * a child process of the test, stopped by its `stop()`. The binaries come from Debian (`npm test` installs them).
 */

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
export const PGBOUNCER = '/usr/sbin/pgbouncer';
export const NGINX = '/usr/sbin/nginx';

const asRoot = process.getuid?.() === 0;

/** PostgreSQL and PgBouncer refuse to run as root: as root the test runs them as the postgres user. */
function asPostgres(command: string, args: string[]): [string, string[]] {
  return asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

export function run(command: string, args: string[]) {
  const [cmd, argv] = asPostgres(command, args);
  const res = spawnSync(cmd, argv, { encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`${command} failed: ${res.stderr || res.stdout}`);
  return res.stdout;
}

/** A folder the postgres user may write when the test runs as root. */
export function workDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  if (asRoot) spawnSync('chown', ['postgres:postgres', dir]);
  chmodSync(dir, 0o700);
  return dir;
}

export interface PgServer {
  port: number;
  url(database?: string): string;
  stop(): Promise<void>;
}

export function pgServer(dir: string, port: number): PgServer {
  const dataDir = path.join(dir, 'data');
  return {
    port,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async stop() {
      spawnSync(...asPostgres(`${PG_BIN}/pg_ctl`, ['-D', dataDir, '-m', 'immediate', '-w', 'stop']));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function startPg(dataDir: string, log: string) {
  run(`${PG_BIN}/pg_ctl`, ['-D', dataDir, '-l', log, '-w', '-t', '120', 'start']);
}

/**
 * A fresh primary that accepts replication connections from 127.0.0.1 (initdb's trust rules include them), with
 * `extra` settings for postgresql.conf (given the server's folder, where its socket lives, and its port).
 */
export async function startPrimary(
  extra: (dir: string, port: number) => string[] = () => [],
): Promise<PgServer & { dataDir: string; dir: string }> {
  const dir = workDir('portal-primary-');
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  run(`${PG_BIN}/initdb`, ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const settings = [
    `port = ${port}`,
    "listen_addresses = '127.0.0.1'",
    `unix_socket_directories = '${dir}'`,
    'wal_level = replica',
    'max_wal_senders = 5',
    'fsync = off',
    'shared_buffers = 32MB',
    'max_connections = 100',
    ...extra(dir, port),
  ];
  run('sh', ['-c', `printf '%s\\n' ${settings.map((s) => `"${s}"`).join(' ')} >> ${dataDir}/postgresql.conf`]);
  startPg(dataDir, path.join(dir, 'log'));
  return { ...pgServer(dir, port), dataDir, dir };
}

/** A hot standby of `primary`, copied with pg_basebackup and streaming from it. */
export async function startStandby(primary: PgServer): Promise<PgServer & { dataDir: string }> {
  const dir = workDir('portal-standby-');
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  run(`${PG_BIN}/pg_basebackup`, [
    '-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres', '-D', dataDir, '-R', '-X', 'stream', '-c', 'fast',
  ]); // prettier-ignore
  const settings = `"port = ${port}" "unix_socket_directories = '${dir}'" "hot_standby = on"`;
  run('sh', ['-c', `printf '%s\\n' ${settings} >> ${dataDir}/postgresql.auto.conf`]);
  startPg(dataDir, path.join(dir, 'log'));
  return { ...pgServer(dir, port), dataDir };
}

/** Copies the run's seeded template database (on the local server) into `target` as database `name`. */
export async function loadTemplate(templateUrl: string, target: PgServer, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: target.url() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const res = spawnSync(
    'sh',
    [
      '-c',
      `${PG_BIN}/pg_dump --no-owner "${templateUrl}" | ${PG_BIN}/psql -q -v ON_ERROR_STOP=1 "${target.url(name)}"`,
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (res.status !== 0) throw new Error(`copying the template failed: ${res.stderr}`);
  return target.url(name);
}

export interface Daemon {
  port: number;
  url: string;
  stop(): Promise<void>;
  /** The last lines of its log, for failure messages. */
  log(): string;
}

function daemon(child: ChildProcess, port: number, url: string, dir: string, log: () => string): Promise<Daemon> {
  let out = '';
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
    rmSync(dir, { recursive: true, force: true });
  };
  return until(
    `${path.basename(child.spawnfile)} on port ${port}`,
    async () => {
      if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}: ${out}${log()}`);
      return (await portOpen(port)) && { port, url, stop, log };
    },
    60_000,
  );
}

function portOpen(port: number): Promise<boolean> {
  return fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) }).then(
    () => true,
    (err: { cause?: { code?: string } }) => err.cause?.code !== 'ECONNREFUSED',
  );
}

/**
 * PgBouncer in transaction mode in front of `server`: each transaction borrows a server connection, so nothing of
 * a session (LISTEN, session locks, named statements) may be relied on through it.
 */
export async function startPgBouncer(
  server: PgServer,
  poolSize = 20,
  opts: { password?: string; settings?: string[] } = {},
): Promise<Daemon> {
  const dir = workDir('portal-pgbouncer-');
  const port = await freePort();
  const ini = path.join(dir, 'pgbouncer.ini');
  writeFileSync(
    ini,
    [
      '[databases]',
      `* = host=127.0.0.1 port=${server.port} user=postgres${opts.password ? ` password=${opts.password}` : ''}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      "unix_socket_dir = ''",
      'auth_type = any',
      'pool_mode = transaction',
      'max_client_conn = 500',
      `default_pool_size = ${poolSize}`,
      'ignore_startup_parameters = extra_float_digits,options',
      `logfile = ${dir}/pgbouncer.log`,
      // The admin console (PAUSE, RESUME) for the postgres user.
      'admin_users = postgres',
      ...(opts.settings ?? []),
      ...(asRoot ? ['user = postgres'] : []),
    ].join('\n'),
  );
  if (asRoot) spawnSync('chown', ['-R', 'postgres:postgres', dir]);
  const child = spawn(PGBOUNCER, [ini], { stdio: ['ignore', 'pipe', 'pipe'] });
  const url = `postgres://postgres@127.0.0.1:${port}`;
  return daemon(child, port, url, dir, () => readLog(path.join(dir, 'pgbouncer.log')));
}

function readLog(file: string) {
  return existsSync(file) ? spawnSync('tail', ['-20', file], { encoding: 'utf8' }).stdout : '';
}

/**
 * nginx spreading requests over `upstreams` (round robin): a node that refuses a connection is skipped for a
 * while, a request already sent to a node that dies fails (POST is never retried elsewhere), and the answer
 * names the node that served it (`X-Upstream`). Server-sent events pass unbuffered.
 */
export async function startNginx(upstreams: number[]): Promise<Daemon> {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-nginx-'));
  chmodSync(dir, 0o777);
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 20m;
  upstream portal {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://portal;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_buffering off;
      proxy_read_timeout 600s;
      proxy_next_upstream error timeout;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`,
  );
  const child = spawn(NGINX, ['-p', dir, '-c', conf], { stdio: ['ignore', 'pipe', 'pipe'] });
  return daemon(child, port, `http://127.0.0.1:${port}`, dir, () => readLog(path.join(dir, 'error.log')));
}

export { freePort, sleep, until };
