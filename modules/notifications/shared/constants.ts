/**
 * What a person may choose to receive as a push notification. Every kind is on until the person turns it
 * off; a module that sends a new kind adds it here with words a parent understands.
 */
export const NOTIFICATION_KINDS = {
  'day.arrivals': {
    label: 'Check-in and check-out',
    description: 'When your child arrives at the centre and when they are collected',
  },
  incidents: { label: 'Incidents', description: 'When something happens to your child or at your centre' },
  messages: { label: 'Messages', description: 'New messages from the centre or head office' },
  waitlist: { label: 'Waitlist offers', description: 'When a family answers a seat offered from the waitlist' },
  trainings: {
    label: 'Trainings',
    description: 'Training invitations, and reminders on the day, before the meeting opens and after it ends',
  },
  fees: {
    label: 'Fees',
    description: 'AutoPay notices before and after each debit, and fee reminders',
  },
  'day.summary': {
    label: 'Evening summary',
    description: 'Your child’s day in short each evening (meals, sleep, mood), by email and SMS',
  },
} as const;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
export const NOTIFICATION_KIND_NAMES = Object.keys(NOTIFICATION_KINDS) as NotificationKind[];

export const NOTIFICATION_MESSAGES = {
  chooseKind: `Choose one of: ${NOTIFICATION_KIND_NAMES.join(', ')}`,
  endpoint: 'The browser gave an address its push service does not use (it must be https)',
  pushService:
    "The browser's push address is not at a push service the portal sends to (Google, Mozilla, Apple or Microsoft's)",
  endpointTaken:
    'This push address belongs to a browser of another account: the browser must subscribe again with its own keys',
  key: 'The browser gave a key that is not a P-256 public key',
  auth: 'The browser gave an authentication secret that is not 16 bytes',
  tooManyDevices: 'Notifications are on for 20 browsers already: turn them off on one you no longer use',
} as const;

/** Browsers one account may receive notifications on. */
export const MAX_DEVICES = 20;

/**
 * The utility messages a family may receive on their phone (SMS, or WhatsApp where they opted in): each is one
 * pre-approved template per language at WhatsApp.
 */
export const PHONE_TEMPLATES = [
  'ARRIVAL',
  'PICKUP',
  'INCIDENT_SENT',
  'FEE_DUE',
  'EVENING_SUMMARY',
  'FEE_RECEIPT',
  'SEAT_OFFER',
  'SIGN_IN_CODE',
] as const;
export type PhoneTemplate = (typeof PHONE_TEMPLATES)[number];
