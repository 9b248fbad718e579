/** The register's items as records: evidence checked, expiry from the state's rule, renewal re-arms reminders. */
import { and, eq, inArray } from 'drizzle-orm';
import {
  actingUser,
  assertAttachable,
  defineResource,
  fieldError,
  keptRead,
  type RequestContext,
  type Values,
} from '@portal/kit';
import { cities, franchisees } from '@portal/mod-org/server';
import { fencedStaff } from '@portal/mod-staff/server';
import { CENTRE_HEADS } from '@portal/mod-users/server';
import { EVERY_STATE, EVIDENCE_FILE_TYPES, EVIDENCE_MAX_BYTES, RATIO_ELIGIBILITY_KINDS } from '../shared/constants.ts';
import { centreSafetyItemShape, staffSafetyItemShape } from '../shared/resources.ts';
import { centreSafetyItems, registerRules, staffSafetyItems } from './schema.ts';

/** The day `months` whole months after `day` (31-01 + 1 month is the last day of February). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/** The state a centre is in (its city's), as the rules name it. */
export async function stateOf(ctx: Pick<RequestContext, 'db'>, franchiseeId: number): Promise<string | null> {
  const [row] = await ctx.db
    .select({ state: cities.state })
    .from(franchisees)
    .innerJoin(cities, eq(cities.id, franchisees.cityId))
    .where(eq(franchisees.id, franchiseeId));
  return row?.state ?? null;
}

/** Each item's rule for a state: the state's own where it has one, else the rule for every state. */
export async function rulesFor(ctx: Pick<RequestContext, 'db'>, state: string | null) {
  const rows = await ctx.db
    .select({
      state: registerRules.state,
      itemKind: registerRules.itemKind,
      required: registerRules.required,
      validMonths: registerRules.validMonths,
    })
    .from(registerRules)
    .where(inArray(registerRules.state, state ? [state, EVERY_STATE] : [EVERY_STATE]));
  const byKind = new Map<string, (typeof rows)[number]>();
  for (const r of rows) if (r.state !== EVERY_STATE || !byKind.has(r.itemKind)) byKind.set(r.itemKind, r);
  return byKind;
}

async function checkEvidence(ctx: RequestContext, values: Values, existing?: Values): Promise<void> {
  if (values.fileId === undefined || values.fileId === existing?.fileId) return;
  const file = await assertAttachable(ctx, values.fileId, 'fileId', 'Upload the evidence again');
  if (file && !EVIDENCE_FILE_TYPES.includes(file.contentType))
    throw fieldError('fileId', 'Evidence must be a PDF or a photo (PNG, JPEG, WebP)');
  if (file && file.size > EVIDENCE_MAX_BYTES) throw fieldError('fileId', 'Evidence may be at most 5 MB');
}

/**
 * The expiry a person gave, else the state rule's period from the day it was done; a changed expiry (a renewal)
 * is reminded of and escalated again.
 */
async function withExpiry(ctx: RequestContext, values: Values, existing?: Values): Promise<Values> {
  const doneOn = (values.doneOn ?? existing?.doneOn) as string | null | undefined;
  let expiresOn = (values.expiresOn === undefined ? existing?.expiresOn : values.expiresOn) as string | null;
  if (!expiresOn && doneOn && (values.doneOn !== undefined || !existing)) {
    const franchiseeId = Number(values.franchiseeId ?? existing?.franchiseeId);
    const kind = String(values.itemKind ?? existing?.itemKind);
    const rule = (await rulesFor(ctx, await stateOf(ctx, franchiseeId))).get(kind);
    if (rule?.validMonths) expiresOn = addMonths(doneOn, rule.validMonths);
  }
  if (doneOn && expiresOn && expiresOn < doneOn) throw fieldError('expiresOn', 'The expiry must be after the day done');
  const renewed = expiresOn !== (existing?.expiresOn ?? null) || (doneOn ?? null) !== (existing?.doneOn ?? null);
  return { ...values, expiresOn, ...(renewed ? { remindedAt: null, escalatedOn: null } : {}) };
}

async function checked(ctx: RequestContext, values: Values, existing?: Values): Promise<Values> {
  await checkEvidence(ctx, values, existing);
  return withExpiry(ctx, values, existing);
}

/** safetyRegister: the centre's papers; its heads keep them, head office sees every centre's. */
export const centreSafetyItemResource = defineResource({
  ...centreSafetyItemShape,
  // Only the owner named: the person who answers for renewing the paper.
  personalData: {
    whose: ['staff member'],
    categories: ['employment'],
    audience: { everyRow: CENTRE_HEADS },
    retention: 'while the centre is in the network, then 8 years (an inspection may ask for past papers)',
    purposes: ['To show a state inspection the centre’s safety papers and who keeps them'],
  },
  scope: 'franchisee',
  table: centreSafetyItems,
  titleField: 'itemKind',
  list: {
    columns: ['franchiseeId', 'itemKind', 'reference', 'doneOn', 'expiresOn', 'fileId', 'ownerUserId'],
    search: ['reference', 'remarks'],
    filters: ['franchiseeId', 'itemKind', 'isActive'],
    defaultSort: { field: 'expiresOn', dir: 'asc' },
  },
  example: { itemKind: 'FIRE_NOC', reference: 'FIRE/2026/114', doneOn: '2026-04-01', expiresOn: '2027-03-31' },
  remove: 'archive',
  hooks: {
    beforeCreate: async (ctx, values) => ({
      ...(await checked(ctx, values)),
      ownerUserId: values.ownerUserId ?? actingUser(ctx).id,
    }),
    beforeUpdate: (ctx, values, existing) => checked(ctx, values, existing),
  },
});

/** A staff item belongs to the centre of its staff member. */
async function sameCentre(ctx: RequestContext, franchiseeId: unknown, staffId: number): Promise<void> {
  const member = await fencedStaff(ctx, staffId);
  if (member.franchiseeId !== franchiseeId) throw fieldError('staffId', 'The staff member works at another centre');
}

/**
 * staffVetting: police verification and training records. Sensitive (a criminal-record check): only the centre's
 * heads and head office read them, never the staff member's colleagues, and only on this access module.
 */
export const staffSafetyItemResource = defineResource({
  ...staffSafetyItemShape,
  personalData: {
    whose: ['staff member'],
    categories: ['identity document', 'employment'],
    audience: { everyRow: CENTRE_HEADS },
    retention: 'employment, then 3 years (head office sets it)',
    purposes: ['To show that everyone caring for the children is police-verified and trained in child protection'],
    erase: 'rows',
  },
  scope: 'franchisee',
  table: staffSafetyItems,
  titleField: 'itemKind',
  list: {
    columns: ['staffId', 'itemKind', 'requestedOn', 'doneOn', 'expiresOn', 'fileId', 'franchiseeId'],
    search: ['reference', 'remarks'],
    filters: ['franchiseeId', 'staffId', 'itemKind', 'isActive'],
    defaultSort: { field: 'expiresOn', dir: 'asc' },
  },
  remove: 'archive',
  hooks: {
    async beforeCreate(ctx, values) {
      await sameCentre(ctx, values.franchiseeId, values.staffId);
      return { ...(await checked(ctx, values)), ownerUserId: values.ownerUserId ?? actingUser(ctx).id };
    },
    async beforeUpdate(ctx, values, existing) {
      if (values.staffId !== undefined)
        await sameCentre(ctx, values.franchiseeId ?? existing.franchiseeId, values.staffId);
      return checked(ctx, values, existing);
    },
  },
});

/** Staff of a centre whose police verification and POCSO training are both current on the day. */
export async function eligibleStaffOn(
  ctx: Pick<RequestContext, 'db'>,
  franchiseeId: number,
  day: string,
  kinds: readonly string[] = RATIO_ELIGIBILITY_KINDS,
): Promise<Set<number>> {
  // Asked after every arrival (the centre's ratios): the centre's items are kept until one of them changes.
  const rows = await keptRead(ctx.db, `workforce:safety-items:${franchiseeId}`, [staffSafetyItems], () =>
    ctx.db
      .select({
        staffId: staffSafetyItems.staffId,
        itemKind: staffSafetyItems.itemKind,
        doneOn: staffSafetyItems.doneOn,
        expiresOn: staffSafetyItems.expiresOn,
      })
      .from(staffSafetyItems)
      .where(and(eq(staffSafetyItems.franchiseeId, franchiseeId), eq(staffSafetyItems.isActive, true))),
  );
  const held = new Map<number, Set<string>>();
  for (const r of rows) {
    if (!r.doneOn || r.doneOn > day || (r.expiresOn !== null && r.expiresOn < day)) continue;
    held.set(r.staffId, (held.get(r.staffId) ?? new Set()).add(r.itemKind));
  }
  return new Set([...held].filter(([, k]) => kinds.every((kind) => k.has(kind))).map(([id]) => id));
}
