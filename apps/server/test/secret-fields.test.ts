import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allResources, auditedChanges, type Resource } from '@portal/kit';
import { sqlRows } from './record-families.ts';
import { fileForm, startTestApp, type TestApp } from './support.ts';
import { walked as countWalked } from './walked.ts';

/**
 * Secret fields (hashes, tokens, PINs) never leave the server. Derived from the declarations: for every resource
 * with a secret field, a row is given a recognisable secret and read through every path the resource serves
 * (record, list, the list asked for the field, export, history) as head office, who reads everything; and what
 * the audit log keeps of a write names the change, never the value.
 */
const SUPER = 'superadmin@demo.school';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let t: TestApp;
const withSecrets = () => allResources().filter((res) => res.secretFields.some((name) => res.columns[name]));
const served = (res: Resource) => t.app.routeTable.some((r) => r.url === `/api/${res.name}/:id` && r.method === 'GET');

beforeAll(async () => {
  t = await startTestApp();
  // Signed in before any password hash below is replaced by a marker.
  await t.token(SUPER);
});
afterAll(() => t?.close());

describe('secret fields', () => {
  it('are declared on every resource whose table keeps one', () => {
    const names = withSecrets().map((res) => res.name);
    expect(names).toEqual(
      expect.arrayContaining(['day-one-time-pickups', 'user', 'webhook-source', 'vehicle-details']),
    );
  });

  it("keep a one-time pickup's code out of its history, for its parents and the centre alike", async () => {
    const [{ child }] = await sqlRows<{ child: number }>(
      t.db,
      sql`select student_admission_id as child from admin_users where email = 'parent@demo.school'`,
    );
    const photo = await t.as('parent@demo.school', {
      method: 'POST',
      url: '/api/files',
      ...(await fileForm(PNG, 'photo.png')),
    });
    const made = await t.as('parent@demo.school', {
      method: 'POST',
      url: '/api/day-one-time-pickups',
      payload: { name: 'Ravi Kumar', mobile: '9123456780', studentAdmissionId: child, photoFileId: photo.json().id },
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as number;
    const code = await t.as('parent@demo.school', {
      method: 'POST',
      url: `/api/day-one-time-pickups/${id}/issue-code`,
    });
    expect(code.statusCode, code.body).toBeLessThan(300);
    for (const email of ['parent@demo.school', 'franchisee-a@demo.school', SUPER]) {
      const history = await t.as(email, { method: 'GET', url: `/api/day-one-time-pickups/${id}/history` });
      expect(history.statusCode).toBe(200);
      expect(history.body).not.toMatch(/argon2|codeHash":\[(?!"\*\*\*")/);
    }
    const [audit] = await sqlRows<{ changes: string }>(
      t.db,
      sql`select changes::text as changes from audit_log
          where resource = 'day-one-time-pickups' and record_id = ${String(id)} and action = 'issue-code'`,
    );
    expect(audit.changes).not.toContain('argon2');
  });

  it('never appear in a record, a list, an export or a history', async (context) => {
    const walked: string[] = [];
    for (const res of withSecrets().filter(served)) {
      const [row] = await sqlRows<{ id: number }>(
        t.db,
        sql`select ${res.columns.id} as id from ${res.table} order by 1 desc limit 1`,
      );
      if (!row) continue;
      const marker = `secret-of-${res.name}`;
      const set = Object.fromEntries(res.secretFields.filter((n) => res.columns[n]).map((n) => [n, marker]));
      await t.db.db.update(res.table).set(set).where(eq(res.columns.id, row.id));
      const urls = [`/api/${res.name}/${row.id}`, `/api/${res.name}`, `/api/${res.name}/export`];
      urls.push(`/api/${res.name}/${row.id}/history`);
      for (const url of urls) {
        const answer = await t.as(SUPER, { method: 'GET', url });
        expect(answer.statusCode, `${url}: ${answer.body.slice(0, 200)}`).toBeLessThan(500);
        expect(answer.body, url).not.toContain(marker);
      }
      for (const name of res.secretFields) {
        const asked = await t.as(SUPER, { method: 'GET', url: `/api/${res.name}?fields=${name}` });
        expect(asked.statusCode, `${res.name} fields=${name}`).toBe(400);
      }
      walked.push(res.name);
    }
    countWalked(context, 'resources with secret fields read every way', walked.length);
    expect(walked).toEqual(expect.arrayContaining(['day-one-time-pickups', 'user', 'vehicle-details']));
  });

  it('leave the audit log a mark of the change, never the value', () => {
    for (const res of withSecrets())
      for (const name of res.secretFields)
        expect(JSON.stringify(auditedChanges(res, { [name]: [null, 'the-value'] }))).not.toContain('the-value');
  });
});
