import { defineResource } from '@portal/kit';
import { dashboardShape, endPointShape, SYSTEM_MODULE } from '../shared/resources.ts';
import { dashboards, dynamicModules, roles, systemEndPoints } from './schema.ts';

export { SYSTEM_MODULE };

export const endPointResource = defineResource({
  ...endPointShape,
  scope: 'global',
  table: systemEndPoints,
  titleField: 'module',
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
      // Stored and typed as the spec names it (FRANCHISEE_USER_1); read as 'Franchisee user 1'.
      display: 'code',
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
  ...dashboardShape,
  scope: 'global',
  table: dashboards,
  titleField: 'label',
  list: {
    columns: ['label', 'path', 'groupLabel', 'parentId', 'sort', 'isActive'],
    search: ['label', 'path', 'name'],
    filters: ['groupLabel', 'isActive'],
    defaultSort: { field: 'sort', dir: 'asc' },
  },
  remove: 'archive',
});
