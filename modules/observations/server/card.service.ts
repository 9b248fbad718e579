import { and, eq } from 'drizzle-orm';
import { currentAcademicYear } from '@portal/core';
import { conflict, franchiseeFence, notFound, requireUser, type RequestContext } from '@portal/kit';
import { OBSERVATION_MODULES as M } from '../shared/constants.ts';
import type { Language } from '../shared/framework.ts';
import { partB } from './hpc-levels.service.ts';
import { hpcDraftPdf } from './hpc.service.ts';
import { partAOf } from './part-a.service.ts';
import { assertReadsChild } from './reads.service.ts';
import { hpcCards } from './schema.ts';

async function cardOf(ctx: RequestContext, studentAdmissionId: number) {
  const [row] = await ctx.db
    .select()
    .from(hpcCards)
    .where(
      and(
        franchiseeFence(ctx, hpcCards.franchiseeId),
        eq(hpcCards.studentAdmissionId, studentAdmissionId),
        eq(hpcCards.academicYear, currentAcademicYear()),
      ),
    );
  return row;
}

function stateOf(studentAdmissionId: number, row: Awaited<ReturnType<typeof cardOf>>) {
  return {
    studentAdmissionId,
    academicYear: currentAcademicYear(),
    state: row?.state ?? ('draft' as const),
    signedAt: row?.signedAt?.toISOString() ?? null,
    publishedAt: row?.publishedAt?.toISOString() ?? null,
  };
}

/** Where the card is this year, for the class's teachers and the centre's heads. */
export async function cardStateOf(ctx: RequestContext, studentAdmissionId: number) {
  await assertReadsChild(ctx, studentAdmissionId, M.OBSERVATIONS);
  return stateOf(studentAdmissionId, await cardOf(ctx, studentAdmissionId));
}

/**
 * The centre's head signs the card after reviewing it (the route's access lets only the centre's heads, never the
 * class's teacher, so the one who confirmed the levels is not the one who approves them). A published card is not
 * signed again.
 */
export async function signCard(ctx: RequestContext, studentAdmissionId: number) {
  requireUser(ctx);
  const child = await assertReadsChild(ctx, studentAdmissionId, M.OBSERVATIONS);
  const row = await cardOf(ctx, studentAdmissionId);
  if (row?.state === 'published') throw conflict('This progress card is already published to the family.');
  const signed = { state: 'signed' as const, signedBy: ctx.user.id, signedAt: new Date(), updatedAt: new Date() };
  await ctx.db
    .insert(hpcCards)
    .values({ franchiseeId: child.franchiseeId, studentAdmissionId, academicYear: currentAcademicYear(), ...signed })
    .onConflictDoUpdate({ target: [hpcCards.studentAdmissionId, hpcCards.academicYear], set: signed });
  return stateOf(studentAdmissionId, await cardOf(ctx, studentAdmissionId));
}

/** The centre's head publishes a signed card to the family; a card nobody has signed is refused in words. */
export async function publishCard(ctx: RequestContext, studentAdmissionId: number) {
  requireUser(ctx);
  await assertReadsChild(ctx, studentAdmissionId, M.OBSERVATIONS);
  const row = await cardOf(ctx, studentAdmissionId);
  if (!row || row.state === 'draft')
    throw conflict('The centre’s head signs this progress card before it is published to the family.');
  if (row.state === 'signed')
    await ctx.db
      .update(hpcCards)
      .set({ state: 'published', publishedBy: ctx.user.id, publishedAt: new Date(), updatedAt: new Date() })
      .where(eq(hpcCards.id, row.id));
  return stateOf(studentAdmissionId, await cardOf(ctx, studentAdmissionId));
}

/** The card this year once published, or not found (before, the family has nothing to read). */
async function publishedCard(ctx: RequestContext, studentAdmissionId: number) {
  const row = await cardOf(ctx, studentAdmissionId);
  if (row?.state !== 'published' || !row.publishedAt) throw notFound('Progress card');
  return row;
}

/** The family's own child's published card as a PDF in the language they ask for. */
export async function myChildCardPdf(ctx: RequestContext, studentAdmissionId: number, language: Language) {
  await assertReadsChild(ctx, studentAdmissionId, M.MY_CHILD);
  await publishedCard(ctx, studentAdmissionId);
  const { file } = await hpcDraftPdf(ctx, studentAdmissionId, language, M.MY_CHILD);
  return { name: `progress-card-${studentAdmissionId}.pdf`, file };
}

/**
 * The family's own child's card once published: part A as they wrote it and each competency of the child's band at
 * the level the teacher confirmed (or the evidence's suggestion). Before it is published, only that it is not.
 */
export async function myChildCard(ctx: RequestContext, studentAdmissionId: number) {
  const child = await assertReadsChild(ctx, studentAdmissionId, M.MY_CHILD);
  const row = await cardOf(ctx, studentAdmissionId);
  if (row?.state !== 'published' || !row.publishedAt) return { published: false as const };
  // The family reads the published card's levels, not the evidence behind them.
  const card = await partB(ctx, studentAdmissionId, M.MY_CHILD);
  return {
    published: true as const,
    studentAdmissionId,
    name: child.name,
    band: child.band,
    publishedAt: row.publishedAt.toISOString(),
    partA: await partAOf(ctx, studentAdmissionId),
    rows: card.rows.map((r) => ({ competency: r.competency, goal: r.goal, level: r.confirmed ?? r.suggested })),
  };
}
