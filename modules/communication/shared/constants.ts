/** Access modules of communication (spec: announcementList, photogallaryList, InstaPost, student pages). */
export const COMM_MODULES = {
  /** Templates, SMS and email sends, opt-outs. */
  MESSAGES: 'communication',
  /** Announcements kept by a centre's staff. */
  ANNOUNCEMENTS: 'announcementList',
  /** The announcement feed: what staff and parents read, with read receipts. */
  FEED: 'announcementView',
  /** The event calendar (the spec's event-calendar permission, with franchisee selection). */
  EVENTS: 'eventCalendar',
  /** Photo albums kept by a centre. */
  GALLERY: 'photogallaryList',
  /** A parent's view of their child's class albums. */
  STUDENT_GALLERY: 'studentGallery',
  /** A parent's view of the centre's calendar. */
  STUDENT_CALENDAR: 'studentCalender',
  /** Marketing's Instagram posts (owned by enquiry's access manifest). */
  INSTAGRAM: 'InstaPost',
} as const;

/** Spec: communication template user types, types and pages. */
export const TEMPLATE_USER_TYPES = ['ALL', 'PARENT', 'STAFF'] as const;
export const TEMPLATE_TYPES = ['EMAIL', 'SMS'] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];
export const TEMPLATE_PAGES = ['SEND_SMS', 'SEND_EMAIL'] as const;

/** Variables a template may use, filled from a child's record (or typed when sending). */
export const TEMPLATE_VARIABLES = {
  childName: "Child's name",
  parentName: "Parent's name",
  className: 'Class',
  centreName: 'Centre',
  feeDue: 'Fee due',
  date: 'Date',
} as const;
export type TemplateVariable = keyof typeof TEMPLATE_VARIABLES;

/** DLT: each {#var#} of a registered SMS template takes at most this many characters. */
export const DLT_VAR_MAX = 30;

export const AUDIENCE_KINDS = ['CENTRE', 'CLASS', 'SECTION', 'ROLE', 'LIST'] as const;
export type AudienceKind = (typeof AUDIENCE_KINDS)[number];

export const SEND_STATUS = ['SCHEDULED', 'SENDING', 'SENT', 'PARTLY SENT', 'FAILED'] as const;
export type SendStatus = (typeof SEND_STATUS)[number];
export const DELIVERY_STATUS = ['PENDING', 'RETRYING', 'SENT', 'DELIVERED', 'FAILED', 'OPTED OUT'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUS)[number];
/** A recipient is tried this many times before it is marked FAILED. */
export const MAX_SEND_ATTEMPTS = 3;

export const ANNOUNCEMENT_AUDIENCES = ['ALL', 'PARENT', 'STAFF'] as const;
export const EVENT_TYPES = ['EVENT', 'HOLIDAY', 'MEETING', 'CELEBRATION'] as const;
export const INSTA_STATUS = ['DRAFT', 'PENDING', 'APPROVED', 'REJECTED', 'PUBLISHED'] as const;

/** Photo uploads: phone photos up to this size, images only. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const THUMB_WIDTH = 320;

export const MESSAGES = {
  dltMismatch: 'The message does not match its registered DLT template; only the variables may change',
  dltVarTooLong: (name: string, length: number) =>
    `${name} is ${length} characters; a DLT variable takes at most ${DLT_VAR_MAX}`,
  dltMissing: 'An SMS template needs its DLT template id and sender id',
  variantBase: 'A translation names an English template that is not itself a translation',
  variantType: (type: string) => `The template it translates is an ${type} template; a translation keeps its type`,
  variantLanguage: 'Choose the language of the translation (not English)',
  wrongTemplateType: (type: string) => `This is an ${type} template; choose a template for this channel`,
  invalidEmail: (address: string) => `${address} is not a valid email address`,
  invalidMobile: (address: string) => `${address} is not a valid 10-digit mobile number`,
  noRecipients: 'Nobody in this audience can be reached on this channel',
  sectionElsewhere: 'This section is not at the chosen centre',
  classRequired: 'Choose a class',
  sectionRequired: 'Choose a section',
  roleRequired: 'Choose a role',
  listRequired: 'Add at least one address',
  notAnImage: 'Upload a photo (JPEG, PNG or WebP)',
  childNotInClass: 'A child named in the photo is not in this album’s class',
  tooLarge: `A photo can be at most ${MAX_PHOTO_BYTES / 1024 / 1024} MB`,
  publishingOff: 'Publishing to Instagram is not configured; the post stays approved',
  publishWindow: 'The publish window ends before it starts',
  closureBoth: 'A closure needs the day it starts and the day it ends',
  closureOrder: 'The closure ends before it starts',
  notLinked: 'Your account is not linked to a child',
} as const;
