import { defineResource, headOfficeWrites } from '@portal/kit';
import { roleWidgetShape } from '../shared/resources.ts';
import { roleWidgets } from './schema.ts';

/**
 * Widgets placed on roles' default dashboards: the System area adds, orders and removes them. The
 * dashboard shows a placed widget only to users who hold its access module.
 */
export const roleWidgetResource = defineResource({
  ...roleWidgetShape,
  scope: 'global',
  table: roleWidgets,
  titleField: 'widget',
  list: {
    columns: ['roleId', 'widget', 'position', 'isActive'],
    filters: ['roleId', 'widget', 'isActive'],
    defaultSort: { field: 'position', dir: 'asc' },
  },
  remove: 'delete',
  writeRule: headOfficeWrites('Only head office places dashboard widgets'),
});
