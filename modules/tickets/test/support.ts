import { eq } from 'drizzle-orm';
import { adminUsers } from '@portal/mod-users/server';
import type { TestApp } from '@portal/server/testing';
import { ticketMatrix } from '../server/schema.ts';

export const SUPER = 'superadmin@demo.school';
export const CENTRE_A = 'franchisee-a@demo.school';
export const CENTRE_B = 'franchisee-b@demo.school';
/** The desk the demo matrix routes 'Fees and refunds' to (department FINANCE). */
export const FINANCE = 'finance@demo.school';
/** A head-office desk outside that routing (department MARKETING). */
export const MARKETING = 'marketing@demo.school';

export async function userId(t: TestApp, email: string): Promise<number> {
  const [u] = await t.db.db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, email));
  return u.id;
}

export async function matrixId(t: TestApp, category: string): Promise<number> {
  const [m] = await t.db.db
    .select({ id: ticketMatrix.id })
    .from(ticketMatrix)
    .where(eq(ticketMatrix.category, category));
  return m.id;
}

/** Raises a 'Fees and refunds' ticket as franchisee-a and answers its id. */
export async function raise(t: TestApp, over: Record<string, unknown> = {}, email = CENTRE_A): Promise<number> {
  const res = await t.as(email, {
    method: 'POST',
    url: '/api/tickets',
    payload: {
      matrixId: await matrixId(t, 'Fees and refunds'),
      priority: 'HIGH',
      subject: 'Refund for a withdrawn admission',
      description: 'A parent withdrew within the cooling period and asks for the admission fee back.',
      ...over,
    },
  });
  if (res.statusCode !== 201) throw new Error(`raise: ${res.statusCode} ${res.body}`);
  return res.json().id;
}

export async function act(t: TestApp, email: string, id: number, action: string, payload: unknown = {}) {
  return t.as(email, { method: 'POST', url: `/api/tickets/${id}/${action}`, payload: payload as object });
}

export async function details(t: TestApp, email: string, id: number) {
  return t.as(email, { method: 'GET', url: `/api/ticketing-bees/tickets/${id}` });
}
