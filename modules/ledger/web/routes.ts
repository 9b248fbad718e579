import { resourceRoutes, type LazyScreen, type PortalRoute } from '@portal/ui/routing';
import { LEDGER_MODULES as L } from '../shared/modules.ts';
import { feeHeadShape } from '../shared/resources.ts';

const all = () => import('./screens/all.ts');
const from =
  (name: keyof Awaited<ReturnType<typeof all>>): LazyScreen =>
  () =>
    all().then((m) => ({ default: m[name] }));

const s = {
  statement: from('StatementScreen'),
  form: from('LedgerFormScreen'),
  royalty: from('RoyaltyListScreen'),
  einvoices: from('EInvoiceListScreen'),
  setting: from('RoyaltySettingScreen'),
  studentRoyalty: from('StudentRoyaltyScreen'),
  report: from('LedgerReportScreen'),
  lines: from('JournalLinesScreen'),
  adjustments: from('RoyaltyAdjustmentsScreen'),
  statements: from('RoyaltyStatementsScreen'),
  statementOne: from('RoyaltyStatementScreen'),
  agreement: from('AgreementScreen'),
  renewals: from('RenewalsScreen'),
};

/** Ledgers, transfers, royalty and e-invoices under the spec's paths. */
export const ledgerRoutes: PortalRoute[] = [
  // What each rupee is for; head office keeps the list.
  ...resourceRoutes(feeHeadShape, '/ledger/fee-heads', {
    modules: [L.LEDGER],
    list: 'list',
    create: 'add',
    edit: 'edit/:id',
    view: false,
    titles: { list: 'Fee heads', create: 'New fee head' },
  }),
  {
    path: '/ledger/student-ledger/:studentAdmissionID?',
    reachedFrom: '/ledger/fee-heads/list',
    title: 'Student ledger',
    screen: s.statement,
    props: { kind: 'student' },
    guard: { modules: [L.LEDGER] },
  },
  {
    path: '/ledger/franchisee',
    title: 'Franchisee ledger',
    screen: s.statement,
    props: { kind: 'franchisee' },
    guard: { modules: [L.LEDGER] },
  },
  {
    path: '/ledger/franchisee/detail/:franchiseeID?',
    reachedFrom: '/ledger/franchisee',
    title: 'Franchisee ledger',
    screen: s.statement,
    props: { kind: 'franchisee' },
    guard: { modules: [L.LEDGER] },
  },
  {
    path: '/ledger/franchisee/payments',
    reachedFrom: '/ledger/nodal-payment-transfer',
    title: 'Franchisee payments',
    screen: s.lines,
    props: { list: 'centrePayments' },
    guard: { modules: [L.LEDGER] },
  },
  {
    path: '/ledger/franchisee-order-kit',
    reachedFrom: '/ledger/franchisee',
    title: 'Franchisee kit orders',
    screen: s.lines,
    props: { list: 'kitCharges' },
    guard: { modules: [L.LEDGER] },
  },
  {
    path: '/ledger/franchisee/royalty-invoice/:transactionID?',
    reachedFrom: '/ledger/franchisee',
    title: 'Royalty invoices',
    screen: s.einvoices,
    guard: { modules: [L.LEDGER, L.ROYALTY] },
  },
  {
    path: '/ledger/nodal',
    title: 'Nodal account',
    screen: s.statement,
    props: { kind: 'nodal' },
    guard: { modules: [L.LEDGER] },
  },
  {
    path: '/ledger/franchisee-nodal',
    reachedFrom: '/ledger/nodal',
    title: 'Franchisee nodal account',
    screen: s.lines,
    props: { list: 'nodalLines' },
    guard: { modules: [L.LEDGER] },
  },
  {
    path: '/ledger/nodal-payment-transfer',
    reachedFrom: '/ledger/fee-heads/list',
    title: 'Settlement transfer',
    screen: s.form,
    props: { kind: 'settlement' },
    guard: { modules: [L.SETTLEMENT], levels: ['level_6'], write: true },
  },
  {
    path: '/payments/settlement-payment-transfer',
    reachedFrom: '/ledger/franchisee-nodal',
    title: 'Settlement transfer',
    screen: s.form,
    props: { kind: 'settlement' },
    guard: { modules: [L.SETTLEMENT], levels: ['level_6'], write: true },
  },
  {
    path: '/payments/transfer-franchiseeToBB',
    reachedFrom: '/ledger/fee-heads/list',
    title: 'Payment to head office',
    screen: s.form,
    props: { kind: 'toHeadOffice' },
    guard: { modules: [L.FRANCHISEE_TO_BB], levels: ['level_7'], write: true },
  },
  {
    path: '/ledger/transaction/add',
    reachedFrom: '/ledger/fee-heads/list',
    title: 'Credit / debit note',
    screen: s.form,
    props: { kind: 'note' },
    guard: { modules: [L.ADD_TRANSACTION], levels: ['level_6'], write: true },
  },
  { path: '/royalty/list', title: 'Royalty', screen: s.royalty, guard: { modules: [L.ROYALTY] } },
  {
    path: '/royalty/royalty-list/:StudentAdmissionID?/:franchiseeNo',
    reachedFrom: '/royalty/list',
    title: 'Royalty',
    screen: s.royalty,
    guard: { modules: [L.ROYALTY] },
  },
  { path: '/royalty/eInvoice-list', title: 'Royalty e-invoices', screen: s.einvoices, guard: { modules: [L.ROYALTY] } },
  {
    path: '/royalty/student-royalty-details/:studentAdmissionID?',
    reachedFrom: '/royalty/list',
    title: 'Student royalty details',
    screen: s.studentRoyalty,
    guard: { modules: [L.ROYALTY] },
  },
  {
    path: '/royalty/setting',
    title: 'Royalty setting',
    screen: s.setting,
    guard: { modules: [L.ROYALTY], levels: ['level_6'], write: true },
  },
  {
    path: '/royalty/agreement/:franchiseeID?',
    reachedFrom: '/royalty/renewals',
    title: 'Franchise agreement',
    screen: s.agreement,
    guard: { modules: [L.ROYALTY] },
  },
  { path: '/royalty/renewals', title: 'Agreement renewals', screen: s.renewals, guard: { modules: [L.ROYALTY] } },
  {
    path: '/royalty/adjustments',
    title: 'Royalty adjustments',
    screen: s.adjustments,
    guard: { modules: [L.ROYALTY_ADJUSTMENT] },
  },
  {
    path: '/royalty/statements',
    title: 'Royalty statements',
    screen: s.statements,
    guard: { modules: [L.ROYALTY_ADJUSTMENT] },
  },
  {
    path: '/royalty/statements/:id',
    reachedFrom: '/royalty/statements',
    title: 'Royalty statement',
    screen: s.statementOne,
    guard: { modules: [L.ROYALTY_ADJUSTMENT] },
  },
  {
    path: '/report/ledger-report',
    // The franchisee and nodal ledgers' button.
    reachedFrom: '/ledger/franchisee',
    title: 'Ledger report',
    screen: s.report,
    guard: { modules: [L.LEDGER] },
  },
];
