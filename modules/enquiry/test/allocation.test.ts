import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { A, B, COUNSELLOR, SUPER, classId, currentYearId, mobile, newEnquiry } from './helpers.ts';

let t: TestApp;
let year: number;
let lkg: number;
let ids: Record<string, number>;
beforeAll(async () => {
  t = await startTestApp();
  year = await currentYearId(t);
  lkg = await classId(t, 'LKG');
  const users = (await t.as(SUPER, { method: 'GET', url: '/api/user?pageSize=50' })).json().rows as {
    id: number;
    email: string;
  }[];
  ids = Object.fromEntries(users.map((u) => [u.email.split('@')[0], u.id]));
});
afterAll(() => t.close());

const rules = async () =>
  (await t.as(A, { method: 'GET', url: '/api/lead-allocation-rule?pageSize=50' })).json().rows as {
    id: number;
    method: string;
    counsellorId: number;
  }[];

describe('auto-allocation rules', () => {
  it('hands new leads round-robin to the pool, and logs each allocation', async () => {
    const got: number[] = [];
    for (let i = 0; i < 4; i++) got.push((await newEnquiry(t, A, { mobile: mobile(), classId: lkg }, year)).json().id);
    const assigned = [];
    for (const id of got)
      assigned.push((await t.as(A, { method: 'GET', url: `/api/enquiry/${id}` })).json().assignedTo);
    expect(new Set(assigned)).toEqual(new Set([ids.counsellor, ids.multirole]));
    expect(assigned[0]).not.toBe(assigned[1]);
    expect(assigned[0]).toBe(assigned[2]);
    const log = (await t.as(A, { method: 'GET', url: `/api/lead-allocation/log?enquiryId=${got[0]}` })).json().rows;
    expect(log).toMatchObject([{ kind: 'AUTO', toUserId: assigned[0], reason: 'Round robin rule' }]);
  });

  it('keeps a walk-in with the counsellor who recorded it; her phone enquiries follow the rules', async () => {
    const rounds = async () => (await rules()).find((r) => r.method === 'Round robin');
    // Two walk-ins in a row: the pool would hand them to its two counsellors in turn.
    const walkIns = [];
    for (let i = 0; i < 2; i++)
      walkIns.push((await newEnquiry(t, COUNSELLOR, { mobile: mobile(), classId: lkg }, year)).json());
    for (const e of walkIns) {
      expect((await t.as(A, { method: 'GET', url: `/api/enquiry/${e.id}` })).json().assignedTo).toBe(ids.counsellor);
      const log = (await t.as(A, { method: 'GET', url: `/api/lead-allocation/log?enquiryId=${e.id}` })).json().rows;
      expect(log).toMatchObject([
        { kind: 'AUTO', toUserId: ids.counsellor, reason: expect.stringMatching(/^Walk-in/) },
      ]);
    }
    expect(await rounds()).toBeDefined();
    // A call she takes goes by the centre's rules: round robin between the pool's two counsellors.
    const calls = [];
    for (let i = 0; i < 2; i++)
      calls.push(
        (await newEnquiry(t, COUNSELLOR, { mobile: mobile(), classId: lkg, source: 'Phone Call' }, year)).json().id,
      );
    const assigned = [];
    for (const id of calls)
      assigned.push((await t.as(A, { method: 'GET', url: `/api/enquiry/${id}` })).json().assignedTo);
    expect(new Set(assigned)).toEqual(new Set([ids.counsellor, ids.multirole]));
  });

  it('prefers a PIN code rule, then a class rule, over the pool', async () => {
    const pin = await t.as(A, {
      method: 'POST',
      url: '/api/lead-allocation-rule',
      payload: { method: 'PIN code', pincode: '560075', counsellorId: ids['franchisee-a'] },
    });
    expect(pin.statusCode, pin.body).toBe(201);
    const byClass = await t.as(A, {
      method: 'POST',
      url: '/api/lead-allocation-rule',
      payload: { method: 'Class', classId: lkg, counsellorId: ids.multirole },
    });
    expect(byClass.statusCode).toBe(201);
    // The rules name their counsellors as people, in the list and in the picker's search, never by email.
    const ruleRows = (await t.as(A, { method: 'GET', url: '/api/lead-allocation-rule?pageSize=50' })).json().rows;
    const labels = ruleRows.map((r: { counsellorIdLabel: string }) => r.counsellorIdLabel);
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.some((l: string) => l.includes('@'))).toBe(false);
    const picker = (await t.as(A, { method: 'GET', url: '/api/user?q=counsellor&fields=fullName' })).json().rows;
    expect(picker.every((u: { fullName: string }) => u.fullName && !u.fullName.includes('@'))).toBe(true);
    const e1 = (await newEnquiry(t, A, { mobile: mobile(), classId: lkg, pincode: '560075' }, year)).json();
    expect((await t.as(A, { method: 'GET', url: `/api/enquiry/${e1.id}` })).json().assignedTo).toBe(
      ids['franchisee-a'],
    );
    const e2 = (await newEnquiry(t, A, { mobile: mobile(), classId: lkg, pincode: '560038' }, year)).json();
    expect((await t.as(A, { method: 'GET', url: `/api/enquiry/${e2.id}` })).json().assignedTo).toBe(ids.multirole);
    for (const r of await rules())
      if (r.method !== 'Round robin') await t.as(A, { method: 'DELETE', url: `/api/lead-allocation-rule/${r.id}` });
  });

  it('refuses rules without what they match on, or with a counsellor of another centre', async () => {
    const noPin = await t.as(A, {
      method: 'POST',
      url: '/api/lead-allocation-rule',
      payload: { method: 'PIN code', counsellorId: ids.counsellor },
    });
    expect(noPin.json().fieldErrors).toEqual({ pincode: 'PIN code is required for the PIN code method' });
    const foreign = await t.as(A, {
      method: 'POST',
      url: '/api/lead-allocation-rule',
      payload: { method: 'Round robin', counsellorId: ids['franchisee-b'] },
    });
    expect(foreign.statusCode).toBe(400);
    const teacher = await t.as(A, {
      method: 'POST',
      url: '/api/lead-allocation-rule',
      payload: { method: 'Round robin', counsellorId: ids.teacher },
    });
    expect(teacher.json().fieldErrors.counsellorId).toBe(
      'The counsellor must be an active counsellor or centre head of this centre',
    );
  });

  it('checks a changed rule with what it keeps from before', async () => {
    const pool = (await rules()).find((r) => r.method === 'Round robin');
    if (!pool) throw new Error('the seed has a round-robin rule');
    const url = `/api/lead-allocation-rule/${pool.id}`;
    const toClass = await t.as(A, { method: 'PUT', url, payload: { method: 'Class' } });
    expect(toClass.json().fieldErrors).toEqual({ classId: 'Class is required for the class method' });
    const toTeacher = await t.as(A, { method: 'PUT', url, payload: { counsellorId: ids.teacher } });
    expect(toTeacher.json().fieldErrors.counsellorId).toBe(
      'The counsellor must be an active counsellor or centre head of this centre',
    );
    // A rule's own counsellor and method still pass when something else changes.
    const touched = await t.as(A, { method: 'PUT', url, payload: { isActive: true } });
    expect(touched.statusCode, touched.body).toBe(200);
    expect((await rules()).find((r) => r.id === pool.id)).toMatchObject({ method: 'Round robin' });
  });

  it("routes head office's leads to the centre serving the PIN code", async () => {
    const res = await newEnquiry(
      t,
      SUPER,
      { franchiseeId: 1, mobile: mobile(), classId: lkg, pincode: '411006', source: 'Head Office' },
      year,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().franchiseeId).toBe(3);
    expect(res.json().assignedTo).toBe(ids['franchisee-b']);
    const row = (await t.as(B, { method: 'GET', url: `/api/enquiry/${res.json().id}` })).json();
    expect(row.assignedTo).toBe(ids['franchisee-b']);
    const log = (
      await t.as(B, {
        method: 'GET',
        url: `/api/lead-allocation/log?enquiryId=${row.id}&sort=id&dir=asc&fields=kind,fromFranchiseeId`,
      })
    ).json().rows;
    expect(log.map((l: { kind: string }) => l.kind)).toEqual(['ROUTING', 'AUTO']);
    expect(log[0]).toMatchObject({ fromFranchiseeId: 1 });
    const unserved = await newEnquiry(
      t,
      SUPER,
      { franchiseeId: 1, mobile: mobile(), classId: lkg, pincode: '110001' },
      year,
    );
    expect(unserved.json().franchiseeId).toBe(1);
  });
});

describe('manual allocation and reallocation', () => {
  it('allocates unassigned leads, reallocates with a reason, and logs both', async () => {
    for (const r of await rules())
      await t.as(A, { method: 'PUT', url: `/api/lead-allocation-rule/${r.id}`, payload: { isActive: false } });
    const e = (await newEnquiry(t, A, { mobile: mobile(), classId: lkg }, year)).json();
    expect(e.assignedTo).toBeNull();
    const waiting = (
      await t.as(A, { method: 'GET', url: `/api/lead-allocation/list?academicYearID=${year}&pageSize=200` })
    ).json().rows;
    expect(waiting.map((r: { id: number }) => r.id)).toContain(e.id);

    const toB = await t.as(A, {
      method: 'POST',
      url: '/api/lead-allocation/assign',
      payload: { enquiryIds: [e.id], counsellorId: ids['franchisee-b'] },
    });
    expect(toB.statusCode).toBe(400);
    expect(
      (
        await t.as(A, {
          method: 'POST',
          url: '/api/lead-allocation/assign',
          payload: { enquiryIds: [e.id], counsellorId: ids.counsellor },
        })
      ).json(),
    ).toEqual({ allocated: 1, unchanged: 0 });
    expect(
      (
        await t.as(A, {
          method: 'POST',
          url: '/api/lead-allocation/assign',
          payload: { enquiryIds: [e.id], counsellorId: ids.multirole },
        })
      ).json().message,
    ).toMatch(/^Already allocated/);
    const noReason = await t.as(A, {
      method: 'POST',
      url: '/api/lead-reallocation/assign',
      payload: { enquiryIds: [e.id], counsellorId: ids.multirole },
    });
    expect(noReason.json().fieldErrors).toEqual({ reason: 'Reason is required to reallocate' });
    expect(
      (
        await t.as(A, {
          method: 'POST',
          url: '/api/lead-reallocation/assign',
          payload: { enquiryIds: [e.id], counsellorId: ids.multirole, reason: 'Priya on leave' },
        })
      ).statusCode,
    ).toBe(200);
    const log = (
      await t.as(A, { method: 'GET', url: `/api/lead-allocation/log?enquiryId=${e.id}&sort=id&dir=asc` })
    ).json().rows;
    expect(log).toMatchObject([
      { kind: 'MANUAL', fromUserId: null, toUserId: ids.counsellor },
      { kind: 'REALLOCATION', fromUserId: ids.counsellor, toUserId: ids.multirole, reason: 'Priya on leave' },
    ]);
    // Another centre's user cannot move it, nor read the log.
    expect(
      (
        await t.as(B, {
          method: 'POST',
          url: '/api/lead-reallocation/assign',
          payload: { enquiryIds: [e.id], counsellorId: ids['franchisee-b'], reason: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.as(B, { method: 'GET', url: `/api/lead-allocation/log?enquiryId=${e.id}` })).json().rows).toEqual(
      [],
    );
    // Counsellors have no allocation module.
    expect((await t.as(COUNSELLOR, { method: 'GET', url: '/api/lead-allocation/list' })).statusCode).toBe(403);
    const people = (await t.as(A, { method: 'GET', url: '/api/lead-allocation/counsellors' }))
      .json()
      .rows.map((u: { email: string }) => u.email);
    expect(people.sort()).toEqual(['counsellor@demo.school', 'franchisee-a@demo.school', 'multirole@demo.school']);
  });
});
