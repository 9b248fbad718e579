/**
 * The paged reports, each declared once as a source: its columns, its conditions (the franchisee fence
 * first), a page of rows in id order, the count and the totals. The report screens read pages of it and
 * the export job streams the same rows batch by batch.
 */
import { and, asc, count, eq, gt, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { franchiseeFence, type RequestContext } from '@portal/kit';
import { gradeEntries, homework, homeworkSubmissions } from '@portal/mod-academics/server';
import { amsManagers, amsVisits } from '@portal/mod-ams/server';
import { kitOrders } from '@portal/mod-orders/server';
import { royaltyInvoices } from '@portal/mod-ledger/server';
import { ROYALTY_BASE } from '@portal/mod-ledger/shared';
import { classes, franchisees } from '@portal/mod-org/server';
import { staff, staffAttendance } from '@portal/mod-staff/server';
import { attendanceOfChildren, marksCountSql, studentAdmissions, students } from '@portal/mod-students/server';
import { ATTENDANCE_PERCENT, ATTENDANCE_PRESENT, ATTENDANCE_WORKING_DAYS } from '@portal/mod-students/shared';
import {
  moduleCompletions,
  teacherEnrollments,
  teacherModules,
  trainingEnrollments,
  trainings,
} from '@portal/mod-training/server';
import type { ReportKey } from '../shared/constants.ts';
import type { RowColumn } from '../shared/contracts.ts';
import { percent } from './widgets.ts';

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
/** GST of a row: its central, state and integrated parts. */
const gstOf = (t: { cgstPaise: PgColumn; sgstPaise: PgColumn; igstPaise: PgColumn }) =>
  sql`(${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise})`;

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

/** The rows of one table the condition keeps, counted (a report whose rows are that table's). */
const countOf =
  (table: PgTable) =>
  async (ctx: RequestContext, where: SQL | undefined): Promise<number> => {
    const [r] = await ctx.db.select({ n: count() }).from(table).where(where);
    return r.n;
  };

/** A report over dated rows: the fence on their centre, the period on their day, the status asked for. */
const inPeriod =
  (centre: PgColumn, day: PgColumn, status: PgColumn) =>
  (ctx: RequestContext, q: SourceQuery): SQL | undefined =>
    and(
      franchiseeFence(ctx, centre, q.franchisee),
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
    const period = (column: SQL | Parameters<typeof eq>[0]) => sql`${column} between ${q.from}::date and ${q.to}::date`;
    const marked = marksCountSql(studentAdmissions.id, q.from, q.to);
    const graded = sql`from ${gradeEntries}
      where ${gradeEntries.studentAdmissionId} = ${studentAdmissions.id} and ${gradeEntries.grade} is not null`;
    const grades = int(sql`select count(*) ${graded}`);
    const common = sql<string | null>`(select ${gradeEntries.grade} ${graded}
      group by ${gradeEntries.grade} order by count(*) desc, ${gradeEntries.grade} limit 1)`;
    const set = int(
      sql`select count(*) from ${homework}
        where ${homework.franchiseeId} = ${studentAdmissions.franchiseeId}
          and ${homework.classId} = ${studentAdmissions.classId} and ${period(homework.dueDate)}`,
    );
    const submitted = int(
      sql`select count(*) from ${homeworkSubmissions}
        inner join ${homework} on ${homework.id} = ${homeworkSubmissions.homeworkId}
        where ${homeworkSubmissions.studentAdmissionId} = ${studentAdmissions.id} and ${period(homework.dueDate)}`,
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
          gradesEntered: grades,
          commonGrade: common,
          homeworkSet: set,
          homeworkSubmitted: submitted,
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

const teachersWhere = (ctx: RequestContext, q: SourceQuery) =>
  and(
    franchiseeFence(ctx, staff.franchiseeId, q.franchisee),
    eq(staff.staffCategory, 'TEACHER'),
    q.search ? ilike(fullName(staff.firstName, staff.lastName), like(q.search)) : undefined,
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
  count: countOf(staff),
  async rows(ctx, where, q, page) {
    const approvedModules = sql`from ${teacherEnrollments}
      inner join ${teacherModules}
        on ${teacherModules.topicId} = ${teacherEnrollments.topicId} and ${teacherModules.isActive}
      where ${teacherEnrollments.staffId} = ${staff.id} and ${teacherEnrollments.status} = 'APPROVED'`;
    const required = int(sql`select count(*) ${approvedModules}`);
    const completed = int(
      sql`select count(*) ${approvedModules} and exists (select 1 from ${moduleCompletions}
        where ${moduleCompletions.moduleId} = ${teacherModules.id} and ${moduleCompletions.staffId} = ${staff.id})`,
    );
    const marks = sql`from ${staffAttendance} where ${staffAttendance.staffId} = ${staff.id}
      and ${staffAttendance.attendanceDate} between ${q.from}::date and ${q.to}::date`;
    const marked = int(sql`select count(*) ${marks}`);
    const present = int(sql`select count(*) ${marks} and ${staffAttendance.attendanceStatus} = 'PRESENT'`);
    const set = sql`from ${homework}
      where ${homework.setBy} = ${staff.userId} and ${homework.franchiseeId} = ${staff.franchiseeId}
        and ${homework.setDate} between ${q.from}::date and ${q.to}::date`;
    const rows = await inIdOrder(
      ctx.db
        .select({
          id: staff.id,
          teacher: fullName(staff.firstName, staff.lastName),
          centre: franchisees.companyName,
          designation: staff.designation,
          modulesRequired: required,
          modulesCompleted: completed,
          daysMarked: marked,
          daysPresent: present,
          classes: int(sql`select count(distinct ${homework.classId}) ${set}`),
          homeworkSet: int(sql`select count(*) ${set}`),
        })
        .from(staff)
        .innerJoin(franchisees, eq(franchisees.id, staff.franchiseeId))
        .$dynamic(),
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
  where: inPeriod(amsVisits.franchiseeId, amsVisits.visitDate, amsVisits.status),
  count: countOf(amsVisits),
  async rows(ctx, where, _q, page) {
    const rows = await inIdOrder(
      ctx.db
        .select({
          id: amsVisits.id,
          visitDate: amsVisits.visitDate,
          centre: franchisees.companyName,
          manager: amsManagers.name,
          auditType: amsVisits.auditType,
          status: amsVisits.status,
          remark: amsVisits.remark,
        })
        .from(amsVisits)
        .innerJoin(franchisees, eq(franchisees.id, amsVisits.franchiseeId))
        .innerJoin(amsManagers, eq(amsManagers.id, amsVisits.managerId))
        .$dynamic(),
      amsVisits.id,
      where,
      page,
    );
    return asReportRows(rows);
  },
  async totals(ctx, where) {
    const [r] = await ctx.db
      .select({
        approved: int(sql`count(*) filter (where ${amsVisits.status} = 'APPROVED')`),
        pending: int(sql`count(*) filter (where ${amsVisits.status} = 'PENDING')`),
      })
      .from(amsVisits)
      .where(where);
    return [
      { key: 'approved', label: 'Approved visits', kind: 'count', value: r.approved },
      { key: 'pending', label: 'Pending visits', kind: 'count', value: r.pending },
    ];
  },
};

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
      franchiseeFence(ctx, trainingEnrollments.franchiseeId, q.franchisee),
      lte(trainings.fromDate, q.to),
      gte(trainings.toDate, q.from),
      q.status ? eq(trainings.status, q.status) : undefined,
    ),
  async count(ctx, where) {
    const [r] = await ctx.db
      .select({
        n: sql<number>`count(distinct (${trainingEnrollments.trainingId}, ${trainingEnrollments.franchiseeId}))::int`,
      })
      .from(trainingEnrollments)
      .innerJoin(trainings, eq(trainings.id, trainingEnrollments.trainingId))
      .where(where);
    return r.n;
  },
  async rows(ctx, where, _q, page) {
    // The key of a (training, centre) row, so batches can follow each other in order.
    const key = sql<number>`(${trainingEnrollments.trainingId}::bigint * 1000000
      + ${trainingEnrollments.franchiseeId})::float8`;
    const rows = await ctx.db
      .select({
        id: key,
        fromDate: trainings.fromDate,
        toDate: trainings.toDate,
        time: sql<string>`${trainings.fromTime} || ' to ' || ${trainings.toTime}`,
        title: trainings.title,
        mode: trainings.mode,
        centre: franchisees.companyName,
        invited: count(),
        accepted: int(sql`count(*) filter (where ${trainingEnrollments.response} = 'ACCEPTED')`),
        present: int(sql`count(*) filter (where ${trainingEnrollments.attendance} = 'PRESENT')`),
        status: trainings.status,
      })
      .from(trainingEnrollments)
      .innerJoin(trainings, eq(trainings.id, trainingEnrollments.trainingId))
      .innerJoin(franchisees, eq(franchisees.id, trainingEnrollments.franchiseeId))
      .where(and(where, page.afterId !== undefined ? sql`${key} > ${page.afterId}` : undefined))
      .groupBy(trainingEnrollments.trainingId, trainingEnrollments.franchiseeId, trainings.id, franchisees.companyName)
      .orderBy(asc(trainingEnrollments.trainingId), asc(trainingEnrollments.franchiseeId))
      .limit(page.limit)
      .offset(page.offset ?? 0);
    return asReportRows(rows);
  },
};

// ---- orders and royalty ----------------------------------------------------------------------------------

const placedOn = sql`(${kitOrders.createdAt} at time zone 'Asia/Kolkata')::date`;

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
      franchiseeFence(ctx, kitOrders.franchiseeId, q.franchisee),
      sql`${placedOn} between ${q.from}::date and ${q.to}::date`,
      q.status ? eq(kitOrders.status, q.status) : undefined,
      q.kitType ? eq(kitOrders.kitType, q.kitType) : undefined,
    ),
  count: countOf(kitOrders),
  async rows(ctx, where, _q, page) {
    const rows = await inIdOrder(
      ctx.db
        .select({
          id: kitOrders.id,
          orderNo: kitOrders.orderNo,
          placedOn: sql<string>`${placedOn}::text`,
          centre: franchisees.companyName,
          kitType: kitOrders.kitType,
          status: kitOrders.status,
          paymentStatus: kitOrders.paymentStatus,
          subtotalPaise: kitOrders.subtotalPaise,
          taxPaise: sql<number>`${gstOf(kitOrders)}::float8`,
          totalPaise: kitOrders.totalPaise,
        })
        .from(kitOrders)
        .innerJoin(franchisees, eq(franchisees.id, kitOrders.franchiseeId))
        .$dynamic(),
      kitOrders.id,
      where,
      page,
    );
    return asReportRows(rows);
  },
  async totals(ctx, where) {
    const [r] = await ctx.db
      .select({
        orders: count(),
        subtotal: sumOf(kitOrders.subtotalPaise),
        tax: sumOf(gstOf(kitOrders)),
        total: sumOf(kitOrders.totalPaise),
      })
      .from(kitOrders)
      .where(where);
    return [
      { key: 'orders', label: 'Orders', kind: 'count', value: r.orders },
      { key: 'subtotalPaise', label: 'Subtotal', kind: 'paise', value: Number(r.subtotal) },
      { key: 'taxPaise', label: 'Tax', kind: 'paise', value: Number(r.tax) },
      { key: 'totalPaise', label: 'Total', kind: 'paise', value: Number(r.total) },
    ];
  },
};

const royaltyTax = gstOf(royaltyInvoices);

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
  where: inPeriod(royaltyInvoices.franchiseeId, royaltyInvoices.invoiceDate, royaltyInvoices.status),
  count: countOf(royaltyInvoices),
  async rows(ctx, where, _q, page) {
    const rows = await inIdOrder(
      ctx.db
        .select({
          id: royaltyInvoices.id,
          invoiceNo: royaltyInvoices.invoiceNo,
          invoiceDate: royaltyInvoices.invoiceDate,
          month: royaltyInvoices.month,
          centre: franchisees.companyName,
          model: royaltyInvoices.model,
          collectedPaise: royaltyInvoices.collectedPaise,
          royaltyPaise: royaltyInvoices.royaltyPaise,
          taxPaise: sql<number>`${royaltyTax}::float8`,
          totalPaise: royaltyInvoices.totalPaise,
          status: royaltyInvoices.status,
        })
        .from(royaltyInvoices)
        .innerJoin(franchisees, eq(franchisees.id, royaltyInvoices.franchiseeId))
        .$dynamic(),
      royaltyInvoices.id,
      where,
      page,
    );
    return asReportRows(rows);
  },
  async totals(ctx, where) {
    const [r] = await ctx.db
      .select({
        invoices: count(),
        collected: sumOf(royaltyInvoices.collectedPaise),
        royalty: sumOf(royaltyInvoices.royaltyPaise),
        tax: sumOf(royaltyTax),
        total: sumOf(royaltyInvoices.totalPaise),
      })
      .from(royaltyInvoices)
      .where(where);
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
