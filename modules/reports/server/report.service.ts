import { and, count, eq, gte, sql } from 'drizzle-orm';
import { addDays, financialYear, todayInIndia, type EndpointResult } from '@portal/core';
import { assertFranchisee, franchiseeFence, mayTouchFranchisee, notFound, type RequestContext } from '@portal/kit';
import { centreAuditReads } from '@portal/mod-audit/server';
import { enquiryReads } from '@portal/mod-enquiry/server';
import { collectedTotal, overdueTotal } from '@portal/mod-finance/server';
import { royaltyInvoiceReads } from '@portal/mod-ledger/server';
import { kitOrderReads } from '@portal/mod-orders/server';
import { cities, franchisees } from '@portal/mod-org/server';
import { staffReads } from '@portal/mod-staff/server';
import { studentAdmissions } from '@portal/mod-students/server';
import type * as R from '../shared/report-contracts.ts';
import { PAGED_SOURCES, type PagedKey, type SourceQuery } from './report-sources.ts';
import { CONVERTED_STAGE, indiaDay, percent } from './widgets.ts';
import { fromView, viewFence } from './owner-views.ts';
import { FEES_COLLECTED } from '@portal/mod-finance/shared';

type Page = EndpointResult<typeof R.studentProgress>;

/** A report's default period: the 30 days ending today (India). */
export const DEFAULT_DAYS = 30;

interface PageQuery {
  fromDate?: string;
  toDate?: string;
  franchiseeID?: number;
  page: number;
  pageSize: number;
}

/**
 * The period (the last 30 days unless given; one end alone takes 30 days from or to it) and the centre:
 * the one named (another centre's answers 404), else the one chosen in the shell when in reach.
 */
export function settlePeriod(ctx: RequestContext, query: Omit<PageQuery, 'page' | 'pageSize'>): SourceQuery {
  const to = query.toDate ?? (query.fromDate ? addDays(query.fromDate, DEFAULT_DAYS - 1) : todayInIndia());
  const from = query.fromDate ?? addDays(to, -(DEFAULT_DAYS - 1));
  let franchisee: number | undefined;
  if (query.franchiseeID !== undefined) {
    assertFranchisee(ctx, query.franchiseeID);
    franchisee = query.franchiseeID;
  } else if (ctx.franchiseeId !== null && mayTouchFranchisee(ctx, ctx.franchiseeId)) {
    franchisee = ctx.franchiseeId;
  }
  return { from, to, franchisee };
}

/** One page of a paged report with its count and totals over every matching row. */
export async function reportPage(
  ctx: RequestContext,
  key: PagedKey,
  query: PageQuery & Omit<SourceQuery, 'from' | 'to' | 'franchisee'>,
): Promise<Page> {
  const source = PAGED_SOURCES[key];
  const { page, pageSize, fromDate, toDate, franchiseeID, ...filters } = query;
  const q = { ...settlePeriod(ctx, { fromDate, toDate, franchiseeID }), ...filters };
  const where = source.where(ctx, q);
  const [total, rows, totals] = await Promise.all([
    source.count(ctx, where),
    source.rows(ctx, where, q, { offset: (page - 1) * pageSize, limit: pageSize }),
    source.totals ? source.totals(ctx, where, q) : Promise.resolve([]),
  ]);
  return {
    title: source.title,
    columns: source.columns,
    rows: rows.map((r) => r.row),
    totals,
    count: total,
    page,
    pageSize,
    fromDate: q.from,
    toDate: q.to,
  };
}

type CentreData = EndpointResult<typeof R.franchiseeData>;

/**
 * home/franchisee-data: one centre's profile and figures for head office: enquiries and conversion this
 * academic year, active students, teachers, fees collected and overdue, royalty invoiced this financial
 * year, kit orders open, and the latest audit score.
 */
export async function franchiseeData(ctx: RequestContext, franchiseeId: number): Promise<CentreData> {
  assertFranchisee(ctx, franchiseeId);
  const [centre] = await ctx.db
    .select({
      id: franchisees.id,
      code: franchisees.code,
      name: franchisees.companyName,
      owner: franchisees.ownerName,
      email: franchisees.email,
      mobile: franchisees.mobile,
      city: cities.name,
      isActive: franchisees.isActive,
    })
    .from(franchisees)
    .leftJoin(cities, eq(cities.id, franchisees.cityId))
    .where(eq(franchisees.id, franchiseeId));
  if (!centre) throw notFound('Franchisee');
  const today = todayInIndia();
  const fy = financialYear(today);
  const fyStart = `${fy.slice(0, 4)}-04-01`;
  const enquiry = enquiryReads.c;
  const [enq] = await fromView(ctx.db, enquiryReads, {
    total: count(),
    converted: sql<number>`(count(*) filter (where ${enquiry.stage} = ${CONVERTED_STAGE}))::int`,
  }).where(and(viewFence(ctx, enquiryReads, franchiseeId), sql`${indiaDay(enquiry.createdAt)} >= ${fyStart}::date`));
  const [pupils] = await ctx.db
    .select({ n: count() })
    .from(studentAdmissions)
    .where(
      and(franchiseeFence(ctx, studentAdmissions.franchiseeId, franchiseeId), eq(studentAdmissions.status, 'Active')),
    );
  const [teachers] = await fromView(ctx.db, staffReads, { n: count() }).where(
    and(
      viewFence(ctx, staffReads, franchiseeId),
      eq(staffReads.c.staffCategory, 'TEACHER'),
      eq(staffReads.c.isActive, true),
    ),
  );
  const collectedPaise = await collectedTotal(ctx, { franchiseeIds: franchiseeId, from: fyStart, to: today });
  const overduePaise = await overdueTotal(ctx, { franchiseeIds: franchiseeId, before: today });
  const invoice = royaltyInvoiceReads.c;
  const [royalty] = await fromView(ctx.db, royaltyInvoiceReads, {
    total: sql<string>`coalesce(sum(${invoice.totalPaise}), 0)`,
  }).where(and(viewFence(ctx, royaltyInvoiceReads, franchiseeId), eq(invoice.financialYear, fy)));
  const order = kitOrderReads.c;
  const [orders] = await fromView(ctx.db, kitOrderReads, { n: count() }).where(
    and(
      viewFence(ctx, kitOrderReads, franchiseeId),
      sql`${order.status} not in ('DELIVERED', 'CANCELLED', 'REJECTED')`,
      gte(order.createdAt, new Date(`${fyStart}T00:00:00+05:30`)),
    ),
  );
  const audit = centreAuditReads.c;
  const [latest] = await fromView(ctx.db, centreAuditReads, { score: audit.scorePercent })
    .where(and(viewFence(ctx, centreAuditReads, franchiseeId), sql`${audit.scorePercent} is not null`))
    .orderBy(sql`${audit.auditDate} desc, ${audit.id} desc`)
    .limit(1);
  return {
    centre: { ...centre, email: centre.email ?? '', mobile: centre.mobile ?? '' },
    figures: [
      { key: 'enquiries', label: 'Enquiries this financial year', kind: 'count', value: enq.total },
      { key: 'conversion', label: 'Enquiry conversion', kind: 'percent', value: percent(enq.converted, enq.total) },
      { key: 'students', label: 'Active students', kind: 'count', value: pupils.n },
      { key: 'teachers', label: 'Active teachers', kind: 'count', value: teachers.n },
      { key: 'collected', label: `${FEES_COLLECTED.label}, this financial year`, kind: 'paise', value: collectedPaise },
      { key: 'overdue', label: 'Fees overdue', kind: 'paise', value: overduePaise },
      { key: 'royalty', label: 'Royalty invoiced this financial year', kind: 'paise', value: Number(royalty.total) },
      { key: 'orders', label: 'Kit orders open', kind: 'count', value: orders.n },
      { key: 'audit', label: 'Latest audit score', kind: 'percent', value: latest?.score ?? null },
    ],
  };
}
