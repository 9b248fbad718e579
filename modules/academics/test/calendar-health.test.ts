import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, gt } from 'drizzle-orm';
import { addDays, CRON_STATUS } from '@portal/core';
import { enqueue, jobRuns, outbox, startWorker } from '@portal/kit';
import { startTestApp, type TestApp } from '@portal/server/testing';
import * as CAL from '../shared/calendar.ts';
import * as H from '../shared/health.ts';
import { academicCalendars, healthRemarks } from '../server/schema.ts';
import { promoteToFirstDay } from '../../students/test/support.ts';
import { IMMUNISATION_JOB, immunisationReminderJob, setHealthClock } from '../server/index.ts';
import { CENTRE_A, CENTRE_B, CHILD, PARENT, TEACHER, todayIndia } from './support.ts';

let t: TestApp;
let calendarId: number;
beforeAll(async () => {
  t = await startTestApp();
  [{ id: calendarId }] = await t.db.db
    .select({ id: academicCalendars.id })
    .from(academicCalendars)
    .where(eq(academicCalendars.franchiseeId, 2));
});
afterAll(() => t.close());
afterEach(() => setHealthClock(undefined));

const summary = async (email = CENTRE_A) => {
  const res = await t.as(email, { method: 'GET', url: `/api/academic-calender/${calendarId}/summary` });
  expect(res.statusCode, res.body).toBe(200);
  return CAL.calendarSummary.response.parse(res.json());
};

/** A weekday of the calendar that is no holiday yet. */
function freeWeekday(s: CAL.CalendarSummary): string {
  const taken = new Set(s.holidays.map((h) => h.date));
  for (let d = s.from; d <= s.to; d = addDays(d, 1)) {
    const wd = new Date(`${d}T00:00:00Z`).getUTCDay();
    if (wd >= 1 && wd <= 5 && !taken.has(d)) return d;
  }
  throw new Error('no free weekday');
}

describe('academic calendar', () => {
  it('counts working days less the holidays marked on the event calendar', async () => {
    const before = await summary();
    expect(before.workingDays).toBeGreaterThan(0);
    expect(before.holidays.some((h) => h.title === 'Republic Day' && h.source === 'ACADEMIC_CALENDAR')).toBe(true);
    const day = freeWeekday(before);

    // An ordinary event leaves the working days alone.
    const event = await t.as(CENTRE_A, {
      method: 'POST',
      url: '/api/calendar-events',
      payload: { franchiseeId: 2, title: 'Puppet show', eventType: 'EVENT', startDate: day, endDate: day },
    });
    expect(event.statusCode, event.body).toBe(201);
    const same = await summary();
    expect(same.workingDays).toBe(before.workingDays);
    expect(same.events.some((e) => e.date === day && e.source === 'EVENT_CALENDAR')).toBe(true);

    // Marked as a holiday, the day no longer works.
    const marked = await t.as(CENTRE_A, {
      method: 'PUT',
      url: `/api/calendar-events/${event.json().id}`,
      payload: { isHoliday: true },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const after = await summary();
    expect(after.workingDays).toBe(before.workingDays - 1);
    expect(after.holidays).toContainEqual({
      date: day,
      title: 'Puppet show',
      kind: 'HOLIDAY',
      source: 'EVENT_CALENDAR',
    });

    // Another centre's holiday on the same day changes nothing here.
    await t.as(CENTRE_B, {
      method: 'POST',
      url: '/api/calendar-events',
      payload: { franchiseeId: 3, title: 'Local fair', eventType: 'HOLIDAY', startDate: day, endDate: day },
    });
    expect((await summary()).workingDays).toBe(after.workingDays);
  });

  it('adds working days the calendar names, and refuses days outside it', async () => {
    const before = await summary();
    const sunday = (() => {
      for (let d = before.from; d <= before.to; d = addDays(d, 1))
        if (new Date(`${d}T00:00:00Z`).getUTCDay() === 0) return d;
      throw new Error('no Sunday');
    })();
    const extra = await t.as(CENTRE_A, {
      method: 'POST',
      url: '/api/academic-calendar-days',
      payload: { calendarId, date: sunday, title: 'Make-up day', kind: 'WORKING_DAY' },
    });
    expect(extra.statusCode, extra.body).toBe(201);
    expect(extra.json().franchiseeId).toBe(2);
    expect((await summary()).workingDays).toBe(before.workingDays + 1);

    const outside = await t.as(CENTRE_A, {
      method: 'POST',
      url: '/api/academic-calendar-days',
      payload: { calendarId, date: addDays(before.to, 1), title: 'Too late', kind: 'WORKING_DAY' },
    });
    expect(outside.statusCode).toBe(400);
    const dates = { startDate: before.from, endDate: before.to };
    expect(outside.json().fieldErrors.date).toBe(CAL.CALENDAR_MESSAGES.outsideCalendar(dates));
    // A holiday is a day of the calendar too: one before it starts counts for no term.
    const holidayBefore = await t.as(CENTRE_A, {
      method: 'POST',
      url: '/api/academic-calendar-days',
      payload: { calendarId, date: addDays(before.from, -1), title: 'Not this year', kind: 'HOLIDAY' },
    });
    expect(holidayBefore.statusCode).toBe(400);
    expect(holidayBefore.json().fieldErrors.date).toBe(CAL.CALENDAR_MESSAGES.outsideCalendar(dates));
    // Nor may the calendar shrink past the make-up day it holds.
    const shrunk = await t.as(CENTRE_A, {
      method: 'PUT',
      url: `/api/academic-calendars/${calendarId}`,
      payload: { endDate: addDays(sunday, -1) },
    });
    expect(shrunk.statusCode).toBe(400);
    expect(shrunk.json().fieldErrors.startDate).toMatch(/of the calendar would fall outside these dates/);
    expect((await summary()).to).toBe(before.to);
    // Another centre sees neither the calendar nor its summary.
    expect((await t.as(CENTRE_B, { method: 'GET', url: `/api/academic-calendars/${calendarId}` })).statusCode).toBe(
      404,
    );
    expect(
      (await t.as(CENTRE_B, { method: 'GET', url: `/api/academic-calender/${calendarId}/summary` })).statusCode,
    ).toBe(404);
  });

  it('puts the working days under the report card’s attendance', async () => {
    const { rows } = (
      await t.as(TEACHER, { method: 'GET', url: `/api/grade-book/skills/final-report/${CHILD}/terms` })
    ).json();
    const res = await t.as(TEACHER, {
      method: 'GET',
      url: `/api/grade-book/skills/final-report/${CHILD}?termId=${rows[0].id}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().attendance).toHaveProperty('workingDays');
  });
});

describe('the parent’s own child', () => {
  it('shows a parent the dashboard of their own child only (another child is a 404)', async () => {
    const mine = await t.as(PARENT, { method: 'GET', url: CAL.myChild.path });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().studentAdmissionId).toBe(CHILD);

    const res = await t.as(PARENT, { method: 'GET', url: `/api/student/dashboard/${CHILD}` });
    expect(res.statusCode, res.body).toBe(200);
    const board = CAL.studentDashboardAnswer.parse(res.json());
    expect(board.studentAdmissionId).toBe(CHILD);
    expect(board.child.centre).toContain('Indiranagar');
    expect(board.attendance.workingDays).toBeGreaterThanOrEqual(0);
    expect(board.diary).toEqual([]);

    // The class's general diary of the day reaches the parent's dashboard.
    const classes = (await t.as(CENTRE_A, { method: 'GET', url: '/api/class?pageSize=50' })).json().rows as {
      id: number;
      name: string;
    }[];
    const classId = classes.find((c) => c.name === board.child.className)!.id;
    const written = await t.as(CENTRE_A, {
      method: 'POST',
      url: '/api/general-diaries',
      payload: {
        franchiseeId: 2,
        classId,
        diaryDate: todayIndia(),
        title: 'Leaf prints',
        description: 'We printed leaves.',
      },
    });
    expect(written.statusCode, written.body).toBe(201);
    const after = CAL.studentDashboardAnswer.parse(
      (await t.as(PARENT, { method: 'GET', url: `/api/student/dashboard/${CHILD}` })).json(),
    );
    expect(after.diary).toEqual([{ title: 'Leaf prints', body: 'We printed leaves.' }]);

    expect((await t.as(PARENT, { method: 'GET', url: '/api/student/dashboard/2' })).statusCode).toBe(404);
    expect((await t.as(PARENT, { method: 'GET', url: '/api/student/calendar/2' })).statusCode).toBe(404);
    // Staff do not hold the parent's dashboard.
    expect((await t.as(CENTRE_B, { method: 'GET', url: `/api/student/dashboard/${CHILD}` })).statusCode).toBe(403);
  });

  it('shows the parent their centre’s holidays and events', async () => {
    const res = await t.as(PARENT, { method: 'GET', url: `/api/student/calendar/${CHILD}` });
    expect(res.statusCode, res.body).toBe(200);
    const cal = CAL.studentCalendar.response.parse(res.json());
    expect(cal.events.find((e) => e.title === 'Centre closed for Diwali')).toMatchObject({ isHoliday: true });
    expect(cal.events.find((e) => e.title === 'Sports day')).toMatchObject({ isHoliday: false });
    expect(cal.events.some((e) => e.title === 'Local fair')).toBe(false);
  });

  it('shows the parent and the teacher a closure the centre keeps on its academic calendar', async () => {
    // The centre closes for a day (a holiday on its academic calendar) in the next weeks.
    const s = await summary();
    let closed = addDays(todayIndia(), 3);
    while (s.holidays.some((h) => h.date === closed) || closed > s.to) closed = addDays(closed, 1);
    const day = await t.as(CENTRE_A, {
      method: 'POST',
      url: '/api/academic-calendar-days',
      payload: { calendarId, date: closed, title: 'Closed: water works', kind: 'HOLIDAY' },
    });
    expect(day.statusCode, day.body).toBe(201);
    const closure = { title: 'Closed: water works', startDate: closed, endDate: closed, isHoliday: true };

    const parent = CAL.studentCalendar.response.parse(
      (await t.as(PARENT, { method: 'GET', url: `/api/student/calendar/${CHILD}` })).json(),
    );
    expect(parent.events).toContainEqual(expect.objectContaining(closure));

    // The teacher's calendar: their centre's, from both calendars, with no centre named.
    const res = await t.as(TEACHER, { method: 'GET', url: CAL.centreCalendar.path });
    expect(res.statusCode, res.body).toBe(200);
    const teacher = CAL.centreCalendar.response.parse(res.json());
    expect(teacher.events).toContainEqual(expect.objectContaining(closure));
    expect(teacher.events.find((e) => e.title === 'Centre closed for Diwali')).toMatchObject({ isHoliday: true });
    expect(teacher.events.some((e) => e.title === 'Local fair')).toBe(false);
    // Another centre's calendar is not the teacher's to read; a parent reads none through this door.
    const other = await t.as(TEACHER, { method: 'GET', url: `${CAL.centreCalendar.path}?franchiseeId=3` });
    expect(other.statusCode).toBe(404);
    expect((await t.as(PARENT, { method: 'GET', url: CAL.centreCalendar.path })).statusCode).toBe(403);
  });
});

describe('health remarks', () => {
  it('answers a class list’s allergies, a parent only their own child’s', async () => {
    const staff = await t.as(TEACHER, { method: 'GET', url: `${H.allergies.path}?ids=${CHILD},2,3` });
    expect(staff.statusCode, staff.body).toBe(200);
    expect(staff.json().rows).toContainEqual({ studentAdmissionId: CHILD, allergies: ['Peanuts'] });
    const other = await t.as(CENTRE_B, { method: 'GET', url: `${H.allergies.path}?ids=${CHILD}` });
    expect(other.json().rows).toEqual([]);
    const bad = await t.as(TEACHER, { method: 'GET', url: `${H.allergies.path}?ids=1;drop` });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses an immunisation without its due date', async () => {
    const res = await t.as(CENTRE_A, {
      method: 'POST',
      url: '/api/health-remarks',
      payload: { studentAdmissionId: CHILD, kind: 'IMMUNISATION', title: 'Typhoid' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(H.HEALTH_MESSAGES.dueDateNeeded);
    const other = await t.as(CENTRE_B, {
      method: 'POST',
      url: '/api/health-remarks',
      payload: { studentAdmissionId: CHILD, kind: 'ALLERGY', title: 'Dust' },
    });
    expect(other.statusCode, other.body).toBe(400);
    expect(other.json().fieldErrors.studentAdmissionId).toBe('Child not found');
  });

  async function sweep(): Promise<{ sent: number }> {
    const worker = await startWorker({ db: t.db.db, jobs: [immunisationReminderJob], pollMs: 20, heartbeatMs: 200 });
    try {
      const { runId } = await enqueue(t.db.db, IMMUNISATION_JOB);
      for (let i = 0; i < 400; i++) {
        const [run] = await t.db.db.select().from(jobRuns).where(eq(jobRuns.id, runId));
        if (run.status === CRON_STATUS.COMPLETED) return run.result as { sent: number };
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error('the reminder sweep did not finish');
    } finally {
      await worker.stop();
    }
  }

  it('reminds the parent once of an immunisation due within 30 days, through the outbox', async () => {
    const today = todayIndia();
    const created = await t.as(CENTRE_A, {
      method: 'POST',
      url: '/api/health-remarks',
      payload: { studentAdmissionId: CHILD, kind: 'IMMUNISATION', title: 'Hepatitis A', dueDate: addDays(today, 45) },
    });
    expect(created.statusCode, created.body).toBe(201);
    const [last] = await t.db.db.select({ id: outbox.id }).from(outbox).orderBy(desc(outbox.id)).limit(1);
    const mark = last?.id ?? 0;
    const sentSince = async () =>
      (await t.db.db.select().from(outbox).where(gt(outbox.id, mark))).filter(
        (m) => m.body.includes('Hepatitis A') && m.recipient === PARENT,
      );

    // 45 days ahead: not yet.
    await sweep();
    expect(await sentSince()).toEqual([]);
    const due = await t.as(CENTRE_A, { method: 'GET', url: H.immunisationsDue.path });
    expect(due.json().rows.some((r: { title: string }) => r.title === 'Hepatitis A')).toBe(false);

    // Twenty days on it is 25 days away: the parent hears of it, once.
    setHealthClock(new Date(Date.now() + 20 * 86_400_000));
    expect((await sweep()).sent).toBeGreaterThanOrEqual(1);
    const sent = await sentSince();
    expect(sent, JSON.stringify(sent)).toHaveLength(1);
    expect(sent[0]).toMatchObject({ channel: 'email', recipient: PARENT, subject: 'Immunisation due' });
    expect(sent[0].body).toContain('Aarav');
    await sweep();
    expect(await sentSince()).toHaveLength(1);

    // The centre's dashboard list shows it; another centre's does not.
    const list = H.immunisationsDue.response.parse(
      (await t.as(CENTRE_A, { method: 'GET', url: H.immunisationsDue.path })).json(),
    );
    expect(list.rows.find((r) => r.title === 'Hepatitis A')).toMatchObject({ studentAdmissionId: CHILD });
    const b = (await t.as(CENTRE_B, { method: 'GET', url: H.immunisationsDue.path })).json();
    expect(b.rows.some((r: { title: string }) => r.title === 'Hepatitis A')).toBe(false);

    // A new due date is reminded of again; a given dose no longer is.
    await t.as(CENTRE_A, {
      method: 'PUT',
      url: `/api/health-remarks/${created.json().id}`,
      payload: { dueDate: addDays(today, 40) },
    });
    await sweep();
    expect(await sentSince()).toHaveLength(2);
  });
});

describe('parents’ app status', () => {
  it('lists a centre’s parents with their last sign-in, searchable and exported', async () => {
    await t.as(PARENT, { method: 'GET', url: CAL.myChild.path });
    const res = await t.as(CENTRE_A, { method: 'GET', url: `${CAL.parentsStatusList.path}?pageSize=50` });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().rows.map((r: unknown) => CAL.parentStatusRow.parse(r));
    expect(rows.find((r: CAL.ParentStatusRow) => r.email === PARENT)).toMatchObject({ childName: 'Aarav Kapoor' });
    const found = await t.as(CENTRE_A, { method: 'GET', url: `${CAL.parentsStatusList.path}?q=Aarav` });
    expect(found.json().rows.every((r: CAL.ParentStatusRow) => r.childName?.includes('Aarav'))).toBe(true);
    const never = await t.as(CENTRE_A, { method: 'GET', url: `${CAL.parentsStatusList.path}?signedIn=false` });
    expect(never.statusCode).toBe(200);
    expect(never.json().rows.every((r: CAL.ParentStatusRow) => r.signedIn === false)).toBe(true);
    const b = await t.as(CENTRE_B, { method: 'GET', url: `${CAL.parentsStatusList.path}?pageSize=50` });
    expect(b.json().rows.some((r: CAL.ParentStatusRow) => r.email === PARENT)).toBe(false);
    const sheet = await t.as(CENTRE_A, { method: 'GET', url: `${CAL.parentsStatusList.path}/export?format=csv` });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.body).toContain('Last signed in');
    expect((await t.as(PARENT, { method: 'GET', url: CAL.parentsStatusList.path })).statusCode).toBe(403);
  });
});

describe('a promoted child’s health record', () => {
  it('goes with the child to the new admission on the new year’s first day, closed entries left behind', async () => {
    const closed = await t.as(CENTRE_A, {
      method: 'POST',
      url: '/api/health-remarks',
      payload: { studentAdmissionId: CHILD, kind: 'ALLERGY', title: 'Dust mites' },
    });
    expect(closed.statusCode, closed.body).toBe(201);
    await t.as(CENTRE_A, {
      method: 'PUT',
      url: `/api/health-remarks/${closed.json().id}`,
      payload: { isActive: false },
    });
    const entriesOf = async (child: number) =>
      (
        await t.as(CENTRE_A, { method: 'GET', url: `/api/health-remarks?studentAdmissionId=${child}&pageSize=100` })
      ).json().rows as { title: string; isActive: boolean; dueDate: string | null }[];
    const lastYear = (await entriesOf(CHILD)).filter((e) => e.isActive);
    expect(lastYear.map((e) => e.title)).toEqual(expect.arrayContaining(['Peanuts', 'Hepatitis A']));

    const promoted = await promoteToFirstDay(t, CHILD, CENTRE_A);
    const thisYear = await entriesOf(promoted.newAdmissionId);
    const shown = (entries: typeof lastYear) =>
      entries
        .map(({ title, isActive, dueDate }) => ({ title, isActive, dueDate }))
        .sort((a, b) => a.title.localeCompare(b.title));
    expect(shown(thisYear)).toEqual(shown(lastYear));
    expect(thisYear.map((e) => e.title)).not.toContain('Dust mites');
    // The dose already reminded of is not reminded of again, and each entry names the one it was copied from.
    const copies = await t.db.db
      .select()
      .from(healthRemarks)
      .where(eq(healthRemarks.studentAdmissionId, promoted.newAdmissionId));
    const [original] = await t.db.db
      .select()
      .from(healthRemarks)
      .where(eq(healthRemarks.id, copies.find((c) => c.title === 'Hepatitis A')!.carriedFromId!));
    expect(original).toMatchObject({ studentAdmissionId: CHILD, title: 'Hepatitis A' });
    expect(copies.find((c) => c.title === 'Hepatitis A')!.remindedFor).toBe(original.remindedFor);
    expect(await promoted.followAgain()).toBe(0);
  });
});
