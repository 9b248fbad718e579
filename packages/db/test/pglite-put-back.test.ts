import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, pgliteOf, type DbHandle } from '../src/client.ts';
import { lastOpening, saveSeededCopy, seededPglite } from '../src/pglite-put-back.ts';

/*
 * The API test workers and the browser flows' hosts lend one PGlite from user to user and put it back in between
 * (every flow file's portal runs on it): what one wrote must be gone for the next, or flows would see each other.
 */
const dir = mkdtempSync(path.join(tmpdir(), 'put-back-'));
const copy = path.join(dir, 'seeded.tar');

beforeAll(async () => {
  const seeded = await openDb({ dataDir: 'memory://' });
  await pgliteOf(seeded).exec(`
    create table children (id serial primary key, name text not null);
    create table notes (id serial primary key, child_id int not null references children (id), body text);
    insert into children (name) values ('Aarav'), ('Diya');
    insert into notes (child_id, body) values (1, 'Ate well'), (2, 'Slept');`);
  await saveSeededCopy(pgliteOf(seeded), copy);
  await seeded.close();
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const rows = async (db: DbHandle, sql: string) => (await pgliteOf(db).query(sql)).rows;

describe('a PGlite put back between its users', () => {
  it('undoes rows written, changed and deleted, and the sequences moved', async () => {
    const first = await seededPglite(copy);
    await pgliteOf(first).exec(`
      insert into children (name) values ('Kabir');
      update children set name = 'Diya S' where id = 2;
      delete from notes where id = 1;
      insert into notes (child_id, body) select max(id), 'New' from children;`);
    await first.close();

    const next = await seededPglite(copy);
    expect(lastOpening).toBe('put back');
    expect(pgliteOf(next)).toBe(pgliteOf(first));
    expect(await rows(next, 'select id, name from children order by id')).toEqual([
      { id: 1, name: 'Aarav' },
      { id: 2, name: 'Diya' },
    ]);
    expect(await rows(next, 'select id, body from notes order by id')).toEqual([
      { id: 1, body: 'Ate well' },
      { id: 2, body: 'Slept' },
    ]);
    // Where the seeded copy left it (a copy loaded from its dump starts 32 further on, as after a crash).
    expect(await rows(next, `insert into children (name) values ('Ira') returning id`)).toEqual([{ id: 3 }]);
    await next.close();
  });

  it('loads the copy afresh after a user changed what the database is', async () => {
    const first = await seededPglite(copy);
    await pgliteOf(first).exec('alter table children add column nickname text');
    await first.close();

    const next = await seededPglite(copy);
    expect(lastOpening).toBe('loaded');
    expect(
      await rows(next, `select column_name from information_schema.columns where table_name = 'children'`),
    ).toEqual([{ column_name: 'id' }, { column_name: 'name' }]);
    await next.close();
  });

  it('lends a second user at once a copy of its own', async () => {
    const first = await seededPglite(copy);
    const second = await seededPglite(copy);
    expect(lastOpening).toBe('own');
    expect(pgliteOf(second)).not.toBe(pgliteOf(first));
    await second.close();
    await first.close();
  });
});
