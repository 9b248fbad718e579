import { and, desc, eq, inArray } from 'drizzle-orm';
import { conflict, franchiseeFence, notFound, requireUser, type RequestContext } from '@portal/kit';
import { admissionsOfChild } from '@portal/mod-students/server';
import { OBSERVATION_MODULES as M } from '../shared/constants.ts';
import type { VoicesInput } from '../shared/card-contracts.ts';
import type { Language } from '../shared/framework.ts';
import { parseTerm, termLabel, type HpcTerm } from '../shared/term.ts';
import { observedClass } from './children.service.ts';
import { partB } from './hpc-levels.service.ts';
import { hpcDraftPdf } from './hpc.service.ts';
import { partAOf } from './part-a.service.ts';
import { assertReadsChild } from './reads.service.ts';
import { hpcCards } from './schema.ts';
import { currentTerm, termAsked, termColumns } from './term.ts';

type CardRow = typeof hpcCards.$inferSelect;
const ofTerm = (term: HpcTerm) => and(eq(hpcCards.academicYear, term.academicYear), eq(hpcCards.term, term.term));

/** The cards of these children for a term, by child; a child without a row has a draft. */
async function cardsOf(ctx: RequestContext, studentAdmissionIds: readonly number[], term: HpcTerm) {
  if (studentAdmissionIds.length === 0) return new Map<number, CardRow>();
  const rows = await ctx.db
    .select()
    .from(hpcCards)
    .where(
      and(
        franchiseeFence(ctx, hpcCards.franchiseeId),
        inArray(hpcCards.studentAdmissionId, [...studentAdmissionIds]),
        ofTerm(term),
      ),
    );
  return new Map(rows.map((r) => [r.studentAdmissionId, r]));
}

const cardOf = async (ctx: RequestContext, studentAdmissionId: number, term: HpcTerm) =>
  (await cardsOf(ctx, [studentAdmissionId], term)).get(studentAdmissionId);

function stateOf(studentAdmissionId: number, term: HpcTerm, row: CardRow | undefined) {
  return {
    studentAdmissionId,
    academicYear: term.academicYear,
    term: term.key,
    state: row?.state ?? ('draft' as const),
    signedAt: row?.signedAt?.toISOString() ?? null,
    publishedAt: row?.publishedAt?.toISOString() ?? null,
  };
}

/** Where a term's card is (the running term's by default), for the class's teachers and the centre's heads. */
export async function cardStateOf(ctx: RequestContext, studentAdmissionId: number, key?: string) {
  const term = termAsked(key);
  await assertReadsChild(ctx, studentAdmissionId, M.OBSERVATIONS);
  return stateOf(studentAdmissionId, term, await cardOf(ctx, studentAdmissionId, term));
}

/**
 * The centre's head signs this term's card after reviewing it (the route's access lets only the centre's heads,
 * never the class's teacher, so the one who confirmed the levels is not the one who approves them). A published
 * card is not signed again.
 */
export async function signCard(ctx: RequestContext, studentAdmissionId: number) {
  requireUser(ctx);
  const term = currentTerm();
  const child = await assertReadsChild(ctx, studentAdmissionId, M.OBSERVATIONS);
  const row = await cardOf(ctx, studentAdmissionId, term);
  if (row?.state === 'published') throw conflict('This progress card is already published to the family.');
  const signed = { state: 'signed' as const, signedBy: ctx.user.id, signedAt: new Date(), updatedAt: new Date() };
  await ctx.db
    .insert(hpcCards)
    .values({ franchiseeId: child.franchiseeId, studentAdmissionId, ...termColumns(term), ...signed })
    .onConflictDoUpdate({ target: [hpcCards.studentAdmissionId, hpcCards.academicYear, hpcCards.term], set: signed });
  return stateOf(studentAdmissionId, term, await cardOf(ctx, studentAdmissionId, term));
}

/** Publishes the signed cards among these rows; the ones published now. */
async function publishSigned(ctx: RequestContext, rows: readonly CardRow[]) {
  requireUser(ctx);
  const signed = rows.filter((r) => r.state === 'signed').map((r) => r.id);
  if (signed.length === 0) return [];
  const now = new Date();
  await ctx.db
    .update(hpcCards)
    .set({ state: 'published', publishedBy: ctx.user.id, publishedAt: now, updatedAt: now })
    .where(inArray(hpcCards.id, signed));
  return signed;
}

/** The centre's head publishes this term's signed card to the family; a card nobody has signed is refused in words. */
export async function publishCard(ctx: RequestContext, studentAdmissionId: number) {
  requireUser(ctx);
  const term = currentTerm();
  await assertReadsChild(ctx, studentAdmissionId, M.OBSERVATIONS);
  const row = await cardOf(ctx, studentAdmissionId, term);
  if (!row || row.state === 'draft')
    throw conflict('The centre’s head signs this progress card before it is published to the family.');
  await publishSigned(ctx, [row]);
  return stateOf(studentAdmissionId, term, await cardOf(ctx, studentAdmissionId, term));
}

/**
 * The class's teacher (or the centre's head) publishes, in one action, every card of the class this term that the
 * centre's head has signed. The answer names the children whose card is not signed, so nothing is left out
 * silently; when none of the class's cards is signed, nothing is published and the refusal names them all.
 */
export async function publishClassCards(ctx: RequestContext, classId: number) {
  requireUser(ctx);
  const term = currentTerm();
  const { children } = await observedClass(ctx, 'POST', classId);
  const cards = await cardsOf(
    ctx,
    children.map((c) => c.studentAdmissionId),
    term,
  );
  const child = (c: (typeof children)[number]) => ({ studentAdmissionId: c.studentAdmissionId, name: c.name });
  const notSigned = children.filter((c) => (cards.get(c.studentAdmissionId)?.state ?? 'draft') === 'draft');
  const already = children.filter((c) => cards.get(c.studentAdmissionId)?.state === 'published');
  const toPublish = children.filter((c) => cards.get(c.studentAdmissionId)?.state === 'signed');
  if (toPublish.length === 0 && already.length === 0)
    throw conflict(
      `No progress card of this class is signed by the centre’s head for ${termLabel(term.key, 'en')}; ` +
        `not signed: ${notSigned.map((c) => c.name).join(', ') || 'no children'}.`,
    );
  await publishSigned(
    ctx,
    toPublish.map((c) => cards.get(c.studentAdmissionId)!),
  );
  return {
    term: term.key,
    published: toPublish.map(child),
    alreadyPublished: already.map(child),
    notSigned: notSigned.map(child),
  };
}

/** The child's published cards, the latest term first. */
async function publishedCards(ctx: RequestContext, studentAdmissionIds: readonly number[]) {
  const rows = await ctx.db
    .select()
    .from(hpcCards)
    .where(
      and(
        franchiseeFence(ctx, hpcCards.franchiseeId),
        inArray(hpcCards.studentAdmissionId, [...studentAdmissionIds]),
        eq(hpcCards.state, 'published'),
      ),
    )
    .orderBy(desc(hpcCards.academicYear), desc(hpcCards.term), desc(hpcCards.studentAdmissionId));
  const byTerm = new Map<string, { term: HpcTerm; publishedAt: Date; studentAdmissionId: number }>();
  for (const r of rows) {
    const term = parseTerm(`${r.academicYear}-T${r.term}`);
    if (term && r.publishedAt && !byTerm.has(term.key))
      byTerm.set(term.key, { term, publishedAt: r.publishedAt, studentAdmissionId: r.studentAdmissionId });
  }
  return [...byTerm.values()];
}

/**
 * The published card the family asks for by its term, the latest published one by default; undefined if none. The
 * cards are those of the child's admissions given: every year of the child for a read (a promoted child's cards of
 * last year are on its old admission), this year's for the family's feedback.
 */
async function chosenCard(ctx: RequestContext, studentAdmissionIds: readonly number[], key?: string) {
  const asked = key ? termAsked(key).key : undefined;
  const cards = await publishedCards(ctx, studentAdmissionIds);
  return { cards, chosen: asked ? cards.find((c) => c.term.key === asked) : cards[0] };
}

/** The family's own child's published card of a term (the latest by default) as a PDF in the language they ask for. */
export async function myChildCardPdf(
  ctx: RequestContext,
  studentAdmissionId: number,
  language: Language,
  key?: string,
) {
  await assertReadsChild(ctx, studentAdmissionId, M.MY_CHILD);
  const { chosen } = await chosenCard(ctx, await admissionsOfChild(ctx, studentAdmissionId), key);
  if (!chosen) throw notFound('Progress card');
  const { file } = await hpcDraftPdf(ctx, chosen.studentAdmissionId, language, M.MY_CHILD, chosen.term);
  return { name: `progress-card-${studentAdmissionId}-${chosen.term.key}.pdf`, file };
}

/**
 * The family's own child's published card: the latest term's, or an earlier one they open by its term (of this year
 * or, after a promotion, of an earlier year: read on the admission the card is of, with that year's band). Part A as
 * they wrote it that term and each competency of the child's band at the level the teacher confirmed (or the
 * evidence's suggestion), with the terms of every published card. Before any is published, only that it is not.
 */
export async function myChildCard(ctx: RequestContext, studentAdmissionId: number, key?: string) {
  await assertReadsChild(ctx, studentAdmissionId, M.MY_CHILD);
  const { cards, chosen } = await chosenCard(ctx, await admissionsOfChild(ctx, studentAdmissionId), key);
  if (!chosen) return { published: false as const };
  // The family reads the published card's levels, not the evidence behind them.
  const card = await partB(ctx, chosen.studentAdmissionId, M.MY_CHILD, chosen.term);
  return {
    published: true as const,
    studentAdmissionId,
    name: card.name,
    band: card.band,
    term: chosen.term.key,
    publishedAt: chosen.publishedAt.toISOString(),
    narrative: card.narrative,
    parentFeedback: card.parentFeedback,
    selfInput: card.selfInput,
    peerInput: card.peerInput,
    terms: cards.map((c) => ({ term: c.term.key, publishedAt: c.publishedAt.toISOString() })),
    partA: await partAOf(ctx, chosen.studentAdmissionId, M.MY_CHILD, chosen.term),
    rows: card.rows.map((r) => ({ competency: r.competency, goal: r.goal, level: r.confirmed ?? r.suggested })),
  };
}

/**
 * The teacher writes the term's narrative of the card. The centre's head signs what the family reads: a signed card
 * whose narrative changes returns to draft to be signed again, and a published card is no longer edited.
 */
export async function saveNarrative(ctx: RequestContext, studentAdmissionId: number, narrative: string) {
  requireUser(ctx);
  const term = currentTerm();
  const child = await assertReadsChild(ctx, studentAdmissionId, M.OBSERVATIONS, 'PUT');
  const row = await cardOf(ctx, studentAdmissionId, term);
  if (row?.state === 'published')
    throw conflict('This progress card is already published to the family: its narrative is no longer edited.');
  const written = {
    narrative: narrative || null,
    narrativeBy: ctx.user.id,
    updatedAt: new Date(),
    ...(row?.state === 'signed' && row.narrative !== (narrative || null)
      ? { state: 'draft' as const, signedBy: null, signedAt: null }
      : {}),
  };
  await ctx.db
    .insert(hpcCards)
    .values({ franchiseeId: child.franchiseeId, studentAdmissionId, ...termColumns(term), state: 'draft', ...written })
    .onConflictDoUpdate({ target: [hpcCards.studentAdmissionId, hpcCards.academicYear, hpcCards.term], set: written });
  return stateOf(studentAdmissionId, term, await cardOf(ctx, studentAdmissionId, term));
}

/**
 * The teacher records the child's own answers by picture to the card's "I can…" statements, or a friend's about the
 * child, on the running term's card: the answers given replace those of the same statements. Like the narrative, it
 * is what the head signs: changed on a signed card, the card is a draft again; a published card is closed.
 */
export async function saveVoices(ctx: RequestContext, studentAdmissionId: number, input: VoicesInput) {
  requireUser(ctx);
  const term = currentTerm();
  const child = await assertReadsChild(ctx, studentAdmissionId, M.OBSERVATIONS, 'PUT');
  const row = await cardOf(ctx, studentAdmissionId, term);
  if (row?.state === 'published')
    throw conflict('This progress card is already published to the family: its answers are no longer changed.');
  const column = input.kind === 'self' ? 'selfInput' : 'peerInput';
  const before = row?.[column] ?? {};
  const after = { ...before, ...input.answers };
  const changed = JSON.stringify(before) !== JSON.stringify(after);
  const written = {
    [column]: after,
    updatedAt: new Date(),
    ...(row?.state === 'signed' && changed ? { state: 'draft' as const, signedBy: null, signedAt: null } : {}),
  };
  await ctx.db
    .insert(hpcCards)
    .values({ franchiseeId: child.franchiseeId, studentAdmissionId, ...termColumns(term), state: 'draft', ...written })
    .onConflictDoUpdate({ target: [hpcCards.studentAdmissionId, hpcCards.academicYear, hpcCards.term], set: written });
  return stateOf(studentAdmissionId, term, await cardOf(ctx, studentAdmissionId, term));
}

/** The family answers a published card (the latest, or the term they name); a card not published is not found. */
export async function saveCardFeedback(
  ctx: RequestContext,
  studentAdmissionId: number,
  input: { feedback: string; term?: string },
) {
  requireUser(ctx);
  await assertReadsChild(ctx, studentAdmissionId, M.MY_CHILD, 'PUT');
  const { chosen } = await chosenCard(ctx, [studentAdmissionId], input.term);
  if (!chosen) throw notFound('Progress card');
  const at = new Date();
  await ctx.db
    .update(hpcCards)
    .set({ parentFeedback: input.feedback, parentFeedbackBy: ctx.user.id, parentFeedbackAt: at, updatedAt: at })
    .where(
      and(
        franchiseeFence(ctx, hpcCards.franchiseeId),
        eq(hpcCards.studentAdmissionId, studentAdmissionId),
        ofTerm(chosen.term),
      ),
    );
  return { term: chosen.term.key, parentFeedback: input.feedback };
}
