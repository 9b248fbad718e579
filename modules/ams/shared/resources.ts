import { options, referenceTo, resourceShape, type ResourceShape } from '@portal/core';
import {
  AMS_MODULES,
  FIRST_AUDIT_STATUS,
  MANAGER_KIND_LABELS,
  MANAGER_KINDS,
  VISIT_AUDIT_TYPE_LABELS,
  VISIT_AUDIT_TYPES,
  VISIT_STATUS,
} from './constants.ts';
import { userShape } from '@portal/mod-users/shared/resources';
import { franchiseeField } from '@portal/mod-org/shared/resources';

const M = AMS_MODULES.AMS;

const activeField = { kind: 'boolean', label: 'Active', default: true } as const;

export const amsZoneShape = resourceShape({
  name: 'ams-zones',
  label: 'Zone',
  module: M,
  fields: { name: { kind: 'text', label: 'Zone', required: true, max: 120 }, isActive: activeField },
});

/** A zonal manager. */
export const amsManagerShape = resourceShape({
  name: 'ams-managers',
  label: 'Manager',
  module: M,
  fields: {
    kind: {
      kind: 'enum',
      label: 'Role',
      required: true,
      options: MANAGER_KINDS.map((value) => ({ value, label: MANAGER_KIND_LABELS[value] })),
    },
    name: { kind: 'text', label: 'Name', required: true, max: 120 },
    userId: { kind: 'reference', label: 'Portal account', ref: referenceTo(() => userShape, 'fullName') },
    mobile: { kind: 'text', label: 'Mobile', max: 15 },
    zoneId: { kind: 'reference', label: 'Zone', required: true, ref: referenceTo(() => amsZoneShape, 'name') },
    reportsToId: {
      kind: 'reference',
      label: 'Zonal manager',
      ref: referenceTo((): ResourceShape => amsManagerShape, 'name'),
    },
    isActive: activeField,
  },
});

export const amsCentreCategoryShape = resourceShape({
  name: 'ams-centre-categories',
  label: 'Centre category',
  module: M,
  fields: {
    name: { kind: 'text', label: 'Category', required: true, max: 60 },
    visitsPerCycle: { kind: 'number', label: 'Visits per cycle', required: true, min: 1, max: 12 },
    isActive: activeField,
  },
});

export const amsCentreAllocationShape = resourceShape({
  name: 'ams-centre-allocations',
  label: 'Centre allocation',
  module: M,
  fields: {
    franchiseeId: franchiseeField({ label: 'Centre' }),
    managerId: {
      kind: 'reference',
      label: 'Academic manager',
      required: true,
      ref: referenceTo((): ResourceShape => amsManagerShape, 'name'),
    },
    categoryId: {
      kind: 'reference',
      label: 'Centre category',
      ref: referenceTo(() => amsCentreCategoryShape, 'name'),
    },
    isActive: activeField,
  },
});

export const amsCycleShape = resourceShape({
  name: 'ams-cycles',
  label: 'Audit cycle',
  module: M,
  fields: {
    name: { kind: 'text', label: 'Cycle', required: true, max: 80 },
    startDate: { kind: 'date', label: 'Starts', required: true },
    endDate: { kind: 'date', label: 'Ends', required: true },
    centreWeight: { kind: 'number', label: 'Centre audit weightage', unit: 'percent', min: 0, max: 100 },
    academicWeight: { kind: 'number', label: 'Academic audit weightage', unit: 'percent', min: 0, max: 100 },
    isActive: activeField,
  },
});

/** Holidays. */
export const amsHolidayShape = resourceShape({
  name: 'ams-holidays',
  label: 'Holiday',
  module: M,
  fields: {
    holidayDate: { kind: 'date', label: 'Date', required: true },
    name: { kind: 'text', label: 'Holiday', required: true, max: 120 },
  },
});

/** A scheduled visit to a centre. */
export const amsVisitShape = resourceShape({
  name: 'ams-visits',
  label: 'Visit',
  module: M,
  fields: {
    franchiseeId: franchiseeField({ label: 'Centre' }),
    managerId: {
      kind: 'reference',
      label: 'Academic manager',
      required: true,
      ref: referenceTo((): ResourceShape => amsManagerShape, 'name'),
    },
    cycleId: { kind: 'reference', label: 'Cycle', ref: referenceTo(() => amsCycleShape, 'name') },
    visitDate: { kind: 'date', label: 'Visit date', required: true },
    auditType: {
      kind: 'enum',
      label: 'Audit',
      required: true,
      options: VISIT_AUDIT_TYPES.map((value) => ({ value, label: VISIT_AUDIT_TYPE_LABELS[value] })),
    },
    status: { kind: 'enum', label: 'Status', readOnly: true, options: options(...VISIT_STATUS) },
    remark: { kind: 'text', label: 'Remark', readOnly: true },
  },
});

/** A centre's first audit. */
export const amsFirstAuditShape = resourceShape({
  name: 'ams-first-audits',
  label: 'First audit',
  module: M,
  fields: {
    franchiseeId: franchiseeField({ label: 'Centre' }),
    managerId: {
      kind: 'reference',
      label: 'Academic manager',
      required: true,
      ref: referenceTo((): ResourceShape => amsManagerShape, 'name'),
    },
    auditType: {
      kind: 'enum',
      label: 'Audit',
      required: true,
      options: VISIT_AUDIT_TYPES.map((value) => ({ value, label: VISIT_AUDIT_TYPE_LABELS[value] })),
    },
    scheduledOn: { kind: 'date', label: 'Scheduled on', required: true },
    status: { kind: 'enum', label: 'Status', readOnly: true, options: options(...FIRST_AUDIT_STATUS) },
    heldOn: { kind: 'date', label: 'Held on', readOnly: true },
    remark: { kind: 'text', label: 'Remark', readOnly: true },
  },
});
