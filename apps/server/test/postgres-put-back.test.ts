import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { quote, SEQUENCES, USER_TABLES } from '@portal/db/put-back-sql';
import { postgresCopy } from './postgres-copy.ts';
import { lastPostgresOpening, seededPostgres } from './postgres-put-back.ts';
import { startTestApp, type TestApp } from './support.ts';

const PG_URL = process.env.TEST_DATABASE_URL;

/** Every table's rows and every sequence's position, as one digest per table and sequence. */
async function contentsOf(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const digests: Record<string, string> = {};
    for (const { schema, name } of (await client.query<{ schema: string; name: string }>(USER_TABLES)).rows) {
      const table = quote(schema, name);
      const { rows } = await client.query<{ d: string | null }>(
        `select md5(string_agg(t::text, '|' order by t::text)) as d from ${table} t`,
      );
      digests[table] = rows[0]!.d ?? 'empty';
    }
    for (const s of (await client.query<{ schema: string; name: string; value: string | null }>(SEQUENCES)).rows)
      digests[`sequence ${quote(s.schema, s.name)}`] = s.value ?? 'unused';
    return digests;
  } finally {
    await client.end();
  }
}

const urlOf = (t: TestApp) => t.config.databaseUrl!;

/**
 * The PostgreSQL pass's worker database (postgres-put-back.ts): a file gets the worker's database back as the template
 * has it, whatever the file before wrote, and a copy of its own when that cannot be.
 */
describe.skipIf(!PG_URL)('a worker database put back between files (PostgreSQL)', () => {
  it('holds what the template holds after a file wrote, updated, deleted and drew on sequences', async () => {
    const first = await startTestApp();
    const url = urlOf(first);
    const city = await first.as('superadmin@demo.school', {
      method: 'POST',
      url: '/api/city',
      payload: { name: 'Put-back Town', state: 'Karnataka' },
    });
    expect(city.statusCode, city.body).toBeLessThan(300);
    await first.db.db.execute(sql`update admin_users set first_name = first_name || ' (changed)'`);
    await first.db.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`delete from cities where id in (select id from cities order by id limit 2)`);
      // Every row of every table written again, so that every table is put back from its kept rows: each column type
      // the schema uses goes through them (a value that did not come back as it was would differ below).
      const { rows } = (await tx.execute(sql`
        select format('update %s set %I = %I', c.oid::regclass, a.attname, a.attname) as statement
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
          cross join lateral (
            select attname from pg_attribute where attrelid = c.oid and attnum > 0 and not attisdropped
               and attidentity = '' and attgenerated = '' order by attnum limit 1) a
         where c.relkind = 'r' and n.nspname = 'public'`)) as unknown as { rows: { statement: string }[] };
      for (const { statement } of rows) await tx.execute(sql.raw(statement));
    });
    await first.close();

    // The next file's database, before its app starts (an app's start queues jobs of its own).
    const next = await seededPostgres(PG_URL!, inject('templateDatabase'));
    expect(next.url).toBe(url);
    expect(lastPostgresOpening).toBe('put back');
    const fresh = await postgresCopy(PG_URL!, inject('templateDatabase'));
    try {
      const [back, template] = await Promise.all([contentsOf(url), contentsOf(fresh.url)]);
      expect(Object.keys(back).length).toBeGreaterThan(200);
      expect(back).toEqual(template);
    } finally {
      await Promise.all([next.release(), fresh.drop()]);
    }
  });

  it('gives a copy of its own to a file after one that changed what the database is', async () => {
    const changing = await startTestApp();
    await changing.db.db.execute(sql`create table put_back_probe (id int)`);
    const url = urlOf(changing);
    await changing.close();
    const next = await startTestApp();
    expect(urlOf(next)).not.toBe(url);
    expect(lastPostgresOpening).toBe('copied');
    const probe = await next.db.db.execute(sql`select to_regclass('put_back_probe') as t`);
    expect((probe as unknown as { rows: { t: string | null }[] }).rows[0]!.t).toBeNull();
    await next.close();
  });

  it('gives a second database open at once in one file a copy of its own', async () => {
    const one = await startTestApp();
    const two = await startTestApp();
    expect(urlOf(two)).not.toBe(urlOf(one));
    await Promise.all([one.close(), two.close()]);
  });
});
