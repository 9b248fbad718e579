import { options, referenceTo, resourceShape, secretField, USER_DEPARTMENTS } from '@portal/core';
import { USER_MODULE } from './index.ts';
import { franchiseeShape } from '@portal/mod-org/shared/resources';

export const userShape = resourceShape({
  name: 'user',
  label: 'User',
  module: USER_MODULE,
  fields: {
    firstName: { kind: 'text', label: 'First name', required: true, max: 60 },
    lastName: { kind: 'text', label: 'Last name', required: true, max: 60 },
    fullName: { kind: 'text', label: 'Name', readOnly: true },
    email: { kind: 'email', label: 'Email', required: true },
    mobile: { kind: 'mobile', label: 'Mobile' },
    password: { kind: 'password', label: 'Password', required: true, min: 8, secret: true },
    passwordHash: secretField('Password hash'),
    franchiseeId: {
      kind: 'reference',
      label: 'Franchisee',
      ref: referenceTo(() => franchiseeShape, 'companyName'),
      help: 'Leave empty for head-office staff',
    },
    department: { kind: 'enum', label: 'Department', options: options(...USER_DEPARTMENTS) },
    designation: { kind: 'text', label: 'Designation', max: 80 },
    isStaff: { kind: 'boolean', label: 'Centre staff', default: false },
    allFranchisees: { kind: 'boolean', label: 'Sees every franchisee', default: false },
    superAdmin: { kind: 'boolean', label: 'Super admin', default: false },
    modulesAuth: { kind: 'tags', label: 'Approvals', max: 20, help: 'Approval codes such as USER_STAFF_APPROVED' },
    studentAdmissionId: { kind: 'number', label: 'Linked student admission', min: 1, max: 2_147_483_647 },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
});
