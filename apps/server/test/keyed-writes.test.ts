import { randomUUID } from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, QUEUE_HEADERS, queuedWrites } from '@portal/kit';
import { DAY_MESSAGES } from '@portal/mod-day/shared';
import { dayOneTimePickups } from '@portal/mod-day/server';
import { journalEntries } from '@portal/mod-ledger/server';
import { adminUsers } from '@portal/mod-users/server';
import { fileForm, startTestApp, type TestApp } from './support.ts';

/**
 * A write sent with an Idempotency-Key commits its key with itself: done, it is answered again byte for byte and
 * runs nothing; refused, what the refusal wrote stands (a refused hand-over's audit row, a wrong code's counted try)
 * with the refusal; failed (its COMMIT refused here; a node killed mid-write in faults/keyed-write-kill.test.ts), it
 * leaves no key, and the retry with the same key stores it once. Money and message writes are keyed as classroom
 * writes are.
 */
const CENTRE_A = 'franchisee-a@demo.school';
const FIN = 'finance@demo.school';
const PARENT2 = 'parent2@demo.school';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const keyed = (email: string, url: string, payload: object, key: string) =>
  t.as(email, { method: 'POST', url, payload, headers: { [QUEUE_HEADERS.key]: key } });

const keyRows = async (key: string) => t.db.db.select().from(queuedWrites).where(eq(queuedWrites.key, key));

const debitNotes = async (reason: string) =>
  (
    await t.db.db
      .select()
      .from(journalEntries)
      .where(like(journalEntries.description, `%${reason}%`))
  ).length;

describe('a keyed write', () => {
  it('refused, keeps what the refusal wrote with its answer, and the same key again counts no second try', async () => {
    const [parent] = await t.db.db.select().from(adminUsers).where(eq(adminUsers.email, PARENT2));
    const child = parent.studentAdmissionId!;
    expect(
      (
        await t.as(CENTRE_A, {
          method: 'POST',
          url: '/api/day/roster/check-in',
          payload: { studentAdmissionId: child },
        })
      ).statusCode,
    ).toBe(200);
    const photo = await t.as(PARENT2, { method: 'POST', url: '/api/files', ...(await fileForm(PNG, 'p.png')) });
    const added = await t.as(PARENT2, {
      method: 'POST',
      url: '/api/day-one-time-pickups',
      payload: { name: 'Ravi Kumar', mobile: '9123456780', photoFileId: photo.json().id },
    });
    expect(added.statusCode, added.body).toBe(201);
    const oneTimePickupId = added.json().id as number;
    const code = (
      await t.as(PARENT2, {
        method: 'POST',
        url: `/api/day-one-time-pickups/${oneTimePickupId}/issue-code`,
        payload: {},
      })
    ).json().code as string;
    const wrong = code === '000000' ? '111111' : '000000';
    const key = randomUUID();
    const checkOut = () =>
      keyed(CENTRE_A, '/api/day/roster/check-out', { studentAdmissionId: child, oneTimePickupId, code: wrong }, key);
    const refusals = async () =>
      (
        await t.db.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.action, 'refused-pickup'), eq(auditLog.recordId, String(child))))
      ).length;
    const tries = async () =>
      (await t.db.db.select().from(dayOneTimePickups).where(eq(dayOneTimePickups.id, oneTimePickupId)))[0].wrongCodes;

    const first = await checkOut();
    expect([first.statusCode, first.json().message]).toEqual([400, DAY_MESSAGES.wrongCode]);
    // The refused hand-over's audit row and the counted try stand, with the key and the refusal.
    expect(await refusals()).toBe(1);
    expect(await tries()).toBe(1);
    expect(await keyRows(key)).toMatchObject([{ status: 400, answer: first.body }]);

    const again = await checkOut();
    expect(again.statusCode).toBe(400);
    expect(again.headers[QUEUE_HEADERS.replayed]).toBe('true');
    expect(again.body).toBe(first.body);
    expect(await refusals()).toBe(1);
    expect(await tries()).toBe(1);
  });

  it('whose COMMIT failed leaves no key, and the retry with the same key stores it once', async () => {
    const reason = `Signage board ${randomUUID()}`;
    const key = randomUUID();
    const note = () =>
      keyed(
        FIN,
        '/api/ledger/transaction/add',
        { franchiseeId: 2, type: 'DEBIT_NOTE', amountPaise: 4_200_00, reason },
        key,
      );
    // The database refuses the write at COMMIT, after the key, the entry and its answer were written in it.
    await t.db.db.execute(sql`
      create function refuse_at_commit() returns trigger language plpgsql as
        $$ begin raise exception 'the commit is refused'; end $$`);
    await t.db.db.execute(sql`
      create constraint trigger refuse_at_commit after insert on journal_entries
        deferrable initially deferred for each row execute function refuse_at_commit()`);
    const failed = await note();
    await t.db.db.execute(sql`drop trigger refuse_at_commit on journal_entries`);
    await t.db.db.execute(sql`drop function refuse_at_commit()`);
    expect(failed.statusCode).toBe(500);
    expect(await keyRows(key)).toEqual([]);
    expect(await debitNotes(reason)).toBe(0);

    const retry = await note();
    expect(retry.statusCode, retry.body).toBe(201);
    expect(await debitNotes(reason)).toBe(1);
    const again = await note();
    expect([again.statusCode, again.headers[QUEUE_HEADERS.replayed], again.body]).toEqual([201, 'true', retry.body]);
    expect(await debitNotes(reason)).toBe(1);
  });

  it('of money or a message sent twice with one key is recorded once; another input with it is refused', async () => {
    const reason = `Damaged kit ${randomUUID()}`;
    const key = randomUUID();
    const body = { franchiseeId: 2, type: 'CREDIT_NOTE', amountPaise: 1_500_00, reason };
    const [one, two] = await Promise.all([
      keyed(FIN, '/api/ledger/transaction/add', body, key),
      keyed(FIN, '/api/ledger/transaction/add', body, key),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([201, 201]);
    expect(one.body).toBe(two.body);
    expect(await debitNotes(reason)).toBe(1);
    const other = await keyed(FIN, '/api/ledger/transaction/add', { ...body, amountPaise: 1_600_00 }, key);
    expect(other.statusCode).toBe(422);

    const [parent] = await t.db.db.select().from(adminUsers).where(eq(adminUsers.email, PARENT2));
    const text = `Is the trip on Friday? ${randomUUID()}`;
    const messageKey = randomUUID();
    const url = `/api/messages/children/${parent.studentAdmissionId}`;
    const sent = await keyed(PARENT2, url, { text }, messageKey);
    expect(sent.statusCode, sent.body).toBe(201);
    const resent = await keyed(PARENT2, url, { text }, messageKey);
    expect([resent.statusCode, resent.body]).toEqual([201, sent.body]);
    const thread = (await t.as(PARENT2, { method: 'GET', url })).json() as { messages: { text: string }[] };
    expect(thread.messages.filter((m) => m.text === text)).toHaveLength(1);
  });
});
