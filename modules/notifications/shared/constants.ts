import { isKeyOf } from '@portal/core';

/** The ways the portal can reach a person with a kind of message; NONE turns the kind off. */
export const CHANNELS = ['WHATSAPP', 'SMS', 'EMAIL', 'PUSH', 'NONE'] as const;
export type Channel = (typeof CHANNELS)[number];

const ALL: readonly Channel[] = CHANNELS;
const NEVER_OFF: readonly Channel[] = ['WHATSAPP', 'SMS', 'EMAIL', 'PUSH'];

interface KindWords {
  label: string;
  description: string;
  /** What reaches the person while they choose nothing (the sending module's own way). */
  defaults: string;
  /** The channels the person may choose for it. */
  channels: readonly Channel[];
  /** Cannot be turned to NONE: why, in words the screen shows. */
  required?: string;
  /** Marketing: sent only to a family who consented to marketing (consent module), whatever the channel. */
  marketing?: true;
  /** The sending module pushes it itself (pushTo): the push job honours the choice, the phone path adds no push. */
  pushedBySender?: true;
}

/**
 * What a person may receive, kind by kind, and by which channel. Each kind goes its sending module's own way
 * (`defaults`) until the person chooses one channel or none; a module that sends a new kind adds it here with words
 * a parent understands, and names it when it tells people (`tellEach`'s push kind, or its phone template's kind).
 */
export const NOTIFICATION_KINDS = {
  'day.arrivals': {
    label: 'Check-in and check-out',
    description: 'When your child arrives at the centre and when they are collected',
    defaults: 'A notification, and WhatsApp if you opted in',
    channels: ALL,
    pushedBySender: true,
  },
  incidents: {
    label: 'Incidents',
    description: 'When something happens to your child or at your centre',
    defaults: 'Email, WhatsApp (or SMS) and a notification',
    channels: NEVER_OFF,
    required: 'Incident reports are about your child’s safety: they cannot be turned off',
  },
  'day.medication': {
    label: 'Medication given',
    description: 'When your child is given a medicine you asked the centre to give',
    defaults: 'WhatsApp if you opted in, else SMS',
    channels: ALL,
  },
  'day.absence': {
    label: 'Absence',
    description: 'When your child is marked absent',
    defaults: 'WhatsApp if you opted in, else SMS',
    channels: ALL,
  },
  fees: {
    label: 'Fees',
    description: 'AutoPay notices before and after each debit, fee reminders and receipts',
    defaults: 'Email, WhatsApp (or SMS) and a notification',
    channels: ALL,
  },
  'seat-offer': {
    label: 'Seat offers',
    description: 'When the centre offers your child a seat from its waitlist',
    defaults: 'WhatsApp if you opted in, else SMS',
    channels: ['WHATSAPP', 'SMS', 'EMAIL', 'NONE'],
  },
  'day.summary': {
    label: 'Evening summary',
    description: 'Your child’s day in short each evening (meals, sleep, mood), by email and SMS',
    defaults: 'Email, and WhatsApp if you opted in, else SMS',
    channels: ALL,
  },
  messages: {
    label: 'Messages',
    description: 'New messages from the centre or head office',
    defaults: 'Email, WhatsApp (or SMS) and a notification',
    channels: ALL,
    pushedBySender: true,
  },
  announcements: {
    label: 'Announcements',
    description: 'News and notices from your centre',
    defaults: 'Email and a notification',
    channels: ALL,
  },
  marketing: {
    label: 'Offers and events',
    description: 'Offers, open days and events, only if you consented to marketing',
    defaults: 'Email, only with your consent to marketing',
    channels: ALL,
    marketing: true,
  },
  'sign-in': {
    label: 'Sign-in codes',
    description: 'The one-time code you sign in with',
    defaults: 'WhatsApp if you opted in, else SMS',
    channels: ['WHATSAPP', 'SMS', 'EMAIL'],
    required: 'Sign-in codes are how you sign in: they cannot be turned off',
  },
  waitlist: {
    label: 'Waitlist offers',
    description: 'When a family answers a seat offered from the waitlist',
    defaults: 'A notification',
    channels: ['PUSH', 'NONE'],
    pushedBySender: true,
  },
  trainings: {
    label: 'Trainings',
    description: 'Training invitations, and reminders on the day, before the meeting opens and after it ends',
    defaults: 'A notification',
    channels: ['PUSH', 'NONE'],
    pushedBySender: true,
  },
} as const satisfies Record<string, KindWords>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
export const NOTIFICATION_KIND_NAMES = Object.keys(NOTIFICATION_KINDS).filter((kind) =>
  isKeyOf(NOTIFICATION_KINDS, kind),
);

export const NOTIFICATION_MESSAGES = {
  chooseKind: `Choose one of: ${NOTIFICATION_KIND_NAMES.join(', ')}`,
  endpoint: 'The browser gave an address its push service does not use (it must be https)',
  pushService:
    "The browser's push address is not at a push service the portal sends to (Google, Mozilla, Apple or Microsoft's)",
  endpointTaken:
    'This push address belongs to a browser of another account: it moves to yours only after that account ' +
    'signs out on it and the browser subscribes again with its own keys',
  key: 'The browser gave a key that is not a P-256 public key',
  auth: 'The browser gave an authentication secret that is not 16 bytes',
  tooManyDevices: 'Notifications are on for 20 browsers already: turn them off on one you no longer use',
  chooseChannel: `Choose one of: ${CHANNELS.join(', ')}, or null for the usual way`,
  notOffered: (kind: string, channel: string) => `${kind} cannot be sent by ${channel}`,
  whatsappFirst: 'Opt in to WhatsApp first (WhatsApp in the menu), then choose it here',
  whatsappOff: 'WhatsApp is not set up on this portal: choose another channel',
  noMobile: 'Your account has no mobile number: ask the centre to add it, or choose email or a notification',
  marketingConsent: 'Give your consent to marketing first (Consents in the menu), then choose how to receive offers',
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
  'NEW_MESSAGE',
] as const;
export type PhoneTemplate = (typeof PHONE_TEMPLATES)[number];

/** The kind of message each phone template carries: the person's choice for that kind decides its channel. */
export const TEMPLATE_KIND: Record<PhoneTemplate, NotificationKind> = {
  ARRIVAL: 'day.arrivals',
  PICKUP: 'day.arrivals',
  INCIDENT_SENT: 'incidents',
  FEE_DUE: 'fees',
  EVENING_SUMMARY: 'day.summary',
  FEE_RECEIPT: 'fees',
  SEAT_OFFER: 'seat-offer',
  SIGN_IN_CODE: 'sign-in',
  NEW_MESSAGE: 'messages',
};

/** The declaration of a kind, read as the wider type (its optional parts included). */
export const kindSpec = (kind: NotificationKind): KindWords => NOTIFICATION_KINDS[kind];
