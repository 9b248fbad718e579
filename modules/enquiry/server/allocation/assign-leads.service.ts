import { and, inArray, isNotNull, isNull } from 'drizzle-orm';
import {
  assertFranchisee,
  audit,
  badRequest,
  fieldError,
  franchiseeFence,
  inTransaction,
  notFound,
  type RequestContext,
} from '@portal/kit';
import { leadHandlers } from './lead-handlers.service.ts';
import { enquiryResource } from '../resources.ts';
import { enquiries, leadAllocations } from '../schema.ts';
import { enquiriesChanging } from '../followups/kept-buckets.ts';

export interface AssignInput {
  enquiryIds: number[];
  counsellorId: number;
  reason?: string | null;
}

/**
 * Hands leads to a counsellor of their centre. 'allocate' takes only unassigned leads;
 * 'reallocate' moves assigned ones and needs a reason. Every move is logged.
 */
export async function assignLeads(ctx: RequestContext, input: AssignInput, kind: 'allocate' | 'reallocate') {
  const ids = [...new Set(input.enquiryIds)];
  if (kind === 'reallocate' && !input.reason?.trim()) throw fieldError('reason', 'Reason is required to reallocate');
  return inTransaction(ctx, async (ctx) => {
    const rows = await ctx.db
      .select({
        id: enquiries.id,
        franchiseeId: enquiries.franchiseeId,
        assignedTo: enquiries.assignedTo,
        enquiryCode: enquiries.enquiryCode,
      })
      .from(enquiries)
      .where(and(inArray(enquiries.id, ids), franchiseeFence(ctx, enquiries.franchiseeId)))
      .for('update');
    const missing = ids.filter((id) => !rows.some((r) => r.id === id));
    if (missing.length) throw notFound(`Enquiry ${missing.join(', ')}`);
    for (const franchiseeId of new Set(rows.map((r) => r.franchiseeId))) {
      const [ok] = await leadHandlers(ctx, franchiseeId, input.counsellorId);
      const codes = rows.filter((r) => r.franchiseeId === franchiseeId).map((r) => r.enquiryCode);
      if (!ok)
        throw fieldError(
          'counsellorId',
          `The counsellor must be an active counsellor of the centre of ${codes.join(', ')}`,
        );
    }
    if (kind === 'allocate') {
      const taken = rows.filter((r) => r.assignedTo !== null);
      if (taken.length)
        throw badRequest(`Already allocated: ${taken.map((r) => r.enquiryCode).join(', ')}; use reallocation`);
    } else {
      const free = rows.filter((r) => r.assignedTo === null);
      if (free.length)
        throw badRequest(`Not allocated yet: ${free.map((r) => r.enquiryCode).join(', ')}; use allocation`);
    }
    const moving = rows.filter((r) => r.assignedTo !== input.counsellorId);
    if (moving.length) {
      await enquiriesChanging(
        ctx.db,
        moving.map((r) => r.id),
      );
      await ctx.db
        .update(enquiries)
        .set({ assignedTo: input.counsellorId, updatedAt: new Date() })
        .where(
          and(
            inArray(
              enquiries.id,
              moving.map((r) => r.id),
            ),
            kind === 'allocate' ? isNull(enquiries.assignedTo) : isNotNull(enquiries.assignedTo),
          ),
        );
      await ctx.db.insert(leadAllocations).values(
        moving.map((r) => ({
          franchiseeId: r.franchiseeId,
          enquiryId: r.id,
          kind: kind === 'allocate' ? 'MANUAL' : 'REALLOCATION',
          fromUserId: r.assignedTo,
          toUserId: input.counsellorId,
          reason: input.reason?.trim() || null,
          byUserId: ctx.user?.id ?? null,
        })),
      );
      for (const r of moving) {
        await audit(ctx, {
          resource: enquiryResource,
          recordId: r.id,
          action: kind,
          franchiseeId: r.franchiseeId,
          changes: { assignedTo: [r.assignedTo, input.counsellorId], reason: input.reason ?? null },
        });
      }
    }
    return { allocated: moving.length, unchanged: rows.length - moving.length };
  });
}

/** Users of a centre who can take leads. */
export async function counsellorsOf(ctx: RequestContext, franchiseeId: number) {
  assertFranchisee(ctx, franchiseeId);
  return leadHandlers(ctx, franchiseeId);
}
