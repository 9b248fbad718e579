import { CLASS_CATEGORIES, franchiseeField, options } from '@portal/core';
import { badRequest, defineResource, seesEveryFranchisee } from '@portal/kit';
import { academicYears, cities, classes, franchisees, pincodes } from './schema.ts';
import { CENTRE_STATUSES, CENTRE_STATUS_LABELS } from '../shared/status.ts';

const GSTIN = '^[0-3][0-9][A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$';

export const cityResource = defineResource({
  name: 'city',
  label: 'City',
  labelPlural: 'Cities',
  module: 'city',
  scope: 'global',
  table: cities,
  titleField: 'name',
  fields: {
    name: { kind: 'text', label: 'City name', required: true, max: 80 },
    state: {
      kind: 'enum',
      label: 'State',
      required: true,
      options: options(
        'Andhra Pradesh',
        'Assam',
        'Bihar',
        'Chandigarh',
        'Chhattisgarh',
        'Delhi',
        'Goa',
        'Gujarat',
        'Haryana',
        'Himachal Pradesh',
        'Jammu and Kashmir',
        'Jharkhand',
        'Karnataka',
        'Kerala',
        'Madhya Pradesh',
        'Maharashtra',
        'Odisha',
        'Puducherry',
        'Punjab',
        'Rajasthan',
        'Tamil Nadu',
        'Telangana',
        'Uttar Pradesh',
        'Uttarakhand',
        'West Bengal',
      ),
    },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
  list: {
    columns: ['name', 'state', 'isActive'],
    search: ['name', 'state'],
    filters: ['state', 'isActive'],
    defaultSort: { field: 'name', dir: 'asc' },
  },
  remove: 'archive',
});

export const franchiseeResource = defineResource({
  name: 'franchisee',
  label: 'Franchisee',
  module: 'Franchisee',
  scope: 'self',
  table: franchisees,
  titleField: 'companyName',
  fields: {
    code: {
      kind: 'text',
      label: 'Centre code',
      required: true,
      max: 20,
      pattern: '^[A-Z0-9-]+$',
      patternMessage: 'Centre code may use capital letters, digits and hyphens',
      createOnly: true,
    },
    companyName: { kind: 'text', label: 'Company name', required: true, max: 120 },
    ownerName: { kind: 'text', label: 'Owner name', required: true, max: 120 },
    email: { kind: 'email', label: 'Email', required: true },
    mobile: { kind: 'mobile', label: 'Mobile', required: true },
    address: { kind: 'text', label: 'Address', required: true, max: 300 },
    cityId: { kind: 'reference', label: 'City', required: true, ref: { resource: 'city', labelField: 'name' } },
    pincode: { kind: 'pincode', label: 'PIN code', required: true },
    gstin: {
      kind: 'text',
      label: 'GSTIN',
      max: 15,
      pattern: GSTIN,
      patternMessage: 'GSTIN must be 15 characters like 29ABCDE1234F1Z5',
    },
    agreementDate: { kind: 'date', label: 'Agreement date' },
    isCorporate: { kind: 'boolean', label: 'Corporate branch', default: false },
    isActive: { kind: 'boolean', label: 'Active', default: true },
    status: {
      kind: 'enum',
      label: 'Status',
      readOnly: true,
      options: CENTRE_STATUSES.map((value) => ({ value, label: CENTRE_STATUS_LABELS[value] })),
    },
  },
  list: {
    columns: ['code', 'companyName', 'ownerName', 'mobile', 'cityId', 'status', 'isActive'],
    search: ['code', 'companyName', 'ownerName', 'mobile', 'email'],
    filters: ['cityId', 'isActive'],
    defaultSort: { field: 'id', dir: 'asc' },
  },
  remove: 'archive',
  hooks: {
    beforeCreate: (ctx, values) => {
      // Only head office opens new centres.
      if (!seesEveryFranchisee(ctx)) throw badRequest('Only head office can add a franchisee');
      return values;
    },
  },
});

export const academicYearResource = defineResource({
  name: 'academic-year',
  label: 'Academic year',
  module: 'Franchisee',
  scope: 'global',
  table: academicYears,
  titleField: 'academicYear',
  fields: {
    academicYear: {
      kind: 'text',
      label: 'Academic year',
      required: true,
      pattern: '^\\d{4}-\\d{4}$',
      patternMessage: 'Academic year must look like 2026-2027',
      createOnly: true,
    },
    startDate: { kind: 'date', label: 'Start date', required: true },
    endDate: { kind: 'date', label: 'End date', required: true },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
  list: {
    columns: ['academicYear', 'startDate', 'endDate', 'isActive'],
    search: ['academicYear'],
    filters: ['isActive'],
    defaultSort: { field: 'academicYear', dir: 'desc' },
  },
  remove: 'archive',
  hooks: {
    beforeCreate: (_ctx, values) => {
      const [from, to] = String(values.academicYear).split('-').map(Number);
      if (to !== from + 1)
        throw badRequest('Academic year must span two consecutive years, like 2026-2027', {
          academicYear: 'Academic year must span two consecutive years',
        });
      return values;
    },
  },
  rules: {
    order: [{ from: 'startDate', to: 'endDate', strict: true, message: 'End date must be after the start date' }],
  },
});

export const pincodeResource = defineResource({
  name: 'pincodes',
  label: 'PIN code',
  module: 'PincodeCheck',
  scope: 'franchisee',
  table: pincodes,
  titleField: 'pincode',
  fields: {
    franchiseeId: franchiseeField(),
    pincode: { kind: 'pincode', label: 'PIN code', required: true },
    area: { kind: 'text', label: 'Area', required: true, max: 120 },
    cityId: { kind: 'reference', label: 'City', ref: { resource: 'city', labelField: 'name' } },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
  list: {
    columns: ['pincode', 'area', 'cityId', 'franchiseeId', 'isActive'],
    search: ['pincode', 'area'],
    filters: ['franchiseeId', 'cityId', 'isActive'],
    defaultSort: { field: 'pincode', dir: 'asc' },
  },
  remove: 'delete',
});

export const classResource = defineResource({
  name: 'class',
  label: 'Class',
  labelPlural: 'Classes',
  module: 'class',
  scope: 'global',
  table: classes,
  titleField: 'name',
  fields: {
    name: { kind: 'text', label: 'Class name', required: true, max: 60 },
    classCategory: { kind: 'enum', label: 'Class category', required: true, options: options(...CLASS_CATEGORIES) },
    minAgeMonths: { kind: 'number', label: 'Minimum age (months)', required: true, min: 6, max: 144 },
    maxAgeMonths: { kind: 'number', label: 'Maximum age (months)', required: true, min: 6, max: 144 },
    sort: { kind: 'number', label: 'Order', min: 0, max: 1000 },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
  list: {
    columns: ['name', 'classCategory', 'minAgeMonths', 'maxAgeMonths', 'isActive'],
    search: ['name'],
    filters: ['classCategory', 'isActive'],
    defaultSort: { field: 'sort', dir: 'asc' },
  },
  remove: 'archive',
  hooks: {
    beforeCreate: (_ctx, values) => checkAgeRange(values, null),
    beforeUpdate: (_ctx, values, existing) => checkAgeRange(values, existing),
  },
});

function checkAgeRange(values: Record<string, unknown>, existing: Record<string, unknown> | null) {
  const min = Number(values.minAgeMonths ?? existing?.minAgeMonths);
  const max = Number(values.maxAgeMonths ?? existing?.maxAgeMonths);
  if (min >= max)
    throw badRequest('Maximum age must be above the minimum age', {
      maxAgeMonths: 'Maximum age must be above the minimum age',
    });
  return values;
}
