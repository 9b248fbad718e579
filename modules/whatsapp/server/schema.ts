import { id } from '@portal/db';
import type { Language } from '@portal/core';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PhoneTemplate } from '@portal/mod-notifications/shared';
import { franchiseeRef } from '@portal/mod-org/server';
import { adminUsers } from '@portal/mod-users/server';
import type { MessageState, OptDecision, OptWay, TemplateState } from '../shared/constants.ts';

/**
 * The portal's utility messages as templates approved at WhatsApp: one per message and language, with its name
 * there and its state (WhatsApp may pause or reject one; head office records it so it is not sent).
 */
export const whatsappTemplates = pgTable(
  'whatsapp_templates',
  {
    id: id(),
    message: text().$type<PhoneTemplate>().notNull(),
    language: text().$type<Language>().notNull(),
    name: text().notNull(),
    state: text().$type<TemplateState>().notNull().default('APPROVED'),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('whatsapp_templates_message_language_idx').on(t.message, t.language)],
);

/**
 * A number's opt-in or opt-out, posted, never edited: the latest row for a number is its state. `decidedBy` is
 * the account that decided (none for a STOP replied from a number no account holds), `via` how it came.
 */
export const whatsappOptIns = pgTable(
  'whatsapp_opt_ins',
  {
    id: id(),
    mobile: text().notNull(),
    decision: text().$type<OptDecision>().notNull(),
    via: text().$type<OptWay>().notNull(),
    decidedBy: integer().references(() => adminUsers.id, { onDelete: 'set null' }),
    decidedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('whatsapp_opt_ins_mobile_idx').on(t.mobile, t.id)],
);

/**
 * Each message sent by WhatsApp: what it was (template, language, values, and the SMS text it falls back to),
 * its state as WhatsApp reports it, and when it fell back to SMS (once at most).
 */
export const whatsappMessages = pgTable(
  'whatsapp_messages',
  {
    id: id(),
    userId: integer().references(() => adminUsers.id, { onDelete: 'set null' }),
    /** The centre the message is about (counted by head office); none for a message of no centre. */
    franchiseeId: integer(),
    mobile: text().notNull(),
    message: text().$type<PhoneTemplate>().notNull(),
    language: text().$type<Language>().notNull(),
    params: jsonb().$type<string[]>().notNull(),
    smsText: text().notNull(),
    /** A free-text answer inside WhatsApp's 24-hour window (a Cloud API "text" message); none for a template. */
    freeText: text(),
    state: text().$type<MessageState>().notNull().default('QUEUED'),
    providerId: text().unique(),
    error: text(),
    fellBackAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('whatsapp_messages_user_idx').on(t.userId, t.id),
    index('whatsapp_messages_created_idx').on(t.createdAt, t.franchiseeId),
  ],
);

/** Every webhook message id received: a replay of one is refused. */
export const whatsappWebhookEvents = pgTable('whatsapp_webhook_events', {
  eventId: text().primaryKey(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A family's WhatsApp text that landed in their child's conversation (a number that opted in, held by a parent's
 * account): the number's latest one opens WhatsApp's 24-hour window, inside which the centre's answers go as free
 * text. A text from any other number is not kept here.
 */
export const whatsappReplies = pgTable(
  'whatsapp_replies',
  {
    id: id(),
    /** The child's centre, where the conversation is. */
    franchiseeId: franchiseeRef(),
    userId: integer()
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    mobile: text().notNull(),
    /** WhatsApp's id of the text: one conversation message per id. */
    providerId: text().notNull().unique(),
    /** The conversation message it became (messages module). */
    threadMessageId: integer(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('whatsapp_replies_mobile_idx').on(t.mobile, t.receivedAt)],
);
