import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { priceLines } from '../server/index.ts';

/** Curriculum kit 2 is charged per child: its amount is more than nothing; a kit's lines are priced with GST. */
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

describe('GST and invoice totals', () => {
  it('splits CGST/SGST within a state and IGST across states, totals adding up line by line', () => {
    const lines = [
      {
        productId: 1,
        description: 'Crayons',
        hsnCode: '9609',
        size: null,
        quantity: 3,
        unitPricePaise: 85_33,
        gstRateBp: 1200,
      },
      {
        productId: 2,
        description: 'Books',
        hsnCode: '4901',
        size: null,
        quantity: 1,
        unitPricePaise: 950_00,
        gstRateBp: 0,
      },
    ];
    const same = priceLines(lines, true);
    // 3 × 85.33 = 255.99; 6 % of it is 15.3594 → 15.36 each half.
    expect(same.lines[0]).toMatchObject({
      taxablePaise: 255_99,
      cgstPaise: 15_36,
      sgstPaise: 15_36,
      igstPaise: 0,
      totalPaise: 286_71,
    });
    expect(same.totals).toEqual({
      subtotalPaise: 1205_99,
      cgstPaise: 15_36,
      sgstPaise: 15_36,
      igstPaise: 0,
      totalPaise: 1236_71,
    });
    const inter = priceLines(lines, false);
    expect(inter.totals).toEqual({
      subtotalPaise: 1205_99,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 30_72,
      totalPaise: 1236_71,
    });
  });
});
