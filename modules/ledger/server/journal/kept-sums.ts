import { and, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@portal/db';
import { ACCOUNTS } from '../../shared/accounts.ts';
import { accountSums, journalLines, monthCollections, studentMonthCollections } from '../schema.ts';

/** A line as it is inserted: what the kept sums are moved by. */
export interface PostedLine {
  entryId: number;
  franchiseeId: number;
  account: string;
  studentAdmissionId: number | null;
  tag: string | null;
  month: string;
  debit: number;
  credit: number;
}

/** The centre's own cash: money collected comes in (or goes back out) through these. */
const CASH: readonly string[] = [ACCOUNTS.NODAL_ACCOUNT, ACCOUNTS.CENTRE_BANK];

/**
 * Money collected for a fee head, the one definition finance's fees collected and royalty's base both count: a
 * student receivable line tagged with its head (a payment credits it, a refund or a reversal debits it), or a fee
 * income line tagged with one in an entry that moves the centre's cash (a form fee, paid without being billed).
 * Billing, charges and concessions are not collections: their receivable lines carry no head, and their income lines
 * move no cash. `entryLines` are all the lines of the line's entry.
 */
export function isCollectionLine(
  l: Pick<PostedLine, 'account' | 'tag'>,
  entryLines: readonly Pick<PostedLine, 'account'>[],
): boolean {
  if (l.tag === null) return false;
  if (l.account === ACCOUNTS.STUDENT_RECEIVABLE) return true;
  return l.account === ACCOUNTS.FEE_INCOME && entryLines.some((c) => CASH.includes(c.account));
}

/** The same rule over `journal_lines` in SQL, for the figures read from the postings themselves. */
export function collectionLine(): SQL {
  const cash = sql.join(
    CASH.map((a) => sql`${a}`),
    sql`, `,
  );
  return and(
    isNotNull(journalLines.tag),
    or(
      eq(journalLines.account, ACCOUNTS.STUDENT_RECEIVABLE),
      and(
        eq(journalLines.account, ACCOUNTS.FEE_INCOME),
        sql`exists (select 1 from journal_lines cash_line where cash_line.entry_id = ${journalLines.entryId}
          and cash_line.account in (${cash}))`,
      ),
    ),
  )!;
}

interface StudentKey {
  franchiseeId: number;
  month: string;
  tag: string;
  student: number;
}

/** Keys in one fixed order: every posting takes the rows' locks in that order, so none waits in a circle. */
const byKey = (a: StudentKey, b: StudentKey) =>
  a.franchiseeId - b.franchiseeId ||
  (a.month < b.month ? -1 : a.month > b.month ? 1 : 0) ||
  (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0) ||
  a.student - b.student;

const keyOf = (k: StudentKey) => `${k.franchiseeId}|${k.month}|${k.tag}|${k.student}`;

/**
 * Moves the ledger's kept sums by the lines just posted, in the posting's transaction: every account's debits and
 * credits per centre; for the collection lines, per student, centre, month and head the net collected (credits less
 * debits; a line without a student under 0), and per centre, month and head the nets summed, the positive nets
 * summed and the students with one. Lines are only ever added (a reversal is new lines), so adding each posting's
 * lines keeps every sum exact; the centre's row moves by the change of each student's positive part, read back from
 * the student's row as the upsert left it, so concurrent postings add up. Rows are upserted table by table (accounts,
 * students, centres), each in key order, so two postings never wait on each other in a circle.
 */
export async function keepLedgerSums(db: Executor, lines: readonly PostedLine[]): Promise<void> {
  await keepAccountSums(db, lines);
  const ofEntry = new Map<number, PostedLine[]>();
  for (const l of lines) ofEntry.set(l.entryId, [...(ofEntry.get(l.entryId) ?? []), l]);
  const added = new Map<string, StudentKey & { net: number }>();
  for (const l of lines) {
    if (!isCollectionLine(l, ofEntry.get(l.entryId)!)) continue;
    const key = { franchiseeId: l.franchiseeId, month: l.month, tag: l.tag!, student: l.studentAdmissionId ?? 0 };
    const row = added.get(keyOf(key)) ?? { ...key, net: 0 };
    row.net += l.credit - l.debit;
    added.set(keyOf(key), row);
  }
  if (added.size === 0) return;
  const students = [...added.values()].sort(byKey);
  const s = studentMonthCollections;
  const kept = await db
    .insert(s)
    .values(
      students.map((r) => ({
        franchiseeId: r.franchiseeId,
        month: r.month,
        tag: r.tag,
        studentAdmissionId: r.student,
        netPaise: r.net,
      })),
    )
    .onConflictDoUpdate({
      target: [s.franchiseeId, s.month, s.tag, s.studentAdmissionId],
      set: { netPaise: sql`${s.netPaise} + excluded.net_paise` },
    })
    .returning({
      franchiseeId: s.franchiseeId,
      month: s.month,
      tag: s.tag,
      student: s.studentAdmissionId,
      netPaise: s.netPaise,
    });
  type Centre = { franchiseeId: number; month: string; tag: string; paise: number; count: number; net: number };
  const centres = new Map<string, Centre>();
  for (const k of kept) {
    const net = Number(k.netPaise);
    const moved = added.get(keyOf(k))!.net;
    const before = net - moved;
    const key = `${k.franchiseeId}|${k.month}|${k.tag}`;
    const c = centres.get(key) ?? {
      franchiseeId: k.franchiseeId,
      month: k.month,
      tag: k.tag,
      paise: 0,
      count: 0,
      net: 0,
    };
    c.net += moved;
    c.paise += Math.max(net, 0) - Math.max(before, 0);
    c.count += Number(net > 0) - Number(before > 0);
    centres.set(key, c);
  }
  const m = monthCollections;
  await db
    .insert(m)
    .values(
      [...centres.values()]
        .sort((a, b) => byKey({ ...a, student: 0 }, { ...b, student: 0 }))
        .map((c) => ({
          franchiseeId: c.franchiseeId,
          month: c.month,
          tag: c.tag,
          collectedPaise: c.paise,
          studentCount: c.count,
          netPaise: c.net,
        })),
    )
    .onConflictDoUpdate({
      target: [m.franchiseeId, m.month, m.tag],
      set: {
        collectedPaise: sql`${m.collectedPaise} + excluded.collected_paise`,
        studentCount: sql`${m.studentCount} + excluded.student_count`,
        netPaise: sql`${m.netPaise} + excluded.net_paise`,
      },
    });
}

/** Every account's debits and credits per centre moved by the lines, rows upserted in key order. */
async function keepAccountSums(db: Executor, lines: readonly PostedLine[]): Promise<void> {
  const sums = new Map<string, { franchiseeId: number; account: string; debitPaise: number; creditPaise: number }>();
  for (const l of lines) {
    const key = `${l.franchiseeId}|${l.account}`;
    const row = sums.get(key) ?? { franchiseeId: l.franchiseeId, account: l.account, debitPaise: 0, creditPaise: 0 };
    row.debitPaise += l.debit;
    row.creditPaise += l.credit;
    sums.set(key, row);
  }
  const a = accountSums;
  await db
    .insert(a)
    .values(
      [...sums.values()].sort(
        (x, y) => x.franchiseeId - y.franchiseeId || (x.account < y.account ? -1 : x.account > y.account ? 1 : 0),
      ),
    )
    .onConflictDoUpdate({
      target: [a.franchiseeId, a.account],
      set: {
        debitPaise: sql`${a.debitPaise} + excluded.debit_paise`,
        creditPaise: sql`${a.creditPaise} + excluded.credit_paise`,
      },
    });
}
