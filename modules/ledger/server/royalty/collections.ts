import { and, eq, inArray, notInArray, sql, type Column, type SQLWrapper, type Subquery } from 'drizzle-orm';
import type { Executor } from '@portal/db';
import { franchisees } from '@portal/mod-org/server';
import { ACCOUNTS, TAGS } from '../../shared/accounts.ts';
import { journalLines, monthCollections, royaltySettings, studentMonthCollections } from '../schema.ts';
import { inForceIn, versionInForce, versionsOf } from './versions.ts';
import { collectionLine } from '../journal/kept-sums.ts';

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

/**
 * A line's centre agreement in force in the line's month, left-joined: a lookup per line would be a sub-plan run
 * for every posting.
 */
const agreed = and(eq(royaltySettings.franchiseeId, journalLines.franchiseeId), inForceIn(journalLines.month));

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
 * tagged with a royalty-bearing fee head, less debits with that tag (refunds and reversals).
 * Students counted are those with a positive net collection in the month. `heads` replaces
 * the agreements' heads (an issued invoice is checked against the heads it counted).
 *
 * Read from the summaries the ledger keeps as it posts lines (`ledger_month_collections`,
 * one row per centre, month and head), so the cost follows the centres and months asked for,
 * not the year's postings. A centre that counts several heads nets each student across them,
 * from the per-student summary of that centre only.
 */
export async function monthlyCollections(
  db: Executor,
  months: string[],
  franchiseeIds?: number[],
  heads?: string[],
): Promise<MonthCollection[]> {
  if (months.length === 0 || franchiseeIds?.length === 0) return [];
  const m = monthCollections;
  // fence-usage: the centres the caller has already fenced, not a fence
  const ofCentres = (column: Column) => (franchiseeIds ? inArray(column, franchiseeIds) : undefined);
  const rows: { franchiseeId: number; month: string; collected: string | number; students: string | number }[] = [];
  const read = (query: Promise<typeof rows>) => query.then((r) => rows.push(...r));
  // The heads of each centre's version in force in each month.
  const headsOfCentres = heads
    ? null
    : [...(await versionsOf(db, franchiseeIds)).entries()].flatMap(([franchiseeId, versions]) =>
        months.map((month) => ({ franchiseeId, month, heads: versionInForce(versions, month)!.royaltyHeads })),
      );
  // Centre-months whose heads are not exactly one (several, or none at all) are read apart from the one-head summary.
  const notOne = (headsOfCentres ?? []).filter((c) => new Set(c.heads).size !== 1);
  const several = notOne.filter((c) => c.heads.length > 0);
  if (heads ? new Set(heads).size === 1 : true) {
    const tag = heads ? sql`${heads[0]}` : sql`coalesce(${royaltySettings.royaltyHeads}[1], ${TAGS.TUITION})`;
    await read(
      db
        .select({
          franchiseeId: m.franchiseeId,
          month: m.month,
          collected: m.collectedPaise,
          students: m.studentCount,
        })
        .from(m)
        .leftJoin(royaltySettings, and(eq(royaltySettings.franchiseeId, m.franchiseeId), inForceIn(m.month)))
        .where(
          and(
            inArray(m.month, months),
            ofCentres(m.franchiseeId),
            notOne.length
              ? notInArray(
                  sql`${m.franchiseeId}::text || ':' || ${m.month}`,
                  notOne.map((c) => `${c.franchiseeId}:${c.month}`),
                )
              : undefined,
            sql`${m.tag} = ${tag}`,
          ),
        ),
    );
  }
  // Several heads: one read per centre and set of heads, over the months it holds.
  const groups = new Map<string, { ids: number[]; months: string[]; heads: string[] }>();
  for (const c of several) {
    const key = `${c.franchiseeId}:${c.heads.join(',')}`;
    const g = groups.get(key) ?? { ids: [c.franchiseeId], months: [], heads: c.heads };
    g.months.push(c.month);
    groups.set(key, g);
  }
  const perCentre = heads
    ? new Set(heads).size > 1
      ? [{ ids: franchiseeIds, months, heads }]
      : []
    : [...groups.values()];
  for (const c of perCentre) await read(severalHeads(db, c.months, c.ids, c.heads));
  return rows.map((r) => ({
    franchiseeId: r.franchiseeId,
    month: r.month,
    collectedPaise: Number(r.collected),
    studentCount: Number(r.students),
  }));
}

/** Collections of centres counting several heads: each student's net across them, from the per-student summary. */
function severalHeads(db: Executor, months: string[], franchiseeIds: number[] | undefined, heads: string[]) {
  const s = studentMonthCollections;
  const perStudent = db
    .select({
      franchiseeId: s.franchiseeId,
      month: s.month,
      net: sql<string>`sum(${s.netPaise})`.as('net'),
    })
    .from(s)
    .where(
      and(
        inArray(s.month, months),
        // fence-usage: the centres the caller has already fenced, not a fence
        franchiseeIds ? inArray(s.franchiseeId, franchiseeIds) : undefined,
        inArray(s.tag, heads),
      ),
    )
    .groupBy(s.franchiseeId, s.month, s.studentAdmissionId)
    .as('per_student');
  return perCentre(db, perStudent);
}

/** Each student's net in a centre and month (from the summaries or from the postings). */
type StudentNets = Subquery & { franchiseeId: SQLWrapper; month: SQLWrapper; net: SQLWrapper };

/**
 * A centre's month from its students' nets: what they paid (a student refunded more than paid counts nothing)
 * and how many paid.
 */
function perCentre(db: Executor, perStudent: StudentNets) {
  const { franchiseeId, month, net } = perStudent;
  return db
    .select({
      franchiseeId: sql<number>`${franchiseeId}`,
      month: sql<string>`${month}`,
      collected: sql<string>`sum(greatest(${net}, 0))`,
      students: sql<string>`count(*) filter (where ${net} > 0)`,
    })
    .from(perStudent)
    .groupBy(sql`${franchiseeId}`, sql`${month}`);
}

/**
 * The same figures read from the postings themselves: what the summaries must always equal (the ledger's
 * tests compare the two after postings and reversals).
 */
export async function collectionsFromPostings(
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
        collectionLine(),
        bearsRoyalty(heads),
        inArray(journalLines.month, months),
        // fence-usage: the centres the caller has already fenced, not a fence
        franchiseeIds ? inArray(journalLines.franchiseeId, franchiseeIds) : undefined,
      ),
    )
    .groupBy(journalLines.franchiseeId, journalLines.month, journalLines.studentAdmissionId)
    .as('per_student');
  const rows = await perCentre(db, perStudent);
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
  const active = await db
    .select({ id: franchisees.id })
    .from(franchisees)
    .where(
      and(
        eq(franchisees.isActive, true),
        // fence-usage: the centres the caller has already fenced, not a fence
        opts.franchiseeIds ? inArray(franchisees.id, opts.franchiseeIds) : undefined,
      ),
    );
  const versions = await versionsOf(
    db,
    active.map((a) => a.id),
  );
  const seen = new Set(collections.map((c) => `${c.franchiseeId}:${c.month}`));
  const empty: MonthCollection[] = [];
  for (const [franchiseeId, list] of versions)
    for (const month of opts.months) {
      // The version in force in the month, once the agreement began, carries a guarantee.
      const v = versionInForce(list, month);
      if (!v || v.minimumGuaranteePaise <= 0 || v.effectiveFrom > lastDayOf(month)) continue;
      if (!seen.has(`${franchiseeId}:${month}`))
        empty.push({ franchiseeId, month, collectedPaise: 0, studentCount: 0 });
    }
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
