// No imports: the web's route table (in the first download) reads these.
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
