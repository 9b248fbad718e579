// Recorded classes and the curriculum at network scale, against the built portal:
//  1. a 1 GB video uploaded over tus, cut at 50 % and resumed (HEAD, then PATCH from the offset), with the server's
//     resident memory (VmRSS before, VmHWM during, reset first);
//  2. range requests on the stored video: time to the first byte of 200 seeks to random places;
//  3. publishing a week's plan to 500 centres (each with a section of the class).
//   node bench/learning.mjs [--mb 1024]
// Uses a fresh database on the PostgreSQL server (BENCH_PG_URL), dropped after. Needs `npm run build`.
// Goals: server below 150 MB during the upload, resume without starting again; first byte of a seek < 50 ms;
// publish to 500 centres ≤ 5 s.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const PG_BASE = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const MB = 1024 * 1024;
const SIZE = Number(arg('mb', '1024')) * MB;
const CENTRES = 500;

const freePort = () =>
  new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)[1]) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}
const mb = (bytes) => `${Math.round(bytes / MB)} MB`;

async function start() {
  const name = `portal_bench_learning_${Date.now()}`;
  const admin = new pg.Client({ connectionString: PG_BASE });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const dbUrl = new URL(PG_BASE);
  dbUrl.pathname = `/${name}`;
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-learning-'));
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: dbUrl.toString(),
      AUTH_IP_LIMIT_PER_MINUTE: '10000',
      LOG_LEVEL: 'warn',
      VIDEO_MAX_BYTES: String(2 * 1024 * MB),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (server.exitCode !== null) throw new Error(`the portal exited with ${server.exitCode}`);
    if (i > 240) throw new Error('the portal did not start within 120 s');
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    pid: server.pid,
    dbUrl: dbUrl.toString(),
    stop: async () => {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
      const c = new pg.Client({ connectionString: PG_BASE });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

async function token(url, username) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Demo@12345' }),
  });
  return (await res.json()).token;
}

/** A chunk of "video": the first starts like a WebM file. */
function chunkAt(offset, length) {
  const buf = Buffer.alloc(length, offset % 251);
  if (offset === 0) {
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]).copy(buf, 0);
    Buffer.from('webm').copy(buf, 12);
  }
  return buf;
}

/** PATCH from `offset`, writing 1 MiB chunks; stops (destroys the socket) once `cutAt` bytes are written. */
function patch(url, location, auth, offset, cutAt = Infinity) {
  return new Promise((resolve) => {
    const req = http.request(`${url}${location}`, {
      method: 'PATCH',
      headers: {
        authorization: auth,
        'tus-resumable': '1.0.0',
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        'content-length': String(SIZE - offset),
      },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, offset: Number(res.headers['upload-offset']) }));
    });
    req.on('error', () => resolve({ status: 0, cut: true }));
    let at = offset;
    const write = () => {
      while (at < SIZE) {
        if (at >= cutAt) {
          req.destroy();
          return;
        }
        const n = Math.min(MB, SIZE - at);
        const ok = req.write(chunkAt(at, n));
        at += n;
        if (!ok) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

async function uploadBench(portal, auth) {
  const meta = (o) =>
    Object.entries(o)
      .map(([k, v]) => `${k} ${Buffer.from(String(v)).toString('base64')}`)
      .join(',');
  const folders = await (
    await fetch(`${portal.url}/api/recorded/choices`, { headers: { authorization: auth } })
  ).json();
  const created = await fetch(`${portal.url}/api/videos/tus`, {
    method: 'POST',
    headers: {
      authorization: auth,
      'tus-resumable': '1.0.0',
      'upload-length': String(SIZE),
      'upload-metadata': meta({
        filename: 'big.webm',
        filetype: 'video/webm',
        title: 'Big',
        folderId: folders.folders[0].id,
      }),
    },
  });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${await created.text()}`);
  const location = created.headers.get('location');
  writeFileSync(`/proc/${portal.pid}/clear_refs`, '5');
  const before = memoryOf(portal.pid).rss;
  const t0 = performance.now();
  const first = await patch(portal.url, location, auth, 0, SIZE / 2);
  await new Promise((r) => setTimeout(r, 500));
  const head = await fetch(`${portal.url}${location}`, {
    method: 'HEAD',
    headers: { authorization: auth, 'tus-resumable': '1.0.0' },
  });
  const offset = Number(head.headers.get('upload-offset'));
  const second = await patch(portal.url, location, auth, offset);
  const seconds = (performance.now() - t0) / 1000;
  const { peak } = memoryOf(portal.pid);
  if (second.status !== 204 || second.offset !== SIZE) throw new Error(`resume: ${JSON.stringify(second)}`);
  console.log(
    `upload ${mb(SIZE)}: cut at ${mb(SIZE / 2)} (${first.cut ? 'connection dropped' : first.status}), ` +
      `resumed from ${mb(offset)} (${((offset / SIZE) * 100).toFixed(1)} %), done in ${seconds.toFixed(1)} s ` +
      `(${Math.round(SIZE / MB / seconds)} MB/s); server ${mb(before)} before, peak ${mb(peak)}`,
  );
  return { location, uploadId: location.split('/').pop() };
}

async function rangeBench(portal, auth, uploadId, dbUrl) {
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  const { rows } = await c.query('select id from learning_videos where upload_id = $1', [uploadId]);
  await c.end();
  const link = await (
    await fetch(`${portal.url}/api/videos/${rows[0].id}/link`, { headers: { authorization: auth } })
  ).json();
  const times = [];
  for (let i = 0; i < 200; i++) {
    const start = Math.floor(Math.random() * (SIZE - 65536));
    const t0 = performance.now();
    await new Promise((resolve, reject) => {
      http
        .get(`${portal.url}${link.stream}`, { headers: { range: `bytes=${start}-${start + 65535}` } }, (res) => {
          if (res.statusCode !== 206) reject(new Error(`range: ${res.statusCode}`));
          res.once('data', () => times.push(performance.now() - t0));
          res.on('end', resolve);
          res.resume();
        })
        .on('error', reject);
    });
  }
  times.sort((a, b) => a - b);
  const q = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(1);
  console.log(
    `range seeks (200 × 64 KB at random places): first byte p50 ${q(0.5)} ms, p95 ${q(0.95)} ms, max ${q(1)} ms`,
  );
}

async function publishBench(portal, dbUrl) {
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  const { rows: cls } = await c.query(`select id from classes where name = 'LKG'`);
  await c.query(
    `insert into franchisees (code, company_name, owner_name, email, mobile, address, city_id, pincode)
     select 'BENCH' || g, 'Bench centre ' || g, 'Owner ' || g, 'bench' || g || '@demo.school', '9800000000',
            'Road ' || g, (select min(id) from cities), '560001'
     from generate_series(1, ${CENTRES}) g`,
  );
  await c.query(
    `insert into sections (franchisee_id, class_id, name)
     select id, $1, 'A' from franchisees f
     where f.is_active and not exists (select 1 from sections s where s.franchisee_id = f.id and s.class_id = $1)`,
    [cls[0].id],
  );
  const { rows: centres } = await c.query(
    `select count(distinct f.id)::int n from franchisees f join sections s on s.franchisee_id = f.id
     where f.is_active and s.is_active and s.class_id = $1`,
    [cls[0].id],
  );
  const { rows: weeks } = await c.query(
    `select w.id from curriculum_weeks w where w.class_id = $1 and w.status = 'DRAFT' order by w.id limit 1`,
    [cls[0].id],
  );
  await c.end();
  const auth = `Bearer ${await token(portal.url, 'trainer@demo.school')}`;
  const t0 = performance.now();
  const res = await fetch(`${portal.url}/api/curriculum-weeks/${weeks[0].id}/publish`, {
    method: 'POST',
    headers: { authorization: auth, 'content-type': 'application/json' },
    body: JSON.stringify({ note: 'bench' }),
  });
  const ms = performance.now() - t0;
  const body = await res.json();
  if (res.status !== 200) throw new Error(`publish: ${res.status} ${JSON.stringify(body)}`);
  console.log(
    `publish a week to ${body.centres} centres (of ${centres[0].n} running LKG): ${(ms / 1000).toFixed(2)} s`,
  );
}

const portal = await start();
try {
  const auth = `Bearer ${await token(portal.url, 'franchisee-a@demo.school')}`;
  const { uploadId } = await uploadBench(portal, auth);
  await rangeBench(portal, auth, uploadId, portal.dbUrl);
  await publishBench(portal, portal.dbUrl);
} finally {
  await portal.stop();
}
