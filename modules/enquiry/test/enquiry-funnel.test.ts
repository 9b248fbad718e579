import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { A, B, COUNSELLOR, SUPER, classId, currentYearId, mobile, newEnquiry } from './helpers.ts';

let t: TestApp;
let year: number;
let nursery: number;
beforeAll(async () => {
  t = await startTestApp();
  year = await currentYearId(t);
  nursery = await classId(t, 'Nursery');
});
afterAll(() => t.close());

const today = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
const inDays = (n: number) => new Date(Date.now() + 330 * 60_000 + n * 86_400_000).toISOString().slice(0, 10);
const move = (id: number, body: Record<string, unknown>, email = COUNSELLOR) =>
  t.as(email, { method: 'POST', url: `/api/enquiry/${id}/move-stage`, payload: body });

describe('enquiry capture', () => {
  it('starts a new enquiry as Suspect / Yet_to_call with a code, and validates Indian numbers', async () => {
    const res = await newEnquiry(t, COUNSELLOR, { mobile: mobile(), classId: nursery, pincode: '560038' }, year);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      stage: 'Yet_to_call',
      spancoStatus: 'Suspect',
      spancoSubStatus: 'New',
      franchiseeId: 2,
      academicYearId: year,
    });
    expect(res.json().enquiryCode).toMatch(/^ENQ-[0-9A-Z]{8}$/);

    const bad = await newEnquiry(t, COUNSELLOR, { mobile: '12345', classId: nursery, pincode: '012345' }, year);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toMatchObject({
      mobile: 'Mobile number must be a 10-digit Indian mobile number',
      pincode: 'PIN code must be a 6-digit PIN code',
    });
    const noClass = await newEnquiry(t, COUNSELLOR, { mobile: mobile() }, year);
    expect(noClass.json().fieldErrors).toEqual({ classId: 'Class is required' });
    const future = await newEnquiry(t, COUNSELLOR, { mobile: mobile(), classId: nursery, childDob: inDays(30) }, year);
    expect(future.json().fieldErrors).toEqual({ childDob: 'Child date of birth must be in the past' });
  });

  it('refuses a duplicate (same mobile and child, any case) in the centre and year, also on double click', async () => {
    const m = mobile();
    const [first, second] = await Promise.all([
      newEnquiry(t, COUNSELLOR, { mobile: m, childName: 'Kiara Rao', classId: nursery }, year),
      newEnquiry(t, COUNSELLOR, { mobile: m, childName: 'Kiara Rao', classId: nursery }, year),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    const again = await newEnquiry(t, A, { mobile: m, childName: '  kiara   RAO ', classId: nursery }, year);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already exists this year \(ENQ-/);
    // Another child of the same family is a new enquiry; so is the same child at another centre.
    expect(
      (await newEnquiry(t, COUNSELLOR, { mobile: m, childName: 'Kavya Rao', classId: nursery }, year)).statusCode,
    ).toBe(201);
    expect((await newEnquiry(t, B, { mobile: m, childName: 'Kiara Rao', classId: nursery }, year)).statusCode).toBe(
      201,
    );
    const list = (
      await t.as(A, { method: 'GET', url: `/api/enquiry/spanco?searchValue=${m}`, academicYearId: year })
    ).json();
    expect(list.count).toBe(2);
  });

  it("keeps a centre's enquiries from the other centre's staff", async () => {
    const created = (
      await newEnquiry(t, COUNSELLOR, { mobile: mobile(), childName: 'Secret Child', classId: nursery }, year)
    ).json();
    expect((await t.as(B, { method: 'GET', url: `/api/enquiry/${created.id}` })).statusCode).toBe(404);
    expect((await t.as(B, { method: 'GET', url: `/api/enquiry/by-code/${created.enquiryCode}` })).statusCode).toBe(404);
    expect((await move(created.id, { stage: 'Close' }, B)).statusCode).toBe(404);
    const bList = (
      await t.as(B, { method: 'GET', url: '/api/enquiry/spanco?pageSize=200', academicYearId: year })
    ).json();
    expect(bList.rows.every((r: { franchiseeId: number }) => r.franchiseeId === 3)).toBe(true);
    expect(
      (await t.as(B, { method: 'GET', url: '/api/enquiry/spanco?franchiseeID=2', academicYearId: year })).statusCode,
    ).toBe(404);
  });
});

describe('stage transitions', () => {
  it('moves by hand only along the allowed transitions and records each move', async () => {
    const e = (await newEnquiry(t, COUNSELLOR, { mobile: mobile(), classId: nursery }, year)).json();
    const fixed = await move(e.id, { stage: 'Appointment Fixed', nextFollowUpDate: inDays(2) });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json()).toMatchObject({
      stage: 'Appointment Fixed',
      spancoStatus: 'Prospect',
      spancoSubStatus: 'Appointment Fixed',
      nextFollowUpDate: inDays(2),
    });

    expect((await move(e.id, { stage: 'Admission Confirmed' })).json().message).toBe(
      "'Admission Confirmed' is set by the application, registration and admission steps",
    );
    expect((await move(e.id, { stage: 'Yet_to_call' })).json().message).toBe(
      'Cannot move the enquiry from Appointment Fixed to Yet_to_call',
    );
    const noDate = await move(e.id, { stage: 'Offline Counselling Done' });
    expect(noDate.json().fieldErrors).toEqual({
      nextFollowUpDate: "Next follow-up date is required for 'Offline Counselling Done'",
    });
    const wrongSub = await move(e.id, {
      stage: 'Offline Counselling Done',
      nextFollowUpDate: inDays(1),
      spancoSubStatus: 'New',
    });
    expect(wrongSub.json().fieldErrors.spancoSubStatus).toMatch(/^Spanco sub-status must be one of: Walk-in Completed/);
    expect(
      (
        await move(e.id, {
          stage: 'Offline Counselling Done',
          nextFollowUpDate: inDays(1),
          spancoSubStatus: 'Fee Discussed',
        })
      ).json().spancoSubStatus,
    ).toBe('Fee Discussed');

    const closed = await move(e.id, { stage: 'Drop Off', reason: 'Moved to another city' });
    expect(closed.json()).toMatchObject({ stage: 'Drop Off', spancoStatus: 'Closure', nextFollowUpDate: null });
    expect((await move(e.id, { stage: 'Yet_to_call', reason: 'Family called back' })).json().stage).toBe('Yet_to_call');

    const flow = (await t.as(COUNSELLOR, { method: 'GET', url: `/api/enquiry/${e.id}/workflow` })).json();
    expect(flow.stageEvents.map((s: { toStage: string }) => s.toStage)).toEqual([
      'Yet_to_call',
      'Appointment Fixed',
      'Offline Counselling Done',
      'Drop Off',
      'Yet_to_call',
    ]);
    expect(flow.followUps.every((f: { status: string }) => f.status !== 'Open')).toBe(true);
    const history = (await t.as(COUNSELLOR, { method: 'GET', url: `/api/enquiry/${e.id}/history` })).json().rows;
    expect(history.filter((h: { action: string }) => h.action === 'move-stage')).toHaveLength(4);
  });

  it('lets head office alone change the stage settings, with a sub-status of the status', async () => {
    const stages = (await t.as(SUPER, { method: 'GET', url: '/api/enquiry-stage?pageSize=50' })).json().rows;
    expect(stages).toHaveLength(12);
    const fixed = stages.find((s: { stage: string }) => s.stage === 'Appointment Fixed');
    expect(
      (await t.as(A, { method: 'PUT', url: `/api/enquiry-stage/${fixed.id}`, payload: { followUpRequired: false } }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await t.as(SUPER, {
          method: 'PUT',
          url: `/api/enquiry-stage/${fixed.id}`,
          payload: { spancoSubStatus: 'Dropped' },
        })
      ).json().fieldErrors.spancoSubStatus,
    ).toMatch(/^Spanco sub-status must be one of: Interested/);
  });
});

describe('follow-ups and the count endpoint', () => {
  it('counts total, yet-to-call, planned and due follow-ups for the centre and year', async () => {
    const before = (
      await t.as(COUNSELLOR, { method: 'GET', url: `/api/enquiry/enquiry-count?franchiseeID=2&academicYearID=${year}` })
    ).json();
    const e1 = (await newEnquiry(t, COUNSELLOR, { mobile: mobile(), classId: nursery }, year)).json();
    const e2 = (await newEnquiry(t, COUNSELLOR, { mobile: mobile(), classId: nursery }, year)).json();
    const f1 = await t.as(COUNSELLOR, {
      method: 'POST',
      url: '/api/enquiry-follow-up',
      payload: { enquiryId: e1.id, followUpType: 'scheduled', followUpDate: today(), remarks: 'Call after 5 pm' },
    });
    expect(f1.statusCode, f1.body).toBe(201);
    expect(f1.json()).toMatchObject({ status: 'Open', franchiseeId: 2 });
    await move(e2.id, { stage: 'Appointment Fixed', nextFollowUpDate: inDays(3) });
    const after = (
      await t.as(COUNSELLOR, { method: 'GET', url: `/api/enquiry/enquiry-count?franchiseeID=2&academicYearID=${year}` })
    ).json();
    expect(after).toEqual({
      totalLeadCount: before.totalLeadCount + 2,
      yetToCallCount: before.yetToCallCount + 1,
      followUpLeadCount: before.followUpLeadCount + 2,
      todaysFollowUpCount: before.todaysFollowUpCount + 1,
    });
    // Franchisee-b's figures do not include centre 002's leads.
    const b = (await t.as(B, { method: 'GET', url: `/api/enquiry/enquiry-count?academicYearID=${year}` })).json();
    expect(b.totalLeadCount).toBeLessThan(after.totalLeadCount);
    expect(
      (await t.as(B, { method: 'GET', url: `/api/enquiry/enquiry-count?franchiseeID=2&academicYearID=${year}` }))
        .statusCode,
    ).toBe(404);

    const done = await t.as(COUNSELLOR, {
      method: 'POST',
      url: `/api/enquiry-follow-up/${f1.json().id}/complete`,
      payload: { outcome: 'Parent will visit on Saturday' },
    });
    expect(done.json()).toMatchObject({ status: 'Done', outcome: 'Parent will visit on Saturday' });
    const again = (
      await t.as(COUNSELLOR, { method: 'GET', url: `/api/enquiry/enquiry-count?franchiseeID=2&academicYearID=${year}` })
    ).json();
    expect(again.todaysFollowUpCount).toBe(before.todaysFollowUpCount);
  });

  it('refuses follow-up dates on the wrong side of today and sorts leads into the buckets', async () => {
    const e = (await newEnquiry(t, COUNSELLOR, { mobile: mobile(), classId: nursery }, year)).json();
    const past = await t.as(COUNSELLOR, {
      method: 'POST',
      url: '/api/enquiry-follow-up',
      payload: { enquiryId: e.id, followUpType: 'scheduled', followUpDate: inDays(-1) },
    });
    expect(past.json().fieldErrors).toEqual({ followUpDate: 'A scheduled follow-up date cannot be in the past' });
    const manualFuture = await t.as(COUNSELLOR, {
      method: 'POST',
      url: '/api/enquiry-follow-up',
      payload: { enquiryId: e.id, followUpType: 'manual', followUpDate: inDays(1) },
    });
    expect(manualFuture.statusCode).toBe(400);
    const manual = await t.as(COUNSELLOR, {
      method: 'POST',
      url: '/api/enquiry-follow-up',
      payload: { enquiryId: e.id, followUpType: 'manual', followUpDate: today(), remarks: 'Spoke to mother' },
    });
    expect(manual.json().status).toBe('Done');
    // The spec's academic type: a call to plan, filed under the academic category.
    const academic = await t.as(COUNSELLOR, {
      method: 'POST',
      url: '/api/enquiry-follow-up',
      payload: { enquiryId: e.id, followUpType: 'academic', followUpDate: inDays(2) },
    });
    expect(academic.statusCode).toBe(201);
    expect(academic.json()).toMatchObject({ followUpType: 'academic', category: 'academic', status: 'Open' });

    const summary = (
      await t.as(COUNSELLOR, { method: 'GET', url: `/api/followup/summary?academicYearID=${year}` })
    ).json();
    expect(summary.buckets.map((b: { label: string }) => b.label)).toEqual([
      'Open-Cold',
      'Int to Walkin Warm',
      'Walkin completed-Hot',
      'Close enquiries',
    ]);
    expect(summary.buckets[0].slots.map((s: { label: string }) => s.label)).toEqual([
      'Over Due',
      'Current',
      'Next followup',
    ]);
    // Every count is the total of the list it opens.
    const totalOf = async (query: string) =>
      (
        await t.as(COUNSELLOR, {
          method: 'GET',
          url: `/api/followup/list?${query}&academicYearID=${year}&pageSize=1`,
        })
      ).json().count;
    expect(summary.due).toBe(await totalOf('bucket=due'));
    for (const bucket of summary.buckets as { key: string; count: number; slots: { key: string; count: number }[] }[]) {
      expect(bucket.count).toBe(await totalOf(`bucket=${bucket.key}`));
      for (const slot of bucket.slots) expect(slot.count).toBe(await totalOf(`bucket=${bucket.key}&slot=${slot.key}`));
    }
    expect(summary.buckets[0].count).toBeGreaterThan(0);
    // The seed has an overdue cold lead (Zoya Khan) at centre 002.
    const overdue = (
      await t.as(COUNSELLOR, {
        method: 'GET',
        url: `/api/followup/list?bucket=cold&slot=overdue&academicYearID=${year}`,
      })
    ).json();
    expect(overdue.rows.map((r: { childName: string }) => r.childName)).toContain('Zoya Khan');
    const closed = (
      await t.as(COUNSELLOR, { method: 'GET', url: `/api/followup/list?bucket=closed&academicYearID=${year}` })
    ).json();
    expect(
      closed.rows.every((r: { stage: string }) => ['Close', 'Drop Off', 'Wrong class/Drop-off'].includes(r.stage)),
    ).toBe(true);
  });

  it('shows the funnel by stage and source on the dashboard', async () => {
    const d = (await t.as(A, { method: 'GET', url: `/api/enquiry/dashboard?academicYearID=${year}` })).json();
    expect(d.funnel[0].step).toBe('Enquiries');
    expect(d.funnel[0].reached).toBe(d.total);
    expect(d.funnel[1].reached).toBeLessThanOrEqual(d.funnel[0].reached);
    expect(d.bySource.find((s: { source: string }) => s.source === 'Walk-in').total).toBeGreaterThan(0);
  });
});
