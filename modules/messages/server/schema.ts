import { id } from '@portal/db';
import { files, declarePlatformData, declareSettings } from '@portal/kit';
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { franchiseeRef } from '@portal/mod-org/server';
import { adminUsers } from '@portal/mod-users/server';
import type { Speaker } from '../shared/constants.ts';

/**
 * One conversation per child, at the child's centre, opened by its first message. `studentAdmissionId` names the
 * child's admission (the students module's record; read through its services).
 */
export const messageThreads = pgTable('message_threads', {
  id: id(),
  franchiseeId: franchiseeRef(),
  studentAdmissionId: integer().notNull().unique(),
  lastMessageAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: messageThreads,
  label: 'The conversation between a child’s family and the centre',
  whose: ['child', 'guardian'],
  categories: ['contact'],
  audience: 'the child’s parents and class teachers, the centre’s head and office staff, head office',
  retention: 'while the child is enrolled, then 1 year (head office sets it)',
  purposes: ['To let the family and the centre talk about the child'],
});

/**
 * A message of a thread. `senderRole` is the part the writer took (parent, teacher, office); `heldUntil` is set on a
 * parent's message written in quiet hours, when staff are told of it; `staffNotifiedAt` once they were.
 */
export const threadMessages = pgTable(
  'thread_messages',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    threadId: integer()
      .notNull()
      .references(() => messageThreads.id),
    senderId: integer()
      .notNull()
      .references(() => adminUsers.id),
    senderRole: text().$type<Speaker>().notNull(),
    text: text().notNull(),
    heldUntil: timestamp({ withTimezone: true }),
    staffNotifiedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('thread_messages_thread_idx').on(t.threadId, t.id)],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: threadMessages,
  label: 'Messages between a child’s family and the centre',
  whose: ['child', 'guardian', 'staff member'],
  categories: ['contact'],
  audience: 'the child’s parents and class teachers, the centre’s head and office staff, head office',
  retention: 'while the child is enrolled, then 1 year (head office sets it)',
  purposes: ['To let the family and the centre talk about the child'],
});

/** A file of the project's file store sent with a message (a photo or a PDF). */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    messageId: integer()
      .notNull()
      .references(() => threadMessages.id),
    fileId: text()
      .notNull()
      .references(() => files.id),
  },
  (t) => [index('message_attachments_message_idx').on(t.messageId), index('message_attachments_file_idx').on(t.fileId)],
);

/** Read receipts: who read a message, in which part, and when. */
export const messageReads = pgTable(
  'message_reads',
  {
    messageId: integer()
      .notNull()
      .references(() => threadMessages.id),
    userId: integer()
      .notNull()
      .references(() => adminUsers.id),
    role: text().$type<Speaker>().notNull(),
    readAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.userId] }), index('message_reads_user_idx').on(t.userId)],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: messageReads,
  label: 'Who read a message, and when',
  whose: ['guardian', 'staff member'],
  categories: ['contact'],
  audience: 'the people in the conversation',
  retention: 'as the message it belongs to',
  purposes: ['To show the family and the centre which messages were read'],
});

/** A centre's quiet hours ('HH:MM', India time); a centre without a row keeps the default 19:00 to 08:00. */
export const messageQuietHours = pgTable('message_quiet_hours', {
  franchiseeId: franchiseeRef().primaryKey(),
  from: text().notNull(),
  to: text().notNull(),
  updatedBy: integer().references(() => adminUsers.id),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

// The code applying each setting of the tables above (apps/server/test/settings-read.test.ts).
declareSettings({
  table: messageQuietHours,
  readBy: {
    from: 'modules/messages/server/quiet-hours.service.ts',
    to: 'modules/messages/server/quiet-hours.service.ts',
  },
  notSettings: { updatedBy: 'who changed the hours last' },
});
