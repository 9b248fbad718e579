import { and, eq } from 'drizzle-orm';
import { currentAcademicYear } from '@portal/core';
import { franchiseeFence, requireUser, type RequestContext } from '@portal/kit';
import type { z } from 'zod';
import { OBSERVATION_MODULES as M } from '../shared/constants.ts';
import type { partAInput } from '../shared/contracts.ts';
import { assertReadsChild } from './reads.service.ts';
import { hpcPartA } from './schema.ts';

/** Part A's row of a child this academic year, or undefined while the family has written nothing. */
async function rowOf(ctx: RequestContext, studentAdmissionId: number) {
  const [row] = await ctx.db
    .select()
    .from(hpcPartA)
    .where(
      and(
        franchiseeFence(ctx, hpcPartA.franchiseeId),
        eq(hpcPartA.studentAdmissionId, studentAdmissionId),
        eq(hpcPartA.academicYear, currentAcademicYear()),
      ),
    );
  return row;
}

function answer(child: { studentAdmissionId: number; name: string }, row: Awaited<ReturnType<typeof rowOf>>) {
  return {
    studentAdmissionId: child.studentAdmissionId,
    name: child.name,
    academicYear: currentAcademicYear(),
    iLike: row?.iLike ?? null,
    favouriteFood: row?.favouriteFood ?? null,
    favouriteGame: row?.favouriteGame ?? null,
    myFamily: row?.myFamily ?? null,
    heightCm: row?.heightCm ?? null,
    weightKg: row?.weightGrams == null ? null : row.weightGrams / 1000,
  };
}

/**
 * Part A as the family wrote it this year. Read by the child's own parents (`myChild`) or, for the card, by the
 * class's teachers and the centre's heads (`observations`); anyone else is told the child is not found.
 */
export async function partAOf(ctx: RequestContext, studentAdmissionId: number, module: string = M.MY_CHILD) {
  const child = await assertReadsChild(ctx, studentAdmissionId, module);
  return answer(child, await rowOf(ctx, studentAdmissionId));
}

/** The family fills part A for their own child this year; what they send replaces what they wrote before. */
export async function savePartA(ctx: RequestContext, studentAdmissionId: number, input: z.output<typeof partAInput>) {
  requireUser(ctx);
  const child = await assertReadsChild(ctx, studentAdmissionId, M.MY_CHILD, 'PUT');
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
    .values({ franchiseeId: child.franchiseeId, studentAdmissionId, academicYear: currentAcademicYear(), ...values })
    .onConflictDoUpdate({
      target: [hpcPartA.studentAdmissionId, hpcPartA.academicYear],
      set: { ...values, updatedAt: new Date() },
    });
  return answer(child, await rowOf(ctx, studentAdmissionId));
}
