import { and, eq, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { defineView, viewFilter } from '@portal/kit';
import { franchisees } from '@portal/mod-org/server';
import { auditRow, nonComplianceRow } from '../shared/contracts.ts';
import { AUDIT_STATUS, AUDIT_TYPE_ERROR, AUDIT_TYPES, NON_COMPLIANCE_STATUS } from '../shared/index.ts';
import { auditNonCompliances, auditResponses, centreAudits } from './schema.ts';
import { auditNonComplianceListViewShape, centreAuditListViewShape } from '../shared/views.ts';

/** India's calendar day, in SQL: what "overdue" is measured against. */
const todayInIndiaSql = sql`(now() at time zone 'Asia/Kolkata')::date`;

const auditType = viewFilter(z.enum(AUDIT_TYPES, { error: AUDIT_TYPE_ERROR }), (v) => eq(centreAudits.auditType, v));

/** Audits of the centres the user sees, newest first: audit/list, auditDrafts, acadAudits/{type}, my-audit/list. */
export const auditListView = defineView({
  ...centreAuditListViewShape,
  from: centreAudits,
  joins: [{ table: franchisees, on: eq(franchisees.id, centreAudits.franchiseeId) }],
  columns: {
    id: centreAudits.id,
    franchiseeId: centreAudits.franchiseeId,
    centre: { column: franchisees.companyName, label: 'Centre', schema: auditRow.shape.centre },
    auditType: { column: centreAudits.auditType, label: 'Type', schema: auditRow.shape.auditType },
    auditDate: { column: centreAudits.auditDate, label: 'Audit date', schema: auditRow.shape.auditDate },
    title: { column: centreAudits.title, label: 'Title', schema: auditRow.shape.title },
    status: { column: centreAudits.status, label: 'Status', schema: auditRow.shape.status },
    scorePercent: { column: centreAudits.scorePercent, label: 'Score (%)', schema: auditRow.shape.scorePercent },
    band: { column: centreAudits.band, label: 'Band', schema: auditRow.shape.band },
    openNonCompliances: {
      column: sql<number>`(select count(*)::int from ${auditNonCompliances} nc
        where nc.audit_id = ${centreAudits.id} and nc.status = 'OPEN')`,
      label: 'Open non-compliances',
      kind: 'number',
      schema: auditRow.shape.openNonCompliances,
    },
    submittedAt: { column: centreAudits.submittedAt, label: 'Submitted', schema: auditRow.shape.submittedAt },
  },
  franchiseeColumn: centreAudits.franchiseeId,
  filters: {
    status: viewFilter(z.enum(AUDIT_STATUS, { error: 'Status must be IN-PROGRESS, COMPLETED or CLOSED' }), (v) =>
      eq(centreAudits.status, v),
    ),
    type: auditType,
  },
  search: { columns: [franchisees.companyName, centreAudits.title] },
  defaultSort: [
    { column: centreAudits.auditDate, dir: 'desc' },
    { column: centreAudits.id, dir: 'desc' },
  ],
});

/** The closure list: non-compliances of the centres the user sees, the most overdue first. */
export const nonComplianceListView = defineView({
  ...auditNonComplianceListViewShape,
  from: auditNonCompliances,
  joins: [
    { table: auditResponses, on: eq(auditResponses.id, auditNonCompliances.responseId) },
    { table: centreAudits, on: eq(centreAudits.id, auditNonCompliances.auditId) },
    { table: franchisees, on: eq(franchisees.id, auditNonCompliances.franchiseeId) },
  ],
  columns: {
    id: auditNonCompliances.id,
    auditId: auditNonCompliances.auditId,
    franchiseeId: auditNonCompliances.franchiseeId,
    centre: { column: franchisees.companyName, label: 'Centre', schema: nonComplianceRow.shape.centre },
    auditType: { column: centreAudits.auditType, label: 'Type', schema: nonComplianceRow.shape.auditType },
    auditDate: { column: centreAudits.auditDate, label: 'Audit date', schema: nonComplianceRow.shape.auditDate },
    categoryName: {
      column: auditResponses.categoryName,
      label: 'Category',
      schema: nonComplianceRow.shape.categoryName,
    },
    subCategoryName: {
      column: auditResponses.subCategoryName,
      label: 'Sub-category',
      schema: nonComplianceRow.shape.subCategoryName,
    },
    parameterText: {
      column: auditResponses.parameterText,
      label: 'Parameter',
      schema: nonComplianceRow.shape.parameterText,
    },
    evidenceRequired: {
      column: auditResponses.evidenceRequired,
      label: 'Evidence required',
      kind: 'boolean',
      schema: nonComplianceRow.shape.evidenceRequired,
    },
    owner: { column: auditNonCompliances.owner, label: 'Owner', schema: nonComplianceRow.shape.owner },
    dueDate: { column: auditNonCompliances.dueDate, label: 'Due date', schema: nonComplianceRow.shape.dueDate },
    status: { column: auditNonCompliances.status, label: 'Status', schema: nonComplianceRow.shape.status },
    overdue: {
      column: sql<boolean>`(${auditNonCompliances.status} = 'OPEN'
        and ${auditNonCompliances.dueDate} < ${todayInIndiaSql})`,
      label: 'Overdue',
      kind: 'boolean',
      schema: nonComplianceRow.shape.overdue,
    },
    closureNote: {
      column: auditNonCompliances.closureNote,
      label: 'Closure',
      schema: nonComplianceRow.shape.closureNote,
    },
    closedAt: { column: auditNonCompliances.closedAt, label: 'Closed', schema: nonComplianceRow.shape.closedAt },
  },
  franchiseeColumn: auditNonCompliances.franchiseeId,
  filters: {
    status: viewFilter(z.enum(NON_COMPLIANCE_STATUS, { error: 'Status must be OPEN or CLOSED' }), (v) =>
      eq(auditNonCompliances.status, v),
    ),
    overdue: viewFilter(z.enum(['true', 'false'], { error: "Overdue must be 'true' or 'false'" }), (v) =>
      v === 'true'
        ? and(eq(auditNonCompliances.status, 'OPEN'), lt(auditNonCompliances.dueDate, todayInIndiaSql))
        : undefined,
    ),
    type: auditType,
    auditId: viewFilter(
      z.coerce
        .number({ error: 'Audit must be a number' })
        .int({ error: 'Audit must be a whole number' })
        .positive({ error: 'Audit must be positive' })
        .max(2_147_483_647, { error: 'Audit is too large' }),
      (v) => eq(auditNonCompliances.auditId, v),
    ),
  },
  search: { columns: [franchisees.companyName, auditResponses.parameterText] },
  defaultSort: [
    { column: auditNonCompliances.status, dir: 'desc' },
    { column: auditNonCompliances.dueDate, dir: 'asc' },
    { column: auditNonCompliances.id, dir: 'asc' },
  ],
});
