/**
 * The academic calendar (academic-calender/*), the parent's calendar (studentCalender), the student
 * dashboard (student/dashboard) and the parents' app status (ie-app-status/parentsStatusReport).
 */
import {
  calendarDay,
  defineEndpoint,
  formatDate,
  isoDate,
  listRef,
  recordId,
  timestamp,
  viewShape,
} from '@portal/core';
import { z } from 'zod';

export const CALENDAR_MODULES = {
  /** A centre's academic calendar: its dates, working week, holidays and events. */
  CALENDAR: 'academicCalendar',
  /** A parent's view of their child's centre calendar. */
  STUDENT_CALENDAR: 'studentCalender',
  /** A parent's dashboard of their own child. */
  DASHBOARD: 'StudentDashboard',
  /** Children's records (the students module's): the parents' app status reads through it. */
  STUDENT: 'student',
} as const;

/** What a day of the academic calendar is. */
export const CALENDAR_DAY_KINDS = ['HOLIDAY', 'EVENT', 'WORKING_DAY'] as const;
export type CalendarDayKind = (typeof CALENDAR_DAY_KINDS)[number];

/** Where a holiday came from: the academic calendar itself, or an event of the event calendar marked as one. */
export const HOLIDAY_SOURCES = ['ACADEMIC_CALENDAR', 'EVENT_CALENDAR'] as const;

export const CALENDAR_MESSAGES = {
  outsideCalendar: (cal: { startDate: string; endDate: string }) =>
    `A day of the calendar must fall within its dates (${formatDate(cal.startDate)} to ${formatDate(cal.endDate)})`,
  daysOutside: (n: number) =>
    n === 1
      ? 'A day of the calendar would fall outside these dates; move or remove it first'
      : `${n} days of the calendar would fall outside these dates; move or remove them first`,
  endBeforeStart: 'The end date cannot be before the start date',
  yearRange: 'The calendar must lie within its academic year',
  chooseCentre: 'Choose a centre to see its calendar',
  noChild: 'No child is linked to this account',
} as const;

const tags = ['Academic calendar'];
const M = CALENDAR_MODULES;

const calendarEntry = z.object({
  date: calendarDay,
  title: z.string(),
  kind: z.enum(CALENDAR_DAY_KINDS),
  source: z.enum(HOLIDAY_SOURCES),
});
export type CalendarEntry = z.infer<typeof calendarEntry>;

export const calendarSummaryAnswer = z.object({
  calendarId: z.number().nullable(),
  from: calendarDay,
  to: calendarDay,
  saturdayWorking: z.boolean(),
  workingDays: z.number(),
  holidays: z.array(calendarEntry),
  events: z.array(calendarEntry),
});
export type CalendarSummary = z.infer<typeof calendarSummaryAnswer>;

/** A calendar's working days, holidays (its own and the event calendar's) and events. */
export const calendarSummary = defineEndpoint({
  method: 'GET',
  path: '/api/academic-calender/:academicCalendarID/summary',
  module: M.CALENDAR,
  tags,
  summary: 'Working days, holidays and events of an academic calendar',
  params: z.object({ academicCalendarID: recordId }),
  response: calendarSummaryAnswer,
});

const studentEvent = z.object({
  id: z.string(),
  title: z.string(),
  startDate: calendarDay,
  endDate: calendarDay,
  isHoliday: z.boolean(),
  kind: z.string(),
});
export type StudentCalendarEvent = z.infer<typeof studentEvent>;

/** The parent's calendar: their child's centre's holidays and events between two days. */
export const studentCalendar = defineEndpoint({
  method: 'GET',
  path: '/api/student/calendar/:studentAdmissionId',
  reads: { of: 'student-admission', param: 'studentAdmissionId', label: "Child's calendar" },
  module: M.STUDENT_CALENDAR,
  tags,
  summary: 'Holidays and events of a child’s centre (a parent: their own child)',
  params: z.object({ studentAdmissionId: recordId }),
  query: z.object({ from: isoDate('From').optional(), to: isoDate('To').optional() }),
  response: z.object({ child: z.string(), centre: z.string(), events: z.array(studentEvent) }),
});

/**
 * The centre's calendar as its staff read it (a teacher: their own centre's; head office: the chosen centre's):
 * the event calendar's events and holidays and the academic calendar's own closures and events, as the parent's.
 */
export const centreCalendar = defineEndpoint({
  method: 'GET',
  path: '/api/academic-calender/centre-calendar',
  module: M.CALENDAR,
  tags,
  summary: 'Holidays, closures and events of a centre, from both of its calendars',
  query: z.object({
    franchiseeId: recordId.optional(),
    from: isoDate('From').optional(),
    to: isoDate('To').optional(),
  }),
  response: z.object({ centre: z.string(), events: z.array(studentEvent) }),
});

const money = z.number().int();

export const studentDashboardAnswer = z.object({
  studentAdmissionId: z.number(),
  child: z.object({ name: z.string(), className: z.string(), section: z.string().nullable(), centre: z.string() }),
  /** Today's diary: the class's general diary and the child's subject notes of the day. */
  diary: z.array(z.object({ title: z.string(), body: z.string() })),
  homeworkDue: z.array(
    z.object({
      id: z.number(),
      subject: z.string(),
      title: z.string(),
      dueDate: calendarDay,
      status: z.string().nullable(),
    }),
  ),
  attendance: z.object({
    month: z.string(),
    /** The period counted: the month's first day to today. */
    from: calendarDay,
    to: calendarDay,
    present: z.number(),
    absent: z.number(),
    leave: z.number(),
    workingDays: z.number(),
    percent: z.number().nullable(),
  }),
  announcements: z.array(z.object({ id: z.number(), title: z.string(), publishFrom: calendarDay, read: z.boolean() })),
  /** The child's money as the fee engine keeps it: the same figures the centre's fee account shows. */
  fees: z.object({
    billedPaise: money,
    concessionPaise: money,
    paidPaise: money,
    awaitingApprovalPaise: money,
    outstandingPaise: money,
  }),
  feesDue: z.array(
    z.object({
      id: z.number(),
      label: z.string(),
      dueDate: calendarDay,
      duePaise: money,
      awaitingApprovalPaise: money,
      overdue: z.boolean(),
    }),
  ),
  /** Every payment taken for the child, online or at the desk: confirmed (with its receipt) or awaiting approval. */
  receipts: z.array(
    z.object({
      id: z.number(),
      receiptNo: z.string().nullable(),
      /** Opens the receipt PDF once issued. */
      receiptToken: z.string().nullable(),
      /** The fee head's code: a built-in head's name is said in the reader's words. */
      feeHead: z.string(),
      feeHeadName: z.string(),
      amountPaise: money,
      mode: z.string(),
      status: z.string(),
      paidAt: timestamp,
    }),
  ),
  reportCard: z.object({ termId: z.number(), termName: z.string() }).nullable(),
  holidays: z.array(calendarEntry),
});
export type StudentDashboard = z.infer<typeof studentDashboardAnswer>;

/** student/dashboard: one child's day at a glance; a parent gets only their own child (another id: 404). */
export const studentDashboard = defineEndpoint({
  method: 'GET',
  path: '/api/student/dashboard/:studentAdmissionId',
  reads: { of: 'student-admission', param: 'studentAdmissionId', label: "Child's dashboard" },
  module: M.DASHBOARD,
  tags: ['Student dashboard'],
  summary: 'A child’s dashboard: homework, attendance, announcements, fees, the latest report card',
  replica: true,
  params: z.object({ studentAdmissionId: recordId }),
  response: studentDashboardAnswer,
});

/** The child linked to the signed-in parent (the dashboard and calendar open on it). */
export const myChild = defineEndpoint({
  method: 'GET',
  path: '/api/student/dashboard',
  module: M.DASHBOARD,
  tags: ['Student dashboard'],
  summary: 'The child linked to the signed-in account',
  response: z.object({ studentAdmissionId: z.number(), name: z.string() }),
});

/** A row of ie-app-status/parentsStatusReport (the view's row schema, for the screen and the tests). */
export const parentStatusRow = z
  .object({
    id: z.number(),
    parentName: z.string(),
    email: z.string(),
    mobile: z.string().nullable(),
    childName: z.string(),
    className: z.string(),
    centre: z.string(),
    lastLoginAt: z.string().nullable(),
    signedIn: z.boolean(),
  })
  .partial()
  .required({ id: true });
export type ParentStatusRow = z.infer<typeof parentStatusRow>;
/** The parents' app status view (its list below): declared beside its list, as it names the calendar's module. */
export const parentsAppStatusViewShape = viewShape({
  name: 'parents-app-status',
  label: 'Parent',
  module: CALENDAR_MODULES.STUDENT,
});

export const parentsStatusList = listRef<ParentStatusRow>(
  parentsAppStatusViewShape,
  '/api/ie-app-status/parentsStatusReport',
);
