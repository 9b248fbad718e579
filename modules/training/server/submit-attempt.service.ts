import { and, asc, count, eq } from 'drizzle-orm';
import {
  audit,
  auditSubject,
  conflict,
  fieldError,
  inTransaction,
  notFound,
  parseInput,
  requireAccess,
  type RequestContext,
} from '@portal/kit';
import { ownStaff, staff } from '@portal/mod-staff/server';
import { TRAINING_MODULES } from '../shared/index.ts';
import {
  assessmentAttempts,
  assessmentQuestions,
  teacherAssessments,
  teacherEnrollments,
  teacherModules,
} from './schema.ts';
import { scorePaper } from './scoring.ts';
import { attemptInput } from '../shared/inputs.ts';

const attemptSubject = auditSubject('assessment-attempts');

/** Scores a teacher's answers, within the attempts the assessment allows. */
export async function submitAttempt(ctx: RequestContext, assessmentId: number, raw: unknown) {
  requireAccess(ctx, TRAINING_MODULES.TEACHER_TRAINING, 'POST');
  const { answers } = parseInput(attemptInput, raw);
  const own = await ownStaff(ctx);
  if (!own) throw notFound('Your staff record');
  return inTransaction(ctx, async (ctx) => {
    // One attempt at a time per teacher: the staff row is the lock.
    await ctx.db.select({ id: staff.id }).from(staff).where(eq(staff.id, own.id)).for('update');
    const [a] = await ctx.db
      .select({ assessment: teacherAssessments, topicId: teacherModules.topicId })
      .from(teacherAssessments)
      .innerJoin(teacherModules, eq(teacherModules.id, teacherAssessments.moduleId))
      .where(and(eq(teacherAssessments.id, assessmentId), eq(teacherAssessments.isActive, true)));
    if (!a) throw notFound('Assessment');
    const [enrollment] = await ctx.db
      .select({ status: teacherEnrollments.status })
      .from(teacherEnrollments)
      .where(and(eq(teacherEnrollments.staffId, own.id), eq(teacherEnrollments.topicId, a.topicId)));
    if (enrollment?.status !== 'APPROVED')
      throw conflict('Enrol in this topic and wait for approval to take its assessments');
    const [{ n }] = await ctx.db
      .select({ n: count() })
      .from(assessmentAttempts)
      .where(and(eq(assessmentAttempts.staffId, own.id), eq(assessmentAttempts.assessmentId, assessmentId)));
    const used = Number(n);
    if (used >= a.assessment.maxAttempts) throw conflict(`All ${a.assessment.maxAttempts} attempts have been used`);
    const key = await ctx.db
      .select({
        id: assessmentQuestions.id,
        correctOption: assessmentQuestions.correctOption,
        marks: assessmentQuestions.marks,
        options: assessmentQuestions.options,
      })
      .from(assessmentQuestions)
      .where(eq(assessmentQuestions.assessmentId, assessmentId))
      .orderBy(asc(assessmentQuestions.id));
    if (key.length === 0) throw conflict('This assessment has no questions yet');
    for (const [questionId, option] of Object.entries(answers)) {
      const q = key.find((k) => String(k.id) === questionId);
      if (!q) throw fieldError(`answers.${questionId}`, 'This question is not part of the assessment');
      if (option !== null && option > q.options.length) throw fieldError(`answers.${questionId}`, 'No such option');
    }
    const result = scorePaper(key, answers, a.assessment.passMarkPercent);
    const [row] = await ctx.db
      .insert(assessmentAttempts)
      .values({
        franchiseeId: own.franchiseeId,
        staffId: own.id,
        assessmentId,
        attemptNo: used + 1,
        answers,
        ...result,
      })
      .returning();
    await audit(ctx, {
      resource: attemptSubject,
      recordId: row.id,
      action: 'submit',
      franchiseeId: own.franchiseeId,
      changes: { assessmentId, ...result },
    });
    return {
      attemptNo: row.attemptNo,
      ...result,
      passMarkPercent: a.assessment.passMarkPercent,
      attemptsLeft: a.assessment.maxAttempts - row.attemptNo,
    };
  });
}
