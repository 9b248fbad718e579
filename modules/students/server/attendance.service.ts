import { formatDate, todayInIndia } from '@portal/core';
import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import {
  audit,
  auditSubject,
  badRequest,
  fieldError,
  franchiseeFence,
  inTransaction,
  loadRecord,
  notFound,
  prepared,
  QueryValues,
  type RequestContext,
  figuresWritten,
} from '@portal/kit';
import { academicYears, classes } from '@portal/mod-org/server';
import type { AttendanceStatus } from '../shared/index.ts';
import { ATTENDANCE_PERCENT, ATTENDANCE_PRESENT } from '../shared/figures.ts';
import { studentResource } from './resources.ts';
import { attendanceFigures } from './attendance-figures.service.ts';
import { sections, studentAdmissions, studentAttendance, students } from './schema.ts';
import { admittedBy, onTheRoll } from './on-roll.ts';
import { workingDates } from './working-days.ts';

const attendanceSubject = auditSubject('student-attendance');

type StudentRecord = typeof students.$inferSelect;

export interface RosterQuery {
  date: string;
  classId: number;
  sectionId?: number;
  academicYearId: number;
  franchiseeId?: number;
}

/**
 * A class's students on the day's roll (`onTheRoll`: a class promoted before its year's end is marked to the end),
 * each with the mark given (null when none yet); built once per shape.
 */
export async function classRoster(ctx: RequestContext, q: RosterQuery) {
  const v = new QueryValues('students:class-attendance');
  const parts: (SQL | undefined)[] = [
    franchiseeFence(ctx, studentAdmissions.franchiseeId, q.franchiseeId || undefined, v),
    eq(studentAdmissions.academicYearId, v.bind(q.academicYearId)),
    eq(studentAdmissions.classId, v.bind(q.classId)),
    onTheRoll(v.bind(q.date)),
    admittedBy(v.bind(q.date)),
  ];
  if (q.sectionId) {
    v.note('section');
    parts.push(eq(studentAdmissions.sectionId, v.bind(q.sectionId)));
  }
  const marked = and(
    eq(studentAttendance.studentAdmissionId, studentAdmissions.id),
    eq(studentAttendance.date, v.bind(q.date)),
  );
  const rows = await prepared(ctx.db, v, () =>
    ctx.db
      .select({
        studentAdmissionId: studentAdmissions.id,
        studentId: students.id,
        admissionNumber: students.admissionNumber,
        firstName: students.firstName,
        lastName: students.lastName,
        sectionName: sections.name,
        status: studentAttendance.status,
        remarks: studentAttendance.remarks,
      })
      .from(studentAdmissions)
      .innerJoin(students, eq(students.id, studentAdmissions.studentId))
      .innerJoin(academicYears, eq(academicYears.id, studentAdmissions.academicYearId))
      .leftJoin(sections, eq(sections.id, studentAdmissions.sectionId))
      .leftJoin(studentAttendance, marked)
      .where(and(...parts))
      .orderBy(asc(sections.name), asc(students.firstName), asc(students.id)),
  );
  return { date: q.date, rows };
}

export interface GiveAttendanceInput {
  date: string;
  marks: { studentAdmissionId: number; status: AttendanceStatus; remarks?: string | null }[];
}

/**
 * Marks a class for a day in one go. Marking again the same day overwrites the earlier
 * mark; future days, days before a child's admission and students outside the user's centres are refused.
 */
export async function giveAttendance(ctx: RequestContext, input: GiveAttendanceInput) {
  if (input.date > todayInIndia()) throw fieldError('date', 'Attendance cannot be given for a future date');
  const ids = [...new Set(input.marks.map((m) => m.studentAdmissionId))];
  if (ids.length !== input.marks.length) throw badRequest('A student is marked twice');
  return inTransaction(ctx, async (ctx) => {
    const found = await ctx.db
      .select({
        id: studentAdmissions.id,
        franchiseeId: studentAdmissions.franchiseeId,
        status: studentAdmissions.status,
        // A class promoted before its year's end is marked until that end: the day's roll's own rule.
        onRoll: sql<boolean>`${onTheRoll(sql`${input.date}::date`)}`,
        admissionDate: studentAdmissions.admissionDate,
        startDate: academicYears.startDate,
        endDate: academicYears.endDate,
      })
      .from(studentAdmissions)
      .innerJoin(academicYears, eq(academicYears.id, studentAdmissions.academicYearId))
      .where(and(inArray(studentAdmissions.id, ids), franchiseeFence(ctx, studentAdmissions.franchiseeId)));
    const byId = new Map(found.map((f) => [f.id, f]));
    for (const id of ids) {
      const adm = byId.get(id);
      if (!adm) throw notFound(`Student admission ${id}`);
      if (!adm.onRoll) throw badRequest(`Student admission ${id} is ${adm.status}; only Active students are marked`);
      if (input.date < adm.startDate || input.date > adm.endDate)
        throw fieldError('date', 'The date is outside the academic year of the admission');
      if (input.date < adm.admissionDate)
        throw fieldError(
          'date',
          `Student admission ${id} starts on ${formatDate(adm.admissionDate)}: attendance is marked from then`,
        );
    }
    for (const franchiseeId of new Set(found.map((f) => f.franchiseeId)))
      if ((await workingDates(ctx, franchiseeId, input.date, input.date)).length === 0)
        throw fieldError(
          'date',
          `${formatDate(input.date)} is not a working day at the centre: ` +
            'declare it a working day in the academic calendar first',
        );
    const now = new Date();
    await ctx.db
      .insert(studentAttendance)
      .values(
        input.marks.map((m) => ({
          franchiseeId: byId.get(m.studentAdmissionId)!.franchiseeId,
          studentAdmissionId: m.studentAdmissionId,
          date: input.date,
          status: m.status,
          remarks: m.remarks ?? null,
          markedBy: ctx.user?.id ?? null,
        })),
      )
      .onConflictDoUpdate({
        target: [studentAttendance.studentAdmissionId, studentAttendance.date],
        set: {
          status: sql`excluded.status`,
          remarks: sql`excluded.remarks`,
          markedBy: sql`excluded.marked_by`,
          updatedAt: now,
        },
      });
    const tally = (s: string) => input.marks.filter((m) => m.status === s).length;
    const summary = {
      date: input.date,
      marked: input.marks.length,
      present: tally('Present'),
      absent: tally('Absent'),
      leave: tally('Leave'),
    };
    for (const franchiseeId of new Set(found.map((f) => f.franchiseeId))) {
      await audit(ctx, {
        resource: attendanceSubject,
        recordId: input.date,
        action: 'give-attendance',
        franchiseeId,
        changes: summary,
      });
    }
    await figuresWritten(ctx, ATTENDANCE_PERCENT, ATTENDANCE_PRESENT);
    return summary;
  });
}

/**
 * Marks one child Present for a day because they arrived (a check-in at the door): the same rules as a
 * class's roll call (working day, Active admission, inside the year), overwriting an earlier mark of the day.
 */
export async function markPresent(ctx: RequestContext, studentAdmissionId: number, date: string) {
  return giveAttendance(ctx, { date, marks: [{ studentAdmissionId, status: 'Present' }] });
}

/** A student's marks (one year, or a date range) with the totals and the attendance percentage. */
export async function attendanceReport(
  ctx: RequestContext,
  studentId: number,
  range: { academicYearId?: number; from?: string; to?: string } = {},
) {
  const student = await loadRecord(ctx, studentResource, studentId);
  return reportFor(ctx, student, range);
}

export async function reportFor(
  ctx: RequestContext,
  student: Pick<StudentRecord, 'id' | 'admissionNumber' | 'firstName' | 'lastName'>,
  range: { academicYearId?: number; from?: string; to?: string; admissionId?: number },
) {
  const parts: (SQL | undefined)[] = [eq(studentAdmissions.studentId, student.id)];
  if (range.academicYearId) parts.push(eq(studentAdmissions.academicYearId, range.academicYearId));
  if (range.admissionId) parts.push(eq(studentAdmissions.id, range.admissionId));
  if (range.from) parts.push(gte(studentAttendance.date, range.from));
  if (range.to) parts.push(lte(studentAttendance.date, range.to));
  const rows = await ctx.db
    .select({
      date: studentAttendance.date,
      status: studentAttendance.status,
      remarks: studentAttendance.remarks,
      className: classes.name,
      academicYearId: studentAdmissions.academicYearId,
    })
    .from(studentAttendance)
    .innerJoin(studentAdmissions, eq(studentAdmissions.id, studentAttendance.studentAdmissionId))
    .innerJoin(classes, eq(classes.id, studentAdmissions.classId))
    .where(and(...parts))
    .orderBy(asc(studentAttendance.date));
  const figures = await admissionFigures(ctx, student.id, range);
  return {
    student: {
      id: student.id,
      admissionNumber: student.admissionNumber,
      firstName: student.firstName,
      lastName: student.lastName,
    },
    summary: {
      days: rows.length,
      present: figures?.present ?? 0,
      absent: figures?.absent ?? 0,
      leave: figures?.leave ?? 0,
      workingDays: figures?.workingDays ?? 0,
      from: figures?.from ?? null,
      to: figures?.to ?? null,
      percentage: figures?.percent ?? 0,
    },
    rows,
  };
}

/**
 * The attendance figures of the report's admission (the one asked for, else the year's, else the
 * latest) over its academic year up to today, or the dates asked for: the attendance service's.
 */
async function admissionFigures(
  ctx: RequestContext,
  studentId: number,
  range: { academicYearId?: number; from?: string; to?: string; admissionId?: number },
) {
  const [admission] = await ctx.db
    .select({
      id: studentAdmissions.id,
      franchiseeId: studentAdmissions.franchiseeId,
      startDate: academicYears.startDate,
      endDate: academicYears.endDate,
    })
    .from(studentAdmissions)
    .innerJoin(academicYears, eq(academicYears.id, studentAdmissions.academicYearId))
    .where(
      and(
        eq(studentAdmissions.studentId, studentId),
        range.admissionId ? eq(studentAdmissions.id, range.admissionId) : undefined,
        range.academicYearId ? eq(studentAdmissions.academicYearId, range.academicYearId) : undefined,
      ),
    )
    .orderBy(desc(academicYears.startDate))
    .limit(1);
  if (!admission) return null;
  const today = todayInIndia();
  const to = [range.to ?? admission.endDate, today].sort()[0];
  const from = range.from ?? admission.startDate;
  return attendanceFigures(ctx, { studentAdmissionId: admission.id, franchiseeId: admission.franchiseeId }, from, to);
}
