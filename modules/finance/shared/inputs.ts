/** Bodies and queries of the fees and payments API, validated on the server and typed on the web. */
import { isoDate, paiseAmount } from '@portal/core';
import { z } from 'zod';
import { DESK_MODES, MID_YEAR_RULES } from './index.ts';

const id = z.number().int().positive().max(2_147_483_647);
const reference = z
  .string({ error: 'Payment link is not valid' })
  .trim()
  .min(8, { error: 'Payment link is not valid' })
  .max(64, { error: 'Payment link is not valid' });
const money = (what = 'Amount') => paiseAmount(what);

export const assignPlanInput = z.strictObject({
  studentAdmissionId: id,
  /** How a mid-year admission is billed; the centre's fee setting when left out. */
  midYearRule: z.enum(MID_YEAR_RULES, { error: 'Choose from the joining month or the full year' }).optional(),
});

export const installmentsInput = z.strictObject({
  installments: z
    .array(
      z.strictObject({
        label: z.string().trim().min(1).max(60),
        dueDate: isoDate('Due date'),
        amountPaise: money(),
        royaltyPaise: money('Royalty'),
      }),
    )
    .min(1, { error: 'Add at least one installment' })
    .max(24, { error: 'At most 24 installments' }),
});

export const uploadQuery = z.object({
  /** The plans' academic year; the one chosen in the shell when left out. */
  academicYearId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

/**
 * Money taken at the desk (cash, UPI, cheque, bank transfer, card) for tuition or a form fee. Every
 * mode but cash names its reference: the UTR of UPI and bank transfers, the cheque number and date,
 * the card slip's reference.
 */
export const offlineInput = z.strictObject({
  referenceId: reference,
  installmentId: id.optional(),
  amountPaise: z.number({ error: 'Amount must be an amount in rupees' }),
  mode: z.enum(DESK_MODES, { error: `Mode must be one of: ${DESK_MODES.join(', ')}` }),
  instrumentNo: z.string().trim().max(40).optional(),
  instrumentDate: isoDate('Cheque date').optional(),
  bankName: z.string().trim().max(120).optional(),
  remarks: z.string().trim().max(300).optional(),
});

export const concessionInput = z.strictObject({
  studentFeePlanId: id,
  concessionTypeId: id,
  reason: z.string().trim().min(3, { error: 'Reason is required' }).max(300),
  /** For amount types: a smaller amount than the type's, if the centre wants. */
  amountPaise: z.number().optional(),
});

/** A concession changed while it waits for finance: the plan stays, the rest is asked again. */
export const concessionEditInput = concessionInput.omit({ studentFeePlanId: true });

export const refundInput = z.strictObject({
  refundReference: z
    .string({ error: 'Refund reference is required' })
    .trim()
    .min(3, { error: 'Refund reference is required (the gateway refund id or the bank reference)' })
    .max(80, { error: 'Refund reference is too long' }),
});

export const orderInput = z.strictObject({
  referenceId: reference,
  installmentId: id.optional(),
  /** Part payments are allowed; by default the whole due is paid. */
  amountPaise: z.number({ error: 'Amount must be an amount in rupees' }).optional(),
});

/** A one-off charge is paid in full: the amount, when given, must be the charge's. */
export const chargeOrderInput = z.strictObject({
  chargeId: id,
  amountPaise: z.number({ error: 'Amount must be an amount in rupees' }).optional(),
});

export const verifyInput = z.strictObject({
  razorpay_order_id: z.string().min(1).max(64),
  razorpay_payment_id: z.string().min(1).max(64),
  razorpay_signature: z.string().min(1).max(128),
});

export const testCheckoutInput = z.strictObject({ orderId: z.string().min(1).max(64) });

/** Bodies of finance's decisions on offline payments and concessions (the decision commands). */
/** Giving a confirmed payment back: why, and the bank's or the gateway's reference when there is one. */
export const refundPaymentInput = z.strictObject({
  reason: z
    .string({ error: 'Reason is required' })
    .trim()
    .min(3, { error: 'Reason is required' })
    .max(300, { error: 'Reason is too long' }),
  refundReference: z.string().trim().max(80, { error: 'Refund reference is too long' }).optional(),
});

export const approveDecisionInput = z.strictObject({}).nullish();
export const rejectDecisionInput = z.strictObject({
  remarks: z.string().trim().min(3, { error: 'Remarks are required' }).max(300),
});
