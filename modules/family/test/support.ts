// The family circle's test helpers: the demo accounts, a child's admission, the texts sent to a mobile, and a
// member invited, confirmed and signed in by the code they received.
import { and, desc, eq } from 'drizzle-orm';
import { outbox } from '@portal/kit';
import { adminUsers } from '@portal/mod-users/server';
import type { TestApp } from '@portal/server/testing';
import { expect } from 'vitest';
import { circleMember } from '../shared/contracts.ts';

export const PARENT = 'parent@demo.school';
export const PARENT_2 = 'parent2@demo.school';
export const TEACHER = 'teacher@demo.school';
export const OTHER_HEAD = 'franchisee-b@demo.school';
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export async function childOf(t: TestApp, email: string) {
  const [row] = await t.db.db.select().from(adminUsers).where(eq(adminUsers.email, email));
  return row.studentAdmissionId!;
}

/** The newest text sent to a mobile. */
export async function lastText(t: TestApp, mobile: string) {
  const [row] = await t.db.db
    .select({ body: outbox.body })
    .from(outbox)
    .where(and(eq(outbox.channel, 'sms'), eq(outbox.recipient, mobile)))
    .orderBy(desc(outbox.id))
    .limit(1);
  return row?.body ?? '';
}
export const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

export const invite = (t: TestApp, mobile: string, name = 'Kamala Rao', as = PARENT) =>
  t.as(as, { method: 'POST', url: '/api/family/members', payload: { name, relation: 'GRANDPARENT', mobile } });
export const confirm = (t: TestApp, id: number, code: string, as = PARENT) =>
  t.as(as, { method: 'POST', url: `/api/family/members/${id}/confirm`, payload: { code } });

/** Signs in with the portal's own OTP sign-in (the code read from the outbox) and answers the bearer token. */
export async function signInByCode(t: TestApp, mobile: string) {
  const asked = await t.app.inject({ method: 'POST', url: '/api/auth/otp/request', payload: { username: mobile } });
  expect(asked.statusCode, asked.body).toBe(200);
  const otp = codeIn(await lastText(t, mobile));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/otp/verify',
    payload: { referenceID: asked.json().referenceID, otp },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token as string;
}
export const asMember = (
  t: TestApp,
  token: string,
  url: string,
  method: 'GET' | 'POST' | 'PUT' = 'GET',
  payload?: object,
) => t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

/** Invites a mobile and confirms it with the code it received: the member's row. */
export async function joined(t: TestApp, mobile: string, name?: string) {
  const res = await invite(t, mobile, name);
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as number;
  const ok = await confirm(t, id, codeIn(await lastText(t, mobile)));
  expect(ok.statusCode, ok.body).toBe(200);
  return circleMember.parse(ok.json());
}
