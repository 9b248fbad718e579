import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { outbox } from '@portal/kit';
import { startTestApp, DEMO_PASSWORD, type TestApp } from '@portal/server/testing';
import { SIGN_IN_CHANGE } from '../server/account-guard.ts';
import { INVITATION_INVALID } from '../server/invitations.service.ts';
import { userInvitations } from '../server/schema.ts';

/**
 * One login per person across centres: a centre invites by email or mobile, and nothing it does tells it
 * whether the address already signs in somewhere else. The invitation, once accepted, gives the centre's
 * roles at that centre only.
 */
let t: TestApp;
let centreA: number;
let centreB: number;
let roleIds: Record<string, number>;
beforeAll(async () => {
  t = await startTestApp();
  const meOf = async (email: string) => (await t.as(email, { method: 'GET', url: '/api/admin/me' })).json();
  centreA = (await meOf('franchisee-a@demo.school')).franchisee.id;
  centreB = (await meOf('franchisee-b@demo.school')).franchisee.id;
  const assignable = (
    await t.as('franchisee-a@demo.school', { method: 'GET', url: '/api/user/assignable-roles' })
  ).json().rows as { id: number; role: string }[];
  roleIds = Object.fromEntries(assignable.map((r) => [r.role, r.id]));
});
afterAll(() => t.close());

const OWNER_A = 'franchisee-a@demo.school';
const invite = (email: string, extra: object = {}) =>
  t.as(OWNER_A, {
    method: 'POST',
    url: '/api/user',
    payload: {
      firstName: 'Ravi',
      lastName: 'Menon',
      email,
      password: 'Kite#River#2026',
      roleIds: [roleIds.Councellor],
      ...extra,
    },
  });

async function signIn(email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: email, password } });
  expect(res.statusCode).toBe(200);
  return res.json().token;
}
const withToken = (token: string | null, opts: InjectOptions & { franchiseeId?: number }) => {
  const { franchiseeId, ...rest } = opts;
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (franchiseeId) headers['x-franchisee-id'] = String(franchiseeId);
  return t.app.inject({ ...rest, headers });
};
const accept = (token: string | null, invitation: string, password?: string) =>
  withToken(token, { method: 'POST', url: '/api/invitations/accept', payload: { token: invitation, password } });

/** The link's token from the latest message sent to the address. */
async function invitationToken(to: string): Promise<string> {
  const [msg] = await t.db.db.select().from(outbox).where(eq(outbox.recipient, to)).orderBy(desc(outbox.id)).limit(1);
  return /\/invitation\/([\w-]+)/.exec(msg.body)![1];
}

const enquiryCentres = async (token: string, franchiseeId?: number) => {
  const res = await withToken(token, {
    method: 'GET',
    url: '/api/enquiry?pageSize=200&fields=franchiseeId',
    franchiseeId,
  });
  return res.statusCode === 200
    ? [...new Set((res.json().rows as { franchiseeId: number }[]).map((r) => r.franchiseeId))]
    : res.statusCode;
};

describe("a centre's new user", () => {
  it("answers the same for another centre's account, its own and a new address, and shows none of them", async () => {
    const otherCentre = await invite('franchisee-b@demo.school');
    const ownCentre = await invite('counsellor@demo.school');
    const otherMobile = await invite('someone.new@demo.school', { mobile: '9000000003' });
    const fresh = await invite('ravi.menon@demo.school');
    const answers = [otherCentre, ownCentre, otherMobile, fresh];
    for (const res of answers) expect(res.statusCode).toBe(201);
    const { id: _id, email: _email, mobile: _mobile, ...shape } = fresh.json();
    for (const res of answers) {
      const { id, email, mobile, ...rest } = res.json();
      expect(typeof id).toBe('number');
      expect([email, mobile === null || typeof mobile === 'string']).toEqual([expect.any(String), true]);
      expect(rest).toEqual(shape);
    }
    expect(fresh.json()).toMatchObject({ firstName: 'Ravi', isActive: false, franchiseeId: centreA });

    // No list, search, export or lookup of the centre names the other centre's account.
    const list = await t.as(OWNER_A, { method: 'GET', url: '/api/user?q=franchisee-b&pageSize=100' });
    expect(list.json().rows).toEqual([]);
    const everyone = await t.as(OWNER_A, { method: 'GET', url: '/api/user?pageSize=200' });
    expect(everyone.body).not.toContain('franchisee-b@demo.school');
    expect(everyone.body).not.toContain('9000000003');
    const exported = await t.as(OWNER_A, { method: 'GET', url: '/api/user/export?q=franchisee-b' });
    expect(exported.body).not.toContain('franchisee-b@demo.school');
    const bId = (await t.as('superadmin@demo.school', { method: 'GET', url: '/api/user?q=franchisee-b' })).json()
      .rows[0].id;
    expect((await t.as(OWNER_A, { method: 'GET', url: `/api/user/${bId}` })).statusCode).toBe(404);
    expect((await t.as(OWNER_A, { method: 'GET', url: `/api/user/${bId}/roles` })).statusCode).toBe(404);

    // The centre sees what it sent: every one of them "Invited", the existing login no differently.
    const sent = (await t.as(OWNER_A, { method: 'GET', url: '/api/user/invitations' })).json().rows as {
      email: string;
      status: string;
      roles: string[];
    }[];
    const byEmail = Object.fromEntries(sent.map((r) => [r.email, r]));
    for (const email of ['franchisee-b@demo.school', 'counsellor@demo.school', 'ravi.menon@demo.school'])
      expect(byEmail[email]).toMatchObject({ status: 'INVITED', roles: ['Counsellor'] });
    // Another centre does not see them.
    const elsewhere = await t.as('franchisee-b@demo.school', { method: 'GET', url: '/api/user/invitations' });
    expect(elsewhere.json().rows).toEqual([]);
  });

  it('may give only roles a centre may hand out, and at least one', async () => {
    const office = (await t.as('superadmin@demo.school', { method: 'GET', url: '/api/user/assignable-roles' })).json()
      .rows as { id: number; role: string }[];
    const owner = office.find((r) => r.role === 'FRANCHISEE_USER_1')!.id;
    expect((await invite('x1@demo.school', { roleIds: [owner] })).statusCode).toBe(403);
    const none = await invite('x2@demo.school', { roleIds: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().fieldErrors.roleIds).toBe('Choose at least one role');
  });

  it("cannot move a login's email or mobile, whether the new one is taken or not", async () => {
    const id = (await t.as(OWNER_A, { method: 'GET', url: '/api/user?q=counsellor@demo.school' })).json().rows[0].id;
    for (const email of ['franchisee-b@demo.school', 'brand.new@demo.school']) {
      const res = await t.as(OWNER_A, { method: 'PUT', url: `/api/user/${id}`, payload: { email } });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: SIGN_IN_CHANGE });
    }
    const rename = await t.as(OWNER_A, {
      method: 'PUT',
      url: `/api/user/${id}`,
      payload: { designation: 'Senior counsellor', email: 'counsellor@demo.school' },
    });
    expect(rename.statusCode).toBe(200);
  });
});

describe('accepting an invitation', () => {
  it("gives a login the role at the inviting centre only, and that centre's data only through it", async () => {
    expect((await invite('franchisee-b@demo.school')).statusCode).toBe(201);
    const link = await invitationToken('franchisee-b@demo.school');
    const preview = await withToken(null, { method: 'GET', url: `/api/invitations/${link}` });
    expect(preview.json()).toMatchObject({ firstName: 'Ravi', roles: ['Counsellor'] });

    const b = await signIn('franchisee-b@demo.school');
    // Before accepting, choosing centre A gives nothing of it.
    expect(await enquiryCentres(b, centreA)).toEqual([centreB]);
    // Not signed in, an email with a login takes only its own password; another login cannot take it.
    expect((await accept(null, link, 'Kite#River#2026')).statusCode).toBe(401);
    expect((await accept(await signIn('teacher@demo.school'), link)).statusCode).toBe(403);
    expect((await accept(b, link)).statusCode).toBe(200);
    expect((await accept(b, link)).json().message).toBe(INVITATION_INVALID);

    // At centre A: the invited role only (a counsellor's enquiries, not the owner's user list), on A's rows only.
    const atA = await withToken(b, { method: 'GET', url: '/api/admin/me', franchiseeId: centreA });
    expect(atA.json().roles.map((r: { role: string }) => r.role)).toEqual(['Councellor']);
    expect(await enquiryCentres(b, centreA)).toEqual([centreA]);
    expect((await withToken(b, { method: 'GET', url: '/api/user', franchiseeId: centreA })).statusCode).toBe(403);
    // At home nothing changed: the owner's role, the home centre's rows, no counsellor role.
    const home = await withToken(b, { method: 'GET', url: '/api/admin/me' });
    expect(home.json().roles.map((r: { role: string }) => r.role)).toEqual(['FRANCHISEE_USER_1']);
    expect(await enquiryCentres(b)).toEqual([centreB]);
    expect(await enquiryCentres(b, centreB)).toEqual([centreB]);
    // The shell offers both centres; the one where the account acts with other roles is marked.
    const choosable = async (franchiseeId?: number) =>
      (await withToken(b, { method: 'GET', url: '/api/franchisee/active', franchiseeId })).json().rows;
    expect(await choosable()).toEqual([
      expect.objectContaining({ id: centreA, otherRoles: true }),
      expect.objectContaining({ id: centreB, otherRoles: false }),
    ]);
    expect(await choosable(centreA)).toEqual([
      expect.objectContaining({ id: centreA, otherRoles: false }),
      expect.objectContaining({ id: centreB, otherRoles: true }),
    ]);
    // Centre A still lists no account of centre B; its invitation says accepted.
    expect((await t.as(OWNER_A, { method: 'GET', url: '/api/user?q=franchisee-b' })).json().rows).toEqual([]);
    const sent = (await t.as(OWNER_A, { method: 'GET', url: '/api/user/invitations' })).json().rows;
    expect(sent.find((r: { email: string }) => r.email === 'franchisee-b@demo.school').status).toBe('ACCEPTED');
  });

  it('lets a new person choose a strong password and join the centre', async () => {
    expect((await invite('meera.nair@demo.school', { firstName: 'Meera', lastName: 'Nair' })).statusCode).toBe(201);
    const link = await invitationToken('meera.nair@demo.school');
    expect((await accept(null, link)).json().fieldErrors.password).toBe('Choose a password');
    expect((await accept(null, link, 'password1')).json().fieldErrors.password).toMatch(/too easy to guess/);
    expect((await accept(null, link, 'Kite#River#2026')).statusCode).toBe(200);
    const token = await signIn('meera.nair@demo.school', 'Kite#River#2026');
    const me = (await withToken(token, { method: 'GET', url: '/api/admin/me' })).json();
    expect(me.franchisee).toEqual({ id: centreA });
    expect(me.roles.map((r: { role: string }) => r.role)).toEqual(['Councellor']);
    const listed = await t.as(OWNER_A, { method: 'GET', url: '/api/user?q=meera.nair' });
    expect(listed.json().rows).toHaveLength(1);

    // Withdrawing the accepted invitation takes its role back, and the open session with it.
    const sent = (await t.as(OWNER_A, { method: 'GET', url: '/api/user/invitations' })).json().rows;
    const hers = sent.find((r: { email: string }) => r.email === 'meera.nair@demo.school');
    const revoke = await t.as(OWNER_A, { method: 'POST', url: `/api/user/invitations/${hers.id}/revoke` });
    expect(revoke.statusCode).toBe(200);
    expect((await withToken(token, { method: 'GET', url: '/api/admin/me' })).statusCode).toBe(401);
    const again = await signIn('meera.nair@demo.school', 'Kite#River#2026');
    expect((await withToken(again, { method: 'GET', url: '/api/admin/me' })).json().roles).toEqual([]);
  });

  it('stops working once revoked or expired, and a revoked membership takes the role away', async () => {
    expect((await invite('franchisee-b@demo.school', { roleIds: [roleIds.TEACHER] })).statusCode).toBe(201);
    const link = await invitationToken('franchisee-b@demo.school');
    const sent = (await t.as(OWNER_A, { method: 'GET', url: '/api/user/invitations' })).json().rows as {
      id: number;
      email: string;
      status: string;
    }[];
    const pending = sent.find((r) => r.email === 'franchisee-b@demo.school' && r.status === 'INVITED')!;
    const accepted = sent.find((r) => r.email === 'franchisee-b@demo.school' && r.status === 'ACCEPTED')!;
    // Another centre cannot withdraw it.
    const revoke = (who: string, id: number) =>
      t.as(who, { method: 'POST', url: `/api/user/invitations/${id}/revoke` });
    expect((await revoke('franchisee-b@demo.school', pending.id)).statusCode).toBe(404);
    expect((await revoke(OWNER_A, pending.id)).statusCode).toBe(200);
    expect((await withToken(null, { method: 'GET', url: `/api/invitations/${link}` })).statusCode).toBe(404);

    expect((await revoke(OWNER_A, accepted.id)).statusCode).toBe(200);
    const b = await signIn('franchisee-b@demo.school');
    expect(await enquiryCentres(b, centreA)).toEqual([centreB]);

    expect((await invite('late.comer@demo.school')).statusCode).toBe(201);
    const late = await invitationToken('late.comer@demo.school');
    await t.db.db
      .update(userInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userInvitations.email, 'late.comer@demo.school'));
    const expired = await accept(null, late, 'Kite#River#2026');
    expect([expired.statusCode, expired.json().message]).toEqual([404, INVITATION_INVALID]);
  });
});

describe('head office', () => {
  it('still creates a login directly, and a centre cannot by import', async () => {
    const created = await t.as('superadmin@demo.school', {
      method: 'POST',
      url: '/api/user',
      payload: { firstName: 'Asha', lastName: 'Pillai', email: 'asha.p@demo.school', password: 'Kite#River#2026' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().isActive).toBe(true);
    const csv = 'firstName,lastName,email,password\nKiran,Rao,kiran.rao@demo.school,Kite#River#2026\n';
    const imported = await t.as(OWNER_A, { method: 'POST', url: '/api/user/import', payload: { csv } });
    expect([imported.statusCode, imported.json().message]).toEqual([400, expect.stringMatching(/A centre invites/)]);
  });
});
