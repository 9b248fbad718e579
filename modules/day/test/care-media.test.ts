import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileForm, startTestApp, type TestApp } from '@portal/server/testing';
import { adminUsers } from '@portal/mod-users/server';
import { CARE_MESSAGES } from '../shared/care.ts';

const CENTRE_B = 'franchisee-b@demo.school';
const TEACHER = 'teacher@demo.school';
const PARENT = 'parent@demo.school';
const PARENT2 = 'parent2@demo.school';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of an MP4 (an ISO media 'ftyp' box, brand isom), enough for the type check. */
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom\0\0\x02\0isomiso2mp41', 'latin1')]);

describe('photos and videos of a child’s day', () => {
  let t: TestApp;
  let child: number;

  const upload = async (email: string, body: Buffer | string, name: string) => {
    const res = await t.as(email, { method: 'POST', url: '/api/files', ...(await fileForm(body, name)) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; contentType: string };
  };
  const logPicture = (fileId: string) =>
    t.as(TEACHER, {
      method: 'POST',
      url: '/api/day/care-events',
      payload: { studentAdmissionId: child, kind: 'PHOTO', fileId },
    });
  const read = (email: string, fileId: string) => t.as(email, { method: 'GET', url: `/api/files/${fileId}` });

  beforeAll(async () => {
    t = await startTestApp();
    const [parent] = await t.db.db.select().from(adminUsers).where(eq(adminUsers.email, PARENT));
    child = parent.studentAdmissionId!;
    const res = await t.as(TEACHER, {
      method: 'POST',
      url: '/api/day/roster/check-in',
      payload: { studentAdmissionId: child },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
  afterAll(() => t.close());

  it('shows a photo on the child’s timeline to the child’s parents and the centre only', async () => {
    const photo = await upload(TEACHER, PNG, 'sand-pit.png');
    const res = await logPicture(photo.id);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ kind: 'PHOTO', fileId: photo.id });

    const day = await t.as(PARENT, { method: 'GET', url: `/api/day/timeline/${child}` });
    expect(day.json().entries).toContainEqual(
      expect.objectContaining({ kind: 'PHOTO', fileId: photo.id, mediaType: 'image/png' }),
    );
    expect((await read(PARENT, photo.id)).statusCode).toBe(200);
    expect((await read(TEACHER, photo.id)).statusCode).toBe(200);
    expect((await read(PARENT2, photo.id)).statusCode, 'another family').toBe(404);
    expect((await read(CENTRE_B, photo.id)).statusCode, 'another centre').toBe(404);
    // Its copy at a phone's width is fenced the same, with or without the tag a browser keeps.
    const copy = await read(PARENT, `${photo.id}?w=640`);
    expect([copy.statusCode, copy.headers['content-type']]).toEqual([200, 'image/webp']);
    for (const email of [PARENT2, CENTRE_B]) {
      const headers = { 'if-none-match': String(copy.headers.etag) };
      const res = await t.as(email, { method: 'GET', url: `/api/files/${photo.id}?w=640`, headers });
      expect(res.statusCode, email).toBe(404);
    }
  });

  it('takes a short video', async () => {
    const video = await upload(TEACHER, MP4, 'clip.mp4');
    expect(video.contentType).toBe('video/mp4');
    expect((await logPicture(video.id)).statusCode).toBe(201);
    expect((await read(PARENT2, video.id)).statusCode).toBe(404);
  });

  it('refuses what is not a photo or a video, a missing picture and someone else’s upload', async () => {
    const pdf = await upload(TEACHER, '%PDF-1.4\n%%EOF\n', 'note.pdf');
    const asPdf = await logPicture(pdf.id);
    expect(asPdf.statusCode).toBe(400);
    expect(asPdf.json().fieldErrors.fileId).toBe(CARE_MESSAGES.mediaKind);

    const none = await t.as(TEACHER, {
      method: 'POST',
      url: '/api/day/care-events',
      payload: { studentAdmissionId: child, kind: 'PHOTO' },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().fieldErrors.fileId).toBe(CARE_MESSAGES.attachMedia);

    const theirs = await upload(PARENT2, PNG, 'mine.png');
    const borrowed = await logPicture(theirs.id);
    expect(borrowed.statusCode).toBe(400);
    expect(borrowed.json().fieldErrors.fileId).toBe(CARE_MESSAGES.attachMedia);
  });
});
