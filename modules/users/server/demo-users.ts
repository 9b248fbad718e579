/** The demo accounts (the README's demo accounts); every password is DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'Demo@12345';

export interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  mobile: string;
  roles: string[];
  /** Code of the user's centre; undefined for head office. */
  franchisee?: string;
  superAdmin?: boolean;
  allFranchisees?: boolean;
  department?: string;
  designation?: string;
  isStaff?: boolean;
  modulesAuth?: string[];
  studentAdmissionId?: number;
}

export const DEMO_USERS: DemoUser[] = [
  {
    email: 'superadmin@demo.school',
    firstName: 'Kavita',
    lastName: 'Sharma',
    mobile: '9000000001',
    roles: [],
    superAdmin: true,
    department: 'MANAGEMENT',
    designation: 'Director',
  },
  {
    email: 'franchisee-a@demo.school',
    firstName: 'Anita',
    lastName: 'Rao',
    mobile: '9000000002',
    roles: ['FRANCHISEE_USER_1'],
    franchisee: 'BLR-001',
    designation: 'Centre owner',
  },
  {
    email: 'franchisee-b@demo.school',
    firstName: 'Rahul',
    lastName: 'Deshpande',
    mobile: '9000000003',
    roles: ['FRANCHISEE_USER_1'],
    franchisee: 'PUN-001',
    designation: 'Centre owner',
  },
  {
    email: 'counsellor@demo.school',
    firstName: 'Priya',
    lastName: 'Nair',
    mobile: '9000000004',
    roles: ['Councellor'],
    franchisee: 'BLR-001',
    designation: 'Admissions counsellor',
    isStaff: true,
  },
  {
    email: 'teacher@demo.school',
    firstName: 'Lakshmi',
    lastName: 'Iyer',
    mobile: '9000000005',
    roles: ['TEACHER'],
    franchisee: 'BLR-001',
    designation: 'Class teacher',
    isStaff: true,
    modulesAuth: ['USER_STAFF_APPROVED'],
  },
  {
    email: 'teacher2@demo.school',
    firstName: 'Fatima',
    lastName: 'Shaikh',
    mobile: '9000000012',
    roles: ['TEACHER'],
    franchisee: 'BLR-001',
    designation: 'Nursery teacher',
    isStaff: true,
    modulesAuth: ['USER_STAFF_APPROVED'],
  },
  {
    // A teacher who is also a parent at her own centre: her parent rights reach only her own child.
    email: 'parent-teacher@demo.school',
    firstName: 'Meera',
    lastName: 'Kulkarni',
    mobile: '9000000013',
    roles: ['PARENT', 'TEACHER'],
    franchisee: 'BLR-001',
    designation: 'Assistant teacher',
    isStaff: true,
    modulesAuth: ['USER_STAFF_APPROVED'],
    studentAdmissionId: 1,
  },
  {
    email: 'finance@demo.school',
    firstName: 'Vikram',
    lastName: 'Joshi',
    mobile: '9000000006',
    roles: ['FINANCE_ADMIN'],
    allFranchisees: true,
    department: 'FINANCE',
    designation: 'Finance manager',
  },
  {
    email: 'marketing@demo.school',
    firstName: 'Neha',
    lastName: 'Gupta',
    mobile: '9000000007',
    roles: ['MARKETING_HEAD'],
    allFranchisees: true,
    department: 'MARKETING',
    designation: 'Marketing head',
  },
  {
    email: 'delivery@demo.school',
    firstName: 'Arjun',
    lastName: 'Patil',
    mobile: '9000000008',
    roles: ['DELIVERY_CHALLAN'],
    allFranchisees: true,
    department: 'LOGISTICS',
    designation: 'Dispatch lead',
  },
  {
    email: 'bsk@demo.school',
    firstName: 'Sunita',
    lastName: 'Menon',
    mobile: '9000000009',
    roles: ['BSKUSER'],
    allFranchisees: true,
    department: 'BUSINESS PARTNER',
    designation: 'BSK partner',
  },
  {
    email: 'parent@demo.school',
    firstName: 'Rohan',
    lastName: 'Kapoor',
    mobile: '9000000010',
    roles: ['PARENT'],
    franchisee: 'BLR-001',
    studentAdmissionId: 1,
  },
  {
    email: 'multirole@demo.school',
    firstName: 'Deepa',
    lastName: 'Reddy',
    mobile: '9000000011',
    roles: ['FRANCHISEE_USER_1', 'Councellor'],
    franchisee: 'BLR-001',
    designation: 'Centre head and counsellor',
  },
];
