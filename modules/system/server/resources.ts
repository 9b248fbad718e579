import { defineResource } from '@portal/kit';
import { dashboardShape, dynamicModuleShape, endPointShape, roleShape, SYSTEM_MODULE } from '../shared/resources.ts';
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
  ...roleShape,
  scope: 'global',
  table: roles,
  titleField: 'role',
  list: {
    columns: ['role', 'description', 'franchiseeId', 'isActive'],
    search: ['role', 'description'],
    filters: ['isActive'],
    defaultSort: { field: 'role', dir: 'asc' },
  },
  remove: 'archive',
});

export const dynamicModuleResource = defineResource({
  ...dynamicModuleShape,
  scope: 'global',
  table: dynamicModules,
  titleField: 'name',
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
