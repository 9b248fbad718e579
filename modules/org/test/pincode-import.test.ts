import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '@portal/server/testing';

let t: TestApp;
const A = 'franchisee-a@demo.school';
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const upload = (csv: string, mode?: string) =>
  t.as(A, { method: 'POST', url: '/api/pincodes/import', payload: { csv, ...(mode ? { mode } : {}) } });
const count = async () => (await t.as(A, { method: 'GET', url: '/api/pincodes?pageSize=1' })).json().count;

describe('CSV import through the resource framework', () => {
  it('writes nothing when one row is bad (all-or-nothing), listing every problem', async () => {
    const before = await count();
    const res = await upload('PIN code,Area\n560034,Koramangala\n12,Bad pin\n560047,\n');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Nothing was imported: 2 problems found/);
    expect(res.json().errors).toEqual([
      { row: 2, field: 'pincode', message: 'PIN code must be a 6-digit PIN code' },
      { row: 3, field: 'area', message: 'Area is required' },
    ]);
    expect(await count()).toBe(before);
  });

  it('imports the good rows and reports the bad ones when asked to skip them', async () => {
    const before = await count();
    const res = await upload(
      'pincode,area\n560034,Koramangala\n560095,Koramangala 6th Block\n560034,Duplicate\nabc,Bad\n',
      'skip-bad-rows',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ created: 2, skipped: 2 });
    expect(res.json().errors.map((e: { row: number }) => e.row)).toEqual([3, 4]);
    expect(await count()).toBe(before + 2);
    const rows = (await t.as(A, { method: 'GET', url: '/api/pincodes?q=Koramangala' })).json().rows;
    expect(rows.every((r: { franchiseeId: number }) => r.franchiseeId === 2)).toBe(true);
  });

  it('refuses unknown columns and empty files', async () => {
    expect((await upload('pincode,colour\n560001,red\n')).json().message).toBe('Unknown column: colour');
    expect((await upload('pincode,area\n')).json().message).toBe('The file has no data rows');
  });

  it('refuses an import by a role that cannot write the module', async () => {
    const res = await t.as('counsellor@demo.school', {
      method: 'POST',
      url: '/api/pincodes/import',
      payload: { csv: 'pincode,area\n560001,MG Road\n' },
    });
    expect(res.statusCode).toBe(403);
  });
});
