import { declarePlatformData } from './resource/personal-data.ts';
import { id, type Executor } from '@portal/db';
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every SMS and email goes through the outbox: in development and tests it is
 * the delivery (tests read it); with SMTP/SMS configured a sender drains it.
 */
export const outbox = pgTable('outbox', {
  id: id(),
  channel: text().$type<'sms' | 'email'>().notNull(),
  recipient: text().notNull(),
  subject: text().notNull().default(''),
  body: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp({ withTimezone: true }),
  error: text(),
});

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: outbox,
  label: 'Emails and texts waiting to be sent, and sent',
  whose: ['guardian', 'staff member', 'enquirer'],
  categories: ['contact'],
  audience: 'head office',
  retention: '30 days after sending',
  purposes: ['To send each email and text once, and see why one failed'],
});

export interface OutgoingMessage {
  channel: 'sms' | 'email';
  to: string;
  subject?: string;
  body: string;
}

export async function queueMessage(db: Executor, message: OutgoingMessage): Promise<void> {
  await db
    .insert(outbox)
    .values({ channel: message.channel, recipient: message.to, subject: message.subject ?? '', body: message.body });
}
