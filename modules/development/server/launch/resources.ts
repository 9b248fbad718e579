import { franchiseeField, ROLE } from '@portal/core';
import { defineResource, fieldError, type Values, type WriteRule } from '@portal/kit';
import {
  DEVELOPMENT_MODULES as M,
  labelled,
  LAUNCH_SIDE_LABELS,
  LAUNCH_SIDES,
  LAUNCH_STATUS_LABELS,
  LAUNCH_STATUSES,
} from '../../shared/constants.ts';
import { devLaunchTasks, devLaunchTemplate } from '../schema.ts';

const headOfficeWrites: WriteRule = {
  allowed: (ctx) => Boolean(ctx.user?.superAdmin) || ctx.roleNames.includes(ROLE.BUSINESS_DEVELOPER),
  message: 'Only head office’s business development desk edits the launch template',
};
const days = (label: string, max: number) => ({
  kind: 'number' as const,
  label,
  required: true,
  min: 0,
  max,
});

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
  name: 'dev-launch-template',
  label: 'Launch task',
  labelPlural: 'Launch template',
  module: M.LAUNCH_TEMPLATE,
  scope: 'global',
  table: devLaunchTemplate,
  titleField: 'title',
  writeRule: headOfficeWrites,
  fields: {
    title: { kind: 'text', label: 'Task', required: true, max: 120 },
    ownerSide: {
      kind: 'enum',
      label: 'Done by',
      required: true,
      options: labelled(LAUNCH_SIDES, LAUNCH_SIDE_LABELS),
      default: 'FRANCHISEE',
    },
    durationDays: { ...days('Takes (days)', 365), min: 1 },
    offsetDays: { ...days('Due, days before opening', 730), help: '0 is the opening day itself' },
    sort: { kind: 'number', label: 'Order', min: 0, max: 1000, default: 0 },
  },
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
  name: 'dev-launch-tasks',
  label: 'Launch task',
  module: M.LAUNCH,
  scope: 'franchisee',
  readOnly: true,
  table: devLaunchTasks,
  titleField: 'title',
  fields: {
    franchiseeId: { ...franchiseeField(), readOnly: true },
    title: { kind: 'text', label: 'Task', readOnly: true },
    ownerSide: { kind: 'enum', label: 'Done by', readOnly: true, options: labelled(LAUNCH_SIDES, LAUNCH_SIDE_LABELS) },
    startDate: { kind: 'date', label: 'Starts', readOnly: true },
    dueDate: { kind: 'date', label: 'Due', readOnly: true },
    status: { kind: 'enum', label: 'Status', readOnly: true, options: labelled(LAUNCH_STATUSES, LAUNCH_STATUS_LABELS) },
    doneOn: { kind: 'date', label: 'Done on', readOnly: true },
    note: { kind: 'text', label: 'Note', readOnly: true },
    fileId: { kind: 'file', label: 'Document', readOnly: true },
  },
  list: {
    columns: ['franchiseeId', 'title', 'ownerSide', 'dueDate', 'status', 'doneOn'],
    search: ['title'],
    filters: ['franchiseeId', 'ownerSide', 'status'],
    defaultSort: { field: 'dueDate', dir: 'asc' },
  },
});

export const launchResources = [launchTemplateResource, launchTaskResource];
