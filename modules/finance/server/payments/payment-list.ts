import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { defineView, viewFilter } from '@portal/kit';
import { franchisees } from '@portal/mod-org/server';
import { feeHeads } from '@portal/mod-ledger/server';
import { PAYMENT_STATUSES, REFERENCE_TYPES } from '../../shared/index.ts';
import { childFeeAudience } from '../audience.ts';
import { payments } from '../schema.ts';
import { paymentLinksViewShape } from '../../shared/views.ts';

/** Payments (payment links, approvals) inside the user's fence, newest first. */
export const paymentView = defineView({
  ...paymentLinksViewShape,
  from: payments,
  joins: [
    { table: franchisees, on: eq(franchisees.id, payments.franchiseeId) },
    { table: feeHeads, on: eq(feeHeads.code, payments.feeHead) },
  ],
  columns: {
    id: payments.id,
    franchiseeId: payments.franchiseeId,
    companyName: { column: franchisees.companyName, label: 'Centre' },
    referenceType: { column: payments.referenceType, label: 'For' },
    referenceId: { column: payments.referenceId, label: 'Reference' },
    feeHead: payments.feeHead,
    feeHeadName: { column: feeHeads.name, label: 'Fee head' },
    payerName: { column: payments.payerName, label: 'Payer' },
    amountPaise: { column: payments.amountPaise, label: 'Amount' },
    mode: { column: payments.mode, label: 'Mode' },
    status: { column: payments.status, label: 'Status' },
    receiptNo: { column: payments.receiptNo, label: 'Receipt' },
    instrumentNo: { column: payments.instrumentNo, label: 'Cheque / UTR' },
    instrumentDate: { column: payments.instrumentDate, label: 'Cheque date' },
    bankName: { column: payments.bankName, label: 'Bank' },
    failureReason: { column: payments.failureReason, label: 'Reason' },
    studentAdmissionId: payments.studentAdmissionId,
    createdAt: { column: payments.createdAt, label: 'Created' },
    confirmedAt: { column: payments.confirmedAt, label: 'Confirmed' },
  },
  franchiseeColumn: payments.franchiseeId,
  audience: childFeeAudience,
  filters: {
    status: viewFilter(
      z.enum(PAYMENT_STATUSES, { error: `Status must be one of: ${PAYMENT_STATUSES.join(', ')}` }),
      (v) => eq(payments.status, v),
    ),
    feeHead: viewFilter(z.string().max(40), (v) => eq(payments.feeHead, v)),
    referenceType: viewFilter(z.enum(REFERENCE_TYPES, { error: 'Unknown reference type' }), (v) =>
      eq(payments.referenceType, v),
    ),
  },
  search: { columns: [payments.payerName], exact: [payments.receiptNo, payments.referenceId] },
  defaultSort: [{ column: payments.id, dir: 'desc' }],
});
