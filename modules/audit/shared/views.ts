import { viewShape } from '@portal/core';
import { AUDIT_MODULES } from './constants.ts';

/** The module's views (joined read-only lists): each named once here; the server's defineView spreads it. */
export const centreAuditReadsViewShape = viewShape({
  name: 'centre-audit-reads',
  label: 'Audit',
  module: AUDIT_MODULES.AUDIT,
});

export const correctiveTaskListViewShape = viewShape({
  name: 'corrective-task-list',
  label: 'Corrective task',
  module: AUDIT_MODULES.MY_AUDIT,
});

export const centreAuditListViewShape = viewShape({
  name: 'centre-audit-list',
  label: 'Audit',
  module: AUDIT_MODULES.AUDIT,
});

export const auditNonComplianceListViewShape = viewShape({
  name: 'audit-non-compliance-list',
  label: 'Non-compliance',
  module: AUDIT_MODULES.MY_AUDIT,
});
