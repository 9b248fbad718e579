import { id, stamps } from '@portal/db';
import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { declareSettings } from '@portal/kit';
import { classes, franchiseeRef } from '@portal/mod-org/server';
import { staff } from '@portal/mod-staff/server';
import { adminUsers } from '@portal/mod-users/server';
import type { RotaStatus } from '../shared/constants.ts';

/**
 * Head office's rules, per state (or `ALL` for every state without its own): whether an item is required and how
 * many months it stays valid (none: it does not expire). Maharashtra's registration renews every 36 months, say.
 */
export const registerRules = pgTable(
  'register_rules',
  {
    id: id(),
    state: text().notNull(),
    itemKind: text().notNull(),
    required: boolean().notNull().default(true),
    validMonths: integer(),
    ...stamps,
  },
  (t) => [uniqueIndex('register_rules_state_kind_uq').on(t.state, t.itemKind)],
);

/** A centre's safety paper: its evidence, the day it was done or issued, its expiry and who answers for it. */
export const centreSafetyItems = pgTable(
  'centre_safety_items',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    itemKind: text().notNull(),
    reference: text(),
    doneOn: date({ mode: 'string' }).notNull(),
    expiresOn: date({ mode: 'string' }),
    fileId: text(),
    ownerUserId: integer().references(() => adminUsers.id),
    remarks: text(),
    /** The reminder (60, 30 or 7 days ahead) last sent for this expiry; renewing clears it. */
    remindedAt: integer(),
    /** The day head office was told the item had expired. */
    escalatedOn: date({ mode: 'string' }),
    isActive: boolean().notNull().default(true),
    ...stamps,
  },
  (t) => [index('centre_safety_items_centre_idx').on(t.franchiseeId, t.itemKind, t.expiresOn)],
);

/**
 * A staff member's vetting or training: police verification (requested, cleared, re-checked by the expiry),
 * POCSO awareness, first aid, induction, ID. Sensitive: only the centre's heads and head office read it.
 */
export const staffSafetyItems = pgTable(
  'staff_safety_items',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    staffId: integer()
      .notNull()
      .references(() => staff.id),
    itemKind: text().notNull(),
    requestedOn: date({ mode: 'string' }),
    /** Cleared (police verification) or completed (training); empty while only requested. */
    doneOn: date({ mode: 'string' }),
    expiresOn: date({ mode: 'string' }),
    reference: text(),
    fileId: text(),
    ownerUserId: integer().references(() => adminUsers.id),
    remarks: text(),
    remindedAt: integer(),
    escalatedOn: date({ mode: 'string' }),
    isActive: boolean().notNull().default(true),
    ...stamps,
  },
  (t) => [index('staff_safety_items_staff_idx').on(t.franchiseeId, t.staffId, t.itemKind, t.expiresOn)],
);

// The code applying each setting of the rules (apps/server/test/settings-read.test.ts).
declareSettings({
  table: registerRules,
  readBy: {
    required: 'modules/workforce-register/server/items.ts',
    validMonths: 'modules/workforce-register/server/items.ts',
  },
  notSettings: { state: 'the state the rule is for', itemKind: 'the item the rule is for' },
});

/** A centre's rota for a week (from Monday): drafted by its head, published once every hour is covered. */
export const rotaWeeks = pgTable(
  'rota_weeks',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    weekStart: date({ mode: 'string' }).notNull(),
    status: text().$type<RotaStatus>().notNull().default('DRAFT'),
    publishedAt: timestamp({ withTimezone: true }),
    publishedBy: integer().references(() => adminUsers.id),
    ...stamps,
  },
  (t) => [uniqueIndex('rota_weeks_centre_week_uq').on(t.franchiseeId, t.weekStart)],
);

/** One staff member with one class on one day, from a time to a time (hh:mm, India time). */
export const rotaShifts = pgTable(
  'rota_shifts',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    rotaWeekId: integer()
      .notNull()
      .references(() => rotaWeeks.id),
    classId: integer()
      .notNull()
      .references(() => classes.id),
    staffId: integer()
      .notNull()
      .references(() => staff.id),
    day: date({ mode: 'string' }).notNull(),
    startsAt: text().notNull(),
    endsAt: text().notNull(),
    ...stamps,
  },
  (t) => [index('rota_shifts_week_idx').on(t.rotaWeekId, t.day), index('rota_shifts_staff_idx').on(t.staffId, t.day)],
);
