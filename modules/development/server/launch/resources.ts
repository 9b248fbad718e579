import { ROLE } from '@portal/core';
import { defineResource, fieldError, type Values, type WriteRule } from '@portal/kit';
import { devLaunchTasks, devLaunchTemplate } from '../schema.ts';
import { launchTaskShape, launchTemplateShape } from '../../shared/resources.ts';

const headOfficeWrites: WriteRule = {
  allowed: (ctx) => Boolean(ctx.user?.superAdmin) || ctx.roleNames.includes(ROLE.BUSINESS_DEVELOPER),
  message: 'Only head office’s business development desk edits the launch template',
};
/** Days are whole: 1.5 days is refused in words rather than by the database. */
function wholeDays(values: Values): Values {
  for (const field of ['durationDays', 'offsetDays', 'sort'] as const) {
    const v = values[field];
    if (typeof v === 'number' && !Number.isInteger(v)) throw fieldError(field, 'Give a whole number of days');
  }
  return values;
}

/** Head office's launch template: what every converted centre's plan is copied from. */
export const launchTemplateResource = defineResource({
  ...launchTemplateShape,
  labelPlural: 'Launch template',
  scope: 'global',
  table: devLaunchTemplate,
  titleField: 'title',
  writeRule: headOfficeWrites,
  list: {
    columns: ['title', 'ownerSide', 'durationDays', 'offsetDays', 'sort'],
    search: ['title'],
    filters: ['ownerSide'],
    defaultSort: { field: 'offsetDays', dir: 'desc' },
  },
  remove: 'delete',
  example: { title: 'Signage installed', ownerSide: 'FRANCHISEE', durationDays: 5, offsetDays: 10 },
  hooks: { beforeCreate: (_ctx, values) => wholeDays(values), beforeUpdate: (_ctx, values) => wholeDays(values) },
});

/**
 * A centre's launch tasks: read (and exported) through the resource, fenced to the centre; changed only through
 * the launch board's update (the franchisee their side's tasks), and written by the conversion and the opening day.
 */
export const launchTaskResource = defineResource({
  ...launchTaskShape,
  scope: 'franchisee',
  readOnly: true,
  table: devLaunchTasks,
  titleField: 'title',
  list: {
    columns: ['franchiseeId', 'title', 'ownerSide', 'dueDate', 'status', 'doneOn'],
    search: ['title'],
    filters: ['franchiseeId', 'ownerSide', 'status'],
    defaultSort: { field: 'dueDate', dir: 'asc' },
  },
});

export const launchResources = [launchTemplateResource, launchTaskResource];
