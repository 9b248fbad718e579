import { options, referenceTo, resourceShape } from '@portal/core';
import { AUDIT_MODULES, AUDIT_STATUS, AUDIT_TYPE_LABELS, AUDIT_TYPES, MAX_SUB_CATEGORY_WEIGHT } from './index.ts';
import { franchiseeField } from '@portal/mod-org/shared/resources';

const auditTypeOptions = AUDIT_TYPES.map((value) => ({ value, label: AUDIT_TYPE_LABELS[value] }));

/** A corrective task opened by a failed parameter. */
export const correctiveTaskShape = resourceShape({
  name: 'corrective-tasks',
  label: 'Corrective task',
  module: AUDIT_MODULES.MY_AUDIT,
  fields: {},
});

/** The "no" answers of a submitted audit. */
export const nonComplianceShape = resourceShape({
  name: 'audit-non-compliances',
  label: 'Non-compliance',
  module: AUDIT_MODULES.MY_AUDIT,
  fields: {},
});

export const auditCategoryShape = resourceShape({
  name: 'audit-categories',
  label: 'Audit category',
  module: AUDIT_MODULES.AUDIT,
  fields: {
    auditType: { kind: 'enum', label: 'Audit type', required: true, options: auditTypeOptions },
    name: { kind: 'text', label: 'Category', required: true, max: 120 },
    sort: { kind: 'number', label: 'Order', min: 0, max: 1000 },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
});

/** Kinds of general audit (general-audit/add-audit-type, audit-type-list). */
export const generalAuditTypeShape = resourceShape({
  name: 'general-audit-types',
  label: 'Audit type',
  module: AUDIT_MODULES.GENERAL,
  fields: {
    name: { kind: 'text', label: 'Audit type', required: true, max: 120 },
    description: { kind: 'text', label: 'Description', max: 500 },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
});

export const auditSubCategoryShape = resourceShape({
  name: 'audit-sub-categories',
  label: 'Audit sub-category',
  module: AUDIT_MODULES.AUDIT,
  fields: {
    categoryId: {
      kind: 'reference',
      label: 'Category',
      required: true,
      ref: referenceTo(() => auditCategoryShape, 'name'),
    },
    name: { kind: 'text', label: 'Sub-category', required: true, max: 120 },
    sort: { kind: 'number', label: 'Order', min: 0, max: 1000 },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
});

export const auditParameterShape = resourceShape({
  name: 'audit-parameters',
  label: 'Audit parameter',
  module: AUDIT_MODULES.AUDIT,
  fields: {
    subCategoryId: {
      kind: 'reference',
      label: 'Sub-category',
      required: true,
      ref: referenceTo(() => auditSubCategoryShape, 'name'),
    },
    text: { kind: 'text', label: 'Parameter', required: true, max: 300 },
    weight: { kind: 'number', label: 'Weight (%)', required: true, min: 1, max: MAX_SUB_CATEGORY_WEIGHT },
    evidenceRequired: { kind: 'boolean', label: 'Evidence required to close', default: false },
    sort: { kind: 'number', label: 'Order', min: 0, max: 1000 },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
});

export const centreAuditShape = resourceShape({
  name: 'centre-audits',
  label: 'Audit',
  module: AUDIT_MODULES.AUDIT,
  fields: {
    franchiseeId: franchiseeField({ label: 'Centre' }),
    auditType: { kind: 'enum', label: 'Audit type', required: true, options: auditTypeOptions },
    auditDate: { kind: 'date', label: 'Audit date', required: true },
    title: { kind: 'text', label: 'Title', max: 160 },
    generalAuditTypeId: {
      kind: 'reference',
      label: 'General audit type',
      ref: referenceTo(() => generalAuditTypeShape, 'name'),
    },
    status: { kind: 'enum', label: 'Status', readOnly: true, options: options(...AUDIT_STATUS) },
    scorePercent: { kind: 'number', label: 'Score (%)', readOnly: true },
    band: { kind: 'text', label: 'Band', readOnly: true },
    summary: { kind: 'text', label: 'Summary', readOnly: true },
    submittedAt: { kind: 'datetime', label: 'Submitted', readOnly: true },
  },
});

/** Photos (or a PDF) of an audit item while it is filled, or of a non-compliance's closure. */
export const auditEvidenceShape = resourceShape({
  name: 'audit-evidence',
  label: 'Audit evidence',
  module: AUDIT_MODULES.MY_AUDIT,
  fields: {
    franchiseeId: franchiseeField({ label: 'Centre' }),
    auditId: {
      kind: 'reference',
      label: 'Audit',
      required: true,
      ref: referenceTo(() => centreAuditShape, 'auditDate'),
    },
    responseId: { kind: 'number', label: 'Item', min: 1, max: 2_147_483_647 },
    nonComplianceId: { kind: 'number', label: 'Non-compliance', min: 1, max: 2_147_483_647 },
    fileId: { kind: 'file', label: 'Photo', required: true },
    caption: { kind: 'text', label: 'Caption', max: 200 },
  },
});
