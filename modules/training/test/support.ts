import { eq, inArray } from 'drizzle-orm';
import { hashPassword, adminUsers, userRoles } from '@portal/mod-users/server';
import { roles } from '@portal/mod-system/server';
import type { TestApp } from '@portal/server/testing';

export const SUPER = 'superadmin@demo.school';
export const TEACHER = 'teacher@demo.school';
export const CENTRE_A = 'franchisee-a@demo.school';
export const CENTRE_B = 'franchisee-b@demo.school';
export const TRAINER = 'trainer@demo.school';
export const TRAINER_2 = 'trainer2@demo.school';

export async function userId(t: TestApp, email: string): Promise<number> {
  const [u] = await t.db.db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, email));
  return u.id;
}

/** Extra teacher accounts at a centre, straight into the database. */
export async function addTeachers(t: TestApp, franchiseeId: number, n: number, prefix: string): Promise<number[]> {
  const [role] = await t.db.db.select({ id: roles.id }).from(roles).where(eq(roles.role, 'TEACHER'));
  const hash = await hashPassword('Demo@12345');
  const rows = await t.db.db
    .insert(adminUsers)
    .values(
      Array.from({ length: n }, (_, i) => ({
        email: `${prefix}${i}@demo.school`,
        firstName: `Teacher${i}`,
        lastName: prefix,
        passwordHash: hash,
        franchiseeId,
      })),
    )
    .returning({ id: adminUsers.id });
  await t.db.db.insert(userRoles).values(rows.map((r) => ({ userId: r.id, roleId: role.id })));
  return rows.map((r) => r.id);
}

export async function idsOf(t: TestApp, emails: string[]) {
  const rows = await t.db.db
    .select({ id: adminUsers.id, email: adminUsers.email })
    .from(adminUsers)
    .where(inArray(adminUsers.email, emails));
  return Object.fromEntries(rows.map((r) => [r.email, r.id]));
}

export function trainingBody(over: Record<string, unknown> = {}) {
  return {
    title: 'Positive Discipline in the Early Years',
    description: 'Handling tantrums kindly.',
    mode: 'ONLINE',
    fromDate: '2030-06-10',
    toDate: '2030-06-10',
    fromTime: '10:00',
    toTime: '11:30',
    capacity: 20,
    audienceFranchiseeIds: [2],
    audienceRoles: ['TEACHER'],
    trainers: [] as { trainerUserID: number; kind: string }[],
    ...over,
  };
}
