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
  /** The spec's payment permissions: tuition at the desk, and the application and admission form fees. */
  OFFLINE_PAYMENT: 'offlinePayment',
  OFFLINE_APPLICATION_FORM: 'offlineApplicationForm',
  OFFLINE_ADMISSION_FORM: 'offlineAdmissionForm',
  /** A parent's AutoPay (mandates, skipping a debit); the centre reads mandates, debits and failures. */
  AUTOPAY: 'autoPay',
} as const;

/**
 * The desk permissions: whoever holds one may record money at the desk, look a reference up and print its
 * receipt, each for what that permission covers (head office gives or takes each per role; the demo gives the
 * counsellor the form fees, so a family pays the application fee at her desk).
 */
export const DESK_PERMISSIONS = [
  FINANCE_MODULES.OFFLINE_PAYMENT,
  FINANCE_MODULES.OFFLINE_APPLICATION_FORM,
  FINANCE_MODULES.OFFLINE_ADMISSION_FORM,
] as const;

/**
 * The permission a desk payment needs, by what it pays for: tuition the offline payment permission;
 * the admission form's fee the offline admission form permission; the application and registration
 * forms' fees (the forms before admission) the offline application form permission.
 */
export function deskPermission(referenceType: string): string {
  if (referenceType === 'TUITION FEES') return FINANCE_MODULES.OFFLINE_PAYMENT;
  if (referenceType.startsWith('ADMISSION')) return FINANCE_MODULES.OFFLINE_ADMISSION_FORM;
  return FINANCE_MODULES.OFFLINE_APPLICATION_FORM;
}
