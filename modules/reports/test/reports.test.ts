import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInIndia } from '@portal/core';
import { startWorker, type Worker } from '@portal/kit';
import { franchisees } from '@portal/mod-org/server';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { eq } from 'drizzle-orm';
import * as C from '../shared/contracts.ts';
import * as R from '../shared/report-contracts.ts';
import { MESSAGES } from '../shared/constants.ts';
import { benchmarkJob, centreMonthlyMetrics, exportJob, refreshBenchmarkSummaries } from '../server/index.ts';
import { monthStart, percentileOf } from '../server/benchmarks.ts';
import { buildFixture, CENTRE_A, CENTRE_B, MARKETING, SUPER, TEACHER, type Fixture } from './fixture.ts';
import { buildReportFixture, JUNE, reportGet, reportPage, totalsOf, writeHandSummaries } from './report-fixture.ts';
import type { ReportFixture } from './report-fixture.ts';

let t: TestApp;
let fx: Fixture;
let rf: ReportFixture;
let worker: Worker;
beforeAll(async () => {
  t = await startTestApp();
  fx = await buildFixture(t);
  rf = await buildReportFixture(t, fx);
  worker = await startWorker({ db: t.db.db, jobs: [exportJob], pollMs: 50 });
});
afterAll(async () => {
  await worker.stop();
  await t.close();
});

const get = (email: string, url: string, query: Record<string, string | number>) => reportGet(t, email, url, query);
const page = (email: string, url: string, query: Record<string, string | number>) => reportPage(t, email, url, query);

describe('student progress', () => {
  it("counts each child's attendance, grades and homework of the period by hand", async () => {
    const p = await page(CENTRE_A, '/api/report/student-progress', {
      ...JUNE,
      franchiseeID: fx.centreA,
      classID: rf.classId,
      search: 'Pupil',
    });
    expect(p.count).toBe(4);
    const pick = (r: Record<string, unknown>) => ({
      marked: r.daysMarked,
      present: r.daysPresent,
      working: r.workingDays,
      attendance: r.attendance,
      grades: r.gradesEntered,
      common: r.commonGrade,
      set: r.homeworkSet,
      done: r.homeworkSubmitted,
      hw: r.homeworkDone,
    });
    // The fixture's day (15-06-2031) is a Sunday: its marks are kept and shown as marked, but a day the centre does
    // not work counts nowhere as present (as the attendance service counts every child).
    expect(p.rows.map(pick)).toEqual([
      // June 2031 has 21 weekdays and the centre declared no calendar for it: 1 present of 21 is 4.8 %.
      { marked: 2, present: 0, working: 21, attendance: 0, grades: 3, common: 'A', set: 2, done: 2, hw: 100 },
      { marked: 1, present: 0, working: 21, attendance: 0, grades: 0, common: null, set: 2, done: 1, hw: 50 },
      { marked: 1, present: 0, working: 21, attendance: 0, grades: 0, common: null, set: 2, done: 0, hw: 0 },
      { marked: 1, present: 0, working: 21, attendance: 0, grades: 0, common: null, set: 2, done: 0, hw: 0 },
    ]);
    // Paging: two a page, the second page holds the last two.
    const second = await page(CENTRE_A, '/api/report/student-progress', {
      ...JUNE,
      franchiseeID: fx.centreA,
      search: 'Pupil',
      page: 2,
      pageSize: 2,
    });
    expect(second.count).toBe(4);
    expect(second.rows.map((r) => r.daysMarked)).toEqual([1, 1]);
  });

  it('exports the same rows as a CSV job', async () => {
    const res = await t.as(CENTRE_A, {
      method: 'POST',
      url: '/api/report/exports',
      payload: { report: 'student-progress', format: 'csv', ...JUNE, franchiseeID: fx.centreA, search: 'Pupil' },
    });
    expect(res.statusCode, res.body).toBe(202);
    const row = await finished(CENTRE_A, res.json().id);
    expect(row).toMatchObject({ status: 'Completed', rowCount: 4 });
    const file = await t.as(CENTRE_A, { method: 'GET', url: `/api/report/exports/${row.id}/file` });
    const lines = file.body.trim().split('\n');
    expect(lines[0]).toContain('Admission number,Student,Centre,Class,Days marked,Days present,Working days');
    expect(lines[1]).toContain(',2,0,21,0,3,A,2,2,100');
  });

  it("loads its Class filter for the trainer: the network's classes answer her, read-only", async () => {
    const trainer = 'trainer@demo.school';
    const classes = await t.as(trainer, { method: 'GET', url: '/api/class?pageSize=100' });
    expect(classes.statusCode, classes.body).toBe(200);
    expect(classes.json().rows.map((c: { name: string }) => c.name)).toContain('Nursery');
    // Reading them is all the grant gives: the classes are head office's to change.
    const id = classes.json().rows[0].id;
    const edit = await t.as(trainer, { method: 'PUT', url: `/api/class/${id}`, payload: { name: 'X' } });
    expect(edit.statusCode).toBe(403);
  });
});

describe('teacher progress', () => {
  it("counts each teacher's training, attendance and classes by hand", async () => {
    const p = await page(SUPER, '/api/report/teacher-progress', { ...JUNE, franchiseeID: fx.centreT });
    expect(
      p.rows.map((r) => [r.teacher, r.modulesRequired, r.modulesCompleted, r.training, r.daysMarked, r.attendance]),
    ).toEqual([
      ['Asha Fixture', 3, 2, 66.7, 2, 50],
      ['Bina Fixture', 3, 0, 0, 0, null],
      ['Chitra Fixture', 0, 0, null, 0, null],
    ]);
    expect(p.rows.every((r) => r.classes === 0 && r.homeworkSet === 0)).toBe(true);
  });
});

describe('schedules', () => {
  it('lists audit visits of the period with approved and pending totals', async () => {
    const p = await page(CENTRE_A, '/api/report/schedules', { ...JUNE, kind: 'audit' });
    expect(p.rows.map((r) => [r.visitDate, r.status])).toEqual([
      ['2031-06-05', 'APPROVED'],
      ['2031-06-20', 'PENDING'],
    ]);
    expect(totalsOf(p)).toEqual({ approved: 1, pending: 1 });
    const pending = await page(CENTRE_A, '/api/report/schedules', { ...JUNE, kind: 'audit', status: 'PENDING' });
    expect(pending.count).toBe(1);
  });

  it("lists trainings per centre with the centre's invited, accepted and present teachers", async () => {
    const own = await page(CENTRE_A, '/api/report/schedules', { ...JUNE, kind: 'training' });
    expect(own.rows.map((r) => [r.title, r.invited, r.accepted, r.present])).toEqual([
      ['Fixture phonics training', 2, 1, 1],
    ]);
    const all = await page(SUPER, '/api/report/schedules', { ...JUNE, kind: 'training' });
    expect(all.count).toBe(2);
  });
});

describe('order and royalty reports', () => {
  it('totals the orders placed in the period (India days)', async () => {
    const p = await page(CENTRE_A, '/api/report/order-report', JUNE);
    expect(p.rows.map((r) => r.orderNo)).toEqual(['FIX-RPT-ORD-1', 'FIX-RPT-ORD-2']);
    expect(totalsOf(p)).toEqual({ orders: 2, subtotalPaise: 15_000, taxPaise: 1_800, totalPaise: 16_800 });
    const shipped = await page(CENTRE_A, '/api/report/order-report', { ...JUNE, status: 'SHIPPED' });
    expect(totalsOf(shipped)).toMatchObject({ orders: 1, totalPaise: 11_800 });
  });

  it('totals the royalty invoices dated in the period', async () => {
    const p = await page(CENTRE_A, '/api/report/royalty-report', { fromDate: '2031-04-01', toDate: '2031-05-31' });
    expect(totalsOf(p)).toEqual({
      invoices: 2,
      collectedPaise: 200_000,
      royaltyPaise: 17_700,
      taxPaise: 0,
      totalPaise: 17_700,
    });
  });

  it('exports the royalty report as a PDF', async () => {
    const res = await t.as(CENTRE_A, {
      method: 'POST',
      url: '/api/report/exports',
      payload: { report: 'royalty', format: 'pdf', fromDate: '2031-04-01', toDate: '2031-05-31' },
    });
    expect(res.statusCode, res.body).toBe(202);
    const row = await finished(CENTRE_A, res.json().id);
    expect(row).toMatchObject({ status: 'Completed', rowCount: 2, format: 'pdf' });
    const file = await t.as(CENTRE_A, { method: 'GET', url: `/api/report/exports/${row.id}/file` });
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('report columns', () => {
  it('every paged report answers each row with exactly the columns it declares, none left out', async () => {
    const reports: [string, string, Record<string, string | number>][] = [
      [CENTRE_A, '/api/report/student-progress', { ...JUNE, franchiseeID: fx.centreA }],
      [SUPER, '/api/report/teacher-progress', { ...JUNE, franchiseeID: fx.centreT }],
      [CENTRE_A, '/api/report/schedules', { ...JUNE, kind: 'audit' }],
      [CENTRE_A, '/api/report/schedules', { ...JUNE, kind: 'training' }],
      [CENTRE_A, '/api/report/order-report', JUNE],
      [CENTRE_A, '/api/report/royalty-report', { fromDate: '2031-04-01', toDate: '2031-05-31' }],
    ];
    for (const [who, url, query] of reports) {
      const p = await page(who, url, query);
      expect(p.rows.length, `${url}: the fixture gives it rows`).toBeGreaterThan(0);
      const declared = p.columns.map((c) => c.key).sort();
      for (const row of p.rows)
        expect(Object.keys(row).sort(), `${p.title}: a row's keys are its declared columns`).toEqual(declared);
    }
  });
});

describe('franchisee data', () => {
  it("shows head office one centre's figures, counted by hand", async () => {
    const res = await get(MARKETING, '/api/report/franchisee-data', { franchiseeID: fx.centreT });
    expect(res.statusCode, res.body).toBe(200);
    const body = R.franchiseeData.response.parse(res.json());
    expect(body.centre).toMatchObject({ code: 'FIX-001', name: 'Fixture Centre', owner: 'Fixture Owner' });
    const f = Object.fromEntries(body.figures.map((x) => [x.key, x.value]));
    expect(f).toEqual({
      enquiries: 0,
      conversion: null,
      students: 0,
      teachers: 3,
      collected: 0,
      overdue: 0,
      royalty: 0,
      orders: 0,
      audit: 82.5,
    });
    // A centre owner holds no grant for it.
    expect((await get(CENTRE_A, '/api/report/franchisee-data', { franchiseeID: fx.centreA })).statusCode).toBe(403);
  });
});

describe('bad input', () => {
  it('refuses a backwards or too long period, another centre, and a role without the report', async () => {
    const backwards = await get(CENTRE_A, '/api/report/student-progress', {
      fromDate: '2031-06-30',
      toDate: '2031-06-01',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain(MESSAGES.backwards);
    const tooLong = await get(CENTRE_A, '/api/report/order-report', { fromDate: '2030-01-01', toDate: '2031-06-01' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain(MESSAGES.tooLong);
    const other = await get(CENTRE_A, '/api/report/royalty-report', { ...JUNE, franchiseeID: fx.centreB });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toMatch(/not found/);
    const otherBench = await get(CENTRE_A, '/api/report/benchmarks', { franchiseeID: fx.centreB });
    expect(otherBench.statusCode).toBe(404);
    const refused = await get(TEACHER, '/api/report/student-progress', JUNE);
    expect(refused.statusCode).toBe(403);
    const refusedExport = await t.as(TEACHER, {
      method: 'POST',
      url: '/api/report/exports',
      payload: { report: 'orders', format: 'pdf', ...JUNE },
    });
    expect(refusedExport.statusCode).toBe(403);
    expect(refusedExport.json().message).toBe(MESSAGES.reportRefused);
    const badKind = await get(CENTRE_A, '/api/report/schedules', { kind: 'parties' });
    expect(badKind.statusCode).toBe(400);
    expect(badKind.body).toContain('The schedule must be audit or training');
    const refresh = await t.as(CENTRE_A, { method: 'POST', url: '/api/report/benchmarks/refresh' });
    expect(refresh.statusCode).toBe(403);
    const queued = await t.as(SUPER, { method: 'POST', url: '/api/report/benchmarks/refresh' });
    expect(queued.statusCode, queued.body).toBe(202);
  });
});

describe('network benchmarks', () => {
  it('percentile: the share of the other centres beaten', () => {
    expect(percentileOf(50, [20, 80])).toBe(50);
    expect(percentileOf(90, [80, 95, null])).toBe(50);
    expect(percentileOf(10, [])).toBe(100);
    expect(percentileOf(null, [1])).toBeNull();
  });

  it("the refresh job writes each centre's month from the live tables", async () => {
    const today = todayInIndia();
    await refreshBenchmarkSummaries(t.db.db, today);
    const [row] = await t.db.db
      .select()
      .from(centreMonthlyMetrics)
      .where(eq(centreMonthlyMetrics.franchiseeId, fx.centreT))
      .then((rows) => rows.filter((r) => r.month === today.slice(0, 7)));
    // Two approved teachers × three active modules; two completed (the inactive module's does not count).
    expect(row).toMatchObject({ trainingRequired: 6, trainingCompleted: 2, enquiries: 0, attendanceMarked: 0 });
  });

  it("a centre's own view, read from its own rows, equals its place among the network's rows", async () => {
    await refreshBenchmarkSummaries(t.db.db);
    const stored = await t.db.db.select().from(centreMonthlyMetrics);
    expect(stored.every((r) => r.percentiles !== null && r.centreCount > 0)).toBe(true);
    for (const [who, centre] of [
      [CENTRE_A, fx.centreA],
      [CENTRE_B, fx.centreB],
    ] as const) {
      const own = R.benchmarks.response.parse((await get(who, '/api/report/benchmarks', {})).json());
      const placed = R.benchmarks.response.parse(
        (await get(MARKETING, '/api/report/benchmarks', { franchiseeID: centre })).json(),
      );
      expect(own.network).toBe(false);
      expect(own.own).toEqual(placed.own);
      expect(own.centreCount).toBe(placed.centreCount);
      expect(own.refreshedAt).toBe(placed.refreshedAt);
      const inNetwork = placed.centres.find((c) => c.franchiseeId === centre)!.metrics;
      expect(own.own!.trend.at(-1)!.percentiles).toEqual(
        Object.fromEntries(Object.entries(inNetwork).map(([k, m]) => [k, m.percentile])),
      );
    }
  });

  describe('on hand-written summaries', () => {
    const month = todayInIndia().slice(0, 7);
    const before = monthStart(todayInIndia(), -1).slice(0, 7);
    beforeAll(async () => {
      await writeHandSummaries(t, fx, month, before);
    });

    it('ranks every centre for head office by the mean of its percentiles', async () => {
      const res = await get(MARKETING, '/api/report/benchmarks', {});
      expect(res.statusCode, res.body).toBe(200);
      const body = R.benchmarks.response.parse(res.json());
      expect(body).toMatchObject({ network: true, centreCount: 3, month });
      expect(body.centres.map((c) => [c.franchiseeId, c.rank, c.score])).toEqual([
        [fx.centreT, 1, 75],
        [fx.centreB, 2, 50],
        [fx.centreA, 3, 30],
      ]);
      const a = body.centres.find((c) => c.franchiseeId === fx.centreA)!;
      expect(a.metrics).toEqual({
        conversion: { value: 50, percentile: 50, missing: null },
        collection: { value: 80, percentile: 50, missing: null },
        attendance: { value: 90, percentile: 50, missing: null },
        training: { value: 50, percentile: 0, missing: null },
        audit: { value: 70, percentile: 0, missing: null },
      });
      // A cell without a figure says why.
      const b = body.centres.find((c) => c.franchiseeId === fx.centreB)!;
      expect(b.metrics.audit).toEqual({ value: null, percentile: null, missing: 'No audit scored this month' });
      const t = body.centres.find((c) => c.franchiseeId === fx.centreT)!;
      expect(t.metrics.training.missing).toBe('No training assigned to its teachers');
    });

    it("shows a centre owner only their own percentiles and trend, no other centre's name or figures", async () => {
      const res = await get(CENTRE_A, '/api/report/benchmarks', {});
      expect(res.statusCode, res.body).toBe(200);
      const body = R.benchmarks.response.parse(res.json());
      expect(body.network).toBe(false);
      expect(body.centres).toEqual([]);
      expect(body.own).toMatchObject({ franchiseeId: fx.centreA, centre: 'Little Sprouts Preschool Indiranagar' });
      expect(body.own!.trend).toHaveLength(12);
      expect(body.own!.trend.at(-1)!.percentiles).toEqual({
        conversion: 50,
        collection: 50,
        attendance: 50,
        training: 0,
        audit: 0,
      });
      expect(body.own!.trend.at(-2)).toEqual({
        month: before,
        percentiles: { conversion: 0, collection: null, attendance: null, training: null, audit: null },
      });
      // Nothing of the other centres: no name, no id, no figure of theirs (B's 20 % conversion, T's audit 90).
      const [b] = await t.db.db.select().from(franchisees).where(eq(franchisees.id, fx.centreB));
      expect(res.body).not.toContain(b!.companyName);
      expect(res.body).not.toContain('Fixture Centre');
      expect(res.body).not.toMatch(new RegExp(`"franchiseeId":(${fx.centreB}|${fx.centreT})\\b`));
      const values = Object.values(body.own!.metrics).map((m) => m.value);
      expect(values).toEqual([50, 80, 90, 50, 70]);
      // Centre B's owner sees B's, likewise.
      const own = R.benchmarks.response.parse((await get(CENTRE_B, '/api/report/benchmarks', {})).json());
      expect(own.own!.metrics.collection).toEqual({ value: 90, percentile: 100, missing: null });
    });

    it('counts fees paid ahead of a month with nothing due as all collected', async () => {
      await t.db.db
        .update(centreMonthlyMetrics)
        .set({ feeDuePaise: 0, feePaidPaise: 1500 })
        .where(eq(centreMonthlyMetrics.franchiseeId, fx.centreT));
      const res = R.benchmarks.response.parse((await get(MARKETING, '/api/report/benchmarks', {})).json());
      const centreT = res.centres.find((c) => c.franchiseeId === fx.centreT)!;
      expect(centreT.metrics.collection).toMatchObject({ value: 100, missing: null });
    });
  });

  it('says a refresh is under way until its figures arrive, with their new time', async () => {
    const before = R.benchmarks.response.parse((await get(MARKETING, '/api/report/benchmarks', {})).json());
    const queued = await t.as(SUPER, { method: 'POST', url: '/api/report/benchmarks/refresh' });
    expect(queued.statusCode, queued.body).toBe(202);
    const waiting = R.benchmarks.response.parse((await get(MARKETING, '/api/report/benchmarks', {})).json());
    expect(waiting.refreshing).toBe(true);
    const worker = await startWorker({ db: t.db.db, jobs: [benchmarkJob], pollMs: 20 });
    try {
      let after = waiting;
      for (let i = 0; i < 300 && after.refreshing; i++) {
        await new Promise((r) => setTimeout(r, 50));
        after = R.benchmarks.response.parse((await get(MARKETING, '/api/report/benchmarks', {})).json());
      }
      expect(after.refreshing).toBe(false);
      expect(new Date(after.refreshedAt!).getTime()).toBeGreaterThan(new Date(before.refreshedAt!).getTime());
      // Every centre of the network is counted now; each cell has a figure or a reason.
      for (const centre of after.centres)
        for (const m of Object.values(centre.metrics)) expect(m.value !== null || m.missing !== null).toBe(true);
    } finally {
      await worker.stop();
    }
  });
});

async function finished(email: string, id: number) {
  for (let i = 0; i < 200; i++) {
    const list = C.exportList.response.parse((await t.as(email, { method: 'GET', url: '/api/report/exports' })).json());
    const row = list.rows.find((r) => r.id === id);
    if (row && (row.status === 'Completed' || row.status === 'Interrupted')) return row;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the export did not finish');
}
