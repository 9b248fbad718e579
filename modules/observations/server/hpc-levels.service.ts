import { and, eq } from 'drizzle-orm';
import { todayInIndia } from '@portal/core';
import { conflict, fieldError, franchiseeFence, inTransaction, requireUser, type RequestContext } from '@portal/kit';
import type { z } from 'zod';
import { OBSERVATION_MODULES as M } from '../shared/constants.ts';
import type { confirmLevelsInput } from '../shared/contracts.ts';
import { LEVEL_LABELS, competenciesOfBand, suggestLevel } from '../shared/framework.ts';
import { competencyForBand } from './competency.ts';
import type { HpcTerm } from '../shared/term.ts';
import { assertReadsChild, observationsOf } from './reads.service.ts';
import { hpcCards, hpcLevels } from './schema.ts';
import { currentTerm, termColumns } from './term.ts';

/** The confirmed levels of a child's card for a term, by competency. */
async function confirmedOf(ctx: RequestContext, studentAdmissionId: number, term: HpcTerm) {
  const rows = await ctx.db
    .select()
    .from(hpcLevels)
    .where(
      and(
        franchiseeFence(ctx, hpcLevels.franchiseeId),
        eq(hpcLevels.studentAdmissionId, studentAdmissionId),
        eq(hpcLevels.academicYear, term.academicYear),
        eq(hpcLevels.term, term.term),
      ),
    );
  return new Map(rows.map((r) => [r.competency, r]));
}

/** The card's row of a term (its narrative and the family's feedback), or undefined before anything is written. */
async function cardRowOf(ctx: RequestContext, studentAdmissionId: number, term: HpcTerm) {
  const [row] = await ctx.db
    .select()
    .from(hpcCards)
    .where(
      and(
        franchiseeFence(ctx, hpcCards.franchiseeId),
        eq(hpcCards.studentAdmissionId, studentAdmissionId),
        eq(hpcCards.academicYear, term.academicYear),
        eq(hpcCards.term, term.term),
      ),
    );
  return row;
}

/** The most evidence photos a competency's row shows as thumbnails. */
const THUMBNAILS = 4;

/**
 * The card's part B for a term (the class's teachers and the centre's heads; the family once published): every
 * competency of the child's band with the level the term's evidence suggests, the observations at a level it rests
 * on, and the level confirmed, if any. A term's card rests on that term's observations only.
 */
export async function partB(
  ctx: RequestContext,
  studentAdmissionId: number,
  module: string = M.OBSERVATIONS,
  term: HpcTerm = currentTerm(),
) {
  const child = await assertReadsChild(ctx, studentAdmissionId, module);
  const today = todayInIndia();
  const seenInTerm = await observationsOf(ctx, [studentAdmissionId], term.from, term.to < today ? term.to : today);
  const entries = new Map<string, typeof seenInTerm>();
  for (const o of seenInTerm) entries.set(o.competency, [...(entries.get(o.competency) ?? []), o]);
  const confirmed = await confirmedOf(ctx, studentAdmissionId, term);
  const card = await cardRowOf(ctx, studentAdmissionId, term);
  return {
    studentAdmissionId,
    name: child.name,
    band: child.band,
    term: term.key,
    narrative: card?.narrative ?? null,
    parentFeedback: card?.parentFeedback ?? null,
    selfInput: card?.selfInput ?? {},
    peerInput: card?.peerInput ?? {},
    rows: competenciesOfBand(child.band).map((c) => {
      const seen = entries.get(c.code) ?? [];
      const mine = confirmed.get(c.code);
      return {
        competency: c.code,
        goal: c.goal,
        suggested: suggestLevel(seen.map((e) => e.level)),
        evidence: seen.filter((e) => e.level !== 'notYetObserved').length,
        confirmed: mine?.level ?? null,
        reason: mine?.reason ?? null,
        // The latest photos first: the thumbnails the teacher confirms the level beside.
        photos: [...new Set(seen.flatMap((e) => (e.fileId && e.level !== 'notYetObserved' ? [e.fileId] : [])))]
          .reverse()
          .slice(0, THUMBNAILS),
      };
    }),
  };
}

/**
 * The teacher confirms levels of the running term's card from its evidence: each a competency of the child's band
 * (refused in words on `competency` otherwise), and a level no observation this term shows only with a reason,
 * refused on `reason` without one ("not yet observed" needs none). All of them or none; a level confirmed again
 * replaces the last. The levels are what the centre's head signs: a level changed on a signed card returns it to
 * draft to be signed again, and a published card's levels are no longer changed.
 */
export async function confirmLevels(
  ctx: RequestContext,
  studentAdmissionId: number,
  input: z.output<typeof confirmLevelsInput>,
) {
  requireUser(ctx);
  const child = await assertReadsChild(ctx, studentAdmissionId, M.OBSERVATIONS, 'PUT');
  const term = currentTerm();
  const card = await cardRowOf(ctx, studentAdmissionId, term);
  if (card?.state === 'published')
    throw conflict('This progress card is already published to the family: its levels are no longer changed.');
  const current = await partB(ctx, studentAdmissionId, M.OBSERVATIONS, term);
  const evidence = new Map(current.rows.map((r) => [r.competency, r.evidence]));
  for (const line of input.levels) {
    competencyForBand(line.competency, child.band);
    if (line.level !== 'notYetObserved' && !evidence.get(line.competency) && !line.reason)
      throw fieldError(
        'reason',
        `${line.competency} has no observation this term: say why you confirm ` +
          `“${LEVEL_LABELS[line.level].en}” without evidence, or record an observation first.`,
      );
  }
  const before = new Map(current.rows.map((r) => [r.competency, r]));
  const changed = input.levels.some(
    (line) =>
      before.get(line.competency)?.confirmed !== line.level ||
      (before.get(line.competency)?.reason ?? null) !== (line.reason || null),
  );
  await inTransaction(ctx, async (tx) => {
    if (card?.state === 'signed' && changed)
      await tx.db
        .update(hpcCards)
        .set({ state: 'draft', signedBy: null, signedAt: null, updatedAt: new Date() })
        .where(eq(hpcCards.id, card.id));
    for (const line of input.levels)
      await tx.db
        .insert(hpcLevels)
        .values({
          franchiseeId: child.franchiseeId,
          studentAdmissionId,
          classId: child.classId,
          ...termColumns(term),
          competency: line.competency,
          level: line.level,
          reason: line.reason || null,
          confirmedBy: ctx.user.id,
        })
        .onConflictDoUpdate({
          target: [hpcLevels.studentAdmissionId, hpcLevels.academicYear, hpcLevels.term, hpcLevels.competency],
          set: { level: line.level, reason: line.reason || null, confirmedBy: ctx.user.id, updatedAt: new Date() },
        });
  });
  return partB(ctx, studentAdmissionId, M.OBSERVATIONS, term);
}
