import { timestamp } from 'drizzle-orm/pg-core';

/** When a row was made and last changed: the business tables carry both. */
export const stamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};
