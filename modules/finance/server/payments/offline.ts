import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  audit,
  canSeeFranchisee,
  conflict,
  fieldError,
  inTransaction,
  notFound,
  type CommandOutcome,
  type RequestContext,
} from '@portal/kit';
import { OFFLINE_MODES, PAYMENT_STATUSES, REFERENCE_TYPES } from '../../shared/index.ts';
import { payments } from '../schema.ts';
import { franchisees } from '@portal/mod-org/server';
import { AlreadyConfirmed, confirmPayment, type Payment } from './confirm.ts';
import { checkAmount, newReceiptToken, newUniqueReceipt, resolveTarget } from './target.ts';

export const offlineInput = z.strictObject({
  referenceId: z
    .string()
    .trim()
    .min(8, { error: 'Payment link is not valid' })
    .max(64, { error: 'Payment link is not valid' }),
  installmentId: z.number().int().positive().max(2_147_483_647).optional(),
  amountPaise: z.number({ error: 'Amount must be an amount in paise' }),
  mode: z.enum(OFFLINE_MODES, { error: `Mode must be one of: ${OFFLINE_MODES.join(', ')}` }),
  instrumentNo: z.string().trim().max(40).optional(),
  instrumentDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Cheque date must be YYYY-MM-DD' })
    .optional(),
  bankName: z.string().trim().max(120).optional(),
  remarks: z.string().trim().max(300).optional(),
});

/** A centre records cash, a cheque or a bank transfer; finance approves it before it counts. */
export async function recordOfflinePayment(ctx: RequestContext, input: z.infer<typeof offlineInput>) {
  if (input.mode !== 'CASH' && !input.instrumentNo)
    throw fieldError(
      'instrumentNo',
      input.mode === 'CHEQUE' ? 'Cheque number is required' : 'Bank reference (UTR) is required',
    );
  return inTransaction(ctx, async (ctx) => {
    const target = await resolveTarget(ctx, input.referenceId, input.installmentId);
    if (!canSeeFranchisee(ctx, target.franchiseeId)) throw notFound('Payment link');
    // Serialise recordings for one reference so the due check holds.
    await ctx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${input.referenceId}))`);
    const fresh = await resolveTarget(ctx, input.referenceId, input.installmentId);
    checkAmount(input.amountPaise, fresh);
    const [payment] = await ctx.db
      .insert(payments)
      .values({
        franchiseeId: target.franchiseeId,
        referenceType: target.referenceType,
        referenceId: target.referenceId,
        studentFeePlanId: target.studentFeePlanId,
        studentInstallmentId: target.studentInstallmentId,
        studentAdmissionId: target.studentAdmissionId,
        payerName: target.payerName,
        amountPaise: input.amountPaise,
        mode: input.mode,
        status: 'APPROVAL_WAITING',
        uniqueReceipt: newUniqueReceipt(),
        receiptToken: newReceiptToken(),
        instrumentNo: input.instrumentNo ?? null,
        instrumentDate: input.instrumentDate ?? null,
        bankName: input.bankName ?? null,
        remarks: input.remarks ?? null,
        createdBy: ctx.user!.id,
      })
      .returning();
    await audit(ctx, {
      resource: 'payments',
      recordId: payment.id,
      action: 'record-offline',
      franchiseeId: payment.franchiseeId,
      changes: { amountPaise: input.amountPaise, mode: input.mode },
    });
    return payment;
  });
}

/** Finance approves an offline payment (the `approve` command): it is confirmed and posted like an online one. */
export async function approvePayment(ctx: RequestContext, payment: Payment): Promise<CommandOutcome<Payment>> {
  try {
    return { answer: await confirmPayment(ctx, payment.id) };
  } catch (err) {
    if (err instanceof AlreadyConfirmed) throw conflict(err.message);
    throw err;
  }
}

/** Finance refuses an offline payment (the `reject` command): it fails with the remarks as the reason. */
export function rejectPayment(
  ctx: RequestContext,
  _payment: Payment,
  input: { remarks: string },
): CommandOutcome<Payment> {
  return { set: { failureReason: input.remarks, decidedBy: ctx.user!.id } };
}

export const paymentListQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
  status: z.enum(PAYMENT_STATUSES, { error: `Status must be one of: ${PAYMENT_STATUSES.join(', ')}` }).optional(),
  referenceType: z.enum(REFERENCE_TYPES, { error: 'Unknown reference type' }).optional(),
  franchiseeID: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  q: z.string().max(100).optional(),
});

/** Payments (payment links, approvals) inside the user's fence, newest first. */
export async function listPayments(ctx: RequestContext, query: z.infer<typeof paymentListQuery>) {
  if (query.franchiseeID !== undefined && !canSeeFranchisee(ctx, query.franchiseeID)) throw notFound('Franchisee');
  const fence =
    ctx.franchisees === 'all'
      ? undefined
      : ctx.franchisees.length
        ? inArray(payments.franchiseeId, ctx.franchisees)
        : sql`false`;
  const where = and(
    fence,
    query.franchiseeID ? eq(payments.franchiseeId, query.franchiseeID) : undefined,
    query.status ? eq(payments.status, query.status) : undefined,
    query.referenceType ? eq(payments.referenceType, query.referenceType) : undefined,
    query.q
      ? sql`(${payments.payerName} ilike ${'%' + query.q.replace(/[\\%_]/g, (c) => '\\' + c) + '%'} or ${payments.receiptNo} = ${query.q} or ${payments.referenceId} = ${query.q})`
      : undefined,
  );
  const [{ n }] = await ctx.db
    .select({ n: sql<string>`count(*)` })
    .from(payments)
    .where(where);
  const rows = await ctx.db
    .select({
      id: payments.id,
      franchiseeId: payments.franchiseeId,
      companyName: franchisees.companyName,
      referenceType: payments.referenceType,
      referenceId: payments.referenceId,
      payerName: payments.payerName,
      amountPaise: payments.amountPaise,
      mode: payments.mode,
      status: payments.status,
      receiptNo: payments.receiptNo,
      instrumentNo: payments.instrumentNo,
      instrumentDate: payments.instrumentDate,
      bankName: payments.bankName,
      failureReason: payments.failureReason,
      studentAdmissionId: payments.studentAdmissionId,
      createdAt: payments.createdAt,
      confirmedAt: payments.confirmedAt,
    })
    .from(payments)
    .innerJoin(franchisees, eq(franchisees.id, payments.franchiseeId))
    .where(where)
    .orderBy(desc(payments.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { rows, count: Number(n), page: query.page, pageSize: query.pageSize };
}
