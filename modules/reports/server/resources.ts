import { defineResource, headOfficeWrites } from '@portal/kit';
import { SEEN_THROUGH, WIDGETS } from '../shared/constants.ts';
import { roleWidgets } from './schema.ts';

const widgetOptions = WIDGETS.map((w) => ({ value: w.key, label: w.label }));

/**
 * Widgets placed on roles' default dashboards: the System area adds, orders and removes them. The
 * dashboard shows a placed widget only to users who hold its access module.
 */
export const roleWidgetResource = defineResource({
  name: 'dashboard-widgets',
  label: 'Dashboard widget',
  module: SEEN_THROUGH.SYSTEM,
  scope: 'global',
  table: roleWidgets,
  titleField: 'widget',
  fields: {
    roleId: { kind: 'reference', label: 'Role', required: true, ref: { resource: 'roles', labelField: 'role' } },
    widget: { kind: 'enum', label: 'Widget', required: true, options: widgetOptions },
    position: { kind: 'number', label: 'Position', min: 0, max: 1000, default: 0 },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
  list: {
    columns: ['roleId', 'widget', 'position', 'isActive'],
    filters: ['roleId', 'widget', 'isActive'],
    defaultSort: { field: 'position', dir: 'asc' },
  },
  remove: 'delete',
  writeRule: headOfficeWrites('Only head office places dashboard widgets'),
});
