/** Access modules of fees and payments: an import-free file, so the route table stays small in the first download. */
export const FINANCE_MODULES = {
  FEE_STRUCTURE: 'feeStructure',
  FEE_PLANS: 'FeePlanList',
  APPROVE_PLAN: 'ApproveFeePlan',
  CONCESSION: 'feeConcession',
  APPROVE_CONCESSION: 'StudentFeeConcessionApproval',
  SETTINGS: 'ConcessionAndTAXSettings',
  APPROVE_PAYMENT: 'ApprovePaymentList',
  PAYMENT_LINKS: 'UserPaymentLinks',
  STUDENT_ACCOUNT: 'studentAccount',
  DASHBOARD: 'financeDashboard',
} as const;
