import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { adminUsers, userRoles } from '@portal/mod-users/server';
import { royaltyInvoices } from '../server/index.ts';

/**
 * Four eyes across a role, where head office sets it: with "Approves only what other roles raised" on a role, a
 * second holder of the role cannot accept what the first raised; someone in another role can. Before, the role
 * setting did not exist and any other finance account accepted finance's own adjustment.
 */
let t: TestApp;
const FIN = 'finance@demo.school';
const FIN2 = 'finance2@demo.school';
let invoiceId: number;
let roleId: number;

beforeAll(async () => {
  t = await startTestApp();
  // A second finance manager, holding the same role as the demo's.
  const [finance] = await t.db.db.select().from(adminUsers).where(eq(adminUsers.email, FIN));
  const { id: financeId, ...account } = finance;
  const [second] = await t.db.db
    .insert(adminUsers)
    .values({ ...account, email: FIN2, mobile: '9000000096', firstName: 'Meera' })
    .returning();
  const held = await t.db.db.select().from(userRoles).where(eq(userRoles.userId, financeId));
  await t.db.db.insert(userRoles).values(held.map((r) => ({ ...r, userId: second.id })));
  const found = await t.as('superadmin@demo.school', { method: 'GET', url: '/api/roles?q=FINANCE_ADMIN' });
  roleId = (found.json() as { rows: { id: number; role: string }[] }).rows.find((r) => r.role === 'FINANCE_ADMIN')!.id;
  [{ id: invoiceId }] = await t.db.db
    .select({ id: royaltyInvoices.id })
    .from(royaltyInvoices)
    .where(eq(royaltyInvoices.franchiseeId, 2));
});
afterAll(() => t.close());

const raise = async () => {
  const res = await t.as(FIN, {
    method: 'POST',
    url: '/api/royalty/adjustments',
    payload: { royaltyInvoiceId: invoiceId, reason: 'OTHER', details: 'Raised by head office', amountPaise: 1_00 },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
};
const accept = (as: string, id: number) =>
  t.as(as, { method: 'POST', url: `/api/royalty-adjustments/${id}/accept`, payload: {} });
const setRole = (approvesOtherRolesOnly: boolean) =>
  t.as('superadmin@demo.school', { method: 'PUT', url: `/api/roles/${roleId}`, payload: { approvesOtherRolesOnly } });

describe('a role that approves only what other roles raised', () => {
  it('lets a second holder of a role accept by default', async () => {
    const { id } = await raise();
    const accepted = await accept(FIN2, id);
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('keeps the raiser’s role from accepting once head office sets it, and another role accepts', async () => {
    expect((await setRole(true)).statusCode).toBe(200);
    const { id } = await raise();
    const refused = await accept(FIN2, id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(
      /^The adjustment of invoice .+ was raised in your role \(FINANCE_ADMIN\): someone in another role must accept it$/,
    );
    const accepted = await accept('superadmin@demo.school', id);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await setRole(false)).statusCode).toBe(200);
  });
});
