import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { centreScoreRow } from '../shared/contracts.ts';
import { AUDITOR, CENTRE_A, draftAudit, OTHER, OWN } from './support.ts';

describe("each centre's percentile in the network audit report", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    // Centre 002 answers every item "no" after the first, centre 003 every item "yes": 003 ranks above.
    for (const [centre, answers] of [
      [OWN, 'y' + 'n'.repeat(200)],
      [OTHER, 'y'.repeat(200)],
    ] as const) {
      const { id } = await draftAudit(t, centre, answers);
      const submitted = await t.as(AUDITOR, { method: 'POST', url: `/api/centre-audits/${id}/submit`, payload: {} });
      expect(submitted.statusCode, submitted.body).toBe(200);
    }
  });
  afterAll(() => t.close());

  it('ranks every centre of the network for head office', async () => {
    const res = await t.as(AUDITOR, { method: 'GET', url: '/api/audit/centres?type=centre' });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().rows.map((r: unknown) => centreScoreRow.parse(r));
    const own = rows.find((r: { franchiseeId: number }) => r.franchiseeId === OWN)!;
    const other = rows.find((r: { franchiseeId: number }) => r.franchiseeId === OTHER)!;
    expect(own.centresRanked).toBeGreaterThanOrEqual(2);
    expect(other.percentile).toBe(100);
    expect(own.percentile).toBeLessThan(other.percentile!);
    for (const r of rows) if (r.percentile !== null) expect(r.percentile).toBeGreaterThan(0);
  });

  it("gives a centre owner the network's percentile of their own centre and nothing of the others", async () => {
    const all = (await t.as(AUDITOR, { method: 'GET', url: '/api/audit/centres?type=centre' })).json().rows;
    const others = all.filter((r: { franchiseeId: number }) => r.franchiseeId !== OWN);
    const headOfficeView = all.find((r: { franchiseeId: number }) => r.franchiseeId === OWN);

    const res = await t.as(CENTRE_A, { method: 'GET', url: '/api/audit/centres?type=centre' });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      franchiseeId: OWN,
      percentile: headOfficeView.percentile,
      centresRanked: headOfficeView.centresRanked,
    });
    for (const o of others) expect(res.body).not.toContain(o.centre);

    const asked = await t.as(CENTRE_A, { method: 'GET', url: `/api/audit/centres?franchiseeID=${OTHER}` });
    expect(asked.statusCode).toBe(404);
  });
});
