import { and, eq } from 'drizzle-orm';
import { franchiseeFence, requireUser, type RequestContext } from '@portal/kit';
import type { z } from 'zod';
import { OBSERVATION_MODULES as M } from '../shared/constants.ts';
import type { partAInput } from '../shared/contracts.ts';
import type { HpcTerm } from '../shared/term.ts';
import { assertReadsChild } from './reads.service.ts';
import { hpcPartA } from './schema.ts';
import { currentTerm, termColumns } from './term.ts';

/** Part A's row of a child for a term, or undefined while the family has written nothing. */
async function rowOf(ctx: RequestContext, studentAdmissionId: number, term: HpcTerm) {
  const [row] = await ctx.db
    .select()
    .from(hpcPartA)
    .where(
      and(
        franchiseeFence(ctx, hpcPartA.franchiseeId),
        eq(hpcPartA.studentAdmissionId, studentAdmissionId),
        eq(hpcPartA.academicYear, term.academicYear),
        eq(hpcPartA.term, term.term),
      ),
    );
  return row;
}

function answer(
  child: { studentAdmissionId: number; name: string },
  term: HpcTerm,
  row: Awaited<ReturnType<typeof rowOf>>,
) {
  return {
    studentAdmissionId: child.studentAdmissionId,
    name: child.name,
    academicYear: term.academicYear,
    term: term.key,
    iLike: row?.iLike ?? null,
    favouriteFood: row?.favouriteFood ?? null,
    favouriteGame: row?.favouriteGame ?? null,
    myFamily: row?.myFamily ?? null,
    heightCm: row?.heightCm ?? null,
    weightKg: row?.weightGrams == null ? null : row.weightGrams / 1000,
  };
}

/**
 * Part A as the family wrote it for a term (the running one by default). Read by the child's own parents
 * (`myChild`) or, for the card, by the class's teachers and the centre's heads (`observations`); anyone else is
 * told the child is not found.
 */
export async function partAOf(
  ctx: RequestContext,
  studentAdmissionId: number,
  module: string = M.MY_CHILD,
  term: HpcTerm = currentTerm(),
) {
  const child = await assertReadsChild(ctx, studentAdmissionId, module);
  return answer(child, term, await rowOf(ctx, studentAdmissionId, term));
}

/** The family fills part A for their own child this term; what they send replaces what they wrote before. */
export async function savePartA(ctx: RequestContext, studentAdmissionId: number, input: z.output<typeof partAInput>) {
  requireUser(ctx);
  const child = await assertReadsChild(ctx, studentAdmissionId, M.MY_CHILD, 'PUT');
  const term = currentTerm();
  const values = {
    iLike: input.iLike || null,
    favouriteFood: input.favouriteFood || null,
    favouriteGame: input.favouriteGame || null,
    myFamily: input.myFamily || null,
    heightCm: input.heightCm ?? null,
    weightGrams: input.weightKg == null ? null : Math.round(input.weightKg * 1000),
    filledBy: ctx.user.id,
  };
  await ctx.db
    .insert(hpcPartA)
    .values({ franchiseeId: child.franchiseeId, studentAdmissionId, ...termColumns(term), ...values })
    .onConflictDoUpdate({
      target: [hpcPartA.studentAdmissionId, hpcPartA.academicYear, hpcPartA.term],
      set: { ...values, updatedAt: new Date() },
    });
  return answer(child, term, await rowOf(ctx, studentAdmissionId, term));
}
