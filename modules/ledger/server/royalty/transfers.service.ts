import { and, asc, eq, gte, inArray, lt, max, sql } from 'drizzle-orm';
import { formatDate, todayInIndia } from '@portal/core';
import type { Executor } from '@portal/db';
import { changeCentreOwner } from '@portal/mod-org/server';
import { closeCentreOwnerLogins, openCentreOwnerLogin } from '@portal/mod-users/server';
import {
  assertFranchisee,
  audit,
  auditSubject,
  conflict,
  fieldError,
  inTransaction,
  requireHeadOffice,
  requireLevel,
  type RequestContext,
} from '@portal/kit';
import { ACCOUNTS } from '../../shared/accounts.ts';
import type { TransferInput } from '../../shared/agreements.ts';
import { LEDGER_MODULES } from '../../shared/accounts.ts';
import { centreTransfers, journalEntries, journalLines, royaltyInvoices } from '../schema.ts';
import { lastDayOf } from './collections.ts';

const centreTransferSubject = auditSubject('centre-transfer');

const monthWords = (month: string) => `${month.slice(5, 7)}-${month.slice(0, 4)}`;

/** What a centre owed head office (its franchisee receivable) from one day to before another. */
async function owedBetween(db: Executor, franchiseeId: number, from: string | null, until: string | null) {
  const [row] = await db
    .select({ paise: sql<string>`coalesce(sum(${journalLines.debit} - ${journalLines.credit}), 0)` })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(
      and(
        eq(journalLines.franchiseeId, franchiseeId),
        eq(journalLines.account, ACCOUNTS.FRANCHISEE_RECEIVABLE),
        from ? gte(journalEntries.entryDate, from) : undefined,
        until ? lt(journalEntries.entryDate, until) : undefined,
      ),
    );
  return Number(row.paise);
}

/**
 * Head office hands a centre to a new owner from the first of a month that has come, after the last month
 * invoiced: the months before it stay the previous owner's (their invoices, issued or still to issue, bill the
 * previous owner as they were, and their dues are the previous owner's); the previous owner's logins close and the
 * new owner's opens (an invitation to sign in goes to their address), in one transaction.
 */
export async function transferCentre(ctx: RequestContext, franchiseeId: number, input: TransferInput) {
  requireLevel(ctx, LEDGER_MODULES.ROYALTY, 'level_6');
  requireHeadOffice(ctx, 'Only head office transfers a centre');
  assertFranchisee(ctx, franchiseeId);
  if (input.transferDate > todayInIndia())
    throw fieldError(
      'transferDate',
      'A transfer is recorded once its day has come: choose this month’s first or before',
    );
  return inTransaction(ctx, async (ctx) => {
    const month = input.transferDate.slice(0, 7);
    const [last] = await ctx.db
      .select({ date: max(centreTransfers.transferDate) })
      .from(centreTransfers)
      .where(eq(centreTransfers.franchiseeId, franchiseeId));
    if (last?.date && input.transferDate <= last.date)
      throw conflict(`The centre was last transferred on ${formatDate(last.date)}: choose a later month`, {
        transferDate: 'Before the last transfer',
      });
    const [invoiced] = await ctx.db
      .select({ month: max(royaltyInvoices.month) })
      .from(royaltyInvoices)
      .where(and(eq(royaltyInvoices.franchiseeId, franchiseeId), eq(royaltyInvoices.status, 'ISSUED')));
    if (invoiced?.month && month <= invoiced.month)
      throw conflict(
        `Royalty is invoiced up to ${monthWords(invoiced.month)}, billed to the owner then: ` +
          'a transfer takes effect from the month after',
        { transferDate: 'In a month already invoiced' },
      );
    const before = await changeCentreOwner(ctx, franchiseeId, {
      ownerName: input.ownerName,
      gstin: input.gstin ?? null,
      email: input.email,
      mobile: input.mobile,
    });
    const [firstName, ...rest] = input.ownerName.trim().split(/\s+/);
    const login = await openCentreOwnerLogin(ctx, {
      franchiseeId,
      centreName: before.companyName,
      firstName,
      lastName: rest.join(' ') || firstName,
      email: input.email,
      mobile: input.mobile,
    });
    const closed = await closeCentreOwnerLogins(ctx, franchiseeId, login.id);
    const duesBeforePaise = await owedBetween(ctx.db, franchiseeId, null, input.transferDate);
    const [row] = await ctx.db
      .insert(centreTransfers)
      .values({
        franchiseeId,
        transferDate: input.transferDate,
        fromOwnerName: before.ownerName,
        fromLegalName: before.companyName,
        fromGstin: before.gstin,
        fromEmail: before.email,
        fromMobile: before.mobile,
        toOwnerName: input.ownerName,
        toLegalName: input.legalName,
        toGstin: input.gstin ?? null,
        toEmail: input.email.trim().toLowerCase(),
        toMobile: input.mobile,
        toUserId: login.id,
        closedUserIds: closed,
        duesBeforePaise,
        note: input.note || null,
        createdBy: ctx.user?.id ?? null,
      })
      .returning();
    await audit(ctx, {
      resource: centreTransferSubject,
      recordId: row.id,
      action: 'create',
      franchiseeId,
      changes: { transferDate: row.transferDate, toUserId: login.id, closedUserIds: closed, duesBeforePaise },
    });
    return {
      id: row.id,
      transferDate: row.transferDate,
      toUserId: login.id,
      closedUserIds: closed,
      duesBeforePaise,
    };
  });
}

/** A centre's transfers in turn, with each owner's dues: what the centre owed head office in their time. */
export async function listTransfers(ctx: RequestContext, franchiseeId: number) {
  requireHeadOffice(ctx, 'Only head office reads a centre’s owners');
  assertFranchisee(ctx, franchiseeId);
  const rows = await ctx.db
    .select()
    .from(centreTransfers)
    .where(eq(centreTransfers.franchiseeId, franchiseeId))
    .orderBy(asc(centreTransfers.transferDate));
  const out = [];
  for (const [i, r] of rows.entries()) {
    const previous = rows[i - 1]?.transferDate ?? null;
    const next = rows[i + 1]?.transferDate ?? null;
    out.push({
      id: r.id,
      transferDate: r.transferDate,
      from: { ownerName: r.fromOwnerName, legalName: r.fromLegalName, gstin: r.fromGstin },
      to: { ownerName: r.toOwnerName, legalName: r.toLegalName, gstin: r.toGstin },
      duesBeforePaise: await owedBetween(ctx.db, franchiseeId, previous, r.transferDate),
      duesAtTransferPaise: r.duesBeforePaise,
      duesSincePaise: await owedBetween(ctx.db, franchiseeId, r.transferDate, next),
    });
  }
  return { rows: out };
}

/**
 * Whom a centre's invoice for a month bills, by the transfers: the owner before the first transfer after the
 * month, or the owner from the last transfer by then; null where no transfer decides (the centre as it is).
 */
export async function buyersFor(db: Executor, franchiseeIds: number[]) {
  const rows = franchiseeIds.length
    ? await db
        .select()
        .from(centreTransfers)
        // fence-usage: a lookup by centres the caller has already fenced, not a fence
        .where(inArray(centreTransfers.franchiseeId, franchiseeIds))
        .orderBy(asc(centreTransfers.transferDate))
    : [];
  return (franchiseeId: number, month: string): { legalName: string; gstin: string | null } | null => {
    const own = rows.filter((r) => r.franchiseeId === franchiseeId);
    if (own.length === 0) return null;
    const end = lastDayOf(month);
    const after = own.find((r) => r.transferDate > end);
    if (after) return { legalName: after.fromLegalName, gstin: after.fromGstin };
    const last = own[own.length - 1];
    return { legalName: last.toLegalName, gstin: last.toGstin };
  };
}
