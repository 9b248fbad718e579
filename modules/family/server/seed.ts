import { and, eq } from 'drizzle-orm';
import { ROLE } from '@portal/core';
import type { Executor } from '@portal/db';
import type { SeedContext } from '@portal/kit';
import { dayPickups } from '@portal/mod-day/server';
import { roles } from '@portal/mod-system/server';
import { adminUsers, demoPasswordHash, userRoles } from '@portal/mod-users/server';
import { familyMembers } from './schema.ts';

/**
 * The demo family circle: parent@'s child's grandmother, Lakshmi Iyer, confirmed and signing in with her mobile and a
 * code, and one record with her authorised pickup (the day's seed adds the pickup).
 */
export async function seedFamily(db: Executor, { today }: SeedContext): Promise<void> {
  const [parent] = await db
    .select({
      id: adminUsers.id,
      studentAdmissionId: adminUsers.studentAdmissionId,
      franchiseeId: adminUsers.franchiseeId,
    })
    .from(adminUsers)
    .where(eq(adminUsers.email, 'parent@demo.school'));
  if (!parent?.studentAdmissionId || !parent.franchiseeId) return;
  const [pickup] = await db
    .select({ id: dayPickups.id, name: dayPickups.name, mobile: dayPickups.mobile })
    .from(dayPickups)
    .where(and(eq(dayPickups.studentAdmissionId, parent.studentAdmissionId), eq(dayPickups.relation, 'GRANDPARENT')));
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.role, ROLE.FAMILY_MEMBER));
  if (!pickup || !role) return;
  const [first, ...rest] = pickup.name.split(' ');
  const [login] = await db
    .insert(adminUsers)
    .values({
      firstName: first!,
      lastName: rest.join(' '),
      email: `family.${pickup.mobile}@members.invalid`,
      mobile: pickup.mobile,
      passwordHash: await demoPasswordHash(),
      franchiseeId: parent.franchiseeId,
    })
    .onConflictDoNothing()
    .returning({ id: adminUsers.id });
  if (!login) return;
  await db.insert(userRoles).values({ userId: login.id, roleId: role.id });
  await db.insert(familyMembers).values({
    franchiseeId: parent.franchiseeId,
    studentAdmissionId: parent.studentAdmissionId,
    name: pickup.name,
    relation: 'GRANDPARENT',
    mobile: pickup.mobile,
    status: 'ACTIVE',
    invitedBy: parent.id,
    userId: login.id,
    pickupId: pickup.id,
    joinedAt: today,
  });
}
