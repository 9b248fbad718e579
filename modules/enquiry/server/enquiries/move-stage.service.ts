import { and, eq } from 'drizzle-orm';
import {
  audit,
  conflict,
  fieldError,
  getRecord,
  inTransaction,
  insertValidated,
  loadRecord,
  type RequestContext,
  type Row,
} from '@portal/kit';
import {
  isClosedStage,
  isSpancoStatus,
  isStage,
  MANUAL_TRANSITIONS,
  SPANCO_SUB_STATUSES,
  STAGE,
  WORKFLOW_FROM,
  WORKFLOW_STAGES,
  type Stage,
} from '../../shared/index.ts';
import { todayInIndia } from '@portal/core';
import type { EnquiryRecord } from '../../shared/contracts.ts';
import { enquiriesChange } from '../followups/kept-buckets.ts';
import { refreshNextFollowUp } from '../followups/next-follow-up.service.ts';
import { followUpResource } from '../followups/resource.ts';
import { enquiryResource } from '../resources.ts';
import { enquiries, enquiryFollowUps, enquiryStageEvents } from '../schema.ts';
import { stageSetting } from './stage-settings.service.ts';

export interface MoveStageInput {
  stage: Stage;
  spancoSubStatus?: string;
  reason?: string | null;
  nextFollowUpDate?: string | null;
}

/**
 * Moves an enquiry along the funnel, inside the caller's transaction. By hand only the
 * stages of MANUAL_TRANSITIONS are reachable; the application, registration and admission
 * steps set theirs ('workflow') and only from the stage before them. The same stage may
 * be "moved to" to change only the sub-status.
 */
export function moveStageInTx(
  ctx: RequestContext,
  enquiryId: number,
  input: MoveStageInput,
  by: 'manual' | 'workflow',
): Promise<Row> {
  return enquiriesChange(ctx.db, [enquiryId], () => moveStageSteps(ctx, enquiryId, input, by));
}

async function moveStageSteps(
  ctx: RequestContext,
  enquiryId: number,
  input: MoveStageInput,
  by: 'manual' | 'workflow',
): Promise<Row> {
  const enquiry = await loadRecord(ctx, enquiryResource, enquiryId, { forUpdate: true });
  const from = enquiry.stage;
  const to = input.stage;
  const sameStage = from === to;
  if (!sameStage) {
    // A stage the funnel no longer has leads nowhere.
    if (!isStage(from)) throw conflict(`Cannot move the enquiry from ${from} to ${to}`);
    if (by === 'manual' && WORKFLOW_STAGES.includes(to)) {
      throw conflict(`'${to}' is set by the application, registration and admission steps`);
    }
    const allowed = by === 'manual' ? MANUAL_TRANSITIONS[from].includes(to) : (WORKFLOW_FROM[to] ?? []).includes(from);
    if (!allowed) throw conflict(`Cannot move the enquiry from ${from} to ${to}`);
  }
  const setting = await stageSetting(ctx, to);
  if (!setting.isActive && !sameStage) throw conflict(`The stage '${to}' is switched off in the stage settings`);
  const status = setting.spancoStatus;
  const subs = isSpancoStatus(status) ? SPANCO_SUB_STATUSES[status] : [];
  const sub = input.spancoSubStatus ?? (sameStage ? enquiry.spancoSubStatus : setting.spancoSubStatus);
  if (!subs.includes(sub)) throw fieldError('spancoSubStatus', `Spanco sub-status must be one of: ${subs.join(', ')}`);
  const ending = isClosedStage(to) || to === STAGE.ADMISSION_CONFIRMED;
  if (input.nextFollowUpDate) {
    if (ending) throw fieldError('nextFollowUpDate', `No follow-up is needed once an enquiry is ${to}`);
    if (input.nextFollowUpDate < todayInIndia())
      throw fieldError('nextFollowUpDate', 'Next follow-up date cannot be in the past');
  } else if (setting.followUpRequired && !sameStage && by === 'manual') {
    throw fieldError('nextFollowUpDate', `Next follow-up date is required for '${to}'`);
  }

  await ctx.db
    .update(enquiries)
    .set({ stage: to, spancoStatus: status, spancoSubStatus: sub, updatedAt: new Date() })
    .where(eq(enquiries.id, enquiryId));
  await ctx.db.insert(enquiryStageEvents).values({
    franchiseeId: enquiry.franchiseeId,
    enquiryId,
    fromStage: from,
    toStage: to,
    spancoStatus: status,
    spancoSubStatus: sub,
    reason: input.reason ?? null,
    userId: ctx.user?.id ?? null,
  });
  if (ending || !sameStage || input.nextFollowUpDate) {
    // The call planned for the old stage is over: a lost or admitted lead has nothing left to chase,
    // any other move replaces it with the next one, so the enquiry's next follow-up date follows the move.
    await ctx.db
      .update(enquiryFollowUps)
      .set({
        status: ending ? 'Cancelled' : 'Done',
        outcome: ending ? `Enquiry ${to}` : sameStage ? 'Replaced by a new follow-up' : `Moved to ${to}`,
        doneAt: new Date(),
        doneBy: ctx.user?.id ?? null,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(enquiryFollowUps.enquiryId, enquiryId),
          eq(enquiryFollowUps.status, 'Open'),
          eq(enquiryFollowUps.category, 'admission'),
        ),
      );
  }
  if (input.nextFollowUpDate) {
    await insertValidated(ctx, followUpResource, {
      enquiryId,
      followUpType: 'scheduled',
      category: 'admission',
      followUpDate: input.nextFollowUpDate,
      remarks: input.reason ?? `Follow up after '${to}'`,
    });
  }
  await refreshNextFollowUp(ctx, enquiryId);
  await audit(ctx, {
    resource: enquiryResource,
    recordId: enquiryId,
    action: by === 'manual' ? 'move-stage' : 'workflow-stage',
    franchiseeId: enquiry.franchiseeId,
    changes: {
      stage: [from, to],
      spancoStatus: [enquiry.spancoStatus, status],
      spancoSubStatus: [enquiry.spancoSubStatus, sub],
      reason: input.reason ?? null,
    },
  });
  return loadRecord(ctx, enquiryResource, enquiryId);
}

/** Spanco edit by hand; the answer is the enquiry as it now stands. */
export async function moveStage(ctx: RequestContext, enquiryId: number, input: MoveStageInput) {
  await inTransaction(ctx, (ctx) => moveStageInTx(ctx, enquiryId, input, 'manual'));
  const enquiry: EnquiryRecord = await getRecord(ctx, enquiryResource, enquiryId);
  return enquiry;
}
