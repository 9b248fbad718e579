/**
 * What the student API accepts: queries and bodies of its hand-written routes, validated on the server
 * through the contracts and built from on the web.
 */
import { isoDate } from '@portal/core';
import { z } from 'zod';
import { ADMISSION_STATUSES, ATTENDANCE_STATUSES } from './index.ts';

export const id = z.coerce.number({ error: 'Must be a number' }).int().positive().max(2_147_483_647);
export const byId = z.object({ id });
export const byStudent = z.object({ studentId: id });

/** Admissions of a year by class, section and status. */
export const studentListQuery = z.object({
  page: z.coerce.number().int().min(1, { error: 'Page must be at least 1' }).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200, { error: 'Page size must be at most 200' }).default(20),
  franchiseeID: id.optional(),
  academicYearID: id.optional(),
  classId: id.optional(),
  sectionId: id.optional(),
  status: z.enum(ADMISSION_STATUSES, { error: 'Status must be Active, Promoted, Graduated or Left' }).optional(),
  q: z.string().max(200).optional(),
});

export const promoteInput = z.object({ toAcademicYearId: id, toClassId: id.optional(), toSectionId: id.optional() });

export const promoteAllInput = z.object({
  fromAcademicYearId: id,
  toAcademicYearId: id,
  franchiseeId: id.optional(),
  classId: id.optional(),
  sectionId: id.optional(),
  admissionIds: z.array(id, { error: 'Admissions must be a list of ids' }).max(2000).optional(),
});

/** A class on a day (the attendance sheet). */
export const rosterQuery = z.object({
  date: isoDate('Date'),
  classId: id,
  sectionId: id.optional(),
  academicYearID: id.optional(),
  franchiseeID: id.optional(),
});

export const giveAttendanceInput = z.object({
  date: isoDate('Date'),
  marks: z
    .array(
      z.object({
        studentAdmissionId: id,
        status: z.enum(ATTENDANCE_STATUSES, { error: `Status must be one of: ${ATTENDANCE_STATUSES.join(', ')}` }),
        remarks: z.string().trim().max(200, { error: 'Remarks must be at most 200 characters' }).nullish(),
      }),
      { error: 'Marks must be a list' },
    )
    .min(1, { error: 'Mark at least one student' })
    .max(500, { error: 'At most 500 students at a time' }),
});

export const attendanceReportQuery = z.object({
  academicYearID: id.optional(),
  from: isoDate('From').optional(),
  to: isoDate('To').optional(),
});

export const assignProgrammeClassInput = z.object({
  studentId: id,
  academicYearId: id,
  classId: id,
  sectionId: id.nullish(),
});
