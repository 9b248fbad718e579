import { todayInIndia } from '@portal/core';
import {
  badRequest,
  defineResource,
  fieldError,
  loadRecord,
  type RequestContext,
  type RowOf,
  type Values,
  type ValuesOf,
} from '@portal/kit';
import { studentAdmissionResource } from '@portal/mod-students/server';
import { ownChildRule } from '@portal/mod-users/server';
import { HEALTH_MESSAGES as MSG } from '../../shared/health.ts';
import { healthRemarks } from '../schema.ts';
import { CENTRE_HEADS, childParents } from '@portal/mod-users/server';
import { childClassTeachers } from '../diary/teacher-rule.ts';
import { healthRemarkShape } from '../../shared/resources.ts';

/** The child's centre is the remark's; an immunisation carries its due date; nothing is given in the future. */
async function checkRemark(
  ctx: RequestContext,
  values: ValuesOf<typeof healthRemarks>,
  existing?: RowOf<typeof healthRemarks>,
): Promise<Values> {
  if (existing && values.studentAdmissionId !== undefined && values.studentAdmissionId !== existing.studentAdmissionId)
    throw badRequest(MSG.childMoves);
  const merged = { ...existing, ...values };
  if (merged.studentAdmissionId === undefined) throw fieldError('studentAdmissionId', MSG.childNeeded);
  // Through the fence: another centre's child is a 404.
  const child = await loadRecord(ctx, studentAdmissionResource, merged.studentAdmissionId);
  if (merged.kind === 'IMMUNISATION' && !merged.dueDate && !merged.givenOn)
    throw fieldError('dueDate', MSG.dueDateNeeded);
  if (merged.givenOn && String(merged.givenOn) > todayInIndia()) throw fieldError('givenOn', MSG.givenInFuture);
  // A new due date is reminded of afresh.
  const reminded = values.dueDate !== undefined && values.dueDate !== existing?.dueDate ? { remindedFor: null } : {};
  return { ...values, ...reminded, franchiseeId: child.franchiseeId };
}

/** health-remark/view: a child's allergies, conditions, medication and immunisations. */
export const healthRemarkResource = defineResource({
  ...healthRemarkShape,
  personalData: {
    whose: ['child'],
    categories: ['health'],
    audience: { related: [childParents(), childClassTeachers()], everyRow: CENTRE_HEADS },
    retention: 'enrolment, then 3 years',
    purposes: ["Looking after the child's health at the centre"],
    erase: { details: '' },
  },
  scope: 'franchisee',
  table: healthRemarks,
  titleField: 'title',
  owner: ownChildRule,
  list: {
    columns: ['studentAdmissionId', 'kind', 'title', 'dueDate', 'givenOn', 'isActive'],
    search: ['title', 'details'],
    filters: ['franchiseeId', 'studentAdmissionId', 'kind', 'isActive'],
    defaultSort: { field: 'id', dir: 'desc' },
  },
  remove: 'delete',
  hooks: {
    beforeCreate: (ctx, values) => checkRemark(ctx, values),
    beforeUpdate: (ctx, values, existing) => checkRemark(ctx, values, existing),
  },
});
