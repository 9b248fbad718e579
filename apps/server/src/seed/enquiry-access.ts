/**
 * Access set-up of the enquiry and students modules: their end points, grants per role
 * and menu entries. access.ts merges these.
 */
import type { MenuSeed } from './access.ts';

type Grant = [module: string, method: string];

export const ENQUIRY_ACCESS_MODULES = [
  'leadAllocation',
  'leadReallocation',
  'googleWebHook',
  'waIdIntegration',
  'uploadEnquiries',
  'B2SReport',
  'ServiceRegistration',
  'studentPromotionView',
  'classGroup',
  'Attendance',
];

const LEADS: Grant[] = [
  ['leadAllocation', 'any'],
  ['leadReallocation', 'any'],
  ['googleWebHook', 'any'],
  ['waIdIntegration', 'any'],
  ['uploadEnquiries', 'any'],
];

const CENTRE_HEAD: Grant[] = [
  ...LEADS,
  ['B2SReport', 'GET'],
  ['ServiceRegistration', 'any'],
  ['studentPromotionView', 'any'],
  ['classGroup', 'GET'],
  ['Attendance', 'any'],
  ['class', 'GET'],
  // 'Mark paid (offline)' on the centre's own application and admission fees.
  ['ApprovePaymentList', 'any'],
];

export const ENQUIRY_GRANTS: Record<string, Grant[]> = {
  FRANCHISEE_USER_1: CENTRE_HEAD,
  COCO_USER_1: [...CENTRE_HEAD, ['followup', 'any'], ['registration', 'any'], ['AdmissionForm', 'any']],
  TEACHER: [
    ['Attendance', 'any'],
    ['class', 'GET'],
  ],
  MARKETING_HEAD: [...LEADS, ['B2SReport', 'any'], ['ServiceRegistration', 'GET']],
  BUSINESS_DEVELOPER: [['B2SReport', 'GET']],
};

const CENTRE = ['FRANCHISEE_USER_1', 'COCO_USER_1'];
const ENQUIRY_STAFF = [...CENTRE, 'Councellor', 'MARKETING_HEAD', 'BSKUSER'];
const FOLLOW_UP_STAFF = [...CENTRE, 'Councellor', 'BSKUSER'];

export const ENQUIRY_MENU: MenuSeed[] = [
  {
    name: 'enquiry-dashboard',
    label: 'Enquiry dashboard',
    path: '/forms/enquiry/dashboard',
    groupLabel: 'Enquiries',
    modules: ['enquiry'],
    roles: ENQUIRY_STAFF,
  },
  {
    name: 'enquiry-new',
    label: 'New enquiry',
    path: '/forms/enquiry-form',
    groupLabel: 'Enquiries',
    modules: ['enquiry'],
    roles: ENQUIRY_STAFF,
  },
  {
    name: 'enquiry-spanco',
    label: 'Enquiries',
    path: '/forms/list',
    groupLabel: 'Enquiries',
    modules: ['enquiry'],
    roles: ENQUIRY_STAFF,
  },
  {
    name: 'enquiry-followup',
    label: 'Follow-ups',
    path: '/forms/followup',
    groupLabel: 'Enquiries',
    modules: ['followup'],
    roles: FOLLOW_UP_STAFF,
  },
  {
    name: 'enquiry-manual-followup',
    label: 'Manual follow-up',
    path: '/forms/manualFollowup',
    groupLabel: 'Enquiries',
    modules: ['followup'],
    roles: FOLLOW_UP_STAFF,
  },
  {
    name: 'enquiry-applications',
    label: 'Applications',
    path: '/forms/application',
    groupLabel: 'Enquiries',
    modules: ['enquiry'],
    roles: [...CENTRE, 'Councellor'],
  },
  {
    name: 'enquiry-registrations',
    label: 'Registrations',
    path: '/forms/registration/list',
    groupLabel: 'Enquiries',
    modules: ['registration'],
    roles: [...CENTRE, 'Councellor'],
  },
  {
    name: 'enquiry-admissions',
    label: 'Admissions',
    path: '/forms/admission/list',
    groupLabel: 'Enquiries',
    modules: ['AdmissionForm'],
    roles: CENTRE,
  },
  {
    name: 'lead-allocation',
    label: 'Lead allocation',
    path: '/lead-allocation/list',
    groupLabel: 'Enquiries',
    modules: ['leadAllocation'],
    roles: [...CENTRE, 'MARKETING_HEAD'],
  },
  {
    name: 'lead-reallocation',
    label: 'Lead reallocation',
    path: '/lead-reallocation/list',
    groupLabel: 'Enquiries',
    modules: ['leadReallocation'],
    roles: [...CENTRE, 'MARKETING_HEAD'],
  },
  {
    name: 'google-webhook',
    label: 'Google leads',
    path: '/google-webhook/list',
    groupLabel: 'Enquiries',
    modules: ['googleWebHook'],
    roles: [...CENTRE, 'MARKETING_HEAD'],
  },
  {
    name: 'waid-integration',
    label: 'WhatsApp leads',
    path: '/waid-integration/list',
    groupLabel: 'Enquiries',
    modules: ['waIdIntegration'],
    roles: [...CENTRE, 'MARKETING_HEAD'],
  },
  {
    name: 'upload-enquiries',
    label: 'Upload enquiries',
    path: '/upload/enquiries',
    groupLabel: 'Enquiries',
    modules: ['uploadEnquiries'],
    roles: [...CENTRE, 'MARKETING_HEAD'],
  },
  {
    name: 'service-enquiries',
    label: 'Service enquiries',
    path: '/forms/service-enquiry/list',
    groupLabel: 'Enquiries',
    modules: ['ServiceRegistration'],
    roles: [...CENTRE, 'MARKETING_HEAD'],
  },
  {
    name: 'b2s-dashboard',
    label: 'B2S report',
    path: '/B2SReport/dashboard',
    groupLabel: 'Reports',
    modules: ['B2SReport'],
    roles: [...CENTRE, 'MARKETING_HEAD', 'BUSINESS_DEVELOPER'],
  },
  {
    name: 'b2s-configuration',
    label: 'B2S targets',
    path: '/forms/b2sconfiguration',
    groupLabel: 'Enquiries',
    modules: ['B2SReport'],
    roles: [...CENTRE, 'MARKETING_HEAD'],
    readOnlyFor: CENTRE,
  },
  {
    name: 'enquiry-stages',
    label: 'Enquiry stages',
    path: '/forms/settings/add',
    groupLabel: 'Enquiries',
    modules: ['enquiry'],
    roles: ['MARKETING_HEAD'],
  },
  {
    name: 'students',
    label: 'Students',
    path: '/students/details/page/1',
    groupLabel: 'Academics',
    modules: ['student'],
    roles: [...CENTRE, 'TEACHER'],
    readOnlyFor: ['TEACHER'],
  },
  {
    name: 'classes',
    label: 'Classes and sections',
    path: '/class/details',
    groupLabel: 'Academics',
    modules: ['student'],
    roles: [...CENTRE, 'TEACHER'],
    readOnlyFor: ['TEACHER'],
  },
  {
    name: 'class-groups',
    label: 'Class groups',
    path: '/class-group/list',
    groupLabel: 'Academics',
    modules: ['classGroup'],
    roles: CENTRE,
    readOnlyFor: CENTRE,
  },
  {
    name: 'give-attendance',
    label: 'Attendance',
    path: '/attendance/give-attendance',
    groupLabel: 'Academics',
    modules: ['Attendance'],
    roles: [...CENTRE, 'TEACHER'],
  },
  {
    name: 'student-promotion',
    label: 'Promotion',
    path: '/student-promotion/list',
    groupLabel: 'Academics',
    modules: ['studentPromotionView'],
    roles: CENTRE,
  },
  // A parent's own child: the shell fills {studentId} with the linked admission.
  {
    name: 'child-attendance',
    label: 'Attendance',
    path: '/attendance/report/{studentId}',
    groupLabel: 'Student',
    modules: ['studentAttendance'],
    roles: ['PARENT'],
    studentFacing: true,
  },
  {
    name: 'mother-toddler',
    label: 'Mother toddler programme',
    path: '/mother-toddler-program/view-onboarded-student',
    groupLabel: 'Academics',
    modules: ['student'],
    roles: CENTRE,
  },
];
