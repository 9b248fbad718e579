import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousContext } from '@portal/kit';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { moveStageInTx } from '../server/enquiries/move-stage.service.ts';
import { bucketOfStage, FOLLOW_UP_BUCKETS, STAGES, stagesOfBucket } from '../shared/index.ts';
import { A, classId, COUNSELLOR, currentYearId, mobile, newEnquiry } from './helpers.ts';

/**
 * The follow-up buckets read counts kept per year, centre, counsellor, stage and next call's day, moved by the
 * module's code in each writing transaction. After every kind of write, the kept counts are exactly the enquiries
 * counted by the same keys, and the buckets answered from them are the enquiries' own.
 */
let t: TestApp;
let year: number;
let nursery: number;
let centreA: number;
const user: Record<string, number> = {};

const BY_DAY = STAGES.filter((s) => ['cold', 'warm', 'hot'].includes(bucketOfStage(s) ?? ''));
const OPEN = [...stagesOfBucket('cold'), ...stagesOfBucket('warm'), ...stagesOfBucket('hot')];
const inDays = (n: number) => new Date(Date.now() + 330 * 60_000 + n * 86_400_000).toISOString().slice(0, 10);

async function rows<T>(query: SQL): Promise<T[]> {
  const result: unknown = await t.db.db.execute(query);
  const list = result && typeof result === 'object' && 'rows' in result ? result.rows : [];
  // Plain values, as both drivers hand them (numbers, dates as text).
  return JSON.parse(JSON.stringify(list));
}

type Count = { y: number; f: number; a: number; stage: string; d: string | null; n: number };
const order = (xs: Count[]) =>
  xs
    .map((r) => ({ ...r, y: Number(r.y), f: Number(r.f), a: Number(r.a), n: Number(r.n) }))
    .sort((p, q) => `${p.y}|${p.f}|${p.a}|${p.stage}|${p.d}`.localeCompare(`${q.y}|${q.f}|${q.a}|${q.stage}|${q.d}`));

/** The kept counts, and the enquiries counted by the same keys: they must be the same rows. */
async function expectKeptEqualsCounted() {
  const kept = await rows<Count>(sql`
    select academic_year_id as y, franchisee_id as f, assigned_to as a, stage, follow_up_date::text as d, n
      from enquiry_follow_up_sums where n <> 0`);
  const counted = await rows<Count>(sql`
    select academic_year_id as y, franchisee_id as f, coalesce(assigned_to, 0) as a, stage,
           case when stage = any(${sql.param(BY_DAY)}::text[]) then next_follow_up_date::text end as d,
           count(*)::int as n
      from enquiries group by 1, 2, 3, 4, 5`);
  expect(counted.length).toBeGreaterThan(0);
  expect(order(kept)).toEqual(order(counted));
}

/** The buckets as the summary answers them, and as counted from the enquiries of the centre (and counsellor). */
async function expectSummaryFromEnquiries(as: string, query: string, counsellor?: number) {
  const summary = (await t.as(as, { method: 'GET', url: `/api/followup/summary?${query}` })).json();
  const today = inDays(0);
  const mine = counsellor === undefined ? sql`true` : sql`assigned_to = ${counsellor}`;
  const [c] = await rows<Record<string, number>>(sql`
    select count(*) filter (where stage = any(${sql.param(OPEN)}::text[])
                              and next_follow_up_date <= ${today})::int as due,
           count(*) filter (where stage = any(${sql.param(stagesOfBucket('cold'))}::text[]))::int as cold,
           count(*) filter (where stage = any(${sql.param(stagesOfBucket('cold'))}::text[])
                              and next_follow_up_date < ${today})::int as cold_overdue,
           count(*) filter (where stage = any(${sql.param(stagesOfBucket('warm'))}::text[]))::int as warm,
           count(*) filter (where stage = any(${sql.param(stagesOfBucket('warm'))}::text[])
                              and next_follow_up_date > ${today})::int as warm_next,
           count(*) filter (where stage = any(${sql.param(stagesOfBucket('hot'))}::text[]))::int as hot,
           count(*) filter (where stage = any(${sql.param(stagesOfBucket('closed'))}::text[]))::int as closed
      from enquiries where franchisee_id = ${centreA} and academic_year_id = ${year} and ${mine}`);
  const bucket = (key: string) => summary.buckets.find((b: { key: string }) => b.key === key);
  const slot = (key: string, s: string) => bucket(key).slots.find((x: { key: string }) => x.key === s).count;
  expect(summary.buckets).toHaveLength(FOLLOW_UP_BUCKETS.length);
  expect({
    due: summary.due,
    cold: bucket('cold').count,
    cold_overdue: slot('cold', 'overdue'),
    warm: bucket('warm').count,
    warm_next: slot('warm', 'next'),
    hot: bucket('hot').count,
    closed: bucket('closed').count,
  }).toEqual({ ...c });
  return summary;
}

beforeAll(async () => {
  t = await startTestApp();
  year = await currentYearId(t);
  nursery = await classId(t, 'Nursery');
  for (const r of await rows<{ id: number; email: string; franchisee_id: number }>(
    sql`select id, email, franchisee_id from admin_users
          where email in ('counsellor@demo.school', 'multirole@demo.school')`,
  )) {
    user[r.email.split('@')[0]] = Number(r.id);
    centreA = Number(r.franchisee_id);
  }
});
afterAll(() => t.close());

const move = (id: number, body: Record<string, unknown>) =>
  t.as(COUNSELLOR, { method: 'POST', url: `/api/enquiry/${id}/move-stage`, payload: body });
const create = async (as = COUNSELLOR) =>
  (await newEnquiry(t, as, { mobile: mobile(), classId: nursery }, year)).json() as { id: number };

describe("the follow-up buckets' kept counts", () => {
  it('count the demo network as seeded', async () => {
    await expectKeptEqualsCounted();
    await expectSummaryFromEnquiries(A, `academicYearID=${year}`);
  });

  it('follow creates, stage moves, follow-ups and their commands', async () => {
    const walkIn = await create(); // kept by the counsellor who recorded it
    const allocated = await create(A); // shared out by the centre's rules
    await expectKeptEqualsCounted();
    expect((await move(walkIn.id, { stage: 'Appointment Fixed', nextFollowUpDate: inDays(3) })).statusCode).toBe(200);
    expect((await move(walkIn.id, { stage: 'Appointment Fixed', nextFollowUpDate: inDays(1) })).statusCode).toBe(200);
    expect(
      (await move(allocated.id, { stage: 'Offline Counselling Done', nextFollowUpDate: inDays(0) })).statusCode,
    ).toBe(200);
    await expectKeptEqualsCounted();
    // A follow-up planned sooner moves the next call; completing it moves it back to the one left.
    const sooner = await t.as(COUNSELLOR, {
      method: 'POST',
      url: '/api/enquiry-follow-up',
      payload: { enquiryId: walkIn.id, followUpType: 'scheduled', followUpDate: inDays(0) },
    });
    expect(sooner.statusCode).toBe(201);
    await expectKeptEqualsCounted();
    const done = await t.as(COUNSELLOR, {
      method: 'POST',
      url: `/api/enquiry-follow-up/${sooner.json().id}/complete`,
      payload: { outcome: 'Spoke to the father' },
    });
    expect(done.statusCode).toBe(200);
    await expectKeptEqualsCounted();
    // Closing the lead: no day, the closed bucket.
    expect((await move(allocated.id, { stage: 'Drop Off', reason: 'Moved city' })).statusCode).toBe(200);
    await expectKeptEqualsCounted();
    await expectSummaryFromEnquiries(A, `academicYearID=${year}`);
    await expectSummaryFromEnquiries(
      COUNSELLOR,
      `academicYearID=${year}&assignedTo=${user.counsellor}`,
      user.counsellor,
    );
  });

  it('follow allocation and reallocation to another counsellor', async () => {
    const e = await create(A);
    const [{ assigned }] = await rows<{ assigned: number | null }>(
      sql`select assigned_to as assigned from enquiries where id = ${e.id}`,
    );
    if (assigned === null) {
      const allocate = { enquiryIds: [e.id], counsellorId: user.counsellor };
      expect(
        (await t.as(A, { method: 'POST', url: '/api/lead-allocation/assign', payload: allocate })).statusCode,
      ).toBe(200);
    }
    const to = Number(assigned) === user.multirole ? user.counsellor : user.multirole;
    const moved = await t.as(A, {
      method: 'POST',
      url: '/api/lead-reallocation/assign',
      payload: { enquiryIds: [e.id], counsellorId: to, reason: 'On leave' },
    });
    expect(moved.statusCode).toBe(200);
    await expectKeptEqualsCounted();
    await expectSummaryFromEnquiries(A, `academicYearID=${year}&assignedTo=${to}`, to);
  });

  it('follow an upload, its leads shared out to the counsellors after they are stored', async () => {
    const csv = [
      'Parent name,Mobile,Child name,Child date of birth,Class,PIN code,Source',
      ...[1, 2, 3, 4, 5].map((i) => `Asha Rao,${mobile()},Child ${'abcde'[i - 1]},01-02-2022,Nursery,560038,Website`),
    ].join('\n');
    const form = new FormData();
    form.append('file', new Blob([new TextEncoder().encode(csv)]), 'leads.csv');
    const request = new Request('http://localhost/api/upload/enquiries', { method: 'POST', body: form });
    const res = await t.as(A, {
      method: 'POST',
      url: `/api/upload/enquiries?academicYearID=${year}`,
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type')! },
    });
    expect(res.json()).toMatchObject({ created: 5 });
    await expectKeptEqualsCounted();
  });

  it('move nothing when a write is refused, and add up when writes of one centre run at once', async () => {
    const e = await create();
    // A day in the past is refused after the enquiry was read and noted: nothing moves.
    expect((await move(e.id, { stage: 'Appointment Fixed', nextFollowUpDate: inDays(-2) })).statusCode).toBe(400);
    await expectKeptEqualsCounted();
    const leads = await Promise.all(Array.from({ length: 6 }, () => create()));
    const moves = await Promise.all(
      leads.map((l, i) =>
        move(l.id, { stage: i % 2 ? 'Appointment Fixed' : 'Online Counselling Done', nextFollowUpDate: inDays(i % 3) }),
      ),
    );
    expect(moves.map((r) => r.statusCode)).toEqual(leads.map(() => 200));
    await expectKeptEqualsCounted();
    await expectSummaryFromEnquiries(A, `academicYearID=${year}`);
  });

  it("follow a stage moved in a caller's own transaction (a payment's workflow)", async () => {
    const e = await create();
    await t.db.db.transaction(async (tx) => {
      const ctx = { ...anonymousContext(tx), franchisees: 'all' as const };
      await moveStageInTx(ctx, e.id, { stage: 'Online Counselling Done', nextFollowUpDate: inDays(2) }, 'manual');
      await moveStageInTx(ctx, e.id, { stage: 'Online Counselling Done', nextFollowUpDate: inDays(1) }, 'manual');
    });
    await expectKeptEqualsCounted();
  });

  it('answer a screen filtered further from the enquiries themselves', async () => {
    const all = (await t.as(A, { method: 'GET', url: `/api/followup/summary?academicYearID=${year}` })).json();
    const prospects = (
      await t.as(A, { method: 'GET', url: `/api/followup/summary?academicYearID=${year}&status=Prospect` })
    ).json();
    const [{ n }] = await rows<{ n: number }>(
      sql`select count(*)::int as n from enquiries where franchisee_id = ${centreA} and academic_year_id = ${year}
            and spanco_status = 'Prospect' and stage = any(${sql.param(stagesOfBucket('warm'))}::text[])`,
    );
    expect(prospects.buckets[1].count).toBe(Number(n));
    expect(prospects.buckets[0].count).toBe(0);
    expect(all.buckets[0].count).toBeGreaterThan(0);
  });
});
