import { options } from '@portal/core';
import { defineResource } from '@portal/kit';
import { dashboards, dynamicModules, roles, systemEndPoints } from './schema.ts';

export const SYSTEM_MODULE = 'System';

export const endPointResource = defineResource({
  name: 'system-end-points',
  label: 'End point',
  module: SYSTEM_MODULE,
  scope: 'global',
  table: systemEndPoints,
  titleField: 'module',
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
  list: {
    columns: ['module', 'method', 'description'],
    search: ['module', 'description'],
    filters: ['method'],
    defaultSort: { field: 'module', dir: 'asc' },
  },
  remove: 'delete',
});

export const roleResource = defineResource({
  name: 'roles',
  label: 'Role',
  module: SYSTEM_MODULE,
  scope: 'global',
  table: roles,
  titleField: 'role',
  fields: {
    role: {
      kind: 'text',
      label: 'Role name',
      required: true,
      max: 60,
      pattern: '^[A-Za-z][A-Za-z0-9_ ]*$',
      patternMessage: 'Role name may use letters, digits, spaces and _',
    },
    description: { kind: 'text', label: 'Description', required: true, max: 200 },
    franchiseeId: {
      kind: 'reference',
      label: 'Bound to franchisee',
      ref: { resource: 'franchisee', labelField: 'companyName' },
      help: 'For roles such as BSKUSER that see one franchisee only',
    },
    assignableByFranchisee: { kind: 'boolean', label: 'Franchisees may assign it', default: false },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
  list: {
    columns: ['role', 'description', 'franchiseeId', 'isActive'],
    search: ['role', 'description'],
    filters: ['isActive'],
    defaultSort: { field: 'role', dir: 'asc' },
  },
  remove: 'archive',
});

export const dynamicModuleResource = defineResource({
  name: 'dynamic-module',
  label: 'Module',
  module: SYSTEM_MODULE,
  scope: 'global',
  table: dynamicModules,
  titleField: 'name',
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
  list: {
    columns: ['uniqueId', 'name', 'description', 'isActive'],
    search: ['uniqueId', 'name'],
    filters: ['uniqueId', 'isActive'],
    defaultSort: { field: 'name', dir: 'asc' },
  },
  remove: 'archive',
});

export const dashboardResource = defineResource({
  name: 'dashboards',
  label: 'Dashboard',
  module: SYSTEM_MODULE,
  scope: 'global',
  table: dashboards,
  titleField: 'label',
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
  list: {
    columns: ['label', 'path', 'groupLabel', 'parentId', 'sort', 'isActive'],
    search: ['label', 'path', 'name'],
    filters: ['groupLabel', 'isActive'],
    defaultSort: { field: 'sort', dir: 'asc' },
  },
  remove: 'archive',
});
