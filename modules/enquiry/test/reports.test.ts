import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { A, B, classId, currentYearId, mobile, newEnquiry } from './helpers.ts';

let t: TestApp;
let year: number;
beforeAll(async () => {
  t = await startTestApp();
  year = await currentYearId(t);
});
afterAll(() => t.close());

describe('Spanco filters', () => {
  it('filters by class category, date, status and counsellor, each inside the fence', async () => {
    const toddler = await classId(t, 'Mother Toddler');
    const e = (await newEnquiry(t, A, { mobile: mobile(), classId: toddler, childName: 'Navya Iyer' }, year)).json();
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const list = async (q: string) =>
      (await t.as(A, { method: 'GET', url: `/api/enquiry/spanco?academicYearID=${year}&pageSize=200&${q}` })).json();
    expect((await list('studentClassCategory=Parent Toddler')).rows.map((r: { id: number }) => r.id)).toContain(e.id);
    expect((await list('studentClassCategory=Hybrid')).rows.map((r: { id: number }) => r.id)).not.toContain(e.id);
    expect((await list(`fromDate=${today}&toDate=${today}`)).rows.map((r: { id: number }) => r.id)).toContain(e.id);
    const suspects = await list('spancoStatus=Suspect&spancoSubStatus=New');
    expect(suspects.rows.every((r: { spancoStatus: string }) => r.spancoStatus === 'Suspect')).toBe(true);
    expect(suspects.statusCounts.Suspect).toBeGreaterThan(0);
    const mine = await list(`assignedTo=${e.assignedTo}`);
    expect(mine.rows.every((r: { assignedTo: number }) => r.assignedTo === e.assignedTo)).toBe(true);
    expect((await t.as(A, { method: 'GET', url: '/api/enquiry/spanco?spancoStatus=Hot' })).json().message).toMatch(
      /^Spanco status must be one of: Suspect, Prospect, Approach, Negotiation, Closure, Order/,
    );
  });
});

describe('service enquiries', () => {
  it('keeps service enquiries in their own list and dashboard', async () => {
    const lkg = await classId(t, 'LKG');
    const serviceList = async () =>
      (await t.as(A, { method: 'GET', url: `/api/service-enquiry/list?academicYearID=${year}` })).json();
    const seeded = (await serviceList()).rows.map((r: { id: number }) => r.id);
    const noType = await newEnquiry(t, A, { mobile: mobile(), classId: lkg, enquiryType: 'SERVICE' }, year);
    expect(noType.json().fieldErrors).toEqual({ serviceType: 'Service type is required' });
    const s = (
      await newEnquiry(
        t,
        A,
        { mobile: mobile(), classId: lkg, enquiryType: 'SERVICE', serviceType: 'TRANSPORT', childName: 'Bus Rider' },
        year,
      )
    ).json();
    const list = await serviceList();
    expect(list.rows.map((r: { id: number }) => r.id).sort()).toEqual([...seeded, s.id].sort());
    expect(list.rows.every((r: { enquiryType: string }) => r.enquiryType === 'SERVICE')).toBe(true);
    const admissions = (
      await t.as(A, { method: 'GET', url: `/api/enquiry/spanco?academicYearID=${year}&pageSize=200` })
    ).json();
    expect(admissions.rows.map((r: { id: number }) => r.id)).not.toContain(s.id);
    expect(
      (await t.as(A, { method: 'GET', url: `/api/service-enquiry/dashboard?academicYearID=${year}` })).json().total,
    ).toBe(seeded.length + 1);
    expect((await t.as('counsellor@demo.school', { method: 'GET', url: '/api/service-enquiry/list' })).statusCode).toBe(
      403,
    );
  });
});

describe('B2S report', () => {
  it("sets targets per centre and year and compares them with the centre's enquiries and admissions", async () => {
    const rows = (await t.as(A, { method: 'GET', url: `/api/B2SReport/dashboard?academicYearID=${year}` })).json().rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ franchiseeId: 2, enquiryTarget: 240, admissionTarget: 60 });
    expect(rows[0].enquiryAchievement).toBe(Math.round((rows[0].enquiries / 240) * 10_000) / 100);
    const all = (
      await t.as('marketing@demo.school', { method: 'GET', url: `/api/B2SReport/dashboard?academicYearID=${year}` })
    ).json().rows;
    expect(all.map((r: { franchiseeId: number }) => r.franchiseeId)).toEqual([1, 2, 3, 4, 5]);
    const csv = await t.as(A, { method: 'GET', url: `/api/B2SReport/download?academicYearID=${year}` });
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body.split(/\r?\n/)[0]).toBe(
      'Centre,Enquiry target,Enquiries,Enquiry achievement %,' +
        'Admission target,Admissions,Admission achievement %,Conversion %',
    );
    expect(csv.body).toContain('Little Sprouts Preschool Indiranagar,240,');
    expect(csv.body).not.toContain('Tiny Tots');
    // Centre owners read targets; head office sets them.
    const target = await t.as('marketing@demo.school', {
      method: 'POST',
      url: '/api/b2s-target',
      payload: { franchiseeId: 4, academicYearId: year, enquiryTarget: 100, admissionTarget: 30 },
    });
    expect(target.statusCode, target.body).toBe(201);
    expect(
      (
        await t.as(A, {
          method: 'POST',
          url: '/api/b2s-target',
          payload: { academicYearId: year, enquiryTarget: 1, admissionTarget: 1 },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.as(B, { method: 'GET', url: `/api/B2SReport/dashboard?academicYearID=${year}&franchiseeID=2` }))
        .statusCode,
    ).toBe(404);
  });
});
