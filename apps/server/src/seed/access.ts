/**
 * The demo network's access set-up: end points per role and menu entries per role.
 * Module names are the portal's own (spec section 6).
 */

export const END_POINTS: { module: string; method: string; description: string }[] = [
  ...['System', 'city', 'class', 'User', 'Franchisee', 'PincodeCheck', 'Dashboard', 'enquiry', 'followup', 'registration', 'AdmissionForm', 'student', 'Staff', 'ledger', 'royalty', 'financeDashboard', 'orderHistory', 'PlaceOrders', 'InstaPost', 'studentAttendance', 'studentAnnouncements'].flatMap((module) => [
    { module, method: 'any', description: `Full access to ${module}` },
    { module, method: 'GET', description: `Read ${module}` },
  ]),
];

type Grant = [module: string, method: string];

export const ROLES: { role: string; description: string; assignableByFranchisee?: boolean; bsk?: boolean; grants: Grant[] }[] = [
  { role: 'FRANCHISEE_USER_1', description: 'Franchisee owner', grants: [['Franchisee', 'GET'], ['User', 'any'], ['PincodeCheck', 'any'], ['city', 'GET'], ['Dashboard', 'any'], ['enquiry', 'any'], ['followup', 'any'], ['registration', 'any'], ['AdmissionForm', 'any'], ['student', 'any'], ['Staff', 'any'], ['PlaceOrders', 'any'], ['orderHistory', 'GET']] },
  { role: 'COCO_USER_1', description: 'Company-owned centre head', grants: [['Franchisee', 'GET'], ['User', 'any'], ['PincodeCheck', 'any'], ['city', 'GET'], ['Dashboard', 'any'], ['enquiry', 'any'], ['student', 'any']] },
  { role: 'Councellor', description: 'Counsellor', assignableByFranchisee: true, grants: [['Franchisee', 'GET'], ['Dashboard', 'GET'], ['enquiry', 'any'], ['followup', 'any'], ['registration', 'any'], ['PincodeCheck', 'GET']] },
  { role: 'TEACHER', description: 'Teacher', assignableByFranchisee: true, grants: [['Franchisee', 'GET'], ['Dashboard', 'GET'], ['student', 'GET'], ['Staff', 'GET']] },
  { role: 'FINANCE_ADMIN', description: 'Finance administrator', grants: [['Franchisee', 'GET'], ['city', 'GET'], ['financeDashboard', 'any'], ['ledger', 'any'], ['royalty', 'any'], ['Dashboard', 'GET']] },
  { role: 'FINANCE_DEPT', description: 'Finance department', grants: [['Franchisee', 'GET'], ['financeDashboard', 'GET'], ['ledger', 'GET'], ['royalty', 'GET']] },
  { role: 'MARKETING_HEAD', description: 'Marketing head', grants: [['Franchisee', 'GET'], ['city', 'GET'], ['enquiry', 'any'], ['InstaPost', 'any'], ['Dashboard', 'GET'], ['PincodeCheck', 'GET']] },
  { role: 'DELIVERY_CHALLAN', description: 'Delivery and challans', grants: [['Franchisee', 'GET'], ['orderHistory', 'any'], ['Dashboard', 'GET']] },
  { role: 'BSKUSER', description: 'BSK centre user', bsk: true, grants: [['Franchisee', 'GET'], ['enquiry', 'any'], ['followup', 'any'], ['Dashboard', 'GET']] },
  { role: 'PARENT', description: 'Parent', grants: [['studentAttendance', 'GET'], ['studentAnnouncements', 'GET']] },
  { role: 'ADMIN', description: 'Operations admin', grants: [['Franchisee', 'GET'], ['city', 'any'], ['User', 'GET'], ['Dashboard', 'GET']] },
  { role: 'BUSINESS_DEVELOPER', description: 'Business development', grants: [['Franchisee', 'GET'], ['city', 'GET'], ['enquiry', 'GET']] },
];

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
}

const EVERYONE = ROLES.map((r) => r.role);

export const MENU: MenuSeed[] = [
  { name: 'home', label: 'Home', path: '/profile/dashboard', groupLabel: 'Dashboards', modules: [], roles: EVERYONE, isDefaultFor: EVERYONE },
  { name: 'franchisee', label: 'Franchisees', path: '/franchisee', groupLabel: 'Admin', modules: ['Franchisee'], roles: ['FRANCHISEE_USER_1', 'COCO_USER_1', 'FINANCE_ADMIN', 'MARKETING_HEAD', 'ADMIN', 'BUSINESS_DEVELOPER'], readOnlyFor: ['FINANCE_ADMIN', 'MARKETING_HEAD', 'ADMIN', 'BUSINESS_DEVELOPER'] },
  { name: 'users', label: 'Users', path: '/user/page/1', groupLabel: 'Admin', modules: ['User'], roles: ['FRANCHISEE_USER_1', 'COCO_USER_1', 'ADMIN'], readOnlyFor: ['ADMIN'] },
  { name: 'cities', label: 'Cities', path: '/city/citylist', groupLabel: 'Admin', modules: ['city'], roles: ['FINANCE_ADMIN', 'MARKETING_HEAD', 'ADMIN', 'BUSINESS_DEVELOPER'], readOnlyFor: ['FINANCE_ADMIN', 'MARKETING_HEAD', 'BUSINESS_DEVELOPER'] },
  { name: 'pincodes', label: 'PIN codes', path: '/pincodes/list', groupLabel: 'Admin', modules: ['PincodeCheck'], roles: ['FRANCHISEE_USER_1', 'COCO_USER_1', 'Councellor', 'MARKETING_HEAD'], readOnlyFor: ['Councellor', 'MARKETING_HEAD'] },
  { name: 'system', label: 'System', path: '/system/system-end-points-list', groupLabel: 'Admin', modules: ['System'], roles: [] },
  { name: 'system-roles', label: 'Roles', path: '/system/roles', groupLabel: 'Admin', modules: ['System'], parent: 'system', roles: [] },
  { name: 'system-end-points', label: 'End points', path: '/system/system-end-points-list', groupLabel: 'Admin', modules: ['System'], parent: 'system', roles: [] },
  { name: 'system-dashboards', label: 'Dashboards', path: '/dynamic-dash-list', groupLabel: 'Admin', modules: ['System'], parent: 'system', roles: [] },
  { name: 'enquiry-qrcode', label: 'Enquiry QR code', path: '/enquiry/generate-qrcode', groupLabel: 'Enquiries', modules: ['enquiry'], roles: ['FRANCHISEE_USER_1', 'COCO_USER_1', 'Councellor', 'MARKETING_HEAD', 'BSKUSER'] },
];
