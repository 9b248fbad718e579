import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allViewRoutes } from '@portal/kit';
import { startTestApp, type TestApp } from './support.ts';
import { walked } from './walked.ts';

/**
 * The franchisee fence on declared views: franchisee-a (centre 2) walks every registered view path
 * asking for centre 3 and must learn nothing; what it may list is its own centre's only.
 */
let t: TestApp;
const A = 'franchisee-a@demo.school';
const OWN = 2;
const OTHER = 3;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('franchisee isolation of views', () => {
  it('covers the joined lists', () => {
    const paths = allViewRoutes().map((v) => v.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/payment-links',
        '/api/approve-payment/list',
        '/api/student-fee-plans',
        '/api/fee-concessions',
        '/api/approve-concession/list',
        '/api/order-history',
        '/api/royalty/invoices',
        '/api/ledger/entries',
        '/api/enquiry/spanco',
        '/api/service-enquiry/list',
        '/api/registration/list',
        '/api/admission/list',
        '/api/students/details',
      ]),
    );
  });

  it("answers 404 for another centre's rows and lists only the user's own", async (context) => {
    const fenced = allViewRoutes().filter((v) => v.view.decl.franchiseeColumn);
    expect(fenced.length).toBe(allViewRoutes().length);
    walked(context, "views and their exports asked for another centre's rows", 2 * fenced.length);
    for (const { view, path } of fenced) {
      for (const url of [`${path}?franchiseeID=${OTHER}`, `${path}/export?franchiseeID=${OTHER}`]) {
        const answer = await t.as(A, { method: 'GET', url, franchiseeId: OTHER });
        // 403 is acceptable only where the role lacks the module altogether.
        expect([403, 404], `${url}: ${answer.statusCode} ${answer.body}`).toContain(answer.statusCode);
      }
      if (!view.columns.franchiseeId) continue;
      const list = await t.as(A, { method: 'GET', url: `${path}?pageSize=200&fields=franchiseeId` });
      if (list.statusCode === 403) continue;
      expect(list.statusCode, `${path}: ${list.body}`).toBe(200);
      for (const row of list.json().rows) expect(row.franchiseeId, path).toBe(OWN);
    }
  });
});
