import { and, asc, count, eq, gte, lte, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { visitListView } from '@portal/mod-ams/server';
import { franchisees } from '@portal/mod-org/server';
import { trainingEnrollmentReads } from '@portal/mod-training/server';
import { fromView, viewFence } from '../owner-views.ts';
import { Cell, ReportSource, asReportRows, col, countOf, inIdOrder, inPeriod, int } from './common.ts';

// ---- schedules: AMS audit visits and trainings ---------------------------------------------------------

/** The columns of the AMS visit schedule's view. */
const visit = Object.fromEntries(
  Object.entries(visitListView.columns).map(([name, { column }]) => [name, column as PgColumn]),
) as Record<'id' | 'visitDate' | 'centre' | 'manager' | 'auditType' | 'status' | 'remark', PgColumn>;

export const auditSchedules: ReportSource = {
  title: 'Audit visit schedule',
  columns: [
    col('visitDate', 'Visit date', 'date'),
    col('centre', 'Centre'),
    col('manager', 'Academic manager'),
    col('auditType', 'Audit type', 'status'),
    col('status', 'Status', 'status'),
    col('remark', 'Remark'),
  ],
  where: inPeriod(visitListView, visit.visitDate, visit.status),
  count: countOf(visitListView),
  async rows(ctx, where, _q, page) {
    // The AMS schedule's own view: each visit with its centre and academic manager.
    const rows = await inIdOrder(
      fromView(ctx.db, visitListView, {
        id: visit.id,
        visitDate: visit.visitDate,
        centre: visit.centre,
        manager: visit.manager,
        auditType: visit.auditType,
        status: visit.status,
        remark: visit.remark,
      }),
      visit.id,
      where,
      page,
    );
    // The schedule's columns are the id, a date and text, as its row schema declares them.
    return asReportRows(rows as ({ id: number } & Record<string, Cell>)[]);
  },
  async totals(ctx, where) {
    const [r] = await fromView(
      ctx.db,
      visitListView,
      {
        approved: int(sql`count(*) filter (where ${visit.status} = 'APPROVED')`),
        pending: int(sql`count(*) filter (where ${visit.status} = 'PENDING')`),
      },
      { joined: false },
    ).where(where);
    return [
      { key: 'approved', label: 'Approved visits', kind: 'count', value: r.approved },
      { key: 'pending', label: 'Pending visits', kind: 'count', value: r.pending },
    ];
  },
};

/** The training module's invitations, each with its training. */
const invitation = trainingEnrollmentReads.c;

/** One row per training and centre: the teachers of that centre invited, accepted and present. */
export const trainingSchedules: ReportSource = {
  title: 'Training schedule',
  columns: [
    col('fromDate', 'From', 'date'),
    col('toDate', 'To', 'date'),
    col('time', 'Time'),
    col('title', 'Training'),
    col('mode', 'Mode', 'status'),
    col('centre', 'Centre'),
    col('invited', 'Teachers invited', 'count'),
    col('accepted', 'Accepted', 'count'),
    col('present', 'Present', 'count'),
    col('status', 'Status', 'status'),
  ],
  where: (ctx, q) =>
    and(
      viewFence(ctx, trainingEnrollmentReads, q.franchisee),
      lte(invitation.fromDate, q.to),
      gte(invitation.toDate, q.from),
      q.status ? eq(invitation.status, q.status) : undefined,
    ),
  async count(ctx, where) {
    const [r] = await fromView(ctx.db, trainingEnrollmentReads, {
      n: sql<number>`count(distinct (${invitation.trainingId}, ${invitation.franchiseeId}))::int`,
    }).where(where);
    return r.n;
  },
  async rows(ctx, where, _q, page) {
    // The key of a (training, centre) row, so batches can follow each other in order.
    const key = sql<number>`(${invitation.trainingId}::bigint * 1000000
      + ${invitation.franchiseeId})::float8`;
    const rows = await fromView(ctx.db, trainingEnrollmentReads, {
      id: key,
      fromDate: invitation.fromDate,
      toDate: invitation.toDate,
      time: sql<string>`${invitation.fromTime} || ' to ' || ${invitation.toTime}`,
      title: invitation.title,
      mode: invitation.mode,
      centre: franchisees.companyName,
      invited: count(),
      accepted: int(sql`count(*) filter (where ${invitation.response} = 'ACCEPTED')`),
      present: int(sql`count(*) filter (where ${invitation.attendance} = 'PRESENT')`),
      status: invitation.status,
    })
      .innerJoin(franchisees, eq(franchisees.id, invitation.franchiseeId))
      .where(and(where, page.afterId !== undefined ? sql`${key} > ${page.afterId}` : undefined))
      .groupBy(invitation.trainingId, invitation.franchiseeId, invitation.trainingKey, franchisees.companyName)
      .orderBy(asc(invitation.trainingId), asc(invitation.franchiseeId))
      .limit(page.limit)
      .offset(page.offset ?? 0);
    return asReportRows(rows);
  },
};
