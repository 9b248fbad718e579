import { eq } from 'drizzle-orm';
import {
  conflict,
  fieldError,
  loadRecord,
  type CreateValuesOf,
  type RequestContext,
  type RowOf,
  type Values,
} from '@portal/kit';
import { isClosedStage, STAGE } from '../../shared/index.ts';
import { todayInIndia } from '@portal/core';
import { enquiryResource } from '../resources.ts';
import { enquiries, type enquiryFollowUps } from '../schema.ts';
import { refreshNextFollowUp } from './next-follow-up.service.ts';

/**
 * A scheduled follow-up is a call still to make (today or later); a manual one records a
 * call already made (today or earlier) and is done at once; an academic one is a call to make
 * about an enrolled child's learning (its category is academic). Each belongs to the
 * enquiry's centre, and closed or admitted enquiries take no new admission follow-ups.
 */
export async function beforeCreateFollowUp(
  ctx: RequestContext,
  values: CreateValuesOf<typeof enquiryFollowUps>,
): Promise<Values> {
  const enquiry = await loadRecord(ctx, enquiryResource, values.enquiryId, { forUpdate: true });
  if (values.franchiseeId && values.franchiseeId !== enquiry.franchiseeId)
    throw fieldError('franchiseeId', "The franchisee must be the enquiry's");
  const category = values.followUpType === 'academic' ? 'academic' : (values.category ?? 'admission');
  const closed = isClosedStage(enquiry.stage) || enquiry.stage === STAGE.ADMISSION_CONFIRMED;
  if (closed && category === 'admission')
    throw conflict(`The enquiry is ${enquiry.stage}: reopen it before following up`);
  const today = todayInIndia();
  const date = values.followUpDate;
  const manual = values.followUpType === 'manual';
  if (manual && date > today)
    throw fieldError(
      'followUpDate',
      'A manual follow-up records a call already made: the date cannot be in the future',
    );
  if (!manual && date < today) throw fieldError('followUpDate', 'A scheduled follow-up date cannot be in the past');
  return {
    ...values,
    franchiseeId: enquiry.franchiseeId,
    category,
    status: manual ? 'Done' : 'Open',
    doneAt: manual ? new Date() : null,
    doneBy: manual ? (ctx.user?.id ?? null) : null,
    createdBy: ctx.user?.id ?? null,
  };
}

export async function afterCreateFollowUp(ctx: RequestContext, row: RowOf<typeof enquiryFollowUps>): Promise<void> {
  if (row.status === 'Done')
    await ctx.db.update(enquiries).set({ lastFollowUpAt: new Date() }).where(eq(enquiries.id, row.enquiryId));
  await refreshNextFollowUp(ctx, row.enquiryId);
}

/** Completing or cancelling: record who and when, and move the enquiry's next date on. */
export async function onFollowUpCommand(
  ctx: RequestContext,
  name: string,
  row: RowOf<typeof enquiryFollowUps>,
  input: Values,
): Promise<Values> {
  await refreshNextFollowUp(ctx, row.enquiryId, row.id);
  if (name === 'complete') {
    await ctx.db.update(enquiries).set({ lastFollowUpAt: new Date() }).where(eq(enquiries.id, row.enquiryId));
    return { outcome: input.outcome ?? null, doneAt: new Date(), doneBy: ctx.user?.id ?? null };
  }
  return { doneAt: new Date(), doneBy: ctx.user?.id ?? null };
}
