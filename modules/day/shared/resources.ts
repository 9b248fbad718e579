import { CLASS_CATEGORIES, options, referenceTo, resourceShape, secretField, timeOfDayField } from '@portal/core';
import {
  DAY_MODULES as M,
  DAY_SAFETY_MODULES as S,
  ONE_TIME_STATUSES,
  PICKUP_PHOTO,
  PICKUP_RELATIONS,
  PICKUP_STATUSES,
} from './constants.ts';
import { CHILD_PROTECTION_MODULE, CONCERN_STATUSES } from './concerns.ts';
import { INCIDENT_KINDS, INCIDENT_STATUSES } from './incidents.ts';
import { LATE_FEE_STATUSES, LATE_PICKUP_MODULES } from './late-pickup.ts';
import { MEDICATION_STATUSES } from './medication.ts';
import { RATIO_MODULES } from './ratios.ts';
import { studentAdmissionShape } from '@portal/mod-students/shared/resources';
import { feeHeadShape } from '@portal/mod-ledger/shared/resources';
import { franchiseeField } from '@portal/mod-org/shared/resources';
import { staffShape } from '@portal/mod-staff/shared/resources';

/** Photos of an incident: what a phone takes, at most 10 MB. */
const INCIDENT_PHOTO = { kinds: ['image'], maxBytes: 10 * 1024 * 1024 } as const;

/** A prescription: a photo or a PDF, at most 10 MB. */
const PRESCRIPTION_FILE = { kinds: ['image', 'pdf'], maxBytes: 10 * 1024 * 1024 } as const;

/** Taken from the child on create (the form never asks for it). */
const centreField = { ...franchiseeField(), required: false };

const childField = {
  kind: 'reference' as const,
  label: 'Child',
  required: true,
  ref: referenceTo(() => studentAdmissionShape, 'studentId'),
};

const photoField = { kind: 'file' as const, label: 'Photo', required: true, accepts: PICKUP_PHOTO };

/** Incident reports. */
export const incidentShape = resourceShape({
  name: 'day-incidents',
  label: 'Incident report',
  module: S.INCIDENTS,
  fields: {
    franchiseeId: { ...franchiseeField(), required: false, readOnly: true },
    studentAdmissionId: {
      kind: 'reference',
      label: 'Child',
      required: true,
      ref: referenceTo(() => studentAdmissionShape, 'studentId'),
    },
    kind: { kind: 'enum', label: 'Kind', required: true, options: options(...INCIDENT_KINDS) },
    occurredAt: { kind: 'datetime', label: 'When', required: true },
    place: { kind: 'text', label: 'Where', required: true, min: 2, max: 200 },
    whatHappened: { kind: 'text', label: 'What happened', required: true, min: 5, max: 2000 },
    firstAid: { kind: 'text', label: 'First aid given', max: 1000 },
    staffPresent: { kind: 'text', label: 'Staff present', required: true, min: 2, max: 300 },
    photoFileId: { kind: 'file', label: 'Photo', accepts: INCIDENT_PHOTO },
    serious: { kind: 'boolean', label: 'Serious', default: false },
    status: { kind: 'enum', label: 'Status', readOnly: true, options: options(...INCIDENT_STATUSES) },
    sentAt: { kind: 'datetime', label: 'Sent', readOnly: true },
    acknowledgedName: { kind: 'text', label: 'Acknowledged by', readOnly: true },
    acknowledgedAt: { kind: 'datetime', label: 'Acknowledged', readOnly: true },
  },
});

/** A child-protection concern with its checklist: reported to the SJPU or police, parents told, staff suspended. */
export const concernShape = resourceShape({
  name: 'day-child-protection-concerns',
  label: 'Child-protection concern',
  module: CHILD_PROTECTION_MODULE,
  fields: {
    franchiseeId: { ...franchiseeField(), required: false, readOnly: true },
    studentAdmissionId: {
      kind: 'reference',
      label: 'Child',
      required: true,
      ref: referenceTo(() => studentAdmissionShape, 'studentId'),
    },
    occurredAt: { kind: 'datetime', label: 'When it came to light', required: true },
    whatHappened: { kind: 'text', label: 'What is known or suspected', required: true, min: 5, max: 4000 },
    namedStaffId: { kind: 'reference', label: 'Staff member named', ref: referenceTo(() => staffShape, 'firstName') },
    reportedToPoliceAt: { kind: 'datetime', label: 'Reported to the SJPU or police at' },
    policeReference: { kind: 'text', label: 'Police or SJPU reference', max: 120 },
    reportedByName: { kind: 'text', label: 'Reported by', max: 120 },
    parentsInformedAt: { kind: 'datetime', label: 'Parents informed at (as the law allows)' },
    staffSuspendedAt: { kind: 'datetime', label: 'Named staff member’s access suspended at' },
    status: { kind: 'enum', label: 'Status', readOnly: true, options: options(...CONCERN_STATUSES) },
  },
});

/** A late-pickup fee billed at a centre. */
export const latePickupFeeShape = resourceShape({
  name: 'day-late-fees',
  label: 'Late pickup fee',
  module: LATE_PICKUP_MODULES.FEES,
  fields: {
    franchiseeId: { ...franchiseeField(), readOnly: true },
    studentAdmissionId: {
      kind: 'reference',
      label: 'Child',
      readOnly: true,
      ref: referenceTo(() => studentAdmissionShape, 'studentId'),
    },
    day: { kind: 'date', label: 'Date', readOnly: true },
    minutesLate: { kind: 'number', label: 'Minutes after closing', readOnly: true },
    feePaise: { kind: 'money', label: 'Fee', readOnly: true },
    status: { kind: 'enum', label: 'Status', readOnly: true, options: options(...LATE_FEE_STATUSES) },
    waiveReason: { kind: 'text', label: 'Reason waived', readOnly: true },
  },
});

/** A centre's late-pickup rule, kept by head office. */
export const latePickupSettingsShape = resourceShape({
  name: 'day-late-pickup-settings',
  label: 'Late pickup fee',
  module: LATE_PICKUP_MODULES.SETTINGS,
  fields: {
    franchiseeId: franchiseeField(),
    closingTime: timeOfDayField('Closing time', { required: true }),
    graceMinutes: { kind: 'number', label: 'Grace period (minutes)', required: true, min: 0, max: 120 },
    intervalMinutes: { kind: 'number', label: 'Billing interval (minutes)', required: true, min: 1, max: 240 },
    feePaise: { kind: 'money', label: 'Fee per started interval', required: true, min: 1 },
    feeHeadId: {
      kind: 'reference',
      label: 'Fee head',
      required: true,
      ref: referenceTo(() => feeHeadShape, 'name'),
    },
  },
});

/** Medicine a parent authorises for their own child (the parent rule). */
export const medicationShape = resourceShape({
  name: 'day-medications',
  label: 'Medication authorisation',
  module: S.MEDICATION,
  fields: {
    franchiseeId: { ...franchiseeField(), required: false, readOnly: true },
    studentAdmissionId: {
      kind: 'reference',
      label: 'Child',
      required: true,
      ref: referenceTo(() => studentAdmissionShape, 'studentId'),
    },
    medicine: { kind: 'text', label: 'Medicine', required: true, min: 2, max: 120 },
    dose: { kind: 'text', label: 'Dose', required: true, max: 120, placeholder: '5 ml' },
    times: {
      kind: 'text',
      label: 'Times of day',
      required: true,
      max: 200,
      display: 'times',
      placeholder: '09:00 AM, 01:30 PM',
    },
    fromDate: { kind: 'date', label: 'From', required: true },
    toDate: { kind: 'date', label: 'To', required: true },
    notes: { kind: 'text', label: 'Notes', max: 500 },
    prescriptionFileId: { kind: 'file', label: 'Prescription', accepts: PRESCRIPTION_FILE },
    status: { kind: 'enum', label: 'Status', readOnly: true, options: options(...MEDICATION_STATUSES) },
    remark: { kind: 'text', label: 'Remark', readOnly: true },
  },
});

/** Head office's child-to-staff ratio per class category (network-wide). */
export const ratioRuleShape = resourceShape({
  name: 'day-ratios',
  label: 'Child-to-staff ratio',
  module: RATIO_MODULES.RATIOS,
  fields: {
    classCategory: {
      kind: 'enum',
      label: 'Class category',
      required: true,
      createOnly: true,
      options: options(...CLASS_CATEGORIES),
    },
    childrenPerStaff: {
      kind: 'number',
      label: 'Children per staff member',
      required: true,
      min: 1,
      max: 30,
      help: '4 means one adult for every 4 children (1:4)',
    },
  },
});

/** The adults a child's parents allow to collect the child. */
export const pickupShape = resourceShape({
  name: 'day-pickups',
  label: 'Authorised pickup',
  module: M.PICKUPS,
  fields: {
    franchiseeId: centreField,
    studentAdmissionId: childField,
    name: { kind: 'text', label: 'Name', required: true, min: 2, max: 120 },
    relation: { kind: 'enum', label: 'Relation', required: true, options: options(...PICKUP_RELATIONS) },
    mobile: { kind: 'mobile', label: 'Mobile', required: true },
    photoFileId: photoField,
    idReference: { kind: 'text', label: 'ID reference', max: 60 },
    status: { kind: 'enum', label: 'Status', readOnly: true, options: options(...PICKUP_STATUSES) },
    remark: { kind: 'text', label: 'Remark', readOnly: true },
  },
});

/** Someone collecting a child today only. */
export const oneTimePickupShape = resourceShape({
  name: 'day-one-time-pickups',
  label: 'One-time pickup',
  module: M.PICKUPS,
  fields: {
    franchiseeId: centreField,
    studentAdmissionId: childField,
    name: { kind: 'text', label: 'Name', required: true, min: 2, max: 120 },
    mobile: { kind: 'mobile', label: 'Mobile', required: true },
    photoFileId: photoField,
    codeHash: secretField('Pickup code'),
    day: { kind: 'date', label: 'Day', readOnly: true },
    status: { kind: 'enum', label: 'Status', readOnly: true, options: options(...ONE_TIME_STATUSES) },
  },
});
