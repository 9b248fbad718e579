import { calendarDay, timestamp } from '@portal/core';
import { z } from 'zod';
import { publicPlanAnswer } from './account-answers.ts';

export const paymentRecord = z.object({
  id: z.number(),
  franchiseeId: z.number(),
  referenceType: z.string(),
  referenceId: z.string(),
  /** The fee head's code: what the money is for. */
  feeHead: z.string(),
  amountPaise: z.number(),
  mode: z.string(),
  status: z.string(),
  instrumentNo: z.string().nullable(),
  receiptNo: z.string().nullable(),
  journalEntryId: z.number().nullable(),
});

const formFee = z.object({ receivedPaise: z.number(), settled: z.boolean(), formCompleted: z.boolean() });

export const referenceAnswer = z.object({
  kind: z.enum(['plan', 'request']),
  /** The permission a desk payment for this reference needs. */
  permission: z.string(),
  plan: publicPlanAnswer.nullable(),
  request: z
    .object({
      franchiseeId: z.number(),
      referenceType: z.string(),
      amountPaise: z.number(),
      receivedPaise: z.number(),
      status: z.string(),
      description: z.string(),
      payerName: z.string().nullable(),
      due: z.object({ duePaise: z.number() }),
    })
    .nullable(),
  /** Desk money taken on this reference that stands (waiting for approval or receipted), oldest first. */
  payments: z.array(
    z.object({
      id: z.number(),
      amountPaise: z.number(),
      mode: z.string(),
      status: z.string(),
      receiptNo: z.string().nullable(),
    }),
  ),
});

export const enquiryPaymentsAnswer = z.object({
  enquiry: z.object({
    id: z.number(),
    enquiryCode: z.string(),
    childName: z.string(),
    parentName: z.string(),
    mobile: z.string(),
  }),
  requests: z.array(
    z.object({
      referenceId: z.string(),
      referenceType: z.string(),
      description: z.string(),
      amountPaise: z.number(),
      receivedPaise: z.number(),
      status: z.string(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.number(),
      referenceType: z.string(),
      referenceId: z.string(),
      feeHead: z.string(),
      feeHeadName: z.string(),
      payerName: z.string().nullable(),
      amountPaise: z.number(),
      mode: z.string(),
      /** The gateway's payment id (online) or the cheque number, UTR or card slip (at the desk). */
      reference: z.string().nullable(),
      instrumentNo: z.string().nullable(),
      instrumentDate: calendarDay.nullable(),
      bankName: z.string().nullable(),
      gatewayPaymentId: z.string().nullable(),
      remarks: z.string().nullable(),
      status: z.string(),
      failureReason: z.string().nullable(),
      receiptNo: z.string().nullable(),
      receiptToken: z.string().nullable(),
      createdAt: timestamp,
      confirmedAt: timestamp.nullable(),
    }),
  ),
});

/** One concession as its edit form reads it: the student, the plan and the type it is asked under. */
export const concessionDetail = z.object({
  id: z.number(),
  franchiseeId: z.number(),
  studentFeePlanId: z.number(),
  studentName: z.string(),
  studentAdmissionId: z.number(),
  planTotalPaise: z.number(),
  concessionTypeId: z.number(),
  concessionType: z.string(),
  reason: z.string(),
  amountPaise: z.number(),
  status: z.string(),
  remarks: z.string().nullable(),
  /** The rule that gave it; null when the centre asked for it (only those can be changed). */
  rule: z.string().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const concessionRecord = z.object({
  id: z.number(),
  franchiseeId: z.number(),
  studentFeePlanId: z.number(),
  concessionTypeId: z.number(),
  reason: z.string(),
  amountPaise: z.number(),
  status: z.string(),
});

export const decisionAnswer = z.object({ id: z.number(), status: z.string() });
export const paymentDecisionAnswer = paymentRecord.extend({ formFee: formFee.nullable().optional() });

export const dashboardAnswer = z.object({
  academicYearId: z.number().nullable(),
  months: z.array(z.string()),
  /** What the collections count, from the figure's declaration ('fees.collected'). */
  collectedLabel: z.string(),
  collections: z.array(
    z.object({
      franchiseeId: z.number(),
      companyName: z.string(),
      month: z.string(),
      duePaise: z.number(),
      collectedPaise: z.number(),
    }),
  ),
  overdue: z.object({
    count: z.number(),
    amountPaise: z.number(),
    rows: z.array(
      z.object({
        id: z.number(),
        franchiseeId: z.number(),
        studentAdmissionId: z.number(),
        studentName: z.string(),
        label: z.string(),
        dueDate: calendarDay,
        outstandingPaise: z.number(),
      }),
    ),
  }),
  pendingApprovals: z.object({ plans: z.number(), payments: z.number(), concessions: z.number() }),
  royaltyReceivablePaise: z.number(),
});

export const overpaymentRow = z.object({
  id: z.number(),
  franchiseeId: z.number().optional(),
  franchiseeIdLabel: z.string().nullable().optional(),
  paymentId: z.number().optional(),
  referenceType: z.string().optional(),
  referenceId: z.string().optional(),
  payerName: z.string().nullable().optional(),
  amountPaise: z.number().optional(),
  gatewayPaymentId: z.string().nullable().optional(),
  reason: z.string().optional(),
  status: z.string().optional(),
  refundReference: z.string().nullable().optional(),
  refundedAt: z.string().nullable().optional(),
  createdAt: z.string().optional(),
});

export const paymentConfigAnswer = z.object({
  enabled: z.boolean(),
  keyId: z.string(),
  testMode: z.boolean(),
  theme: z.object({ color: z.string() }),
});

export const orderAnswer = z.object({
  paymentId: z.number(),
  orderId: z.string(),
  amount: z.number(),
  currency: z.string(),
  receipt: z.string(),
  keyId: z.string(),
  testMode: z.boolean(),
  theme: z.object({ color: z.string() }),
  description: z.string(),
  name: z.string().nullable(),
});

export const verifyAnswer = z.object({
  status: z.string(),
  receiptNo: z.string().nullable(),
  receiptToken: z.string(),
  alreadyConfirmed: z.boolean(),
  /** A form fee: what it has received so far and whether this payment settled it. */
  fee: formFee.nullable().optional(),
});

export const checkoutAnswer = z.object({
  razorpay_order_id: z.string(),
  razorpay_payment_id: z.string(),
  razorpay_signature: z.string(),
});
