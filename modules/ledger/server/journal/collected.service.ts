import { and, between, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { franchiseeFence, type RequestContext } from '@portal/kit';
import { journalEntries, journalLines, monthCollections, studentMonthCollections } from '../schema.ts';
import { collectionLine } from './kept-sums.ts';

/**
 * Which money collected: the centres (fenced), one child (an admission, or the child's admissions across its years),
 * some fee heads; India days `from` to `to` inclusive.
 */
export interface LedgerCollectedQuery {
  franchiseeIds?: number | readonly number[] | null;
  studentAdmissionId?: number | readonly number[];
  feeHeads?: readonly string[];
  from: string;
  to: string;
}

/** Money collected in one centre and month (YYYY-MM): negative when refunds exceed payments. */
export interface CentreMonthCollected {
  franchiseeId: number;
  month: string;
  collectedPaise: number;
}

/** The condition on a child's admission column: one admission, or any of the child's admissions; none is nobody. */
export function ofChild(column: PgColumn, admissions: number | readonly number[] | undefined): SQL | undefined {
  if (admissions === undefined) return undefined;
  if (typeof admissions === 'number') return eq(column, admissions);
  return admissions.length > 0 ? inArray(column, [...admissions]) : sql`false`;
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The months a period touches, split into those it covers whole and those it covers only in part. */
export function monthsOf(from: string, to: string): { whole: string[]; part: string[] } {
  const whole: string[] = [];
  const part: string[] = [];
  for (let m = from.slice(0, 7); m <= to.slice(0, 7);) {
    const [y, mm] = m.split('-').map(Number);
    const next = mm === 12 ? `${y + 1}-01` : `${y}-${String(mm + 1).padStart(2, '0')}`;
    (from <= `${m}-01` && nextDay(to) >= `${next}-01` ? whole : part).push(m);
    m = next;
  }
  return { whole, part };
}

/**
 * Money collected per centre and month, the ledger's one definition (`isCollectionLine`: payments of every fee
 * head less refunds and reversals, by the day they were posted). The months the period covers whole are read from
 * the sums kept as lines are posted (a row per centre, month and head; per child for one child), so a year across
 * the network costs a row per centre-month, not a year of postings; the days of a month covered only in part are
 * summed from that month's postings.
 */
export async function collectedByCentreMonth(
  ctx: RequestContext,
  q: LedgerCollectedQuery,
): Promise<CentreMonthCollected[]> {
  if (q.to < q.from) return [];
  const { whole, part } = monthsOf(q.from, q.to);
  const heads = q.feeHeads ? [...q.feeHeads] : undefined;
  const rows: { franchiseeId: number; month: string; paise: string | number }[] = [];
  if (whole.length && q.studentAdmissionId !== undefined) {
    const s = studentMonthCollections;
    rows.push(
      ...(await ctx.db
        .select({ franchiseeId: s.franchiseeId, month: s.month, paise: sql<string>`sum(${s.netPaise})` })
        .from(s)
        .where(
          and(
            franchiseeFence(ctx, s.franchiseeId, q.franchiseeIds),
            ofChild(s.studentAdmissionId, q.studentAdmissionId),
            inArray(s.month, whole),
            heads ? inArray(s.tag, heads) : undefined,
          ),
        )
        .groupBy(s.franchiseeId, s.month)),
    );
  } else if (whole.length) {
    const m = monthCollections;
    rows.push(
      ...(await ctx.db
        .select({ franchiseeId: m.franchiseeId, month: m.month, paise: sql<string>`sum(${m.netPaise})` })
        .from(m)
        .where(
          and(
            franchiseeFence(ctx, m.franchiseeId, q.franchiseeIds),
            inArray(m.month, whole),
            heads ? inArray(m.tag, heads) : undefined,
          ),
        )
        .groupBy(m.franchiseeId, m.month)),
    );
  }
  if (part.length) rows.push(...(await fromPostings(ctx, q, part)));
  return rows
    .map((r) => ({ franchiseeId: r.franchiseeId, month: r.month, collectedPaise: Number(r.paise) }))
    .sort((a, b) => a.franchiseeId - b.franchiseeId || a.month.localeCompare(b.month));
}

/** The same figure summed from the postings themselves over the days asked (what the kept sums must equal). */
export function collectedFromPostings(ctx: RequestContext, q: LedgerCollectedQuery): Promise<CentreMonthCollected[]> {
  const { whole, part } = monthsOf(q.from, q.to);
  return fromPostings(ctx, q, [...whole, ...part]).then((rows) =>
    rows
      .map((r) => ({ franchiseeId: r.franchiseeId, month: r.month, collectedPaise: Number(r.paise) }))
      .sort((a, b) => a.franchiseeId - b.franchiseeId || a.month.localeCompare(b.month)),
  );
}

function fromPostings(ctx: RequestContext, q: LedgerCollectedQuery, months: string[]) {
  const l = journalLines;
  const conditions: (SQL | undefined)[] = [
    franchiseeFence(ctx, l.franchiseeId, q.franchiseeIds),
    inArray(l.month, months),
    between(journalEntries.entryDate, q.from, q.to),
    ofChild(l.studentAdmissionId, q.studentAdmissionId),
    q.feeHeads ? inArray(l.tag, [...q.feeHeads]) : undefined,
    collectionLine(),
  ];
  return ctx.db
    .select({ franchiseeId: l.franchiseeId, month: l.month, paise: sql<string>`sum(${l.credit} - ${l.debit})` })
    .from(l)
    .innerJoin(journalEntries, eq(journalEntries.id, l.entryId))
    .where(and(...conditions))
    .groupBy(l.franchiseeId, l.month);
}
