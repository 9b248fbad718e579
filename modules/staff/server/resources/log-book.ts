import { todayInIndia } from '@portal/core';
import { badRequest, defineResource, fieldError, forbidden, headOfficeWrites, ownerAudience } from '@portal/kit';
import { actingStaff } from '../acting-staff.service.ts';
import { ownedByStaff } from '../owner.ts';
import { logBooks, logBookTopics } from '../schema.ts';
import { logBookShape, logBookTopicShape } from '../../shared/resources.ts';

export const logBookTopicResource = defineResource({
  ...logBookTopicShape,
  scope: 'global',
  table: logBookTopics,
  titleField: 'name',
  list: {
    columns: ['name', 'description', 'isActive'],
    search: ['name'],
    filters: ['isActive'],
    defaultSort: { field: 'name', dir: 'asc' },
  },
  remove: 'archive',
  // Topics are the network's: only head office defines, changes or archives them.
  writeRule: headOfficeWrites('Only head office can define log book topics'),
});

export const logBookResource = defineResource({
  ...logBookShape,
  personalData: {
    whose: ['staff member'],
    categories: ['education'],
    audience: ownerAudience(ownedByStaff),
    retention: 'employment, then 3 years',
    purposes: ['Following the teaching done each day'],
  },
  labelPlural: 'Log book entries',
  scope: 'franchisee',
  table: logBooks,
  titleField: 'logDate',
  list: {
    columns: ['logDate', 'staffId', 'topicId', 'className', 'activity'],
    search: ['activity', 'observations', 'className'],
    filters: ['franchiseeId', 'staffId', 'topicId', 'logDate'],
    defaultSort: { field: 'logDate', dir: 'desc' },
  },
  remove: 'delete',
  owner: ownedByStaff,
  hooks: {
    async beforeCreate(ctx, values) {
      const member = await actingStaff(ctx, values.staffId);
      if (String(values.logDate) > todayInIndia())
        throw fieldError('logDate', 'A log book entry cannot be for a future date');
      return { ...values, staffId: member.id, franchiseeId: member.franchiseeId };
    },
    async beforeUpdate(ctx, values, existing) {
      const member = await actingStaff(ctx, existing.staffId);
      if (member.id !== existing.staffId) throw forbidden('You can only change your own log book');
      if (values.staffId !== undefined && values.staffId !== existing.staffId)
        throw badRequest("Write another teacher's entry as a new entry");
      return values;
    },
  },
});
