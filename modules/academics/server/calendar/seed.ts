import { and, asc, eq } from 'drizzle-orm';
import { academicYearLabel, academicYearStart, addDays } from '@portal/core';
import type { Executor } from '@portal/db';
import type { SeedContext } from '@portal/kit';
import { academicYears } from '@portal/mod-org/server';
import { studentAdmissions } from '@portal/mod-students/server';
import { scheduleImmunisationReminders } from '../health/reminders.service.ts';
import { academicCalendarDays, academicCalendars, healthRemarks } from '../schema.ts';
import { weekday } from './working-days.service.ts';

/**
 * The demo is shown the day it is seeded: when that day or the next falls on a weekend or the calendar's holiday,
 * the calendar names it an extra working day, so the centre's day (check-ins, attendance) can be tried then.
 */
function demoOpenDays(today: string, holidays: string[], endDate: string): string[] {
  return [today, addDays(today, 1)].filter((d) => d <= endDate && (weekday(d) >= 6 || holidays.includes(d)));
}

/** Demo: centre 002's calendar for this year (Republic Day off), and health records of two of its children. */
export async function seedCalendarAndHealth(db: Executor, { today }: SeedContext): Promise<void> {
  const day = today.toISOString().slice(0, 10);
  const [year] = await db
    .select()
    .from(academicYears)
    .where(eq(academicYears.academicYear, academicYearLabel(academicYearStart(today))));
  const centre = 2;
  if (year) {
    const [cal] = await db
      .insert(academicCalendars)
      .values({ franchiseeId: centre, academicYearId: year.id, startDate: year.startDate, endDate: year.endDate })
      .returning();
    const republicDay = `${year.endDate.slice(0, 4)}-01-26`;
    await db.insert(academicCalendarDays).values([
      { franchiseeId: centre, calendarId: cal.id, date: republicDay, title: 'Republic Day', kind: 'HOLIDAY' },
      ...(addDays(day, 9) <= year.endDate
        ? [{ franchiseeId: centre, calendarId: cal.id, date: addDays(day, 9), title: 'Annual day', kind: 'EVENT' }]
        : []),
      ...demoOpenDays(day, [republicDay], year.endDate).map((date) => ({
        franchiseeId: centre,
        calendarId: cal.id,
        date,
        title: 'Demo open day',
        kind: 'WORKING_DAY',
      })),
    ]);
  }
  const children = await db
    .select({ id: studentAdmissions.id })
    .from(studentAdmissions)
    .where(and(eq(studentAdmissions.franchiseeId, centre)))
    .orderBy(asc(studentAdmissions.id))
    .limit(2);
  // Noted when the children joined, a month before the seed: the rows carry the date they stand for.
  const noted = new Date(today.getTime() - 30 * 86_400_000);
  const stamped = { createdAt: noted, updatedAt: noted };
  if (children[0])
    await db.insert(healthRemarks).values([
      {
        franchiseeId: centre,
        studentAdmissionId: children[0].id,
        kind: 'ALLERGY',
        title: 'Peanuts',
        details: 'Hives; no nuts in the snack box.',
        ...stamped,
      },
      {
        franchiseeId: centre,
        studentAdmissionId: children[0].id,
        kind: 'IMMUNISATION',
        title: 'MMR booster',
        dueDate: addDays(day, 10),
        ...stamped,
      },
    ]);
  if (children[1])
    await db.insert(healthRemarks).values({
      franchiseeId: centre,
      studentAdmissionId: children[1].id,
      kind: 'CONDITION',
      title: 'Mild asthma',
      details: 'Inhaler in the school bag before outdoor play.',
      ...stamped,
    });
  await scheduleImmunisationReminders(db);
}
