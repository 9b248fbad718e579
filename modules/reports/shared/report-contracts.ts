/**
 * The report screens' API as contracts: the progress and schedule reports, the order and royalty reports,
 * head office's view of one centre (home/franchisee-data) and the network benchmarks.
 */
import { defineEndpoint, isoDate } from '@portal/core';
import { z } from 'zod';
import {
  BENCHMARK_KEYS,
  MAX_RANGE_DAYS,
  MESSAGES,
  REPORT_MODULES as M,
  SCHEDULE_KINDS,
  SEEN_THROUGH,
} from './constants.ts';
import { rowColumn } from './contracts.ts';

const tags = ['Dashboards and reports'];

const positiveId = (what: string) =>
  z.coerce
    .number({ error: `${what} must be a number` })
    .int({ error: `${what} must be a whole number` })
    .positive({ error: `${what} must be positive` })
    .max(2_147_483_647, { error: `${what} is too large` });

const text = (what: string, max = 100) =>
  z
    .string()
    .trim()
    .min(1, { error: `${what} must not be empty` })
    .max(max, { error: `${what} must be at most ${max} characters` });

/** The period of a report, the centre it is narrowed to, and its page. */
export const reportFilters = {
  fromDate: isoDate('From date').optional(),
  toDate: isoDate('To date').optional(),
  franchiseeID: positiveId('The centre').optional(),
  page: z.coerce.number({ error: 'The page must be a number' }).int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number({ error: 'The page size must be a number' }).int().min(1).max(200).default(20),
};

/** A period given both ends must run forwards and cover at most MAX_RANGE_DAYS. */
export function checkPeriod(v: { fromDate?: string; toDate?: string }, ctx: z.RefinementCtx) {
  if (!v.fromDate || !v.toDate) return;
  if (v.fromDate > v.toDate) ctx.addIssue({ code: 'custom', message: MESSAGES.backwards, path: ['toDate'] });
  else if ((Date.parse(v.toDate) - Date.parse(v.fromDate)) / 86_400_000 >= MAX_RANGE_DAYS)
    ctx.addIssue({ code: 'custom', message: MESSAGES.tooLong, path: ['toDate'] });
}

const cell = z.union([z.string(), z.number(), z.null()]);

/** A page of a report: its columns, rows, totals over every row that matches, and the period read. */
export const reportPage = z.object({
  title: z.string(),
  columns: z.array(rowColumn),
  rows: z.array(z.record(z.string(), cell)),
  totals: z.array(z.object({ key: z.string(), label: z.string(), kind: rowColumn.shape.kind, value: z.number() })),
  count: z.number(),
  page: z.number(),
  pageSize: z.number(),
  fromDate: z.string(),
  toDate: z.string(),
});
export type ReportPage = z.infer<typeof reportPage>;

export const studentProgressQuery = z
  .object({
    ...reportFilters,
    classID: positiveId('The class').optional(),
    search: text('Search').optional(),
  })
  .superRefine(checkPeriod);
export type StudentProgressQuery = z.output<typeof studentProgressQuery>;

/** student-progress-report/home: per child, attendance, grades entered and homework in the period. */
export const studentProgress = defineEndpoint({
  method: 'GET',
  path: '/api/report/student-progress',
  module: M.STUDENT_PROGRESS,
  tags,
  summary: "Each child's attendance, grades and homework in a period",
  query: studentProgressQuery,
  response: reportPage,
});

export const teacherProgressQuery = z
  .object({ ...reportFilters, search: text('Search').optional() })
  .superRefine(checkPeriod);
export type TeacherProgressQuery = z.output<typeof teacherProgressQuery>;

/** teacher-progress-report/home: per teacher, training completion, attendance and classes in the period. */
export const teacherProgress = defineEndpoint({
  method: 'GET',
  path: '/api/report/teacher-progress',
  module: M.TEACHER_PROGRESS,
  tags,
  summary: "Each teacher's training, attendance and classes in a period",
  query: teacherProgressQuery,
  response: reportPage,
});

export const scheduleQuery = z
  .object({
    ...reportFilters,
    kind: z.enum(SCHEDULE_KINDS, { error: 'The schedule must be audit or training' }).default('audit'),
    status: text('Status', 40).optional(),
  })
  .superRefine(checkPeriod);
export type ScheduleQuery = z.output<typeof scheduleQuery>;

/** schedule-report/home: audit visits (AMS) or trainings as scheduled in the period. */
export const scheduleReport = defineEndpoint({
  method: 'GET',
  path: '/api/report/schedules',
  module: M.SCHEDULES,
  tags,
  summary: 'Audit visits or trainings scheduled in a period',
  query: scheduleQuery,
  response: reportPage,
});

export const orderReportQuery = z
  .object({ ...reportFilters, status: text('Status', 40).optional(), kitType: text('Kit', 60).optional() })
  .superRefine(checkPeriod);
export type OrderReportQuery = z.output<typeof orderReportQuery>;

/** report/order-report: orders placed in the period with their totals. */
export const orderReport = defineEndpoint({
  method: 'GET',
  path: '/api/report/order-report',
  module: SEEN_THROUGH.ORDER_REPORTS,
  tags,
  summary: 'Orders placed in a period, with totals',
  query: orderReportQuery,
  response: reportPage,
});

export const royaltyReportQuery = z
  .object({ ...reportFilters, status: text('Status', 40).optional() })
  .superRefine(checkPeriod);
export type RoyaltyReportQuery = z.output<typeof royaltyReportQuery>;

/** report/royalty-report: royalty invoices dated in the period with their totals. */
export const royaltyReport = defineEndpoint({
  method: 'GET',
  path: '/api/report/royalty-report',
  module: SEEN_THROUGH.ROYALTY,
  tags,
  summary: 'Royalty invoices of a period, with totals',
  query: royaltyReportQuery,
  response: reportPage,
});

const figure = z.object({
  key: z.string(),
  label: z.string(),
  kind: rowColumn.shape.kind,
  value: z.number().nullable(),
});

/** home/franchisee-data: one centre's profile and its figures, for head office. */
export const franchiseeData = defineEndpoint({
  method: 'GET',
  path: '/api/report/franchisee-data',
  module: M.FRANCHISEE_DATA,
  tags,
  summary: "One centre's profile and figures, for head office",
  query: z.object({ franchiseeID: positiveId('The centre') }),
  response: z.object({
    centre: z.object({
      id: z.number(),
      code: z.string(),
      name: z.string(),
      owner: z.string(),
      email: z.string(),
      mobile: z.string(),
      city: z.string().nullable(),
      isActive: z.boolean(),
    }),
    figures: z.array(figure),
  }),
});

const metricValue = z.object({
  value: z.number().nullable(),
  percentile: z.number().nullable(),
  /** Why there is no figure (no enquiries this month…); null when there is one. */
  missing: z.string().nullable(),
});
const metricValues = z.record(z.enum(BENCHMARK_KEYS), metricValue);

/**
 * The network benchmarks: head office gets every centre ranked; a centre's user only their own centre's
 * percentiles and trend (no other centre's name or figures ever leave the server).
 */
export const benchmarks = defineEndpoint({
  method: 'GET',
  path: '/api/report/benchmarks',
  module: SEEN_THROUGH.DASHBOARD,
  tags,
  summary: "Each centre's percentile against the network, with a 12-month trend",
  query: z.object({ franchiseeID: positiveId('The centre').optional() }),
  response: z.object({
    month: z.string(),
    refreshedAt: z.string().nullable(),
    /** A refresh is queued or running: the figures change when it ends. */
    refreshing: z.boolean(),
    network: z.boolean(),
    centreCount: z.number(),
    /** Every centre ranked (head office only; empty for a centre's users). */
    centres: z.array(
      z.object({
        franchiseeId: z.number(),
        centre: z.string(),
        rank: z.number(),
        score: z.number().nullable(),
        metrics: metricValues,
      }),
    ),
    /** The chosen (or the user's own) centre: this month's values and percentiles, and the trend. */
    own: z
      .object({
        franchiseeId: z.number(),
        centre: z.string(),
        metrics: metricValues,
        trend: z.array(
          z.object({ month: z.string(), percentiles: z.record(z.enum(BENCHMARK_KEYS), z.number().nullable()) }),
        ),
      })
      .nullable(),
  }),
});
export type BenchmarkAnswer = z.infer<typeof benchmarks.response>;

/** Refreshes the benchmark summaries now, as a background job (whoever runs the job screens). */
export const refreshBenchmarks = defineEndpoint({
  method: 'POST',
  path: '/api/report/benchmarks/refresh',
  module: M.CRON,
  tags,
  summary: 'Refreshes the network benchmark summaries in the background',
  response: z.object({ runId: z.number() }),
  status: 202,
});
