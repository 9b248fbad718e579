import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@portal/server/app';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { startS3TestServer, type S3TestServer } from '../../../scripts/s3-test-server.mjs';
import { learningFolders, learningVideos } from '../server/index.ts';

const CENTRE_A = 'franchisee-a@demo.school';
const TUS = { 'tus-resumable': '1.0.0' };
const MiB = 1024 * 1024;
// No VIDEO_LINK_SECRET: nodes sharing a bucket derive the same link key from it.
const SETTINGS = { VIDEO_MAX_BYTES: String(64 * MiB) };

/** Bytes that begin like a WebM file (EBML magic, DocType webm), then a known pattern. */
function webmBytes(n: number): Buffer {
  const buf = Buffer.alloc(n);
  for (let i = 0; i < n; i++) buf[i] = i % 251;
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]).copy(buf, 0);
  Buffer.from('webm').copy(buf, 12);
  return buf;
}

const metadata = (m: Record<string, string | number>) =>
  Object.entries(m)
    .map(([k, v]) => `${k} ${Buffer.from(String(v)).toString('base64')}`)
    .join(',');

describe('recorded classes in an S3-compatible bucket, on two nodes', () => {
  let s3: S3TestServer;
  let a: TestApp;
  /** A second node: its own app over the same database and the same bucket. */
  let b: FastifyInstance;
  let folderId: number;

  beforeAll(async () => {
    s3 = await startS3TestServer();
    Object.assign(process.env, s3.env, SETTINGS);
    a = await startTestApp();
    b = await buildApp({ db: a.db, config: a.config });
    await b.ready();
    folderId = (await a.db.db.select().from(learningFolders)).find((f) => f.name === 'Rhymes')!.id;
  });
  afterAll(async () => {
    await b.close();
    await a.close();
    for (const name of [...Object.keys(s3.env), ...Object.keys(SETTINGS)]) delete process.env[name];
    await s3.stop();
  });

  const onB = async (opts: InjectOptions) =>
    b.inject({ ...opts, headers: { ...opts.headers, authorization: `Bearer ${await a.token(CENTRE_A)}` } });

  it('resumes on node B an upload begun on node A, then plays it by range from either node', async () => {
    const bytes = webmBytes(12 * MiB + 12_345);
    const created = await a.as(CENTRE_A, {
      method: 'POST',
      url: '/api/videos/tus',
      headers: {
        ...TUS,
        'upload-length': String(bytes.length),
        'upload-metadata': metadata({ filename: 'rhyme.webm', filetype: 'video/webm', title: 'Rain song', folderId }),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const location = created.headers.location as string;
    const patch = (offset: number, body: Buffer) => ({
      method: 'PATCH' as const,
      url: location,
      headers: { ...TUS, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
      payload: body,
    });

    // Node A takes the first 9 MiB (one full part and a piece), then the connection is cut.
    const first = await a.as(CENTRE_A, patch(0, bytes.subarray(0, 9 * MiB)));
    expect(first.statusCode, first.body).toBe(204);
    // The phone reconnects through node B, which finds the upload in the bucket.
    const head = await onB({ method: 'HEAD', url: location, headers: TUS });
    expect(head.statusCode).toBe(200);
    expect(head.headers['upload-offset']).toBe(String(9 * MiB));
    const rest = await onB(patch(9 * MiB, bytes.subarray(9 * MiB)));
    expect(rest.statusCode, rest.body).toBe(204);
    expect(rest.headers['upload-offset']).toBe(String(bytes.length));

    const uploadId = location.split('/').pop()!;
    const [row] = await a.db.db.select().from(learningVideos).where(eq(learningVideos.uploadId, uploadId));
    expect(row).toMatchObject({ status: 'READY', size: bytes.length, contentType: 'video/webm' });

    // Either node sends the player to the bucket, where it seeks by range without the portal.
    const { stream } = (await a.as(CENTRE_A, { method: 'GET', url: `/api/videos/${row.id}/link` })).json();
    for (const node of [a.app, b]) {
      const res = await node.inject({ method: 'GET', url: stream, headers: { range: 'bytes=10485700-10485799' } });
      expect(res.statusCode).toBe(302);
      const link = new URL(res.headers.location as string);
      expect(link.origin).toBe(s3.endpoint);
      // The bucket's link lasts as long as the player link (6 hours by default), so seeking late in a class works.
      expect(Number(link.searchParams.get('X-Amz-Expires'))).toBeGreaterThan(5 * 3600);
      const seek = await fetch(link, { headers: { range: 'bytes=10485700-10485799' } });
      expect(seek.status).toBe(206);
      expect(seek.headers.get('content-type')).toBe('video/webm');
      expect(Buffer.from(await seek.arrayBuffer()).equals(bytes.subarray(10_485_700, 10_485_800))).toBe(true);
    }
    // An altered player link gets no bucket link.
    const altered = await b.inject({ method: 'GET', url: stream.replace(/\.([A-Za-z0-9_-]{43})\//, '.x$1/') });
    expect(altered.statusCode).toBe(403);
  });
});
