import { options, resourceShape } from '@portal/core';

export const SYSTEM_MODULE = 'System';

/** A module a role may be granted, with the methods the grant allows. */
export const endPointShape = resourceShape({
  name: 'system-end-points',
  label: 'End point',
  module: SYSTEM_MODULE,
  fields: {
    module: {
      kind: 'text',
      label: 'Module',
      required: true,
      max: 80,
      pattern: '^[A-Za-z0-9_-]+$',
      patternMessage: 'Module may use letters, digits, _ and -',
    },
    method: {
      kind: 'enum',
      label: 'Method',
      required: true,
      options: options('any', 'GET', 'POST', 'PUT', 'PATCH', 'DELETE'),
    },
    description: { kind: 'text', label: 'Description', max: 200 },
  },
});

/** A menu entry (the spec's dynamic dashboards): where it leads, where it sits, which modules open it. */
export const dashboardShape = resourceShape({
  name: 'dashboards',
  label: 'Dashboard',
  module: SYSTEM_MODULE,
  fields: {
    name: { kind: 'text', label: 'Name', required: true, max: 80, createOnly: true },
    label: { kind: 'text', label: 'Menu label', required: true, max: 60 },
    path: {
      kind: 'text',
      label: 'Path',
      required: true,
      max: 200,
      pattern: '^/[A-Za-z0-9/_{}?-]*$',
      patternMessage: 'Path must start with / and use letters, digits, / _ -',
    },
    groupLabel: { kind: 'text', label: 'Menu group', max: 60 },
    parentId: { kind: 'reference', label: 'Parent item', ref: { resource: 'dashboards', labelField: 'label' } },
    sort: { kind: 'number', label: 'Order', min: 0, max: 10_000 },
    modules: { kind: 'tags', label: 'Modules', max: 30, help: 'The user needs at least one of these modules' },
    requiresStaffApproval: { kind: 'boolean', label: 'Needs staff approval (teachers)', default: false },
    studentFacing: { kind: 'boolean', label: "Opens the student's own page", default: false },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
});
