import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academicYears, classes } from '@portal/mod-org/server';
import { studentAdmissions } from '@portal/mod-students/server';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { promoteToFirstDay } from '../../students/test/support.ts';
import { classDiaryView } from '../shared/index.ts';
import { CENTRE_A, CHILD, PARENT, todayIndia } from './support.ts';

/**
 * Classes are the network's (Nursery, LKG) and outlive a year: a child's class diary is its class's of the year the
 * child was in it, read year by year over the range asked.
 */
describe('a child’s class diary, year by year', () => {
  let t: TestApp;
  let nursery: number;
  let yearFrom: string;
  const write = async (title: string, diaryDate: string) => {
    const res = await t.as(CENTRE_A, {
      method: 'POST',
      url: '/api/general-diaries',
      payload: { franchiseeId: 2, classId: nursery, diaryDate, title, description: `${title}: what we did.` },
    });
    expect(res.statusCode, res.body).toBe(201);
  };
  const read = async (id: number, query = '') => {
    const res = await t.as(PARENT, { method: 'GET', url: `/api/class-diary/view/${id}${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return classDiaryView.response.parse(res.json());
  };
  const titles = async (id: number, query = '') => (await read(id, query)).general.map((g) => g.title);

  beforeAll(async () => {
    t = await startTestApp();
    [{ id: nursery }] = await t.db.db.select({ id: classes.id }).from(classes).where(eq(classes.name, 'Nursery'));
    [{ yearFrom }] = await t.db.db
      .select({ yearFrom: academicYears.startDate })
      .from(studentAdmissions)
      .innerJoin(academicYears, eq(academicYears.id, studentAdmissions.academicYearId))
      .where(eq(studentAdmissions.id, CHILD));
  });
  afterAll(() => t.close());

  it('leaves out the class’s diary of a year before the child’s', async () => {
    const before = new Date(new Date(`${yearFrom}T00:00:00Z`).getTime() - 10 * 86_400_000).toISOString().slice(0, 10);
    await write('Nursery of another year', before);
    await write('Nursery this year', todayIndia());
    const seen = await titles(CHILD, `?from=${before}&to=${todayIndia()}`);
    expect(seen).toContain('Nursery this year');
    expect(seen).not.toContain('Nursery of another year');
  });

  it('keeps last year’s class diary after a promotion moves the family to the new class', async () => {
    await write('Last days in Nursery', todayIndia());
    const { newAdmissionId } = await promoteToFirstDay(t, CHILD, CENTRE_A);
    const diary = await read(newAdmissionId);
    expect(diary.general.map((g) => g.title)).toContain('Last days in Nursery');
    // The class it was in then, not the new one.
    expect(diary.className).toBe('Nursery');
  });
});
