import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '@portal/kit';
import { startTestApp, type TestApp } from '@portal/server/testing';
import {
  learningFolders,
  learningVideos,
  removeAbandonedUploads,
  VIDEO_CLEANUP_JOB,
  videoCleanupJob,
  videoSettingsFromEnv,
} from '../server/index.ts';
import { signVideoPath } from '../server/videos/links.ts';

const SUPER = 'superadmin@demo.school';
const CENTRE_A = 'franchisee-a@demo.school';
const CENTRE_B = 'franchisee-b@demo.school';
const TEACHER = 'teacher@demo.school';
const TUS = { 'tus-resumable': '1.0.0' };
const CAP = 4 * 1024 * 1024;

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

describe('recorded classes: tus upload, range playback, signed links', () => {
  let t: TestApp;
  let dir: string;
  let folderId: number;
  let cmsFolderId: number;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'videos-'));
    process.env.VIDEO_DIR = dir;
    process.env.VIDEO_MAX_BYTES = String(CAP);
    process.env.VIDEO_LINK_SECRET = 'test-secret-for-player-links';
    t = await startTestApp();
    const folders = await t.db.db.select().from(learningFolders);
    folderId = folders.find((f) => f.name === 'Rhymes')!.id;
    cmsFolderId = folders.find((f) => f.name === 'Term 1 plans')!.id;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
    delete process.env.VIDEO_DIR;
    delete process.env.VIDEO_MAX_BYTES;
    delete process.env.VIDEO_LINK_SECRET;
  });

  async function create(email: string, size: number, meta: Record<string, string | number> = {}) {
    return t.as(email, {
      method: 'POST',
      url: '/api/videos/tus',
      headers: {
        ...TUS,
        'upload-length': String(size),
        'upload-metadata': metadata({
          filename: 'rhyme.webm',
          filetype: 'video/webm',
          title: 'Twinkle twinkle',
          folderId,
          classId: 2,
          weekNo: 3,
          dayNo: 2,
          ...meta,
        }),
      },
    });
  }

  const patch = (email: string, location: string, offset: number, body: Buffer) =>
    t.as(email, {
      method: 'PATCH',
      url: location,
      headers: { ...TUS, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
      payload: body,
    });

  async function uploadWhole(email: string, bytes: Buffer, meta: Record<string, string | number> = {}) {
    const res = await create(email, bytes.length, meta);
    expect(res.statusCode, res.body).toBe(201);
    const location = res.headers.location as string;
    const done = await patch(email, location, 0, bytes);
    expect(done.statusCode, done.body).toBe(204);
    const uploadId = location.split('/').pop()!;
    const [row] = await t.db.db.select().from(learningVideos).where(eq(learningVideos.uploadId, uploadId));
    return row;
  }

  it('resumes an interrupted upload: HEAD gives the offset, PATCH continues from it', async () => {
    const bytes = webmBytes(300_000);
    const res = await create(CENTRE_A, bytes.length);
    expect(res.statusCode, res.body).toBe(201);
    const location = res.headers.location as string;
    expect(location).toMatch(/^\/api\/videos\/tus\/[a-f0-9]{32}$/);
    // The first part arrives, then the connection is "cut".
    const first = await patch(CENTRE_A, location, 0, bytes.subarray(0, 120_000));
    expect(first.statusCode, first.body).toBe(204);
    expect(first.headers['upload-offset']).toBe('120000');
    const head = await t.as(CENTRE_A, { method: 'HEAD', url: location, headers: TUS });
    expect(head.statusCode).toBe(200);
    expect(head.headers['upload-offset']).toBe('120000');
    expect(head.headers['upload-length']).toBe('300000');
    // A PATCH at the wrong offset is refused (409); at the right one it completes.
    expect((await patch(CENTRE_A, location, 0, bytes.subarray(0, 10))).statusCode).toBe(409);
    const rest = await patch(CENTRE_A, location, 120_000, bytes.subarray(120_000));
    expect(rest.statusCode, rest.body).toBe(204);
    expect(rest.headers['upload-offset']).toBe('300000');
    const uploadId = location.split('/').pop()!;
    const [row] = await t.db.db.select().from(learningVideos).where(eq(learningVideos.uploadId, uploadId));
    expect(row).toMatchObject({ status: 'READY', contentType: 'video/webm', size: 300_000, franchiseeId: 2 });
    expect(row).toMatchObject({ weekNo: 3, dayNo: 2, classId: 2, folderId });
  });

  it('lets only the uploader resume an upload', async () => {
    const res = await create(CENTRE_A, 1000);
    const location = res.headers.location as string;
    const other = await t.as(CENTRE_B, { method: 'HEAD', url: location, headers: TUS });
    expect(other.statusCode).toBe(404);
    const otherPatch = await patch(CENTRE_B, location, 0, webmBytes(1000));
    expect(otherPatch.statusCode).toBe(404);
    expect(JSON.parse(otherPatch.body).message).toBe('Upload not found');
  });

  it('refuses what is not a video, a file over the cap and a folder of another kind, keeping nothing', async () => {
    const before = (await t.db.db.select().from(learningVideos)).length;
    const typed = await create(CENTRE_A, 1000, { filetype: 'application/pdf' });
    expect(typed.statusCode).toBe(415);
    expect(JSON.parse(typed.body).message).toBe('Only videos can be uploaded (MP4, WebM or MKV)');
    const big = await create(CENTRE_A, CAP + 1);
    expect(big.statusCode).toBe(413);
    expect(JSON.parse(big.body).message).toMatch(/ideos up to 4 MB can be uploaded/);
    const cms = await create(CENTRE_A, 1000, { folderId: cmsFolderId });
    expect(cms.statusCode).toBe(400);
    expect(JSON.parse(cms.body).message).toBe('Videos go into a Recorded Classes folder');
    // A PDF that claims to be a video: its first bytes give it away and the upload is removed.
    const liar = await create(CENTRE_A, 2000);
    expect(liar.statusCode).toBe(201);
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(1991, 0x20)]);
    const refused = await patch(CENTRE_A, liar.headers.location as string, 0, pdf);
    expect(refused.statusCode).toBe(415);
    expect(JSON.parse(refused.body).message).toBe('This file is not a video; upload an MP4, WebM or MKV file');
    expect((await t.db.db.select().from(learningVideos)).length).toBe(before);
    const head = await t.as(CENTRE_A, { method: 'HEAD', url: liar.headers.location as string, headers: TUS });
    expect(head.statusCode).toBe(404);
  });

  it('plays by range requests through a signed link: 206 with the right bytes', async () => {
    const bytes = webmBytes(200_000);
    const row = await uploadWhole(CENTRE_A, bytes, { title: 'Counting song' });
    const link = await t.as(CENTRE_A, { method: 'GET', url: `/api/videos/${row.id}/link` });
    expect(link.statusCode, link.body).toBe(200);
    const { url, stream, poster } = link.json();
    expect(url).toMatch(/^\/videoplayer\/counting-song\/\d+\.\d+\.[A-Za-z0-9_-]{43}$/);
    const info = await t.app.inject({ method: 'GET', url: `/api/public${url}` });
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json()).toMatchObject({ title: 'Counting song', contentType: 'video/webm', size: 200_000 });

    const part = await t.app.inject({ method: 'GET', url: stream, headers: { range: 'bytes=1000-1999' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 1000-1999/200000');
    expect(part.headers['content-length']).toBe('1000');
    expect(part.rawPayload.equals(bytes.subarray(1000, 2000))).toBe(true);
    // A seek to the end, an open range and a suffix range.
    const open = await t.app.inject({ method: 'GET', url: stream, headers: { range: 'bytes=199990-' } });
    expect(open.statusCode).toBe(206);
    expect(open.rawPayload.equals(bytes.subarray(199_990))).toBe(true);
    const suffix = await t.app.inject({ method: 'GET', url: stream, headers: { range: 'bytes=-5' } });
    expect(suffix.rawPayload.equals(bytes.subarray(199_995))).toBe(true);
    const whole = await t.app.inject({ method: 'GET', url: stream });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(bytes)).toBe(true);
    const outside = await t.app.inject({ method: 'GET', url: stream, headers: { range: 'bytes=300000-' } });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe('bytes */200000');
    const svg = await t.app.inject({ method: 'GET', url: poster });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain('Counting song');
  });

  it('refuses an expired or altered player link with a message', async () => {
    const bytes = webmBytes(5000);
    const row = await uploadWhole(CENTRE_A, bytes);
    const secret = Buffer.from('test-secret-for-player-links');
    const expired = signVideoPath(secret, row.id, new Date(Date.now() - 1000));
    const res = await t.app.inject({ method: 'GET', url: `/api/public/videoplayer/x/${expired}/stream` });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This video link has expired; ask for a new one');
    const good = signVideoPath(secret, row.id, new Date(Date.now() + 60_000));
    const [id, exp, sig] = good.split('.');
    const tampered = [
      `${Number(id) + 1}.${exp}.${sig}`, // another video
      `${id}.${Number(exp) + 3600}.${sig}`, // a longer life
      `${id}.${exp}.${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`, // a changed signature
      'not-a-link',
    ];
    for (const urlPath of tampered) {
      const r = await t.app.inject({ method: 'GET', url: `/api/public/videoplayer/x/${urlPath}` });
      expect(r.statusCode, urlPath).toBe(403);
      expect(r.json().message).toBe('This video link is not valid');
    }
    const ok = await t.app.inject({ method: 'GET', url: `/api/public/videoplayer/any-name/${good}/stream` });
    expect(ok.statusCode).toBe(200);
  });

  it('shows a centre only its own videos', async () => {
    const mine = (await t.as(CENTRE_A, { method: 'GET', url: `/api/videos?folderId=${folderId}` })).json();
    expect(mine.rows.length).toBeGreaterThan(0);
    expect(mine.rows.every((r: { franchiseeId: number }) => r.franchiseeId === 2)).toBe(true);
    const theirs = (await t.as(CENTRE_B, { method: 'GET', url: '/api/videos' })).json();
    expect(theirs.rows).toEqual([]);
    const id = mine.rows[0].id;
    expect((await t.as(CENTRE_B, { method: 'GET', url: `/api/videos/${id}/link` })).statusCode).toBe(404);
    expect((await t.as(CENTRE_B, { method: 'DELETE', url: `/api/videos/${id}` })).statusCode).toBe(404);
    // A teacher of the centre watches; she cannot upload.
    expect((await t.as(TEACHER, { method: 'GET', url: '/api/videos' })).json().rows.length).toBe(mine.rows.length);
    expect((await create(TEACHER, 1000)).statusCode).toBe(403);
    // Head office sees every centre's and may upload for one.
    expect((await t.as(SUPER, { method: 'GET', url: '/api/videos' })).json().count).toBe(mine.count);
    expect((await create(SUPER, 1000, { franchiseeId: 3 })).statusCode).toBe(201);
    const filtered = (await t.as(CENTRE_A, { method: 'GET', url: `/api/videos?weekNo=3&dayNo=2&classId=2` })).json();
    expect(filtered.rows.length).toBe(mine.rows.filter((r: { status: string }) => r.status).length);
  });

  it('cleans up abandoned uploads', async () => {
    const res = await create(CENTRE_A, 50_000);
    const location = res.headers.location as string;
    await patch(CENTRE_A, location, 0, webmBytes(50_000).subarray(0, 10_000));
    const uploadId = location.split('/').pop()!;
    const settings = videoSettingsFromEnv(dir);
    // Not yet abandoned.
    expect(await removeAbandonedUploads(t.db.db, settings)).toBe(0);
    const later = new Date(Date.now() + 25 * 3_600_000);
    expect(await removeAbandonedUploads(t.db.db, settings, later)).toBeGreaterThan(0);
    expect(await t.db.db.select().from(learningVideos).where(eq(learningVideos.uploadId, uploadId))).toEqual([]);
    const head = await t.as(CENTRE_A, { method: 'HEAD', url: location, headers: TUS });
    expect(head.statusCode).toBe(404);
    const ready = await t.db.db.select().from(learningVideos).where(eq(learningVideos.status, 'READY'));
    expect(ready.length).toBeGreaterThan(0);
  });

  it('queues the next hour’s cleanup once, however often this hour’s runs (a second try)', async () => {
    const run = () => videoCleanupJob.handler({ db: t.db.db, payload: {}, log: { info() {} } } as never);
    await run();
    await run();
    const queued = await t.db.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.name, VIDEO_CLEANUP_JOB), eq(jobs.state, 'queued')));
    expect(queued).toHaveLength(1);
  });
});
