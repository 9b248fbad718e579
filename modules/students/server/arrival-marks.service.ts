import { sql, type SQL } from 'drizzle-orm';
import { formatDate } from '@portal/core';
import { auditLog, fieldError, figuresWritten, noteWrite, type RequestContext } from '@portal/kit';
import { academicYears } from '@portal/mod-org/server';
import { ATTENDANCE_PERCENT, ATTENDANCE_PRESENT } from '../shared/figures.ts';
import { admittedBy, onTheRoll } from './on-roll.ts';
import { studentAdmissions, studentAttendance } from './schema.ts';
import { workingDates } from './working-days.ts';

/** The audit subject of a roll call's marks (attendance.ts), which an arrival's marks share. */
const ATTENDANCE_SUBJECT = 'student-attendance';

/**
 * The attendance part of a check-in's one statement (`markPresent`, written in the arrival's own statement): the
 * children of `arrived` (a CTE of the statement with student_admission_id and franchisee_id) marked Present on
 * `day` as a roll call marks them (on the day's roll, the day inside its academic year), overwriting an earlier
 * mark of the day, and each centre's audit row. Two CTEs: `marked` (the children marked) and `marked_audit`.
 * The caller checks the working day first (`workingDates`) and refuses the arrival when a child of `arrived` is not
 * in `marked` (the roll call's refusal: outside the academic year).
 */
export function presentOnArrivalCtes(ctx: RequestContext, arrived: SQL, day: string): SQL {
  const by = ctx.user?.id ?? null;
  const on = sql`${day}::date`;
  return sql`marked as (
      insert into ${studentAttendance} (franchisee_id, student_admission_id, date, status, remarks, marked_by)
      select a.franchisee_id, a.student_admission_id, ${day}::date, 'Present', null, ${by}::int
        from ${arrived} a
        join ${studentAdmissions} on ${studentAdmissions.id} = a.student_admission_id
        join ${academicYears} on ${academicYears.id} = ${studentAdmissions.academicYearId}
       where ${onTheRoll(on)} and ${admittedBy(on)}
         and ${on} between ${academicYears.startDate} and ${academicYears.endDate}
      on conflict (student_admission_id, date) do update set status = excluded.status, remarks = excluded.remarks,
        marked_by = excluded.marked_by, updated_at = now()
      returning student_admission_id, franchisee_id
    ), marked_audit as (
      insert into ${auditLog} (user_id, resource, record_id, action, franchisee_id, changes, ip)
      select ${by}::int, ${ATTENDANCE_SUBJECT}, ${day}, 'give-attendance', m.franchisee_id,
        jsonb_build_object('date', ${day}::text, 'marked', count(*), 'present', count(*), 'absent', 0, 'leave', 0),
        ${ctx.ip}::text
        from marked m group by m.franchisee_id
      returning id
    )`;
}

/**
 * After the statement of `presentOnArrivalCtes`: this node's kept reads of the marks are dropped at the commit (as
 * a builder's insert does), and the attendance figures are told they changed.
 */
export async function arrivalsMarked(ctx: RequestContext): Promise<void> {
  noteWrite(ctx.db, studentAttendance);
  noteWrite(ctx.db, auditLog);
  await figuresWritten(ctx, ATTENDANCE_PERCENT, ATTENDANCE_PRESENT);
}

/**
 * A check-in marks attendance as a roll call does: a day a centre of `franchiseeIds` does not work is refused, in
 * the roll call's words, before anything is written (the calendar is read from what this node keeps).
 */
export async function refuseDaysOff(ctx: RequestContext, franchiseeIds: Iterable<number>, day: string) {
  for (const franchiseeId of new Set(franchiseeIds))
    if ((await workingDates(ctx, franchiseeId, day, day)).length === 0)
      throw fieldError(
        'date',
        `${formatDate(day)} is not a working day at the centre: ` +
          'declare it a working day in the academic calendar first',
      );
}

/**
 * An arrival whose child the roll call would not mark (outside the admission's academic year, or before its admission
 * date) is refused, and with it the whole check-in's statement.
 */
export function refuseUnmarked(arrived: number, marked: number) {
  if (marked < arrived)
    throw fieldError('date', 'The date is outside the academic year of the admission, or before its admission date');
}
