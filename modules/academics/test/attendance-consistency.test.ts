import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, figurePercent } from '@portal/core';
import { anonymousContext, everyFranchiseeContext } from '@portal/kit';
import { centreMonthlyMetrics, refreshBenchmarkSummaries } from '@portal/mod-reports/server';
import { workingDates, workingDatesOf } from '@portal/mod-students/server';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { sql } from 'drizzle-orm';
import { academicCalendars } from '../server/schema.ts';
import { CENTRE_A, CHILD, PARENT, todayIndia } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const CENTRE = 2;
const STATUSES = ['Present', 'Present', 'Absent', 'Present', 'Leave'];
const shown = (day: string) => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;

async function give(date: string, status: string) {
  return t.as(CENTRE_A, {
    method: 'POST',
    url: '/api/attendance/give-attendance',
    payload: { date, marks: [{ studentAdmissionId: CHILD, status }] },
  });
}

type Summary = { workingDays: number; present: number; absent: number; leave: number; percentage: number };
async function report(studentId: number, from: string, to: string): Promise<Summary> {
  const res = await t.as(CENTRE_A, { method: 'GET', url: `/api/attendance/report/${studentId}?from=${from}&to=${to}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().summary;
}

describe("a month of one child's attendance", () => {
  it('is the same on the dashboard, the attendance report, the report card and the benchmark', async () => {
    const system = everyFranchiseeContext(anonymousContext(t.db.db));
    const today = todayIndia();
    const from = `${today.slice(0, 7)}-01`;

    // The centre declares a holiday on one of this month's working days (the month's first, before today).
    const open = await workingDates(system, CENTRE, from, today);
    const holiday = open.find((d) => d < today);
    if (holiday) {
      const [calendar] = await t.db.db
        .select({ id: academicCalendars.id })
        .from(academicCalendars)
        .where(eq(academicCalendars.franchiseeId, CENTRE));
      const declared = await t.as(CENTRE_A, {
        method: 'POST',
        url: '/api/academic-calendar-days',
        payload: { calendarId: calendar.id, date: holiday, title: 'Founders day', kind: 'HOLIDAY' },
      });
      expect(declared.statusCode, declared.body).toBe(201);
      const refused = await give(holiday, 'Present');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fieldErrors.date).toMatch(new RegExp(`^${shown(holiday)} is not a working day`));
    }
    // A weekend day of the month is refused too.
    let weekend = from;
    while (weekend <= today && ![0, 6].includes(new Date(`${weekend}T00:00:00Z`).getUTCDay()))
      weekend = addDays(weekend, 1);
    if (weekend <= today && !open.includes(weekend)) expect((await give(weekend, 'Present')).statusCode).toBe(400);

    // The child is marked on every working day of the month so far.
    const days = await workingDates(system, CENTRE, from, today);
    expect(days).not.toContain(holiday);
    const marks = days.map((date, i) => ({ date, status: STATUSES[i % STATUSES.length] }));
    for (const m of marks) expect((await give(m.date, m.status)).statusCode).toBe(200);
    const present = marks.filter((m) => m.status === 'Present').length;
    const expected = {
      workingDays: days.length,
      present,
      absent: marks.filter((m) => m.status === 'Absent').length,
      leave: marks.filter((m) => m.status === 'Leave').length,
    };

    // The parent's dashboard names its period, this month so far, and counts it as the report does.
    const board = (await t.as(PARENT, { method: 'GET', url: `/api/student/dashboard/${CHILD}` })).json().attendance;
    expect(board).toMatchObject({ from, to: today, ...expected, percent: figurePercent(present, days.length) });
    const child = (await t.as(PARENT, { method: 'GET', url: '/api/student-portal/my-child' })).json();
    expect(await report(child.studentId, from, today)).toMatchObject({ ...expected, percentage: board.percent });

    // The report card counts the term so far the same way, and says which days it covers.
    const terms = (
      await t.as(CENTRE_A, { method: 'GET', url: `/api/grade-book/skills/final-report/${CHILD}/terms` })
    ).json().rows;
    const card = (
      await t.as(CENTRE_A, {
        method: 'GET',
        url: `/api/grade-book/skills/final-report/${CHILD}?termId=${terms[0].id}`,
      })
    ).json().attendance;
    const termReport = await report(child.studentId, card.from, card.to);
    expect(card).toMatchObject({
      workingDays: termReport.workingDays,
      present: termReport.present,
      absent: termReport.absent,
      leave: termReport.leave,
      percent: termReport.percentage,
    });

    // The benchmark's month: the children's present days over their working days, this child's among them.
    await refreshBenchmarkSummaries(t.db.db, today);
    const [metrics] = await t.db.db
      .select()
      .from(centreMonthlyMetrics)
      .where(eq(centreMonthlyMetrics.franchiseeId, CENTRE))
      .then((rows) => rows.filter((r) => r.month === today.slice(0, 7)));
    const pupils = (await t.as(CENTRE_A, { method: 'GET', url: '/api/student?pageSize=200&fields=id' })).json().rows;
    let marked = 0;
    let presentDays = 0;
    for (const pupil of pupils) {
      const res = await t.as(CENTRE_A, {
        method: 'GET',
        url: `/api/attendance/report/${pupil.id}?from=${from}&to=${today}`,
      });
      if (res.json().rows.length === 0) continue;
      marked += 1;
      presentDays += res.json().summary.present;
    }
    expect(metrics).toMatchObject({ attendanceMarked: days.length * marked, attendancePresent: presentDays });
  });
});

describe("the network's working days", () => {
  it('are read for every centre at once as they are for each centre alone', async () => {
    const system = everyFranchiseeContext(anonymousContext(t.db.db));
    const today = todayIndia();
    const [from, to] = [addDays(today, -200), addDays(today, 200)];
    // Centre 3 closes for a two-day festival on its event calendar; centre 2's academic calendar has its holidays.
    await t.db.db.execute(sql`insert into calendar_events (franchisee_id, title, start_date, end_date, is_holiday)
      values (3, 'Festival', ${addDays(today, 10)}, ${addDays(today, 11)}, true)`);
    const centres = [1, 2, 3, 4, 5];
    const together = await workingDatesOf(system, centres, from, to);
    expect([...together.keys()].sort()).toEqual(centres);
    for (const id of centres)
      expect(together.get(id), `centre ${id}`).toEqual(await workingDates(system, id, from, to));
    // The festival's days are not working days at centre 3, and are at centre 4.
    const festival = [addDays(today, 10), addDays(today, 11)];
    expect(together.get(3)!.filter((d) => festival.includes(d))).toEqual([]);
    expect(together.get(2)!.length).not.toEqual(together.get(4)!.length);
  });
});
