import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Metadata of an uploaded file; the bytes live in the file store under the same id. */
export const files = pgTable(
  'files',
  {
    id: text().primaryKey(),
    originalName: text().notNull(),
    size: integer().notNull(),
    contentType: text().notNull(),
    uploadedBy: integer(),
    franchiseeId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_franchisee_idx').on(t.franchiseeId)],
);
