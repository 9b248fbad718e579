import { and, eq, sql } from 'drizzle-orm';
import { latestAcademicYear, ROLE, todayInIndia } from '@portal/core';
import {
  conflict,
  fieldError,
  type CreateOptions,
  type CreateValuesOf,
  type RequestContext,
  type RowOf,
  type Values,
  type ValuesOf,
  figuresWritten,
} from '@portal/kit';
import { academicYears } from '@portal/mod-org/server';
import { ENQUIRY_LEADS, STAGE } from '../../shared/index.ts';
import { ENQUIRY_SOURCES } from '../../shared/fields.ts';
import { allocateNewLead, logAutoAllocation } from '../allocation/auto-allocate.service.ts';
import { childNameKey, newEnquiryCode } from '../codes.ts';
import { enquiries, enquiryStageEvents, leadAllocations } from '../schema.ts';
import { stageSetting } from './stage-settings.service.ts';
import { enquiriesChanging, enquiriesCreated } from '../followups/kept-buckets.ts';

/** A pre-school child's birth date: in the past, within the last 10 years. */
export function checkChildDob(value: unknown, field = 'childDob'): void {
  if (value === undefined || value === null) return;
  const dob = String(value);
  const today = todayInIndia();
  const tenYearsAgo = new Date(Date.now() - 10 * 366 * 86_400_000).toISOString().slice(0, 10);
  if (dob >= today) throw fieldError(field, 'Child date of birth must be in the past');
  if (dob < tenYearsAgo) throw fieldError(field, 'Child date of birth must be within the last 10 years');
}

/** The newest open academic year: where public and webhook leads land. */
export async function enquiryYearId(ctx: RequestContext): Promise<number> {
  const wanted = latestAcademicYear();
  const rows = await ctx.db
    .select({ id: academicYears.id, label: academicYears.academicYear })
    .from(academicYears)
    .where(eq(academicYears.isActive, true));
  const hit = rows.find((r) => r.label === wanted) ?? rows.sort((a, b) => b.label.localeCompare(a.label))[0];
  if (!hit) throw fieldError('academicYearId', 'No academic year is open for enquiries');
  return hit.id;
}

/** The existing enquiry with this duplicate key, if any. */
export async function findDuplicate(
  ctx: RequestContext,
  key: { franchiseeId: number; academicYearId: number; mobile: string; childNameKey: string },
) {
  const [hit] = await ctx.db
    .select({ id: enquiries.id, enquiryCode: enquiries.enquiryCode })
    .from(enquiries)
    .where(
      and(
        eq(enquiries.franchiseeId, key.franchiseeId),
        eq(enquiries.academicYearId, key.academicYearId),
        eq(enquiries.mobile, key.mobile),
        eq(enquiries.childNameKey, key.childNameKey),
      ),
    );
  return hit ?? null;
}

export class DuplicateEnquiry extends Error {
  constructor(readonly existing: { id: number; enquiryCode: string }) {
    super('duplicate enquiry');
  }
}

/**
 * Before an enquiry is stored (a head-office lead already handed over to the centre serving
 * its PIN code): note where it was routed from, refuse a duplicate (same mobile and child in
 * the centre and year), and give it its code and the first stage.
 */
export async function beforeCreateEnquiry(
  ctx: RequestContext,
  values: CreateValuesOf<typeof enquiries>,
  opts: CreateOptions = {},
): Promise<Values> {
  const out: CreateValuesOf<typeof enquiries> = { ...values };
  if (out.enquiryType === 'SERVICE' && !out.serviceType) throw fieldError('serviceType', 'Service type is required');
  checkChildDob(out.childDob);
  // The resource's hand-over has already moved a head-office lead to the centre serving its PIN code.
  if (typeof out.handedOverFrom === 'number') out.routedFromFranchiseeId = out.handedOverFrom;
  out.childNameKey = childNameKey(out.childName);
  // Serialise submissions of one mobile, so a double click meets the first one's row.
  await ctx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`enquiry:${out.franchiseeId}:${out.mobile}`}))`);
  const dup = await findDuplicate(ctx, out);
  if (dup) {
    if (opts.onDuplicate === 'return') throw new DuplicateEnquiry(dup);
    const message =
      `An enquiry for ${String(out.childName)} with mobile ${String(out.mobile)} ` +
      `already exists this year (${dup.enquiryCode})`;
    throw conflict(message, { mobile: message });
  }
  const first = await stageSetting(ctx, STAGE.YET_TO_CALL);
  // Allocated before it is stored, so the answer already names the counsellor.
  const assignedTo = keptByRecorder(ctx, out) ?? (await allocateNewLead(ctx, out.franchiseeId, out));
  return {
    ...out,
    assignedTo,
    enquiryCode: newEnquiryCode(),
    stage: STAGE.YET_TO_CALL,
    spancoStatus: first.spancoStatus,
    spancoSubStatus: first.spancoSubStatus,
    createdBy: ctx.user?.id ?? null,
  };
}

/** After it is stored: the first funnel event, the routing log and the allocation log. */
export async function afterCreateEnquiry(ctx: RequestContext, row: RowOf<typeof enquiries>): Promise<void> {
  await figuresWritten(ctx, ENQUIRY_LEADS);
  await enquiriesCreated(ctx.db, [row.id]);
  await ctx.db.insert(enquiryStageEvents).values({
    franchiseeId: row.franchiseeId,
    enquiryId: row.id,
    fromStage: null,
    toStage: row.stage,
    spancoStatus: row.spancoStatus,
    spancoSubStatus: row.spancoSubStatus,
    userId: ctx.user?.id ?? null,
  });
  if (row.routedFromFranchiseeId) {
    await ctx.db.insert(leadAllocations).values({
      franchiseeId: row.franchiseeId,
      enquiryId: row.id,
      kind: 'ROUTING',
      fromFranchiseeId: row.routedFromFranchiseeId,
      reason: `PIN code ${String(row.pincode)} is served by this centre`,
      byUserId: ctx.user?.id ?? null,
    });
  }
  if (row.assignedTo && row.assignedTo === keptByRecorder(ctx, row))
    await ctx.db.insert(leadAllocations).values({
      franchiseeId: row.franchiseeId,
      enquiryId: row.id,
      kind: 'AUTO',
      toUserId: row.assignedTo,
      reason: 'Walk-in: stays with the counsellor who recorded it',
      byUserId: row.assignedTo,
    });
  else if (row.assignedTo) await logAutoAllocation(ctx, row, row.assignedTo);
}

const WALK_IN: (typeof ENQUIRY_SOURCES)[number] = 'Walk-in';

/**
 * A walk-in a counsellor records at the desk stays with her (the family is sitting with her); the centre's allocation
 * rules share out the leads that arrive on their own (the website, calls, imports) and those other staff record.
 */
function keptByRecorder(ctx: RequestContext, lead: { source?: unknown }): number | null {
  if (lead.source !== WALK_IN || !ctx.user || !ctx.roleNames.includes(ROLE.COUNSELLOR)) return null;
  return ctx.user.id;
}

/** The columns the follow-up buckets count an enquiry by. */
const FOLLOW_UP_KEY = ['franchiseeId', 'academicYearId', 'assignedTo', 'stage', 'nextFollowUpDate'] as const;

/** Contact details may change; the duplicate key follows the child's name. */
export async function beforeUpdateEnquiry(
  ctx: RequestContext,
  values: ValuesOf<typeof enquiries>,
  existing: RowOf<typeof enquiries>,
): Promise<Values> {
  const out: ValuesOf<typeof enquiries> = { ...values };
  if (out.franchiseeId !== undefined && out.franchiseeId !== existing.franchiseeId)
    throw fieldError('franchiseeId', 'Use lead reallocation to move an enquiry to another centre');
  if (out.academicYearId !== undefined && out.academicYearId !== existing.academicYearId)
    throw fieldError('academicYearId', 'The academic year of an enquiry cannot change');
  checkChildDob(out.childDob);
  if (FOLLOW_UP_KEY.some((c) => out[c] !== undefined)) await enquiriesChanging(ctx.db, [existing.id]);
  if (typeof out.childName === 'string') out.childNameKey = childNameKey(out.childName);
  if (out.childNameKey !== undefined || out.mobile !== undefined) {
    const dup = await findDuplicate(ctx, {
      franchiseeId: existing.franchiseeId,
      academicYearId: existing.academicYearId,
      mobile: out.mobile ?? existing.mobile,
      childNameKey: out.childNameKey ?? existing.childNameKey,
    });
    if (dup && dup.id !== existing.id)
      throw conflict(`Another enquiry has this mobile number and child name (${dup.enquiryCode})`);
  }
  return out;
}
