// Every screen that shows a declared figure, found from the registry (`showsFigure` beside each route), is read for
// one child, one class, one centre and the network over the same period, after the money, attendance, enquiries
// and check-ins of a day, and must say what the figure's owner says.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addDays, monthPeriod, todayInIndia, type FigureDeclaration } from '@portal/core';
import {
  anonymousContext,
  everyFranchiseeContext,
  figure,
  figureReadouts,
  servedFigures,
  type FigurePeriod,
  type FigureReader,
  type FigureScope,
} from '@portal/kit';
import { academicCalendars } from '@portal/mod-academics/server';
import { enquiryCountDrift, enquiryCounts } from '@portal/mod-enquiry/server';
import { DAY_CHECKED_IN } from '@portal/mod-day/shared';
import { STAGE } from '@portal/mod-enquiry/shared';
import { checkoutSignature, paymentGateway } from '@portal/mod-finance/server';
import { FEES_COLLECTED } from '@portal/mod-finance/shared';
import { refreshBenchmarkSummaries } from '@portal/mod-reports/server';
import { studentAdmissions, workingDates } from '@portal/mod-students/server';
import { startTestApp, type TestApp } from './support.ts';

const CENTRE = 2;
const READERS: Record<FigureReader, string> = {
  centre: 'franchisee-a@demo.school',
  counsellor: 'counsellor@demo.school',
  headOffice: 'superadmin@demo.school',
  finance: 'finance@demo.school',
  parent: 'parent@demo.school',
};
const OWNER = READERS.centre;

let t: TestApp;
// The whole month is built through the API: on a shared machine that takes minutes.
beforeAll(async () => {
  t = await startTestApp();
}, 300_000);
afterAll(() => t.close());

const system = () => everyFranchiseeContext(anonymousContext(t.db.db));
const ok = (res: { statusCode: number; body: string }, status = 200) => expect(res.statusCode, res.body).toBe(status);

async function payOnline(referenceId: string, installmentId?: number) {
  const order = await t.as(null, {
    method: 'POST',
    url: '/api/public/payments/order',
    payload: { referenceId, installmentId },
  });
  ok(order, 201);
  const cfg = await paymentGateway(t.config.payments).config(system());
  const paymentId = `pay_${Math.random().toString(36).slice(2, 16)}`;
  const verify = await t.as(null, {
    method: 'POST',
    url: '/api/public/payments/verify',
    payload: {
      razorpay_order_id: order.json().orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: checkoutSignature(cfg, order.json().orderId, paymentId),
    },
  });
  ok(verify);
}

async function assign(studentAdmissionId: number, planName: string) {
  const plans = (await t.as(OWNER, { method: 'GET', url: `/api/fee-plan?q=${encodeURIComponent(planName)}` })).json();
  const res = await t.as(OWNER, {
    method: 'POST',
    url: `/api/fee-plans/${plans.rows[0].id}/assign`,
    payload: { studentAdmissionId },
  });
  ok(res, 201);
  return (await t.as(null, { method: 'GET', url: `/api/public/admission-payments/${res.json().referenceId}` })).json();
}

async function enquiry(year: number, classId: number, n: number, extra: Record<string, unknown> = {}) {
  const res = await t.as(OWNER, {
    method: 'POST',
    url: '/api/enquiry',
    academicYearId: year,
    payload: {
      academicYearId: year,
      source: 'Walk-in',
      parentName: 'Farhan Qureshi',
      childName: `${['Zoya', 'Inaya', 'Myra'][n % 3]} Qureshi`,
      childDob: '2022-05-20',
      mobile: `87${String(process.pid % 1000).padStart(3, '0')}${String(n).padStart(5, '0')}`,
      classId,
      pincode: '560038',
      ...extra,
    },
  });
  ok(res, 201);
  return res.json().id as number;
}

/** The money of a month on several heads: tuition twice (one refunded), transport at the desk, a form fee. */
async function money(child: number, year: number, classId: number) {
  const tuition = await assign(child, 'Hybrid annual plan');
  await payOnline(tuition.referenceId, tuition.installments[0].id);
  await payOnline(tuition.referenceId, tuition.installments[1].id);
  const bus = await assign(child, 'School bus quarterly plan');
  const cash = await t.as(OWNER, {
    method: 'POST',
    url: '/api/payments/offline',
    payload: {
      referenceId: bus.referenceId,
      installmentId: bus.installments[0].id,
      amountPaise: bus.installments[0].outstandingPaise,
      mode: 'CASH',
    },
  });
  ok(cash, 201);
  ok(await t.as(READERS.finance, { method: 'POST', url: `/api/approve-payment/${cash.json().id}/approve` }));
  const formFee = await enquiry(year, classId, 1);
  ok(
    await t.as(OWNER, { method: 'POST', url: `/api/enquiry/${formFee}/application`, payload: { feePaise: 50_000 } }),
    201,
  );
  const forms = (await t.as(OWNER, { method: 'GET', url: `/api/enquiry/${formFee}/workflow` })).json().forms;
  await payOnline(forms.find((f: { formType: string }) => f.formType === 'APPLICATION').paymentReference);
  const receipts = (await t.as(READERS.parent, { method: 'GET', url: `/api/student/dashboard/${child}` })).json()
    .receipts as { id: number; feeHeadName: string }[];
  const refunded = receipts.find((r) => r.feeHeadName === 'Tuition')!;
  ok(
    await t.as(READERS.finance, {
      method: 'POST',
      url: `/api/approve-payment/${refunded.id}/refund`,
      payload: { reason: 'Paid twice by mistake' },
    }),
  );
}

/**
 * Attendance of the month for the child and a classmate, then a holiday declared on a marked weekday and a worked
 * Saturday declared off: the marks on those two days must count nowhere.
 */
async function attendance(child: number, classmate: number, today: string) {
  const from = `${today.slice(0, 7)}-01`;
  const [calendar] = await t.db.db
    .select()
    .from(academicCalendars)
    .where(and(eq(academicCalendars.franchiseeId, CENTRE)));
  await t.db.db.update(academicCalendars).set({ saturdayWorking: true }).where(eq(academicCalendars.id, calendar.id));
  const open = (await workingDates(system(), CENTRE, from, addDays(today, -1))).slice(-6);
  for (const date of open) {
    const res = await t.as(OWNER, {
      method: 'POST',
      url: '/api/attendance/give-attendance',
      payload: {
        date,
        marks: [
          { studentAdmissionId: child, status: 'Present' },
          { studentAdmissionId: classmate, status: date === open[0] ? 'Absent' : 'Present' },
        ],
      },
    });
    ok(res);
  }
  const saturday = open.find((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 6);
  const weekday = open.find((d) => d !== saturday && d !== open[0]);
  for (const [date, title] of [
    [saturday, 'Saturday off'],
    [weekday, 'Founders day'],
  ])
    if (date)
      ok(
        await t.as(OWNER, {
          method: 'POST',
          url: '/api/academic-calendar-days',
          payload: { calendarId: calendar.id, date, title, kind: 'HOLIDAY' },
        }),
        201,
      );
}

/** Today's arrivals: two children in on the roster, one marked present in the register without coming in. */
async function checkIns(children: number[], today: string) {
  for (const id of children.slice(0, 2))
    ok(await t.as(OWNER, { method: 'POST', url: '/api/day/roster/check-in', payload: { studentAdmissionId: id } }));
  ok(
    await t.as(OWNER, {
      method: 'POST',
      url: '/api/attendance/give-attendance',
      payload: { date: today, marks: [{ studentAdmissionId: children[2], status: 'Present' }] },
    }),
  );
}

const periodOf = (f: FigureDeclaration, today: string): FigurePeriod =>
  f.period === 'day'
    ? { from: today, to: today }
    : f.period === 'month'
      ? monthPeriod(today.slice(0, 7))
      : { from: `${today.slice(0, 7)}-01`, to: today };

describe('every screen that shows a declared figure', () => {
  it('says what the figure’s owner says, for a child, a class, a centre and the network', async () => {
    const today = todayInIndia();
    const child = (await t.as(READERS.parent, { method: 'GET', url: '/api/student/dashboard' })).json()
      .studentAdmissionId as number;
    const [admission] = await t.db.db.select().from(studentAdmissions).where(eq(studentAdmissions.id, child));
    const classmates = await t.db.db
      .select({ id: studentAdmissions.id })
      .from(studentAdmissions)
      .where(and(eq(studentAdmissions.franchiseeId, CENTRE), eq(studentAdmissions.status, 'Active')));
    const others = classmates.map((c) => c.id).filter((id) => id !== child);
    const year = admission.academicYearId;

    await money(child, year, admission.classId);
    await attendance(child, others[0], today);
    await enquiry(year, admission.classId, 2, { enquiryType: 'SERVICE', serviceType: 'TRANSPORT' });
    const moved = await enquiry(year, admission.classId, 3, { source: 'Website' });
    ok(
      await t.as(OWNER, {
        method: 'POST',
        url: `/api/enquiry/${moved}/move-stage`,
        payload: { stage: 'Appointment Fixed', nextFollowUpDate: addDays(today, 2) },
      }),
    );
    await checkIns([child, ...others], today);

    const scopes: Record<string, FigureScope> = {
      child: { franchiseeId: CENTRE, studentAdmissionId: child },
      class: { franchiseeId: CENTRE, classId: admission.classId },
      centre: { franchiseeId: CENTRE },
      network: {},
    };
    // The benchmarks show their summaries as of the last refresh: refreshed now, they must say what the owners say.
    await refreshBenchmarkSummaries(t.db.db, today);
    const served = new Map(servedFigures().map((f) => [f.key, f]));
    const readouts = figureReadouts();
    // The registry is what finds the screens: every served figure a person reads is shown somewhere.
    for (const key of [
      'fees.collected',
      'royalty.base',
      'attendance.percent',
      'enquiries.leads',
      'enquiries.yetToCall',
      'fees.collectionRate',
      'day.checkedIn',
      // The centre health's inputs, each declared and served by its owner.
      'enquiries.conversion',
      'audit.score',
      'audit.openCorrective',
      'day.seriousIncidents',
      'day.ratioBreaches',
      'tickets.open',
      'royalty.paidOnTime',
    ])
      expect(
        readouts.some((r) => r.figure.key === key),
        key,
      ).toBe(true);

    // The home's lead tiles and the benchmarks' collection rate are among them.
    for (const shownOn of [
      'Dashboard tile enquiries-by-stage',
      `Dashboard tile enquiries-by-stage (${STAGE.YET_TO_CALL})`,
      'Network benchmarks, fee collection rate',
    ])
      expect(
        readouts.some((r) => r.shownOn === shownOn),
        shownOn,
      ).toBe(true);

    const disagreements: string[] = [];
    for (const r of readouts) {
      expect(served.get(r.figure.key), `${r.figure.key} is shown on ${r.shownOn} but served by no module`).toBe(
        r.figure,
      );
      const period = r.period?.(today) ?? periodOf(r.figure, today);
      for (const kind of r.scopes) {
        const scope = scopes[kind];
        const owned = await figure(system(), r.figure, scope, period);
        const res = await t.as(READERS[r.reader], { method: 'GET', url: r.url(scope, period) });
        const shown = res.statusCode === 200 ? r.read(res.json(), scope, period) : { value: null };
        const where = `${r.figure.key} per ${kind} on ${r.shownOn}`;
        if (res.statusCode !== 200) disagreements.push(`${where}: HTTP ${res.statusCode}`);
        else if (shown.value !== owned.value)
          disagreements.push(`${where}: shows ${shown.value}, owner ${owned.value}`);
        else if (shown.label !== undefined && !shown.label.includes(r.figure.label))
          disagreements.push(`${where}: labelled "${shown.label}", declared "${r.figure.label}"`);
      }
    }
    expect(disagreements).toEqual([]);

    // The enquiries counted per centre by stage and source (head office's dashboard reads them) are the rows' own
    // counts after the enquiries of the day were created and moved, and a count that drifts is found.
    expect(await enquiryCountDrift(t.db.db)).toEqual([]);
    const [kept] = await t.db.db.select().from(enquiryCounts).where(eq(enquiryCounts.franchiseeId, CENTRE)).limit(1);
    const setKept = (n: number) =>
      t.db.db
        .update(enquiryCounts)
        .set({ n })
        .where(
          and(
            eq(enquiryCounts.franchiseeId, kept.franchiseeId),
            eq(enquiryCounts.academicYearId, kept.academicYearId),
            eq(enquiryCounts.enquiryType, kept.enquiryType),
            eq(enquiryCounts.dimension, kept.dimension),
            eq(enquiryCounts.value, kept.value),
          ),
        );
    await setKept(kept.n + 1);
    expect(await enquiryCountDrift(t.db.db)).toEqual([
      expect.objectContaining({ dimension: kept.dimension, value: kept.value, kept: kept.n + 1 }),
    ]);
    await setKept(kept.n);

    // The figures are not trivially equal: the period has money on several heads, attendance and arrivals.
    const centrePeriod = periodOf(served.get('fees.collected')!, today);
    expect((await figure(system(), FEES_COLLECTED, scopes.centre, centrePeriod)).value).toBeGreaterThan(0);
    expect((await figure(system(), DAY_CHECKED_IN, scopes.centre, { from: today, to: today })).value).toBeGreaterThan(
      0,
    );
  }, 300_000);
});
