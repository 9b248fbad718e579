import { todayInIndia, addDays } from '@portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '@portal/server/testing';

const SUPER = 'superadmin@demo.school';
/** The seeded academic manager's account. */
const AM_USER = 'trainer@demo.school';
const CENTRE_A = 'franchisee-a@demo.school';
const OWN = 2;
const OTHER = 3;

describe('AMS API', () => {
  let t: TestApp;
  let am: { id: number; zoneId: number; reportsToId: number };
  let otherZm: number;
  /** Days far enough ahead that no seeded visit or holiday is on them. */
  /** The n-th working day (Monday to Saturday) from a Monday about 200 days ahead: no visit falls on a Sunday. */
  const monday = (() => {
    let d = addDays(todayInIndia(), 200);
    while (new Date(`${d}T00:00:00Z`).getUTCDay() !== 1) d = addDays(d, 1);
    return d;
  })();
  const day = (n: number) => addDays(monday, n + Math.floor(n / 6));

  beforeAll(async () => {
    t = await startTestApp();
    const managers = (await t.as(SUPER, { method: 'GET', url: '/api/ams-managers?pageSize=100' })).json().rows;
    am = managers.find((m: { kind: string; name: string }) => m.kind === 'AM' && m.name === 'Anita Desai');
    otherZm = managers.find((m: { kind: string; zoneId: number }) => m.kind === 'ZM' && m.zoneId !== am.zoneId).id;
    const allocated = await t.as(SUPER, {
      method: 'POST',
      url: '/api/ams-centre-allocations',
      payload: { franchiseeId: OTHER, managerId: am.id },
    });
    expect(allocated.statusCode, allocated.body).toBe(201);
  });
  afterAll(() => t.close());

  const plan = (payload: Record<string, unknown>, email = SUPER) =>
    t.as(email, {
      method: 'POST',
      url: '/api/ams-visits',
      payload: { franchiseeId: OWN, managerId: am.id, auditType: 'centre', ...payload },
    });

  describe('set-up', () => {
    it('puts an academic manager under a zonal manager of the same zone', async () => {
      const noZm = await t.as(SUPER, {
        method: 'POST',
        url: '/api/ams-managers',
        payload: { kind: 'AM', name: 'Sunil Rao', zoneId: am.zoneId },
      });
      expect(noZm.statusCode).toBe(400);
      expect(noZm.body).toContain('Choose the zonal manager');
      const wrongZone = await t.as(SUPER, {
        method: 'POST',
        url: '/api/ams-managers',
        payload: { kind: 'AM', name: 'Sunil Rao', zoneId: am.zoneId, reportsToId: otherZm },
      });
      expect(wrongZone.statusCode).toBe(400);
      expect(wrongZone.body).toContain('another zone');
      const ok = await t.as(SUPER, {
        method: 'POST',
        url: '/api/ams-managers',
        payload: { kind: 'AM', name: 'Sunil Rao', zoneId: am.zoneId, reportsToId: am.reportsToId },
      });
      expect(ok.statusCode, ok.body).toBe(201);
      // ams/edit/{zmMappingID} and ams/edit/{academicManagerID}: one table, so each id names one row.
      const zm = await t.as(SUPER, { method: 'GET', url: `/api/ams-managers/${am.reportsToId}` });
      const amRow = await t.as(SUPER, { method: 'GET', url: `/api/ams-managers/${ok.json().id}` });
      expect([zm.json().kind, amRow.json().kind]).toEqual(['ZM', 'AM']);
      const turned = await t.as(SUPER, {
        method: 'PUT',
        url: `/api/ams-managers/${ok.json().id}`,
        payload: { kind: 'ZM' },
      });
      expect(turned.statusCode).toBe(400);
    });

    it('allocates centres to academic managers only', async () => {
      const toZm = await t.as(SUPER, {
        method: 'PUT',
        url: `/api/ams-centre-allocations/${(await allocationOf(OTHER)).id}`,
        payload: { managerId: am.reportsToId },
      });
      expect(toZm.statusCode).toBe(400);
      expect(toZm.body).toContain('not zonal managers');
    });

    it('keeps a cycle’s weightage at 100 %', async () => {
      const bad = await t.as(SUPER, {
        method: 'POST',
        url: '/api/ams-cycles',
        payload: { name: 'H2', startDate: '2027-04-01', endDate: '2027-09-30', centreWeight: 70, academicWeight: 40 },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain('must add up to 100 % (now 110 %)');
      const backwards = await t.as(SUPER, {
        method: 'POST',
        url: '/api/ams-cycles',
        payload: { name: 'H2', startDate: '2027-09-30', endDate: '2027-04-01', centreWeight: 60, academicWeight: 40 },
      });
      expect(backwards.statusCode).toBe(400);
      const ok = await t.as(SUPER, {
        method: 'POST',
        url: '/api/ams-cycles',
        payload: { name: 'H2', startDate: '2027-04-01', endDate: '2027-09-30', centreWeight: 60, academicWeight: 40 },
      });
      expect(ok.statusCode, ok.body).toBe(201);
    });

    it('takes holidays from an uploaded sheet, all or nothing', async () => {
      const bad = await t.as(SUPER, {
        method: 'POST',
        url: '/api/ams-holidays/import',
        payload: { csv: `Date,Holiday\n${day(1)},Annual day\nnot-a-day,Broken\n` },
      });
      expect(bad.statusCode).toBe(400);
      const list1 = (await t.as(SUPER, { method: 'GET', url: '/api/ams-holidays?pageSize=100' })).json().rows;
      expect(list1.some((h: { name: string }) => h.name === 'Annual day')).toBe(false);
      const ok = await t.as(SUPER, {
        method: 'POST',
        url: '/api/ams-holidays/import',
        payload: { csv: `Date,Holiday\n${day(1)},Annual day\n${day(8)},Sports day\n` },
      });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().created).toBe(2);
    });

    it('is head office’s: a centre neither reads nor writes it', async () => {
      expect((await t.as(CENTRE_A, { method: 'GET', url: '/api/ams-zones' })).statusCode).toBe(403);
      expect((await t.as(CENTRE_A, { method: 'GET', url: '/api/amsv1/schedule' })).statusCode).toBe(403);
      expect((await plan({ visitDate: day(2) }, CENTRE_A)).statusCode).toBe(403);
    });
  });

  async function allocationOf(franchiseeId: number) {
    const rows = (await t.as(SUPER, { method: 'GET', url: '/api/ams-centre-allocations?pageSize=100' })).json().rows;
    return rows.find((r: { franchiseeId: number }) => r.franchiseeId === franchiseeId);
  }

  describe('the schedule', () => {
    let visitId: number;

    it('refuses a holiday, a centre not allocated to the manager and a second centre the same day', async () => {
      const holiday = await plan({ visitDate: day(1) });
      expect(holiday.statusCode).toBe(400);
      expect(holiday.body).toContain('is a holiday (Annual day)');

      const notAllocated = await plan({ franchiseeId: 1, visitDate: day(2) });
      expect(notAllocated.statusCode).toBe(400);
      expect(notAllocated.body).toContain('The centre is not allocated to Anita Desai');

      const first = await plan({ visitDate: day(2) });
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json().status).toBe('PENDING');
      visitId = first.json().id;

      const clash = await plan({ franchiseeId: OTHER, visitDate: day(2), auditType: 'academic' });
      expect(clash.statusCode).toBe(409);
      expect(clash.body).toContain('Anita Desai already has a visit on');
      // Nothing was written.
      const rows = (
        await t.as(SUPER, { method: 'GET', url: `/api/amsv1/schedule?managerId=${am.id}&pageSize=100` })
      ).json().rows;
      expect(rows.filter((r: { visitDate: string }) => r.visitDate === day(2))).toHaveLength(1);

      // Moving another visit onto that day clashes too.
      const other = await plan({ franchiseeId: OTHER, visitDate: day(3) });
      expect(other.statusCode).toBe(201);
      const moved = await t.as(SUPER, {
        method: 'PUT',
        url: `/api/ams-visits/${other.json().id}`,
        payload: { visitDate: day(2) },
      });
      expect(moved.statusCode).toBe(409);
      const onHoliday = await t.as(SUPER, {
        method: 'PUT',
        url: `/api/ams-visits/${other.json().id}`,
        payload: { visitDate: day(8) },
      });
      expect(onHoliday.statusCode).toBe(400);
      // Not on a Sunday, when centres are closed, nor outside the visit's cycle.
      const sunday = addDays(monday, 6);
      const onSunday = await plan({ franchiseeId: OTHER, visitDate: sunday });
      expect(onSunday.statusCode).toBe(400);
      expect(onSunday.json().fieldErrors.visitDate).toMatch(/is a Sunday, when centres are closed/);
      const cycles = (await t.as(SUPER, { method: 'GET', url: '/api/ams-cycles?pageSize=10' })).json().rows;
      const cycle = cycles[0] as { id: number; endDate: string };
      const outside = await plan({ franchiseeId: OTHER, cycleId: cycle.id, visitDate: day(400) });
      expect(outside.statusCode).toBe(400);
      expect(outside.json().fieldErrors.visitDate).toMatch(/^The visit must fall within/);
      // Without a cycle named, the visit takes the cycle covering its day, and a day no cycle covers is refused.
      const covered = await plan({ franchiseeId: OTHER, visitDate: day(20) });
      expect(covered.statusCode, covered.body).toBe(201);
      expect(covered.json().cycleId).toBeGreaterThan(0);
      const uncovered = await plan({ franchiseeId: OTHER, visitDate: day(900) });
      expect(uncovered.statusCode).toBe(400);
      expect(uncovered.json().fieldErrors.visitDate).toMatch(
        /^No audit cycle covers \d{2}-\d{2}-\d{4}; add the cycle first$/,
      );
      // Nor may a cycle's dates move past a visit it holds.
      const held = (
        await t.as(SUPER, { method: 'GET', url: '/api/ams-visits?pageSize=100&fields=cycleId,visitDate,status' })
      )
        .json()
        .rows.find((r: { cycleId: number | null; status: string }) => r.cycleId && r.status !== 'REJECTED') as {
        cycleId: number;
        visitDate: string;
      };
      const shrunk = await t.as(SUPER, {
        method: 'PUT',
        url: `/api/ams-cycles/${held.cycleId}`,
        payload: { endDate: addDays(held.visitDate, -1) },
      });
      expect(shrunk.statusCode).toBe(400);
      expect(shrunk.json().fieldErrors.startDate).toMatch(/would fall outside these dates; move it first$/);
    });

    it('is approved by someone other than the manager, then shows as approved and on the public calendar', async () => {
      const own = await t.as(AM_USER, { method: 'POST', url: `/api/ams-visits/${visitId}/approve`, payload: {} });
      expect(own.statusCode).toBe(403);
      expect(own.json().message).toMatch(/^You raised the visit of .*: someone else must approve it$/);
      const ok = await t.as(SUPER, { method: 'POST', url: `/api/ams-visits/${visitId}/approve`, payload: {} });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().status).toBe('APPROVED');
      const again = await t.as(SUPER, { method: 'POST', url: `/api/ams-visits/${visitId}/approve`, payload: {} });
      expect(again.statusCode).toBe(409);

      const approved = (
        await t.as(AM_USER, { method: 'GET', url: '/api/amsv1/approved-schedule?pageSize=100' })
      ).json();
      expect(approved.rows.some((r: { id: number }) => r.id === visitId)).toBe(true);
      expect(approved.rows.every((r: { status: string }) => r.status === 'APPROVED')).toBe(true);
      const mine = (await t.as(AM_USER, { method: 'GET', url: '/api/amsv1/schedule?mine=true&pageSize=100' })).json();
      expect(mine.rows.length).toBeGreaterThan(0);
      expect(mine.rows.every((r: { managerId: number }) => r.managerId === am.id)).toBe(true);

      const month = day(2).slice(0, 7);
      const calendar = await t.as(null, { method: 'GET', url: `/api/public/ams-calendar?month=${month}` });
      expect(calendar.statusCode, calendar.body).toBe(200);
      expect(calendar.json().visits).toContainEqual(
        expect.objectContaining({ visitDate: day(2), manager: 'Anita Desai', auditType: 'centre' }),
      );
      const badMonth = await t.as(null, { method: 'GET', url: '/api/public/ams-calendar?month=2026-13' });
      expect(badMonth.statusCode).toBe(400);
      expect(badMonth.body).toContain('Month must be YYYY-MM');
    });

    it('frees the day when a visit is rejected', async () => {
      const pending = await plan({ visitDate: day(4) });
      expect(pending.statusCode).toBe(201);
      const rejected = await t.as(SUPER, {
        method: 'POST',
        url: `/api/ams-visits/${pending.json().id}/reject`,
        payload: { remark: 'Centre closed for repairs' },
      });
      expect(rejected.statusCode, rejected.body).toBe(200);
      expect((await plan({ franchiseeId: OTHER, visitDate: day(4) })).statusCode).toBe(201);
    });

    it('lists the manager’s own centres with their next visit', async () => {
      const res = await t.as(AM_USER, { method: 'GET', url: '/api/amsv1/myCenters' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().manager).toBe('Anita Desai');
      expect(
        res
          .json()
          .rows.map((r: { franchiseeId: number }) => r.franchiseeId)
          .sort(),
      ).toEqual(expect.arrayContaining([OWN, OTHER]));
      const none = await t.as(SUPER, { method: 'GET', url: '/api/amsv1/myCenters' });
      expect(none.json()).toEqual({ manager: null, rows: [] });
    });
  });
});

describe('the public AMS calendar', () => {
  it('limits requests per address like the other public pages', async () => {
    // Reads are allowed four times the sign-in limit a minute: 2 → 8.
    const limited = await startTestApp({ authIpLimitPerMinute: 2 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 9; i++)
        codes.push(
          (await limited.app.inject({ method: 'GET', url: '/api/public/ams-calendar?month=2026-01' })).statusCode,
        );
      expect(codes.slice(0, 8)).toEqual(Array(8).fill(200));
      const refused = await limited.app.inject({ method: 'GET', url: '/api/public/ams-calendar?month=2026-01' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toContain('Too many attempts from this address');
    } finally {
      await limited.close();
    }
  });
});
