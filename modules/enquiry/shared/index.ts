export * from './stages.ts';
export * from './followups.ts';
export * from './fields.ts';

/** Access modules of the enquiry screens (the portal's own names). */
export const ENQUIRY_MODULES = {
  ENQUIRY: 'enquiry',
  FOLLOW_UP: 'followup',
  REGISTRATION: 'registration',
  ADMISSION: 'AdmissionForm',
  LEAD_ALLOCATION: 'leadAllocation',
  LEAD_REALLOCATION: 'leadReallocation',
  GOOGLE_WEBHOOK: 'googleWebHook',
  WAID: 'waIdIntegration',
  UPLOAD: 'uploadEnquiries',
  B2S: 'B2SReport',
  SERVICE_ENQUIRY: 'ServiceRegistration',
  APPROVE_PAYMENT: 'ApprovePaymentList',
} as const;

/** Public form anti-spam: a form filled faster than this is refused. */
export const MIN_FILL_MS = 3000;
/** The honeypot field: hidden from people, filled by bots. */
export const HONEYPOT_FIELD = 'website';
