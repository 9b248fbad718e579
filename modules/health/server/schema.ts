import { id, stamps } from '@portal/db';
import { integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { franchiseeRef } from '@portal/mod-org/server';
import { adminUsers } from '@portal/mod-users/server';
import type { HealthInput, WarningRule } from '../shared/constants.ts';
import { declarePlatformData, declareSettings } from '@portal/kit';

/**
 * The weight of each input in the centre health score, set by head office for the whole network: one row (the
 * latest stands); without one, the installation's defaults.
 */
export const healthWeights = pgTable('health_weights', {
  id: id(),
  weights: jsonb().$type<Record<HealthInput, number>>().notNull(),
  updatedBy: integer().references(() => adminUsers.id),
  ...stamps,
});

/**
 * An early warning raised for a centre in a month, and whom it was sent to: one row per centre, month and rule
 * (the unique index), so a warning is sent once however often the rules are checked.
 */
export const healthWarnings = pgTable(
  'health_warnings',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    month: text().notNull(),
    rule: text().$type<WarningRule>().notNull(),
    /** The warning in English, and the values it was written from (each screen writes it in its language). */
    detail: text().notNull(),
    values: jsonb().$type<Record<string, string | number>>().notNull().default({}),
    /** The area manager told; null when the centre has none allocated. */
    sentTo: integer().references(() => adminUsers.id),
    sentAt: timestamp({ withTimezone: true }),
    ...stamps,
  },
  (t) => [uniqueIndex('health_warnings_centre_month_rule_uq').on(t.franchiseeId, t.month, t.rule)],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: healthWarnings,
  label: 'Warnings to a centre’s head about the centre’s health',
  whose: ['staff member'],
  categories: ['employment'],
  audience: 'the centre’s head and office staff, head office',
  retention: '1 year',
  purposes: ['To warn a centre’s head early of falling figures'],
});

// The code applying each setting of the tables above (apps/server/test/settings-read.test.ts).
declareSettings({
  table: healthWeights,
  readBy: { weights: 'modules/health/server/health.service.ts' },
  notSettings: { updatedBy: 'who changed the weights last' },
});
