import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousContext, type RequestContext } from '@portal/kit';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { ACCOUNTS, TAGS } from '../shared/index.ts';
import { centreTwoChildren } from './children.ts';
import {
  collectedByCentreMonth,
  collectedFromPostings,
  postJournal,
  postJournals,
  reverseJournal,
  trialBalance,
  trialBalanceFromPostings,
  type JournalInput,
} from '../server/index.ts';
import { balancesByFranchisee } from '../server/journal/read.service.ts';

let t: TestApp;
let system: RequestContext;
let kids: number[];
let n = 0;

const entry = (franchiseeId: number, date: string, lines: JournalInput['lines']): JournalInput => ({
  franchiseeId,
  reference: `kept-sums:${++n}`,
  date,
  lines,
});
const paid = (franchiseeId: number, student: number, paise: number, date: string, tag: string = TAGS.TUITION) =>
  entry(franchiseeId, date, [
    { account: ACCOUNTS.NODAL_ACCOUNT, debit: paise },
    { account: ACCOUNTS.STUDENT_RECEIVABLE, credit: paise, studentAdmissionId: student, tag },
  ]);
/** A form fee: paid without a bill, straight to fee income. */
const formFee = (franchiseeId: number, paise: number, date: string) =>
  entry(franchiseeId, date, [
    { account: ACCOUNTS.CENTRE_BANK, debit: paise },
    { account: ACCOUNTS.FEE_INCOME, credit: paise, tag: TAGS.APPLICATION_FEE },
  ]);
/** A one-off charge billed to a child: income tagged with its head, but no money moved. */
const charge = (franchiseeId: number, student: number, paise: number, date: string) =>
  entry(franchiseeId, date, [
    { account: ACCOUNTS.STUDENT_RECEIVABLE, debit: paise, studentAdmissionId: student },
    { account: ACCOUNTS.FEE_INCOME, credit: paise, tag: TAGS.LATE_PICKUP },
  ]);
const concession = (franchiseeId: number, student: number, paise: number, date: string) =>
  entry(franchiseeId, date, [
    { account: ACCOUNTS.CONCESSION_ALLOWED, debit: paise },
    { account: ACCOUNTS.STUDENT_RECEIVABLE, credit: paise, studentAdmissionId: student },
  ]);

/** The kept trial balance and centres' balances against the ones summed from every line, network and per centre. */
async function expectBalancesKept() {
  expect(await trialBalance(system)).toEqual(await trialBalanceFromPostings(system));
  for (const centre of [2, 3])
    expect(await trialBalance(system, centre)).toEqual(await trialBalanceFromPostings(system, centre));
  const lines = await trialBalanceFromPostings(system, 2);
  const nodal = (await balancesByFranchisee(system, ACCOUNTS.NODAL_ACCOUNT)).find((r) => r.franchiseeId === 2);
  expect(nodal?.balance).toBe(lines.accounts.find((a) => a.account === ACCOUNTS.NODAL_ACCOUNT)?.balance);
}

const PERIODS = [
  { from: '2018-04-01', to: '2018-06-30' },
  { from: '2018-04-05', to: '2018-05-20' },
  { from: '2018-05-01', to: '2018-05-01' },
];

async function expectCollectedKept() {
  for (const p of PERIODS) {
    expect(await collectedByCentreMonth(system, p)).toEqual(await collectedFromPostings(system, p));
    const child = { ...p, studentAdmissionId: kids[0] };
    expect(await collectedByCentreMonth(system, child)).toEqual(await collectedFromPostings(system, child));
    const heads = { ...p, franchiseeIds: [2], feeHeads: [TAGS.TUITION] };
    expect(await collectedByCentreMonth(system, heads)).toEqual(await collectedFromPostings(system, heads));
  }
}

const collectedIn = async (q: { from: string; to: string; studentAdmissionId?: number }) =>
  (await collectedByCentreMonth(system, { franchiseeIds: 2, ...q })).reduce((a, r) => a + r.collectedPaise, 0);

beforeAll(async () => {
  t = await startTestApp();
  system = { ...anonymousContext(t.db.db), franchisees: 'all' };
  kids = await centreTwoChildren(t, 2);
});

afterAll(async () => {
  await t?.close();
});

describe('the sums the ledger keeps as it posts', () => {
  it('give the trial balance and the money collected the postings give, through payments and reversals', async () => {
    const [k1, k2] = kids;
    await expectBalancesKept();
    await postJournals(system, [
      paid(2, k1, 4_000_00, '2018-04-03'),
      paid(2, k2, 1_500_00, '2018-04-10', TAGS.TRANSPORT),
      formFee(2, 500_00, '2018-04-11'),
      charge(2, k1, 200_00, '2018-04-12'),
      concession(2, k1, 300_00, '2018-04-12'),
      paid(3, k1, 900_00, '2018-05-02'),
    ]);
    await expectBalancesKept();
    await expectCollectedKept();
    // Payments and the form fee are collected; the charge and the concession move no money.
    expect(await collectedIn({ from: '2018-04-01', to: '2018-04-30' })).toBe(6_000_00);
    expect(await collectedIn({ from: '2018-04-05', to: '2018-04-30' })).toBe(2_000_00);
    expect(await collectedIn({ from: '2018-04-01', to: '2018-04-30', studentAdmissionId: k1 })).toBe(4_000_00);

    // A payment reversed in the next month: April keeps it, May gives it back; the books stay balanced.
    const wrong = await postJournal(system, paid(2, k2, 2_500_00, '2018-04-20'));
    await reverseJournal(system, wrong.id, 'Posted to the wrong child', '2018-05-03');
    await postJournal(system, paid(2, k2, 700_00, '2018-05-15'));
    await expectBalancesKept();
    await expectCollectedKept();
    expect(await collectedIn({ from: '2018-04-01', to: '2018-04-30' })).toBe(8_500_00);
    expect(await collectedIn({ from: '2018-05-01', to: '2018-05-31' })).toBe(-1_800_00);
    expect(await collectedIn({ from: '2018-05-10', to: '2018-05-31' })).toBe(700_00);
    const tb = await trialBalance(system, 2);
    expect(tb.balanced).toBe(true);
  });

  it('are undone with the transaction that posted them', async () => {
    const before = await trialBalance(system);
    await t.db.db
      .transaction(async (tx) => {
        await postJournal({ ...system, db: tx }, paid(2, kids[0], 9_000_00, '2018-06-02'));
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await trialBalance(system)).toEqual(before);
    await expectBalancesKept();
    await expectCollectedKept();
  });

  it('add up when transactions post to the same centre at once', async () => {
    await Promise.all(
      [1, 2, 3, 4].map((i) =>
        t.db.db.transaction(async (tx) => {
          const ctx = { ...system, db: tx };
          await postJournals(ctx, [
            paid(2, kids[i % 2], i * 100_00, '2018-06-10'),
            formFee(3, i * 10_00, '2018-06-11'),
          ]);
          await postJournal(ctx, paid(3, kids[(i + 1) % 2], i * 100_00, '2018-06-12'));
        }),
      ),
    );
    await expectBalancesKept();
    await expectCollectedKept();
  });
});
