/**
 * Conversations between a child's family and the centre, as contracts: the inbox, a child's thread with its
 * messages and read receipts, posting (text and attachments), marking read, and the centre's quiet hours.
 */
import { defineEndpoint, recordId, timestamp } from '@portal/core';
import { z } from 'zod';
import { MESSAGE_MODULES as M, SPEAKERS } from './constants.ts';
import { postMessageInput, quietHoursInput } from './inputs.ts';

const tags = ['Messages'];
const childParams = z.object({ studentAdmissionId: recordId });
const speaker = z.enum(SPEAKERS);

/** A child as the conversation names them. */
export const threadChild = z.object({ studentAdmissionId: z.number(), name: z.string(), className: z.string() });

/** One line of an inbox: a child's thread, its last message and how many the reader has not read. */
export const inboxRow = threadChild.extend({
  /** Null while nobody has written yet. */
  lastAt: timestamp.nullable(),
  lastText: z.string().nullable(),
  lastFrom: z.string().nullable(),
  unread: z.number(),
  /** The reader's own child (a parent's conversation), rather than a child they teach or their centre's. */
  ownChild: z.boolean(),
});
export type InboxRow = z.input<typeof inboxRow>;

export const attachment = z.object({ fileId: z.string(), name: z.string(), size: z.number(), contentType: z.string() });
export type Attachment = z.input<typeof attachment>;

/** Who read a message and when. */
export const receipt = z.object({ name: z.string(), role: speaker, at: timestamp });

export const message = z.object({
  id: z.number(),
  at: timestamp,
  text: z.string(),
  sender: z.object({ name: z.string(), role: speaker }),
  /** Written by the reader. */
  mine: z.boolean(),
  attachments: z.array(attachment),
  seenBy: z.array(receipt),
  /** A parent's message written in quiet hours: staff are told of it at this time (hh:mm A shown). */
  heldUntil: timestamp.nullable(),
});
export type Message = z.input<typeof message>;

export const quietHours = z.object({ franchiseeId: z.number(), from: z.string(), to: z.string() });

export const inbox = defineEndpoint({
  method: 'GET',
  path: '/api/messages/threads',
  module: M.THREADS,
  tags,
  summary: 'The reader’s conversations, unread first: a parent’s children, a teacher’s classes, a centre’s all',
  query: z.object({ search: z.string().trim().max(100).optional(), franchiseeID: recordId.optional() }),
  response: z.object({ totalUnread: z.number(), threads: z.array(inboxRow) }),
});

export const unreadCount = defineEndpoint({
  method: 'GET',
  path: '/api/messages/unread',
  module: M.THREADS,
  tags,
  summary: 'How many messages the reader has not read, over every conversation they take part in',
  response: z.object({ total: z.number() }),
});

export const thread = defineEndpoint({
  method: 'GET',
  path: '/api/messages/children/:studentAdmissionId',
  reads: { of: 'student-admission', param: 'studentAdmissionId', label: 'Messages' },
  module: M.THREADS,
  tags,
  summary: 'A child’s conversation: every message with its attachments and who has seen it',
  params: childParams,
  response: z.object({
    child: threadChild,
    /** The reader's part in the conversation. */
    me: speaker,
    quietHours,
    messages: z.array(message),
  }),
});

export const postMessage = defineEndpoint({
  method: 'POST',
  path: '/api/messages/children/:studentAdmissionId',
  keyed: true,
  module: M.THREADS,
  tags,
  summary: 'Writes to a child’s conversation (the thread opens with its first message); quiet hours hold staff alerts',
  params: childParams,
  body: postMessageInput,
  response: message,
  status: 201,
});

export const markRead = defineEndpoint({
  method: 'POST',
  path: '/api/messages/children/:studentAdmissionId/read',
  module: M.THREADS,
  tags,
  summary: 'Marks every message of a child’s conversation read by the reader (on opening it)',
  params: childParams,
  response: z.object({ marked: z.number() }),
});

export const getQuietHours = defineEndpoint({
  method: 'GET',
  path: '/api/messages/quiet-hours',
  module: M.QUIET_HOURS,
  tags,
  summary: 'The centre’s quiet hours: parents’ messages then reach staff at the next opening',
  query: z.object({ franchiseeID: recordId.optional() }),
  response: quietHours,
});

export const setQuietHours = defineEndpoint({
  method: 'PUT',
  path: '/api/messages/quiet-hours',
  module: M.QUIET_HOURS,
  tags,
  summary: 'Sets the centre’s quiet hours (24-hour India time; they may run past midnight)',
  body: quietHoursInput,
  response: quietHours,
});
