import { isoDate } from '@portal/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ATTENDANCE_STATUSES, STUDENT_MODULES } from '../shared/index.ts';
import { z } from 'zod';
import { idParams, fieldError, viewRoutes, type RequestContext } from '@portal/kit';
import { attendanceReport, classRoster, giveAttendance } from './attendance.ts';
import { assignProgrammeClass, onboardedStudents, studentProgrammeClasses } from './mother-toddler.ts';
import { myChild, myChildAttendance } from './parent.ts';
import { loadClasses, promoteAll, promoteStudent } from './promote-student.ts';
import { studentList, studentView } from './student-list.ts';
import { nextClassOf } from '../shared/index.ts';

const id = z.coerce.number({ error: 'Must be a number' }).int().positive().max(2_147_483_647);

const listQuery = z.object({
  page: z.coerce.number().int().min(1, { error: 'Page must be at least 1' }).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200, { error: 'Page size must be at most 200' }).default(20),
  franchiseeID: id.optional(),
  academicYearID: id.optional(),
  classId: id.optional(),
  sectionId: id.optional(),
  status: z
    .enum(['Active', 'Promoted', 'Graduated', 'Left'], { error: 'Status must be Active, Promoted, Graduated or Left' })
    .optional(),
  q: z.string().max(200).optional(),
});

/** The academic year of a query: asked for, or the one chosen in the shell. */
function yearOf(ctx: RequestContext, asked: number | undefined): number {
  const year = asked ?? ctx.academicYearId;
  if (!year) throw fieldError('academicYearID', 'Please Select Acadamic Year');
  return year;
}

export function studentRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const student = { module: STUDENT_MODULES.STUDENT };
  const promotion = { module: STUDENT_MODULES.PROMOTION };
  const attendance = { module: STUDENT_MODULES.ATTENDANCE };
  const parent = { module: STUDENT_MODULES.PARENT_ATTENDANCE, accessMethod: 'GET' };

  viewRoutes(app, studentView, {
    path: '/api/students/details',
    module: student.module,
    summary: 'Students by class, section and centre',
    defaults: (ctx) => ({ academicYearID: ctx.academicYearId ?? undefined }),
  });

  r.get(
    '/api/student-promotion/list',
    { config: promotion, schema: { tags: ['Student promotion'], querystring: listQuery } },
    async (req) => {
      const list = await studentList(req.ctx, {
        ...req.query,
        academicYearID: yearOf(req.ctx, req.query.academicYearID),
        status: req.query.status ?? 'Active',
      });
      const classes = await loadClasses(req.ctx);
      return {
        ...list,
        rows: list.rows.map((row) => {
          const next = nextClassOf(
            classes,
            classes.find((c) => c.id === row.classId)!,
          );
          return { ...row, nextClassId: next?.id ?? null, nextClassName: next?.name ?? 'Graduated' };
        }),
      };
    },
  );

  const promoteBody = z.object({ toAcademicYearId: id, toClassId: id.optional(), toSectionId: id.optional() });
  const promoteAllBody = z.object({
    fromAcademicYearId: id,
    toAcademicYearId: id,
    franchiseeId: id.optional(),
    classId: id.optional(),
    sectionId: id.optional(),
    admissionIds: z.array(id, { error: 'Admissions must be a list of ids' }).max(2000).optional(),
  });
  r.post(
    '/api/student-promotion/all',
    {
      config: promotion,
      schema: { tags: ['Student promotion'], body: promoteAllBody, summary: 'Promote every Active admission matching' },
    },
    async (req) => promoteAll(req.ctx, req.body),
  );
  r.post(
    '/api/student-promotion/:id',
    {
      config: promotion,
      schema: { tags: ['Student promotion'], params: idParams, body: promoteBody, summary: 'Promote one admission' },
    },
    async (req) => promoteStudent(req.ctx, req.params.id, req.body),
  );

  const rosterQuery = z.object({
    date: isoDate('Date'),
    classId: id,
    sectionId: id.optional(),
    academicYearID: id.optional(),
    franchiseeID: id.optional(),
  });
  r.get(
    '/api/attendance/class',
    {
      config: attendance,
      schema: { tags: ['Attendance'], querystring: rosterQuery, summary: 'A class on a day with its marks' },
    },
    async (req) =>
      classRoster(req.ctx, {
        date: req.query.date,
        classId: req.query.classId,
        sectionId: req.query.sectionId,
        academicYearId: yearOf(req.ctx, req.query.academicYearID),
        franchiseeId: req.query.franchiseeID,
      }),
  );
  const giveBody = z.object({
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
  r.post(
    '/api/attendance/give-attendance',
    { config: attendance, schema: { tags: ['Attendance'], body: giveBody } },
    async (req) => giveAttendance(req.ctx, req.body),
  );
  const reportQuery = z.object({
    academicYearID: id.optional(),
    from: isoDate('From').optional(),
    to: isoDate('To').optional(),
  });
  r.get(
    '/api/attendance/report/:studentId',
    {
      config: attendance,
      schema: { tags: ['Attendance'], params: z.object({ studentId: id }), querystring: reportQuery },
    },
    async (req) =>
      attendanceReport(req.ctx, req.params.studentId, {
        academicYearId: req.query.academicYearID,
        from: req.query.from,
        to: req.query.to,
      }),
  );

  r.get('/api/student-portal/my-child', { config: parent, schema: { tags: ['Parents'] } }, async (req) =>
    myChild(req.ctx),
  );
  r.get('/api/student-portal/attendance', { config: parent, schema: { tags: ['Parents'] } }, async (req) =>
    myChildAttendance(req.ctx),
  );

  const mtQuery = listQuery.omit({ classId: true }).extend({ classId: id.optional() });
  r.get(
    '/api/mother-toddler-program/onboarded',
    { config: student, schema: { tags: ['Mother toddler programme'], querystring: mtQuery } },
    async (req) =>
      onboardedStudents(req.ctx, {
        ...req.query,
        academicYearID: req.query.academicYearID ?? req.ctx.academicYearId ?? undefined,
      }),
  );
  r.get(
    '/api/mother-toddler-program/student-class/:studentId',
    { config: student, schema: { tags: ['Mother toddler programme'], params: z.object({ studentId: id }) } },
    async (req) => studentProgrammeClasses(req.ctx, req.params.studentId),
  );
  const assignBody = z.object({ studentId: id, academicYearId: id, classId: id, sectionId: id.nullish() });
  r.post(
    '/api/mother-toddler-program/assign-class',
    { config: student, schema: { tags: ['Mother toddler programme'], body: assignBody } },
    async (req) => assignProgrammeClass(req.ctx, req.body),
  );
}
