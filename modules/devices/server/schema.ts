import { id } from '@portal/db';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { classes, franchiseeRef } from '@portal/mod-org/server';
import { adminUsers } from '@portal/mod-users/server';
import { declarePlatformData } from '@portal/kit';

/**
 * A tablet enrolled for one class of a centre. Its token (kept only as a hash) lets it show the class's staff and
 * take a PIN; what a person then does runs on a session bound to the device (sessions.device_id). Revoked, the
 * token and every session opened on it stop working at once.
 */
export const roomDevices = pgTable(
  'room_devices',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    classId: integer()
      .notNull()
      .references(() => classes.id),
    name: text().notNull(),
    tokenHash: text().notNull().unique(),
    enrolledBy: integer().references(() => adminUsers.id, { onDelete: 'set null' }),
    enrolledAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    revokedBy: integer().references(() => adminUsers.id, { onDelete: 'set null' }),
  },
  (t) => [index('room_devices_franchisee_idx').on(t.franchiseeId)],
);

/** A staff member's PIN for their centre's room devices (an argon2 hash, like a password). */
export const roomDevicePins = pgTable('room_device_pins', {
  userId: integer()
    .primaryKey()
    .references(() => adminUsers.id, { onDelete: 'cascade' }),
  pinHash: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: roomDevicePins,
  label: 'A teacher’s PIN for the class tablet',
  whose: ['staff member'],
  categories: ['employment'],
  audience: 'the teacher alone (kept as a hash)',
  retention: 'while the staff member works at the centre, then 3 years',
  purposes: ['To let a teacher switch in on the class tablet'],
});
