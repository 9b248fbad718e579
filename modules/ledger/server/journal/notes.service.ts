import { formatPaise } from '@portal/core';
import { sql } from 'drizzle-orm';
import { assertFranchisee, badRequest, inTransaction, type RequestContext, requireLevel } from '@portal/kit';
import { ACCOUNTS, LEDGER_MODULES } from '../../shared/accounts.ts';
import type { NoteInput, TransferInput } from '../../shared/inputs.ts';
import { postJournal } from './post.service.ts';
import { accountBalance } from './read.service.ts';

/**
 * A credit or debit note on a franchisee's ledger (ledger/transaction/add): a debit
 * note adds to what the centre owes head office, a credit note takes from it.
 */
export async function addNote(ctx: RequestContext, input: NoteInput) {
  requireLevel(ctx, LEDGER_MODULES.ADD_TRANSACTION, 'level_6');
  assertFranchisee(ctx, input.franchiseeId);
  return inTransaction(ctx, async (ctx) => {
    const debitNote = input.type === 'DEBIT_NOTE';
    const entry = await postJournal(ctx, {
      franchiseeId: input.franchiseeId,
      reference: `${debitNote ? 'debit-note' : 'credit-note'}:${Date.now()}`,
      referenceType: debitNote ? 'debit-note' : 'credit-note',
      description: input.reason,
      date: input.date,
      lines: debitNote
        ? [
            { account: ACCOUNTS.FRANCHISEE_RECEIVABLE, debit: input.amountPaise },
            { account: ACCOUNTS.OTHER_INCOME, credit: input.amountPaise },
          ]
        : [
            { account: ACCOUNTS.OTHER_INCOME, debit: input.amountPaise },
            { account: ACCOUNTS.FRANCHISEE_RECEIVABLE, credit: input.amountPaise },
          ],
    });
    return { entryId: entry.id };
  });
}

/**
 * Settlement transfer: the payment gateway's nodal account pays a centre what it
 * collected online. It cannot move more than the nodal balance.
 */
export async function settlementTransfer(ctx: RequestContext, input: TransferInput) {
  requireLevel(ctx, LEDGER_MODULES.SETTLEMENT, 'level_6');
  assertFranchisee(ctx, input.franchiseeId);
  return inTransaction(ctx, async (ctx) => {
    await lockAccount(ctx, input.franchiseeId);
    const nodal = await accountBalance(ctx, input.franchiseeId, ACCOUNTS.NODAL_ACCOUNT);
    if (input.amountPaise > nodal)
      throw badRequest(`Amount is more than the nodal balance of ${formatPaise(nodal)}`, {
        amountPaise: 'Amount is more than the nodal balance',
      });
    const entry = await postJournal(ctx, {
      franchiseeId: input.franchiseeId,
      reference: `settlement:${input.utr}`,
      description: input.remarks ?? `Settlement to centre, UTR ${input.utr}`,
      date: input.date,
      lines: [
        { account: ACCOUNTS.CENTRE_BANK, debit: input.amountPaise },
        { account: ACCOUNTS.NODAL_ACCOUNT, credit: input.amountPaise },
      ],
    });
    return { entryId: entry.id, nodalBalance: nodal - input.amountPaise };
  });
}

/** A centre pays head office (royalty, kit orders): it cannot pay more than it owes. */
export async function franchiseeToHeadOffice(ctx: RequestContext, input: TransferInput) {
  requireLevel(ctx, LEDGER_MODULES.FRANCHISEE_TO_BB, 'level_7');
  assertFranchisee(ctx, input.franchiseeId);
  return inTransaction(ctx, async (ctx) => {
    await lockAccount(ctx, input.franchiseeId);
    const owed = await accountBalance(ctx, input.franchiseeId, ACCOUNTS.FRANCHISEE_RECEIVABLE);
    if (input.amountPaise > owed)
      throw badRequest(`Amount is more than the ${formatPaise(owed)} the centre owes head office`, {
        amountPaise: 'Amount is more than what is owed',
      });
    const entry = await postJournal(ctx, {
      franchiseeId: input.franchiseeId,
      reference: `franchisee-payment:${input.utr}`,
      description: input.remarks ?? `Payment to head office, UTR ${input.utr}`,
      date: input.date,
      lines: [
        { account: ACCOUNTS.HEAD_OFFICE_BANK, debit: input.amountPaise },
        { account: ACCOUNTS.FRANCHISEE_RECEIVABLE, credit: input.amountPaise },
      ],
    });
    return { entryId: entry.id, owed: owed - input.amountPaise };
  });
}

/** Serialises balance-checked transfers of one centre (a transaction-scoped advisory lock). */
async function lockAccount(ctx: RequestContext, franchiseeId: number) {
  await ctx.db.execute(sql`select pg_advisory_xact_lock(${7_270_000 + franchiseeId})`);
}
