import type { Language } from '@portal/core';
import { id, stamps } from '@portal/db';
import { sql, type SQL } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { franchiseeRef } from '@portal/mod-org/server';
import { roles } from '@portal/mod-system/server';
import { declarePlatformData } from '@portal/kit';

export const adminUsers = pgTable(
  'admin_users',
  {
    id: id(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    /** First and last name, as a person is shown wherever they are named (kept by the database). */
    fullName: text()
      .notNull()
      .generatedAlwaysAs((): SQL => sql`trim(${adminUsers.firstName} || ' ' || ${adminUsers.lastName})`),
    email: text().notNull().unique(),
    mobile: text().unique(),
    passwordHash: text().notNull(),
    /** Null for head-office users. */
    franchiseeId: franchiseeRef({ optional: true }),
    /** Head-office users: every franchisee, or only the ones in user_franchisees. */
    allFranchisees: boolean().notNull().default(false),
    superAdmin: boolean().notNull().default(false),
    department: text(),
    designation: text(),
    isStaff: boolean().notNull().default(false),
    /** Approval codes such as USER_STAFF_APPROVED. */
    modulesAuth: text().array().notNull().default([]),
    /** A parent's link to their child's admission. */
    studentAdmissionId: integer(),
    /** The language the person chose (en, hi, kn, ta); null until they choose, and then English is used. */
    language: text().$type<Language>(),
    isActive: boolean().notNull().default(true),
    lastLoginAt: timestamp({ withTimezone: true }),
    ...stamps,
  },
  (t) => [
    index('admin_users_franchisee_idx').on(t.franchiseeId),
    // A child's family accounts, found at each arrival to tell them in their language.
    index('admin_users_student_admission_idx').on(t.studentAdmissionId),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer()
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    roleId: integer()
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: userRoles,
  label: 'The roles an account holds',
  whose: ['guardian', 'staff member'],
  categories: ['employment'],
  audience: 'the centre’s head and office staff, head office',
  retention: 'while the account is open, then 1 year',
  purposes: ['To give each account what its roles allow'],
});

/** Franchisees a head-office user is assigned to (when not allFranchisees). */
export const userFranchisees = pgTable(
  'user_franchisees',
  {
    userId: integer()
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    franchiseeId: franchiseeRef({ onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.franchiseeId] })],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: userFranchisees,
  label: 'The centres an account reaches',
  whose: ['guardian', 'staff member'],
  categories: ['employment'],
  audience: 'the centre’s head and office staff, head office',
  retention: 'while the account is open, then 1 year',
  purposes: ['To keep each account to its centres'],
});

/** Signed-in sessions: only a hash of the bearer token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text().notNull().unique(),
    userId: integer()
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    ip: text(),
    userAgent: text(),
    /**
     * A session opened with a PIN on a room device (modules/devices): it reaches only that device's class's day,
     * and ends when the device is revoked.
     */
    deviceId: integer(),
    /** That device's centre: the only one the session reaches. */
    deviceFranchiseeId: integer(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_device_idx').on(t.deviceId)],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: sessions,
  label: 'Signed-in sessions: device, address and times',
  whose: ['guardian', 'staff member'],
  categories: ['contact'],
  audience: 'the account holder, head office',
  retention: '30 days after the session ends',
  purposes: ['To keep an account signed in, and let its holder end a session'],
});

export const otpRequests = pgTable(
  'otp_requests',
  {
    id: id(),
    referenceId: text().notNull().unique(),
    userId: integer().references(() => adminUsers.id, { onDelete: 'cascade' }),
    identifier: text().notNull(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ip: text(),
  },
  (t) => [index('otp_requests_identifier_idx').on(t.identifier, t.createdAt)],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: otpRequests,
  label: 'One-time codes sent to sign in',
  whose: ['guardian', 'staff member'],
  categories: ['contact'],
  audience: 'the account holder',
  retention: 'until it is used or expires, then 30 days',
  purposes: ['To sign a person in with a code sent to their mobile or email'],
});

/** Sign-in attempts, for the per-account limit (shared by every app node). */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    id: id(),
    identifier: text().notNull(),
    ip: text(),
    success: boolean().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_attempts_identifier_idx').on(t.identifier, t.at)],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: signInAttempts,
  label: 'Sign-in attempts, with the name typed and the address',
  whose: ['guardian', 'staff member'],
  categories: ['contact'],
  audience: 'head office',
  retention: '30 days',
  purposes: ['To stop guessing of passwords'],
});

/**
 * A centre's invitation of a person by email. Accepted by an existing login it is that login's membership of the
 * centre: its roles apply there only (the home centre keeps user_roles). The link goes to the email only; a mobile
 * the centre typed joins the login only when the person types the code texted to it after accepting.
 */
export const userInvitations = pgTable(
  'user_invitations',
  {
    id: id(),
    franchiseeId: franchiseeRef({ onDelete: 'cascade' }),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    mobile: text(),
    roleIds: integer().array().notNull(),
    /** Only a hash of the link's token is kept. */
    tokenHash: text().notNull().unique(),
    invitedBy: integer().references(() => adminUsers.id, { onDelete: 'set null' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    acceptedAt: timestamp({ withTimezone: true }),
    acceptedBy: integer().references(() => adminUsers.id, { onDelete: 'cascade' }),
    revokedAt: timestamp({ withTimezone: true }),
    /** The code texted to the mobile once accepted (a hash; null once confirmed or voided). */
    mobileCodeHash: text(),
    mobileConfirmedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_invitations_franchisee_idx').on(t.franchiseeId),
    index('user_invitations_accepted_by_idx').on(t.acceptedBy),
  ],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: userInvitations,
  label: 'Invitations to open an account',
  whose: ['staff member'],
  categories: ['contact'],
  audience: 'the centre’s head and office staff, head office',
  retention: 'until it is used or expires, then 30 days',
  purposes: ['To let an invited person open their account'],
});
