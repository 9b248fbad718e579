/**
 * The dashboards' and job screens' API as contracts: served in server/routes.ts, called by the screens.
 */
import { CRON_STATUS, defineEndpoint, fileAnswer, isoDate, recordId, pageOf } from '@portal/core';
import { z } from 'zod';
import {
  CHART_KINDS,
  EXPORT_FORMATS,
  FIGURE_UNITS,
  MAX_RANGE_DAYS,
  MESSAGES,
  REPORT_KEYS,
  REPORT_MODULES as M,
  SEEN_THROUGH,
  WIDGET_KEYS,
} from './constants.ts';

const tags = ['Dashboards and reports'];

const centreId = z.coerce
  .number({ error: 'The centre must be a number' })
  .int({ error: 'The centre must be a whole number' })
  .positive({ error: 'The centre must be positive' })
  .max(2_147_483_647, { error: 'The centre id is too large' });

const yearId = z.coerce
  .number({ error: 'The academic year must be a number' })
  .int({ error: 'The academic year must be a whole number' })
  .positive({ error: 'The academic year must be positive' })
  .max(2_147_483_647, { error: 'The academic year id is too large' });

/** The selectors every figure honours: the centre and year chosen in the shell, and the day it is read for. */
export const figureQuery = z.object({
  franchiseeID: centreId.optional(),
  academicYearID: yearId.optional(),
  date: isoDate('Date').optional(),
});
export type FigureQuery = z.output<typeof figureQuery>;

export const seriesPoint = z.object({ key: z.string(), label: z.string(), value: z.number() });

/** One widget as the dashboard draws it. */
export const widgetAnswer = z.object({
  key: z.enum(WIDGET_KEYS),
  label: z.string(),
  chart: z.enum(CHART_KINDS),
  unit: z.enum(FIGURE_UNITS),
  value: z.number().nullable(),
  series: z.array(seriesPoint),
});
export type WidgetAnswer = z.infer<typeof widgetAnswer>;

/** The widgets placed on the user's role dashboards that the user may see, with live figures. */
export const dashboardWidgets = defineEndpoint({
  method: 'GET',
  path: '/api/dashboard/widgets',
  module: SEEN_THROUGH.DASHBOARD,
  tags,
  summary: "The widgets of the user's default dashboard, with their figures",
  replica: true,
  query: figureQuery,
  response: z.object({ date: z.string(), widgets: z.array(widgetAnswer) }),
});

const cell = z.union([z.string(), z.number(), z.null()]);
export const rowColumn = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(['text', 'date', 'paise', 'count', 'percent', 'status']),
});
export type RowColumn = z.infer<typeof rowColumn>;

/** The filtered list behind a figure (or one bar of it). */
export const figureRows = defineEndpoint({
  method: 'GET',
  path: '/api/dashboard/widgets/:key/rows',
  module: SEEN_THROUGH.DASHBOARD,
  tags,
  summary: 'The rows behind a figure',
  replica: true,
  params: z.object({ key: z.enum(WIDGET_KEYS, { error: 'There is no such figure' }) }),
  query: figureQuery.extend({
    series: z.string().trim().min(1).max(120, { error: 'The series must be at most 120 characters' }).optional(),
  }),
  response: z.object({
    title: z.string(),
    columns: z.array(rowColumn),
    rows: z.array(z.record(z.string(), cell)),
    count: z.number(),
  }),
});
export type FigureRows = z.input<typeof figureRows.response>;

/** Re-runs an interrupted background job with the payload it had. */
export const rerunJob = defineEndpoint({
  method: 'POST',
  path: '/api/cron/runs/:id/rerun',
  module: M.CRON,
  tags,
  summary: 'Runs an interrupted job again',
  params: z.object({ id: recordId }),
  response: z.object({ runId: z.number(), status: z.enum(Object.values(CRON_STATUS)) }),
  status: 201,
});

const statuses = Object.values(CRON_STATUS);

/** One run as the job screens show it: its status, how long it ran and why it stopped. */
export const jobRunRow = z.object({
  id: z.number(),
  name: z.string(),
  status: z.enum(statuses),
  progress: z.number(),
  error: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Seconds from start to finish (to now while it runs); null before it starts. */
  durationSeconds: z.number().nullable(),
  franchiseeId: z.number().nullable(),
});
export type JobRunRow = z.infer<typeof jobRunRow>;

/** cron/list and staff/cron: background job runs, newest first. */
export const jobRunList = defineEndpoint({
  method: 'GET',
  path: '/api/cron/list',
  module: M.CRON,
  tags,
  summary: 'Background job runs with their duration and errors',
  query: z.object({
    page: z.coerce.number({ error: 'The page must be a number' }).int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number({ error: 'The page size must be a number' }).int().min(1).max(200).default(20),
    status: z.enum(statuses, { error: `Status must be one of: ${statuses.join(', ')}` }).optional(),
    name: z.string().trim().min(1).max(100, { error: 'Job name must be at most 100 characters' }).optional(),
  }),
  response: pageOf(jobRunRow),
});

/** A report to run as an export: the report, the file kind, the period and optionally one centre. */
export const exportInput = z
  .strictObject(
    {
      report: z.enum(REPORT_KEYS, { error: 'Choose a report' }),
      format: z.enum(EXPORT_FORMATS, { error: 'Choose CSV, XLSX or PDF' }),
      fromDate: isoDate('From date'),
      toDate: isoDate('To date'),
      franchiseeID: centreId.optional(),
      /** The report screen's own filters, for the reports that take them. */
      classID: centreId.optional(),
      status: z.string().trim().min(1).max(40, { error: 'Status must be at most 40 characters' }).optional(),
      kitType: z.string().trim().min(1).max(60, { error: 'Kit must be at most 60 characters' }).optional(),
      search: z.string().trim().min(1).max(100, { error: 'Search must be at most 100 characters' }).optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Unknown field: ${issue.keys.join(', ')}`
          : 'The request body must be an object',
    },
  )
  .refine((v) => v.fromDate <= v.toDate, { error: MESSAGES.backwards, path: ['toDate'] })
  .refine((v) => (Date.parse(v.toDate) - Date.parse(v.fromDate)) / 86_400_000 < MAX_RANGE_DAYS, {
    error: MESSAGES.tooLong,
    path: ['toDate'],
  });
export type ExportInput = z.output<typeof exportInput>;

/** Starts an export: it runs as a background job and lands in the download list. */
export const startExport = defineEndpoint({
  method: 'POST',
  path: '/api/report/exports',
  module: SEEN_THROUGH.DASHBOARD,
  accessMethod: 'GET',
  write: false,
  tags,
  summary: 'Runs a report as an export in the background',
  body: exportInput,
  response: z.object({ id: z.number(), runId: z.number() }),
  status: 202,
});

export const exportRow = z.object({
  id: z.number(),
  report: z.enum(REPORT_KEYS),
  format: z.enum(EXPORT_FORMATS),
  fromDate: z.string(),
  toDate: z.string(),
  status: z.enum(Object.values(CRON_STATUS)),
  progress: z.number(),
  error: z.string().nullable(),
  rowCount: z.number().nullable(),
  createdAt: z.string(),
  ready: z.boolean(),
});
export type ExportRow = z.infer<typeof exportRow>;

/** B2SReport/download-list: the user's exports, newest first, with their progress. */
export const exportList = defineEndpoint({
  method: 'GET',
  path: '/api/report/exports',
  module: SEEN_THROUGH.DASHBOARD,
  tags,
  summary: "The user's exports with their progress",
  response: z.object({ rows: z.array(exportRow) }),
});

/** The file of a finished export (only its owner's). */
export const exportFile = defineEndpoint({
  method: 'GET',
  path: '/api/report/exports/:id/file',
  module: SEEN_THROUGH.DASHBOARD,
  tags,
  summary: 'Downloads a finished export',
  params: z.object({ id: recordId }),
  response: fileAnswer('text/csv'),
});
