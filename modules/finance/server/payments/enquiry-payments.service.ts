import { desc, eq, inArray } from 'drizzle-orm';
import { mayTouchFranchisee, notFound, type RequestContext } from '@portal/kit';
import { feeHeads } from '@portal/mod-ledger/server';
import { enquiryFeeRequests } from '@portal/mod-enquiry/server';
import { payments } from '../schema.ts';

/**
 * approve-payment-details/:enquiryID: one enquiry's fee requests and every payment made on them, online or at the
 * desk, newest first: who paid, for what (the fee head), how much, how (mode and its reference), its status and
 * receipt. Another centre's enquiry is not found.
 */
export async function enquiryPayments(ctx: RequestContext, enquiryId: number) {
  const found = await enquiryFeeRequests(ctx, enquiryId);
  if (!found) throw notFound('Enquiry');
  const references = found.requests.map((r) => r.referenceId);
  const rows =
    references.length === 0
      ? []
      : await ctx.db
          .select({
            id: payments.id,
            franchiseeId: payments.franchiseeId,
            referenceType: payments.referenceType,
            referenceId: payments.referenceId,
            feeHead: payments.feeHead,
            feeHeadName: feeHeads.name,
            payerName: payments.payerName,
            amountPaise: payments.amountPaise,
            mode: payments.mode,
            instrumentNo: payments.instrumentNo,
            instrumentDate: payments.instrumentDate,
            bankName: payments.bankName,
            gatewayPaymentId: payments.gatewayPaymentId,
            remarks: payments.remarks,
            status: payments.status,
            failureReason: payments.failureReason,
            receiptNo: payments.receiptNo,
            receiptToken: payments.receiptToken,
            createdAt: payments.createdAt,
            confirmedAt: payments.confirmedAt,
          })
          .from(payments)
          .innerJoin(feeHeads, eq(feeHeads.code, payments.feeHead))
          .where(inArray(payments.referenceId, references))
          .orderBy(desc(payments.id));
  const { franchiseeId: _, ...enquiry } = found.enquiry;
  return {
    enquiry,
    requests: found.requests,
    payments: rows
      .filter((r) => mayTouchFranchisee(ctx, r.franchiseeId))
      .map(({ franchiseeId: __, receiptToken, ...r }) => ({
        ...r,
        // The online payment's gateway id, or the desk's cheque number / UTR / slip.
        reference: r.mode === 'ONLINE' ? r.gatewayPaymentId : r.instrumentNo,
        receiptToken: r.receiptNo ? receiptToken : null,
      })),
  };
}
