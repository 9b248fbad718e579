import { eq } from 'drizzle-orm';
import { audit, inTransaction, notFound, type RequestContext } from '@portal/kit';
import { actingFor } from '../acting-for.ts';
import { newReference } from '../codes.ts';
import { paymentRequestResource } from '../resources.ts';
import { enquiryForms, paymentRequests } from '../schema.ts';
import { completeFormIfReady } from './complete-form.service.ts';

export interface NewPaymentRequest {
  franchiseeId: number;
  referenceType: string;
  amountPaise: number;
  description: string;
  enquiryId?: number | null;
  formId?: number | null;
  payerName?: string | null;
  payerMobile?: string | null;
}

/** A payment request in the caller's transaction; its reference is the unguessable payment link. */
export async function createPaymentRequest(ctx: RequestContext, input: NewPaymentRequest) {
  const [row] = await ctx.db
    .insert(paymentRequests)
    .values({ ...input, referenceId: newReference(), status: 'INITIATED' })
    .returning();
  await audit(ctx, {
    resource: paymentRequestResource,
    recordId: row.id,
    action: 'create',
    franchiseeId: row.franchiseeId,
    changes: { referenceType: input.referenceType, amountPaise: input.amountPaise },
  });
  return row;
}

/**
 * The whole fee is settled and whatever was waiting for the money (the form it paid for) moves on.
 * Idempotent (a second call changes nothing). Money itself, online or taken at the desk, is recorded
 * by the fees module (receipt, approval, ledger) and comes in through receiveFormFee, which counts
 * what each payment brought in.
 */
export async function onPaymentConfirmed(
  ctx: RequestContext,
  referenceID: string,
  opts: { mode?: 'ONLINE' | 'OFFLINE' } = {},
) {
  const [found] = await ctx.db
    .select({ franchiseeId: paymentRequests.franchiseeId })
    .from(paymentRequests)
    .where(eq(paymentRequests.referenceId, referenceID));
  if (!found) throw notFound('Payment request');
  return inTransaction(actingFor(ctx, found.franchiseeId), async (ctx) => {
    const [request] = await ctx.db
      .select()
      .from(paymentRequests)
      .where(eq(paymentRequests.referenceId, referenceID))
      .for('update');
    if (request.status === 'CONFIRMED' || request.status === 'TRANSFERRED') return { alreadyConfirmed: true, request };
    const [updated] = await ctx.db
      .update(paymentRequests)
      .set({
        status: 'CONFIRMED',
        receivedPaise: request.amountPaise,
        mode: opts.mode ?? 'ONLINE',
        confirmedAt: new Date(),
        confirmedBy: ctx.user?.id ?? null,
        updatedAt: new Date(),
      })
      .where(eq(paymentRequests.id, request.id))
      .returning();
    await audit(ctx, {
      resource: paymentRequestResource,
      recordId: request.id,
      action: 'confirm',
      franchiseeId: request.franchiseeId,
      changes: { status: [request.status, 'CONFIRMED'], mode: opts.mode ?? 'ONLINE' },
    });
    if (request.formId) {
      const [form] = await ctx.db.select().from(enquiryForms).where(eq(enquiryForms.id, request.formId));
      if (form) await completeFormIfReady(ctx, form.id);
    }
    return { alreadyConfirmed: false, request: updated };
  });
}
