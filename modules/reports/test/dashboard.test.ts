import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInIndia } from '@portal/core';
import { startTestApp, type TestApp } from '@portal/server/testing';
import * as C from '../shared/contracts.ts';
import { MESSAGES } from '../shared/constants.ts';
import {
  buildFixture,
  CENTRE_A,
  CENTRE_B,
  COUNSELLOR,
  DAY,
  MARKETING,
  roleIdOf,
  SUPER,
  TEACHER,
  type Fixture,
} from './fixture.ts';

let t: TestApp;
let fx: Fixture;
beforeAll(async () => {
  t = await startTestApp();
  fx = await buildFixture(t);
});
afterAll(() => t.close());

type Widgets = { date: string; widgets: C.WidgetAnswer[] };

async function dashboardOf(email: string, query: string): Promise<Widgets> {
  const res = await t.as(email, { method: 'GET', url: `/api/dashboard/widgets?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return C.dashboardWidgets.response.parse(res.json()) as Widgets;
}

const byKey = (d: Widgets) => Object.fromEntries(d.widgets.map((w) => [w.key, w]));
const series = (w: C.WidgetAnswer) => Object.fromEntries(w.series.map((s) => [s.key, s.value]));

async function rowsOf(email: string, key: string, query: string) {
  const res = await t.as(email, { method: 'GET', url: `/api/dashboard/widgets/${key}/rows?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return C.figureRows.response.parse(res.json());
}

describe("the centre owner's dashboard", () => {
  it('shows the seeded widgets in order with figures counted by hand', async () => {
    const d = await dashboardOf(CENTRE_A, `date=${DAY}&academicYearID=${fx.yearId}`);
    expect(d.date).toBe(DAY);
    expect(d.widgets.map((w) => w.key)).toEqual([
      'follow-ups-today',
      'visits-today',
      'admissions-month',
      'fees-collected-month',
      'fees-overdue',
      'orders-in-transit',
      'staff-on-leave',
      'attendance-today',
      'immunisations-due',
    ]);
    const w = byKey(d);
    // e1 and e2 are due and open; e3's is done, e2's next is tomorrow, centre B's is not ours.
    expect(w['follow-ups-today'].value).toBe(2);
    // Only e1 is at 'Appointment Fixed'.
    expect(w['visits-today'].value).toBe(1);
    // 1 and 30 June count; 31 May and 1 July do not.
    expect(w['admissions-month'].value).toBe(2);
    // ₹1,000 confirmed + ₹500 transferred; the payment of 1 July (India) and failed/initiated ones do not.
    expect(w['fees-collected-month']).toMatchObject({ value: 150_000, unit: 'paise' });
    // Nothing is overdue in 2031 beyond the demo's own instalments; checked on its own day below.
    expect(w['orders-in-transit'].value).toBe(2);
    // One approved leave covers the day (the pending one and the later one do not).
    expect(w['staff-on-leave'].value).toBe(1);
    // Children in of children on roll, as the Today list counts them (register marks are not arrivals): nobody
    // checked in on that day, so every child on roll is not in yet.
    const day = series(w['attendance-today']);
    expect(w['attendance-today']).toMatchObject({ value: 0, unit: 'percent', chart: 'donut' });
    expect(day.IN).toBe(0);
    expect(day.NOT_IN).toBeGreaterThan(0);
  });

  it('counts overdue fees as billed less conceded less paid, before the day', async () => {
    const d = await dashboardOf(CENTRE_A, 'date=2000-01-01');
    // 10,000 − 1,000 − 2,000 = 7,000; the paid one is settled and the one due that day is not late yet.
    expect(byKey(d)['fees-overdue'].value).toBe(7_000);
    const rows = await rowsOf(CENTRE_A, 'fees-overdue', 'date=2000-01-01');
    expect(rows.rows).toEqual([expect.objectContaining({ instalment: 'Fixture 901', outstandingPaise: 7_000 })]);
  });

  it('opens the follow-ups behind the figure, filtered to the day', async () => {
    const rows = await rowsOf(CENTRE_A, 'follow-ups-today', `date=${DAY}&academicYearID=${fx.yearId}`);
    expect(rows.title).toBe('Follow-ups due today');
    expect(rows.count).toBe(2);
    expect(rows.rows.map((r) => r.enquiryCode)).toEqual(fx.dueToday);
    expect(rows.columns.map((c) => c.key)).toContain('mobile');
  });

  it('lists every other figure the same way as it counts it', async () => {
    const q = `date=${DAY}&academicYearID=${fx.yearId}`;
    const cases: [string, number][] = [
      ['visits-today', 1],
      ['admissions-month', 2],
      ['fees-collected-month', 2],
      ['orders-in-transit', 2],
      ['staff-on-leave', 1],
    ];
    for (const [key, n] of cases) expect((await rowsOf(CENTRE_A, key, q)).count, key).toBe(n);
    const paid = await rowsOf(CENTRE_A, 'fees-collected-month', q);
    expect(paid.rows.reduce((s, r) => s + Number(r.amountPaise), 0)).toBe(150_000);
    const onRoll = series((await dashboardOf(CENTRE_A, q)).widgets.find((w) => w.key === 'attendance-today')!);
    const notIn = await rowsOf(CENTRE_A, 'attendance-today', `${q}&series=NOT_IN`);
    expect(notIn.count).toBe(onRoll.NOT_IN);
    expect(new Set(notIn.rows.map((r) => r.status))).toEqual(new Set(['Not in yet']));
  });

  it("never reads another centre's rows, whichever centre is asked for", async () => {
    const other = await t.as(CENTRE_A, {
      method: 'GET',
      url: `/api/dashboard/widgets?date=${DAY}&franchiseeID=${fx.centreB}`,
    });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toMatch(/not found/);
    const rows = await t.as(CENTRE_A, {
      method: 'GET',
      url: `/api/dashboard/widgets/follow-ups-today/rows?date=${DAY}&franchiseeID=${fx.centreB}`,
    });
    expect(rows.statusCode).toBe(404);
    // Centre B's own owner sees its one follow-up.
    const b = await dashboardOf(CENTRE_B, `date=${DAY}&academicYearID=${fx.yearId}`);
    expect(byKey(b)['follow-ups-today'].value).toBe(1);
    expect(byKey(b)['admissions-month'].value).toBe(0);
  });

  it('applies the centre chosen in the shell for a network user', async () => {
    const res = await t.as(SUPER, {
      method: 'GET',
      url: `/api/dashboard/widgets/follow-ups-today/rows?date=${DAY}&academicYearID=${fx.yearId}`,
      franchiseeId: fx.centreB,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().count).toBe(1);
  });
});

describe('the follow-ups due today', () => {
  it('are one figure on the tile, behind its link and in the enquiry alert, for each role that sees them', async () => {
    // The demo centre's leads as the day finds them: some due today, some overdue.
    const today = todayInIndia();
    const years = await t.as(CENTRE_A, {
      method: 'GET',
      url: '/api/franchiseeAcademicYears?isCurrentAcademicYear=true',
    });
    const year = years.json().rows[0].id as number;
    for (const email of [CENTRE_A, COUNSELLOR, 'multirole@demo.school']) {
      const query = `date=${today}&academicYearID=${year}&franchiseeID=${fx.centreA}`;
      const tile = byKey(await dashboardOf(email, query))['follow-ups-today'].value;
      const rows = await rowsOf(email, 'follow-ups-today', query);
      const alert = await t.as(email, {
        method: 'GET',
        url: `/api/enquiry/enquiry-count?franchiseeID=${fx.centreA}&academicYearID=${year}`,
      });
      expect(alert.statusCode, alert.body).toBe(200);
      expect(tile, email).toBeGreaterThan(0);
      expect([rows.count, rows.rows.length, alert.json().todaysFollowUpCount], email).toEqual([tile, tile, tile]);
    }
  });
});

describe("head office's dashboard", () => {
  it('shows enquiries by stage and source, conversion, and the centres ranked', async () => {
    const d = await dashboardOf(MARKETING, `date=${DAY}&academicYearID=${fx.yearId}`);
    expect(d.widgets.map((w) => w.key)).toEqual([
      'enquiries-by-stage',
      'enquiries-by-source',
      'enquiry-conversion',
      'centre-rank',
    ]);
    const w = byKey(d);
    // A: 5 enquiries, B: 2.
    expect(w['enquiries-by-stage'].value).toBe(7);
    expect(series(w['enquiries-by-stage'])).toEqual({
      'Admission Confirmed': 3,
      Yet_to_call: 2,
      'Appointment Fixed': 1,
      'Drop Off': 1,
    });
    expect(series(w['enquiries-by-source'])).toEqual({ 'Walk-in': 5, Website: 2 });
    // 3 confirmed of 7 = 42.9 %.
    expect(w['enquiry-conversion'].value).toBe(42.9);
    // B converts 1 of 2 (50 %), A 2 of 5 (40 %).
    expect(w['centre-rank'].series.map((s) => [s.label, s.value])).toEqual([
      ['Tiny Tots Academy Koregaon Park', 50],
      ['Little Sprouts Preschool Indiranagar', 40],
    ]);
    const ranked = await rowsOf(MARKETING, 'centre-rank', `date=${DAY}&academicYearID=${fx.yearId}`);
    expect(ranked.rows[0]).toMatchObject({ rank: 1, total: 2, converted: 1, conversion: 50 });
    const walkIns = await rowsOf(MARKETING, 'enquiries-by-source', `academicYearID=${fx.yearId}&series=Walk-in`);
    expect(walkIns.count).toBe(5);
  });

  it('narrows every figure to the centre picked in the selector', async () => {
    const d = await dashboardOf(MARKETING, `date=${DAY}&academicYearID=${fx.yearId}&franchiseeID=${fx.centreA}`);
    expect(byKey(d)['enquiries-by-stage'].value).toBe(5);
    expect(byKey(d)['enquiry-conversion'].value).toBe(40);
  });

  it('shows royalty invoiced, kit orders by status and training completion to the super admin', async () => {
    const d = await dashboardOf(SUPER, `date=${DAY}&academicYearID=${fx.yearId}&franchiseeID=${fx.centreA}`);
    const w = byKey(d);
    expect(w['royalty-invoiced']).toMatchObject({ value: 17_700, unit: 'paise' });
    expect(w['kit-orders-by-status'].value).toBe(4);
    expect(series(w['kit-orders-by-status'])).toEqual({ DELIVERED: 1, PENDING: 1, SHIPPED: 2 });
    const shipped = await rowsOf(
      SUPER,
      'kit-orders-by-status',
      `academicYearID=${fx.yearId}&franchiseeID=${fx.centreA}&series=SHIPPED`,
    );
    expect(shipped.count).toBe(2);
    const training = byKey(await dashboardOf(SUPER, `franchiseeID=${fx.centreT}`))['training-completion'];
    // 2 approved teachers × 3 active modules = 6; 2 completed (the inactive module and the pending
    // teacher do not count).
    expect(training.value).toBe(33.3);
    expect(series(training)).toEqual({ completed: 2, pending: 4 });
    const perTeacher = await rowsOf(SUPER, 'training-completion', `franchiseeID=${fx.centreT}`);
    expect(perTeacher.rows).toEqual([
      { name: 'Asha Fixture', required: 3, completed: 2, completion: 66.7 },
      { name: 'Bina Fixture', required: 3, completed: 0, completion: 0 },
    ]);
  });
});

describe('other roles and the placements', () => {
  it('gives a teacher and a counsellor what they need first thing', async () => {
    const teacher = await dashboardOf(TEACHER, `date=${DAY}`);
    expect(teacher.widgets.map((w) => w.key)).toEqual(['attendance-today']);
    const counsellor = await dashboardOf(COUNSELLOR, `date=${DAY}&academicYearID=${fx.yearId}`);
    expect(counsellor.widgets.map((w) => w.key)).toEqual([
      'follow-ups-today',
      'visits-today',
      'enquiries-by-stage',
      'enquiry-conversion',
    ]);
    expect(byKey(counsellor)['follow-ups-today'].value).toBe(2);
  });

  it('refuses the list behind a figure the role may not see, and a centre comparison to a centre', async () => {
    const teacher = await t.as(TEACHER, { method: 'GET', url: '/api/dashboard/widgets/fees-overdue/rows' });
    expect(teacher.statusCode).toBe(403);
    expect(teacher.json().message).toBe(MESSAGES.widgetRefused);
    const owner = await t.as(CENTRE_A, { method: 'GET', url: '/api/dashboard/widgets/centre-rank/rows' });
    expect(owner.statusCode).toBe(403);
    expect(owner.json().message).toBe(MESSAGES.networkOnly);
    const unknown = await t.as(CENTRE_A, { method: 'GET', url: '/api/dashboard/widgets/no-such/rows' });
    expect(unknown.statusCode).toBe(400);
    const badDate = await t.as(CENTRE_A, { method: 'GET', url: '/api/dashboard/widgets?date=2031-02-30' });
    expect(badDate.statusCode).toBe(400);
  });

  it('places a widget on a role from the System area, and only head office may', async () => {
    const roleId = await roleIdOf(t, 'TEACHER');
    const refused = await t.as(CENTRE_A, {
      method: 'POST',
      url: '/api/dashboard-widgets',
      payload: { roleId, widget: 'staff-on-leave', position: 5 },
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    const placed = await t.as(SUPER, {
      method: 'POST',
      url: '/api/dashboard-widgets',
      payload: { roleId, widget: 'follow-ups-today', position: 5 },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    // The teacher holds no follow-up module: the placement shows nothing it may not see.
    expect((await dashboardOf(TEACHER, `date=${DAY}`)).widgets.map((w) => w.key)).toEqual(['attendance-today']);
    const staffOnLeave = await t.as(SUPER, {
      method: 'POST',
      url: '/api/dashboard-widgets',
      payload: { roleId, widget: 'staff-on-leave', position: 6 },
    });
    expect(staffOnLeave.statusCode, staffOnLeave.body).toBe(201);
    // Teachers hold Staff GET: the figure appears, counting only the teacher's own leave.
    const after = await dashboardOf(TEACHER, `date=${DAY}`);
    expect(after.widgets.map((w) => w.key)).toEqual(['attendance-today', 'staff-on-leave']);
    const dup = await t.as(SUPER, {
      method: 'POST',
      url: '/api/dashboard-widgets',
      payload: { roleId, widget: 'staff-on-leave', position: 7 },
    });
    expect(dup.statusCode).toBe(409);
  });
});
