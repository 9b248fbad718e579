import { formatPaise } from '@portal/core';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { concessionEditInput, concessionInput } from '../../shared/inputs.ts';
import {
  actingUser,
  assertFranchisee,
  audit,
  badRequest,
  conflict,
  inTransaction,
  mayTouchFranchisee,
  notFound,
  type CommandOutcome,
  type RequestContext,
} from '@portal/kit';
import { ACCOUNTS } from '@portal/mod-ledger/shared';
import { percentOf, splitByWeights } from '@portal/core';
import { postJournal } from '@portal/mod-ledger/server';
import { planFeeHead } from '../plans/head.service.ts';
import { outstanding } from '../plans/account.service.ts';
import { concessionTypes, feeSettings, studentConcessions, studentFeePlans, studentInstallments } from '../schema.ts';
import { feeConcessionShape } from '../../shared/resources.ts';

export type Concession = typeof studentConcessions.$inferSelect;

/**
 * The concession a type gives on a plan: a percentage of the plan total (of one installment for an early payment:
 * `basePaise`; half-up to the paisa) or a fixed amount, limited by the type's cap, by the centre's concession cap (a
 * share of the plan, counting concessions already approved or pending) and by what is still unpaid. Asked by a
 * person, a passed limit is refused in words; given by rule (`clip`), the amount is cut to the limits (0: none).
 */
export function concessionAmount(p: {
  kind: string;
  percentBp: number;
  amountPaise: number;
  capPaise: number | null;
  planTotalPaise: number;
  basePaise?: number;
  requestedPaise?: number;
  otherConcessionsPaise: number;
  maxConcessionBp: number;
  unpaidPaise: number;
  clip?: boolean;
}): number {
  let amount = p.kind === 'PERCENT' ? percentOf(p.basePaise ?? p.planTotalPaise, p.percentBp) : p.amountPaise;
  if (p.requestedPaise !== undefined) {
    if (!Number.isSafeInteger(p.requestedPaise) || p.requestedPaise <= 0)
      throw badRequest('Amount must be more than zero', { amountPaise: 'Amount must be more than zero' });
    if (p.requestedPaise > amount)
      throw badRequest(`Amount is more than this concession type allows (${formatPaise(amount)})`, {
        amountPaise: 'Amount is more than the type allows',
      });
    amount = p.requestedPaise;
  }
  if (p.capPaise !== null) amount = Math.min(amount, p.capPaise);
  const centreCap = percentOf(p.planTotalPaise, p.maxConcessionBp) - p.otherConcessionsPaise;
  if (p.clip) return Math.max(0, Math.min(amount, centreCap, p.unpaidPaise));
  if (amount > centreCap)
    throw badRequest(
      `The concessions on this plan would pass the centre's cap; ` +
        `at most ${formatPaise(Math.max(0, centreCap))} more can be given`,
      { amountPaise: 'Over the concession cap' },
    );
  if (amount > p.unpaidPaise)
    throw badRequest(`Only ${formatPaise(p.unpaidPaise)} is still unpaid on this plan`, {
      amountPaise: 'More than what is unpaid',
    });
  if (amount <= 0)
    throw badRequest('The concession works out to nothing', { amountPaise: 'Amount must be more than zero' });
  return amount;
}

/**
 * A plan's figures for a concession, its installments locked. `byRule`: a rule gives it inside a write the portal
 * already allowed (a plan assigned, a payment confirmed, perhaps by the gateway), so the user's fence is not asked.
 */
export async function figures(ctx: RequestContext, sfpId: number, excludeId?: number, byRule = false) {
  const [sfp] = await ctx.db.select().from(studentFeePlans).where(eq(studentFeePlans.id, sfpId));
  if (!sfp) throw notFound('Student fee plan');
  if (!byRule) assertFranchisee(ctx, sfp.franchiseeId, 'Student fee plan');
  const installments = await ctx.db
    .select()
    .from(studentInstallments)
    .where(eq(studentInstallments.studentFeePlanId, sfpId))
    .orderBy(studentInstallments.seq)
    .for('update');
  const [{ other }] = await ctx.db
    .select({ other: sql<string>`coalesce(sum(${studentConcessions.amountPaise}), 0)` })
    .from(studentConcessions)
    .where(
      and(
        eq(studentConcessions.studentFeePlanId, sfpId),
        inArray(studentConcessions.status, ['PENDING', 'APPROVED']),
        excludeId ? ne(studentConcessions.id, excludeId) : undefined,
      ),
    );
  const [settings] = await ctx.db.select().from(feeSettings).where(eq(feeSettings.franchiseeId, sfp.franchiseeId));
  return {
    sfp,
    installments,
    other: Number(other),
    maxConcessionBp: settings?.maxConcessionBp ?? 5000,
    ruleConcessionApproval: settings?.ruleConcessionApproval ?? true,
    unpaid: installments.reduce((a, i) => a + outstanding(i), 0),
  };
}

/** The amount a concession of a type gives on the plan, after the type's reasons and every cap are checked. */
async function checkedAmount(
  ctx: RequestContext,
  f: Awaited<ReturnType<typeof figures>>,
  input: { concessionTypeId: number; reason: string; amountPaise?: number },
) {
  const [type] = await ctx.db.select().from(concessionTypes).where(eq(concessionTypes.id, input.concessionTypeId));
  if (!type || !type.isActive || (type.franchiseeId !== null && type.franchiseeId !== f.sfp.franchiseeId))
    throw badRequest('Concession type not found', { concessionTypeId: 'Concession type not found' });
  if (type.rule !== 'MANUAL')
    throw badRequest('This concession type is given by its rule; it is not asked for by hand', {
      concessionTypeId: 'Choose a manual concession type',
    });
  if (type.reasons.length > 0 && !type.reasons.includes(input.reason))
    throw badRequest(`Reason must be one of: ${type.reasons.join(', ')}`, { reason: 'Choose a listed reason' });
  return concessionAmount({
    ...type,
    planTotalPaise: f.sfp.totalPaise,
    requestedPaise: input.amountPaise,
    otherConcessionsPaise: f.other,
    maxConcessionBp: f.maxConcessionBp,
    unpaidPaise: f.unpaid,
  });
}

/** A centre asks for a concession on a student's plan; it waits for finance. */
export async function requestConcession(ctx: RequestContext, input: z.infer<typeof concessionInput>) {
  return inTransaction(ctx, async (ctx) => {
    const f = await figures(ctx, input.studentFeePlanId);
    const amount = await checkedAmount(ctx, f, input);
    const [row] = await ctx.db
      .insert(studentConcessions)
      .values({
        franchiseeId: f.sfp.franchiseeId,
        studentFeePlanId: f.sfp.id,
        concessionTypeId: input.concessionTypeId,
        reason: input.reason,
        amountPaise: amount,
        status: 'PENDING',
        raisedBy: ctx.user?.id ?? null,
      })
      .returning();
    await audit(ctx, {
      resource: feeConcessionShape,
      recordId: row.id,
      action: 'request',
      franchiseeId: row.franchiseeId,
      changes: { amountPaise: amount, concessionTypeId: input.concessionTypeId },
    });
    return row;
  });
}

/**
 * Finance approves (the `approve` command, row locked): the amount is spread over the unpaid installments in
 * proportion to what each still owes (largest remainder, earliest first), and
 * posted (Dr concession allowed, Cr student receivable) in the same transaction.
 */
export async function approveConcession(
  ctx: RequestContext,
  c: Concession,
  byRule = false,
): Promise<CommandOutcome<Concession>> {
  const f = await figures(ctx, c.studentFeePlanId, c.id, byRule);
  if (c.amountPaise > f.unpaid)
    throw conflict(`Only ${formatPaise(f.unpaid)} is still unpaid on this plan; reject and ask again`);
  const shares = splitByWeights(
    c.amountPaise,
    f.installments.map((i) => outstanding(i)),
  );
  for (const [k, inst] of f.installments.entries()) {
    if (shares[k] > 0)
      await ctx.db
        .update(studentInstallments)
        .set({ concessionPaise: inst.concessionPaise + shares[k], updatedAt: new Date() })
        .where(eq(studentInstallments.id, inst.id));
  }
  await ctx.db
    .update(studentFeePlans)
    .set({ concessionPaise: f.sfp.concessionPaise + c.amountPaise, updatedAt: new Date() })
    .where(eq(studentFeePlans.id, f.sfp.id));
  const entry = await postJournal(ctx, {
    franchiseeId: c.franchiseeId,
    reference: `concession:${c.id}`,
    description: `Concession for ${f.sfp.studentName}: ${c.reason}${c.rule ? ' (by rule)' : ''}`,
    lines: [
      // The head goes on the concession allowed; a receivable's credit with a head would count as collected.
      {
        account: ACCOUNTS.CONCESSION_ALLOWED,
        debit: c.amountPaise,
        tag: (await planFeeHead(ctx, f.sfp.planId)).feeHead,
      },
      { account: ACCOUNTS.STUDENT_RECEIVABLE, credit: c.amountPaise, studentAdmissionId: f.sfp.studentAdmissionId },
    ],
  });
  return {
    set: { decidedBy: byRule ? (ctx.user?.id ?? null) : actingUser(ctx).id, journalEntryId: entry.id },
    answer: { id: c.id, status: 'APPROVED' },
  };
}

/** Finance refuses a concession (the `reject` command), with remarks the centre reads. */
export function rejectConcession(
  ctx: RequestContext,
  c: Concession,
  input: { remarks: string },
): CommandOutcome<Concession> {
  return { set: { remarks: input.remarks, decidedBy: actingUser(ctx).id }, answer: { id: c.id, status: 'REJECTED' } };
}

/** One concession with its student, plan and type, inside the user's fence (another centre's is not found). */
export async function concessionDetail(ctx: RequestContext, id: number) {
  const [row] = await ctx.db
    .select({
      id: studentConcessions.id,
      franchiseeId: studentConcessions.franchiseeId,
      studentFeePlanId: studentConcessions.studentFeePlanId,
      studentName: studentFeePlans.studentName,
      studentAdmissionId: studentFeePlans.studentAdmissionId,
      planTotalPaise: studentFeePlans.totalPaise,
      concessionTypeId: studentConcessions.concessionTypeId,
      concessionType: concessionTypes.name,
      reason: studentConcessions.reason,
      amountPaise: studentConcessions.amountPaise,
      status: studentConcessions.status,
      remarks: studentConcessions.remarks,
      rule: studentConcessions.rule,
      createdAt: studentConcessions.createdAt,
      updatedAt: studentConcessions.updatedAt,
    })
    .from(studentConcessions)
    .innerJoin(studentFeePlans, eq(studentFeePlans.id, studentConcessions.studentFeePlanId))
    .innerJoin(concessionTypes, eq(concessionTypes.id, studentConcessions.concessionTypeId))
    .where(eq(studentConcessions.id, id));
  if (!row || !mayTouchFranchisee(ctx, row.franchiseeId)) throw notFound('Concession');
  return row;
}

/**
 * The centre changes a concession while it waits for finance (type, reason, amount), checked as when it was asked:
 * the type's reasons and amount, the centre's cap counting the plan's other concessions, what is still unpaid. A
 * decided concession is not changed (finance's decision stands; ask again instead).
 */
export async function editConcession(ctx: RequestContext, id: number, input: z.infer<typeof concessionEditInput>) {
  return inTransaction(ctx, async (ctx) => {
    const [c] = await ctx.db.select().from(studentConcessions).where(eq(studentConcessions.id, id)).for('update');
    if (!c || !mayTouchFranchisee(ctx, c.franchiseeId)) throw notFound('Concession');
    if (c.status !== 'PENDING')
      throw conflict(`This concession is ${c.status.toLowerCase()}; only one waiting for finance can be changed`);
    if (c.rule) throw conflict('This concession is given by rule; finance approves or rejects it as it is');
    const f = await figures(ctx, c.studentFeePlanId, c.id);
    const amount = await checkedAmount(ctx, f, input);
    await ctx.db
      .update(studentConcessions)
      .set({
        concessionTypeId: input.concessionTypeId,
        reason: input.reason,
        amountPaise: amount,
        updatedAt: new Date(),
      })
      .where(eq(studentConcessions.id, id));
    await audit(ctx, {
      resource: feeConcessionShape,
      recordId: id,
      action: 'update',
      franchiseeId: c.franchiseeId,
      changes: {
        concessionTypeId: [c.concessionTypeId, input.concessionTypeId],
        reason: [c.reason, input.reason],
        amountPaise: [c.amountPaise, amount],
      },
    });
    return concessionDetail(ctx, id);
  });
}
