import type { TestApp } from '@portal/server/testing';

export const A = 'franchisee-a@demo.school';
export const B = 'franchisee-b@demo.school';
export const TEACHER = 'teacher@demo.school';
export const PARENT = 'parent@demo.school';

/** Today in India (the day attendance and admissions are dated by). */
export const todayIndia = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

/** Centre A's classes by name. */
export async function classIdsOf(t: TestApp): Promise<Record<string, number>> {
  const rows: { id: number; name: string }[] = (await t.as(A, { method: 'GET', url: '/api/class?pageSize=50' })).json()
    .rows;
  return Object.fromEntries(rows.map((c) => [c.name, c.id]));
}
