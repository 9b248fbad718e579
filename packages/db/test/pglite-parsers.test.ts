import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDb, pgliteOf, type DbHandle } from '../src/client.ts';

/*
 * A PGlite the portal opens parses what its queries read, but keeps no parser for arrays of row types: PGlite copies
 * every parser it has into each Drizzle query, one per table (packages/db/src/pglite-parsers.ts).
 */
let db: DbHandle;

beforeAll(async () => {
  // The tables exist before the database is opened, as in a data folder or a seeded copy: PGlite reads its array
  // types when it opens.
  const maker = await openDb({ dataDir: 'memory://' });
  await pgliteOf(maker).exec(`
    create table children (id serial primary key, name text not null, born timestamptz not null default now());
    insert into children (name) values ('Aarav'), ('Diya');`);
  const dump = await pgliteOf(maker).dumpDataDir('none');
  await maker.close();
  db = await openDb({ dataDir: 'memory://', from: dump });
});

afterAll(() => db.close());

const oidOf = async (type: string) =>
  (await pgliteOf(db).query<{ oid: number }>(`select '${type}'::regtype::oid::int as oid`)).rows[0].oid;

describe("a PGlite's result parsers", () => {
  it('leave out the arrays of row types, and keep those of integers and text', async () => {
    const parsers = pgliteOf(db).parsers;
    expect(parsers[await oidOf('children[]')]).toBeUndefined();
    expect(parsers[await oidOf('pg_class[]')]).toBeUndefined();
    expect(parsers[await oidOf('integer[]')]).toBeDefined();
    expect(parsers[await oidOf('text[]')]).toBeDefined();
  });

  it("still read Drizzle's arrays, numbers and times as before", async () => {
    // PGlite's Drizzle answers a raw query as PGlite does: `{ rows }`.
    const { rows } = (await db.db.execute(
      sql`select array_agg(id order by id) as ids, array_agg(name order by id) as names, count(*)::int as n,
        min(born) as born from children`,
    )) as unknown as { rows: { ids: number[]; names: string[]; n: number; born: string }[] };
    const [row] = rows;
    expect(row.ids).toEqual([1, 2]);
    expect(row.names).toEqual(['Aarav', 'Diya']);
    expect(row.n).toBe(2);
    expect(typeof row.born).toBe('string');
  });
});
