import { todayInIndia } from '@portal/core';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import {
  actingUser,
  assertAttachable,
  badRequest,
  commandOf,
  conflict,
  defineResource,
  fieldError,
  headOfficeWrites,
  requireHeadOffice,
  type RequestContext,
  type RowOf,
  type Values,
  type ValuesOf,
} from '@portal/kit';
import { AUDIT_TYPE_LABELS, MAX_SUB_CATEGORY_WEIGHT } from '../shared/index.ts';
import {
  auditCategoryShape,
  auditEvidenceShape,
  auditParameterShape,
  auditSubCategoryShape,
  centreAuditShape,
  generalAuditTypeShape,
} from '../shared/resources.ts';
import {
  auditCategories,
  auditEvidence,
  auditNonCompliances,
  auditParameters,
  auditResponses,
  auditSubCategories,
  centreAudits,
  generalAuditTypes,
} from './schema.ts';
import { AUDIT_STEPS } from '../shared/contracts.ts';
import { submitAudit, type CentreAudit } from './submit.service.ts';

/** The checklist is network-wide: head office writes it. */
const headOfficeChecklist = headOfficeWrites('Only head office can change the audit checklist');

export const auditCategoryResource = defineResource({
  ...auditCategoryShape,
  labelPlural: 'Audit categories',
  scope: 'global',
  table: auditCategories,
  titleField: 'name',
  list: {
    columns: ['name', 'auditType', 'sort', 'isActive'],
    search: ['name'],
    filters: ['auditType', 'isActive'],
    defaultSort: { field: 'sort', dir: 'asc' },
  },
  remove: 'archive',
  writeRule: headOfficeChecklist,
  rules: {
    uniqueWithin: [
      { field: 'name', within: ['auditType'], message: (name) => `A category “${name}” already exists for this audit` },
    ],
  },
});

/** Kinds of general audit (general-audit/add-audit-type, audit-type-list). */
export const generalAuditTypeResource = defineResource({
  ...generalAuditTypeShape,
  scope: 'global',
  table: generalAuditTypes,
  titleField: 'name',
  list: { columns: ['name', 'description', 'isActive'], search: ['name'], filters: ['isActive'] },
  remove: 'archive',
  writeRule: headOfficeWrites('Only head office keeps the audit types'),
});

export const auditSubCategoryResource = defineResource({
  ...auditSubCategoryShape,
  labelPlural: 'Audit sub-categories',
  scope: 'global',
  table: auditSubCategories,
  titleField: 'name',
  list: {
    columns: ['name', 'categoryId', 'sort', 'isActive'],
    search: ['name'],
    filters: ['categoryId', 'isActive'],
    defaultSort: { field: 'sort', dir: 'asc' },
  },
  remove: 'archive',
  writeRule: headOfficeChecklist,
  rules: {
    uniqueWithin: [
      {
        field: 'name',
        within: ['categoryId'],
        message: (name) => `A sub-category “${name}” already exists in this category`,
      },
    ],
  },
});

/**
 * Refuses a weight that would take its sub-category past 100 %. The sub-category is locked first, so
 * two parameters added at once cannot both squeeze under the limit.
 */
async function checkWeight(
  ctx: RequestContext,
  values: ValuesOf<typeof auditParameters>,
  existing?: RowOf<typeof auditParameters>,
): Promise<Values> {
  const merged = { ...existing, ...values };
  if (merged.isActive === false) return values;
  const subCategoryId = merged.subCategoryId;
  if (subCategoryId === undefined) throw fieldError('subCategoryId', 'Sub-category not found');
  const [sub] = await ctx.db
    .select({ name: auditSubCategories.name })
    .from(auditSubCategories)
    .where(eq(auditSubCategories.id, subCategoryId))
    .for('update');
  if (!sub) throw fieldError('subCategoryId', 'Sub-category not found');
  const [{ others }] = await ctx.db
    .select({ others: sql<number>`coalesce(sum(${auditParameters.weight}), 0)::int` })
    .from(auditParameters)
    .where(
      and(
        eq(auditParameters.subCategoryId, subCategoryId),
        eq(auditParameters.isActive, true),
        existing ? ne(auditParameters.id, existing.id) : undefined,
      ),
    );
  const total = Number(others) + Number(merged.weight);
  if (total > MAX_SUB_CATEGORY_WEIGHT) {
    const left = Math.max(MAX_SUB_CATEGORY_WEIGHT - Number(others), 0);
    const most = `they may add up to at most ${MAX_SUB_CATEGORY_WEIGHT} % (${left} % left)`;
    throw fieldError('weight', `The weights in ${sub.name} would add up to ${total} %; ${most}`);
  }
  return values;
}

export const auditParameterResource = defineResource({
  ...auditParameterShape,
  scope: 'global',
  table: auditParameters,
  titleField: 'text',
  list: {
    columns: ['text', 'subCategoryId', 'weight', 'evidenceRequired', 'isActive'],
    search: ['text'],
    filters: ['subCategoryId', 'isActive'],
    defaultSort: { field: 'sort', dir: 'asc' },
  },
  example: { weight: 1 },
  remove: 'archive',
  writeRule: headOfficeChecklist,
  hooks: {
    beforeCreate: (ctx, values) => checkWeight(ctx, values),
    beforeUpdate: (ctx, values, existing) => checkWeight(ctx, values, existing),
  },
});

/** The active checklist of one kind of audit, in order: what a new audit of that kind asks. */
async function activeChecklist(ctx: RequestContext, auditType: string) {
  return ctx.db
    .select({
      parameterId: auditParameters.id,
      categoryName: auditCategories.name,
      subCategoryName: auditSubCategories.name,
      parameterText: auditParameters.text,
      weight: auditParameters.weight,
      evidenceRequired: auditParameters.evidenceRequired,
    })
    .from(auditParameters)
    .innerJoin(auditSubCategories, eq(auditSubCategories.id, auditParameters.subCategoryId))
    .innerJoin(auditCategories, eq(auditCategories.id, auditSubCategories.categoryId))
    .where(
      and(
        eq(auditCategories.auditType, auditType),
        eq(auditCategories.isActive, true),
        eq(auditSubCategories.isActive, true),
        eq(auditParameters.isActive, true),
      ),
    )
    .orderBy(
      asc(auditCategories.sort),
      asc(auditCategories.id),
      asc(auditSubCategories.sort),
      asc(auditSubCategories.id),
      asc(auditParameters.sort),
      asc(auditParameters.id),
    );
}

export const centreAuditResource = defineResource({
  ...centreAuditShape,
  scope: 'franchisee',
  table: centreAudits,
  titleField: 'auditDate',
  list: {
    columns: ['auditDate', 'franchiseeId', 'auditType', 'status', 'scorePercent', 'band'],
    search: ['title'],
    filters: ['franchiseeId', 'auditType', 'status'],
    defaultSort: { field: 'id', dir: 'desc' },
  },
  example: { auditType: 'centre', auditDate: '2025-06-02' },
  writeRule: headOfficeWrites('Only head office audits centres'),
  describe: (row) =>
    `the ${AUDIT_TYPE_LABELS[row.auditType as keyof typeof AUDIT_TYPE_LABELS] ?? 'audit'} of ${row.auditDate}`,
  statusField: 'status',
  commands: {
    submit: commandOf<CentreAudit>()({
      label: 'Submit',
      from: ['IN-PROGRESS'],
      to: 'COMPLETED',
      // Nothing found to close: closed at once.
      targets: ['CLOSED'],
      color: 'green',
      confirm: 'Submit the audit? Its answers can no longer change.',
      ...AUDIT_STEPS.submit,
      handler: submitAudit,
    }),
  },
  hooks: {
    async beforeCreate(ctx, values) {
      if (values.auditDate > todayInIndia()) throw fieldError('auditDate', 'The audit date cannot be in the future');
      if (values.generalAuditTypeId && values.auditType !== 'general')
        throw fieldError('generalAuditTypeId', 'Only a general audit has a general audit type');
      const items = await activeChecklist(ctx, values.auditType);
      if (items.length === 0)
        throw fieldError('auditType', 'There is nothing to audit yet: add the parameters of this audit type first');
      return { ...values, status: 'IN-PROGRESS', auditorId: actingUser(ctx).id };
    },
    async afterCreate(ctx, row) {
      // The checklist as it stands today becomes the audit's items.
      const items = await activeChecklist(ctx, row.auditType);
      await ctx.db
        .insert(auditResponses)
        .values(items.map((item, sort) => ({ ...item, auditId: row.id, franchiseeId: row.franchiseeId, sort })));
    },
    beforeUpdate(_ctx, values, existing) {
      if (existing.status !== 'IN-PROGRESS') throw conflict(`The audit is ${existing.status}; it can no longer change`);
      if (values.franchiseeId !== undefined && values.franchiseeId !== existing.franchiseeId)
        throw fieldError('franchiseeId', 'An audit stays with its centre; start a new audit instead');
      if (values.auditType !== undefined && values.auditType !== existing.auditType)
        throw fieldError('auditType', 'An audit keeps its type; start a new audit instead');
      if (typeof values.auditDate === 'string' && values.auditDate > todayInIndia())
        throw fieldError('auditDate', 'The audit date cannot be in the future');
      return values;
    },
  },
});

/** What a piece of evidence is attached to, and whether it may still be added or removed. */
export async function assertEvidenceTarget(
  ctx: RequestContext,
  target: { auditId: number; responseId?: number | null; nonComplianceId?: number | null },
): Promise<void> {
  const { auditId, responseId, nonComplianceId } = target;
  if (responseId && nonComplianceId) throw badRequest('Attach the photo to an item or to a closure, not both');
  if (nonComplianceId) {
    const [nc] = await ctx.db
      .select({ status: auditNonCompliances.status })
      .from(auditNonCompliances)
      .where(and(eq(auditNonCompliances.id, nonComplianceId), eq(auditNonCompliances.auditId, auditId)));
    if (!nc) throw fieldError('nonComplianceId', 'Non-compliance not found in this audit');
    if (nc.status !== 'OPEN') throw conflict('The non-compliance is closed; its evidence can no longer change');
    return;
  }
  // An item's photos (or the audit's own) are the auditor's, while the audit is filled.
  requireHeadOffice(ctx, 'Only head office fills audits');
  const [audit] = await ctx.db
    .select({ status: centreAudits.status })
    .from(centreAudits)
    .where(eq(centreAudits.id, auditId));
  if (audit?.status !== 'IN-PROGRESS') throw conflict(`The audit is ${audit?.status}; its photos can no longer change`);
  if (responseId) {
    const [item] = await ctx.db
      .select({ id: auditResponses.id })
      .from(auditResponses)
      .where(and(eq(auditResponses.id, responseId), eq(auditResponses.auditId, auditId)));
    if (!item) throw fieldError('responseId', 'Item not found in this audit');
  }
}

const EVIDENCE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'];

/**
 * Photos (or a PDF) of an audit item while it is filled, or of a non-compliance's closure. Registered
 * as a resource so a photo is readable by whoever may read the audit it belongs to.
 */
export const auditEvidenceResource = defineResource({
  ...auditEvidenceShape,
  labelPlural: 'Audit evidence',
  scope: 'franchisee',
  table: auditEvidence,
  titleField: 'caption',
  list: {
    columns: ['auditId', 'responseId', 'nonComplianceId', 'fileId', 'caption', 'createdAt'],
    filters: ['auditId', 'responseId', 'nonComplianceId'],
    defaultSort: { field: 'id', dir: 'asc' },
  },
  hooks: {
    async beforeCreate(ctx, values) {
      const auditId = values.auditId;
      await assertEvidenceTarget(ctx, {
        auditId,
        responseId: values.responseId,
        nonComplianceId: values.nonComplianceId,
      });
      const file = await assertAttachable(ctx, values.fileId, 'fileId', 'Upload the photo again');
      if (file && !EVIDENCE_TYPES.includes(file.contentType))
        throw fieldError('fileId', 'Evidence must be a photo (PNG, JPEG, WebP) or a PDF');
      // The evidence belongs to the audit's centre, whatever the request named.
      const [audit] = await ctx.db
        .select({ franchiseeId: centreAudits.franchiseeId })
        .from(centreAudits)
        .where(eq(centreAudits.id, auditId));
      return { ...values, franchiseeId: audit.franchiseeId, uploadedBy: actingUser(ctx).id };
    },
    beforeUpdate(_ctx, values, existing) {
      for (const name of ['franchiseeId', 'auditId', 'responseId', 'nonComplianceId', 'fileId'] as const)
        if (values[name] !== undefined && values[name] !== existing[name])
          throw badRequest('Only the caption of a photo can change; remove it and add another');
      return { caption: values.caption };
    },
  },
});
