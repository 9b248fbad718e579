import { id } from '@portal/db';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Each classroom write that came with an `Idempotency-Key`: who sent it, what it was (route and a hash of its
 * input), when the teacher acted and when it arrived, and the answer it got, so that the same key again (a retry,
 * a second tab, a replayed offline queue) is answered the same without a second record.
 */
export const queuedWrites = pgTable(
  'queued_writes',
  {
    id: id(),
    userId: integer().notNull(),
    key: text().notNull(),
    /** `POST /api/day/roster/check-in`. */
    route: text().notNull(),
    /** sha256 of the parameters, query and body: a key sent again with another input is refused. */
    fingerprint: text().notNull(),
    /** The answer's status and body as sent; null while the first request is still being recorded. */
    status: integer(),
    answer: text(),
    /** When the teacher acted (`X-Happened-At`), and when the write reached the server. */
    happenedAt: timestamp({ withTimezone: true }).notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Recorded more than a minute after it happened: it waited on a device without a connection. */
    sentLate: boolean().notNull().default(false),
  },
  (t) => [
    uniqueIndex('queued_writes_user_key_idx').on(t.userId, t.key),
    index('queued_writes_received_idx').on(t.receivedAt),
  ],
);
