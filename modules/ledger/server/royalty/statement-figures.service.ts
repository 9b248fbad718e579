import { and, eq, inArray, sql } from 'drizzle-orm';
import { franchiseeFence, type RequestContext } from '@portal/kit';
import { royaltyStatementLines, royaltyStatements } from '../schema.ts';

export interface DraftFigures {
  statementId: number;
  franchiseeId: number;
  month: string;
  /** Lines disputed and not yet answered by head office: the invoice waits for them. */
  openDisputes: number;
  /** The lines as they stand: an accepted dispute counts the amount agreed. */
  collectedPaise: number;
  studentCount: number;
}

/** What a line counts: the amount agreed on an accepted dispute, else what the child paid. */
const { agreedPaise, collectedPaise } = royaltyStatementLines;
export const countedSql = sql<string>`coalesce(${agreedPaise}, ${collectedPaise})`;

/**
 * The draft statements of the months (inside the caller's fence, of the centres named), with the figures their lines
 * come to: the royalty run invoices a centre-month that has a draft from the draft, and holds one with a dispute open.
 */
export async function draftFigures(
  ctx: RequestContext,
  opts: { months: string[]; franchiseeIds?: number[] },
): Promise<DraftFigures[]> {
  if (opts.months.length === 0 || opts.franchiseeIds?.length === 0) return [];
  const s = royaltyStatements;
  const l = royaltyStatementLines;
  const rows = await ctx.db
    .select({
      statementId: s.id,
      franchiseeId: s.franchiseeId,
      month: s.month,
      open: sql<string>`count(${l.id}) filter (where ${l.status} = 'DISPUTED')`,
      collected: sql<string>`coalesce(sum(greatest(${countedSql}, 0)), 0)`,
      students: sql<string>`count(${l.id}) filter (where ${countedSql} > 0)`,
    })
    .from(s)
    .leftJoin(l, eq(l.statementId, s.id))
    .where(
      and(
        franchiseeFence(ctx, s.franchiseeId, opts.franchiseeIds),
        inArray(s.month, opts.months),
        eq(s.status, 'DRAFT'),
      ),
    )
    .groupBy(s.id);
  return rows.map((r) => ({
    statementId: r.statementId,
    franchiseeId: r.franchiseeId,
    month: r.month,
    openDisputes: Number(r.open),
    collectedPaise: Number(r.collected),
    studentCount: Number(r.students),
  }));
}
