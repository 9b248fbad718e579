import { options, referenceTo, resourceShape, type ResourceShape } from '@portal/core';
import { franchiseeShape } from '@portal/mod-org/shared/resources';

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
    parentId: {
      kind: 'reference',
      label: 'Parent item',
      ref: referenceTo((): ResourceShape => dashboardShape, 'label'),
    },
    sort: { kind: 'number', label: 'Order', min: 0, max: 10_000 },
    modules: { kind: 'tags', label: 'Modules', max: 30, help: 'The user needs at least one of these modules' },
    requiresStaffApproval: { kind: 'boolean', label: 'Needs staff approval (teachers)', default: false },
    studentFacing: { kind: 'boolean', label: "Opens the student's own page", default: false },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
});

export const roleShape = resourceShape({
  name: 'roles',
  label: 'Role',
  module: SYSTEM_MODULE,
  fields: {
    role: {
      kind: 'text',
      label: 'Role name',
      required: true,
      max: 60,
      pattern: '^[A-Za-z][A-Za-z0-9_ ]*$',
      patternMessage: 'Role name may use letters, digits, spaces and _',
      // Stored and typed as the spec names it (FRANCHISEE_USER_1); read as 'Franchisee user 1'.
      display: 'code',
    },
    description: { kind: 'text', label: 'Description', required: true, max: 200 },
    franchiseeId: {
      kind: 'reference',
      label: 'Bound to franchisee',
      ref: referenceTo(() => franchiseeShape, 'companyName'),
      help: 'For roles such as BSKUSER that see one franchisee only',
    },
    assignableByFranchisee: { kind: 'boolean', label: 'Franchisees may assign it', default: false },
    approvesOtherRolesOnly: {
      kind: 'boolean',
      label: 'Approves only what other roles raised',
      default: false,
      help: 'Someone in this role cannot approve or accept a request another person in this role raised',
    },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
});

export const dynamicModuleShape = resourceShape({
  name: 'dynamic-module',
  label: 'Module',
  module: SYSTEM_MODULE,
  fields: {
    uniqueId: {
      kind: 'text',
      label: 'Unique id',
      required: true,
      max: 60,
      pattern: '^[A-Za-z0-9_-]+$',
      patternMessage: 'Unique id may use letters, digits, _ and -',
      createOnly: true,
    },
    name: { kind: 'text', label: 'Name', required: true, max: 100 },
    description: { kind: 'text', label: 'Description', max: 300 },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
});
