import { todayInIndia } from '@portal/core';
import { fileForm, type TestApp } from '@portal/server/testing';

export const SUPER = 'superadmin@demo.school';
/** Head office's academic coordinator: audits every centre. */
export const AUDITOR = 'trainer@demo.school';
export const CENTRE_A = 'franchisee-a@demo.school';
export const CENTRE_B = 'franchisee-b@demo.school';
export const TEACHER = 'teacher@demo.school';
export const OWN = 2;
export const OTHER = 3;

/** A 1×1 PNG: the smallest photo the upload takes. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export async function uploadPhoto(t: TestApp, email: string, name = 'evidence.png'): Promise<string> {
  const form = await fileForm(PNG, name);
  const res = await t.as(email, { method: 'POST', url: '/api/files', ...form });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json().id;
}

/** A new centre audit drafted by head office; answers its items from `answers` ('y', 'n', '-' for na). */
export async function draftAudit(t: TestApp, franchiseeId: number, answers?: string, email = AUDITOR) {
  const created = await t.as(email, {
    method: 'POST',
    url: '/api/centre-audits',
    payload: { franchiseeId, auditType: 'centre', auditDate: todayInIndia() },
  });
  if (created.statusCode !== 201) throw new Error(`draft failed: ${created.statusCode} ${created.body}`);
  const id: number = created.json().id;
  const details = (await t.as(email, { method: 'GET', url: `/api/audit/${id}` })).json();
  const items: { id: number; weight: number; evidenceRequired: boolean }[] = details.categories.flatMap(
    (c: { subCategories: { items: unknown[] }[] }) => c.subCategories.flatMap((s) => s.items),
  );
  if (answers) {
    for (const [i, item] of items.entries()) {
      const response = answers[i] === 'n' ? 'no' : answers[i] === '-' ? 'na' : 'yes';
      const saved = await t.as(email, {
        method: 'PUT',
        url: `/api/audit/${id}/responses/${item.id}`,
        payload: { response },
      });
      if (saved.statusCode !== 200) throw new Error(`answer failed: ${saved.statusCode} ${saved.body}`);
    }
  }
  return { id, items };
}
