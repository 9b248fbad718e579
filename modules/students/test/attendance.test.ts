import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatDate } from '@portal/core';
import { eq } from 'drizzle-orm';
import { everyFranchiseeContext, anonymousContext } from '@portal/kit';
import type { TestApp } from '@portal/server/testing';
import { workingDates } from '../server/index.ts';
import { studentAdmissions } from '../server/schema.ts';
import {
  A,
  B,
  PARENT,
  TEACHER,
  admitChild,
  startStudentsFixture,
  todayIndia,
  type StudentsFixture,
} from './support.ts';

let f: StudentsFixture;
let t: TestApp;
let current: number;
let classIds: Record<string, number>;
beforeAll(async () => {
  f = await startStudentsFixture();
  ({ t, current, classIds } = f);
});
afterAll(() => t.close());

const today = () => f.workday;

describe('attendance', () => {
  it('marks a whole class for a day in one go, overwriting a second marking', async () => {
    const roster = (
      await t.as(TEACHER, {
        method: 'GET',
        url: `/api/attendance/class?date=${today()}&classId=${classIds.LKG}&academicYearID=${current}`,
      })
    ).json().rows;
    expect(roster.length).toBeGreaterThan(0);
    const marks = roster.map((r: { studentAdmissionId: number }, i: number) => ({
      studentAdmissionId: r.studentAdmissionId,
      status: i === 0 ? 'Absent' : 'Present',
    }));
    const given = await t.as(TEACHER, {
      method: 'POST',
      url: '/api/attendance/give-attendance',
      payload: { date: today(), marks },
    });
    expect(given.json()).toMatchObject({ date: today(), marked: marks.length, absent: 1, present: marks.length - 1 });
    await t.as(TEACHER, {
      method: 'POST',
      url: '/api/attendance/give-attendance',
      payload: {
        date: today(),
        marks: [{ studentAdmissionId: marks[0].studentAdmissionId, status: 'Leave', remarks: 'Fever' }],
      },
    });
    const after = (
      await t.as(TEACHER, {
        method: 'GET',
        url: `/api/attendance/class?date=${today()}&classId=${classIds.LKG}&academicYearID=${current}`,
      })
    ).json().rows;
    expect(after[0]).toMatchObject({ status: 'Leave', remarks: 'Fever' });
    const report = (
      await t.as(A, { method: 'GET', url: `/api/attendance/report/${after[0].studentId}?academicYearID=${current}` })
    ).json();
    expect(report.rows.at(-1)).toMatchObject({ date: today(), status: 'Leave' });
    expect(report.summary.days).toBe(report.rows.length);
  });

  it('keeps a child off the roll before their admission date', async () => {
    const { admissionId } = await admitChild(f, 'Kiara', 'LKG');
    // Admitted from the next day (written directly: the day after may fall past today or the year's end).
    const joins = addDays(today(), 1);
    await t.db.db.update(studentAdmissions).set({ admissionDate: joins }).where(eq(studentAdmissions.id, admissionId));
    const roll = (
      await t.as(TEACHER, {
        method: 'GET',
        url: `/api/attendance/class?date=${today()}&classId=${classIds.LKG}&academicYearID=${current}`,
      })
    ).json().rows;
    expect(roll.length).toBeGreaterThan(0);
    expect(roll.map((r: { studentAdmissionId: number }) => r.studentAdmissionId)).not.toContain(admissionId);
    const refused = await t.as(TEACHER, {
      method: 'POST',
      url: '/api/attendance/give-attendance',
      payload: { date: today(), marks: [{ studentAdmissionId: admissionId, status: 'Present' }] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({
      date: `Student admission ${admissionId} starts on ${formatDate(joins)}: attendance is marked from then`,
    });
  });

  it('marks a class promoted or graduated before the year ends until its last day', async () => {
    const promoted = await admitChild(f, 'Rohan', 'Nursery');
    const graduated = await admitChild(f, 'Gauri', 'UKG');
    for (const { admissionId } of [promoted, graduated]) {
      const res = await t.as(A, {
        method: 'POST',
        url: `/api/student-promotion/${admissionId}`,
        payload: { toAcademicYearId: f.next },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    for (const [cls, { admissionId }] of [
      ['Nursery', promoted],
      ['UKG', graduated],
    ] as const) {
      const roll = (
        await t.as(A, {
          method: 'GET',
          url: `/api/attendance/class?date=${today()}&classId=${classIds[cls]}&academicYearID=${current}`,
        })
      ).json().rows;
      expect(roll.map((r: { studentAdmissionId: number }) => r.studentAdmissionId)).toContain(admissionId);
    }
    const given = await t.as(A, {
      method: 'POST',
      url: '/api/attendance/give-attendance',
      payload: {
        date: today(),
        marks: [promoted, graduated].map(({ admissionId }) => ({ studentAdmissionId: admissionId, status: 'Present' })),
      },
    });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toMatchObject({ marked: 2, present: 2 });
    // A child who left is off the roll at once.
    await t.db.db
      .update(studentAdmissions)
      .set({ status: 'Left' })
      .where(eq(studentAdmissions.id, promoted.admissionId));
    const left = await t.as(A, {
      method: 'POST',
      url: '/api/attendance/give-attendance',
      payload: { date: today(), marks: [{ studentAdmissionId: promoted.admissionId, status: 'Present' }] },
    });
    expect(left.statusCode).toBe(400);
    expect(left.json().message).toBe(
      `Student admission ${promoted.admissionId} is Left; only Active students are marked`,
    );
  });

  it('refuses future days, doubled students and other centres', async () => {
    const tomorrow = new Date(Date.now() + 330 * 60_000 + 86_400_000).toISOString().slice(0, 10);
    expect(
      (
        await t.as(A, {
          method: 'POST',
          url: '/api/attendance/give-attendance',
          payload: { date: tomorrow, marks: [{ studentAdmissionId: 1, status: 'Present' }] },
        })
      ).json().fieldErrors,
    ).toEqual({ date: 'Attendance cannot be given for a future date' });
    expect(
      (
        await t.as(A, {
          method: 'POST',
          url: '/api/attendance/give-attendance',
          payload: {
            date: today(),
            marks: [
              { studentAdmissionId: 1, status: 'Present' },
              { studentAdmissionId: 1, status: 'Absent' },
            ],
          },
        })
      ).json().message,
    ).toBe('A student is marked twice');
    expect(
      (
        await t.as(B, {
          method: 'POST',
          url: '/api/attendance/give-attendance',
          payload: { date: today(), marks: [{ studentAdmissionId: 1, status: 'Absent' }] },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.as(A, {
          method: 'POST',
          url: '/api/attendance/give-attendance',
          payload: { date: today(), marks: [{ studentAdmissionId: 1, status: 'Late' }] },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('attendance, counted one way', () => {
  it('refuses a day the centre does not work, with the date as people read it', async () => {
    const system = everyFranchiseeContext(anonymousContext(t.db.db));
    const from = addDays(todayIndia(), -14);
    const worked = new Set(await workingDates(system, 2, from, todayIndia()));
    let off = from;
    while (worked.has(off)) off = addDays(off, 1);
    const res = await t.as(A, {
      method: 'POST',
      url: '/api/attendance/give-attendance',
      payload: { date: off, marks: [{ studentAdmissionId: 1, status: 'Present' }] },
    });
    expect(res.statusCode).toBe(400);
    const shown = `${off.slice(8, 10)}-${off.slice(5, 7)}-${off.slice(0, 4)}`;
    expect(res.json().fieldErrors.date).toBe(
      `${shown} is not a working day at the centre: declare it a working day in the academic calendar first`,
    );
    const report = (await t.as(PARENT, { method: 'GET', url: '/api/student-portal/attendance' })).json();
    expect(report.rows.map((r: { date: string }) => r.date)).not.toContain(off);
  });

  it("gives the parent's dashboard and the attendance report the same figures for the same period", async () => {
    const given = await t.as(A, {
      method: 'POST',
      url: '/api/attendance/give-attendance',
      payload: { date: today(), marks: [{ studentAdmissionId: 1, status: 'Present' }] },
    });
    expect(given.statusCode, given.body).toBe(200);
    const board = (await t.as(PARENT, { method: 'GET', url: '/api/student/dashboard/1' })).json().attendance;
    const child = (await t.as(PARENT, { method: 'GET', url: '/api/student-portal/my-child' })).json();
    const report = (
      await t.as(A, {
        method: 'GET',
        url: `/api/attendance/report/${child.studentId}?from=${board.from}&to=${board.to}`,
      })
    ).json().summary;
    expect(report).toMatchObject({
      from: board.from,
      to: board.to,
      workingDays: board.workingDays,
      present: board.present,
      absent: board.absent,
      leave: board.leave,
      percentage: board.percent ?? 0,
    });
    // The day marked counts when it falls in this month (the first days of a month may be a weekend).
    if (today() >= board.from) expect(board.present).toBeGreaterThan(0);
    expect(board.present).toBeLessThanOrEqual(board.workingDays);
  });
});
