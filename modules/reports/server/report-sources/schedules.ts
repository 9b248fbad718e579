import { and, asc, count, eq, gte, lte, sql } from 'drizzle-orm';
import { visitListView } from '@portal/mod-ams/server';
import { franchisees } from '@portal/mod-org/server';
import { trainingEnrollmentReads } from '@portal/mod-training/server';
import { fromView, viewFence } from '../owner-views.ts';
import { ReportSource, asReportRows, countOf, inIdOrder, inPeriod, int, reportColumns, viewColumn } from './common.ts';

// ---- schedules: AMS audit visits and trainings ---------------------------------------------------------

/** The AMS visit schedule's own view: each visit with its centre and academic manager, labelled by the view. */
const visit = visitListView.columns;
const visitId = sql<number>`${visit.id.column}`;

const visitColumns = reportColumns({
  visitDate: viewColumn(visitListView, 'visitDate'),
  centre: viewColumn(visitListView, 'centre'),
  manager: viewColumn(visitListView, 'manager'),
  auditType: { ...viewColumn(visitListView, 'auditType', 'Audit type'), kind: 'status' },
  status: { ...viewColumn(visitListView, 'status'), kind: 'status' },
  remark: viewColumn(visitListView, 'remark'),
});

export const auditSchedules: ReportSource = {
  title: 'Audit visit schedule',
  columns: visitColumns.columns,
  where: inPeriod(visitListView, visit.visitDate.column, visit.status.column),
  count: countOf(visitListView),
  async rows(ctx, where, q, page) {
    const rows = await inIdOrder(
      fromView(ctx.db, visitListView, { id: visitId, ...visitColumns.select(q) }),
      visitId,
      where,
      page,
    );
    return asReportRows(rows);
  },
  async totals(ctx, where) {
    const [r] = await fromView(
      ctx.db,
      visitListView,
      {
        approved: int(sql`count(*) filter (where ${visit.status.column} = 'APPROVED')`),
        pending: int(sql`count(*) filter (where ${visit.status.column} = 'PENDING')`),
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

/** A training's row per centre: the training, then the teachers of that centre invited, accepted and present. */
const trainingColumns = reportColumns({
  fromDate: { label: 'From', kind: 'date', read: invitation.fromDate },
  toDate: { label: 'To', kind: 'date', read: invitation.toDate },
  time: { label: 'Time', read: sql<string>`${invitation.fromTime} || ' to ' || ${invitation.toTime}` },
  title: { label: 'Training', read: invitation.title },
  mode: { label: 'Mode', kind: 'status', read: invitation.mode },
  centre: { label: 'Centre', read: franchisees.companyName },
  invited: { label: 'Teachers invited', kind: 'count', read: count() },
  accepted: {
    label: 'Accepted',
    kind: 'count',
    read: int(sql`count(*) filter (where ${invitation.response} = 'ACCEPTED')`),
  },
  present: {
    label: 'Present',
    kind: 'count',
    read: int(sql`count(*) filter (where ${invitation.attendance} = 'PRESENT')`),
  },
  status: { label: 'Status', kind: 'status', read: invitation.status },
});

/** One row per training and centre: the teachers of that centre invited, accepted and present. */
export const trainingSchedules: ReportSource = {
  title: 'Training schedule',
  columns: trainingColumns.columns,
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
  async rows(ctx, where, q, page) {
    // The key of a (training, centre) row, so batches can follow each other in order.
    const key = sql<number>`(${invitation.trainingId}::bigint * 1000000
      + ${invitation.franchiseeId})::float8`;
    const rows = await fromView(ctx.db, trainingEnrollmentReads, { id: key, ...trainingColumns.select(q) })
      .innerJoin(franchisees, eq(franchisees.id, invitation.franchiseeId))
      .where(and(where, page.afterId !== undefined ? sql`${key} > ${page.afterId}` : undefined))
      .groupBy(invitation.trainingId, invitation.franchiseeId, invitation.trainingKey, franchisees.companyName)
      .orderBy(asc(invitation.trainingId), asc(invitation.franchiseeId))
      .limit(page.limit)
      .offset(page.offset ?? 0);
    return asReportRows(rows);
  },
};
