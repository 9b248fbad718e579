import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academicYears, classes } from '@portal/mod-org/server';
import { studentAdmissions } from '@portal/mod-students/server';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { promoteToFirstDay } from '../../students/test/support.ts';
import * as C from '../shared/contracts.ts';
import { studentDashboard } from '../shared/calendar.ts';
import { classDiaryView } from '../shared/index.ts';
import { pdfText } from './pdf-text.ts';
import { CENTRE_A, CHILD, PARENT, termId, todayIndia } from './support.ts';

/**
 * A child's years at its centre. Classes are the network's (Nursery, LKG) and outlive a year: a class's diary and
 * homework are its children's of that year. A promotion gives the child a new admission and, on the new year's first
 * day, moves the family's account to it: last year's report cards, diary and homework stay the family's, read
 * through the admission they hold now.
 */
const PARENT_2 = 'parent2@demo.school';
let t: TestApp;
let nursery: number;
let term1: number;
/** A day of the year before the child's first: its class's then was other children's. */
let yearBefore: string;
let thisYear: number;

const write = async (title: string, diaryDate: string) => {
  const res = await t.as(CENTRE_A, {
    method: 'POST',
    url: '/api/general-diaries',
    payload: { franchiseeId: 2, classId: nursery, diaryDate, title, description: `${title}: what we did.` },
  });
  expect(res.statusCode, res.body).toBe(201);
};
const setHomework = async (title: string, setDate: string) => {
  const res = await t.as(CENTRE_A, {
    method: 'POST',
    url: '/api/homework',
    payload: { franchiseeId: 2, classId: nursery, subject: 'Art', title, setDate, dueDate: setDate },
  });
  expect(res.statusCode, res.body).toBe(201);
};
const diary = async (id: number, query = '') => {
  const res = await t.as(PARENT, { method: 'GET', url: `/api/class-diary/view/${id}${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return classDiaryView.response.parse(res.json());
};
const homework = async () => {
  const res = await t.as(PARENT, { method: 'GET', url: C.myHomework.path });
  expect(res.statusCode, res.body).toBe(200);
  return C.myHomework.response.parse(res.json()).rows.map((r) => r.title);
};
const card = (id: number, term: number, email = PARENT) =>
  t.as(email, { method: 'GET', url: `/api/grade-book/skills/final-report/${id}?termId=${term}` });

beforeAll(async () => {
  t = await startTestApp();
  [{ id: nursery }] = await t.db.db.select({ id: classes.id }).from(classes).where(eq(classes.name, 'Nursery'));
  term1 = await termId(t, 'Term 1');
  const [{ yearFrom }] = await t.db.db
    .select({ yearFrom: academicYears.startDate })
    .from(studentAdmissions)
    .innerJoin(academicYears, eq(academicYears.id, studentAdmissions.academicYearId))
    .where(eq(studentAdmissions.id, CHILD));
  yearBefore = new Date(new Date(`${yearFrom}T00:00:00Z`).getTime() - 10 * 86_400_000).toISOString().slice(0, 10);
  await write('Nursery of another year', yearBefore);
  await write('Nursery this year', todayIndia());
  await setHomework('Homework of another year', yearBefore);
  await setHomework('Homework this year', todayIndia());
});
afterAll(() => t.close());

describe('a child’s class, year by year', () => {
  it('shows the family its class’s diary and homework of the child’s year, not another year’s', async () => {
    const seen = (await diary(CHILD, `?from=${yearBefore}&to=${todayIndia()}`)).general.map((g) => g.title);
    expect(seen).toContain('Nursery this year');
    expect(seen).not.toContain('Nursery of another year');
    const set = await homework();
    expect(set).toContain('Homework this year');
    expect(set).not.toContain('Homework of another year');
  });
});

describe('a promoted child’s last year', () => {
  beforeAll(async () => {
    ({ newAdmissionId: thisYear } = await promoteToFirstDay(t, CHILD, CENTRE_A));
  });

  it('keeps the report cards: listed with their year and read through this year’s admission', async () => {
    const listed = await t.as(PARENT, { method: 'GET', url: `/api/grade-book/skills/final-report/${thisYear}/terms` });
    expect(listed.statusCode, listed.body).toBe(200);
    const lastYears = C.childTerms.response.parse(listed.json()).rows.find((r) => r.id === term1);
    expect(lastYears).toMatchObject({ name: 'Term 1', published: true, academicYear: expect.stringMatching(/^\d{4}/) });
    const read = await card(thisYear, term1);
    expect(read.statusCode, read.body).toBe(200);
    const body = C.reportCard.response.parse(read.json());
    // Last year's card as it was: its class, its grades and the teacher's remark.
    expect(body.child).toMatchObject({ name: 'Aarav Kapoor', className: 'Nursery' });
    expect(body.skills.flatMap((s) => s.rows).some((r) => r.label)).toBe(true);
    expect(body.remark).toContain('curious learner');
    const pdf = await t.as(PARENT, {
      method: 'GET',
      url: `/api/grade-book/skills/final-report/${thisYear}/pdf?termId=${term1}`,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain('curious learner');
  });

  it('points the child’s dashboard at last year’s card, named with its year, before this year’s is out', async () => {
    const res = await t.as(PARENT, { method: 'GET', url: `/api/student/dashboard/${thisYear}` });
    expect(res.statusCode, res.body).toBe(200);
    const { reportCard } = studentDashboard.response.parse(res.json());
    expect(reportCard).toEqual({ termId: term1, termName: expect.stringMatching(/^Term 1 \(\d{4}-\d{4}\)$/) });
  });

  it('keeps the cards the child’s: another family is refused; the old admission is no longer their door', async () => {
    expect((await card(thisYear, term1, PARENT_2)).statusCode).toBe(404);
    const terms = `/api/grade-book/skills/final-report/${thisYear}/terms`;
    expect((await t.as(PARENT_2, { method: 'GET', url: terms })).statusCode).toBe(404);
    expect((await card(CHILD, term1)).statusCode).toBe(404);
  });

  it('keeps last year’s class diary and homework, named by the class it was in then', async () => {
    const read = await diary(thisYear);
    expect(read.general.map((g) => g.title)).toContain('Nursery this year');
    expect(read.className).toBe('Nursery');
    expect(await homework()).toContain('Homework this year');
  });
});
