import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { todayInIndia } from '@portal/core';
import { academicYears } from '@portal/mod-org/server';
import { studentAdmissions } from '@portal/mod-students/server';
import { fileForm, startTestApp, type TestApp } from '@portal/server/testing';
import { asMember, joined, signInByCode } from '../../family/test/support.ts';
import { promoteToFirstDay } from '../../students/test/support.ts';
import { CENTRE_A, centreOf, childOf, PARENT, TEACHER } from './support.ts';

/**
 * Classes are the network's (Nursery, LKG) and outlive a year: a family's albums are their child's class's in the
 * years the child was in it, not the same class's of another year, and not only this year's class's; a class's
 * announcements are its families' of the year they were published in.
 */
describe('a family’s albums and announcements, counted by their child’s years', () => {
  let t: TestApp;
  let centreA: number;
  let child: Awaited<ReturnType<typeof childOf>>;
  let yearFrom: string;
  const get = (url: string, email = PARENT) => t.as(email, { method: 'GET', url });
  const listed = async (email = PARENT) =>
    ((await get('/api/gallery/albums', email)).json().albums as { id: number }[]).map((a) => a.id);

  /** An album of the child's class on that day, with one photo: the album's and the photo's ids. */
  async function albumWithPhoto(eventDate: string, title: string) {
    const made = await t.as(CENTRE_A, {
      method: 'POST',
      url: '/api/photo-albums',
      payload: { franchiseeId: centreA, classId: child.classId, title, eventDate },
    });
    expect(made.statusCode, made.body).toBe(201);
    const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#fa0' } })
      .jpeg()
      .toBuffer();
    const form = await fileForm(bytes, 'IMG_0002.jpg');
    const url = `/api/photogallary/albums/${made.json().id}/photos`;
    const photo = await t.as(TEACHER, { method: 'POST', url, ...form });
    expect(photo.statusCode, photo.body).toBe(201);
    return { albumId: made.json().id as number, photoId: photo.json().id as number };
  }

  beforeAll(async () => {
    t = await startTestApp();
    centreA = await centreOf(t, CENTRE_A);
    child = await childOf(t, PARENT);
    [{ yearFrom }] = await t.db.db
      .select({ yearFrom: academicYears.startDate })
      .from(studentAdmissions)
      .innerJoin(academicYears, eq(academicYears.id, studentAdmissions.academicYearId))
      .where(eq(studentAdmissions.id, child.id));
  });
  afterAll(() => t.close());

  /** A day some weeks before the child's year began (YYYY-MM-DD). */
  const lastYear = () => new Date(Date.parse(`${yearFrom}T00:00:00Z`) - 30 * 86_400_000).toISOString().slice(0, 10);

  it('leave out the class’s announcements of an earlier year left without an end; the centre’s stay', async () => {
    const announce = async (title: string, publishFrom: string, classId?: number) => {
      const payload = {
        franchiseeId: centreA,
        title,
        body: `<p>${title}</p>`,
        audience: 'PARENT',
        publishFrom,
        classId,
      };
      const res = await t.as(CENTRE_A, { method: 'POST', url: '/api/announcements', payload });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    };
    const earlierClass = await announce('Nursery: bring a water bottle daily', lastYear(), child.classId);
    const earlierCentre = await announce('Our gate opens at 08:30 AM', lastYear());
    const thisYear = await announce('Nursery: sports day on Friday', todayInIndia(), child.classId);
    const feed = ((await get('/api/announcement/feed')).json().rows as { id: number }[]).map((r) => r.id);
    expect(feed).toEqual(expect.arrayContaining([earlierCentre, thisYear]));
    expect(feed).not.toContain(earlierClass);
    // A grandparent in the family circle reads the child's announcements the same way.
    const member = await joined(t, '7012000031', 'Saroja Devi');
    const token = await signInByCode(t, member.mobile);
    const circle = await asMember(t, token, `/api/family/my-children/${child.id}/announcements`);
    expect(circle.statusCode, circle.body).toBe(200);
    const read = (circle.json().rows as { id: number }[]).map((r) => r.id);
    expect(read).toEqual(expect.arrayContaining([earlierCentre, thisYear]));
    expect(read).not.toContain(earlierClass);
  });

  it('leave out the class’s albums of an earlier year, whose photos show children the family never met', async () => {
    const { albumId, photoId } = await albumWithPhoto(lastYear(), 'Annual day, a year before');
    expect(await listed()).not.toContain(albumId);
    expect((await get(`/api/gallery/albums/${albumId}`)).statusCode).toBe(404);
    expect((await get(`/api/gallery/photos/${photoId}/full`)).statusCode).toBe(404);
    const ownView = await get(`/api/gallery/student-view/${child.id}`);
    expect(ownView.json().albums.map((a: { id: number }) => a.id)).not.toContain(albumId);
    // The centre's staff keep every album of their centre.
    expect(await listed(CENTRE_A)).toContain(albumId);
  });

  it('keep last year’s class’s albums after a promotion moves the family to the new class', async () => {
    const { albumId, photoId } = await albumWithPhoto(todayInIndia(), 'Colours day, this year');
    const { newAdmissionId } = await promoteToFirstDay(t, child.id, CENTRE_A);
    expect(await listed()).toContain(albumId);
    expect((await get(`/api/gallery/albums/${albumId}`)).statusCode).toBe(200);
    expect((await get(`/api/gallery/photos/${photoId}/full`)).statusCode).toBe(200);
    const view = await get(`/api/gallery/student-view/${newAdmissionId}`);
    expect(view.statusCode, view.body).toBe(200);
    const kept = view.json().albums.find((a: { id: number }) => a.id === albumId);
    expect(kept).toMatchObject({ className: 'Nursery', photos: [expect.objectContaining({ id: photoId })] });
  });
});
