import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { defineView, viewFilter } from '@portal/kit';
import { franchisees } from '@portal/mod-org/server';
import { childFeeAudience } from '../audience.ts';
import { autopayDebits, autopayMandates, studentFeePlans, studentInstallments } from '../schema.ts';
import { autopayDebitsViewShape, autopayMandatesViewShape } from '../../shared/views.ts';

const MANDATE_STATUSES = ['PENDING', 'ACTIVE', 'CANCELLED', 'ABANDONED'] as const;
const DEBIT_STATUSES = [
  'NOTIFIED',
  'DEBITING',
  'SKIPPED',
  'PAID',
  'RETRYING',
  'FELL_BACK',
  'CANCELLED',
  'NOT_NEEDED',
  'REFUND_DUE',
] as const;

/** The centre's AutoPay mandates: whose plan, the cap per debit and whether it is on. */
export const autopayMandateView = defineView({
  ...autopayMandatesViewShape,
  from: autopayMandates,
  joins: [
    { table: franchisees, on: eq(franchisees.id, autopayMandates.franchiseeId) },
    { table: studentFeePlans, on: eq(studentFeePlans.id, autopayMandates.studentFeePlanId) },
  ],
  columns: {
    id: autopayMandates.id,
    franchiseeId: autopayMandates.franchiseeId,
    companyName: { column: franchisees.companyName, label: 'Centre' },
    studentAdmissionId: autopayMandates.studentAdmissionId,
    studentName: { column: studentFeePlans.studentName, label: 'Child' },
    method: { column: autopayMandates.method, label: 'Authorised with' },
    capPaise: { column: autopayMandates.capPaise, label: 'Limit per debit', kind: 'money' },
    status: { column: autopayMandates.status, label: 'Status' },
    authorisedAt: { column: autopayMandates.authorisedAt, label: 'Authorised' },
    cancelledAt: { column: autopayMandates.cancelledAt, label: 'Cancelled' },
  },
  franchiseeColumn: autopayMandates.franchiseeId,
  // Parents hold AutoPay for their own child: the list shows them their child's mandates only.
  audience: childFeeAudience,
  filters: {
    status: viewFilter(
      z.enum(MANDATE_STATUSES, { error: `Status must be one of: ${MANDATE_STATUSES.join(', ')}` }),
      (v) => eq(autopayMandates.status, v),
    ),
  },
  search: { columns: [studentFeePlans.studentName] },
  defaultSort: [{ column: autopayMandates.id, dir: 'desc' }],
});

/** The centre's AutoPay debits: upcoming (noticed), taken, skipped and failed, with the reason. */
export const autopayDebitView = defineView({
  ...autopayDebitsViewShape,
  from: autopayDebits,
  joins: [
    { table: franchisees, on: eq(franchisees.id, autopayDebits.franchiseeId) },
    { table: studentInstallments, on: eq(studentInstallments.id, autopayDebits.studentInstallmentId) },
    { table: studentFeePlans, on: eq(studentFeePlans.id, studentInstallments.studentFeePlanId) },
  ],
  columns: {
    id: autopayDebits.id,
    franchiseeId: autopayDebits.franchiseeId,
    companyName: { column: franchisees.companyName, label: 'Centre' },
    mandateId: autopayDebits.mandateId,
    studentAdmissionId: autopayDebits.studentAdmissionId,
    studentName: { column: studentFeePlans.studentName, label: 'Child' },
    label: { column: studentInstallments.label, label: 'Installment' },
    dueDate: { column: autopayDebits.dueDate, label: 'Due date' },
    amountPaise: { column: autopayDebits.amountPaise, label: 'Amount', kind: 'money' },
    noticeSentAt: { column: autopayDebits.noticeSentAt, label: 'Notice sent' },
    nextAttemptOn: { column: autopayDebits.nextAttemptOn, label: 'Debit on' },
    status: { column: autopayDebits.status, label: 'Status' },
    attempts: { column: autopayDebits.attempts, label: 'Tries' },
    failureReason: { column: autopayDebits.failureReason, label: 'Reason' },
    paymentId: autopayDebits.paymentId,
  },
  franchiseeColumn: autopayDebits.franchiseeId,
  audience: childFeeAudience,
  filters: {
    status: viewFilter(z.enum(DEBIT_STATUSES, { error: `Status must be one of: ${DEBIT_STATUSES.join(', ')}` }), (v) =>
      eq(autopayDebits.status, v),
    ),
  },
  search: { columns: [studentFeePlans.studentName] },
  defaultSort: [{ column: autopayDebits.nextAttemptOn, dir: 'asc' }],
});
