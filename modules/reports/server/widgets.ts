import { and, count, desc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import { financialYear } from '@portal/core';
import { franchiseeFence, recordCondition, type RequestContext } from '@portal/kit';
import { dueFollowUpCount, dueFollowUps, enquiries, visitCount, visits } from '@portal/mod-enquiry/server';
import {
  collectedCondition,
  collectedPayments,
  collectedTotal,
  overdueInstallments,
  overdueTotal,
  type CollectedQuery,
} from '@portal/mod-finance/server';
import { royaltyInvoices } from '@portal/mod-ledger/server';
import { kitOrders } from '@portal/mod-orders/server';
import { classes, franchisees } from '@portal/mod-org/server';
import { healthRemarkResource, healthRemarks, immunisationDueCondition } from '@portal/mod-academics/server';
import { staff, staffLeaveResource, staffLeaves } from '@portal/mod-staff/server';
import { markedChildren, marksOfDay, studentAdmissions, students } from '@portal/mod-students/server';
import { moduleCompletions, teacherEnrollments, teacherModules } from '@portal/mod-training/server';
import type { WidgetKey } from '../shared/constants.ts';
import type { RowColumn } from '../shared/contracts.ts';

/** The selectors a figure is read with, settled from the request (server/dashboard.service.ts). */
export interface Filters {
  franchiseeId?: number;
  yearId: number | null;
  /** The day the figure is for (YYYY-MM-DD, India). */
  date: string;
  monthStart: string;
  nextMonth: string;
}

export type Cell = string | number | null;
export interface Point {
  key: string;
  label: string;
  value: number;
}
export interface Figure {
  value: number | null;
  series: Point[];
}
export interface Rows {
  columns: RowColumn[];
  rows: Record<string, Cell>[];
}

export interface WidgetQuery {
  figure(ctx: RequestContext, f: Filters): Promise<Figure>;
  rows(ctx: RequestContext, f: Filters, series?: string): Promise<Rows>;
}

/** The list behind a figure shows at most this many rows (the report centre exports the rest). */
export const ROW_LIMIT = 500;

const col = (key: string, label: string, kind: RowColumn['kind'] = 'text'): RowColumn => ({ key, label, kind });
const num = (v: unknown) => Number(v ?? 0);
/** Percentage with one decimal; null when there is nothing to divide by. */
export const percent = (part: number, whole: number) => (whole === 0 ? null : Math.round((part * 1000) / whole) / 10);
const year = (column: SQL | Parameters<typeof eq>[0], f: Filters) => (f.yearId ? eq(column, f.yearId) : undefined);
/** A timestamp's day in India, for date ranges and per-day figures. */
export const indiaDay = (column: Parameters<typeof eq>[0]) => sql`(${column} at time zone 'Asia/Kolkata')::date`;

// ---- follow-ups and visits -------------------------------------------------------------------------

/**
 * Follow-ups due: the enquiry module's own figure and rows (open leads whose next call falls today or
 * before), the very set the enquiry alert counts and the follow-up screen's 'due' list shows.
 */
const dueToday = (f: Filters) => ({
  franchiseeID: f.franchiseeId,
  academicYearID: f.yearId ?? undefined,
  date: f.date,
});
/** The columns of a list of leads to call, with the day the call falls on. */
const leadColumns = (day: string, dayLabel: string) => [
  col('enquiryCode', 'Enquiry'),
  col('childName', 'Child'),
  col('parentName', 'Parent'),
  col('mobile', 'Mobile'),
  col('stage', 'Stage', 'status'),
  col(day, dayLabel, 'date'),
  col('remarks', 'Remarks'),
];

const followUpsDue: WidgetQuery = {
  async figure(ctx, f) {
    return { value: await dueFollowUpCount(ctx, dueToday(f)), series: [] };
  },
  async rows(ctx, f) {
    return {
      columns: leadColumns('nextFollowUpDate', 'Next call'),
      rows: await dueFollowUps(ctx, dueToday(f), ROW_LIMIT),
    };
  },
};

/** Visits planned for the day: the enquiry module's figure and rows. */
const visitsToday: WidgetQuery = {
  async figure(ctx, f) {
    return { value: await visitCount(ctx, dueToday(f)), series: [] };
  },
  async rows(ctx, f) {
    return {
      columns: leadColumns('followUpDate', 'Follow-up date'),
      rows: await visits(ctx, dueToday(f), ROW_LIMIT),
    };
  },
};

// ---- admissions ------------------------------------------------------------------------------------

const admissionsWhere = (ctx: RequestContext, f: Filters) =>
  and(
    franchiseeFence(ctx, studentAdmissions.franchiseeId, f.franchiseeId),
    gte(studentAdmissions.admissionDate, f.monthStart),
    lt(studentAdmissions.admissionDate, f.nextMonth),
    year(studentAdmissions.academicYearId, f),
  );

const admissionsMonth: WidgetQuery = {
  async figure(ctx, f) {
    const [r] = await ctx.db.select({ n: count() }).from(studentAdmissions).where(admissionsWhere(ctx, f));
    return { value: r.n, series: [] };
  },
  async rows(ctx, f) {
    const rows = await ctx.db
      .select({
        admissionNumber: students.admissionNumber,
        student: sql<string>`trim(${students.firstName} || ' ' || ${students.lastName})`,
        className: classes.name,
        admissionDate: studentAdmissions.admissionDate,
        status: studentAdmissions.status,
      })
      .from(studentAdmissions)
      .innerJoin(students, eq(students.id, studentAdmissions.studentId))
      .innerJoin(classes, eq(classes.id, studentAdmissions.classId))
      .where(admissionsWhere(ctx, f))
      .orderBy(studentAdmissions.admissionDate, studentAdmissions.id)
      .limit(ROW_LIMIT);
    return {
      columns: [
        col('admissionNumber', 'Admission number'),
        col('student', 'Student'),
        col('className', 'Class'),
        col('admissionDate', 'Admission date', 'date'),
        col('status', 'Status', 'status'),
      ],
      rows,
    };
  },
};

// ---- fees --------------------------------------------------------------------------------------------

/** Payments that reached the centre: confirmed at the desk or online, or already transferred on. */
/** The day before a YYYY-MM-DD day. */
const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** The month's collections, as the money service counts them. */
const monthCollected = (f: Filters): CollectedQuery => ({
  franchiseeIds: f.franchiseeId,
  from: f.monthStart,
  to: dayBefore(f.nextMonth),
});

const feesCollected: WidgetQuery = {
  async figure(ctx, f) {
    return { value: await collectedTotal(ctx, monthCollected(f)), series: [] };
  },
  async rows(ctx, f) {
    const rows = await collectedPayments(ctx, collectedCondition(ctx, monthCollected(f)), { limit: ROW_LIMIT });
    return {
      columns: [
        col('receiptNo', 'Receipt'),
        col('payerName', 'Paid by'),
        col('feeHeadName', 'For'),
        col('mode', 'Mode', 'status'),
        col('amountPaise', 'Amount', 'paise'),
        col('confirmedOn', 'Confirmed on', 'date'),
      ],
      rows: rows.map(({ receiptNo, payerName, feeHeadName, mode, amountPaise, confirmedOn }) => ({
        ...{ receiptNo, payerName, feeHeadName, mode, amountPaise, confirmedOn },
      })),
    };
  },
};

const feesOverdue: WidgetQuery = {
  async figure(ctx, f) {
    return { value: await overdueTotal(ctx, { franchiseeIds: f.franchiseeId, before: f.date }), series: [] };
  },
  async rows(ctx, f) {
    const rows = await overdueInstallments(ctx, { franchiseeIds: f.franchiseeId, before: f.date }, ROW_LIMIT);
    return {
      columns: [
        col('student', 'Student'),
        col('instalment', 'Instalment'),
        col('dueDate', 'Due date', 'date'),
        col('outstandingPaise', 'Outstanding', 'paise'),
      ],
      rows: rows.map((r) => ({
        student: r.student,
        instalment: r.label,
        dueDate: r.dueDate,
        outstandingPaise: r.outstandingPaise,
      })),
    };
  },
};

// ---- kit orders --------------------------------------------------------------------------------------

const ordersWhere = (ctx: RequestContext, f: Filters, status?: string) =>
  and(
    franchiseeFence(ctx, kitOrders.franchiseeId, f.franchiseeId),
    year(kitOrders.academicYearId, f),
    status ? eq(kitOrders.status, status) : undefined,
  );

async function orderRows(ctx: RequestContext, f: Filters, status?: string): Promise<Rows> {
  const rows = await ctx.db
    .select({
      orderNo: kitOrders.orderNo,
      centre: franchisees.companyName,
      kitType: kitOrders.kitType,
      status: kitOrders.status,
      courier: kitOrders.courier,
      totalPaise: kitOrders.totalPaise,
    })
    .from(kitOrders)
    .innerJoin(franchisees, eq(franchisees.id, kitOrders.franchiseeId))
    .where(ordersWhere(ctx, f, status))
    .orderBy(desc(kitOrders.id))
    .limit(ROW_LIMIT);
  return {
    columns: [
      col('orderNo', 'Order'),
      col('centre', 'Centre'),
      col('kitType', 'Kit', 'status'),
      col('status', 'Status', 'status'),
      col('courier', 'Courier'),
      col('totalPaise', 'Total', 'paise'),
    ],
    rows,
  };
}

const ordersInTransit: WidgetQuery = {
  async figure(ctx, f) {
    const [r] = await ctx.db
      .select({ n: count() })
      .from(kitOrders)
      .where(ordersWhere(ctx, f, 'SHIPPED'));
    return { value: r.n, series: [] };
  },
  rows: (ctx, f) => orderRows(ctx, f, 'SHIPPED'),
};

const kitOrdersByStatus: WidgetQuery = {
  async figure(ctx, f) {
    const rows = await ctx.db
      .select({ status: kitOrders.status, n: count() })
      .from(kitOrders)
      .where(ordersWhere(ctx, f))
      .groupBy(kitOrders.status)
      .orderBy(kitOrders.status);
    return {
      value: rows.reduce((s, r) => s + r.n, 0),
      series: rows.map((r) => ({ key: r.status, label: r.status, value: r.n })),
    };
  },
  rows: (ctx, f, series) => orderRows(ctx, f, series),
};

// ---- staff on leave ----------------------------------------------------------------------------------

const leaveWhere = (ctx: RequestContext, f: Filters) =>
  and(
    franchiseeFence(ctx, staffLeaves.franchiseeId, f.franchiseeId),
    recordCondition(ctx, staffLeaveResource),
    eq(staffLeaves.status, 'APPROVED'),
    lte(staffLeaves.fromDate, f.date),
    gte(staffLeaves.toDate, f.date),
  );

const staffOnLeave: WidgetQuery = {
  async figure(ctx, f) {
    const [r] = await ctx.db
      .select({ n: sql<number>`count(distinct ${staffLeaves.staffId})::int` })
      .from(staffLeaves)
      .where(leaveWhere(ctx, f));
    return { value: r.n, series: [] };
  },
  async rows(ctx, f) {
    const rows = await ctx.db
      .select({
        name: sql<string>`trim(${staff.firstName} || ' ' || ${staff.lastName})`,
        leaveType: staffLeaves.leaveType,
        fromDate: staffLeaves.fromDate,
        toDate: staffLeaves.toDate,
      })
      .from(staffLeaves)
      .innerJoin(staff, eq(staff.id, staffLeaves.staffId))
      .where(leaveWhere(ctx, f))
      .orderBy(staffLeaves.fromDate, staffLeaves.id)
      .limit(ROW_LIMIT);
    return {
      columns: [
        col('name', 'Staff member'),
        col('leaveType', 'Leave type'),
        col('fromDate', 'From', 'date'),
        col('toDate', 'To', 'date'),
      ],
      rows,
    };
  },
};

// ---- attendance today ----------------------------------------------------------------------------------

const ATTENDANCE_MARKS = ['Present', 'Absent', 'Leave'];

const attendanceToday: WidgetQuery = {
  async figure(ctx, f) {
    const rows = await marksOfDay(ctx, { franchiseeId: f.franchiseeId, date: f.date });
    const of = (s: string) => rows.find((r) => r.status === s)?.n ?? 0;
    const marked = rows.reduce((s, r) => s + r.n, 0);
    return {
      value: percent(of('Present'), marked),
      series: ATTENDANCE_MARKS.map((s) => ({ key: s, label: s, value: of(s) })),
    };
  },
  async rows(ctx, f, series) {
    const rows = await markedChildren(ctx, { franchiseeId: f.franchiseeId, date: f.date, status: series }, ROW_LIMIT);
    return {
      columns: [
        col('student', 'Student'),
        col('className', 'Class'),
        col('status', 'Mark', 'status'),
        col('remarks', 'Remarks'),
      ],
      rows,
    };
  },
};

// ---- enquiries -------------------------------------------------------------------------------------------

export const CONVERTED_STAGE = 'Admission Confirmed';

const enquiryWhere = (ctx: RequestContext, f: Filters, extra?: SQL) =>
  and(franchiseeFence(ctx, enquiries.franchiseeId, f.franchiseeId), year(enquiries.academicYearId, f), extra);

async function enquiryRows(ctx: RequestContext, f: Filters, extra?: SQL): Promise<Rows> {
  const rows = await ctx.db
    .select({
      enquiryCode: enquiries.enquiryCode,
      centre: franchisees.companyName,
      childName: enquiries.childName,
      parentName: enquiries.parentName,
      source: enquiries.source,
      stage: enquiries.stage,
      createdOn: sql<string>`${indiaDay(enquiries.createdAt)}::text`,
    })
    .from(enquiries)
    .innerJoin(franchisees, eq(franchisees.id, enquiries.franchiseeId))
    .where(enquiryWhere(ctx, f, extra))
    .orderBy(desc(enquiries.id))
    .limit(ROW_LIMIT);
  return {
    columns: [
      col('enquiryCode', 'Enquiry'),
      col('centre', 'Centre'),
      col('childName', 'Child'),
      col('parentName', 'Parent'),
      col('source', 'Source'),
      col('stage', 'Stage', 'status'),
      col('createdOn', 'Received on', 'date'),
    ],
    rows,
  };
}

interface EnquiryCount {
  franchiseeId: number;
  stage: string;
  n: number;
}

const enquiryCounts = new WeakMap<Filters, Promise<EnquiryCount[]>>();

/**
 * The year's enquiries counted per centre and stage, read once off the (centre, year, stage) index and
 * shared by the figures of one dashboard that need them (by stage, conversion, centre rank; `f` is settled
 * once per request): on head office's network of a million enquiries a year, a scan each was most of its
 * dashboard's time.
 */
function countEnquiries(ctx: RequestContext, f: Filters): Promise<EnquiryCount[]> {
  let counted = enquiryCounts.get(f);
  if (!counted) {
    counted = ctx.db
      .select({ franchiseeId: enquiries.franchiseeId, stage: enquiries.stage, n: count() })
      .from(enquiries)
      .where(enquiryWhere(ctx, f))
      .groupBy(enquiries.franchiseeId, enquiries.stage);
    enquiryCounts.set(f, counted);
  }
  return counted;
}

const converted = (counts: EnquiryCount[]) => counts.reduce((s, c) => s + (c.stage === CONVERTED_STAGE ? c.n : 0), 0);
const total = (counts: EnquiryCount[]) => counts.reduce((s, c) => s + c.n, 0);
const bySize = (a: Point, b: Point) => b.value - a.value || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

const enquiriesByStage: WidgetQuery = {
  async figure(ctx, f) {
    const counts = await countEnquiries(ctx, f);
    const sums = new Map<string, number>();
    for (const c of counts) sums.set(c.stage, (sums.get(c.stage) ?? 0) + c.n);
    const series = [...sums].map(([key, value]) => ({ key, label: key, value })).sort(bySize);
    return { value: total(counts), series };
  },
  rows: (ctx, f, series) => enquiryRows(ctx, f, series ? eq(enquiries.stage, series) : undefined),
};

const enquiriesBySource: WidgetQuery = {
  async figure(ctx, f) {
    const rows = await ctx.db
      .select({ key: enquiries.source, n: count() })
      .from(enquiries)
      .where(enquiryWhere(ctx, f))
      .groupBy(enquiries.source);
    const series = rows.map((r) => ({ key: r.key, label: r.key, value: r.n })).sort(bySize);
    return { value: series.reduce((s, p) => s + p.value, 0), series };
  },
  rows: (ctx, f, series) => enquiryRows(ctx, f, series ? eq(enquiries.source, series) : undefined),
};

const enquiryConversion: WidgetQuery = {
  async figure(ctx, f) {
    const counts = await countEnquiries(ctx, f);
    const all = total(counts);
    const done = converted(counts);
    return {
      value: percent(done, all),
      series: [
        { key: CONVERTED_STAGE, label: 'Converted', value: done },
        { key: 'all', label: 'Enquiries', value: all },
      ],
    };
  },
  rows: (ctx, f, series) => enquiryRows(ctx, f, series === 'all' ? undefined : eq(enquiries.stage, CONVERTED_STAGE)),
};

/** Each centre's conversion and its rank in the network (head office only: it names centres). */
export async function centreConversion(ctx: RequestContext, f: Filters) {
  const counts = await countEnquiries(ctx, f);
  const perCentre = new Map<number, EnquiryCount[]>();
  for (const c of counts) {
    const own = perCentre.get(c.franchiseeId);
    if (own) own.push(c);
    else perCentre.set(c.franchiseeId, [c]);
  }
  const names = perCentre.size
    ? await ctx.db
        .select({ id: franchisees.id, companyName: franchisees.companyName })
        .from(franchisees)
        .where(inArray(franchisees.id, [...perCentre.keys()]))
    : [];
  return names
    .map(({ id, companyName }) => {
      const own = perCentre.get(id)!;
      const [all, done] = [total(own), converted(own)];
      return {
        franchiseeId: id,
        centre: companyName,
        total: all,
        converted: done,
        conversion: percent(done, all) ?? 0,
      };
    })
    .sort((a, b) => b.conversion - a.conversion || b.converted - a.converted || a.centre.localeCompare(b.centre))
    .map((r, i) => ({ ...r, rank: i + 1 }));
}

const centreRank: WidgetQuery = {
  async figure(ctx, f) {
    const ranked = await centreConversion(ctx, f);
    return {
      value: ranked.length,
      series: ranked.map((r) => ({ key: String(r.franchiseeId), label: r.centre, value: r.conversion })),
    };
  },
  async rows(ctx, f) {
    const ranked = await centreConversion(ctx, f);
    return {
      columns: [
        col('rank', 'Rank', 'count'),
        col('centre', 'Centre'),
        col('total', 'Enquiries', 'count'),
        col('converted', 'Admissions confirmed', 'count'),
        col('conversion', 'Conversion', 'percent'),
      ],
      rows: ranked.map(({ rank, centre, total, converted, conversion }) => ({
        rank,
        centre,
        total,
        converted,
        conversion,
      })),
    };
  },
};

// ---- royalty -----------------------------------------------------------------------------------------------

const royaltyWhere = (ctx: RequestContext, f: Filters) =>
  and(
    franchiseeFence(ctx, royaltyInvoices.franchiseeId, f.franchiseeId),
    eq(royaltyInvoices.financialYear, financialYear(f.date)),
  );

const royaltyInvoiced: WidgetQuery = {
  async figure(ctx, f) {
    const rows = await ctx.db
      .select({ status: royaltyInvoices.status, total: sql<string>`sum(${royaltyInvoices.totalPaise})` })
      .from(royaltyInvoices)
      .where(royaltyWhere(ctx, f))
      .groupBy(royaltyInvoices.status)
      .orderBy(royaltyInvoices.status);
    return {
      value: rows.reduce((s, r) => s + num(r.total), 0),
      series: rows.map((r) => ({ key: r.status, label: r.status, value: num(r.total) })),
    };
  },
  async rows(ctx, f, series) {
    const rows = await ctx.db
      .select({
        invoiceNo: royaltyInvoices.invoiceNo,
        centre: franchisees.companyName,
        month: royaltyInvoices.month,
        status: royaltyInvoices.status,
        totalPaise: royaltyInvoices.totalPaise,
      })
      .from(royaltyInvoices)
      .innerJoin(franchisees, eq(franchisees.id, royaltyInvoices.franchiseeId))
      .where(and(royaltyWhere(ctx, f), series ? eq(royaltyInvoices.status, series) : undefined))
      .orderBy(royaltyInvoices.month, royaltyInvoices.id)
      .limit(ROW_LIMIT);
    return {
      columns: [
        col('invoiceNo', 'Invoice'),
        col('centre', 'Centre'),
        col('month', 'Month'),
        col('status', 'Status', 'status'),
        col('totalPaise', 'Total', 'paise'),
      ],
      rows,
    };
  },
};

// ---- training completion -------------------------------------------------------------------------------------

/** Per teacher: modules of the topics they were approved for, and how many of those they completed. */
export async function trainingProgress(ctx: RequestContext, f: Filters) {
  return ctx.db
    .select({
      franchiseeId: teacherEnrollments.franchiseeId,
      staffId: teacherEnrollments.staffId,
      name: sql<string>`trim(${staff.firstName} || ' ' || ${staff.lastName})`,
      required: count(teacherModules.id),
      completed: count(moduleCompletions.id),
    })
    .from(teacherEnrollments)
    .innerJoin(staff, eq(staff.id, teacherEnrollments.staffId))
    .innerJoin(
      teacherModules,
      and(eq(teacherModules.topicId, teacherEnrollments.topicId), eq(teacherModules.isActive, true)),
    )
    .leftJoin(
      moduleCompletions,
      and(eq(moduleCompletions.moduleId, teacherModules.id), eq(moduleCompletions.staffId, teacherEnrollments.staffId)),
    )
    .where(
      and(
        franchiseeFence(ctx, teacherEnrollments.franchiseeId, f.franchiseeId),
        eq(teacherEnrollments.status, 'APPROVED'),
      ),
    )
    .groupBy(teacherEnrollments.franchiseeId, teacherEnrollments.staffId, staff.firstName, staff.lastName)
    .orderBy(staff.firstName, staff.lastName, teacherEnrollments.staffId);
}

const trainingCompletion: WidgetQuery = {
  async figure(ctx, f) {
    const rows = await trainingProgress(ctx, f);
    const required = rows.reduce((s, r) => s + r.required, 0);
    const completed = rows.reduce((s, r) => s + r.completed, 0);
    return {
      value: percent(completed, required),
      series: [
        { key: 'completed', label: 'Completed', value: completed },
        { key: 'pending', label: 'Pending', value: required - completed },
      ],
    };
  },
  async rows(ctx, f) {
    const rows = await trainingProgress(ctx, f);
    return {
      columns: [
        col('name', 'Teacher'),
        col('required', 'Modules', 'count'),
        col('completed', 'Completed', 'count'),
        col('completion', 'Completion', 'percent'),
      ],
      rows: rows.slice(0, ROW_LIMIT).map((r) => ({
        name: r.name,
        required: r.required,
        completed: r.completed,
        completion: percent(r.completed, r.required),
      })),
    };
  },
};

/** Each declared widget's queries, by key (the compiler holds the two lists together). */
// ---- immunisations due ---------------------------------------------------------------------------------

const immunisationWhere = (ctx: RequestContext, f: Filters) =>
  and(
    franchiseeFence(ctx, healthRemarks.franchiseeId, f.franchiseeId),
    recordCondition(ctx, healthRemarkResource),
    immunisationDueCondition(f.date),
  );

const immunisationsDue: WidgetQuery = {
  async figure(ctx, f) {
    const [r] = await ctx.db.select({ n: count() }).from(healthRemarks).where(immunisationWhere(ctx, f));
    return { value: r.n, series: [] };
  },
  async rows(ctx, f) {
    const rows = await ctx.db
      .select({
        child: sql<string>`trim(${students.firstName} || ' ' || ${students.lastName})`,
        className: classes.name,
        immunisation: healthRemarks.title,
        dueDate: healthRemarks.dueDate,
      })
      .from(healthRemarks)
      .innerJoin(studentAdmissions, eq(studentAdmissions.id, healthRemarks.studentAdmissionId))
      .innerJoin(students, eq(students.id, studentAdmissions.studentId))
      .innerJoin(classes, eq(classes.id, studentAdmissions.classId))
      .where(immunisationWhere(ctx, f))
      .orderBy(healthRemarks.dueDate, healthRemarks.id)
      .limit(ROW_LIMIT);
    return {
      columns: [
        col('child', 'Child'),
        col('className', 'Class'),
        col('immunisation', 'Immunisation'),
        col('dueDate', 'Due on', 'date'),
      ],
      rows,
    };
  },
};

export const WIDGET_QUERIES: Record<WidgetKey, WidgetQuery> = {
  'follow-ups-today': followUpsDue,
  'visits-today': visitsToday,
  'admissions-month': admissionsMonth,
  'fees-collected-month': feesCollected,
  'fees-overdue': feesOverdue,
  'orders-in-transit': ordersInTransit,
  'staff-on-leave': staffOnLeave,
  'attendance-today': attendanceToday,
  'enquiries-by-stage': enquiriesByStage,
  'enquiries-by-source': enquiriesBySource,
  'enquiry-conversion': enquiryConversion,
  'royalty-invoiced': royaltyInvoiced,
  'kit-orders-by-status': kitOrdersByStatus,
  'training-completion': trainingCompletion,
  'centre-rank': centreRank,
  'immunisations-due': immunisationsDue,
};
