import { completeFormPaidBy, receiveFormFee } from '@portal/mod-enquiry/server';
import type { RequestContext } from '@portal/kit';
import type { payments } from '../schema.ts';

export interface FormFeeOutcome {
  /** What the fee has received so far, this payment included. */
  receivedPaise: number;
  /** The fee is covered in full: its form may complete. */
  settled: boolean;
  /** The form it paid for completed now (an admission form: the child is admitted). */
  formCompleted: boolean;
}

/**
 * Payment confirmed → form fee settled → form completed → child admitted, as one named
 * workflow in the payment's transaction: if any step refuses, nothing of it is kept.
 * The enquiry module owns the fee request and its form (and admits through the students
 * module); this workflow calls their public services in order and decides nothing itself.
 *
 * A fee already paid, or a payment over what it still owes, is refused (409) by
 * receiveFormFee before any money is posted; the caller holds that money for a refund.
 */
export async function formFeePaymentConfirmed(
  ctx: RequestContext,
  payment: Pick<typeof payments.$inferSelect, 'referenceId' | 'amountPaise' | 'mode'>,
): Promise<FormFeeOutcome> {
  const mode = payment.mode === 'ONLINE' ? 'ONLINE' : 'OFFLINE';
  const { request, settledNow } = await receiveFormFee(ctx, payment.referenceId, {
    amountPaise: payment.amountPaise,
    mode,
  });
  const { completed } = settledNow ? await completeFormPaidBy(ctx, request) : { completed: false };
  return { receivedPaise: request.receivedPaise, settled: settledNow, formCompleted: completed };
}
