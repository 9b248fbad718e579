import { sql } from 'drizzle-orm';
import type { Executor } from '@portal/db';
import { ACCOUNTS } from '../../shared/accounts.ts';
import { monthCollections, studentMonthCollections } from '../schema.ts';

/** A line as it is inserted: what the kept sums are moved by. */
export interface PostedLine {
  franchiseeId: number;
  account: string;
  studentAdmissionId: number | null;
  tag: string | null;
  month: string;
  debit: number;
  credit: number;
}

/**
 * Whether a line is money collected for a fee head: a student receivable line tagged with its head (a payment
 * credits it, a refund or a reversal debits it). Billing and concessions carry no head and are not collections.
 * The kept sums and the figures read from the postings both ask this one rule.
 */
export const isCollectionLine = (l: Pick<PostedLine, 'account' | 'tag'>): boolean =>
  l.account === ACCOUNTS.STUDENT_RECEIVABLE && l.tag !== null;

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
 * Moves the royalty's collection sums by the lines just posted, in the posting's transaction: per student, centre,
 * month and head the net collected (credits less debits; a line without a student under 0), and per centre, month
 * and head the positive nets summed and the students with one. Lines are only ever added (a reversal is new lines),
 * so adding each posting's lines keeps both exact; the centre's row moves by the change of each student's positive
 * part, read back from the student's row as the upsert left it, so concurrent postings add up. Rows are upserted in
 * key order (students before centres) so two postings never wait on each other in a circle.
 */
export async function keepCollectionSums(db: Executor, lines: readonly PostedLine[]): Promise<void> {
  const added = new Map<string, StudentKey & { net: number }>();
  for (const l of lines) {
    if (!isCollectionLine(l)) continue;
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
  const centres = new Map<string, { franchiseeId: number; month: string; tag: string; paise: number; count: number }>();
  for (const k of kept) {
    const net = Number(k.netPaise);
    const before = net - added.get(keyOf(k))!.net;
    const key = `${k.franchiseeId}|${k.month}|${k.tag}`;
    const c = centres.get(key) ?? { franchiseeId: k.franchiseeId, month: k.month, tag: k.tag, paise: 0, count: 0 };
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
        })),
    )
    .onConflictDoUpdate({
      target: [m.franchiseeId, m.month, m.tag],
      set: {
        collectedPaise: sql`${m.collectedPaise} + excluded.collected_paise`,
        studentCount: sql`${m.studentCount} + excluded.student_count`,
      },
    });
}
