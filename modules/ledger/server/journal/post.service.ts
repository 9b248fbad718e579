import { dateMessage, formatPaise, isRealDate } from '@portal/core';
import { auditAll, auditSubject, badRequest, type RequestContext } from '@portal/kit';
import { ACCOUNT_NAMES, type Account } from '../../shared/accounts.ts';
import { todayInIndia } from '@portal/core';
import { sql } from 'drizzle-orm';
import { journalEntries, journalLines } from '../schema.ts';
import { keepLedgerSums, type PostedLine } from './kept-sums.ts';

const journalSubject = auditSubject('journal');

export interface JournalLineInput {
  account: Account;
  debit?: number;
  credit?: number;
  studentAdmissionId?: number | null;
  tag?: string | null;
  /** Another centre's books (an entry is per centre unless a line says otherwise). */
  franchiseeId?: number;
}

export interface JournalInput {
  lines: JournalLineInput[];
  /** What caused the entry ('payment:12'); shown on ledgers and used to find it again. */
  reference: string;
  referenceType?: string;
  franchiseeId: number;
  description?: string;
  /** YYYY-MM-DD; today in India when left out. */
  date?: string;
  reversesId?: number;
}

const BATCH = 1000;

export interface PostedJournal {
  id: number;
  debit: number;
  credit: number;
}

function checkEntry(input: JournalInput): { debit: number; date: string } {
  if (input.lines.length < 2) throw badRequest('A journal entry needs at least two lines');
  let debit = 0;
  let credit = 0;
  for (const line of input.lines) {
    const d = line.debit ?? 0;
    const c = line.credit ?? 0;
    if (!ACCOUNT_NAMES.includes(line.account)) throw badRequest(`Unknown account: ${line.account}`);
    if (!Number.isSafeInteger(d) || !Number.isSafeInteger(c))
      throw badRequest('Journal amounts can have at most 2 decimals');
    if (d < 0 || c < 0) throw badRequest('Journal amounts cannot be negative');
    if ((d === 0) === (c === 0)) throw badRequest('Each journal line needs either a debit or a credit');
    debit += d;
    credit += c;
  }
  if (debit !== credit)
    throw badRequest(`The entry does not balance: debits ${formatPaise(debit)}, credits ${formatPaise(credit)}`);
  const date = input.date ?? todayInIndia();
  if (!isRealDate(date)) throw badRequest(dateMessage('Entry date'));
  return { debit, date };
}

/**
 * Posts one balanced entry in the caller's transaction. Call it inside the same
 * transaction as the money write it records, so both land or neither does.
 * Refuses an entry whose debits and credits differ, an empty one, or a line with
 * both or neither side, a negative or a fractional amount.
 */
export async function postJournal(ctx: RequestContext, input: JournalInput): Promise<PostedJournal> {
  return (await postJournals(ctx, [input]))[0];
}

/** Many entries in a few statements (the royalty run); each is checked like postJournal's. */
export async function postJournals(
  ctx: RequestContext,
  inputs: JournalInput[],
  opts: { auditEach?: boolean } = {},
): Promise<PostedJournal[]> {
  // Batches keep each statement under PostgreSQL's 65,535 parameters; an entry's lines always share one statement.
  if (inputs.length > BATCH) {
    const out: PostedJournal[] = [];
    for (let i = 0; i < inputs.length; i += BATCH)
      out.push(...(await postJournals(ctx, inputs.slice(i, i + BATCH), opts)));
    return out;
  }
  if (inputs.length === 0) return [];
  const checked = inputs.map(checkEntry);
  const entries = await ctx.db
    .insert(journalEntries)
    .values(
      inputs.map((input, i) => ({
        franchiseeId: input.franchiseeId,
        reference: input.reference,
        referenceType: input.referenceType ?? input.reference.split(':')[0],
        description: input.description ?? '',
        entryDate: checked[i].date,
        reversesId: input.reversesId ?? null,
        createdBy: ctx.user?.id ?? null,
      })),
    )
    .returning({ id: journalEntries.id });
  const lines = inputs.flatMap((input, i) =>
    input.lines.map((l) => ({
      entryId: entries[i].id,
      franchiseeId: l.franchiseeId ?? input.franchiseeId,
      account: l.account,
      studentAdmissionId: l.studentAdmissionId ?? null,
      tag: l.tag ?? null,
      month: checked[i].date.slice(0, 7),
      debit: l.debit ?? 0,
      credit: l.credit ?? 0,
    })),
  );
  await insertLines(ctx, lines);
  // The sums kept from the lines move with them, in this transaction: both land or neither does.
  await keepLedgerSums(ctx.db, lines);
  // A bulk run (the royalty run) audits itself once instead of once per entry.
  if (opts.auditEach !== false)
    await auditAll(
      ctx,
      inputs.map((input, i) => ({
        resource: journalSubject,
        recordId: entries[i].id,
        action: input.reversesId ? 'reverse' : 'post',
        franchiseeId: input.franchiseeId,
        changes: { reference: input.reference, amount: checked[i].debit },
      })),
    );
  return entries.map((e, i) => ({ id: e.id, debit: checked[i].debit, credit: checked[i].debit }));
}

/**
 * The lines in one statement of eight arrays, one per column: a statement of a parameter per value had the query
 * builder's cost grow faster than the lines (a royalty run of 1,500 centres spent most of its time building it).
 */
async function insertLines(ctx: RequestContext, lines: PostedLine[]): Promise<void> {
  const column = <K extends keyof PostedLine>(key: K) => sql.param(lines.map((l) => l[key]));
  await ctx.db.execute(sql`
    insert into ${journalLines} (entry_id, franchisee_id, account, student_admission_id, tag, month, debit, credit)
    select * from unnest(${column('entryId')}::int[], ${column('franchiseeId')}::int[], ${column('account')}::text[],
      ${column('studentAdmissionId')}::int[], ${column('tag')}::text[], ${column('month')}::text[],
      ${column('debit')}::bigint[], ${column('credit')}::bigint[])`);
}
