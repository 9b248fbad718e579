import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentAdmissions } from '@portal/mod-students/server';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { myChildCard, myChildPartA } from '../shared/contracts.ts';
import { competenciesOfBand } from '../shared/framework.ts';

const PARENT = 'parent@demo.school';
const TEACHER = 'teacher@demo.school';
/** The parent's child, Aarav, in teacher@'s Nursery class. */
const CHILD = 1;

describe('the progress card’s part A, filled by the family', () => {
  let t: TestApp;
  let classmate: number;
  const about = (id: number) => `/api/observations/my-child/${id}/about`;

  beforeAll(async () => {
    t = await startTestApp();
    const [aarav] = await t.db.db.select().from(studentAdmissions).where(eq(studentAdmissions.id, CHILD));
    const [other] = await t.db.db
      .select()
      .from(studentAdmissions)
      .where(and(eq(studentAdmissions.classId, aarav.classId), ne(studentAdmissions.id, CHILD)));
    classmate = other.id;
  });
  afterAll(() => t.close());

  it('keeps what the family writes about their own child this year, the weight to the gram', async () => {
    const body = {
      iLike: 'Drawing',
      favouriteFood: 'Idli',
      favouriteGame: 'Hide and seek',
      heightCm: 98,
      weightKg: 14.5,
    };
    const saved = await t.as(PARENT, { method: 'PUT', url: about(CHILD), payload: body });
    expect(saved.statusCode).toBe(200);
    const read = myChildPartA.response.parse((await t.as(PARENT, { method: 'GET', url: about(CHILD) })).json());
    expect(read).toMatchObject({ ...body, myFamily: null, studentAdmissionId: CHILD });
    const again = await t.as(PARENT, {
      method: 'PUT',
      url: about(CHILD),
      payload: { ...body, myFamily: 'Amma, Appa' },
    });
    expect(again.json()).toMatchObject({ myFamily: 'Amma, Appa', weightKg: 14.5 });
  });

  it('refuses a height in the wrong unit in words', async () => {
    const res = await t.as(PARENT, { method: 'PUT', url: about(CHILD), payload: { heightCm: 9.8 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.heightCm).toMatch(/centimetres/);
  });

  it('tells a parent another child is not found, reading or writing; staff don’t write the family’s part', async () => {
    expect((await t.as(PARENT, { method: 'GET', url: about(classmate) })).statusCode).toBe(404);
    const write = await t.as(PARENT, { method: 'PUT', url: about(classmate), payload: { iLike: 'Cars' } });
    expect(write.statusCode).toBe(404);
    const staff = await t.as(TEACHER, { method: 'PUT', url: about(CHILD), payload: { iLike: 'Cars' } });
    expect(staff.statusCode).toBe(403);
  });
});

describe('the progress card signed by the centre’s head and published to the family', () => {
  let t: TestApp;
  const HEAD = 'franchisee-a@demo.school';
  const post = (email: string, what: string) =>
    t.as(email, { method: 'POST', url: `/api/observations/hpc/${CHILD}/${what}` });
  const card = () => t.as(PARENT, { method: 'GET', url: `/api/observations/my-child/${CHILD}/card` });
  /** What the family reads of a card not published yet: that it is not, and nothing of it. */
  const unpublished = async () => {
    const answer = await card();
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ published: false });
  };

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('is published only once signed, never signed by the teacher, and reaches the family only published', async () => {
    const early = await post(HEAD, 'publish');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/signs this progress card before/);
    await unpublished();
    const pdf = `/api/observations/my-child/${CHILD}/card/pdf?language=hi`;
    expect((await t.as(PARENT, { method: 'GET', url: pdf })).statusCode).toBe(404);

    expect((await post(TEACHER, 'sign')).statusCode).toBe(403);
    expect((await post(TEACHER, 'publish')).statusCode).toBe(403);

    const signed = await post(HEAD, 'sign');
    expect(signed.statusCode).toBe(200);
    expect(signed.json().state).toBe('signed');
    await unpublished();

    const state = await t.as(TEACHER, { method: 'GET', url: `/api/observations/hpc/${CHILD}/state` });
    expect(state.json().state).toBe('signed');
    const published = await post(HEAD, 'publish');
    expect(published.json().state).toBe('published');
    const read = myChildCard.response.parse((await card()).json());
    if (!read.published) throw new Error('the published card reads as not published');
    expect(read.rows.length).toBe(competenciesOfBand(read.band).length);
    expect(read.partA.studentAdmissionId).toBe(CHILD);
    const file = await t.as(PARENT, { method: 'GET', url: pdf });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
  });
});
