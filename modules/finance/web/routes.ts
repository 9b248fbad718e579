import { resourceRoutes, type LazyScreen, type PortalRoute } from '@portal/ui/routing';
import { bankDetailsShape, feePlanShape, feeTypeShape } from '../shared/resources.ts';
import { FINANCE_MODULES as M } from '../shared/modules.ts';

const staff = () => import('./screens/all.ts');
const from =
  (load: typeof staff, name: keyof Awaited<ReturnType<typeof staff>>): LazyScreen =>
  () =>
    load().then((m) => ({ default: m[name] }));

const s = {
  assign: from(staff, 'AssignPlanScreen'),
  account: from(staff, 'StudentFeePlanScreen'),
  transactions: from(staff, 'StudentTransactionsScreen'),
  offline: from(staff, 'OfflinePaymentScreen'),
  links: from(staff, 'PaymentLinksScreen'),
  approvePayments: from(staff, 'ApprovePaymentsScreen'),
  approvePaymentDetails: from(staff, 'ApprovePaymentDetailsScreen'),
  concessions: from(staff, 'ConcessionsScreen'),
  concessionAdd: from(staff, 'ConcessionAddScreen'),
  concessionEdit: from(staff, 'ConcessionEditScreen'),
  upload: from(staff, 'PlanUploadScreen'),
  installments: from(staff, 'InstallmentEditorScreen'),
  planList: from(staff, 'PlanListScreen'),
  planDetails: from(staff, 'PlanDetailsScreen'),
  setting: from(staff, 'SettingScreen'),
  settings: from(staff, 'ConcessionSettingsScreen'),
  students: from(staff, 'StudentListScreen'),
  dashboard: from(staff, 'FinanceDashboardScreen'),
  pay: from(staff, 'PublicPaymentScreen'),
  invoice: from(staff, 'PaymentInvoiceScreen'),
  autopay: from(staff, 'AutopayDebitsScreen'),
};

/** Fees, concessions and payments under the spec's paths. */
export const financeRoutes: PortalRoute[] = [
  { path: '/finance/dashboard', title: 'Finance dashboard', screen: s.dashboard, guard: { modules: [M.DASHBOARD] } },
  // Fee types (two groups name them) and centre bank details.
  ...resourceRoutes(feeTypeShape, '/fee-types', {
    modules: [M.FEE_STRUCTURE],
    list: 'feeTypes-list',
    create: 'create-FeeType',
    edit: false,
    view: false,
    titles: { list: 'Fee types', create: 'New fee type' },
  }),
  ...resourceRoutes(feeTypeShape, '/fee-type', {
    modules: [M.FEE_STRUCTURE],
    list: 'list',
    create: 'add',
    edit: 'edit/:id',
    view: false,
    titles: { list: 'Fee types' },
  }),
  ...resourceRoutes(bankDetailsShape, '/fee-type/transaction', {
    modules: [M.FEE_PLANS],
    list: 'bank-details-list',
    create: 'bank-details-save',
    edit: 'bank-details-edit/:id',
    view: false,
    titles: { list: 'Bank details' },
  }),
  // Fee plans (fee components).
  ...resourceRoutes(feePlanShape, '/fee-component', {
    modules: [M.FEE_PLANS],
    list: 'list',
    create: 'add',
    edit: 'editPlan/:planID?',
    view: false,
    screens: { list: s.planList },
    titles: { list: 'Fee plans', create: 'New fee plan', edit: 'Edit fee plan' },
    guard: { academicYear: true },
  }),
  {
    path: '/fee-component/upload',
    reachedFrom: '/fee-component/list',
    title: 'Upload fee plans',
    screen: s.upload,
    guard: { modules: [M.FEE_PLANS], write: true },
  },
  {
    path: '/fee-component/fee-installment/:componentID/:breakDownID',
    reachedFrom: '/fee-component/list',
    title: 'Installments',
    screen: s.installments,
    guard: { modules: [M.FEE_PLANS] },
  },
  {
    path: '/fee-component/fee-installment/royalty/:componentID/:breakDownID',
    reachedFrom: '/fee-component/list',
    title: 'Royalty breakdown',
    screen: s.installments,
    props: { royalty: true },
    guard: { modules: [M.FEE_PLANS] },
  },
  {
    path: '/fee-component/fee-plan/assign/:studentAdmissionID',
    reachedFrom: '/fee-component/list',
    title: 'Assign fee plan',
    screen: s.assign,
    guard: { modules: [M.FEE_PLANS], write: true },
  },
  {
    path: '/approve-plan/list',
    title: 'Approve fee plans',
    screen: s.planList,
    props: { approving: true },
    guard: { modules: [M.APPROVE_PLAN], levels: ['level_6'] },
  },
  {
    path: '/approve-plan/plan-details/:enquiryID',
    reachedFrom: '/approve-plan/list',
    title: 'Fee plan',
    screen: s.planDetails,
    guard: { modules: [M.APPROVE_PLAN, M.FEE_PLANS] },
  },
  // Payments.
  {
    path: '/payment-links/page/:current',
    reachedFrom: '/payments/admission-form/:refID',
    title: 'Payment links',
    screen: s.links,
    guard: { modules: [M.PAYMENT_LINKS] },
  },
  // Money taken at the desk, each under the spec's own permission.
  {
    path: '/payments/pay/:referenceID?',
    reachedFrom: '/student-account/details',
    title: 'Offline payment',
    screen: s.offline,
    guard: { modules: [M.OFFLINE_PAYMENT], write: true },
  },
  {
    path: '/payments/application-form/:refID',
    reachedFrom: '/forms/enquiry/edit/:enquiryCode/:radio?',
    title: 'Application form payment',
    screen: s.offline,
    guard: { modules: [M.OFFLINE_APPLICATION_FORM], write: true },
  },
  {
    path: '/payments/admission-form/:refID',
    reachedFrom: '/forms/enquiry/edit/:enquiryCode/:radio?',
    title: 'Admission form payment',
    screen: s.offline,
    guard: { modules: [M.OFFLINE_ADMISSION_FORM], write: true },
  },
  {
    path: '/approve-payment/list',
    title: 'Approve payments',
    screen: s.approvePayments,
    guard: { modules: [M.APPROVE_PAYMENT] },
  },
  {
    path: '/approve-payment/approve-payment-details/:enquiryID',
    reachedFrom: '/forms/enquiry/edit/:enquiryCode/:radio?',
    title: 'Payments of an enquiry',
    screen: s.approvePaymentDetails,
    guard: { modules: [M.APPROVE_PAYMENT] },
  },
  // Concessions and settings.
  { path: '/fee-Concession/list', title: 'Concessions', screen: s.concessions, guard: { modules: [M.CONCESSION] } },
  {
    path: '/fee-Concession/add',
    reachedFrom: '/fee-Concession/list',
    title: 'Ask for a concession',
    screen: s.concessionAdd,
    guard: { modules: [M.CONCESSION], write: true },
  },
  {
    path: '/fee-Concession/edit/:concessionId',
    reachedFrom: '/fee-Concession/list',
    title: 'Concession',
    screen: s.concessionEdit,
    guard: { modules: [M.CONCESSION] },
  },
  {
    path: '/approve-concession/list',
    title: 'Approve concessions',
    screen: s.concessions,
    props: { approving: true },
    guard: { modules: [M.APPROVE_CONCESSION], levels: ['level_6'] },
  },
  {
    path: '/concession/settings',
    title: 'Concession and tax settings',
    screen: s.settings,
    guard: { modules: [M.SETTINGS] },
  },
  {
    path: '/concession/tax/:type',
    reachedFrom: '/concession/settings',
    title: 'Tax setting',
    screen: s.setting,
    props: { kind: 'tax' },
    guard: { modules: [M.SETTINGS] },
  },
  {
    path: '/concession/application-setting',
    reachedFrom: '/concession/settings',
    title: 'Application fee setting',
    screen: s.setting,
    props: { kind: 'application' },
    guard: { modules: [M.SETTINGS], franchiseeSelection: true },
  },
  {
    path: '/concession/fee-setting',
    reachedFrom: '/concession/settings',
    title: 'Fee setting',
    screen: s.setting,
    props: { kind: 'fee' },
    guard: { modules: [M.SETTINGS], franchiseeSelection: true },
  },
  // Students' fee accounts.
  {
    path: '/ledger/student-list',
    title: "Students' fee accounts",
    screen: s.students,
    guard: { modules: [M.FEE_PLANS, 'ledger'] },
  },
  {
    path: '/ledger/student-fee-plan/:studentAdmissionID?',
    reachedFrom: '/ledger/student-list',
    title: 'Fee account',
    screen: s.account,
    guard: { modules: [M.STUDENT_ACCOUNT] },
  },
  {
    path: '/student-account/details',
    title: 'Fee account',
    screen: s.account,
    props: { own: true },
    guard: { modules: [M.STUDENT_ACCOUNT] },
  },
  {
    path: '/student-account/transaction',
    reachedFrom: '/student-account/details',
    title: 'Transactions',
    screen: s.transactions,
    guard: { modules: [M.STUDENT_ACCOUNT] },
  },
  { path: '/autopay/debits', title: 'AutoPay', screen: s.autopay, guard: { modules: [M.AUTOPAY] } },
  // Public pages: parents pay by link without signing in.
  { path: '/admission-payments/:referenceID', title: 'Fee payment', screen: s.pay, guard: { public: true } },
  { path: '/service-payments/:referenceID', title: 'Service payment', screen: s.pay, guard: { public: true } },
  { path: '/payment-invoice', title: 'Payment receipt', screen: s.invoice, guard: { public: true } },
];
