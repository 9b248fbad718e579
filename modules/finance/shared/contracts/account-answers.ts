import { calendarDay, timestamp } from '@portal/core';
import { z } from 'zod';
import { MID_YEAR_RULES } from '../index.ts';

// ---- answers ----

/** One installment of a student's plan, with what is owed and how it stands today. */
export const installmentRow = z.object({
  id: z.number(),
  seq: z.number(),
  label: z.string(),
  dueDate: calendarDay,
  amountPaise: z.number(),
  concessionPaise: z.number(),
  paidPaise: z.number(),
  outstandingPaise: z.number(),
  /** Desk money recorded for it that waits for finance's approval. */
  awaitingApprovalPaise: z.number(),
  royaltyPaise: z.number(),
  /**
   * PAID, AWAITING APPROVAL, PARTLY PAID, DUE (due date reached), UPCOMING or WAIVED (before the
   * child joined).
   */
  status: z.string(),
});

export const accountPayment = z.object({
  id: z.number(),
  referenceType: z.string(),
  feeHead: z.string(),
  feeHeadName: z.string(),
  amountPaise: z.number(),
  mode: z.string(),
  status: z.string(),
  instrumentNo: z.string().nullable(),
  receiptNo: z.string().nullable(),
  receiptToken: z.string(),
  confirmedAt: timestamp.nullable(),
  createdAt: timestamp,
  studentInstallmentId: z.number().nullable(),
});

const receipt = z.object({
  receiptNo: z.string().nullable(),
  receiptToken: z.string(),
  amountPaise: z.number(),
  confirmedAt: timestamp.nullable(),
});

/** What a parent sees behind a payment link. */
export const publicPlanAnswer = z.object({
  referenceId: z.string(),
  centre: z.string(),
  studentName: z.string(),
  planName: z.string(),
  totalPaise: z.number(),
  concessionPaise: z.number(),
  paidPaise: z.number(),
  outstandingPaise: z.number(),
  installments: z.array(installmentRow.omit({ seq: true, royaltyPaise: true })),
  receipts: z.array(receipt),
});

/** A concession on a student's plan as the fee account shows it: its type, the rule that gave it, its state. */
export const planConcession = z.object({
  id: z.number(),
  concessionType: z.string(),
  /** SIBLING, STAFF_CHILD or EARLY_PAYMENT when a rule gave it; null when the centre asked for it. */
  rule: z.string().nullable(),
  reason: z.string(),
  amountPaise: z.number(),
  status: z.string(),
});

export const planAccount = z.object({
  id: z.number(),
  referenceId: z.string(),
  franchiseeId: z.number(),
  centre: z.string(),
  studentAdmissionId: z.number(),
  studentName: z.string(),
  planName: z.string(),
  classCategory: z.string(),
  midYearRule: z.string().nullable(),
  totalPaise: z.number(),
  concessionPaise: z.number(),
  paidPaise: z.number(),
  outstandingPaise: z.number(),
  awaitingApprovalPaise: z.number(),
  installments: z.array(installmentRow),
  payments: z.array(accountPayment),
  concessions: z.array(planConcession),
});

/** A one-off charge on a child's account (a late-pickup fee, …): DUE, or REVERSED when waived. */
export const accountCharge = z.object({
  id: z.number(),
  feeHead: z.string(),
  feeHeadName: z.string(),
  chargeDate: calendarDay,
  description: z.string(),
  amountPaise: z.number(),
  /** DUE, PAID (with its receipt) or REVERSED (waived). */
  status: z.string(),
  reversalReason: z.string().nullable(),
  reversedAt: timestamp.nullable(),
  /** The confirmed payment of a PAID charge: its receipt number and the token that downloads it. */
  receiptNo: z.string().nullable(),
  receiptToken: z.string().nullable(),
  paidAt: timestamp.nullable(),
});

export const studentAccountAnswer = z.object({
  studentAdmissionId: z.number(),
  plans: z.array(planAccount),
  charges: z.array(accountCharge),
  /** What the child owes now: the plans' outstanding installments and the charges not waived (one figure). */
  outstandingPaise: z.number(),
});

export const admissionPlansAnswer = z.object({
  admission: z.object({
    id: z.number(),
    franchiseeId: z.number(),
    academicYearId: z.number(),
    studentName: z.string(),
    className: z.string().nullable(),
    classCategory: z.string().nullable(),
    admissionDate: calendarDay,
  }),
  /** The centre's rule for a child joining after the year began. */
  midYearRule: z.enum(MID_YEAR_RULES),
  account: studentAccountAnswer,
});

export const studentPlanRecord = z.object({
  id: z.number(),
  franchiseeId: z.number(),
  studentAdmissionId: z.number(),
  planId: z.number(),
  totalPaise: z.number(),
  referenceId: z.string(),
  midYearRule: z.string().nullable(),
  status: z.string(),
});

export const planInstallmentsAnswer = z.object({
  plan: z.object({
    id: z.number(),
    name: z.string(),
    franchiseeId: z.number(),
    academicYearId: z.number(),
    classCategory: z.string(),
    totalPaise: z.number(),
    installmentCount: z.number(),
    status: z.string(),
  }),
  installments: z.array(
    z.object({
      id: z.number(),
      seq: z.number(),
      label: z.string(),
      dueDate: calendarDay,
      amountPaise: z.number(),
      royaltyPaise: z.number(),
    }),
  ),
});
