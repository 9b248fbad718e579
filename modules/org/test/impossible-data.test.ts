import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '@portal/server/testing';

/** An academic year keeps its dates in order on every write. */
const SUPER = 'superadmin@demo.school';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('org masters', () => {
  it('refuses an academic year whose end comes before its start, on create and on edit', async () => {
    const post = (payload: object) => t.as(SUPER, { method: 'POST', url: '/api/academic-year', payload });
    const backwards = await post({ academicYear: '2040-2041', startDate: '2041-03-31', endDate: '2040-04-01' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fieldErrors).toEqual({ endDate: 'End date must be after the start date' });
    const year = await post({ academicYear: '2040-2041', startDate: '2040-04-01', endDate: '2041-03-31' });
    expect(year.statusCode, year.body).toBe(201);
    const edit = await t.as(SUPER, {
      method: 'PUT',
      url: `/api/academic-year/${year.json().id}`,
      payload: { endDate: '2040-03-01' },
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().fieldErrors).toEqual({ endDate: 'End date must be after the start date' });
    expect((await t.as(SUPER, { method: 'GET', url: `/api/academic-year/${year.json().id}` })).json().endDate).toBe(
      '2041-03-31',
    );
  });
});
