import type { PortalRoute } from '@portal/ui/routing';

/** The family-facing pages: no sign-in and no shell around them. */
export const enquiryPublicRoutes: PortalRoute[] = [
  {
    path: '/enquiry-form/:fid',
    title: 'Enquiry form',
    screen: () => import('./screens/PublicEnquiryScreen.tsx'),
    props: { channel: 'qr' },
    guard: { public: true },
  },
  {
    path: '/parent-enquiry/newentry/:fid/:mid?',
    title: 'Enquiry form',
    screen: () => import('./screens/PublicEnquiryScreen.tsx'),
    props: { channel: 'parent' },
    guard: { public: true },
  },
  {
    path: '/enquiry-saved/thankyou',
    title: 'Thank you',
    screen: () => import('./screens/ThankYouScreen.tsx'),
    props: { kind: 'enquiry' },
    guard: { public: true },
  },
  {
    path: '/thankyou',
    title: 'Thank you',
    screen: () => import('./screens/ThankYouScreen.tsx'),
    props: { kind: 'form' },
    guard: { public: true },
  },
  {
    path: '/registrationConfirmation',
    title: 'Registration',
    screen: () => import('./screens/ThankYouScreen.tsx'),
    props: { kind: 'registration' },
    guard: { public: true },
  },
  {
    path: '/admissionConfirmation',
    title: 'Admission',
    screen: () => import('./screens/ThankYouScreen.tsx'),
    props: { kind: 'admission' },
    guard: { public: true },
  },
  {
    path: '/application-form/:refID?',
    title: 'Application form',
    screen: () => import('./screens/PublicFormScreen.tsx'),
    props: { formType: 'APPLICATION' },
    guard: { public: true },
  },
  {
    path: '/registration-form/:refID?',
    title: 'Registration form',
    screen: () => import('./screens/PublicFormScreen.tsx'),
    props: { formType: 'REGISTRATION' },
    guard: { public: true },
  },
  {
    path: '/admission-form/:refID?',
    title: 'Admission form',
    screen: () => import('./screens/PublicFormScreen.tsx'),
    props: { formType: 'ADMISSION' },
    guard: { public: true },
  },
];
