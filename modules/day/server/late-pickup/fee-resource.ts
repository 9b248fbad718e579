import { franchiseeField, options } from '@portal/core';
import { defineResource } from '@portal/kit';
import { LATE_FEE_STATUSES, LATE_PICKUP_MODULES } from '../../shared/late-pickup.ts';
import { dayLateFees } from '../schema.ts';

/**
 * The late-pickup fees billed at a centre, declared so that a fee is loaded inside the fence (a waiver naming
 * another centre's fee is a 404). Not served as a list: a check-out bills them and the roster shows them.
 */
export const latePickupFeeResource = defineResource({
  name: 'day-late-fees',
  label: 'Late pickup fee',
  labelPlural: 'Late pickup fees billed',
  module: LATE_PICKUP_MODULES.FEES,
  scope: 'franchisee',
  table: dayLateFees,
  titleField: 'day',
  fields: {
    franchiseeId: { ...franchiseeField(), readOnly: true },
    studentAdmissionId: {
      kind: 'reference',
      label: 'Child',
      readOnly: true,
      ref: { resource: 'student-admission', labelField: 'studentId' },
    },
    day: { kind: 'date', label: 'Date', readOnly: true },
    minutesLate: { kind: 'number', label: 'Minutes after closing', readOnly: true },
    feePaise: { kind: 'money', label: 'Fee', readOnly: true },
    status: { kind: 'enum', label: 'Status', readOnly: true, options: options(...LATE_FEE_STATUSES) },
    waiveReason: { kind: 'text', label: 'Reason waived', readOnly: true },
  },
  list: {
    columns: ['day', 'studentAdmissionId', 'minutesLate', 'feePaise', 'status'],
    search: [],
    filters: ['franchiseeId', 'studentAdmissionId', 'day', 'status'],
    defaultSort: { field: 'day', dir: 'desc' },
  },
  remove: false,
});
