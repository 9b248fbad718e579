import { DAY_CHECKED_IN, DAY_HEADCOUNT } from '@portal/mod-day/shared';
import { ENQUIRY_LEADS } from '@portal/mod-enquiry/shared';
import { FEES_COLLECTED, FEES_COLLECTION_RATE, FEES_OVERDUE } from '@portal/mod-finance/shared';
/** Access modules this module owns (spec names): the job screens and the report centre. */
export const REPORT_MODULES = {
  /** cron/list and staff/cron: background job runs; an admin re-runs a failed one. */
  CRON: 'cronDashboard',
  /** report/home: the report centre. */
  REPORTS: 'reportCentre',
  /** student-progress-report/home: each child's attendance, grades and homework. */
  STUDENT_PROGRESS: 'StudentProgressReport',
  /** teacher-progress-report/home: each teacher's training, attendance and classes (the training module owns it). */
  TEACHER_PROGRESS: 'TeacherProgressReport',
  /** schedule-report/home: audit visits and trainings as scheduled. */
  SCHEDULES: 'scheduleReports',
  /** home/franchisee-data: head office's view of one centre's data. */
  FRANCHISEE_DATA: 'FranchiseeData',
} as const;

/** Access modules of other modules that widgets and reports name (read through their grants). */
export const SEEN_THROUGH = {
  DASHBOARD: 'Dashboard',
  SYSTEM: 'System',
  ENQUIRY: 'enquiry',
  FOLLOW_UP: 'followup',
  STUDENT: 'student',
  ATTENDANCE: 'Attendance',
  FINANCE: 'financeDashboard',
  ORDERS: 'orderHistory',
  STAFF: 'Staff',
  ROYALTY: 'royalty',
  TRAINING: 'TeacherTraining',
  HEALTH: 'StudentHealthRemark',
  /** The order reports' grant (the orders module owns it). */
  ORDER_REPORTS: 'ReportDetails',
} as const;

/** How a widget draws its figure. */
export const CHART_KINDS = ['figure', 'bar', 'donut', 'table'] as const;
export type ChartKind = (typeof CHART_KINDS)[number];

/** How a figure's numbers read: a count, rupees (sent in paise) or a percentage. */
export const FIGURE_UNITS = ['count', 'paise', 'percent'] as const;
export type FigureUnit = (typeof FIGURE_UNITS)[number];

export interface WidgetDeclaration {
  key: string;
  label: string;
  chart: ChartKind;
  unit: FigureUnit;
  /** The access module a user needs (GET) to see the widget and the list behind it. */
  module: string;
  /** Only for users who see every centre (it compares centres by name). */
  network?: boolean;
  /** What the list behind the figure shows. */
  rowsTitle: string;
}

/**
 * Every dashboard widget, declared once: its query lives on the server under the same key, the
 * System area places it on a role's default dashboard, and the dashboard shows it to users holding
 * its access module.
 */
export const WIDGETS = [
  {
    key: 'follow-ups-today',
    label: "Today's follow-ups",
    chart: 'figure',
    unit: 'count',
    module: SEEN_THROUGH.FOLLOW_UP,
    rowsTitle: 'Follow-ups due today',
  },
  {
    key: 'visits-today',
    label: "Today's visits",
    chart: 'figure',
    unit: 'count',
    module: SEEN_THROUGH.FOLLOW_UP,
    rowsTitle: 'Visits (appointments) due today',
  },
  {
    key: 'admissions-month',
    label: "This month's admissions",
    chart: 'figure',
    unit: 'count',
    module: SEEN_THROUGH.STUDENT,
    rowsTitle: 'Admissions this month',
  },
  {
    key: 'fees-collected-month',
    label: `${FEES_COLLECTED.label}, this month`,
    chart: 'figure',
    unit: 'paise',
    module: SEEN_THROUGH.FINANCE,
    rowsTitle: 'Fee payments confirmed this month',
  },
  {
    key: 'fees-overdue',
    label: FEES_OVERDUE.label,
    chart: 'figure',
    unit: 'paise',
    module: SEEN_THROUGH.FINANCE,
    rowsTitle: 'Instalments past their due date',
  },
  {
    key: 'orders-in-transit',
    label: 'Orders in transit',
    chart: 'figure',
    unit: 'count',
    module: SEEN_THROUGH.ORDERS,
    rowsTitle: 'Kit orders shipped, not yet delivered',
  },
  {
    key: 'staff-on-leave',
    label: 'Staff on leave today',
    chart: 'figure',
    unit: 'count',
    module: SEEN_THROUGH.STAFF,
    rowsTitle: 'Approved leave covering today',
  },
  {
    key: 'attendance-today',
    label: `${DAY_CHECKED_IN.label} of ${DAY_HEADCOUNT.label.toLowerCase()}`,
    chart: 'donut',
    unit: 'percent',
    module: SEEN_THROUGH.ATTENDANCE,
    rowsTitle: "The centre's children today",
  },
  {
    key: 'enquiries-by-stage',
    label: `${ENQUIRY_LEADS.label}, by stage`,
    chart: 'bar',
    unit: 'count',
    module: SEEN_THROUGH.ENQUIRY,
    rowsTitle: 'Leads (admission enquiries)',
  },
  {
    key: 'enquiries-by-source',
    label: `${ENQUIRY_LEADS.label}, by source`,
    chart: 'bar',
    unit: 'count',
    module: SEEN_THROUGH.ENQUIRY,
    rowsTitle: 'Leads (admission enquiries)',
  },
  {
    key: 'enquiry-conversion',
    label: 'Lead conversion, admissions of the year’s leads',
    chart: 'figure',
    unit: 'percent',
    module: SEEN_THROUGH.ENQUIRY,
    rowsTitle: 'Enquiries with admission confirmed',
  },
  {
    key: 'royalty-invoiced',
    label: 'Royalty invoiced this year',
    chart: 'figure',
    unit: 'paise',
    module: SEEN_THROUGH.ROYALTY,
    rowsTitle: 'Royalty invoices this financial year',
  },
  {
    key: 'kit-orders-by-status',
    label: 'Kit orders by status',
    chart: 'donut',
    unit: 'count',
    module: SEEN_THROUGH.ORDERS,
    rowsTitle: 'Kit orders',
  },
  {
    key: 'training-completion',
    label: 'Training completion',
    chart: 'figure',
    unit: 'percent',
    module: SEEN_THROUGH.TRAINING,
    rowsTitle: 'Training modules by teacher',
  },
  {
    key: 'centre-rank',
    label: 'Centres ranked by conversion',
    chart: 'table',
    unit: 'percent',
    module: SEEN_THROUGH.ENQUIRY,
    network: true,
    rowsTitle: 'Centres ranked by enquiry conversion',
  },
  {
    key: 'immunisations-due',
    label: 'Immunisations due in 30 days',
    chart: 'figure',
    unit: 'count',
    module: SEEN_THROUGH.HEALTH,
    rowsTitle: 'Immunisations due in the next 30 days',
  },
] as const satisfies readonly WidgetDeclaration[];

export type WidgetKey = (typeof WIDGETS)[number]['key'];
export const WIDGET_KEYS = WIDGETS.map((w) => w.key) as [WidgetKey, ...WidgetKey[]];
export const widgetOf = (key: string): WidgetDeclaration | undefined => WIDGETS.find((w) => w.key === key);

/** What super admins (who hold no role) see: head office's set. */
export const HEAD_OFFICE_WIDGETS: readonly WidgetKey[] = [
  'enquiries-by-stage',
  'enquiries-by-source',
  'enquiry-conversion',
  'admissions-month',
  'fees-collected-month',
  'fees-overdue',
  'royalty-invoiced',
  'kit-orders-by-status',
  'training-completion',
  'centre-rank',
];

/** Each role's default dashboard as seeded (the System area changes it). */
export const DEFAULT_PLACEMENTS: Record<string, readonly WidgetKey[]> = {
  FRANCHISEE_USER_1: [
    'follow-ups-today',
    'visits-today',
    'admissions-month',
    'fees-collected-month',
    'fees-overdue',
    'orders-in-transit',
    'staff-on-leave',
    'attendance-today',
    'immunisations-due',
  ],
  COCO_USER_1: [
    'follow-ups-today',
    'visits-today',
    'admissions-month',
    'fees-collected-month',
    'fees-overdue',
    'orders-in-transit',
    'staff-on-leave',
    'attendance-today',
    'immunisations-due',
  ],
  Councellor: ['follow-ups-today', 'visits-today', 'enquiries-by-stage', 'enquiry-conversion'],
  TEACHER: ['attendance-today'],
  FINANCE_ADMIN: ['fees-collected-month', 'fees-overdue', 'royalty-invoiced', 'kit-orders-by-status'],
  MARKETING_HEAD: ['enquiries-by-stage', 'enquiries-by-source', 'enquiry-conversion', 'centre-rank'],
  DELIVERY_CHALLAN: ['orders-in-transit', 'kit-orders-by-status'],
  ACADEMIC_COORDINATOR: ['training-completion'],
};

/** Longest date range a report covers in one run. */
export const MAX_RANGE_DAYS = 366;

/** The most rows a PDF export takes (a PDF of more is unreadable; CSV and XLSX take any number). */
export const PDF_MAX_ROWS = 20_000;

export const MESSAGES = {
  backwards: 'The start date must be on or before the end date',
  tooLong: `A report covers at most ${MAX_RANGE_DAYS} days; choose a shorter range`,
  widgetRefused: 'Your role cannot see this figure',
  unknownWidget: 'There is no such figure',
  networkOnly: 'Only head office compares centres',
  rerunRefused: 'Only a run that was interrupted can be run again',
  rerunQueued: 'This job is already queued to run again: wait for that run to finish',
  reportRefused: 'Your role cannot run this report',
  pdfTooLarge: (rows: number) =>
    `A PDF holds at most ${PDF_MAX_ROWS.toLocaleString('en-IN')} rows and this report has ` +
    `${rows.toLocaleString('en-IN')}; choose CSV or XLSX, or a shorter period`,
  noCentre: 'Choose a centre first',
  headOfficeOnly: 'Only head office can do this',
} as const;

/** Reports the report centre runs as exports over a date range, each behind its module's grant. */
export const REPORTS = [
  {
    key: 'enquiries',
    label: 'Enquiries received',
    module: SEEN_THROUGH.ENQUIRY,
    description: 'Every enquiry received in the period, with its centre, source and stage',
  },
  {
    key: 'fee-payments',
    label: 'Fee payments',
    module: SEEN_THROUGH.FINANCE,
    description: 'Fee payments confirmed in the period, with receipt, mode and amount',
  },
  {
    key: 'admissions',
    label: 'Admissions',
    module: SEEN_THROUGH.STUDENT,
    description: 'Admissions dated in the period, with class and status',
  },
  {
    key: 'student-progress',
    label: 'Student progress',
    module: REPORT_MODULES.STUDENT_PROGRESS,
    description: "Each child's attendance, grades entered and homework submitted in the period",
  },
  {
    key: 'teacher-progress',
    label: 'Teacher progress',
    module: REPORT_MODULES.TEACHER_PROGRESS,
    description: "Each teacher's training completion, attendance and classes in the period",
  },
  {
    key: 'audit-schedules',
    label: 'Audit visit schedule',
    module: REPORT_MODULES.SCHEDULES,
    description: "Academic managers' audit visits planned in the period, with their status",
  },
  {
    key: 'training-schedules',
    label: 'Training schedule',
    module: REPORT_MODULES.SCHEDULES,
    description: 'Trainings held in the period, with the teachers invited and present per centre',
  },
  {
    key: 'orders',
    label: 'Order report',
    module: SEEN_THROUGH.ORDER_REPORTS,
    description: 'Kit and uniform orders placed in the period, with status and amounts',
  },
  {
    key: 'royalty',
    label: 'Royalty report',
    module: SEEN_THROUGH.ROYALTY,
    description: 'Royalty invoices dated in the period, with the fees they were computed on and tax',
  },
] as const;
export type ReportKey = (typeof REPORTS)[number]['key'];
export const REPORT_KEYS = REPORTS.map((r) => r.key) as [ReportKey, ...ReportKey[]];
export const reportOf = (key: string) => REPORTS.find((r) => r.key === key);

export const EXPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The figures a centre is compared on with the network (each a percentage, higher is better). */
/** The benchmark figures, and what a centre without a figure this month lacks. */
export const BENCHMARK_METRICS = [
  { key: 'conversion', label: 'Enquiry conversion', missing: 'No enquiries this month' },
  { key: 'collection', label: FEES_COLLECTION_RATE.label, missing: 'No fees fell due or were collected this month' },
  { key: 'attendance', label: 'Attendance', missing: 'No attendance marked this month' },
  { key: 'training', label: 'Training completion', missing: 'No training assigned to its teachers' },
  { key: 'audit', label: 'Audit score', missing: 'No audit scored this month' },
] as const;
/** A centre the summaries do not hold yet (opened since the last refresh). */
export const BENCHMARK_NOT_COUNTED = 'Not counted yet: refresh the figures';
export type BenchmarkMetric = (typeof BENCHMARK_METRICS)[number]['key'];
export const BENCHMARK_KEYS = BENCHMARK_METRICS.map((m) => m.key) as [BenchmarkMetric, ...BenchmarkMetric[]];
/** Months of trend the benchmark view shows (the current one included). */
export const BENCHMARK_MONTHS = 12;

/** The two kinds of schedule the schedule report lists. */
export const SCHEDULE_KINDS = ['audit', 'training'] as const;
export type ScheduleKind = (typeof SCHEDULE_KINDS)[number];
