/** Access modules of WhatsApp: a parent's own opt-in, and head office's templates. */
export const WHATSAPP_MODULES = {
  /** A parent's choice to receive the portal's messages on WhatsApp at their number. */
  MY_WHATSAPP: 'myWhatsapp',
  /** The approved templates per message and language, and their state at WhatsApp. */
  TEMPLATES: 'whatsappTemplates',
} as const;

/** A template's state at WhatsApp: only an approved one is sent; a paused or rejected one falls back to SMS. */
export const TEMPLATE_STATES = ['APPROVED', 'PAUSED', 'REJECTED'] as const;
export type TemplateState = (typeof TEMPLATE_STATES)[number];

/** An opt-in or an opt-out, posted: the latest row for a number is its state. */
export const OPT_DECISIONS = ['IN', 'OUT'] as const;
export type OptDecision = (typeof OPT_DECISIONS)[number];

/** How the decision came: the parent's signed-in account (on their phone), or a STOP replied on WhatsApp. */
export const OPT_WAYS = ['ACCOUNT', 'REPLY'] as const;
export type OptWay = (typeof OPT_WAYS)[number];

/**
 * WhatsApp's pricing category of a template: the sign-in code is an authentication message, the others utility
 * messages.
 */
export const TEMPLATE_CATEGORIES = ['UTILITY', 'AUTHENTICATION'] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];
export const categoryOf = (template: string): TemplateCategory =>
  template === 'SIGN_IN_CODE' ? 'AUTHENTICATION' : 'UTILITY';

/** A message's life at WhatsApp, in order; FAILED may come at any point. */
export const MESSAGE_STATES = ['QUEUED', 'SENT', 'DELIVERED', 'READ', 'FAILED'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];

/** Replies that opt a number out (compared upper-cased, trimmed). */
export const STOP_WORDS = ['STOP', 'UNSUBSCRIBE', 'STOP ALL'] as const;

export const WHATSAPP_MESSAGES = {
  noMobile: 'Your account has no mobile number: please ask the centre to add it first',
  signature: 'The webhook signature does not match',
  replayed: 'This webhook message was received already',
  notJson: 'The webhook body is not JSON',
  verifyToken: 'The verify token does not match',
  off: 'WhatsApp is not set up on this portal',
  month: 'Choose a month as YYYY-MM',
} as const;
