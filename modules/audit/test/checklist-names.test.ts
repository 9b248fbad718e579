import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { AUDITOR, CENTRE_A, SUPER } from './support.ts';

/** The checklist names a category once per audit and a sub-category once per category, whatever the capitals. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.as(SUPER, { method: 'POST', url, payload });

describe('audit checklist names', () => {
  it('refuses a second category or sub-category of the same name within its parent', async () => {
    const category = await post('/api/audit-categories', { auditType: 'centre', name: 'Outdoor play area' });
    expect(category.statusCode, category.body).toBe(201);
    const twin = await post('/api/audit-categories', { auditType: 'centre', name: ' outdoor PLAY area' });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().message).toBe('A category “outdoor PLAY area” already exists for this audit');
    expect((await post('/api/audit-categories', { auditType: 'academic', name: 'Outdoor play area' })).statusCode).toBe(
      201,
    );

    const categoryId = category.json().id;
    expect((await post('/api/audit-sub-categories', { categoryId, name: 'Swings' })).statusCode).toBe(201);
    const sub = await post('/api/audit-sub-categories', { categoryId, name: 'swings ' });
    expect(sub.statusCode).toBe(409);
    expect(sub.json().fieldErrors).toEqual({ name: 'A sub-category “swings” already exists in this category' });
  });
});

describe('the checklist', () => {
  let subCategoryId: number;
  beforeAll(async () => {
    const category = await t.as(AUDITOR, {
      method: 'POST',
      url: '/api/audit-categories',
      payload: { auditType: 'centre', name: 'Transport', isActive: false },
    });
    expect(category.statusCode, category.body).toBe(201);
    const sub = await t.as(AUDITOR, {
      method: 'POST',
      url: '/api/audit-sub-categories',
      payload: { categoryId: category.json().id, name: 'Vans' },
    });
    expect(sub.statusCode, sub.body).toBe(201);
    subCategoryId = sub.json().id;
  });

  it('refuses a weight that takes a sub-category past 100 %', async () => {
    const first = await t.as(AUDITOR, {
      method: 'POST',
      url: '/api/audit-parameters',
      payload: { subCategoryId, text: 'Van has a first-aid kit', weight: 70 },
    });
    expect(first.statusCode, first.body).toBe(201);
    const over = await t.as(AUDITOR, {
      method: 'POST',
      url: '/api/audit-parameters',
      payload: { subCategoryId, text: 'Escort is on board', weight: 40 },
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().fieldErrors.weight).toBe(
      'The weights in Vans would add up to 110 %; they may add up to at most 100 % (30 % left)',
    );
    const exact = await t.as(AUDITOR, {
      method: 'POST',
      url: '/api/audit-parameters',
      payload: { subCategoryId, text: 'Escort is on board', weight: 30 },
    });
    expect(exact.statusCode, exact.body).toBe(201);
    // Raising a weight counts the others; lowering it, or archiving the parameter, frees its share.
    const raised = await t.as(AUDITOR, {
      method: 'PUT',
      url: `/api/audit-parameters/${exact.json().id}`,
      payload: { weight: 31 },
    });
    expect(raised.statusCode).toBe(400);
    expect(
      (await t.as(AUDITOR, { method: 'DELETE', url: `/api/audit-parameters/${first.json().id}` })).statusCode,
    ).toBe(204);
    const reactivated = await t.as(AUDITOR, {
      method: 'PUT',
      url: `/api/audit-parameters/${first.json().id}`,
      payload: { isActive: true },
    });
    expect(reactivated.statusCode).toBe(200);
    const tree = await t.as(AUDITOR, { method: 'GET', url: '/api/audit/checklist?type=centre' });
    const vans = tree
      .json()
      .categories.flatMap((c: { subCategories: { id: number }[] }) => c.subCategories)
      .find((s: { id: number }) => s.id === subCategoryId);
    expect(vans.totalWeight).toBe(100);
  });

  it('refuses a weight outside 1–100 and leaves the checklist to head office', async () => {
    const zero = await t.as(AUDITOR, {
      method: 'POST',
      url: '/api/audit-parameters',
      payload: { subCategoryId, text: 'Seat belts', weight: 0 },
    });
    expect(zero.statusCode).toBe(400);
    const centre = await t.as(CENTRE_A, {
      method: 'POST',
      url: '/api/audit-categories',
      payload: { auditType: 'centre', name: 'Ours' },
    });
    expect(centre.statusCode).toBe(403);
  });
});
