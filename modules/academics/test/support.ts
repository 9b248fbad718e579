import { and, eq } from 'drizzle-orm';
import { adminUsers } from '@portal/mod-users/server';
import type { TestApp } from '@portal/server/testing';
import { skillParameters, terms } from '../server/schema.ts';

export const SUPER = 'superadmin@demo.school';
export const CENTRE_A = 'franchisee-a@demo.school';
export const CENTRE_B = 'franchisee-b@demo.school';
export const TEACHER = 'teacher@demo.school';
export const TEACHER_2 = 'teacher2@demo.school';
export const PARENT = 'parent@demo.school';
export const COORDINATOR = 'trainer@demo.school';
/** The parent's child (Aarav Kapoor, Nursery A at centre 002). */
export const CHILD = 1;

export async function termId(t: TestApp, name: 'Term 1' | 'Term 2', classCategory = 'Hybrid'): Promise<number> {
  const [row] = await t.db.db
    .select({ id: terms.id })
    .from(terms)
    .where(and(eq(terms.name, name), eq(terms.classCategory, classCategory)));
  return row.id;
}

export async function parameterIds(t: TestApp): Promise<number[]> {
  return (await t.db.db.select({ id: skillParameters.id }).from(skillParameters).orderBy(skillParameters.id)).map(
    (r) => r.id,
  );
}

export async function userId(t: TestApp, email: string): Promise<number> {
  const [u] = await t.db.db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, email));
  return u.id;
}

export const tomorrow = () => new Date(Date.now() + 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);
export const todayIndia = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
