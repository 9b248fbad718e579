import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { SUPER } from './support.ts';

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
