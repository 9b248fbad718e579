import { expect } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { addDays } from '@portal/core';
import { anonymousContext, everyFranchiseeContext } from '@portal/kit';
import { academicYears } from '@portal/mod-org/server';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { followBegunPromotions, studentAdmissions, workingDates } from '../server/index.ts';

export const A = 'franchisee-a@demo.school';
export const B = 'franchisee-b@demo.school';
export const TEACHER = 'teacher@demo.school';
export const PARENT = 'parent@demo.school';

/** Today in India (the day attendance and admissions are dated by). */
export const todayIndia = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

/** Centre A's classes by name. */
export async function classIdsOf(t: TestApp): Promise<Record<string, number>> {
  const rows: { id: number; name: string }[] = (await t.as(A, { method: 'GET', url: '/api/class?pageSize=50' })).json()
    .rows;
  return Object.fromEntries(rows.map((c) => [c.name, c.id]));
}

/** What each students test file starts from: its app and centre A's years, classes and latest working day. */
export interface StudentsFixture {
  t: TestApp;
  years: { id: number; academicYear: string }[];
  current: number;
  next: number;
  classIds: Record<string, number>;
  /** The latest day centre 2 worked, today included: attendance is marked on working days only. */
  workday: string;
}

export async function startStudentsFixture(): Promise<StudentsFixture> {
  const t = await startTestApp();
  const system = everyFranchiseeContext(anonymousContext(t.db.db));
  const workday = (await workingDates(system, 2, addDays(todayIndia(), -14), todayIndia())).at(-1)!;
  const years = (await t.as(A, { method: 'GET', url: '/api/franchiseeAcademicYears' })).json().rows;
  const current = (
    await t.as(A, { method: 'GET', url: '/api/franchiseeAcademicYears?isCurrentAcademicYear=true' })
  ).json().rows[0].id;
  const label = years.find((y: { id: number }) => y.id === current).academicYear;
  const next = years.find((y: { academicYear: string }) => y.academicYear > label).id;
  return { t, years, current, next, classIds: await classIdsOf(t), workday };
}

/** A new child admitted to a class of the current year on the fixture's working day. */
export async function admitChild(f: StudentsFixture, first: string, cls: string, email = A) {
  const s = await f.t.as(email, {
    method: 'POST',
    url: '/api/student',
    payload: {
      firstName: first,
      lastName: 'Test',
      dateOfBirth: '2021-03-03',
      gender: 'FEMALE',
      parentMobile: '9812345678',
    },
  });
  expect(s.statusCode, s.body).toBe(201);
  const a = await f.t.as(email, {
    method: 'POST',
    url: '/api/student-admission',
    payload: { studentId: s.json().id, academicYearId: f.current, classId: f.classIds[cls], admissionDate: f.workday },
  });
  expect(a.statusCode, a.body).toBe(201);
  return { studentId: s.json().id as number, admissionId: a.json().id as number };
}

/** What `promoteToFirstDay` did: the new admission, its first day, and what followed the child that night. */
export interface PromotedChild {
  newAdmissionId: number;
  firstDay: string;
  /** Family accounts moved and records carried by the first night's run (`followBegunPromotions`). */
  followed: number;
  /** Runs the night's work again, as the portal does every night: answers what it moved or carried. */
  followAgain(): Promise<number>;
}

/**
 * Promotes an admission of centre A into the next year before that year begins, as a centre does in February, then
 * runs the night's work of the new year's first day.
 */
export async function promoteToFirstDay(t: TestApp, admissionId: number, email = A): Promise<PromotedChild> {
  const [admission] = await t.db.db.select().from(studentAdmissions).where(eq(studentAdmissions.id, admissionId));
  const years = await t.db.db.select().from(academicYears).orderBy(asc(academicYears.startDate));
  const next = years[years.findIndex((y) => y.id === admission.academicYearId) + 1];
  const promoted = await t.as(email, {
    method: 'POST',
    url: `/api/student-promotion/${admissionId}`,
    payload: { toAcademicYearId: next.id },
  });
  expect(promoted.json(), promoted.body).toMatchObject({ outcome: 'Promoted' });
  const system = everyFranchiseeContext(anonymousContext(t.db.db));
  const followAgain = () => followBegunPromotions(system, next.startDate);
  return {
    newAdmissionId: promoted.json().newAdmissionId,
    firstDay: next.startDate,
    followed: await followAgain(),
    followAgain,
  };
}
