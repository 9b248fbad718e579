import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentAdmissions } from '@portal/mod-students/server';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { myChildPartA } from '../shared/contracts.ts';

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
