import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import {
  audit,
  fieldError,
  forbidden,
  inTransaction,
  notFound,
  parseInput,
  type RequestContext,
  requireAccess,
  seesEveryFranchisee,
} from '@portal/kit';
import { TRAINING_MODULES } from '../shared/index.ts';
import { assessmentQuestions, teacherAssessments } from './schema.ts';
import { questionPaperInput } from '../shared/inputs.ts';
import { teacherAssessmentShape } from '../shared/resources.ts';

async function loadAssessment(ctx: RequestContext, id: number, forUpdate = false) {
  const q = ctx.db.select({ id: teacherAssessments.id }).from(teacherAssessments).where(eq(teacherAssessments.id, id));
  const [row] = forUpdate ? await q.for('update') : await q;
  if (!row) throw notFound('Assessment');
}

/** Head office's view of an assessment's questions, with the right answers. */
export async function listQuestions(ctx: RequestContext, assessmentId: number) {
  requireAccess(ctx, TRAINING_MODULES.SELF_TRAINING, 'GET');
  await loadAssessment(ctx, assessmentId);
  return ctx.db
    .select({
      id: assessmentQuestions.id,
      question: assessmentQuestions.question,
      options: assessmentQuestions.options,
      correctOption: assessmentQuestions.correctOption,
      marks: assessmentQuestions.marks,
    })
    .from(assessmentQuestions)
    .where(eq(assessmentQuestions.assessmentId, assessmentId))
    .orderBy(asc(assessmentQuestions.sort), asc(assessmentQuestions.id));
}

/**
 * Saves the whole question paper at once, in order: kept questions keep their ids (so
 * past attempts still name them), new ones are added, missing ones removed.
 */
export async function saveQuestions(ctx: RequestContext, assessmentId: number, raw: unknown) {
  requireAccess(ctx, TRAINING_MODULES.SELF_TRAINING, 'PUT');
  const { questions } = parseInput(questionPaperInput, raw);
  if (!seesEveryFranchisee(ctx)) throw forbidden('Only head office can change training content');
  questions.forEach((q, i) => {
    if (q.correctOption > q.options.length)
      throw fieldError(`questions.${i}.correctOption`, `Right option must be between 1 and ${q.options.length}`);
    if (new Set(q.options.map((o) => o.toLowerCase())).size !== q.options.length)
      throw fieldError(`questions.${i}.options`, 'Options must differ from each other');
  });
  return inTransaction(ctx, async (ctx) => {
    await loadAssessment(ctx, assessmentId, true);
    const kept = questions.map((q) => q.id).filter((id): id is number => id !== undefined);
    if (kept.length) {
      const own = await ctx.db
        .select({ id: assessmentQuestions.id })
        .from(assessmentQuestions)
        .where(and(eq(assessmentQuestions.assessmentId, assessmentId), inArray(assessmentQuestions.id, kept)));
      if (own.length !== new Set(kept).size) throw fieldError('questions', 'A question belongs to another assessment');
    }
    await ctx.db
      .delete(assessmentQuestions)
      .where(
        and(
          eq(assessmentQuestions.assessmentId, assessmentId),
          kept.length ? notInArray(assessmentQuestions.id, kept) : undefined,
        ),
      );
    for (const [sort, q] of questions.entries()) {
      const values = {
        question: q.question,
        options: q.options,
        correctOption: q.correctOption,
        marks: q.marks,
        sort,
        updatedAt: new Date(),
      };
      if (q.id) await ctx.db.update(assessmentQuestions).set(values).where(eq(assessmentQuestions.id, q.id));
      else await ctx.db.insert(assessmentQuestions).values({ ...values, assessmentId });
    }
    await audit(ctx, {
      resource: teacherAssessmentShape,
      recordId: assessmentId,
      action: 'save-questions',
      changes: { questions: questions.length },
    });
    return { rows: await listQuestions(ctx, assessmentId) };
  });
}
