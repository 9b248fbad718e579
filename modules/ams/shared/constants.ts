/** Access module of academic manager scheduling (spec: amsv1/*, ams/*). */
export const AMS_MODULES = { AMS: 'AMSDashboard' } as const;

export const MANAGER_KINDS = ['ZM', 'AM'] as const;
export type ManagerKind = (typeof MANAGER_KINDS)[number];
export const MANAGER_KIND_LABELS: Record<ManagerKind, string> = { ZM: 'Zonal manager', AM: 'Academic manager' };

export const VISIT_STATUS = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type VisitStatus = (typeof VISIT_STATUS)[number];

/** The audit a visit is for (the audit types of modules/audit). */
export const VISIT_AUDIT_TYPES = ['centre', 'academic'] as const;
export const VISIT_AUDIT_TYPE_LABELS: Record<(typeof VISIT_AUDIT_TYPES)[number], string> = {
  centre: 'Centre audit',
  academic: 'Academic audit',
};

/** A centre's first audit: SCHEDULED until recorded as held (DONE). */
export const FIRST_AUDIT_STATUS = ['SCHEDULED', 'DONE'] as const;
export type FirstAuditStatus = (typeof FIRST_AUDIT_STATUS)[number];

/** The categories of one kind of audit, and the two kinds of a cycle, weigh this much together (percent). */
export const FULL_WEIGHT = 100;
