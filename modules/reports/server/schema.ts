import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { roles } from '@portal/mod-system/server';
import type { ExportFormat, ReportKey, WidgetKey } from '../shared/constants.ts';

/** A widget placed on a role's default dashboard (the System area keeps these). */
export const roleWidgets = pgTable(
  'role_widgets',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    roleId: integer()
      .notNull()
      .references(() => roles.id),
    widget: text().$type<WidgetKey>().notNull(),
    position: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('role_widgets_role_widget_key').on(t.roleId, t.widget)],
);

/** An export the report centre ran for a user: its job run holds the status and progress. */
export const reportExports = pgTable(
  'report_exports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer().notNull(),
    franchiseeId: integer(),
    report: text().$type<ReportKey>().notNull(),
    format: text().$type<ExportFormat>().notNull(),
    fromDate: date().notNull(),
    toDate: date().notNull(),
    /** The centres the export covers, settled from the user's fence when it was asked for; null for all. */
    franchiseeIds: integer().array(),
    runId: integer(),
    fileId: text(),
    rowCount: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('report_exports_user_idx').on(t.userId, t.id)],
);
