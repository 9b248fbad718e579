// The day's people: follow-ups and visits due, staff on leave, attendance today, immunisations due.
import { and, count, eq, gte, lte, sql } from 'drizzle-orm';
import { recordCondition, type RequestContext } from '@portal/kit';
import { dueFollowUpCount, dueFollowUps, visitCount, visits } from '@portal/mod-enquiry/server';
import { classes } from '@portal/mod-org/server';
import { healthRemarkReads, healthRemarkResource, immunisationDueCondition } from '@portal/mod-academics/server';
import { staffLeaveReads, staffLeaveResource } from '@portal/mod-staff/server';
import { dayFigures } from '@portal/mod-day/server';
import { DAY_CHECKED_IN } from '@portal/mod-day/shared';
import { studentAdmissions, students } from '@portal/mod-students/server';
import { type Filters, type WidgetQuery, ROW_LIMIT, col, percent } from './query.ts';
import { fromView, viewFence } from '../owner-views.ts';

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

export const followUpsDue: WidgetQuery = {
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
export const visitsToday: WidgetQuery = {
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

// Staff on leave: the staff module's leave, as it lets others read it
const staffLeaves = staffLeaveReads.c;

const leaveWhere = (ctx: RequestContext, f: Filters) =>
  and(
    viewFence(ctx, staffLeaveReads, f.franchiseeId),
    recordCondition(ctx, staffLeaveResource),
    eq(staffLeaves.status, 'APPROVED'),
    lte(staffLeaves.fromDate, f.date),
    gte(staffLeaves.toDate, f.date),
  );

export const staffOnLeave: WidgetQuery = {
  async figure(ctx, f) {
    const [r] = await fromView(
      ctx.db,
      staffLeaveReads,
      { n: sql<number>`count(distinct ${staffLeaves.staffId})::int` },
      { joined: false },
    ).where(leaveWhere(ctx, f));
    return { value: r.n, series: [] };
  },
  async rows(ctx, f) {
    const rows = await fromView(ctx.db, staffLeaveReads, {
      name: staffLeaves.name,
      leaveType: staffLeaves.leaveType,
      fromDate: staffLeaves.fromDate,
      toDate: staffLeaves.toDate,
    })
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

// Attendance today: the day module's figures (children in of children on roll), the very rows of the Today list.
const IN = 'IN';
const NOT_IN = 'NOT_IN';

export const attendanceToday: WidgetQuery = {
  async figure(ctx, f) {
    const { headcount, checkedIn } = await dayFigures(ctx, { franchiseeId: f.franchiseeId }, f.date);
    return {
      value: percent(checkedIn, headcount),
      series: [
        { key: IN, label: DAY_CHECKED_IN.label, value: checkedIn },
        { key: NOT_IN, label: 'Not in yet', value: headcount - checkedIn },
      ],
    };
  },
  async rows(ctx, f, series) {
    const { rows } = await dayFigures(ctx, { franchiseeId: f.franchiseeId }, f.date);
    const isIn = (r: (typeof rows)[number]) => !!r.inAt && !r.outAt;
    return {
      columns: [col('student', 'Student'), col('className', 'Class'), col('status', 'Today', 'status')],
      rows: rows
        .filter((r) => series === undefined || (series === IN) === isIn(r))
        .slice(0, ROW_LIMIT)
        .map((r) => ({
          student: r.name,
          className: r.className,
          status: isIn(r) ? 'In' : r.outAt ? 'Gone home' : 'Not in yet',
        })),
    };
  },
};

// Immunisations due: the academics module's health remarks, as it lets others read them
const healthRemarks = healthRemarkReads.c;

const immunisationWhere = (ctx: RequestContext, f: Filters) =>
  and(
    viewFence(ctx, healthRemarkReads, f.franchiseeId),
    recordCondition(ctx, healthRemarkResource),
    immunisationDueCondition(f.date),
  );

export const immunisationsDue: WidgetQuery = {
  async figure(ctx, f) {
    const [r] = await fromView(ctx.db, healthRemarkReads, { n: count() }).where(immunisationWhere(ctx, f));
    return { value: r.n, series: [] };
  },
  async rows(ctx, f) {
    const rows = await fromView(ctx.db, healthRemarkReads, {
      child: sql<string>`trim(${students.firstName} || ' ' || ${students.lastName})`,
      className: classes.name,
      immunisation: healthRemarks.title,
      dueDate: healthRemarks.dueDate,
    })
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
