import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays } from '@portal/core';
import { anonymousContext, everyFranchiseeContext, jobs } from '@portal/kit';
import type { TestApp } from '@portal/server/testing';
import { followBegunPromotions, promotionSweepJob, studentAdmissions } from '../server/index.ts';
import { A, B, PARENT, TEACHER, admitChild, startStudentsFixture, type StudentsFixture } from './support.ts';

let f: StudentsFixture;
let t: TestApp;
let years: StudentsFixture['years'];
let current: number;
let next: number;
let classIds: Record<string, number>;
beforeAll(async () => {
  f = await startStudentsFixture();
  ({ t, years, current, next, classIds } = f);
});
afterAll(() => t.close());

const today = () => f.workday;
const admit = (first: string, cls: string, email = A) => admitChild(f, first, cls, email);
const list = async (email: string, query: string) =>
  (
    await t.as(email, { method: 'GET', url: `/api/students/details?academicYearID=${current}&pageSize=200&${query}` })
  ).json();

describe('student records', () => {
  it('lists students by class and section, fenced per centre', async () => {
    const nursery = await list(A, `classId=${classIds.Nursery}`);
    expect(nursery.rows.map((r: { firstName: string }) => r.firstName)).toEqual(
      expect.arrayContaining(['Aarav', 'Ananya']),
    );
    expect(
      nursery.rows.every(
        (r: { franchiseeId: number; className: string }) => r.franchiseeId === 2 && r.className === 'Nursery',
      ),
    ).toBe(true);
    const b = await list(B, '');
    expect(b.rows.every((r: { franchiseeId: number }) => r.franchiseeId === 3)).toBe(true);
    expect((await t.as(B, { method: 'GET', url: `/api/students/details?franchiseeID=2` })).statusCode).toBe(404);
    const s = await t.as(A, {
      method: 'POST',
      url: '/api/student',
      payload: { firstName: 'Zara', dateOfBirth: today(), gender: 'FEMALE', parentMobile: '9812345678' },
    });
    expect(s.json().fieldErrors).toEqual({ dateOfBirth: 'Date of birth must be in the past' });
    const aarav = nursery.rows.find((r: { firstName: string }) => r.firstName === 'Aarav');
    expect(
      (
        await t.as(A, { method: 'PUT', url: `/api/student/${aarav.studentId}`, payload: { editStatus: 'pending' } })
      ).json().editStatus,
    ).toBe('pending');
  });

  it('lists a teacher the children of the classes they teach, each of which they may open', async () => {
    const all = await list(A, '');
    expect(new Set(all.rows.map((r: { className: string }) => r.className)).size).toBeGreaterThan(1);
    const taught = await list(TEACHER, '');
    expect(taught.rows.length).toBeGreaterThan(0);
    expect(taught.rows.every((r: { className: string }) => r.className === 'Nursery')).toBe(true);
    for (const row of taught.rows as { admissionId: number }[]) {
      const opened = await t.as(TEACHER, { method: 'GET', url: `/api/students/admissions-form/${row.admissionId}` });
      expect(opened.statusCode, opened.body).toBe(200);
    }
  });

  it('shows the parent only their own child (admission 1 at centre 002)', async () => {
    const child = (await t.as(PARENT, { method: 'GET', url: '/api/student-portal/my-child' })).json();
    expect(child).toMatchObject({
      admissionId: 1,
      firstName: 'Aarav',
      lastName: 'Kapoor',
      franchiseeId: 2,
      className: 'Nursery',
    });
    const att = (await t.as(PARENT, { method: 'GET', url: '/api/student-portal/attendance' })).json();
    expect(att.student.firstName).toBe('Aarav');
    expect(att.rows.length).toBeGreaterThanOrEqual(0);
    expect((await t.as(PARENT, { method: 'GET', url: '/api/students/details' })).statusCode).toBe(403);
    expect((await t.as(PARENT, { method: 'GET', url: '/api/attendance/report/2' })).statusCode).toBe(403);
  });
});

describe('a child named by full name', () => {
  it('keeps the full name from the first and last name, never from the client', async () => {
    const { studentId, admissionId } = await admit('Meera', 'Nursery');
    const student = (await t.as(A, { method: 'GET', url: `/api/student/${studentId}` })).json();
    expect(student.fullName).toBe('Meera Test');
    const refused = await t.as(A, {
      method: 'PUT',
      url: `/api/student/${studentId}`,
      payload: { fullName: 'Someone' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Unknown field: fullName');
    const renamed = await t.as(A, { method: 'PUT', url: `/api/student/${studentId}`, payload: { lastName: 'Iyer' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().fullName).toBe('Meera Iyer');
    // The admission reads as the child's full name, on its record and in its list.
    const admission = (await t.as(A, { method: 'GET', url: `/api/student-admission/${admissionId}` })).json();
    expect(admission.studentIdLabel).toBe('Meera Iyer');
    const page = (await t.as(A, { method: 'GET', url: `/api/student-admission?pageSize=200` })).json();
    const row = page.rows.find((r: { id: number }) => r.id === admissionId);
    expect(row.studentIdLabel).toBe('Meera Iyer');
  });

  it('finds admissions by the child’s name, inside the centre', async () => {
    const { admissionId } = await admit('Ishita', 'LKG');
    const search = async (email: string, q: string) =>
      (await t.as(email, { method: 'GET', url: `/api/student-admission?q=${encodeURIComponent(q)}` })).json().rows as {
        id: number;
        studentIdLabel: string;
      }[];
    const found = await search(A, 'ishita test');
    expect(found.map((r) => r.id)).toEqual([admissionId]);
    expect(found[0].studentIdLabel).toBe('Ishita Test');
    expect(await search(B, 'ishita')).toEqual([]);
  });
});

describe('promotion', () => {
  it('moves Nursery to LKG, toddlers to Playgroup, and graduates UKG and Bridge Course', async () => {
    const nursery = await admit('Promo', 'Nursery');
    const toddler = await admit('Toddy', 'Mother Toddler');
    const ukg = await admit('Grad', 'UKG');
    const bridge = await admit('Bridgy', 'Bridge Course');
    const promote = (id: number, body: Record<string, unknown> = {}) =>
      t.as(A, { method: 'POST', url: `/api/student-promotion/${id}`, payload: { toAcademicYearId: next, ...body } });
    expect((await promote(nursery.admissionId)).json()).toMatchObject({ outcome: 'Promoted', className: 'LKG' });
    expect((await promote(toddler.admissionId)).json()).toMatchObject({ outcome: 'Promoted', className: 'Playgroup' });
    expect((await promote(ukg.admissionId)).json()).toEqual({ admissionId: ukg.admissionId, outcome: 'Graduated' });
    expect((await promote(bridge.admissionId)).json().outcome).toBe('Graduated');
    expect((await t.as(A, { method: 'GET', url: `/api/student/${ukg.studentId}` })).json().status).toBe('Graduated');
    expect((await promote(nursery.admissionId)).json().message).toBe('Cannot promote: the admission is Promoted');
    const back = years.find((y) => y.id !== current && y.id !== next)!.id;
    const fresh = await admit('Backy', 'LKG');
    expect((await promote(fresh.admissionId, { toAcademicYearId: back })).json().fieldErrors.toAcademicYearId).toMatch(
      /^Promote into a year after/,
    );
    expect(
      (
        await t.as(B, {
          method: 'POST',
          url: `/api/student-promotion/${fresh.admissionId}`,
          payload: { toAcademicYearId: next },
        })
      ).statusCode,
    ).toBe(404);
    const nextList = (await t.as(A, { method: 'GET', url: `/api/students/details?academicYearID=${next}` })).json()
      .rows;
    expect(nextList.find((r: { studentId: number }) => r.studentId === nursery.studentId)).toMatchObject({
      className: 'LKG',
      status: 'Active',
    });
  });

  it('promotes a whole class in bulk and reports each student', async () => {
    const preview = (
      await t.as(A, {
        method: 'GET',
        url: `/api/student-promotion/list?academicYearID=${current}&classId=${classIds.UKG}`,
      })
    ).json().rows;
    expect(preview.every((r: { nextClassName: string }) => r.nextClassName === 'Graduated')).toBe(true);
    const res = await t.as(A, {
      method: 'POST',
      url: '/api/student-promotion/all',
      payload: { fromAcademicYearId: current, toAcademicYearId: next, classId: classIds.LKG },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().promoted).toBeGreaterThan(0);
    expect(res.json().results.every((r: { className: string }) => r.className === 'UKG')).toBe(true);
    // Centre 003's LKG was not touched.
    const bLkg = (
      await t.as(B, { method: 'GET', url: `/api/students/details?academicYearID=${current}&classId=${classIds.LKG}` })
    ).json().rows;
    expect(bLkg.every((r: { status: string }) => r.status === 'Active')).toBe(true);
    const again = (
      await t.as(A, {
        method: 'POST',
        url: '/api/student-promotion/all',
        payload: { fromAcademicYearId: current, toAcademicYearId: next, classId: classIds.LKG },
      })
    ).json();
    expect(again).toMatchObject({ promoted: 0, graduated: 0 });
  });

  it("moves the child's family accounts to the new admission on its first day", async () => {
    // Admission 1 is the demo parent's child, and an assistant teacher's at her own centre.
    const promote = { method: 'POST' as const, url: '/api/student-promotion/1', payload: { toAcademicYearId: next } };
    const promoted = await t.as(A, promote);
    expect(promoted.json()).toMatchObject({ outcome: 'Promoted', className: 'LKG' });
    const { newAdmissionId } = promoted.json();
    const linked = () =>
      Promise.all(
        [PARENT, 'parent-teacher@demo.school'].map(
          async (who) => (await t.as(who, { method: 'GET', url: '/api/admin/me' })).json().student.studentAdmissionID,
        ),
      );
    // Promoted before the year's end, the child keeps this year's class to its last day, and so do the parents.
    expect(await linked()).toEqual([1, 1]);
    const [{ firstDay }] = await t.db.db
      .select({ firstDay: studentAdmissions.admissionDate })
      .from(studentAdmissions)
      .where(eq(studentAdmissions.id, newAdmissionId));
    const system = everyFranchiseeContext(anonymousContext(t.db.db));
    expect(await followBegunPromotions(system, addDays(firstDay, -1))).toBe(0);
    // Admission 1's two accounts, and those of the children promoted above.
    expect(await followBegunPromotions(system, firstDay)).toBeGreaterThanOrEqual(2);
    expect(await linked()).toEqual([newAdmissionId, newAdmissionId]);
    // The parent's screens show the new year's class, and the new admission's records are the parent's to read.
    const child = (await t.as(PARENT, { method: 'GET', url: '/api/student-portal/my-child' })).json();
    expect(child).toMatchObject({ admissionId: newAdmissionId, className: 'LKG' });
    const dashboard = await t.as(PARENT, { method: 'GET', url: `/api/student/dashboard/${newAdmissionId}` });
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    // A second run moves nobody; the portal runs it every night.
    expect(await followBegunPromotions(system, firstDay)).toBe(0);
    expect(await t.db.db.select().from(jobs).where(eq(jobs.name, promotionSweepJob.name))).toHaveLength(1);
  });
});

describe('mother-toddler programme and class groups', () => {
  it('lists onboarded toddlers and moves them between programme classes only', async () => {
    const onboarded = (
      await t.as(A, { method: 'GET', url: `/api/mother-toddler-program/onboarded?academicYearID=${current}` })
    ).json().rows;
    const kabir = onboarded.find((r: { firstName: string }) => r.firstName === 'Kabir');
    expect(kabir).toMatchObject({ className: 'Mother Toddler' });
    const moved = await t.as(A, {
      method: 'POST',
      url: '/api/mother-toddler-program/assign-class',
      payload: { studentId: kabir.studentId, academicYearId: current, classId: classIds['Parent Toddler Circle'] },
    });
    expect(moved.json()).toEqual({ admissionId: kabir.admissionId, created: false });
    const wrong = await t.as(A, {
      method: 'POST',
      url: '/api/mother-toddler-program/assign-class',
      payload: { studentId: kabir.studentId, academicYearId: current, classId: classIds.LKG },
    });
    expect(wrong.json().fieldErrors).toEqual({ classId: 'LKG is not a mother-toddler programme class' });
    const view = (
      await t.as(A, { method: 'GET', url: `/api/mother-toddler-program/student-class/${kabir.studentId}` })
    ).json().rows;
    expect(view[0].className).toBe('Parent Toddler Circle');
  });

  it('keeps class groups with the four types, edited by head office only', async () => {
    const groups = (await t.as(A, { method: 'GET', url: '/api/class-group?pageSize=50' })).json().rows;
    expect(new Set(groups.map((g: { groupType: string }) => g.groupType))).toEqual(
      new Set(['Teacher Training', 'Curriculum', 'Recorded Classes', 'Curriculum_CMS']),
    );
    expect(
      (await t.as(A, { method: 'POST', url: '/api/class-group', payload: { name: 'X', groupType: 'Curriculum' } }))
        .statusCode,
    ).toBe(403);
    const bad = await t.as('superadmin@demo.school', {
      method: 'POST',
      url: '/api/class-group',
      payload: { name: 'Senior KG', groupType: 'Curriculum', classNames: ['Grade 1'] },
    });
    expect(bad.json().fieldErrors).toEqual({ classNames: 'Unknown class: Grade 1' });
  });
});
