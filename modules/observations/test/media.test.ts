import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileForm, startTestApp, type TestApp } from '@portal/server/testing';
import { childPortfolio } from '../shared/contracts.ts';

const TEACHER = 'teacher@demo.school';
const PARENT = 'parent@demo.school';
/** The parent's child, Aarav, in teacher@'s Nursery class (3-4). */
const CHILD = 1;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of an MP4 (an ISO media 'ftyp' box of brand isom), as a phone's video or voice note begins. */
const mp4 = (bytes: number) => {
  const file = Buffer.alloc(bytes);
  Buffer.from('00000018667479706973736f6d0000020069736f6d69736f32', 'hex').copy(file);
  return file;
};

describe('a short video or voice note on an observation', () => {
  let t: TestApp;
  const upload = async (file: Buffer, name: string) => {
    const res = await t.as(TEACHER, { method: 'POST', url: '/api/files', ...(await fileForm(file, name)) });
    expect(res.statusCode, res.body).toBe(201);
    return String(res.json().id);
  };
  const record = (body: object) =>
    t.as(TEACHER, {
      method: 'POST',
      url: '/api/observations/record',
      payload: { studentAdmissionIds: [CHILD], competency: 'C-9.3', level: 'progressing', ...body },
    });

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('keeps an MP4 or WebM of at most 8 MB for the class’s teachers, and refuses anything else in words', async () => {
    const photo = await upload(PNG, 'play.png');
    const notMedia = await record({ mediaFileId: photo });
    expect(notMedia.statusCode).toBe(400);
    expect(notMedia.json().fieldErrors.mediaFileId).toMatch(/must be an MP4 or WebM recording/);
    const clip = await upload(mp4(4096), 'story.mp4');
    expect((await record({ fileId: clip })).json().fieldErrors.fileId).toMatch(/JPEG, PNG or WebP/);
    const long = await upload(mp4(9 * 1024 * 1024), 'long.mp4');
    expect((await record({ mediaFileId: long })).json().fieldErrors.mediaFileId).toMatch(/is 9.0 MB: keep it to 8 MB/);

    const saved = await record({ mediaFileId: clip, fileId: photo, note: 'Told the story of the seed' });
    expect(saved.statusCode, saved.body).toBe(201);
    const portfolio = childPortfolio.response.parse(
      (await t.as(TEACHER, { method: 'GET', url: `/api/observations/portfolio/${CHILD}` })).json(),
    );
    const entry = portfolio.goals
      .flatMap((g) => g.competencies)
      .flatMap((c) => c.entries)
      .find((e) => e.id === saved.json().ids[0])!;
    expect(entry).toMatchObject({ mediaFileId: clip, fileId: photo });
    expect((await t.as(TEACHER, { method: 'GET', url: `/api/files/${clip}` })).statusCode).toBe(200);
    // Families see the classroom through its photos, not its recordings.
    expect((await t.as(PARENT, { method: 'GET', url: `/api/files/${clip}` })).statusCode).toBe(404);
  });
});
