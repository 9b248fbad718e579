// Downloading a large file kept in an S3-compatible bucket, two ways, against the portal's own server:
//   direct:  GET /api/files/:id answers 302 to a pre-signed link; the browser fetches the bytes from the bucket;
//   portal:  the same file streamed through the portal (S3_DIRECT_DOWNLOAD_MIN_BYTES above its size).
// Prints MB/s both ways (median of --runs), and the portal's CPU time per download, which the direct way saves.
//   node bench/s3-download.mjs [--mb 100] [--runs 3]      (or: npm run bench -- --only s3)
// Uses the test S3 server (scripts/s3-test-server.mjs) and a fresh database on PostgreSQL (BENCH_PG_URL), dropped
// after. Needs `npm run build`.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import { startS3TestServer } from '../scripts/s3-test-server.mjs';
import { PG_BASE } from './lib/database.mjs';
import { cpuMs, signIn, startServer } from './lib/server.mjs';

const MB = 1024 * 1024;

/** The built server on the bench's database, with the bucket's settings (and any others). */
const startPortal = (databaseUrl, s3env, extra) => startServer({ databaseUrl }, { env: { ...s3env, ...extra } });

async function tokenOf(url) {
  const { authorization } = await signIn(url, 'superadmin@demo.school');
  return authorization.slice('Bearer '.length);
}

/** Seconds to fetch every byte of the file; fails unless exactly `size` bytes arrive the expected way. */
async function download(portal, token, id, size, expectRedirect) {
  const started = performance.now();
  const res = await fetch(`${portal.url}/api/files/${id}`, {
    headers: { authorization: `Bearer ${token}` },
    redirect: 'manual',
  });
  let body = res;
  if (expectRedirect) {
    if (res.status !== 302) throw new Error(`expected a redirect, got ${res.status}`);
    body = await fetch(res.headers.get('location'));
  }
  if (body.status !== 200) throw new Error(`download failed: ${body.status}`);
  let received = 0;
  for await (const chunk of body.body) received += chunk.length;
  if (received !== size) throw new Error(`received ${received} of ${size} bytes`);
  return (performance.now() - started) / 1000;
}

export async function benchS3Download({ mb = 100, runs = 3 } = {}) {
  const size = mb * MB;
  const s3 = await startS3TestServer();
  const name = `portal_bench_s3_${Date.now()}`;
  const admin = new pg.Client({ connectionString: PG_BASE });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const dbUrl = new URL(PG_BASE);
  dbUrl.pathname = `/${name}`;
  const results = {};
  try {
    const portals = {
      direct: () => startPortal(dbUrl.toString(), s3.env, {}),
      portal: () => startPortal(dbUrl.toString(), s3.env, { S3_DIRECT_DOWNLOAD_MIN_BYTES: String(size + 1) }),
    };
    const id = randomBytes(16).toString('base64url');
    for (const [way, start] of Object.entries(portals)) {
      const portal = await start();
      try {
        if (way === 'direct') {
          // The file: bytes straight into the bucket, its record straight into the database (uploads stop at 10 MB).
          const client = new S3Client({
            endpoint: s3.endpoint,
            region: 'us-east-1',
            forcePathStyle: true,
            requestChecksumCalculation: 'WHEN_REQUIRED',
            credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY },
          });
          const chunk = randomBytes(MB);
          const body = Readable.from(
            (function* () {
              for (let i = 0; i < mb; i++) yield chunk;
            })(),
          );
          await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: id, Body: body, ContentLength: size }));
          const db = new pg.Client({ connectionString: dbUrl.toString() });
          await db.connect();
          await db.query('insert into files (id, original_name, size, content_type) values ($1, $2, $3, $4)', [
            id,
            'lesson-recording.pdf',
            size,
            'application/pdf',
          ]);
          await db.end();
        }
        const token = await tokenOf(portal.url);
        const seconds = [];
        const cpuBefore = cpuMs(portal.pid) / 1000;
        for (let i = 0; i < runs; i++) seconds.push(await download(portal, token, id, size, way === 'direct'));
        const cpu = (cpuMs(portal.pid) / 1000 - cpuBefore) / runs;
        seconds.sort((a, b) => a - b);
        const median = seconds[Math.floor(seconds.length / 2)];
        results[way] = { mbPerSecond: mb / median, seconds, portalCpuSeconds: cpu };
      } finally {
        await portal.stop();
      }
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    await s3.stop();
  }
  return { mb, runs, ...results };
}

export const s3Summary = (r) =>
  `s3 download of ${r.mb} MB: pre-signed link ${r.direct.mbPerSecond.toFixed(0)} MB/s ` +
  `(portal CPU ${r.direct.portalCpuSeconds.toFixed(2)} s), ` +
  `through the portal ${r.portal.mbPerSecond.toFixed(0)} MB/s (portal CPU ${r.portal.portalCpuSeconds.toFixed(2)} s)`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? Number(process.argv[i + 1]) : fallback;
  };
  const result = await benchS3Download({ mb: arg('mb', 100), runs: arg('runs', 3) });
  console.log(JSON.stringify(result, null, 2));
  console.log(s3Summary(result));
}
