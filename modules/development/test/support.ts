import { eq } from 'drizzle-orm';
import { roles } from '@portal/mod-system/server';
import { adminUsers, hashPassword, userRoles } from '@portal/mod-users/server';
import { fileForm, type TestApp } from '@portal/server/testing';
import { issueFormToken } from '../server/form-token.ts';

export const SUPER = 'superadmin@demo.school';
export const CENTRE_A = 'franchisee-a@demo.school';
export const MARKETING = 'marketing@demo.school';
export const DEVELOPER = 'bizdev@demo.school';

/** A head-office business developer (the demo has none), straight into the database. */
export async function addDeveloper(t: TestApp): Promise<void> {
  const [role] = await t.db.db.select({ id: roles.id }).from(roles).where(eq(roles.role, 'BUSINESS_DEVELOPER'));
  const [user] = await t.db.db
    .insert(adminUsers)
    .values({
      email: DEVELOPER,
      firstName: 'Sanjay',
      lastName: 'Mehta',
      passwordHash: await hashPassword('Demo@12345'),
      allFranchisees: true,
      department: 'BUSINESS DEVELOPMENT',
    })
    .returning({ id: adminUsers.id });
  await t.db.db.insert(userRoles).values({ userId: user.id, roleId: role.id });
}

let seq = 0;
export function mobile(): string {
  seq++;
  return `93${String(process.pid % 1000).padStart(3, '0')}${String(seq).padStart(5, '0')}`;
}

/** A website form past the minimum fill time. */
export const websiteForm = (fields: Record<string, unknown> = {}) => ({
  name: 'Lalitha Krishnan',
  mobile: mobile(),
  email: 'lalitha@example.in',
  city: 'Mysuru',
  pincodes: ['570010'],
  investmentBand: '15L_25L',
  formToken: issueFormToken(Date.now() - 5000),
  ...fields,
});

export async function newProspect(t: TestApp, fields: Record<string, unknown> = {}, as = DEVELOPER) {
  const res = await t.as(as, {
    method: 'POST',
    url: '/api/dev-prospects',
    payload: {
      name: 'Harish Shetty',
      mobile: mobile(),
      city: 'Udupi',
      pincodes: ['576101'],
      investmentBand: '25L_40L',
      source: 'EVENT',
      ...fields,
    },
  });
  if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`prospect: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; mobile: string; stage: string; ownerId: number | null };
}

export const act = (t: TestApp, id: number, command: string, payload: Record<string, unknown> = {}, as = DEVELOPER) =>
  t.as(as, { method: 'POST', url: `/api/dev-prospects/${id}/${command}`, payload });

const PDF = '%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n';

export async function upload(t: TestApp, as = DEVELOPER, name = 'disclosure.pdf'): Promise<string> {
  const form = await fileForm(PDF, name);
  const res = await t.as(as, { method: 'POST', url: '/api/files', ...form });
  if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  return res.json().id;
}

/** Moves a new prospect to the discovery meeting. */
export async function toMeeting(t: TestApp, id: number) {
  for (const c of ['qualify', 'meet']) {
    const res = await act(t, id, c);
    if (res.statusCode !== 200) throw new Error(`${c}: ${res.statusCode} ${res.body}`);
  }
}
