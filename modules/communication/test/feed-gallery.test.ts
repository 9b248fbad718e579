import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { todayInIndia } from '@portal/core';
import { fileForm, startTestApp, type TestApp } from '@portal/server/testing';
import { MESSAGES } from '../shared/index.ts';
import { setInstagramPublisher } from '../server/index.ts';
import { CENTRE_A, CENTRE_B, centreOf, childOf, MARKETING, PARENT, PARENT_2, SUPER, TEACHER } from './support.ts';

let t: TestApp;
let centreA: number;
let child: Awaited<ReturnType<typeof childOf>>;
let other: Awaited<ReturnType<typeof childOf>>;
beforeAll(async () => {
  t = await startTestApp();
  centreA = await centreOf(t, CENTRE_A);
  child = await childOf(t, PARENT);
  other = await childOf(t, PARENT_2);
});
afterAll(() => t.close());

const day = (offset: number) => todayInIndia(new Date(Date.now() + offset * 86_400_000));

async function announce(payload: object) {
  const res = await t.as(CENTRE_A, {
    method: 'POST',
    url: '/api/announcements',
    payload: { franchiseeId: centreA, publishFrom: day(0), ...payload },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

const feed = async (email: string) =>
  (await t.as(email, { method: 'GET', url: '/api/announcement/feed' })).json().rows as {
    id: number;
    title: string;
    body: string;
    read: boolean;
  }[];

describe('announcements', () => {
  it('reach the parents of the class they are published to, within their window, and not another class', async () => {
    expect(other.classId).not.toBe(child.classId);
    const mine = await announce({
      title: 'Bring a plant on Friday',
      body: '<p>We plant a garden.</p><script>alert(1)</script>',
      audience: 'PARENT',
      classId: child.classId,
    });
    const theirs = await announce({
      title: 'Farm trip forms',
      body: '<p>Sign</p>',
      audience: 'PARENT',
      classId: other.classId,
    });
    const later = await announce({ title: 'Next month', body: '<p>Later</p>', audience: 'ALL', publishFrom: day(5) });
    const staff = await announce({ title: 'Staff only', body: '<p>Staff</p>', audience: 'STAFF' });

    const parent = await feed(PARENT);
    const ids = parent.map((r) => r.id);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(theirs);
    expect(ids).not.toContain(later);
    expect(ids).not.toContain(staff);
    expect(parent.find((r) => r.id === mine)!.body).not.toContain('<script');
    expect((await feed(PARENT_2)).map((r) => r.id)).toEqual(expect.arrayContaining([theirs]));
    expect((await feed(PARENT_2)).map((r) => r.id)).not.toContain(mine);
    const teacher = (await feed(TEACHER)).map((r) => r.id);
    expect(teacher).toContain(staff);
    expect(teacher).not.toContain(mine);
    // Another centre's staff see none of them.
    expect((await feed(CENTRE_B)).map((r) => r.id)).not.toContain(staff);
  });

  it('records read receipts for the centre to see', async () => {
    const id = await announce({ title: 'Picnic on Saturday', body: '<p>Picnic</p>', audience: 'ALL' });
    expect((await feed(PARENT)).find((r) => r.id === id)!.read).toBe(false);
    const read = await t.as(PARENT, { method: 'POST', url: `/api/announcement/feed/${id}/read` });
    expect(read.statusCode, read.body).toBe(200);
    expect((await feed(PARENT)).find((r) => r.id === id)!.read).toBe(true);
    const receipts = await t.as(CENTRE_A, { method: 'GET', url: `/api/announcement/${id}/receipts` });
    expect(receipts.json().read).toBe(1);
    expect(receipts.json().rows[0].email).toBe(PARENT);
    expect((await t.as(CENTRE_B, { method: 'GET', url: `/api/announcement/${id}/receipts` })).statusCode).toBe(404);
    // An announcement not shown to the caller cannot be marked read.
    const staff = await announce({ title: 'Staff room', body: '<p>x</p>', audience: 'STAFF' });
    expect((await t.as(PARENT, { method: 'POST', url: `/api/announcement/feed/${staff}/read` })).statusCode).toBe(404);
  });

  it('refuses a window that ends before it starts', async () => {
    const res = await t.as(CENTRE_A, {
      method: 'POST',
      url: '/api/announcements',
      payload: {
        franchiseeId: centreA,
        title: 'Wrong',
        body: '<p>x</p>',
        audience: 'ALL',
        publishFrom: day(3),
        publishTo: day(1),
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.publishWindow);
  });
});

async function photo(width = 1600, height = 1200) {
  return sharp({ create: { width, height, channels: 3, background: { r: 250, g: 180, b: 40 } } })
    .jpeg()
    .toBuffer();
}

async function album(classId: number, title = 'Colours day') {
  const res = await t.as(CENTRE_A, {
    method: 'POST',
    url: '/api/photo-albums',
    payload: { franchiseeId: centreA, classId, title, eventDate: day(0) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

async function upload(email: string, albumId: number, bytes: Buffer, name = 'IMG_0001.jpg') {
  const form = await fileForm(bytes, name);
  return t.as(email, { method: 'POST', url: `/api/photogallary/albums/${albumId}/photos`, ...form });
}

describe('a closure notice', () => {
  type Event = { id: number; title: string; startDate: string; endDate: string; isHoliday: boolean };
  const events = async (email: string) =>
    (
      await t.as(email, {
        method: 'GET',
        url: `/api/centre-events?from=${day(-30)}&to=${day(60)}&pageSize=500`,
      })
    ).json().rows as Event[];
  const parentCalendar = async () =>
    (await t.as(PARENT, { method: 'GET', url: `/api/student/calendar/${child.id}` })).json().events as Event[];

  it('puts the days the centre announced it is closed on its calendar, and follows the notice', async () => {
    const id = await announce({
      title: 'Centre closed for repairs',
      body: '<p>The centre is closed while the roof is repaired.</p>',
      audience: 'ALL',
      closedFrom: day(3),
      closedTo: day(14),
    });
    const shown = (await events(CENTRE_A)).find((e) => e.title === 'Centre closed for repairs');
    expect(shown).toMatchObject({ startDate: day(3), endDate: day(14), isHoliday: true });
    expect((await parentCalendar()).find((e) => e.title === 'Centre closed for repairs')).toMatchObject({
      startDate: day(3),
      endDate: day(14),
      isHoliday: true,
    });
    // Another centre's calendar does not show it.
    expect((await events(CENTRE_B)).some((e) => e.title === 'Centre closed for repairs')).toBe(false);

    // The notice moves the closure: one entry, at its new days; a notice that is no closure any more keeps none.
    const moved = await t.as(CENTRE_A, {
      method: 'PUT',
      url: `/api/announcements/${id}`,
      payload: { closedFrom: day(4), closedTo: day(6) },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = (await events(CENTRE_A)).filter((e) => e.title === 'Centre closed for repairs');
    expect(after).toEqual([expect.objectContaining({ startDate: day(4), endDate: day(6), isHoliday: true })]);
    const cleared = await t.as(CENTRE_A, {
      method: 'PUT',
      url: `/api/announcements/${id}`,
      payload: { closedFrom: null, closedTo: null },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await events(CENTRE_A)).some((e) => e.title === 'Centre closed for repairs')).toBe(false);
  });

  it('needs both days, in order', async () => {
    const one = await t.as(CENTRE_A, {
      method: 'POST',
      url: '/api/announcements',
      payload: {
        franchiseeId: centreA,
        publishFrom: day(0),
        title: 'Closed',
        body: '<p>x</p>',
        audience: 'ALL',
        closedFrom: day(2),
      },
    });
    expect(one.statusCode).toBe(400);
    expect(one.json().fieldErrors).toEqual({ closedTo: MESSAGES.closureBoth });
    const backwards = await t.as(CENTRE_A, {
      method: 'POST',
      url: '/api/announcements',
      payload: {
        franchiseeId: centreA,
        publishFrom: day(0),
        title: 'Closed',
        body: '<p>x</p>',
        audience: 'ALL',
        closedFrom: day(5),
        closedTo: day(2),
      },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fieldErrors).toEqual({ closedTo: MESSAGES.closureOrder });
  });
});

describe('photo galleries', () => {
  it('gives parents the full photo without where it was taken or the camera it came from', async () => {
    const mine = await album(child.classId, 'Sports day');
    const taken = await sharp(await photo(60, 40))
      .withExif({ IFD0: { Make: 'PhoneMaker' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1' } })
      .toBuffer();
    expect((await sharp(taken).metadata()).exif).toBeDefined();
    const res = await upload(TEACHER, mine, taken);
    expect(res.statusCode, res.body).toBe(201);
    const full = await t.as(PARENT, { method: 'GET', url: `/api/gallery/photos/${res.json().id}/full` });
    expect(full.statusCode).toBe(200);
    const meta = await sharp(full.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([60, 40]);
    expect(full.rawPayload.includes('PhoneMaker')).toBe(false);
  });

  it('makes a thumbnail on upload and shows the album only to the parents of its class', async () => {
    const mine = await album(child.classId);
    const res = await upload(TEACHER, mine, await photo());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ albumId: mine, width: 1600, height: 1200 });
    const photoId = res.json().id;
    const thumb = await t.as(PARENT, { method: 'GET', url: `/api/gallery/photos/${photoId}/thumb` });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect(meta.width).toBe(320);
    expect(meta.height).toBe(240);

    const parentAlbums = (await t.as(PARENT, { method: 'GET', url: '/api/gallery/albums' })).json().albums;
    expect(parentAlbums.map((a: { id: number }) => a.id)).toContain(mine);
    const otherAlbums = (await t.as(PARENT_2, { method: 'GET', url: '/api/gallery/albums' })).json().albums;
    expect(otherAlbums.map((a: { id: number }) => a.id)).not.toContain(mine);
    expect((await t.as(PARENT_2, { method: 'GET', url: `/api/gallery/albums/${mine}` })).statusCode).toBe(404);
    expect((await t.as(PARENT_2, { method: 'GET', url: `/api/gallery/photos/${photoId}/full` })).statusCode).toBe(404);
    expect((await t.as(CENTRE_B, { method: 'GET', url: `/api/gallery/photos/${photoId}/full` })).statusCode).toBe(404);

    // The child's own view: the parent's child, not another child.
    const own = await t.as(PARENT, { method: 'GET', url: `/api/gallery/student-view/${child.id}` });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().albums.find((a: { id: number }) => a.id === mine).photos).toHaveLength(1);
    expect((await t.as(PARENT, { method: 'GET', url: `/api/gallery/student-view/${other.id}` })).statusCode).toBe(404);
    expect((await t.as(CENTRE_A, { method: 'GET', url: `/api/gallery/student-view/${other.id}` })).statusCode).toBe(
      200,
    );
    expect((await t.as(CENTRE_B, { method: 'GET', url: `/api/gallery/student-view/${other.id}` })).statusCode).toBe(
      404,
    );
  });

  it('refuses a file that is not an image, or an album of another centre, writing nothing', async () => {
    const mine = await album(child.classId, 'Sports day');
    const pdf = await upload(CENTRE_A, mine, Buffer.from('%PDF-1.4 not a photo'), 'notes.pdf');
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().message).toBe(MESSAGES.notAnImage);
    const fake = await upload(CENTRE_A, mine, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(100)]));
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe(MESSAGES.notAnImage);
    const foreign = await upload(CENTRE_B, mine, await photo(200, 200));
    expect(foreign.statusCode).toBe(404);
    const big = await upload(CENTRE_A, mine, Buffer.concat([await photo(10, 10), Buffer.alloc(10 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect((await t.as(CENTRE_A, { method: 'GET', url: `/api/gallery/albums/${mine}` })).json().photos).toEqual([]);
  });
});

describe('Instagram composer', () => {
  it('needs approval by someone else, and publishing stays off unless configured', async () => {
    const png = await photo(1080, 1080);
    const form = await fileForm(png, 'admissions.jpg');
    const file = await t.as(MARKETING, { method: 'POST', url: '/api/files', ...form });
    expect(file.statusCode, file.body).toBe(201);
    const created = await t.as(MARKETING, {
      method: 'POST',
      url: '/api/instagram-posts',
      payload: { imageFileId: file.json().id, caption: 'Admissions open for 2026-27' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    expect(created.json().status).toBe('DRAFT');
    expect((await t.as(MARKETING, { method: 'POST', url: `/api/instagram-posts/${id}/submit` })).statusCode).toBe(200);
    const own = await t.as(MARKETING, { method: 'POST', url: `/api/instagram-posts/${id}/approve` });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toMatch(/^You raised .*: someone else must approve it$/);
    expect((await t.as(SUPER, { method: 'POST', url: `/api/instagram-posts/${id}/approve` })).statusCode).toBe(200);
    const off = await t.as(MARKETING, { method: 'POST', url: `/api/instagram-posts/${id}/publish` });
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe(MESSAGES.publishingOff);
    setInstagramPublisher({ publish: async () => 'ig-123' });
    try {
      const on = await t.as(MARKETING, { method: 'POST', url: `/api/instagram-posts/${id}/publish` });
      expect(on.statusCode, on.body).toBe(200);
    } finally {
      setInstagramPublisher(null);
    }
    const post = await t.as(MARKETING, { method: 'GET', url: `/api/instagram-posts/${id}` });
    expect(post.json().status).toBe('PUBLISHED');
    // A centre cannot compose posts.
    expect(
      (await t.as(CENTRE_A, { method: 'POST', url: '/api/instagram-posts', payload: { caption: 'x' } })).statusCode,
    ).toBe(403);
  });
});
