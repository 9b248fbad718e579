import { id, stamps } from '@portal/db';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { franchiseeRef } from '@portal/mod-org/server';
import { staff } from '@portal/mod-staff/server';
import { teacherModules } from '@portal/mod-training/server';
import { adminUsers } from '@portal/mod-users/server';
import { declarePlatformData } from '@portal/kit';

// ---- what is audited: head office's checklist, per kind of audit ----

export const auditCategories = pgTable(
  'audit_categories',
  {
    id: id(),
    auditType: text().notNull(),
    name: text().notNull(),
    sort: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    ...stamps,
  },
  (t) => [uniqueIndex('audit_categories_type_name_uq').on(t.auditType, t.name)],
);

export const auditSubCategories = pgTable(
  'audit_sub_categories',
  {
    id: id(),
    categoryId: integer()
      .notNull()
      .references(() => auditCategories.id),
    name: text().notNull(),
    sort: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    ...stamps,
  },
  (t) => [uniqueIndex('audit_sub_categories_name_uq').on(t.categoryId, t.name)],
);

export const auditParameters = pgTable(
  'audit_parameters',
  {
    id: id(),
    subCategoryId: integer()
      .notNull()
      .references(() => auditSubCategories.id),
    text: text().notNull(),
    /** Percent of its sub-category; the active parameters of one sub-category add up to at most 100. */
    weight: integer().notNull(),
    /** A "no" on this parameter is closed only with evidence. */
    evidenceRequired: boolean().notNull().default(false),
    sort: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    ...stamps,
  },
  (t) => [index('audit_parameters_sub_category_idx').on(t.subCategoryId)],
);

/** Kinds of general audit (spec: general-audit/add-audit-type): hygiene, fire safety, … */
export const generalAuditTypes = pgTable('general_audit_types', {
  id: id(),
  name: text().notNull().unique(),
  description: text(),
  isActive: boolean().notNull().default(true),
  ...stamps,
});

// ---- an audit of one centre ----

export const centreAudits = pgTable(
  'centre_audits',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    auditType: text().notNull(),
    auditDate: date().notNull(),
    title: text(),
    /** For general audits: which kind of general audit this is. */
    generalAuditTypeId: integer().references(() => generalAuditTypes.id),
    status: text().notNull().default('IN-PROGRESS'),
    /** Set when submitted: the weighted score in percent (one decimal) and its band. */
    scorePercent: doublePrecision(),
    band: text(),
    summary: text(),
    auditorId: integer().references(() => adminUsers.id),
    submittedAt: timestamp({ withTimezone: true }),
    closedAt: timestamp({ withTimezone: true }),
    ...stamps,
  },
  (t) => [
    index('centre_audits_franchisee_idx').on(t.franchiseeId, t.auditDate),
    index('centre_audits_status_idx').on(t.status),
  ],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: centreAudits,
  label: 'Audits of a centre, with the auditor',
  whose: ['staff member'],
  categories: ['employment'],
  audience: 'the centre’s head and office staff, head office',
  retention: 'while the staff member works at the centre, then 3 years',
  purposes: ['To keep each centre to the network’s standards'],
});

/**
 * One checklist item of an audit. The parameter's wording, weight and place are copied when the audit
 * is drafted, so a later change to the checklist never rewrites an audit already made.
 */
export const auditResponses = pgTable(
  'audit_responses',
  {
    id: id(),
    auditId: integer()
      .notNull()
      .references(() => centreAudits.id, { onDelete: 'cascade' }),
    franchiseeId: franchiseeRef(),
    parameterId: integer()
      .notNull()
      .references(() => auditParameters.id),
    categoryName: text().notNull(),
    subCategoryName: text().notNull(),
    parameterText: text().notNull(),
    weight: integer().notNull(),
    evidenceRequired: boolean().notNull(),
    sort: integer().notNull(),
    response: text(),
    comment: text(),
    ...stamps,
  },
  (t) => [uniqueIndex('audit_responses_item_uq').on(t.auditId, t.parameterId)],
);

/** A "no" found by a submitted audit, until it is closed with what was done about it. */
export const auditNonCompliances = pgTable(
  'audit_non_compliances',
  {
    id: id(),
    auditId: integer()
      .notNull()
      .references(() => centreAudits.id),
    responseId: integer()
      .notNull()
      .references(() => auditResponses.id)
      .unique(),
    franchiseeId: franchiseeRef(),
    status: text().notNull().default('OPEN'),
    owner: text(),
    dueDate: date().notNull(),
    closureNote: text(),
    closedBy: integer().references(() => adminUsers.id),
    closedAt: timestamp({ withTimezone: true }),
    ...stamps,
  },
  (t) => [index('audit_non_compliances_franchisee_idx').on(t.franchiseeId, t.status, t.dueDate)],
);

/** A photo or document: of an item while the audit is filled, or of a non-compliance's closure. */
export const auditEvidence = pgTable(
  'audit_evidence',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    auditId: integer()
      .notNull()
      .references(() => centreAudits.id),
    responseId: integer().references(() => auditResponses.id),
    nonComplianceId: integer().references(() => auditNonCompliances.id),
    fileId: text().notNull(),
    caption: text(),
    uploadedBy: integer().references(() => adminUsers.id),
    ...stamps,
  },
  (t) => [index('audit_evidence_audit_idx').on(t.auditId)],
);

// ---- the corrective loop: a failed parameter, the training it calls for, and the audit that passes it ----

/**
 * Opened for each non-compliance when its audit is submitted. Closed when the training it assigned (if
 * any) is done by every teacher it went to and a later audit of the centre answers the parameter "yes".
 */
export const correctiveTasks = pgTable(
  'corrective_tasks',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    nonComplianceId: integer()
      .notNull()
      .references(() => auditNonCompliances.id)
      .unique(),
    auditId: integer()
      .notNull()
      .references(() => centreAudits.id),
    parameterId: integer()
      .notNull()
      .references(() => auditParameters.id),
    parameterText: text().notNull(),
    status: text().notNull().default('OPEN'),
    /** The self-training module assigned to the centre's teachers. */
    trainingModuleId: integer().references(() => teacherModules.id),
    trainingAssignedAt: timestamp({ withTimezone: true }),
    /** The later audit that answered the parameter "yes". */
    passedAuditId: integer().references(() => centreAudits.id),
    closedAt: timestamp({ withTimezone: true }),
    ...stamps,
  },
  (t) => [index('corrective_tasks_franchisee_idx').on(t.franchiseeId, t.status, t.parameterId)],
);

/** A teacher the corrective training went to. */
export const correctiveTrainees = pgTable(
  'corrective_trainees',
  {
    id: id(),
    taskId: integer()
      .notNull()
      .references(() => correctiveTasks.id, { onDelete: 'cascade' }),
    franchiseeId: franchiseeRef(),
    staffId: integer()
      .notNull()
      .references(() => staff.id),
    ...stamps,
  },
  (t) => [uniqueIndex('corrective_trainees_task_staff_uq').on(t.taskId, t.staffId)],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: correctiveTrainees,
  label: 'Staff assigned to a corrective training',
  whose: ['staff member'],
  categories: ['employment'],
  audience: 'the centre’s head and office staff, head office',
  retention: 'while the staff member works at the centre, then 3 years',
  purposes: ['To close an audit’s finding with the training it asked for'],
});
