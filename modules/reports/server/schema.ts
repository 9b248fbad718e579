import { id, paise, stamps } from '@portal/db';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { roles } from '@portal/mod-system/server';
import type { BenchmarkMetric, ExportFormat, ReportKey, WidgetKey } from '../shared/constants.ts';
import { declarePlatformData } from '@portal/kit';

export interface ExportFilters {
  classId?: number;
  status?: string;
  kitType?: string;
  search?: string;
}

/** A widget placed on a role's default dashboard (the System area keeps these). */
export const roleWidgets = pgTable(
  'role_widgets',
  {
    id: id(),
    roleId: integer()
      .notNull()
      .references(() => roles.id),
    widget: text().$type<WidgetKey>().notNull(),
    position: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    ...stamps,
  },
  (t) => [uniqueIndex('role_widgets_role_widget_key').on(t.roleId, t.widget)],
);

/** An export the report centre ran for a user: its job run holds the status and progress. */
export const reportExports = pgTable(
  'report_exports',
  {
    id: id(),
    userId: integer().notNull(),
    franchiseeId: integer(),
    report: text().$type<ReportKey>().notNull(),
    format: text().$type<ExportFormat>().notNull(),
    fromDate: date().notNull(),
    toDate: date().notNull(),
    /** The centres the export covers, settled from the user's fence when it was asked for; null for all. */
    franchiseeIds: integer().array(),
    /** The report screen's filters (class, status, kit, search) the export was asked with. */
    filters: jsonb().$type<ExportFilters>(),
    runId: integer(),
    fileId: text(),
    rowCount: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('report_exports_user_idx').on(t.userId, t.id)],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: reportExports,
  label: 'Reports a person exported',
  whose: ['staff member'],
  categories: ['employment'],
  audience: 'the person who exported, head office',
  retention: '30 days (the file), 1 year (the record)',
  purposes: ['To give a person the report they asked for, and show who exported what'],
});

/**
 * One centre's month in figures, the summary the network benchmarks read (a live query over the whole
 * network's enquiries, fees and attendance would be too slow): written by the benchmark refresh job.
 */
export const centreMonthlyMetrics = pgTable(
  'centre_monthly_metrics',
  {
    id: id(),
    franchiseeId: integer().notNull(),
    /** YYYY-MM. */
    month: text().notNull(),
    enquiries: integer().notNull().default(0),
    converted: integer().notNull().default(0),
    /**
     * Instalments due in the month (after concessions), and the fees collected in the month (finance's
     * 'fees.collected', every head): the collection rate rates one against the other.
     */
    feeDuePaise: paise().notNull().default(0),
    feePaidPaise: paise().notNull().default(0),
    /** Children's working days in the month (working days so far × children marked), and days present. */
    attendanceMarked: integer().notNull().default(0),
    attendancePresent: integer().notNull().default(0),
    /** Modules required of the centre's approved teachers, and those completed by the month's end. */
    trainingRequired: integer().notNull().default(0),
    trainingCompleted: integer().notNull().default(0),
    /** Mean score of the audits submitted for the month (null when none). */
    auditScore: doublePrecision(),
    /**
     * The centre's percentile on each figure among the month's centres, and how many centres the month has, both
     * set when the summaries are refreshed: a centre's own view reads its own rows, not the network's.
     */
    percentiles: jsonb().$type<Partial<Record<BenchmarkMetric, number | null>>>(),
    centreCount: integer().notNull().default(0),
    refreshedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('centre_monthly_metrics_key').on(t.franchiseeId, t.month)],
);
