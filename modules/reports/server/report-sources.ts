/**
 * The paged reports, each declared once as a source: its columns, its conditions (the franchisee fence
 * first), a page of rows in id order, the count and the totals. The report screens read pages of it and
 * the export job streams the same rows batch by batch.
 */
import type { ReportKey } from '../shared/constants.ts';
import { studentProgress } from './report-sources/students.ts';
import { teacherProgress } from './report-sources/staff.ts';
import { auditSchedules, trainingSchedules } from './report-sources/schedules.ts';
import { orderSource, royaltySource } from './report-sources/orders.ts';
import type { ReportSource } from './report-sources/common.ts';
export * from './report-sources/common.ts';

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
