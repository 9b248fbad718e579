import { randomInt } from 'node:crypto';
import { todayInIndia } from '@portal/core';
import { badRequest, commandOf, defineResource } from '@portal/kit';
import { childClassTeachers } from '@portal/mod-academics/server';
import { CENTRE_HEADS, childParents, hashPassword, ownChildRule } from '@portal/mod-users/server';
import { DAY_MODULES as M } from '../shared/constants.ts';
import { issuePickupCode } from '../shared/contracts.ts';
import { oneTimePickupShape, pickupShape } from '../shared/resources.ts';
import { childCentre, decision, decisionCommands } from './parent-requests.service.ts';
import { dayOneTimePickups, dayPickups } from './schema.ts';

/** The adults who collect a child: the child's parents, the teachers of the child's class and the centre's heads. */
const collectorsAudience = { related: [childParents(), childClassTeachers()], everyRow: CENTRE_HEADS };

type Pickup = typeof dayPickups.$inferSelect;
type OneTimePickup = typeof dayOneTimePickups.$inferSelect;

/** The tries at a one-time pickup's codes for its day (check-out.service.ts): a new code keeps the count. */
export const pickupCodeKey = (oneTimePickupId: number) => `day.pickup-code:${oneTimePickupId}`;

/**
 * The adults a child's parents allow to collect the child. Parents add them for their own child (the parent
 * rule); the centre's heads approve or reject each one, and only an approved one may collect the child.
 */
export const pickupResource = defineResource({
  ...pickupShape,
  scope: 'franchisee',
  table: dayPickups,
  titleField: 'name',
  owner: ownChildRule,
  personalData: {
    person: true,
    whose: ['pickup person', 'child'],
    categories: ['contact', 'identity document', 'photo/video'],
    audience: collectorsAudience,
    retention: 'enrolment, then 1 year',
    purposes: ['Handing the child only to an adult the parents allowed'],
    // Check-outs name the pickup: the row stays, without the adult's name, mobile and photo.
    erase: { name: 'Erased', mobile: '0000000000', idReference: null, photoFileId: '' },
  },
  list: {
    columns: ['name', 'relation', 'studentAdmissionId', 'mobile', 'status'],
    search: ['name', 'mobile'],
    filters: ['franchiseeId', 'studentAdmissionId', 'status'],
    defaultSort: { field: 'id', dir: 'desc' },
  },
  example: { name: 'Asha Rao', relation: 'GRANDPARENT', mobile: '9876543210', idReference: 'Aadhaar XXXX 1234' },
  statusField: 'status',
  remove: 'delete',
  commands: decisionCommands(M.PICKUP_APPROVAL),
  hooks: {
    async beforeCreate(ctx, values) {
      return { ...values, franchiseeId: await childCentre(ctx, values.studentAdmissionId), status: 'PENDING' };
    },
    beforeUpdate(_ctx, values, existing: Pickup) {
      if (values.studentAdmissionId !== undefined && values.studentAdmissionId !== existing.studentAdmissionId)
        throw badRequest('A pickup stays with its child: add a new one for another child');
      // A changed pickup (another photo, another mobile) waits for the centre's approval again.
      return { ...values, status: 'PENDING', decidedBy: null, decidedAt: null };
    },
    onCommand: (ctx, _command, _existing, input) => decision(ctx, input),
  },
});

/** A code of six digits, for the collector to give at check-out. */
const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * Someone collecting a child today only. The parent adds them with a photo, then asks for the code (shown
 * once; asking again replaces it) and hands it to the collector, who gives it at check-out.
 */
export const oneTimePickupResource = defineResource({
  ...oneTimePickupShape,
  scope: 'franchisee',
  table: dayOneTimePickups,
  titleField: 'name',
  owner: ownChildRule,
  personalData: {
    person: true,
    whose: ['pickup person', 'child'],
    categories: ['contact', 'photo/video'],
    audience: collectorsAudience,
    retention: 'the day, then 90 days',
    purposes: ['Handing the child to the one adult the parents sent for the day'],
    // Check-outs name the pickup: the row stays, without the adult's name, mobile and photo.
    erase: { name: 'Erased', mobile: '0000000000', photoFileId: '' },
  },
  list: {
    columns: ['name', 'studentAdmissionId', 'mobile', 'day', 'status'],
    search: ['name', 'mobile'],
    filters: ['franchiseeId', 'studentAdmissionId', 'status'],
    defaultSort: { field: 'id', dir: 'desc' },
  },
  example: { name: 'Ravi Kumar', mobile: '9123456780' },
  statusField: 'status',
  remove: 'delete',
  commands: {
    'issue-code': commandOf<OneTimePickup>()({
      label: 'Show the pickup code',
      from: ['ACTIVE'],
      // A new code leaves the pickup waiting for its collector.
      to: 'ACTIVE',
      module: M.CHECK_IN,
      ...issuePickupCode,
      async handler(_ctx, row) {
        if (row.day !== todayInIndia()) throw badRequest('This one-time pickup was for another day');
        const code = newCode();
        // The tries are the pickup's for its day, not the code's: a new code brings none (`pickupCodeKey`).
        return { set: { codeHash: await hashPassword(code) }, answer: { id: row.id, code } };
      },
    }),
    cancel: { label: 'Cancel', from: ['ACTIVE'], to: 'CANCELLED', color: 'red' },
  },
  hooks: {
    async beforeCreate(ctx, values) {
      const franchiseeId = await childCentre(ctx, values.studentAdmissionId);
      return { ...values, franchiseeId, day: todayInIndia(), status: 'ACTIVE', codeHash: null };
    },
    beforeUpdate(_ctx, values, existing: OneTimePickup) {
      if (existing.status !== 'ACTIVE') throw badRequest('This one-time pickup is over; add a new one');
      if (values.studentAdmissionId !== undefined && values.studentAdmissionId !== existing.studentAdmissionId)
        throw badRequest('A pickup stays with its child: add a new one for another child');
      return values;
    },
  },
});
