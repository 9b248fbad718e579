import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shownCodes } from '@portal/core';
import { allResources, allViewRoutes } from '@portal/kit';
import { startTestApp, type TestApp } from './support.ts';

/**
 * Every export a person downloads reads as the screens do: each declared resource's and each registered
 * view's CSV for the demo network, as head office and as a centre's owner, holds no ISO date, no time with
 * seconds or on the 24-hour clock and no stored code (APPLICATION_FORM, Yet_to_call, CASH) outside the
 * spec's own wording.
 */
let t: TestApp;
const PEOPLE = ['superadmin@demo.school', 'franchisee-a@demo.school'];
/** The journal's machine view: its references are posting keys and its lines JSON, for the books' API. */
const MACHINE_VIEWS = new Set(['/api/ledger/entries']);
/** The API's end points, which map paths to permission modules by the codes the access rules use. */
const MACHINE_RESOURCES = new Set(['system-end-points']);
/** Columns of fields read as typed (`display: 'as-written'`: a city's code, BLR), by resource and header. */
const asWrittenColumns = () =>
  new Set(
    allResources().flatMap((r) =>
      Object.values(r.fields)
        .filter((f) => f.display === 'as-written')
        .map((f) => `${r.name} "${f.label}"`),
    ),
  );

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function problemsOf(email: string, url: string, what: string): Promise<{ rows: number; problems: string[] }> {
  const answer = await t.as(email, { method: 'GET', url });
  if (answer.statusCode === 403 || answer.statusCode === 404) return { rows: 0, problems: [] };
  if (answer.statusCode !== 200) return { rows: 0, problems: [`${what}: ${answer.statusCode} ${answer.body}`] };
  const sheet = Papa.parse<string[]>(answer.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
  const [header = [], ...rows] = sheet.data;
  const problems: string[] = [];
  const asWritten = asWrittenColumns();
  for (const row of rows)
    row.forEach((cell, i) => {
      if (asWritten.has(`${what} "${header[i]}"`)) return;
      for (const p of shownCodes(cell)) problems.push(`${what} "${header[i]}": ${p} in "${cell.slice(0, 80)}"`);
    });
  return { rows: rows.length, problems: [...new Set(problems)] };
}

describe('exports read as the screens do', () => {
  it('every declared resource and view exports labels and DD-MM-YYYY dates', { timeout: 300_000 }, async () => {
    const problems: string[] = [];
    let rows = 0;
    const urls = [
      ...allResources()
        .filter((r) => !MACHINE_RESOURCES.has(r.name))
        .map((r) => ({ url: `/api/${r.name}/export?format=csv`, what: r.name })),
      ...allViewRoutes()
        .filter((v) => !MACHINE_VIEWS.has(v.path))
        .map((v) => ({ url: `${v.path}/export?format=csv`, what: v.path })),
    ];
    for (const email of PEOPLE)
      for (const { url, what } of urls) {
        const found = await problemsOf(email, url, what);
        rows += found.rows;
        problems.push(...found.problems);
      }
    expect(rows).toBeGreaterThan(200);
    expect([...new Set(problems)]).toEqual([]);
  });
});
