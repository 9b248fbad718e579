import { and, eq, inArray } from 'drizzle-orm';
import { formatPaise } from '@portal/core';
import { audit, conflict, mayTouchFranchisee, notFound, type RequestContext } from '@portal/kit';
import { actingFor } from '../acting-for.ts';
import { paymentRequestResource } from '../resources.ts';
import { enquiries, paymentRequests } from '../schema.ts';
import { completeFormIfReady } from './complete-form.service.ts';

export type PaymentRequest = typeof paymentRequests.$inferSelect;

const settled = (status: string) => status === 'CONFIRMED' || status === 'TRANSFERRED';

/** What is still owed on a form fee request: nothing once settled. */
export const formFeeDue = (request: Pick<PaymentRequest, 'status' | 'amountPaise' | 'receivedPaise'>) =>
  settled(request.status) ? 0 : request.amountPaise - request.receivedPaise;

/**
 * An enquiry as the fees side reads its payments: who it is for and its fee requests (what each asks and has
 * received), inside the user's fence; null when the enquiry is not there for the user.
 */
export async function enquiryFeeRequests(ctx: RequestContext, enquiryId: number) {
  const [enquiry] = await ctx.db
    .select({
      id: enquiries.id,
      franchiseeId: enquiries.franchiseeId,
      enquiryCode: enquiries.enquiryCode,
      childName: enquiries.childName,
      parentName: enquiries.parentName,
      mobile: enquiries.mobile,
    })
    .from(enquiries)
    .where(eq(enquiries.id, enquiryId));
  if (!enquiry || !mayTouchFranchisee(ctx, enquiry.franchiseeId)) return null;
  const requests = await ctx.db
    .select({
      referenceId: paymentRequests.referenceId,
      referenceType: paymentRequests.referenceType,
      description: paymentRequests.description,
      amountPaise: paymentRequests.amountPaise,
      receivedPaise: paymentRequests.receivedPaise,
      status: paymentRequests.status,
    })
    .from(paymentRequests)
    .where(eq(paymentRequests.enquiryId, enquiryId))
    .orderBy(paymentRequests.id);
  return { enquiry, requests };
}

/** A payment request by its reference, unfenced: the reference is the secret payment link. */
export async function findPaymentRequest(ctx: RequestContext, referenceId: string): Promise<PaymentRequest | null> {
  const [row] = await ctx.db.select().from(paymentRequests).where(eq(paymentRequests.referenceId, referenceId));
  return row ?? null;
}

export interface FormFeeReceipt {
  request: PaymentRequest;
  /** True when this money completed the fee (it was still due before). */
  settledNow: boolean;
}

/**
 * Money confirmed for a form fee, in the caller's transaction: the request is locked,
 * the amount is added to what it has received, and it is settled (CONFIRMED) only once
 * what was received covers the whole fee. Money for a fee already settled, or more than
 * is still due, is refused (409) so the caller can hold it for a refund instead.
 */
export async function receiveFormFee(
  ctx: RequestContext,
  referenceId: string,
  input: { amountPaise: number; mode: 'ONLINE' | 'OFFLINE' },
): Promise<FormFeeReceipt> {
  const [request] = await ctx.db
    .select()
    .from(paymentRequests)
    .where(eq(paymentRequests.referenceId, referenceId))
    .for('update');
  if (!request) throw notFound('Payment request');
  const due = formFeeDue(request);
  if (due === 0) throw conflict('This fee has already been paid');
  if (input.amountPaise > due) throw conflict(`The amount is more than the ${formatPaise(due)} still due on this fee`);
  const receivedPaise = request.receivedPaise + input.amountPaise;
  const settledNow = receivedPaise === request.amountPaise;
  const now = new Date();
  const [updated] = await ctx.db
    .update(paymentRequests)
    .set({
      receivedPaise,
      ...(settledNow
        ? { status: 'CONFIRMED', mode: input.mode, confirmedAt: now, confirmedBy: ctx.user?.id ?? null }
        : // Part of the fee came in: what is left is due again, not waiting.
          { status: 'INITIATED' }),
      updatedAt: now,
    })
    .where(eq(paymentRequests.id, request.id))
    .returning();
  await audit(ctx, {
    resource: paymentRequestResource,
    recordId: request.id,
    action: settledNow ? 'confirm' : 'part-payment',
    franchiseeId: request.franchiseeId,
    changes: {
      receivedPaise: [request.receivedPaise, receivedPaise],
      ...(settledNow ? { status: [request.status, 'CONFIRMED'], mode: input.mode } : {}),
    },
  });
  return { request: updated, settledNow };
}

/**
 * Desk money recorded for a form fee waits for finance's approval (or no longer does, once refused):
 * the fee shows as awaiting approval and offers no second payment meanwhile. A settled fee is left alone.
 */
export async function formFeeAwaitsApproval(ctx: RequestContext, referenceId: string, waiting: boolean) {
  await ctx.db
    .update(paymentRequests)
    .set({ status: waiting ? 'APPROVAL_WAITING' : 'INITIATED', updatedAt: new Date() })
    .where(
      and(
        eq(paymentRequests.referenceId, referenceId),
        inArray(paymentRequests.status, waiting ? ['INITIATED', 'FAILED'] : ['APPROVAL_WAITING']),
      ),
    );
}

/**
 * Completes the form a settled fee paid for (an admission form admits the child), acting
 * for the request's centre: the payer (a webhook, a parent) names no centre of its own.
 */
export async function completeFormPaidBy(ctx: RequestContext, request: PaymentRequest) {
  if (!request.formId || !settled(request.status)) return { completed: false };
  return { completed: await completeFormIfReady(actingFor(ctx, request.franchiseeId), request.formId) };
}
