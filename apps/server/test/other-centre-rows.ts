import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { allResources } from '@portal/kit';
import { todayInIndia, type ResourceMeta } from '@portal/core';
import { familyOf, resourceFamily, rowOf, sqlRows } from './record-families.ts';
import { fileForm } from './multipart.ts';
import { sampleBody } from './samples.ts';
import type { TestApp } from './support.ts';

const SUPER = 'superadmin@demo.school';
/** A 1×1 PNG, for a photo. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
/** The centre's own owner: what a centre does for itself is done in its name. */
const OWNER = 'franchisee-b@demo.school';

async function done(t: TestApp, email: string, method: 'POST' | 'PUT', url: string, payload: object) {
  const res = await t.as(email, { method, url, payload });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
}

/**
 * Gives the centre a row of each family the demo data leaves it without, so the cross-centre walk tries
 * real rows of it: one row of every centre-owned resource, an uploaded file and photo, and the records a fee,
 * a message, a report and a kit order leave behind.
 */
export async function sowRowsOf(t: TestApp, centre: number) {
  const [admission, feePlan] = await Promise.all(
    (['studentAdmission', 'feePlan'] as const).map((f) => rowOf(t.db, familyOf(f), centre)),
  );
  for (const res of allResources().filter((r) => r.scope === 'franchisee')) {
    if ((await rowOf(t.db, resourceFamily(res), centre)) !== null) continue;
    const meta: ResourceMeta = (await t.as(SUPER, { method: 'GET', url: `/api/meta/resources/${res.name}` })).json();
    // A sample some rule of the resource refuses (a completed audit's photos) leaves the walk an id no row has:
    // isolation.test.ts walks every resource on a row of its own anyway.
    await t.as(SUPER, { method: 'POST', url: `/api/${res.name}`, payload: await sampleBody(t, meta, centre) });
  }
  const upload = await t.as(OWNER, {
    method: 'POST',
    url: '/api/files',
    ...(await fileForm('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n', 'fee-receipt.pdf')),
  });
  expect(upload.statusCode, upload.body).toBeLessThan(300);
  const photo = await t.as(OWNER, {
    method: 'POST',
    url: `/api/photogallary/albums/${await rowOf(t.db, familyOf('album'), centre)}/photos`,
    ...(await fileForm(Buffer.from(PNG, 'base64'), 'sports-day.png')),
  });
  expect(photo.statusCode, photo.body).toBeLessThan(300);
  const plan = await done(t, SUPER, 'POST', `/api/fee-plans/${feePlan}/assign`, { studentAdmissionId: admission });
  await done(t, SUPER, 'POST', '/api/fee-concessions', {
    studentFeePlanId: plan.id,
    concessionTypeId: 1,
    reason: 'Sibling studying at the centre',
    amountPaise: 10_00,
  });
  await done(t, OWNER, 'POST', '/api/payments/offline', {
    referenceId: plan.referenceId,
    installmentId: await rowOf(t.db, familyOf('studentInstallment'), centre),
    amountPaise: 100_00,
    mode: 'CASH',
  });
  // Finance approves the desk money, so the month has a collection to invoice royalty on.
  await done(t, SUPER, 'POST', `/api/approve-payment/${await rowOf(t.db, familyOf('payment'), centre)}/approve`, {});
  await done(t, SUPER, 'POST', '/api/royalty/invoices', { month: todayInIndia().slice(0, 7), franchiseeId: centre });
  await done(t, OWNER, 'POST', '/api/communications/send', {
    templateId: 4,
    subject: 'Staff meeting',
    audience: { franchiseeId: centre, kind: 'LIST', addresses: ['staff@example.com'] },
    values: {},
  });
  await done(t, OWNER, 'POST', '/api/report/exports', {
    report: 'enquiries',
    format: 'csv',
    franchiseeID: centre,
    fromDate: '2026-04-01',
    toDate: '2026-06-30',
  });
  await done(t, OWNER, 'POST', '/api/place-order/wow-kit/confirm', {
    franchiseeId: centre,
    items: [{ bomId: 1, quantity: 1 }],
  });
  // A launch plan of the centre's own (the demo's centre in launch is another), for its tasks' routes.
  if ((await rowOf(t.db, familyOf('launchTask'), centre)) === null)
    await sqlRows(
      t.db,
      sql`with plan as (
            insert into dev_launch_plans (franchisee_id, prospect_id, opening_date)
            select ${centre}, id, current_date + 30 from dev_prospects
            where stage = 'AGREEMENT_SIGNED' and id not in (select prospect_id from dev_launch_plans)
            order by id limit 1 returning id)
          insert into dev_launch_tasks
            (plan_id, franchisee_id, title, owner_side, duration_days, offset_days, start_date, due_date)
          select id, ${centre}, 'Fit-out', 'FRANCHISEE', 45, 40, current_date - 55, current_date - 10 from plan
          returning id`,
    );
}
