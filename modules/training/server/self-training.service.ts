import { and, asc, count, eq, max } from 'drizzle-orm';
import { conflict, notFound, requireAccess, type RequestContext } from '@portal/kit';
import { ownStaff } from '@portal/mod-staff/server';
import { TRAINING_MODULES } from '../shared/index.ts';
import { holds } from './people.service.ts';
import {
  assessmentAttempts,
  assessmentQuestions,
  moduleCompletions,
  teacherAssessments,
  teacherEnrollments,
  teacherModules,
  trainingTopics,
} from './schema.ts';

async function requireOwnStaff(ctx: RequestContext) {
  const own = await ownStaff(ctx);
  if (!own) throw notFound('Your staff record');
  return own;
}

/** The teacher's learning page: open topics with their modules, assessments and the teacher's progress. */
export async function myLearning(ctx: RequestContext) {
  requireAccess(ctx, TRAINING_MODULES.TEACHER_TRAINING, 'GET');
  const own = await requireOwnStaff(ctx);
  const topics = await ctx.db
    .select()
    .from(trainingTopics)
    .where(eq(trainingTopics.isActive, true))
    .orderBy(asc(trainingTopics.name));
  const modules = await ctx.db
    .select({
      id: teacherModules.id,
      topicId: teacherModules.topicId,
      title: teacherModules.title,
      summary: teacherModules.summary,
      contentType: teacherModules.contentType,
      durationMinutes: teacherModules.durationMinutes,
    })
    .from(teacherModules)
    .where(eq(teacherModules.isActive, true))
    .orderBy(asc(teacherModules.sort), asc(teacherModules.id));
  const assessments = await ctx.db
    .select({
      id: teacherAssessments.id,
      moduleId: teacherAssessments.moduleId,
      title: teacherAssessments.title,
      assessmentType: teacherAssessments.assessmentType,
      passMarkPercent: teacherAssessments.passMarkPercent,
      maxAttempts: teacherAssessments.maxAttempts,
    })
    .from(teacherAssessments)
    .where(eq(teacherAssessments.isActive, true));
  const enrollments = await ctx.db.select().from(teacherEnrollments).where(eq(teacherEnrollments.staffId, own.id));
  const done = await ctx.db
    .select({ moduleId: moduleCompletions.moduleId })
    .from(moduleCompletions)
    .where(eq(moduleCompletions.staffId, own.id));
  const attempts = await ctx.db
    .select({ assessmentId: assessmentAttempts.assessmentId, used: count(), best: max(assessmentAttempts.percent) })
    .from(assessmentAttempts)
    .where(eq(assessmentAttempts.staffId, own.id))
    .groupBy(assessmentAttempts.assessmentId);
  return {
    staffId: own.id,
    topics: topics.map((t) => {
      const enrollment = enrollments.find((e) => e.topicId === t.id);
      return {
        id: t.id,
        name: t.name,
        description: t.description,
        classCategory: t.classCategory,
        enrollment: enrollment ? { id: enrollment.id, status: enrollment.status, remark: enrollment.remark } : null,
        modules: modules
          .filter((m) => m.topicId === t.id)
          .map((m) => ({
            ...m,
            completed: done.some((d) => d.moduleId === m.id),
            assessments: assessments
              .filter((a) => a.moduleId === m.id)
              .map((a) => {
                const mine = attempts.find((x) => x.assessmentId === a.id);
                const best = mine?.best ?? null;
                return {
                  ...a,
                  attemptsUsed: Number(mine?.used ?? 0),
                  bestPercent: best,
                  passed: best !== null && best >= a.passMarkPercent,
                };
              }),
          })),
      };
    }),
  };
}

/** A teacher may open a module once enrolled and approved in its topic; head office always. */
async function checkModuleAccess(ctx: RequestContext, topicId: number) {
  if (holds(ctx, TRAINING_MODULES.SELF_TRAINING, 'GET')) return null;
  requireAccess(ctx, TRAINING_MODULES.TEACHER_TRAINING, 'GET');
  const own = await requireOwnStaff(ctx);
  const [enrollment] = await ctx.db
    .select({ status: teacherEnrollments.status })
    .from(teacherEnrollments)
    .where(and(eq(teacherEnrollments.staffId, own.id), eq(teacherEnrollments.topicId, topicId)));
  if (enrollment?.status !== 'APPROVED')
    throw conflict('Enrol in this topic and wait for approval to open its modules');
  return own;
}

export async function moduleContent(ctx: RequestContext, moduleId: number) {
  const [row] = await ctx.db
    .select()
    .from(teacherModules)
    .where(and(eq(teacherModules.id, moduleId), eq(teacherModules.isActive, true)));
  if (!row) throw notFound('Teacher module');
  await checkModuleAccess(ctx, row.topicId);
  const assessments = await ctx.db
    .select({
      id: teacherAssessments.id,
      title: teacherAssessments.title,
      assessmentType: teacherAssessments.assessmentType,
      passMarkPercent: teacherAssessments.passMarkPercent,
      maxAttempts: teacherAssessments.maxAttempts,
    })
    .from(teacherAssessments)
    .where(and(eq(teacherAssessments.moduleId, moduleId), eq(teacherAssessments.isActive, true)));
  return { ...row, assessments };
}

export async function completeModule(ctx: RequestContext, moduleId: number) {
  requireAccess(ctx, TRAINING_MODULES.TEACHER_TRAINING, 'POST');
  const [row] = await ctx.db
    .select()
    .from(teacherModules)
    .where(and(eq(teacherModules.id, moduleId), eq(teacherModules.isActive, true)));
  if (!row) throw notFound('Teacher module');
  const own = await checkModuleAccess(ctx, row.topicId);
  if (!own) throw notFound('Your staff record');
  await ctx.db
    .insert(moduleCompletions)
    .values({ franchiseeId: own.franchiseeId, staffId: own.id, moduleId })
    .onConflictDoNothing();
  return { moduleId, completed: true };
}

/** The question paper, without the answers. */
export async function assessmentPaper(ctx: RequestContext, assessmentId: number) {
  const [a] = await ctx.db
    .select({ assessment: teacherAssessments, topicId: teacherModules.topicId })
    .from(teacherAssessments)
    .innerJoin(teacherModules, eq(teacherModules.id, teacherAssessments.moduleId))
    .where(and(eq(teacherAssessments.id, assessmentId), eq(teacherAssessments.isActive, true)));
  if (!a) throw notFound('Assessment');
  const own = await checkModuleAccess(ctx, a.topicId);
  const questions = await ctx.db
    .select({
      id: assessmentQuestions.id,
      question: assessmentQuestions.question,
      options: assessmentQuestions.options,
      marks: assessmentQuestions.marks,
    })
    .from(assessmentQuestions)
    .where(eq(assessmentQuestions.assessmentId, assessmentId))
    .orderBy(asc(assessmentQuestions.sort), asc(assessmentQuestions.id));
  let attemptsUsed = 0;
  if (own) {
    const [{ n }] = await ctx.db
      .select({ n: count() })
      .from(assessmentAttempts)
      .where(and(eq(assessmentAttempts.staffId, own.id), eq(assessmentAttempts.assessmentId, assessmentId)));
    attemptsUsed = Number(n);
  }
  if (questions.length === 0) throw conflict('This assessment has no questions yet');
  const { id, title, assessmentType, instructions, passMarkPercent, maxAttempts } = a.assessment;
  return {
    id,
    title,
    assessmentType,
    instructions,
    passMarkPercent,
    maxAttempts,
    attemptsUsed,
    attemptsLeft: Math.max(0, maxAttempts - attemptsUsed),
    questions,
  };
}
