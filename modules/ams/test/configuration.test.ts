import { addDays, todayInIndia } from '@portal/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUsers, userFranchisees } from '@portal/mod-users/server';
import { startTestApp, type TestApp } from '@portal/server/testing';
import {
  amsDashboard,
  cycleWeightage,
  roleConfiguration,
  saveCycleWeightage,
  type Weightage,
} from '../shared/contracts.ts';

const SUPER = 'superadmin@demo.school';
/** Head office's academic coordinator: the seeded academic manager's account. */
const AM_USER = 'trainer@demo.school';
const CENTRE_A = 'franchisee-a@demo.school';
const OWN = 2;
const OTHER = 3;

describe('AMS configuration: weightage, first audits, role configuration, dashboard', () => {
  let t: TestApp;
  let am: { id: number; zoneId: number; reportsToId: number };
  let cycleId: number;
  /** A Monday about 150 days ahead: no seeded holiday or visit near it. */
  const monday = (() => {
    let d = addDays(todayInIndia(), 150);
    while (new Date(`${d}T00:00:00Z`).getUTCDay() !== 1) d = addDays(d, 1);
    return d;
  })();

  const get = (email: string, url: string) => t.as(email, { method: 'GET', url });
  const put = (email: string, url: string, payload: object) => t.as(email, { method: 'PUT', url, payload });
  const post = (email: string, url: string, payload: object) => t.as(email, { method: 'POST', url, payload });

  beforeAll(async () => {
    t = await startTestApp();
    const managers = (await get(SUPER, '/api/ams-managers?pageSize=100')).json().rows;
    am = managers.find((m: { kind: string; name: string }) => m.kind === 'AM' && m.name === 'Anita Desai');
    // This year's cycle (the seed adds next year's too).
    const cycles = (await get(SUPER, '/api/ams-cycles?pageSize=10')).json().rows as { id: number; name: string }[];
    cycleId = cycles.find((c) => c.name === `Cycle ${todayInIndia().slice(0, 4)}`)!.id;
  });
  afterAll(() => t.close());

  describe('weightage of a cycle', () => {
    const read = async () =>
      cycleWeightage.response.parse((await get(SUPER, `/api/amsv1/weightageModification/${cycleId}`)).json());
    /** Weights split over each kind's categories as given, in checklist order. */
    const body = (w: Weightage, split: Record<'centre' | 'academic', number[]>, centreWeight = 60) => ({
      centreWeight,
      academicWeight: 100 - centreWeight,
      categories: w.types.flatMap((type) =>
        type.categories.map((c, i) => ({ categoryId: c.categoryId, weight: split[type.auditType][i] ?? 0 })),
      ),
    });

    it("lists each kind of audit's active categories with their weights", async () => {
      const w = await read();
      expect(w.types.map((x) => x.auditType)).toEqual(['centre', 'academic']);
      expect(w.types[0].categories.length).toBeGreaterThan(1);
      expect(w.types[1].categories.length).toBeGreaterThan(1);
    });

    it('refuses category weights that do not add up to 100 %, saying by how much', async () => {
      const w = await read();
      const res = await put(
        SUPER,
        `/api/amsv1/weightageModification/${cycleId}`,
        body(w, { centre: [50, 40, 0], academic: [50, 50] }),
      );
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe('The categories of the centre audit must add up to 100 % (now 90 %)');
      const academic = await put(
        SUPER,
        `/api/amsv1/weightageModification/${cycleId}`,
        body(w, { centre: [50, 25, 25], academic: [70, 40] }),
      );
      expect(academic.statusCode).toBe(400);
      expect(academic.json().message).toBe('The categories of the academic audit must add up to 100 % (now 110 %)');
      // Nothing was written.
      expect((await read()).types.every((x) => x.total === 0)).toBe(true);
    });

    it('refuses centre and academic weightage that do not add up to 100 %', async () => {
      const w = await read();
      const res = await put(SUPER, `/api/amsv1/weightageModification/${cycleId}`, {
        ...body(w, { centre: [50, 25, 25], academic: [50, 50] }),
        academicWeight: 50,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('must add up to 100 % (now 110 %)');
    });

    it('refuses a category of another checklist, a category twice and a weight past 100 %', async () => {
      const w = await read();
      const good = body(w, { centre: [50, 25, 25], academic: [50, 50] });
      const general = (await get(SUPER, '/api/audit/checklist?type=general')).json().categories[0].id;
      const foreign = await put(SUPER, `/api/amsv1/weightageModification/${cycleId}`, {
        ...good,
        categories: [...good.categories, { categoryId: general, weight: 0 }],
      });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.body).toContain('no longer on the centre or academic checklist');
      const twice = await put(SUPER, `/api/amsv1/weightageModification/${cycleId}`, {
        ...good,
        categories: [...good.categories, good.categories[0]],
      });
      expect(twice.statusCode).toBe(400);
      expect(twice.body).toContain('weighed twice');
      const over = await put(SUPER, `/api/amsv1/weightageModification/${cycleId}`, {
        ...good,
        categories: good.categories.map((c, i) => (i === 0 ? { ...c, weight: 150 } : c)),
      });
      expect(over.statusCode).toBe(400);
      expect(over.body).toContain('cannot be above 100 %');
    });

    it('saves weights that add up, with the kinds of audit, and logs the change', async () => {
      const w = await read();
      const res = await put(
        SUPER,
        `/api/amsv1/weightageModification/${cycleId}`,
        body(w, { centre: [50, 25, 25], academic: [70, 30] }, 70),
      );
      expect(res.statusCode, res.body).toBe(200);
      const saved = saveCycleWeightage.response.parse(res.json());
      expect([saved.centreWeight, saved.academicWeight]).toEqual([70, 30]);
      expect(saved.types.map((x) => x.total)).toEqual([100, 100]);
      expect(saved.types[0].categories.map((c) => c.weight)).toEqual([50, 25, 25]);
      const cycle = (await get(SUPER, `/api/ams-cycles/${cycleId}`)).json();
      expect([cycle.centreWeight, cycle.academicWeight]).toEqual([70, 30]);
    });

    it('is head office’s: a centre is refused, an unknown cycle is not found', async () => {
      expect((await get(CENTRE_A, `/api/amsv1/weightageModification/${cycleId}`)).statusCode).toBe(403);
      const w = await read();
      const body1 = body(w, { centre: [50, 25, 25], academic: [50, 50] });
      expect((await put(CENTRE_A, `/api/amsv1/weightageModification/${cycleId}`, body1)).statusCode).toBe(403);
      expect((await put(SUPER, '/api/amsv1/weightageModification/999999', body1)).statusCode).toBe(404);
    });
  });

  describe("a centre's first audit", () => {
    let firstId: number;
    const schedule = (payload: object, email = SUPER) =>
      post(email, '/api/ams-first-audits', {
        franchiseeId: OWN,
        managerId: am.id,
        auditType: 'centre',
        scheduledOn: monday,
        ...payload,
      });

    it('is scheduled once per centre: a second is refused and names the first', async () => {
      const first = await schedule({});
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json().status).toBe('SCHEDULED');
      firstId = first.json().id;
      const second = await schedule({ scheduledOn: addDays(monday, 1), auditType: 'academic' });
      expect(second.statusCode).toBe(409);
      expect(second.json().message).toMatch(/already has its first audit \(it is scheduled for \d\d-\d\d-\d{4}\)/);
    });

    it('is scheduled with an academic manager on a working day', async () => {
      const sunday = await schedule({ franchiseeId: OTHER, scheduledOn: addDays(monday, 6) });
      expect(sunday.statusCode).toBe(400);
      expect(sunday.body).toContain('is a Sunday');
      const zm = await schedule({ franchiseeId: OTHER, managerId: am.reportsToId });
      expect(zm.statusCode).toBe(400);
      expect(zm.body).toContain('Academic manager not found');
    });

    it('is recorded as held, not before its day, and then no longer changes', async () => {
      const early = await post(SUPER, `/api/ams-first-audits/${firstId}/record`, {
        heldOn: addDays(todayInIndia(), 3),
      });
      expect(early.statusCode).toBe(400);
      expect(early.body).toContain('cannot be recorded before the day it is held');
      const held = await post(SUPER, `/api/ams-first-audits/${firstId}/record`, { heldOn: todayInIndia() });
      expect(held.statusCode, held.body).toBe(200);
      expect(held.json().status).toBe('DONE');
      const again = await post(SUPER, `/api/ams-first-audits/${firstId}/record`, { heldOn: todayInIndia() });
      expect(again.statusCode).toBe(409);
      const moved = await put(SUPER, `/api/ams-first-audits/${firstId}`, { scheduledOn: addDays(monday, 1) });
      expect(moved.statusCode).toBe(409);
      const second = await schedule({});
      expect(second.statusCode).toBe(409);
      expect(second.json().message).toContain('it was held');
    });

    it('stays inside the fence of a head-office user assigned to some centres', async () => {
      const other = await schedule({ franchiseeId: OTHER });
      expect(other.statusCode, other.body).toBe(201);
      const [user] = await t.db.db.select().from(adminUsers).where(eq(adminUsers.email, AM_USER));
      await t.db.db.update(adminUsers).set({ allFranchisees: false }).where(eq(adminUsers.id, user.id));
      await t.db.db.insert(userFranchisees).values({ userId: user.id, franchiseeId: OWN });
      try {
        expect((await get(AM_USER, `/api/ams-first-audits/${other.json().id}`)).statusCode).toBe(404);
        const list = (await get(AM_USER, '/api/ams-first-audits?pageSize=100')).json().rows;
        expect(list.map((r: { franchiseeId: number }) => r.franchiseeId)).toEqual([OWN]);
        const record = await post(AM_USER, `/api/ams-first-audits/${other.json().id}/record`, {
          heldOn: todayInIndia(),
        });
        expect(record.statusCode).toBe(404);
        // A second first audit of a centre outside the fence is not found, and does not name the centre.
        const outside = await schedule({ franchiseeId: OTHER }, AM_USER);
        expect(outside.statusCode).toBe(404);
        expect(outside.body).not.toContain('Tiny Tots');
        // The configuration and the dashboard count only the centres in the fence.
        const config = roleConfiguration.response.parse((await get(AM_USER, '/api/amsv1/roleConfiguration')).json());
        const centres = config.zones.flatMap((z) => z.academicManagers.flatMap((m) => m.centres));
        expect([...centres, ...config.unallocated].every((c) => c.franchiseeId === OWN)).toBe(true);
        const dash = amsDashboard.response.parse((await get(AM_USER, '/api/amsv1/dashboard')).json());
        expect(dash.firstAudits.scheduled + dash.firstAudits.done).toBe(1);
      } finally {
        await t.db.db.delete(userFranchisees).where(eq(userFranchisees.userId, user.id));
        await t.db.db.update(adminUsers).set({ allFranchisees: true }).where(eq(adminUsers.id, user.id));
      }
    });

    it('is head office’s: a centre neither reads nor schedules it', async () => {
      expect((await get(CENTRE_A, '/api/ams-first-audits')).statusCode).toBe(403);
      expect((await schedule({ franchiseeId: OWN }, CENTRE_A)).statusCode).toBe(403);
    });
  });

  describe('role configuration and dashboard', () => {
    it('shows each zone with its managers and the centres each academic manager audits', async () => {
      const res = await get(SUPER, '/api/amsv1/roleConfiguration');
      expect(res.statusCode, res.body).toBe(200);
      const config = roleConfiguration.response.parse(res.json());
      const zone = config.zones.find((z) => z.id === am.zoneId)!;
      expect(zone.zonalManagers.map((m) => m.id)).toContain(am.reportsToId);
      const anita = zone.academicManagers.find((m) => m.id === am.id)!;
      expect(anita.reportsToId).toBe(am.reportsToId);
      expect(anita.centres.map((c) => c.franchiseeId)).toContain(OWN);
      expect(config.unallocated.map((c) => c.franchiseeId)).not.toContain(OWN);
      expect((await get(CENTRE_A, '/api/amsv1/roleConfiguration')).statusCode).toBe(403);
    });

    it('gives visits per cycle against what the centres call for, scores and what is pending', async () => {
      const res = await get(SUPER, '/api/amsv1/dashboard');
      expect(res.statusCode, res.body).toBe(200);
      const dash = amsDashboard.response.parse(res.json());
      const cycle = dash.cycles.find((c) => c.id === cycleId)!;
      expect(cycle.required).toBeGreaterThan(0);
      expect(cycle.planned).toBeGreaterThan(0);
      expect(cycle.pending + cycle.approved).toBe(cycle.planned);
      expect([cycle.centreWeight, cycle.academicWeight]).toEqual([70, 30]);
      if (cycle.centreScore !== null && cycle.academicScore !== null)
        expect(cycle.weightedScore).toBeCloseTo((cycle.centreScore * 70 + cycle.academicScore * 30) / 100, 1);
      expect(dash.academicManagers).toBeGreaterThan(0);
      expect(dash.pendingApprovals).toBeGreaterThanOrEqual(cycle.pending);
      expect(dash.firstAudits.done + dash.firstAudits.scheduled).toBe(2);
      expect((await get(CENTRE_A, '/api/amsv1/dashboard')).statusCode).toBe(403);
    });
  });
});
