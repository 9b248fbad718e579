import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '@portal/server/testing';

/** Curriculum kit 2 is charged per child: its amount is more than nothing. */
const SUPER = 'superadmin@demo.school';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('curriculum kit 2 amounts', () => {
  it('refuses a nil amount', async () => {
    const classes = (await t.as(SUPER, { method: 'GET', url: '/api/class?pageSize=50' })).json().rows;
    const res = await t.as(SUPER, {
      method: 'POST',
      url: '/api/curriculum-kit2-amount',
      payload: { classId: classes[0].id, academicYearId: 1, amountPaise: 0 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ amountPaise: 'Amount per child (before GST) must be more than ₹0' });
  });
});
