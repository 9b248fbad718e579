import { id } from '@portal/db';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Recent live events, kept so that a client that reconnects catches up from its Last-Event-ID. Rows older
 * than the catch-up window are of no use and are pruned by a job.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: id(),
    kind: text().notNull(),
    /** The centre the event belongs to; null for an event addressed to named accounts only. */
    franchiseeId: integer(),
    /** The audience keys (see audience.ts): who may receive the event. */
    keys: text().array().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_events_created_idx').on(t.createdAt)],
);
