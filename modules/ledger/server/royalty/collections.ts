import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@portal/db';
import { franchisees } from '@portal/mod-org/server';
import { ACCOUNTS, TAGS } from '../../shared/accounts.ts';
import { journalLines, royaltySettings } from '../schema.ts';

/** The last day (YYYY-MM-DD) of a YYYY-MM month. */
export function lastDayOf(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

export interface MonthCollection {
  franchiseeId: number;
  month: string;
  collectedPaise: number;
  studentCount: number;
}

/** A line's centre agreement, left-joined: a lookup per line would be a sub-plan run for every posting. */
const agreed = eq(royaltySettings.franchiseeId, journalLines.franchiseeId);

/**
 * Whether a line's fee head bears royalty: one of the heads given, or else one of those the centre's
 * agreement names (tuition when it names none, or has no agreement).
 */
function bearsRoyalty(heads?: string[]) {
  if (heads) return inArray(journalLines.tag, heads);
  return sql`${journalLines.tag} = any(coalesce(${royaltySettings.royaltyHeads}, array[${TAGS.TUITION}]::text[]))`;
}

/**
 * A centre's own collections that bear royalty in a month: credits to student receivables
 * tagged with a royalty-bearing fee head, less debits with that tag (refunds and reversals),
 * read from the ledger so royalty always agrees with the books. Students counted are those
 * with a positive net collection in the month. `heads` replaces the agreements' heads (an
 * issued invoice is checked against the heads it counted).
 */
export async function monthlyCollections(
  db: Executor,
  months: string[],
  franchiseeIds?: number[],
  heads?: string[],
): Promise<MonthCollection[]> {
  const perStudent = db
    .select({
      franchiseeId: journalLines.franchiseeId,
      month: journalLines.month,
      student: journalLines.studentAdmissionId,
      net: sql<string>`sum(${journalLines.credit} - ${journalLines.debit})`.as('net'),
    })
    .from(journalLines)
    .leftJoin(royaltySettings, agreed)
    .where(
      and(
        eq(journalLines.account, ACCOUNTS.STUDENT_RECEIVABLE),
        bearsRoyalty(heads),
        inArray(journalLines.month, months),
        // fence-usage: the centres the caller has already fenced, not a fence
        franchiseeIds ? inArray(journalLines.franchiseeId, franchiseeIds) : undefined,
      ),
    )
    .groupBy(journalLines.franchiseeId, journalLines.month, journalLines.studentAdmissionId)
    .as('per_student');
  const rows = await db
    .select({
      franchiseeId: perStudent.franchiseeId,
      month: perStudent.month,
      collected: sql<string>`sum(greatest(${perStudent.net}, 0))`,
      students: sql<string>`count(*) filter (where ${perStudent.net} > 0)`,
    })
    .from(perStudent)
    .groupBy(perStudent.franchiseeId, perStudent.month);
  return rows.map((r) => ({
    franchiseeId: r.franchiseeId,
    month: r.month,
    collectedPaise: Number(r.collected),
    studentCount: Number(r.students),
  }));
}

/**
 * The collections with an empty month added for every active centre whose agreement (in force by the
 * month's end) carries a minimum guarantee: such a month is still charged the guarantee.
 */
export async function withGuarantees(
  db: Executor,
  collections: MonthCollection[],
  opts: { months: string[]; franchiseeIds?: number[] },
): Promise<MonthCollection[]> {
  const guaranteed = await db
    .select({ franchiseeId: royaltySettings.franchiseeId, effectiveFrom: royaltySettings.effectiveFrom })
    .from(royaltySettings)
    .innerJoin(franchisees, eq(franchisees.id, royaltySettings.franchiseeId))
    .where(
      and(
        gt(royaltySettings.minimumGuaranteePaise, 0),
        eq(franchisees.isActive, true),
        // fence-usage: the centres the caller has already fenced, not a fence
        opts.franchiseeIds ? inArray(royaltySettings.franchiseeId, opts.franchiseeIds) : undefined,
      ),
    );
  const seen = new Set(collections.map((c) => `${c.franchiseeId}:${c.month}`));
  const empty: MonthCollection[] = [];
  for (const g of guaranteed)
    for (const month of opts.months)
      if (!seen.has(`${g.franchiseeId}:${month}`) && g.effectiveFrom <= lastDayOf(month))
        empty.push({ franchiseeId: g.franchiseeId, month, collectedPaise: 0, studentCount: 0 });
  return [...collections, ...empty];
}

export interface StudentCollection {
  studentAdmissionId: number;
  month: string;
  collectedPaise: number;
}

/** Per student and month, for the student royalty details screen. */
export async function studentCollections(
  db: Executor,
  franchiseeId: number,
  opts: { studentAdmissionId?: number; months?: string[] } = {},
): Promise<StudentCollection[]> {
  const rows = await db
    .select({
      student: journalLines.studentAdmissionId,
      month: journalLines.month,
      net: sql<string>`sum(${journalLines.credit} - ${journalLines.debit})`,
    })
    .from(journalLines)
    .leftJoin(royaltySettings, agreed)
    .where(
      and(
        eq(journalLines.franchiseeId, franchiseeId),
        eq(journalLines.account, ACCOUNTS.STUDENT_RECEIVABLE),
        bearsRoyalty(),
        opts.studentAdmissionId ? eq(journalLines.studentAdmissionId, opts.studentAdmissionId) : undefined,
        opts.months ? inArray(journalLines.month, opts.months) : undefined,
      ),
    )
    .groupBy(journalLines.studentAdmissionId, journalLines.month)
    .orderBy(journalLines.month, journalLines.studentAdmissionId);
  return rows
    .filter((r) => r.student !== null)
    .map((r) => ({ studentAdmissionId: r.student!, month: r.month, collectedPaise: Number(r.net) }));
}
