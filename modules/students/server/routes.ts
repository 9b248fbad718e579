import type { FastifyInstance } from 'fastify';
import { fieldError, serve, viewRoutes, type RequestContext } from '@portal/kit';
import * as C from '../shared/contracts.ts';
import { nextClassOf, STUDENT_MODULES } from '../shared/index.ts';
import { attendanceReport, classRoster, giveAttendance } from './attendance.service.ts';
import { assignProgrammeClass, onboardedStudents, studentProgrammeClasses } from './mother-toddler.service.ts';
import { myChild, myChildAttendance } from './parent.service.ts';
import { loadClasses, promoteAll, promoteStudent } from './promote-student.service.ts';
import { studentList, studentView } from './student-list.service.ts';

/** The academic year of a query: asked for, or the one chosen in the shell. */
function yearOf(ctx: RequestContext, asked: number | undefined): number {
  const year = asked ?? ctx.academicYearId;
  if (!year) throw fieldError('academicYearID', 'Please Select Acadamic Year');
  return year;
}

export function studentRoutes(app: FastifyInstance): void {
  viewRoutes(app, studentView, {
    path: '/api/students/details',
    module: STUDENT_MODULES.STUDENT,
    summary: 'Students by class, section and centre',
    defaults: (ctx) => ({ academicYearID: ctx.academicYearId ?? undefined }),
  });

  serve(app, C.promotionList, async ({ ctx, query }) => {
    const list = await studentList(ctx, {
      ...query,
      academicYearID: yearOf(ctx, query.academicYearID),
      status: query.status ?? 'Active',
    });
    const classes = await loadClasses(ctx);
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
  });
  serve(app, C.promoteAll, ({ ctx, body }) => promoteAll(ctx, body));
  serve(app, C.promoteOne, ({ ctx, params, body }) => promoteStudent(ctx, params.id, body));

  serve(app, C.classRoster, ({ ctx, query }) =>
    classRoster(ctx, {
      date: query.date,
      classId: query.classId,
      sectionId: query.sectionId,
      academicYearId: yearOf(ctx, query.academicYearID),
      franchiseeId: query.franchiseeID,
    }),
  );
  serve(app, C.giveAttendance, ({ ctx, body }) => giveAttendance(ctx, body));
  serve(app, C.attendanceReport, ({ ctx, params, query }) =>
    attendanceReport(ctx, params.studentId, {
      academicYearId: query.academicYearID,
      from: query.from,
      to: query.to,
    }),
  );

  serve(app, C.myChild, ({ ctx }) => myChild(ctx));
  serve(app, C.myChildAttendance, ({ ctx }) => myChildAttendance(ctx));

  serve(app, C.onboardedStudents, ({ ctx, query }) =>
    onboardedStudents(ctx, { ...query, academicYearID: query.academicYearID ?? ctx.academicYearId ?? undefined }),
  );
  serve(app, C.programmeClasses, ({ ctx, params }) => studentProgrammeClasses(ctx, params.studentId));
  serve(app, C.assignProgrammeClass, ({ ctx, body }) => assignProgrammeClass(ctx, body));
}
