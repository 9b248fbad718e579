import { CLASS_CATEGORIES, type FieldDef, options, referenceTo, resourceShape } from '@portal/core';
import { CENTRE_STATUS_LABELS, CENTRE_STATUSES } from './status.ts';

export const GSTIN = '^[0-3][0-9][A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$';

export const cityShape = resourceShape({
  name: 'city',
  label: 'City',
  module: 'city',
  fields: {
    name: { kind: 'text', label: 'City name', required: true, max: 80 },
    code: {
      kind: 'text',
      label: 'City code',
      display: 'as-written',
      min: 2,
      max: 4,
      pattern: '^[A-Z]{2,4}$',
      patternMessage: 'City code is 2 to 4 capital letters, as BLR',
      help: "The prefix of the city's centre codes (BLR-001); left empty, its name's first three letters",
    },
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
});

type FranchiseeFieldOptions = Partial<Pick<FieldDef, 'label' | 'createOnly' | 'readOnly' | 'help'>>;

/**
 * The centre a record belongs to, as a required reference labelled by the centre's name: every resource that
 * carries one declares it this way (label "Franchisee" unless a screen says "Centre").
 */
export function franchiseeField<const O extends FranchiseeFieldOptions = Record<never, never>>(options?: O) {
  return {
    kind: 'reference',
    label: 'Franchisee',
    required: true,
    ref: referenceTo(() => franchiseeShape, 'companyName'),
    ...options,
  } as const satisfies FieldDef;
}

export const franchiseeShape = resourceShape({
  name: 'franchisee',
  label: 'Franchisee',
  module: 'Franchisee',
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
    cityId: { kind: 'reference', label: 'City', required: true, ref: referenceTo(() => cityShape, 'name') },
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
});

export const academicYearShape = resourceShape({
  name: 'academic-year',
  label: 'Academic year',
  module: 'Franchisee',
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
});

export const pincodeShape = resourceShape({
  name: 'pincodes',
  label: 'PIN code',
  module: 'PincodeCheck',
  fields: {
    franchiseeId: franchiseeField(),
    pincode: { kind: 'pincode', label: 'PIN code', required: true },
    area: { kind: 'text', label: 'Area', required: true, max: 120 },
    cityId: { kind: 'reference', label: 'City', ref: referenceTo(() => cityShape, 'name') },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
});

export const classShape = resourceShape({
  name: 'class',
  label: 'Class',
  module: 'class',
  fields: {
    name: { kind: 'text', label: 'Class name', required: true, max: 60 },
    classCategory: { kind: 'enum', label: 'Class category', required: true, options: options(...CLASS_CATEGORIES) },
    minAgeMonths: { kind: 'number', label: 'Minimum age (months)', required: true, min: 6, max: 144 },
    maxAgeMonths: { kind: 'number', label: 'Maximum age (months)', required: true, min: 6, max: 144 },
    sort: { kind: 'number', label: 'Order', min: 0, max: 1000 },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
});
