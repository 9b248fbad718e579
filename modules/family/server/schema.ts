import { id, stamps } from '@portal/db';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { declarePlatformData } from '@portal/kit';
import { franchiseeRef } from '@portal/mod-org/server';
import { adminUsers } from '@portal/mod-users/server';
import type { MemberRelation, MemberStatus } from '../shared/constants.ts';

/**
 * A person a child's parent let into the child's family circle: a grandparent or caregiver, invited by mobile and
 * confirmed with the code texted to it. `userId` is their login (the family member's role) once confirmed;
 * `pickupId` names the child's authorised-pickup record that is theirs (the day module's record, not a copy).
 */
export const familyMembers = pgTable(
  'family_members',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    studentAdmissionId: integer().notNull(),
    name: text().notNull(),
    relation: text().$type<MemberRelation>().notNull(),
    mobile: text().notNull(),
    status: text().$type<MemberStatus>().notNull().default('INVITED'),
    invitedBy: integer().references(() => adminUsers.id, { onDelete: 'set null' }),
    /** The code texted to the mobile (a hash), and until when it holds; null once confirmed. */
    codeHash: text(),
    codeExpiresAt: timestamp({ withTimezone: true }),
    userId: integer().references(() => adminUsers.id, { onDelete: 'set null' }),
    pickupId: integer(),
    joinedAt: timestamp({ withTimezone: true }),
    removedAt: timestamp({ withTimezone: true }),
    removedBy: integer().references(() => adminUsers.id, { onDelete: 'set null' }),
    ...stamps,
  },
  (t) => [
    index('family_members_child_idx').on(t.studentAdmissionId, t.status),
    index('family_members_user_idx').on(t.userId, t.status),
    // One place in a child's circle per mobile, however often it is invited again after leaving.
    uniqueIndex('family_members_child_mobile_uq')
      .on(t.studentAdmissionId, t.mobile)
      .where(sql`status <> 'REMOVED'`),
  ],
);
export type FamilyMember = typeof familyMembers.$inferSelect;

// Read only through the family module's own routes (the parent's circle screen, the member's own reads), so declared
// here for the privacy notice.
declarePlatformData({
  table: familyMembers,
  label: 'The family circle: the people a parent let see the child’s day',
  audience: 'the parent who invited the member, the member, the centre’s head',
  whose: ['guardian'],
  categories: ['contact'],
  retention: 'while the person is in the circle; a removed member’s record stays while the child is enrolled',
  purposes: [
    'To let the people a parent chose see the child’s day, and to end their access when the parent removes them',
  ],
});
