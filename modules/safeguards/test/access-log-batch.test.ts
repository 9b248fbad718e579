import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteOf, tallyPglite, withTally, type QueryTally } from '@portal/db';
import { flushAccessLog } from '@portal/kit';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { adminUsers } from '@portal/mod-users/server';
import { accessLog } from '../server/schema.ts';

const TEACHER = 'teacher@demo.school';
const LISTS = 5;

/**
 * Issue 69: the access log is written off the list's path. A list answer sends no statement to the log; the notes
 * of many answers are stored together by the batch, in one insert, and the log holds a row for each answer.
 */
describe('the access log of list answers', () => {
  let t: TestApp;
  const wasTallied = process.env.DB_TALLY;
  const counted = async <T>(fn: () => Promise<T>) => {
    const tally: QueryTally = { queries: 0, rows: 0, texts: [] };
    const answer = await withTally(tally, fn);
    return { answer, tally };
  };

  beforeAll(async () => {
    process.env.DB_TALLY = '1';
    t = await startTestApp();
    if (t.db.kind === 'pglite') tallyPglite(pgliteOf(t.db));
  });
  afterAll(async () => {
    if (wasTallied === undefined) delete process.env.DB_TALLY;
    else process.env.DB_TALLY = wasTallied;
    await t?.close();
  });

  it('sends no statement to the log on a list answer, and stores many answers in one insert', async () => {
    const [teacher] = await t.db.db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, TEACHER));
    await t.token(TEACHER);
    await flushAccessLog();
    const before = await t.db.db.select().from(accessLog).where(eq(accessLog.userId, teacher!.id));

    for (let i = 0; i < LISTS; i++) {
      const { answer, tally } = await counted(() =>
        t.as(TEACHER, { method: 'GET', url: `/api/student?q=a&page=${i + 1}` }),
      );
      expect(answer.statusCode, answer.body).toBe(200);
      expect(tally.texts!.filter((s) => s.includes('access_log'))).toEqual([]);
    }
    // Nothing of them is in the log until the batch is written.
    expect(await t.db.db.select().from(accessLog).where(eq(accessLog.userId, teacher!.id))).toHaveLength(before.length);

    const { tally } = await counted(() => flushAccessLog());
    expect(tally.texts!.filter((s) => s.includes('access_log'))).toHaveLength(1);
    const after = await t.db.db.select().from(accessLog).where(eq(accessLog.userId, teacher!.id));
    const lists = after.slice(before.length);
    expect(lists).toHaveLength(LISTS);
    expect(lists.every((r) => r.kind === 'list' && r.resource === 'Students')).toBe(true);
    expect(lists.map((r) => JSON.parse(r.filter!).page)).toEqual([1, 2, 3, 4, 5]);
  });
});
