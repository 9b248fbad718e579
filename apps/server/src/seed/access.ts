/**
 * The demo network's access set-up: end points per role and menu entries per role.
 * Module names are the portal's own (spec section 6).
 */
import { ENQUIRY_ACCESS_MODULES, ENQUIRY_GRANTS, ENQUIRY_MENU } from './enquiry-access.ts';
import { ORDERS_GRANTS, ORDERS_MENU, ORDERS_MODULES } from './orders-access.ts';
import {
  STAFF_TRAINING_GRANTS,
  STAFF_TRAINING_MENU,
  STAFF_TRAINING_MODULES,
  STAFF_TRAINING_ROLES,
} from './staff-training-access.ts';

/** The money modules (fees, payments, concessions, ledgers, royalty). */
const FINANCE_MODULES = [
  'feeStructure',
  'FeePlanList',
  'ApproveFeePlan',
  'feeConcession',
  'StudentFeeConcessionApproval',
  'ConcessionAndTAXSettings',
  'ApprovePaymentList',
  'UserPaymentLinks',
  'studentAccount',
  'AddTransaction',
  'settlementTransfer',
  'FranchiseeToBB',
];

export const END_POINTS: { module: string; method: string; description: string }[] = [
  ...[
    'System',
    'city',
    'class',
    'User',
    'Franchisee',
    'PincodeCheck',
    'Dashboard',
    'enquiry',
    'followup',
    'registration',
    'AdmissionForm',
    'student',
    'Staff',
    'ledger',
    'royalty',
    'financeDashboard',
    'orderHistory',
    'PlaceOrders',
    'InstaPost',
    'studentAttendance',
    'studentAnnouncements',
    ...FINANCE_MODULES,
  ].flatMap((module) => [
    { module, method: 'any', description: `Full access to ${module}` },
    { module, method: 'GET', description: `Read ${module}` },
  ]),
  ...STAFF_TRAINING_MODULES.flatMap((module) => [
    { module, method: 'any', description: `Full access to ${module}` },
    { module, method: 'GET', description: `Read ${module}` },
  ]),
  ...ENQUIRY_ACCESS_MODULES.flatMap((module) => [
    { module, method: 'any', description: `Full access to ${module}` },
    { module, method: 'GET', description: `Read ${module}` },
  ]),
  ...ORDERS_MODULES.flatMap((module) => [
    { module, method: 'any', description: `Full access to ${module}` },
    { module, method: 'GET', description: `Read ${module}` },
  ]),
];

type Grant = [module: string, method: string];

/** What a centre's owner does with money: plans, concessions asked, offline payments, its own ledgers. */
const CENTRE_MONEY: Grant[] = [
  ['feeStructure', 'GET'],
  ['FeePlanList', 'any'],
  ['feeConcession', 'any'],
  ['ConcessionAndTAXSettings', 'GET'],
  ['UserPaymentLinks', 'any'],
  ['studentAccount', 'any'],
  ['ledger', 'GET'],
  ['royalty', 'GET'],
  ['financeDashboard', 'GET'],
];

export const ROLES: {
  role: string;
  description: string;
  assignableByFranchisee?: boolean;
  bsk?: boolean;
  grants: Grant[];
}[] = [
  {
    role: 'FRANCHISEE_USER_1',
    description: 'Franchisee owner',
    grants: [
      ['Franchisee', 'GET'],
      ['User', 'any'],
      ['PincodeCheck', 'any'],
      ['city', 'GET'],
      ['Dashboard', 'any'],
      ['enquiry', 'any'],
      ['followup', 'any'],
      ['registration', 'any'],
      ['AdmissionForm', 'any'],
      ['student', 'any'],
      ['Staff', 'any'],
      ['PlaceOrders', 'any'],
      ['orderHistory', 'GET'],
      ...CENTRE_MONEY,
    ],
  },
  {
    role: 'COCO_USER_1',
    description: 'Company-owned centre head',
    grants: [
      ['Franchisee', 'GET'],
      ['User', 'any'],
      ['PincodeCheck', 'any'],
      ['city', 'GET'],
      ['Dashboard', 'any'],
      ['enquiry', 'any'],
      ['student', 'any'],
      ...CENTRE_MONEY,
    ],
  },
  {
    role: 'Councellor',
    description: 'Counsellor',
    assignableByFranchisee: true,
    grants: [
      ['Franchisee', 'GET'],
      ['Dashboard', 'GET'],
      ['enquiry', 'any'],
      ['followup', 'any'],
      ['registration', 'any'],
      ['PincodeCheck', 'GET'],
    ],
  },
  {
    role: 'TEACHER',
    description: 'Teacher',
    assignableByFranchisee: true,
    grants: [
      ['Franchisee', 'GET'],
      ['Dashboard', 'GET'],
      ['student', 'GET'],
      ['Staff', 'GET'],
    ],
  },
  {
    role: 'FINANCE_ADMIN',
    description: 'Finance administrator',
    grants: [
      ['Franchisee', 'GET'],
      ['city', 'GET'],
      ['financeDashboard', 'any'],
      ['ledger', 'any'],
      ['royalty', 'any'],
      ['Dashboard', 'GET'],
      ['feeStructure', 'any'],
      ['FeePlanList', 'any'],
      ['ApproveFeePlan', 'any'],
      ['feeConcession', 'any'],
      ['StudentFeeConcessionApproval', 'any'],
      ['ConcessionAndTAXSettings', 'any'],
      ['ApprovePaymentList', 'any'],
      ['UserPaymentLinks', 'any'],
      ['studentAccount', 'GET'],
      ['AddTransaction', 'any'],
      ['settlementTransfer', 'any'],
      ['FranchiseeToBB', 'any'],
    ],
  },
  {
    role: 'FINANCE_DEPT',
    description: 'Finance department',
    grants: [
      ['Franchisee', 'GET'],
      ['financeDashboard', 'GET'],
      ['ledger', 'GET'],
      ['royalty', 'GET'],
      ['feeStructure', 'GET'],
      ['FeePlanList', 'GET'],
      ['feeConcession', 'GET'],
      ['ApprovePaymentList', 'any'],
      ['UserPaymentLinks', 'GET'],
      ['studentAccount', 'GET'],
      ['FranchiseeToBB', 'any'],
    ],
  },
  {
    role: 'MARKETING_HEAD',
    description: 'Marketing head',
    grants: [
      ['Franchisee', 'GET'],
      ['city', 'GET'],
      ['enquiry', 'any'],
      ['InstaPost', 'any'],
      ['Dashboard', 'GET'],
      ['PincodeCheck', 'GET'],
    ],
  },
  {
    role: 'DELIVERY_CHALLAN',
    description: 'Delivery and challans',
    grants: [
      ['Franchisee', 'GET'],
      ['orderHistory', 'any'],
      ['Dashboard', 'GET'],
    ],
  },
  {
    role: 'BSKUSER',
    description: 'BSK centre user',
    bsk: true,
    grants: [
      ['Franchisee', 'GET'],
      ['enquiry', 'any'],
      ['followup', 'any'],
      ['Dashboard', 'GET'],
    ],
  },
  {
    role: 'PARENT',
    description: 'Parent',
    grants: [
      ['studentAttendance', 'GET'],
      ['studentAnnouncements', 'GET'],
      ['studentAccount', 'GET'],
    ],
  },
  {
    role: 'ADMIN',
    description: 'Operations admin',
    grants: [
      ['Franchisee', 'GET'],
      ['city', 'any'],
      ['User', 'GET'],
      ['Dashboard', 'GET'],
    ],
  },
  {
    role: 'BUSINESS_DEVELOPER',
    description: 'Business development',
    grants: [
      ['Franchisee', 'GET'],
      ['city', 'GET'],
      ['enquiry', 'GET'],
    ],
  },
];

// Enquiry and student grants (enquiry-access.ts).
for (const role of ROLES) role.grants.push(...(ENQUIRY_GRANTS[role.role] ?? []));

// Staff and teacher-training roles and grants (staff-training-access.ts).
ROLES.push(...STAFF_TRAINING_ROLES);
for (const role of ROLES) role.grants.push(...(STAFF_TRAINING_GRANTS[role.role] ?? []));

// Kits, uniforms and orders (orders-access.ts).
for (const role of ROLES) role.grants.push(...(ORDERS_GRANTS[role.role] ?? []));

export interface MenuSeed {
  name: string;
  label: string;
  path: string;
  groupLabel: string | null;
  modules: string[];
  parent?: string;
  roles: string[];
  /** Roles for which the item is read-only. */
  readOnlyFor?: string[];
  isDefaultFor?: string[];
  /** Links to the linked student's own page (a parent's child). */
  studentFacing?: boolean;
}

const EVERYONE = ROLES.map((r) => r.role);

const CENTRE = ['FRANCHISEE_USER_1', 'COCO_USER_1'];
const FINANCE = ['FINANCE_ADMIN', 'FINANCE_DEPT'];
const FINANCE_MENU: MenuSeed[] = [
  {
    name: 'finance-dashboard',
    label: 'Finance dashboard',
    path: '/finance/dashboard',
    groupLabel: 'Finance',
    modules: ['financeDashboard'],
    roles: [...CENTRE, ...FINANCE],
  },
  {
    name: 'fee-types',
    label: 'Fee types',
    path: '/fee-types/feeTypes-list',
    groupLabel: 'Finance',
    modules: ['feeStructure'],
    roles: [...CENTRE, ...FINANCE],
    readOnlyFor: [...CENTRE, 'FINANCE_DEPT'],
  },
  {
    name: 'bank-details',
    label: 'Bank details',
    path: '/fee-type/transaction/bank-details-list',
    groupLabel: 'Finance',
    modules: ['FeePlanList'],
    roles: [...CENTRE, 'FINANCE_ADMIN'],
  },
  {
    name: 'fee-plans',
    label: 'Fee plans',
    path: '/fee-component/list',
    groupLabel: 'Finance',
    modules: ['FeePlanList'],
    roles: [...CENTRE, ...FINANCE],
    readOnlyFor: ['FINANCE_DEPT'],
  },
  {
    name: 'approve-plans',
    label: 'Approve fee plans',
    path: '/approve-plan/list',
    groupLabel: 'Finance',
    modules: ['ApproveFeePlan'],
    roles: ['FINANCE_ADMIN'],
  },
  {
    name: 'fee-concessions',
    label: 'Concessions',
    path: '/fee-Concession/list',
    groupLabel: 'Finance',
    modules: ['feeConcession'],
    roles: [...CENTRE, ...FINANCE],
  },
  {
    name: 'approve-concessions',
    label: 'Approve concessions',
    path: '/approve-concession/list',
    groupLabel: 'Finance',
    modules: ['StudentFeeConcessionApproval'],
    roles: ['FINANCE_ADMIN'],
  },
  {
    name: 'concession-settings',
    label: 'Concession and tax settings',
    path: '/concession/settings',
    groupLabel: 'Finance',
    modules: ['ConcessionAndTAXSettings'],
    roles: [...CENTRE, 'FINANCE_ADMIN'],
    readOnlyFor: CENTRE,
  },
  {
    name: 'payment-links',
    label: 'Payment links',
    path: '/payment-links/page/1',
    groupLabel: 'Finance',
    modules: ['UserPaymentLinks'],
    roles: [...CENTRE, ...FINANCE],
  },
  {
    name: 'approve-payments',
    label: 'Approve payments',
    path: '/approve-payment/list',
    groupLabel: 'Finance',
    modules: ['ApprovePaymentList'],
    roles: FINANCE,
  },
  {
    name: 'student-ledger',
    label: 'Student ledger',
    path: '/ledger/student-list',
    groupLabel: 'Finance',
    modules: ['ledger'],
    roles: [...CENTRE, ...FINANCE],
  },
  {
    name: 'franchisee-ledger',
    label: 'Franchisee ledger',
    path: '/ledger/franchisee',
    groupLabel: 'Finance',
    modules: ['ledger'],
    roles: [...CENTRE, ...FINANCE],
  },
  {
    name: 'nodal-ledger',
    label: 'Nodal account',
    path: '/ledger/nodal',
    groupLabel: 'Finance',
    modules: ['ledger'],
    roles: FINANCE,
  },
  {
    name: 'royalty',
    label: 'Royalty',
    path: '/royalty/list',
    groupLabel: 'Finance',
    modules: ['royalty'],
    roles: [...CENTRE, ...FINANCE],
  },
  {
    name: 'royalty-einvoices',
    label: 'Royalty e-invoices',
    path: '/royalty/eInvoice-list',
    groupLabel: 'Finance',
    modules: ['royalty'],
    roles: [...CENTRE, ...FINANCE],
  },
  {
    name: 'royalty-setting',
    label: 'Royalty setting',
    path: '/royalty/setting',
    groupLabel: 'Finance',
    modules: ['royalty'],
    roles: ['FINANCE_ADMIN'],
  },
  {
    name: 'student-account',
    label: 'Fee account',
    path: '/student-account/details',
    groupLabel: 'Finance',
    modules: ['studentAccount'],
    roles: ['PARENT'],
  },
];

export const MENU: MenuSeed[] = [
  {
    name: 'home',
    label: 'Home',
    path: '/profile/dashboard',
    groupLabel: 'Dashboards',
    modules: [],
    roles: EVERYONE,
    isDefaultFor: EVERYONE,
  },
  {
    name: 'franchisee',
    label: 'Franchisees',
    path: '/franchisee',
    groupLabel: 'Admin',
    modules: ['Franchisee'],
    roles: ['FRANCHISEE_USER_1', 'COCO_USER_1', 'FINANCE_ADMIN', 'MARKETING_HEAD', 'ADMIN', 'BUSINESS_DEVELOPER'],
    readOnlyFor: ['FINANCE_ADMIN', 'MARKETING_HEAD', 'ADMIN', 'BUSINESS_DEVELOPER'],
  },
  {
    name: 'users',
    label: 'Users',
    path: '/user/page/1',
    groupLabel: 'Admin',
    modules: ['User'],
    roles: ['FRANCHISEE_USER_1', 'COCO_USER_1', 'ADMIN'],
    readOnlyFor: ['ADMIN'],
  },
  {
    name: 'cities',
    label: 'Cities',
    path: '/city/citylist',
    groupLabel: 'Admin',
    modules: ['city'],
    roles: ['FINANCE_ADMIN', 'MARKETING_HEAD', 'ADMIN', 'BUSINESS_DEVELOPER'],
    readOnlyFor: ['FINANCE_ADMIN', 'MARKETING_HEAD', 'BUSINESS_DEVELOPER'],
  },
  {
    name: 'pincodes',
    label: 'PIN codes',
    path: '/pincodes/list',
    groupLabel: 'Admin',
    modules: ['PincodeCheck'],
    roles: ['FRANCHISEE_USER_1', 'COCO_USER_1', 'Councellor', 'MARKETING_HEAD'],
    readOnlyFor: ['Councellor', 'MARKETING_HEAD'],
  },
  {
    name: 'system',
    label: 'System',
    path: '/system/system-end-points-list',
    groupLabel: 'Admin',
    modules: ['System'],
    roles: [],
  },
  {
    name: 'system-roles',
    label: 'Roles',
    path: '/system/roles',
    groupLabel: 'Admin',
    modules: ['System'],
    parent: 'system',
    roles: [],
  },
  {
    name: 'system-end-points',
    label: 'End points',
    path: '/system/system-end-points-list',
    groupLabel: 'Admin',
    modules: ['System'],
    parent: 'system',
    roles: [],
  },
  {
    name: 'system-dashboards',
    label: 'Dashboards',
    path: '/dynamic-dash-list',
    groupLabel: 'Admin',
    modules: ['System'],
    parent: 'system',
    roles: [],
  },
  ...FINANCE_MENU,
  ...ENQUIRY_MENU,
  ...ORDERS_MENU,
  ...STAFF_TRAINING_MENU,
  {
    name: 'enquiry-qrcode',
    label: 'Enquiry QR code',
    path: '/enquiry/generate-qrcode',
    groupLabel: 'Enquiries',
    modules: ['enquiry'],
    roles: ['FRANCHISEE_USER_1', 'COCO_USER_1', 'Councellor', 'MARKETING_HEAD', 'BSKUSER'],
  },
];
