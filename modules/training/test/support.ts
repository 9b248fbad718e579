import { eq, inArray } from 'drizzle-orm';
import { hashPassword, adminUsers, userRoles } from '@portal/mod-users/server';
import { roles } from '@portal/mod-system/server';
import type { TestApp } from '@portal/server/testing';
import { expect } from 'vitest';
import { setClock } from '../server/index.ts';

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

export type Method = 'GET' | 'POST' | 'PUT';

/** A request as one of the demo's users. */
export const apiAs = (t: TestApp, email: string, method: Method, url: string, payload?: unknown) =>
  t.as(email, { method, url, payload: payload as object });

/** A training head office creates at 08:00 on 10 June 2030, organised by `trainerId`: its id, how many invited. */
export async function newTraining(t: TestApp, trainerId: number, over: Record<string, unknown> = {}) {
  setClock(new Date('2030-06-10T08:00:00+05:30'));
  const body = trainingBody({ trainers: [{ trainerUserID: trainerId, kind: 'Organizer' }], ...over });
  const res = await apiAs(t, SUPER, 'POST', '/api/trainings', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; invited: number };
}
