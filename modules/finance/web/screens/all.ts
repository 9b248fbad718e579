// The screens of fees and payments load as one chunk: one entry in the first download's preload map
// instead of seventeen.
export { default as AssignPlanScreen } from './AssignPlanScreen.tsx';
export { default as StudentFeePlanScreen } from './StudentFeePlanScreen.tsx';
export { default as OfflinePaymentScreen } from './OfflinePaymentScreen.tsx';
export { default as PaymentLinksScreen } from './PaymentLinksScreen.tsx';
export { default as ApprovePaymentsScreen } from './ApprovePaymentsScreen.tsx';
export { default as ApprovePaymentDetailsScreen } from './ApprovePaymentDetailsScreen.tsx';
export { default as ConcessionsScreen } from './ConcessionsScreen.tsx';
export { default as ConcessionAddScreen } from './ConcessionAddScreen.tsx';
export { default as ConcessionEditScreen } from './ConcessionEditScreen.tsx';
export { default as PlanUploadScreen } from './PlanUploadScreen.tsx';
export { default as InstallmentEditorScreen } from './InstallmentEditorScreen.tsx';
export { default as PlanListScreen } from './PlanListScreen.tsx';
export { default as PlanDetailsScreen } from './PlanDetailsScreen.tsx';
export { default as SettingScreen } from './SettingScreen.tsx';
export { default as ConcessionSettingsScreen } from './ConcessionSettingsScreen.tsx';
export { default as StudentListScreen } from './StudentListScreen.tsx';
export { default as FinanceDashboardScreen } from './FinanceDashboardScreen.tsx';
export { default as PublicPaymentScreen } from './PublicPaymentScreen.tsx';
export { default as PaymentInvoiceScreen } from './PaymentInvoiceScreen.tsx';
export { default as StudentTransactionsScreen } from './StudentTransactionsScreen.tsx';
export { default as AutopayDebitsScreen } from './AutopayDebitsScreen.tsx';
