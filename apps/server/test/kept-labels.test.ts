import { sql } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tallyPglite, withTally, type QueryTally } from '@portal/db';
import { startTestApp, type TestApp } from './support.ts';

/**
 * A list's reference labels come from what the node keeps (kept-labels.ts): the same words the lookup beside each
 * row gave, no statement for the labels once the node has met the ids, and a renamed row read anew at once.
 */
let t: TestApp;
const SUPER = 'superadmin@demo.school';
const wasTallied = process.env.DB_TALLY;

type Row = { id: number; classId: number | null; classIdLabel: string | null };

beforeAll(async () => {
  process.env.DB_TALLY = '1';
  t = await startTestApp();
  if (t.db.kind === 'pglite') tallyPglite((t.db.db as unknown as { $client: PGlite }).$client);
});
afterAll(async () => {
  if (wasTallied === undefined) delete process.env.DB_TALLY;
  else process.env.DB_TALLY = wasTallied;
  await t.close();
});

const page = async () => {
  const tally: QueryTally = { queries: 0, rows: 0, texts: [] };
  const res = await withTally(tally, () => t.as(SUPER, { method: 'GET', url: '/api/enquiry?pageSize=20' }));
  expect(res.statusCode, res.body).toBe(200);
  return { rows: res.json().rows as Row[], texts: tally.texts! };
};

const namesOf = async (ids: number[]) => {
  const { rows } = (await t.db.db.execute(
    sql`select e.id, c.name from enquiries e left join classes c on c.id = e.class_id
      where e.id = any(string_to_array(${ids.join(',')}, ',')::int[])`,
  )) as unknown as { rows: { id: number; name: string | null }[] };
  return new Map(rows.map((r) => [Number(r.id), r.name]));
};

describe('the labels of a list', () => {
  it('are the referenced rows’ words, read without a statement once kept, and anew after a rename', async () => {
    await t.token(SUPER);
    const first = await page();
    const withClass = first.rows.filter((r) => r.classId !== null);
    expect(withClass.length).toBeGreaterThan(0);
    const names = await namesOf(first.rows.map((r) => r.id));
    for (const row of first.rows) expect(row.classIdLabel).toBe(names.get(row.id) ?? null);

    // The same page again: the labels are kept, so nothing reads the classes.
    const again = await page();
    expect(again.rows).toEqual(first.rows);
    expect(again.texts.filter((s) => /from "?classes"? as ref/.test(s))).toEqual([]);

    // A class renamed by SQL outside the kit: the node hears it and reads the label anew.
    const renamed = withClass[0]!.classId!;
    const before = withClass[0]!.classIdLabel!;
    await t.db.db.execute(sql`update classes set name = ${`${before} (renamed)`} where id = ${renamed}`);
    await expect
      .poll(async () => (await page()).rows.find((r) => r.classId === renamed)?.classIdLabel, { timeout: 5000 })
      .toBe(`${before} (renamed)`);
    await t.db.db.execute(sql`update classes set name = ${before} where id = ${renamed}`);
  });
});
