import type { PortalRoute } from '@portal/ui/routing';
import { ENQUIRY_MODULES as M } from '../shared/modules.ts';
import { allocationRuleShape, b2sTargetShape, enquiryStageShape } from '../shared/resources.ts';

const spanco = () => import('./screens/SpancoListScreen.tsx');
const edit = () => import('./screens/EnquiryEditScreen.tsx');
const forms = '/forms';
const enquiry = { modules: [M.ENQUIRY] };

/** The forms group (enquiries) and the lead screens, under the spec's paths. */
export const enquiryRoutes: PortalRoute[] = [
  {
    path: `${forms}/enquiry/dashboard`,
    title: 'Enquiry dashboard',
    screen: () => import('./screens/DashboardScreen.tsx'),
    guard: enquiry,
  },
  {
    path: `${forms}/enquiry/list`,
    reachedFrom: '/forms/enquiry/dashboard',
    title: 'Enquiries',
    screen: spanco,
    guard: enquiry,
  },
  {
    path: `${forms}/list/:enquiryCode?/:radio?`,
    reachedFrom: '/forms/enquiry/dashboard',
    title: 'Enquiries',
    screen: spanco,
    guard: enquiry,
  },
  {
    path: `${forms}/enquiry-form`,
    title: 'New enquiry',
    screen: () => import('./screens/EnquiryFormScreen.tsx'),
    guard: { ...enquiry, write: true, academicYear: true },
  },
  {
    path: `${forms}/enquiry/edit/:enquiryCode/:radio?`,
    reachedFrom: '/forms/enquiry/dashboard',
    title: 'Enquiry',
    screen: edit,
    guard: enquiry,
  },
  {
    path: `${forms}/edit/:enquiryCode/:radio?`,
    reachedFrom: '/forms/enquiry/dashboard',
    title: 'Enquiry',
    screen: edit,
    guard: enquiry,
  },
  {
    path: `${forms}/service-enquiry/dashboard`,
    reachedFrom: '/forms/service-enquiry/list',
    title: 'Service enquiry dashboard',
    screen: () => import('./screens/DashboardScreen.tsx'),
    props: { service: true },
    guard: { modules: [M.SERVICE_ENQUIRY] },
  },
  {
    path: `${forms}/service-enquiry/list`,
    title: 'Service enquiries',
    screen: spanco,
    props: { service: true },
    guard: { modules: [M.SERVICE_ENQUIRY] },
  },
  {
    path: `${forms}/followup`,
    title: 'Follow-ups',
    screen: () => import('./screens/FollowUpScreen.tsx'),
    guard: { modules: [M.FOLLOW_UP] },
  },
  {
    path: `${forms}/followup/:enquiryCode?`,
    reachedFrom: '/forms/followup',
    title: 'Follow-ups',
    screen: () => import('./screens/FollowUpScreen.tsx'),
    guard: { modules: [M.FOLLOW_UP] },
  },
  {
    path: `${forms}/manualFollowup`,
    title: 'Manual follow-up',
    screen: () => import('./screens/ManualFollowUpScreen.tsx'),
    guard: { modules: [M.FOLLOW_UP], write: true },
  },
  {
    path: `${forms}/application`,
    title: 'Applications',
    screen: () => import('./screens/FormListScreen.tsx'),
    props: { formType: 'APPLICATION' },
    guard: enquiry,
  },
  // The spec's short spelling of the list below: one screen, one address in the bar.
  { path: `${forms}/registration`, redirectTo: `${forms}/registration/list`, guard: { modules: [M.REGISTRATION] } },
  {
    path: `${forms}/registration/list`,
    title: 'Registrations',
    screen: () => import('./screens/FormListScreen.tsx'),
    props: { formType: 'REGISTRATION' },
    guard: { modules: [M.REGISTRATION] },
  },
  {
    path: `${forms}/registration-form/:enquiryCode`,
    title: 'Registration form',
    screen: edit,
    guard: { modules: [M.REGISTRATION], write: true },
  },
  {
    path: `${forms}/registration/edit/:enquiryCode`,
    reachedFrom: '/forms/registration/list',
    title: 'Registration',
    screen: edit,
    guard: { modules: [M.REGISTRATION], write: true },
  },
  // The spec's short spelling of the list below: one screen, one address in the bar.
  { path: `${forms}/admission`, redirectTo: `${forms}/admission/list`, guard: { modules: [M.ADMISSION] } },
  {
    path: `${forms}/admission/list`,
    title: 'Admissions',
    screen: () => import('./screens/FormListScreen.tsx'),
    props: { formType: 'ADMISSION' },
    guard: { modules: [M.ADMISSION] },
  },
  {
    path: `${forms}/admissionForm/:enquiryCode`,
    reachedFrom: '/forms/admission/list',
    title: 'Admission form',
    screen: edit,
    guard: { modules: [M.ADMISSION], write: true },
  },
  {
    path: `${forms}/settings/add`,
    title: 'Enquiry stages',
    screen: () => import('./screens/StageSettingsScreen.tsx'),
    guard: enquiry,
  },
  {
    path: `${forms}/settings/edit/:stageID`,
    reachedFrom: '/forms/settings/add',
    title: 'Enquiry stage',
    screen: () => import('./screens/RecordFormScreen.tsx'),
    props: {
      resource: enquiryStageShape.name,
      param: 'stageID',
      title: 'Enquiry stage',
      back: `${forms}/settings/add`,
    },
    guard: { ...enquiry, write: true },
  },
  {
    path: `${forms}/settings/autoallocation/:allocationId`,
    reachedFrom: '/forms/settings/add',
    title: 'Auto-allocation rule',
    screen: () => import('./screens/RecordFormScreen.tsx'),
    props: {
      resource: allocationRuleShape.name,
      param: 'allocationId',
      title: 'Auto-allocation rule',
      back: '/lead-allocation/list',
    },
    guard: { modules: [M.LEAD_ALLOCATION], write: true, franchiseeSelection: true },
  },
  {
    path: `${forms}/b2sconfiguration`,
    title: 'B2S targets',
    screen: () => import('@portal/mod-students/web/inline'),
    props: { resource: b2sTargetShape.name, title: 'B2S targets', module: M.B2S, crumb: 'Enquiries' },
    guard: { modules: [M.B2S], academicYear: true },
  },
  {
    path: '/lead-allocation/list',
    title: 'Lead allocation',
    screen: () => import('./screens/AllocationScreen.tsx'),
    props: { mode: 'allocate' },
    guard: { modules: [M.LEAD_ALLOCATION], franchiseeSelection: true },
  },
  {
    path: '/lead-reallocation/list',
    title: 'Lead reallocation',
    screen: () => import('./screens/AllocationScreen.tsx'),
    props: { mode: 'reallocate' },
    guard: { modules: [M.LEAD_REALLOCATION], franchiseeSelection: true },
  },
  {
    path: '/google-webhook/list',
    title: 'Google leads',
    screen: () => import('./screens/WebhookScreen.tsx'),
    props: { kind: 'GOOGLE' },
    guard: { modules: [M.GOOGLE_WEBHOOK] },
  },
  {
    path: '/waid-integration/list',
    title: 'WhatsApp leads',
    screen: () => import('./screens/WebhookScreen.tsx'),
    props: { kind: 'WAID' },
    guard: { modules: [M.WAID] },
  },
  {
    path: '/upload/enquiries',
    title: 'Upload enquiries',
    screen: () => import('./screens/UploadScreen.tsx'),
    guard: { modules: [M.UPLOAD], write: true, franchiseeSelection: true, academicYear: true },
  },
  {
    path: '/B2SReport/dashboard',
    title: 'B2S report',
    screen: () => import('./screens/B2SReportScreen.tsx'),
    guard: { modules: [M.B2S], academicYear: true },
  },
  {
    path: '/enquiry/generate-qrcode',
    name: 'QrcodeGenerator',
    title: 'Generate QR Code',
    screen: () => import('./screens/QrCodeScreen.tsx'),
    guard: { modules: [M.ENQUIRY], franchiseeSelection: true },
  },
];
