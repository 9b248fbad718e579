import { referenceTo, resourceShape } from '@portal/core';
import { SEEN_THROUGH, WIDGETS } from './constants.ts';
import { roleShape } from '@portal/mod-system/shared/resources';

const widgetOptions = WIDGETS.map((w) => ({ value: w.key, label: w.label }));

/** Widgets placed on roles' default dashboards. */
export const roleWidgetShape = resourceShape({
  name: 'dashboard-widgets',
  label: 'Dashboard widget',
  module: SEEN_THROUGH.SYSTEM,
  fields: {
    roleId: { kind: 'reference', label: 'Role', required: true, ref: referenceTo(() => roleShape, 'role') },
    widget: { kind: 'enum', label: 'Widget', required: true, options: widgetOptions },
    position: { kind: 'number', label: 'Position', min: 0, max: 1000, default: 0 },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
});
