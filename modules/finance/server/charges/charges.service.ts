import { and, asc, eq, inArray } from 'drizzle-orm';
import { assertPaise } from '@portal/core';
import {
  assertFranchisee,
  audit,
  auditSubject,
  badRequest,
  conflict,
  inTransaction,
  mayTouchFranchisee,
  notFound,
  type RequestContext,
} from '@portal/kit';
import { feeHeads, postJournal, reverseJournal } from '@portal/mod-ledger/server';
import { ACCOUNTS, type Account } from '@portal/mod-ledger/shared';
import { chargeReference, CHARGE } from '../../shared/index.ts';
import { COLLECTED_STATUSES } from '../money/collected.service.ts';
import { payments, studentCharges } from '../schema.ts';

const studentChargeSubject = auditSubject('student-charge');

export interface ChargeInput {
  franchiseeId: number;
  studentAdmissionId: number;
  /** The fee head the money belongs to (fee_heads.id). */
  feeHeadId: number;
  /** YYYY-MM-DD: the day the charge is for. */
  chargeDate: string;
  /** What the parent reads on the account: "Late pickup: 17 minutes after closing". */
  description: string;
  amountPaise: number;
  /** What caused it; the same key bills once. */
  sourceKey: string;
  /**
   * Where the money is earned, when not the head's fee income: a sale of goods credits the sales account with
   * its value and GST output with its tax (each tax on its own line, tagged with it). They must add up to the amount.
   */
  credits?: { account: Account; amountPaise: number; tag?: string }[];
}

export type StudentCharge = typeof studentCharges.$inferSelect;

/**
 * Bills a one-off charge to a child's account on its fee head: Dr student receivable (the child), Cr fee income
 * tagged with the head (or the credits given: a sale's sales and GST output), in the caller's transaction. A charge
 * already made for the same `sourceKey` is answered as it stands (idempotent), so a repeated request never bills
 * twice.
 */
export async function chargeChild(ctx: RequestContext, input: ChargeInput): Promise<StudentCharge> {
  assertFranchisee(ctx, input.franchiseeId);
  assertPaise(input.amountPaise);
  if (input.amountPaise <= 0) throw badRequest('A charge must be more than zero');
  const { credits, ...billed } = input;
  if (credits && credits.reduce((a, c) => a + c.amountPaise, 0) !== input.amountPaise)
    throw badRequest('The parts of a charge must add up to its amount');
  const [head] = await ctx.db
    .select({ code: feeHeads.code, name: feeHeads.name, isActive: feeHeads.isActive })
    .from(feeHeads)
    .where(eq(feeHeads.id, input.feeHeadId));
  if (!head?.isActive) throw badRequest('The fee head of this charge is not active');
  return inTransaction(ctx, async (tx) => {
    const [before] = await tx.db.select().from(studentCharges).where(eq(studentCharges.sourceKey, input.sourceKey));
    if (before) return before;
    const entry = await postJournal(tx, {
      franchiseeId: input.franchiseeId,
      reference: `charge:${input.sourceKey}`,
      referenceType: 'student-charge',
      description: input.description,
      date: input.chargeDate,
      lines: [
        {
          account: ACCOUNTS.STUDENT_RECEIVABLE,
          debit: input.amountPaise,
          studentAdmissionId: input.studentAdmissionId,
        },
        ...(credits ?? [{ account: ACCOUNTS.FEE_INCOME, amountPaise: input.amountPaise }])
          .filter((c) => c.amountPaise > 0)
          .map((c) => ({ account: c.account, credit: c.amountPaise, tag: ('tag' in c && c.tag) || head.code })),
      ],
    });
    const [charge] = await tx.db
      .insert(studentCharges)
      .values({ ...billed, journalEntryId: entry.id, createdBy: tx.user?.id ?? null })
      .returning();
    await audit(tx, {
      resource: studentChargeSubject,
      recordId: charge!.id,
      action: 'charge',
      franchiseeId: input.franchiseeId,
      changes: { ...billed, feeHead: head.code },
    });
    return charge!;
  });
}

/** The id of an active fee head by its code (goods sold are charged on Kit and uniform); null when there is none. */
export async function activeFeeHeadId(ctx: RequestContext, code: string): Promise<number | null> {
  const [head] = await ctx.db
    .select({ id: feeHeads.id })
    .from(feeHeads)
    .where(and(eq(feeHeads.code, code), eq(feeHeads.isActive, true)));
  return head?.id ?? null;
}

/**
 * Takes a charge back (a waiver): the posting is reversed by a new entry and the charge reads REVERSED with who,
 * when and why. A charge is reversed once; another centre's charge is not found.
 */
export async function reverseCharge(ctx: RequestContext, chargeId: number, reason: string): Promise<StudentCharge> {
  return inTransaction(ctx, async (tx) => {
    const [charge] = await tx.db.select().from(studentCharges).where(eq(studentCharges.id, chargeId)).for('update');
    if (!charge || !mayTouchFranchisee(tx, charge.franchiseeId)) throw notFound('Charge');
    if (charge.status === 'REVERSED') throw conflict('This charge has already been waived');
    if (charge.status === 'PAID') throw conflict('This charge has been paid; it can no longer be waived');
    const reversal = await reverseJournal(tx, charge.journalEntryId, reason);
    const [done] = await tx.db
      .update(studentCharges)
      .set({
        status: 'REVERSED',
        reversalEntryId: reversal.id,
        reversalReason: reason,
        reversedBy: tx.user?.id ?? null,
        reversedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(studentCharges.id, chargeId))
      .returning();
    await audit(tx, {
      resource: studentChargeSubject,
      recordId: chargeId,
      action: 'reverse',
      franchiseeId: charge.franchiseeId,
      changes: { reason, amountPaise: charge.amountPaise },
    });
    return done!;
  });
}

/**
 * A child's one-off charges with their fee head, oldest first (fenced by the account's reader); a paid one with
 * the receipt of the payment that paid it.
 */
export async function childCharges(ctx: RequestContext, studentAdmissionId: number) {
  const rows = await ctx.db
    .select({
      id: studentCharges.id,
      franchiseeId: studentCharges.franchiseeId,
      feeHead: feeHeads.code,
      feeHeadName: feeHeads.name,
      chargeDate: studentCharges.chargeDate,
      description: studentCharges.description,
      amountPaise: studentCharges.amountPaise,
      status: studentCharges.status,
      reversalReason: studentCharges.reversalReason,
      reversedAt: studentCharges.reversedAt,
    })
    .from(studentCharges)
    .innerJoin(feeHeads, eq(feeHeads.id, studentCharges.feeHeadId))
    .where(eq(studentCharges.studentAdmissionId, studentAdmissionId))
    .orderBy(asc(studentCharges.chargeDate), asc(studentCharges.id));
  const visible = rows.filter((r) => mayTouchFranchisee(ctx, r.franchiseeId));
  const paid = visible.some((r) => r.status === 'PAID')
    ? await ctx.db
        .select({
          referenceId: payments.referenceId,
          receiptNo: payments.receiptNo,
          receiptToken: payments.receiptToken,
          confirmedAt: payments.confirmedAt,
        })
        .from(payments)
        .where(
          and(
            eq(payments.referenceType, CHARGE),
            inArray(
              payments.referenceId,
              visible.filter((r) => r.status === 'PAID').map((r) => chargeReference(r.id)),
            ),
            inArray(payments.status, COLLECTED_STATUSES),
          ),
        )
    : [];
  return visible.map(({ franchiseeId: _, ...r }) => {
    const payment = paid.find((p) => p.referenceId === chargeReference(r.id));
    return {
      ...r,
      receiptNo: payment?.receiptNo ?? null,
      receiptToken: payment?.receiptToken ?? null,
      paidAt: payment?.confirmedAt ?? null,
    };
  });
}
