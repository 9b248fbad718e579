import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { anonymousContext, type RequestContext } from '@portal/kit';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { ACCOUNTS, TAGS } from '../shared/index.ts';
import { centreTwoChildren } from './children.ts';
import { postJournal, postJournals, reverseJournal, royaltySettings, type JournalInput } from '../server/index.ts';
import { collectionsFromPostings, monthlyCollections } from '../server/royalty/collections.ts';

let t: TestApp;
let system: RequestContext;
let kids: number[];
// Months of their own, far from the other tests' postings.
const MONTHS = ['2019-04', '2019-05', '2019-06'];

const paid = (
  franchiseeId: number,
  student: number | null,
  paise: number,
  date: string,
  tag: string,
): JournalInput => ({
  franchiseeId,
  reference: `payment:summary-${franchiseeId}-${student}-${paise}-${date}-${tag}`,
  date,
  lines: [
    { account: ACCOUNTS.NODAL_ACCOUNT, debit: paise },
    { account: ACCOUNTS.STUDENT_RECEIVABLE, credit: paise, studentAdmissionId: student, tag },
  ],
});

const refunded = (franchiseeId: number, student: number, paise: number, date: string, tag: string): JournalInput => ({
  franchiseeId,
  reference: `refund:summary-${franchiseeId}-${student}-${paise}-${date}-${tag}`,
  date,
  lines: [
    { account: ACCOUNTS.STUDENT_RECEIVABLE, debit: paise, studentAdmissionId: student, tag },
    { account: ACCOUNTS.NODAL_ACCOUNT, credit: paise },
  ],
});

const byKey = (rows: { franchiseeId: number; month: string }[]) =>
  [...rows].sort((a, b) => a.franchiseeId - b.franchiseeId || a.month.localeCompare(b.month));

/** The summaries' figures and the postings' own, for every centre, the agreements' heads and some given ones. */
async function expectSameFigures() {
  const db = t.db.db;
  expect(byKey(await monthlyCollections(db, MONTHS))).toEqual(byKey(await collectionsFromPostings(db, MONTHS)));
  expect(byKey(await monthlyCollections(db, MONTHS, [2]))).toEqual(
    byKey(await collectionsFromPostings(db, MONTHS, [2])),
  );
  for (const heads of [[TAGS.TUITION], [TAGS.TRANSPORT], [TAGS.TUITION, TAGS.TRANSPORT]])
    expect(byKey(await monthlyCollections(db, MONTHS, undefined, heads))).toEqual(
      byKey(await collectionsFromPostings(db, MONTHS, undefined, heads)),
    );
}

beforeAll(async () => {
  t = await startTestApp();
  system = { ...anonymousContext(t.db.db), franchisees: 'all' };
  kids = await centreTwoChildren(t, 3);
});

afterAll(async () => {
  await t?.close();
});

describe("royalty's collection summaries", () => {
  it('equal the figures read from the postings, as payments, refunds and reversals are posted', async () => {
    const [k1, k2, k3] = kids;
    // One statement with several lines of the same student and month, and a line without a student.
    await postJournals(system, [
      paid(2, k1, 5_000_00, '2019-04-03', TAGS.TUITION),
      paid(2, k1, 2_000_00, '2019-04-10', TAGS.TUITION),
      paid(2, k2, 3_000_00, '2019-04-11', TAGS.TUITION),
      paid(2, k2, 1_000_00, '2019-04-12', TAGS.TRANSPORT),
      paid(2, null, 700_00, '2019-04-13', TAGS.TUITION),
      paid(3, null, 900_00, '2019-05-02', TAGS.TUITION),
    ]);
    await expectSameFigures();
    const [april] = await monthlyCollections(t.db.db, ['2019-04'], [2], [TAGS.TUITION]);
    expect(april).toEqual({ franchiseeId: 2, month: '2019-04', collectedPaise: 10_700_00, studentCount: 3 });

    // A refund larger than the month's tuition takes the student below zero: no longer counted.
    await postJournal(system, refunded(2, k2, 4_000_00, '2019-04-20', TAGS.TUITION));
    await expectSameFigures();
    const [after] = await monthlyCollections(t.db.db, ['2019-04'], [2], [TAGS.TUITION]);
    expect(after).toEqual({ franchiseeId: 2, month: '2019-04', collectedPaise: 7_700_00, studentCount: 2 });

    // A reversal brings the payment back out of the month, and another payment in a new month.
    const wrong = await postJournal(system, paid(2, k3, 6_000_00, '2019-05-05', TAGS.TUITION));
    await postJournal(system, paid(2, k3, 500_00, '2019-06-01', TAGS.TUITION));
    await expectSameFigures();
    await reverseJournal(system, wrong.id, 'Posted to the wrong child', '2019-05-06');
    await expectSameFigures();
    const [may] = await monthlyCollections(t.db.db, ['2019-05'], [2], [TAGS.TUITION]);
    expect(may).toEqual({ franchiseeId: 2, month: '2019-05', collectedPaise: 0, studentCount: 0 });
  });

  it("net each student across the heads a centre's agreement counts", async () => {
    await t.db.db
      .update(royaltySettings)
      .set({ royaltyHeads: [TAGS.TUITION, TAGS.TRANSPORT] })
      .where(eq(royaltySettings.franchiseeId, 2));
    try {
      // k2's April: tuition 3,000 − 4,000 and transport 1,000 nets to zero across the two heads.
      await postJournal(system, refunded(2, kids[0], 500_00, '2019-04-21', TAGS.TRANSPORT));
      await expectSameFigures();
      const [april] = await monthlyCollections(t.db.db, ['2019-04'], [2]);
      expect(april).toEqual({ franchiseeId: 2, month: '2019-04', collectedPaise: 7_200_00, studentCount: 2 });
    } finally {
      await t.db.db
        .update(royaltySettings)
        .set({ royaltyHeads: [TAGS.TUITION] })
        .where(eq(royaltySettings.franchiseeId, 2));
    }
  });

  it('are undone with the transaction that posted them', async () => {
    const before = await monthlyCollections(t.db.db, MONTHS);
    await t.db.db
      .transaction(async (tx) => {
        await postJournal({ ...system, db: tx }, paid(2, kids[0], 9_000_00, '2019-06-02', TAGS.TUITION));
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(byKey(await monthlyCollections(t.db.db, MONTHS))).toEqual(byKey(before));
    await expectSameFigures();
  });
});

describe('kept collection sums under concurrent postings', () => {
  it('add up when many transactions post for the same students in different orders', async () => {
    const month = '2019-07';
    const [k1, k2, k3] = kids;
    const orders = [
      [k1, k2, k3],
      [k3, k2, k1],
      [k2, k3, k1],
      [k1, k3, k2],
    ];
    // Each transaction posts one entry per student, in its own order, then holds its locks a moment.
    await Promise.all(
      orders.map((order, i) =>
        t.db.db.transaction(async (tx) => {
          await postJournals(
            { ...system, db: tx },
            order.map((k, j) => paid(2, k, (i + 1) * 100_00 + j, `${month}-0${i + 1}`, TAGS.TUITION)),
          );
          await tx.execute(sql`select pg_sleep(0.05)`).catch(() => undefined);
        }),
      ),
    );
    expect(await monthlyCollections(t.db.db, [month], [2], [TAGS.TUITION])).toEqual(
      await collectionsFromPostings(t.db.db, [month], [2], [TAGS.TUITION]),
    );
    const [july] = await monthlyCollections(t.db.db, [month], [2], [TAGS.TUITION]);
    expect(july).toMatchObject({ studentCount: 3, collectedPaise: (1 + 2 + 3 + 4) * 3 * 100_00 + 4 * 3 });
  });
});
