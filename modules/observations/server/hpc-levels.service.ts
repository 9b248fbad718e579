import { and, eq } from 'drizzle-orm';
import { currentAcademicYear } from '@portal/core';
import { fieldError, franchiseeFence, inTransaction, requireUser, type RequestContext } from '@portal/kit';
import type { z } from 'zod';
import { OBSERVATION_MODULES as M } from '../shared/constants.ts';
import type { confirmLevelsInput } from '../shared/contracts.ts';
import { LEVEL_LABELS, competenciesOfBand, suggestLevel } from '../shared/framework.ts';
import { competencyForBand } from './competency.ts';
import { assertReadsChild, childPortfolio } from './reads.service.ts';
import { hpcLevels } from './schema.ts';

/** The confirmed levels of a child's card this academic year, by competency. */
async function confirmedOf(ctx: RequestContext, studentAdmissionId: number) {
  const rows = await ctx.db
    .select()
    .from(hpcLevels)
    .where(
      and(
        franchiseeFence(ctx, hpcLevels.franchiseeId),
        eq(hpcLevels.studentAdmissionId, studentAdmissionId),
        eq(hpcLevels.academicYear, currentAcademicYear()),
      ),
    );
  return new Map(rows.map((r) => [r.competency, r]));
}

/**
 * The card's part B this year (the class's teachers and the centre's heads): every competency of the child's band
 * with the level the evidence suggests, the observations at a level it rests on, and the level confirmed, if any.
 */
export async function partB(ctx: RequestContext, studentAdmissionId: number, module: string = M.OBSERVATIONS) {
  const portfolio = await childPortfolio(ctx, studentAdmissionId, module);
  const entries = new Map(
    portfolio.goals.flatMap((g) => g.competencies.map((c) => [c.competency, c.entries] as const)),
  );
  const confirmed = await confirmedOf(ctx, studentAdmissionId);
  return {
    studentAdmissionId,
    name: portfolio.name,
    band: portfolio.band,
    rows: competenciesOfBand(portfolio.band).map((c) => {
      const seen = entries.get(c.code) ?? [];
      const mine = confirmed.get(c.code);
      return {
        competency: c.code,
        goal: c.goal,
        suggested: suggestLevel(seen.map((e) => e.level)),
        evidence: seen.filter((e) => e.level !== 'notYetObserved').length,
        confirmed: mine?.level ?? null,
        reason: mine?.reason ?? null,
      };
    }),
  };
}

/**
 * The teacher confirms levels from the evidence: each a competency of the child's band (refused in words on
 * `competency` otherwise), and a level no observation this year shows only with a reason, refused on `reason`
 * without one ("not yet observed" needs none). All of them or none; a level confirmed again replaces the last.
 */
export async function confirmLevels(
  ctx: RequestContext,
  studentAdmissionId: number,
  input: z.output<typeof confirmLevelsInput>,
) {
  requireUser(ctx);
  const child = await assertReadsChild(ctx, studentAdmissionId, M.OBSERVATIONS, 'PUT');
  const current = await partB(ctx, studentAdmissionId);
  const evidence = new Map(current.rows.map((r) => [r.competency, r.evidence]));
  for (const line of input.levels) {
    competencyForBand(line.competency, child.band);
    if (line.level !== 'notYetObserved' && !evidence.get(line.competency) && !line.reason)
      throw fieldError(
        'reason',
        `${line.competency} has no observation this year: say why you confirm ` +
          `“${LEVEL_LABELS[line.level].en}” without evidence, or record an observation first.`,
      );
  }
  const academicYear = currentAcademicYear();
  await inTransaction(ctx, async (tx) => {
    for (const line of input.levels)
      await tx.db
        .insert(hpcLevels)
        .values({
          franchiseeId: child.franchiseeId,
          studentAdmissionId,
          classId: child.classId,
          academicYear,
          competency: line.competency,
          level: line.level,
          reason: line.reason || null,
          confirmedBy: ctx.user.id,
        })
        .onConflictDoUpdate({
          target: [hpcLevels.studentAdmissionId, hpcLevels.academicYear, hpcLevels.competency],
          set: { level: line.level, reason: line.reason || null, confirmedBy: ctx.user.id, updatedAt: new Date() },
        });
  });
  return partB(ctx, studentAdmissionId);
}
