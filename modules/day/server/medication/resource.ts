import { badRequest, defineResource, fieldError } from '@portal/kit';
import { childClassTeachers } from '@portal/mod-academics/server';
import { CENTRE_HEADS, childParents, ownChildRule } from '@portal/mod-users/server';
import { DAY_SAFETY_MODULES as S } from '../../shared/constants.ts';
import { MEDICATION_MESSAGES, readDoseTimes } from '../../shared/medication.ts';
import { childCentre, decision, decisionCommands } from '../parent-requests.service.ts';
import { dayMedications } from '../schema.ts';
import { medicationShape } from '../../shared/resources.ts';

type Medication = typeof dayMedications.$inferSelect;

/** The times as given, kept as people read them ("09:00 AM, 01:30 PM"); a time that is not one is a 400 naming it. */
function doseTimes(times: unknown): string {
  const read = readDoseTimes(String(times ?? ''));
  if ('error' in read) throw fieldError('times', read.error);
  return read.times;
}

function checkDays(from: unknown, to: unknown) {
  if (typeof from === 'string' && typeof to === 'string' && to < from)
    throw badRequest(MEDICATION_MESSAGES.toBeforeFrom);
}

/**
 * Medicine a parent authorises for their own child (the parent rule): the medicine, the dose, the times of day
 * and the days it covers, with a prescription if there is one. The centre's heads approve or reject it; a
 * changed authorisation waits for approval again. Doses are given through `doses.service.ts`.
 */
export const medicationResource = defineResource({
  ...medicationShape,
  scope: 'franchisee',
  table: dayMedications,
  titleField: 'medicine',
  owner: ownChildRule,
  personalData: {
    whose: ['child'],
    categories: ['health'],
    // The teachers of the child's class give the doses; no one else in the centre reads the medicine.
    audience: { related: [childParents(), childClassTeachers()], everyRow: CENTRE_HEADS },
    retention: 'enrolment, then 3 years',
    purposes: ['Giving the child the medicine the parents authorised'],
  },
  list: {
    columns: ['medicine', 'studentAdmissionId', 'dose', 'times', 'fromDate', 'toDate', 'status'],
    search: ['medicine'],
    filters: ['franchiseeId', 'studentAdmissionId', 'status'],
    defaultSort: { field: 'id', dir: 'desc' },
  },
  example: { medicine: 'Paracetamol syrup', dose: '5 ml', times: '09:00 AM, 01:00 PM', notes: 'After food' },
  statusField: 'status',
  remove: 'delete',
  commands: decisionCommands(S.MEDICATION_APPROVAL),
  hooks: {
    async beforeCreate(ctx, values) {
      checkDays(values.fromDate, values.toDate);
      return {
        ...values,
        times: doseTimes(values.times),
        franchiseeId: await childCentre(ctx, values.studentAdmissionId),
        status: 'PENDING',
      };
    },
    beforeUpdate(_ctx, values, existing: Medication) {
      if (values.studentAdmissionId !== undefined && values.studentAdmissionId !== existing.studentAdmissionId)
        throw badRequest('An authorisation stays with its child: add a new one for another child');
      checkDays(values.fromDate ?? existing.fromDate, values.toDate ?? existing.toDate);
      // A changed medicine, dose or time waits for the centre's approval again.
      if (values.times !== undefined) values = { ...values, times: doseTimes(values.times) };
      return { ...values, status: 'PENDING', decidedBy: null, decidedAt: null };
    },
    onCommand: (ctx, _command, _existing, input) => decision(ctx, input),
  },
});
