import { storedAs } from '@portal/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  audit,
  conflict,
  fieldError,
  inTransaction,
  loadRecord,
  notFound,
  requireHeadOffice,
  type RequestContext,
} from '@portal/kit';
import { franchisees } from '@portal/mod-org/server';
import { adminUsers } from '@portal/mod-users/server';
import type { auditDetailsAnswer, auditItem } from '../shared/contracts.ts';
import { AUDIT_RESPONSES, AUDIT_STATUS, AUDIT_TYPES, scoreOf } from '../shared/index.ts';
import type { SaveResponseInput, SaveResponsesInput } from '../shared/inputs.ts';
import { isOverdue } from './non-compliances.ts';
import { centreAuditResource } from './resources.ts';
import { auditEvidence, auditNonCompliances, auditResponses } from './schema.ts';
import { centreAuditShape } from '../shared/resources.ts';

type Details = z.output<typeof auditDetailsAnswer>;
type Item = z.output<typeof auditItem>;
type Photo = { id: number; fileId: string; caption: string | null };
type ResponseRow = typeof auditResponses.$inferSelect;

const itemOf = (r: ResponseRow, photos: Photo[]): Item => ({
  id: r.id,
  parameterId: r.parameterId,
  text: r.parameterText,
  weight: r.weight,
  evidenceRequired: r.evidenceRequired,
  response: storedAs(AUDIT_RESPONSES, r.response),
  comment: r.comment,
  photos,
});

/** One audit as its screens show it: items by category and sub-category, score, non-compliances, photos. */
export async function auditDetails(ctx: RequestContext, id: number): Promise<Details> {
  // Through the resource service: another centre's audit is not found.
  const row = await loadRecord(ctx, centreAuditResource, id);
  const [centre] = await ctx.db
    .select({ name: franchisees.companyName })
    .from(franchisees)
    .where(eq(franchisees.id, row.franchiseeId));
  const [auditor] = row.auditorId
    ? await ctx.db
        .select({ name: sql<string>`concat_ws(' ', ${adminUsers.firstName}, ${adminUsers.lastName})` })
        .from(adminUsers)
        .where(eq(adminUsers.id, row.auditorId))
    : [];
  const items = await ctx.db
    .select()
    .from(auditResponses)
    .where(eq(auditResponses.auditId, id))
    .orderBy(asc(auditResponses.sort));
  const evidence = await ctx.db
    .select()
    .from(auditEvidence)
    .where(eq(auditEvidence.auditId, id))
    .orderBy(asc(auditEvidence.id));
  const photo = (e: typeof auditEvidence.$inferSelect): Photo => ({ id: e.id, fileId: e.fileId, caption: e.caption });
  const photosOf = (pick: (e: typeof auditEvidence.$inferSelect) => boolean) => evidence.filter(pick).map(photo);
  const closers = adminUsers;
  const ncs = await ctx.db
    .select({
      nc: auditNonCompliances,
      closedBy: sql<string | null>`concat_ws(' ', ${closers.firstName}, ${closers.lastName})`,
    })
    .from(auditNonCompliances)
    .leftJoin(closers, eq(closers.id, auditNonCompliances.closedBy))
    .where(eq(auditNonCompliances.auditId, id))
    .orderBy(asc(auditNonCompliances.id));

  const categories: Details['categories'] = [];
  for (const r of items) {
    let category = categories.at(-1);
    if (category?.name !== r.categoryName) categories.push((category = { name: r.categoryName, subCategories: [] }));
    let sub = category.subCategories.at(-1);
    if (sub?.name !== r.subCategoryName)
      category.subCategories.push((sub = { name: r.subCategoryName, scorePercent: null, items: [] }));
    sub.items.push(
      itemOf(
        r,
        photosOf((e) => e.responseId === r.id),
      ),
    );
  }
  for (const category of categories) for (const sub of category.subCategories) sub.scorePercent = scoreOf(sub.items);

  return {
    id: row.id,
    franchiseeId: row.franchiseeId,
    centre: centre?.name ?? '',
    auditType: storedAs(AUDIT_TYPES, row.auditType),
    auditDate: row.auditDate,
    title: row.title,
    status: storedAs(AUDIT_STATUS, row.status),
    scorePercent: row.scorePercent,
    band: row.band,
    summary: row.summary,
    auditor: auditor?.name ?? null,
    submittedAt: row.submittedAt,
    closedAt: row.closedAt,
    answered: items.filter((i) => i.response !== null).length,
    total: items.length,
    provisionalScore:
      row.scorePercent ?? scoreOf(items.map((i) => ({ ...i, response: storedAs(AUDIT_RESPONSES, i.response) }))),
    categories,
    nonCompliances: ncs.map(({ nc, closedBy }) => ({
      id: nc.id,
      responseId: nc.responseId,
      status: nc.status as 'OPEN' | 'CLOSED',
      owner: nc.owner,
      dueDate: nc.dueDate,
      overdue: isOverdue(nc),
      closureNote: nc.closureNote,
      closedAt: nc.closedAt,
      closedBy: nc.closedBy ? closedBy : null,
      evidence: photosOf((e) => e.nonComplianceId === nc.id),
    })),
    photos: photosOf((e) => e.responseId === null && e.nonComplianceId === null),
  };
}

/** Saves one item of an audit being filled: each answer and comment is kept as soon as it changes. */
export async function saveResponse(
  ctx: RequestContext,
  auditId: number,
  responseId: number,
  input: SaveResponseInput,
): Promise<Item> {
  requireHeadOffice(ctx, 'Only head office fills audits');
  return inTransaction(ctx, async (ctx) => {
    const row = await loadRecord(ctx, centreAuditResource, auditId, { forUpdate: true });
    if (row.status !== 'IN-PROGRESS')
      throw conflict(`The audit is ${String(row.status)}; its answers can no longer change`);
    const [before] = await ctx.db
      .select()
      .from(auditResponses)
      .where(and(eq(auditResponses.id, responseId), eq(auditResponses.auditId, auditId)));
    if (!before) throw notFound('Audit item');
    const set: Partial<ResponseRow> = { updatedAt: new Date() };
    if (input.response !== undefined) set.response = input.response;
    if (input.comment !== undefined) set.comment = input.comment || null;
    const [saved] = await ctx.db.update(auditResponses).set(set).where(eq(auditResponses.id, responseId)).returning();
    await audit(ctx, {
      resource: centreAuditShape,
      recordId: auditId,
      action: 'answer',
      franchiseeId: saved.franchiseeId,
      changes: {
        item: responseId,
        ...(input.response !== undefined ? { response: [before.response, saved.response] } : {}),
        ...(input.comment !== undefined ? { comment: [before.comment, saved.comment] } : {}),
      },
    });
    const photos = await ctx.db
      .select({ id: auditEvidence.id, fileId: auditEvidence.fileId, caption: auditEvidence.caption })
      .from(auditEvidence)
      .where(eq(auditEvidence.responseId, responseId))
      .orderBy(asc(auditEvidence.id));
    return itemOf(saved, photos);
  });
}

/** A general audit as the response form shows it; another kind of audit is not found on this path. */
export async function generalAuditResponses(ctx: RequestContext, id: number): Promise<Details> {
  const row = await loadRecord(ctx, centreAuditResource, id);
  if (row.auditType !== 'general') throw notFound('General audit');
  return auditDetails(ctx, id);
}

/**
 * The response form's draft: the answers and remarks of many parameters of one general audit, saved in one
 * transaction. Each item must belong to the audit; the audit must still be in progress.
 */
export async function saveGeneralResponses(
  ctx: RequestContext,
  auditId: number,
  input: SaveResponsesInput,
): Promise<Details> {
  requireHeadOffice(ctx, 'Only head office fills audits');
  await inTransaction(ctx, async (ctx) => {
    const row = await loadRecord(ctx, centreAuditResource, auditId, { forUpdate: true });
    if (row.auditType !== 'general') throw notFound('General audit');
    if (row.status !== 'IN-PROGRESS')
      throw conflict(`The audit is ${String(row.status)}; its answers can no longer change`);
    const items = await ctx.db.select().from(auditResponses).where(eq(auditResponses.auditId, auditId));
    const byId = new Map(items.map((i) => [i.id, i]));
    input.items.forEach((item, i) => {
      if (!byId.has(item.responseId))
        throw fieldError(`items.${i}.responseId`, 'This parameter is not part of the audit; open the audit again');
    });
    const changes: Record<string, unknown>[] = [];
    for (const item of input.items) {
      const before = byId.get(item.responseId)!;
      const set: Partial<ResponseRow> = {};
      if (item.response !== undefined && item.response !== before.response) set.response = item.response;
      const comment = item.comment === undefined ? undefined : item.comment || null;
      if (comment !== undefined && comment !== before.comment) set.comment = comment;
      if (Object.keys(set).length === 0) continue;
      await ctx.db
        .update(auditResponses)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(auditResponses.id, item.responseId));
      changes.push({
        item: item.responseId,
        ...(set.response !== undefined ? { response: [before.response, set.response] } : {}),
        ...(set.comment !== undefined ? { comment: [before.comment, set.comment] } : {}),
      });
    }
    if (changes.length)
      await audit(ctx, {
        resource: centreAuditShape,
        recordId: auditId,
        action: 'answer',
        franchiseeId: row.franchiseeId,
        changes: { items: changes },
      });
  });
  return auditDetails(ctx, auditId);
}
