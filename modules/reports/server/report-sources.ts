/**
 * The paged reports, each declared once as a source: its columns, its conditions (the franchisee fence
 * first), a page of rows in id order, the count and the totals. The report screens read pages of it and
 * the export job streams the same rows batch by batch.
 */
import { and, asc, count, eq, gt, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { franchiseeFence, type RequestContext, type View } from '@portal/kit';
import { gradesOfChildSql, homeworkOfChildSql, homeworkSetBySql } from '@portal/mod-academics/server';
import { visitListView } from '@portal/mod-ams/server';
import { kitOrderReads } from '@portal/mod-orders/server';
import { royaltyInvoiceReads } from '@portal/mod-ledger/server';
import { ROYALTY_BASE } from '@portal/mod-ledger/shared';
import { classes, franchisees } from '@portal/mod-org/server';
import { staffAttendanceCountsSql, staffReads } from '@portal/mod-staff/server';
import { attendanceOfChildren, marksCountSql, studentAdmissions, students } from '@portal/mod-students/server';
import { ATTENDANCE_PERCENT, ATTENDANCE_PRESENT, ATTENDANCE_WORKING_DAYS } from '@portal/mod-students/shared';
import { teacherModuleCountsSql, trainingEnrollmentReads } from '@portal/mod-training/server';
import type { ReportKey } from '../shared/constants.ts';
import type { RowColumn } from '../shared/contracts.ts';
import { percent } from './widgets.ts';
import { fromView, viewFence } from './owner-views.ts';

export type Cell = string | number | null;

/** What a report is narrowed to: the period, the centres (one, a settled list, or the fence) and its own filters. */
export interface SourceQuery {
  from: string;
  to: string;
  franchisee?: number | readonly number[] | null;
  classId?: number;
  search?: string;
  status?: string;
  kitType?: string;
}

export interface Total {
  key: string;
  label: string;
  kind: RowColumn['kind'];
  value: number;
}

type Page = { afterId?: number; offset?: number; limit: number };

export interface ReportSource {
  title: string;
  columns: RowColumn[];
  where(ctx: RequestContext, q: SourceQuery): SQL | undefined;
  count(ctx: RequestContext, where: SQL | undefined): Promise<number>;
  /** Rows in id order: after `afterId` (an export's batches) or from `offset` (a screen's page). */
  rows(
    ctx: RequestContext,
    where: SQL | undefined,
    q: SourceQuery,
    page: Page,
  ): Promise<{ id: number; row: Record<string, Cell> }[]>;
  totals?(ctx: RequestContext, where: SQL | undefined): Promise<Total[]>;
}

const col = (key: string, label: string, kind: RowColumn['kind'] = 'text'): RowColumn => ({ key, label, kind });
const fullName = (first: SQL | Parameters<typeof eq>[0], last: Parameters<typeof eq>[0]) =>
  sql<string>`trim(${first} || ' ' || ${last})`;
const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const int = (q: SQL) => sql<number>`(${q})::int`;
/** The sum of a money column or expression over the report's rows, 0 when there are none. */
const sumOf = (x: SQL | PgColumn) => sql<string>`coalesce(sum(${x}), 0)`;

/** A page of a report's rows in id order: after `afterId` (an export's batches) or from `offset` (a screen). */
function inIdOrder<T extends PgSelect>(query: T, id: PgColumn, where: SQL | undefined, page: Page) {
  return query
    .where(and(where, page.afterId !== undefined ? gt(id, page.afterId) : undefined))
    .orderBy(asc(id))
    .limit(page.limit)
    .offset(page.offset ?? 0);
}

/** Query rows as a report's rows: the id apart, the rest shown. */
const asReportRows = <R extends { id: number }>(rows: R[]) => rows.map(({ id, ...row }) => ({ id, row }));

/** The rows of an owner's view the condition keeps, counted (a report whose rows are that view's own rows). */
const countOf =
  (view: View) =>
  async (ctx: RequestContext, where: SQL | undefined): Promise<number> => {
    const [r] = await fromView(ctx.db, view, { n: count() }, { joined: false }).where(where);
    return r.n;
  };

/** A report over an owner's dated rows: its fence on their centre, the period on their day, the status asked for. */
const inPeriod =
  (view: View, day: PgColumn, status: PgColumn) =>
  (ctx: RequestContext, q: SourceQuery): SQL | undefined =>
    and(
      viewFence(ctx, view, q.franchisee),
      gte(day, q.from),
      lte(day, q.to),
      q.status ? eq(status, q.status) : undefined,
    );

// ---- student progress --------------------------------------------------------------------------------

const studentProgress: ReportSource = {
  title: 'Student progress',
  columns: [
    col('admissionNumber', 'Admission number'),
    col('student', 'Student'),
    col('centre', 'Centre'),
    col('className', 'Class'),
    col('daysMarked', 'Days marked', 'count'),
    col('daysPresent', ATTENDANCE_PRESENT.label, 'count'),
    col('workingDays', ATTENDANCE_WORKING_DAYS.label, 'count'),
    col('attendance', ATTENDANCE_PERCENT.label, 'percent'),
    col('gradesEntered', 'Grades entered', 'count'),
    col('commonGrade', 'Most given grade'),
    col('homeworkSet', 'Homework set', 'count'),
    col('homeworkSubmitted', 'Homework submitted', 'count'),
    col('homeworkDone', 'Homework done', 'percent'),
  ],
  where: (ctx, q) =>
    and(
      franchiseeFence(ctx, studentAdmissions.franchiseeId, q.franchisee),
      // The children on roll, as the attendance figures count a class and a centre.
      eq(studentAdmissions.status, 'Active'),
      q.classId ? eq(studentAdmissions.classId, q.classId) : undefined,
      q.search
        ? or(
            ilike(fullName(students.firstName, students.lastName), like(q.search)),
            ilike(students.admissionNumber, like(q.search)),
          )
        : undefined,
    ),
  async count(ctx, where) {
    const [r] = await ctx.db
      .select({ n: count() })
      .from(studentAdmissions)
      .innerJoin(students, eq(students.id, studentAdmissions.studentId))
      .where(where);
    return r.n;
  },
  async rows(ctx, where, q, page) {
    const marked = marksCountSql(studentAdmissions.id, q.from, q.to);
    // Grades and homework are the academics module's own counts of the child's rows.
    const grades = gradesOfChildSql(studentAdmissions.id);
    const homework = homeworkOfChildSql(
      {
        admissionId: studentAdmissions.id,
        franchiseeId: studentAdmissions.franchiseeId,
        classId: studentAdmissions.classId,
      },
      q.from,
      q.to,
    );
    const rows = await inIdOrder(
      ctx.db
        .select({
          id: studentAdmissions.id,
          franchiseeId: studentAdmissions.franchiseeId,
          admissionNumber: students.admissionNumber,
          student: fullName(students.firstName, students.lastName),
          centre: franchisees.companyName,
          className: classes.name,
          daysMarked: marked,
          gradesEntered: grades.entered,
          commonGrade: grades.common,
          homeworkSet: homework.set,
          homeworkSubmitted: homework.submitted,
        })
        .from(studentAdmissions)
        .innerJoin(students, eq(students.id, studentAdmissions.studentId))
        .innerJoin(classes, eq(classes.id, studentAdmissions.classId))
        .innerJoin(franchisees, eq(franchisees.id, studentAdmissions.franchiseeId))
        .$dynamic(),
      studentAdmissions.id,
      where,
      page,
    );
    // Attendance is the attendance service's own count: present on the centre's working days over those days.
    const attendance = await attendanceOfChildren(
      ctx,
      rows.map((r) => ({ studentAdmissionId: r.id, franchiseeId: r.franchiseeId })),
      q.from,
      q.to,
    );
    return rows.map(({ id, franchiseeId: _centre, ...r }) => {
      const a = attendance.get(id)!;
      return {
        id,
        row: {
          ...r,
          daysPresent: a.present,
          workingDays: a.workingDays,
          attendance: a.percent,
          homeworkDone: percent(r.homeworkSubmitted, r.homeworkSet),
        },
      };
    });
  },
};

// ---- teacher progress --------------------------------------------------------------------------------

const staff = staffReads.c;

const teachersWhere = (ctx: RequestContext, q: SourceQuery) =>
  and(
    viewFence(ctx, staffReads, q.franchisee),
    eq(staff.staffCategory, 'TEACHER'),
    q.search ? ilike(staff.name, like(q.search)) : undefined,
  );

const teacherProgress: ReportSource = {
  title: 'Teacher progress',
  columns: [
    col('teacher', 'Teacher'),
    col('centre', 'Centre'),
    col('designation', 'Designation'),
    col('modulesRequired', 'Training modules', 'count'),
    col('modulesCompleted', 'Completed', 'count'),
    col('training', 'Training completion', 'percent'),
    col('daysMarked', 'Days marked', 'count'),
    col('daysPresent', 'Days present', 'count'),
    col('attendance', 'Attendance', 'percent'),
    col('classes', 'Classes taught', 'count'),
    col('homeworkSet', 'Homework set', 'count'),
  ],
  where: teachersWhere,
  count: countOf(staffReads),
  async rows(ctx, where, q, page) {
    // Each figure is its owner's count: training modules (training), attendance (staff), homework (academics).
    const modules = teacherModuleCountsSql(staff.id);
    const attendance = staffAttendanceCountsSql(staff.id, q.from, q.to);
    const homework = homeworkSetBySql({ userId: staff.userId, franchiseeId: staff.franchiseeId }, q.from, q.to);
    const rows = await inIdOrder(
      fromView(ctx.db, staffReads, {
        id: staff.id,
        teacher: staff.name,
        centre: franchisees.companyName,
        designation: staff.designation,
        modulesRequired: modules.required,
        modulesCompleted: modules.completed,
        daysMarked: attendance.marked,
        daysPresent: attendance.present,
        classes: homework.classes,
        homeworkSet: homework.set,
      }).innerJoin(franchisees, eq(franchisees.id, staff.franchiseeId)),
      staff.id,
      where,
      page,
    );
    return rows.map(({ id, ...r }) => ({
      id,
      row: {
        ...r,
        training: percent(r.modulesCompleted, r.modulesRequired),
        attendance: percent(r.daysPresent, r.daysMarked),
      },
    }));
  },
};

// ---- schedules: AMS audit visits and trainings ---------------------------------------------------------

/** The columns of the AMS visit schedule's view. */
const visit = Object.fromEntries(
  Object.entries(visitListView.columns).map(([name, { column }]) => [name, column as PgColumn]),
) as Record<'id' | 'visitDate' | 'centre' | 'manager' | 'auditType' | 'status' | 'remark', PgColumn>;

const auditSchedules: ReportSource = {
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
const trainingSchedules: ReportSource = {
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

// ---- orders and royalty ----------------------------------------------------------------------------------

const order = kitOrderReads.c;

const orderSource: ReportSource = {
  title: 'Order report',
  columns: [
    col('orderNo', 'Order'),
    col('placedOn', 'Placed on', 'date'),
    col('centre', 'Centre'),
    col('kitType', 'Kit', 'status'),
    col('status', 'Status', 'status'),
    col('paymentStatus', 'Payment', 'status'),
    col('subtotalPaise', 'Subtotal', 'paise'),
    col('taxPaise', 'Tax', 'paise'),
    col('totalPaise', 'Total', 'paise'),
  ],
  where: (ctx, q) =>
    and(
      viewFence(ctx, kitOrderReads, q.franchisee),
      sql`${order.placedOn} between ${q.from}::date and ${q.to}::date`,
      q.status ? eq(order.status, q.status) : undefined,
      q.kitType ? eq(order.kitType, q.kitType) : undefined,
    ),
  count: countOf(kitOrderReads),
  async rows(ctx, where, _q, page) {
    const rows = await inIdOrder(
      fromView(ctx.db, kitOrderReads, {
        id: order.id,
        orderNo: order.orderNo,
        placedOn: sql<string>`${order.placedOn}::text`,
        centre: franchisees.companyName,
        kitType: order.kitType,
        status: order.status,
        paymentStatus: order.paymentStatus,
        subtotalPaise: order.subtotalPaise,
        taxPaise: sql<number>`${order.taxPaise}::float8`,
        totalPaise: order.totalPaise,
      }).innerJoin(franchisees, eq(franchisees.id, order.franchiseeId)),
      order.id,
      where,
      page,
    );
    return asReportRows(rows);
  },
  async totals(ctx, where) {
    const [r] = await fromView(ctx.db, kitOrderReads, {
      orders: count(),
      subtotal: sumOf(order.subtotalPaise),
      tax: sumOf(order.taxPaise),
      total: sumOf(order.totalPaise),
    }).where(where);
    return [
      { key: 'orders', label: 'Orders', kind: 'count', value: r.orders },
      { key: 'subtotalPaise', label: 'Subtotal', kind: 'paise', value: Number(r.subtotal) },
      { key: 'taxPaise', label: 'Tax', kind: 'paise', value: Number(r.tax) },
      { key: 'totalPaise', label: 'Total', kind: 'paise', value: Number(r.total) },
    ];
  },
};

const invoice = royaltyInvoiceReads.c;

const royaltySource: ReportSource = {
  title: 'Royalty report',
  columns: [
    col('invoiceNo', 'Invoice'),
    col('invoiceDate', 'Invoice date', 'date'),
    col('month', 'Month'),
    col('centre', 'Centre'),
    col('model', 'Model', 'status'),
    col('collectedPaise', ROYALTY_BASE.label, 'paise'),
    col('royaltyPaise', 'Royalty', 'paise'),
    col('taxPaise', 'Tax', 'paise'),
    col('totalPaise', 'Total', 'paise'),
    col('status', 'Status', 'status'),
  ],
  where: inPeriod(royaltyInvoiceReads, invoice.invoiceDate, invoice.status),
  count: countOf(royaltyInvoiceReads),
  async rows(ctx, where, _q, page) {
    const rows = await inIdOrder(
      fromView(ctx.db, royaltyInvoiceReads, {
        id: invoice.id,
        invoiceNo: invoice.invoiceNo,
        invoiceDate: invoice.invoiceDate,
        month: invoice.month,
        centre: franchisees.companyName,
        model: invoice.model,
        collectedPaise: invoice.collectedPaise,
        royaltyPaise: invoice.royaltyPaise,
        taxPaise: sql<number>`${invoice.taxPaise}::float8`,
        totalPaise: invoice.totalPaise,
        status: invoice.status,
      }).innerJoin(franchisees, eq(franchisees.id, invoice.franchiseeId)),
      invoice.id,
      where,
      page,
    );
    return asReportRows(rows);
  },
  async totals(ctx, where) {
    const [r] = await fromView(ctx.db, royaltyInvoiceReads, {
      invoices: count(),
      collected: sumOf(invoice.collectedPaise),
      royalty: sumOf(invoice.royaltyPaise),
      tax: sumOf(invoice.taxPaise),
      total: sumOf(invoice.totalPaise),
    }).where(where);
    return [
      { key: 'invoices', label: 'Invoices', kind: 'count', value: r.invoices },
      { key: 'collectedPaise', label: ROYALTY_BASE.label, kind: 'paise', value: Number(r.collected) },
      { key: 'royaltyPaise', label: 'Royalty', kind: 'paise', value: Number(r.royalty) },
      { key: 'taxPaise', label: 'Tax', kind: 'paise', value: Number(r.tax) },
      { key: 'totalPaise', label: 'Total', kind: 'paise', value: Number(r.total) },
    ];
  },
};

/** The paged sources by export key (the older exports keep their own batch readers in exports.ts). */
export const PAGED_SOURCES = {
  'student-progress': studentProgress,
  'teacher-progress': teacherProgress,
  'audit-schedules': auditSchedules,
  'training-schedules': trainingSchedules,
  orders: orderSource,
  royalty: royaltySource,
} as const satisfies Partial<Record<ReportKey, ReportSource>>;
export type PagedKey = keyof typeof PAGED_SOURCES;
export const isPaged = (key: ReportKey): key is PagedKey => key in PAGED_SOURCES;
