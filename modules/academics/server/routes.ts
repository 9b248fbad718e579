import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq } from 'drizzle-orm';
import { assertOwns, loadRecord, notFound, requireUser, resourceRoutes, serve, type RequestContext } from '@portal/kit';
import { academicYears, classes } from '@portal/mod-org/server';
import { studentAdmissionResource, students } from '@portal/mod-students/server';
import { ownChildRule } from '@portal/mod-users/server';
import * as C from '../shared/contracts.ts';
import { ACADEMIC_MODULES as M } from '../shared/constants.ts';
import { classRemarks, gradeGrid, saveGradeCell, saveRemark } from './grade-book.service.ts';
import { childSubjectHomework, homeworkReview, myHomework } from './homework.service.ts';
import { reportCardsStatus, startReportCards } from './report-job.service.ts';
import { publishTerm, reportCard, reportCardPdf } from './report-card.service.ts';
import {
  gradeLevelResource,
  gradeScaleResource,
  homeworkResource,
  homeworkSubmissionResource,
  reportPublishResource,
  skillAssignmentResource,
  skillParameterResource,
  skillResource,
  subSkillResource,
  termResource,
} from './resources.ts';
import { terms } from './schema.ts';
import { diaryRoutes } from './diary/routes.ts';
import { termsOfChildYears } from './child-terms.service.ts';

/** The terms of a child's report cards in each of its years at the centre (`termsOfChildYears`). */
async function childTerms(ctx: RequestContext, studentAdmissionId: number) {
  requireUser(ctx);
  const right = { module: M.REPORT, method: 'GET' };
  await assertOwns(ctx, ownChildRule, right, studentAdmissionId, () => notFound('Student admission'));
  const admission = await loadRecord(ctx, studentAdmissionResource, studentAdmissionId);
  const [child] = await ctx.db.select().from(students).where(eq(students.id, admission.studentId));
  const rows = await termsOfChildYears(ctx, studentAdmissionId);
  return {
    child: `${child.firstName} ${child.lastName}`.trim(),
    rows: rows.map(({ id, name, academicYear, published }) => ({ id, name, academicYear, published })),
  };
}

/** The terms of a class's category, the latest year first. */
async function classTerms(ctx: RequestContext, classId: number) {
  const [cls] = await ctx.db.select().from(classes).where(eq(classes.id, classId));
  if (!cls) throw notFound('Class');
  const rows = await ctx.db
    .select({ id: terms.id, name: terms.name, academicYear: academicYears.academicYear, startDate: terms.startDate })
    .from(terms)
    .innerJoin(academicYears, eq(academicYears.id, terms.academicYearId))
    .where(and(eq(terms.classCategory, cls.classCategory), eq(terms.isActive, true)))
    .orderBy(desc(academicYears.startDate), asc(terms.startDate));
  return { rows };
}

export function academicRoutes(app: FastifyInstance): void {
  for (const res of [
    termResource,
    gradeScaleResource,
    gradeLevelResource,
    skillResource,
    subSkillResource,
    skillParameterResource,
    skillAssignmentResource,
    reportPublishResource,
    homeworkResource,
    homeworkSubmissionResource,
  ])
    resourceRoutes(app, res);

  serve(app, C.classTerms, ({ ctx, query }) => classTerms(ctx, query.classId));
  serve(app, C.gradeGrid, ({ ctx, query }) => gradeGrid(ctx, query));
  serve(app, C.saveGradeCell, ({ ctx, body }) => saveGradeCell(ctx, body));
  serve(app, C.classRemarks, ({ ctx, query }) => classRemarks(ctx, query));
  serve(app, C.saveRemark, ({ ctx, body }) => saveRemark(ctx, body));
  serve(app, C.publishTerm, ({ ctx, body }) => publishTerm(ctx, body));
  serve(app, C.reportCardJob, ({ ctx, body }) => startReportCards(ctx, body));
  serve(app, C.reportCardJobStatus, ({ ctx, params }) => reportCardsStatus(ctx, params.runId));
  serve(app, C.childTerms, ({ ctx, params }) => childTerms(ctx, params.studentAdmissionId));
  serve(app, C.reportCard, ({ ctx, params, query }) => reportCard(ctx, params.studentAdmissionId, query.termId));
  serve(app, C.reportCardPdf, async ({ ctx, params, query }, reply) => {
    const card = await reportCard(ctx, params.studentAdmissionId, query.termId);
    const file = await reportCardPdf(card);
    const name = `report-card-${card.child.admissionNumber.replace(/[^A-Za-z0-9]+/g, '-')}.pdf`;
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(file);
  });
  serve(app, C.myHomework, ({ ctx }) => myHomework(ctx));
  serve(app, C.homeworkReview, ({ ctx, params }) => homeworkReview(ctx, params.homeworkId));
  serve(app, C.childSubjectHomework, ({ ctx, params }) =>
    childSubjectHomework(ctx, params.studentAdmissionId, params.subject),
  );
  diaryRoutes(app);
}
