import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '@portal/core';
import { anonymousContext, everyFranchiseeContext, figure, outbox } from '@portal/kit';
import { accountBalance, royaltyInvoices, runRoyalty } from '@portal/mod-ledger/server';
import { ENQUIRY_CONVERSION, ENQUIRY_LEADS } from '@portal/mod-enquiry/shared';
import { workingDates } from '@portal/mod-students/server';
import { franchisees } from '@portal/mod-org/server';
import { adminUsers } from '@portal/mod-users/server';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { DEFAULT_WEIGHTS, INPUT_FIGURES, type HealthInput } from '../shared/constants.ts';
import { myHealth, networkHealth, weightsAnswer } from '../shared/contracts.ts';
import { healthWarnings, healthWeights } from '../server/schema.ts';
import { warningsFor } from '../server/warnings.service.ts';
import { monthsBefore, periodFor } from '../server/score.service.ts';
import { CENTRE, COORDINATOR, FINANCE, OTHER, OTHER_OWNER, OWNER, PARENT, SUPER, TEACHER } from './support.ts';
import { centreHealthOf, inputIn, inputMoves, parentsChild, seriousIncident, walkIn, weighOnly } from './support.ts';

let t: TestApp;
let child: number;
let classId: number;
let year: number;
const month = todayInIndia().slice(0, 7);

beforeAll(async () => {
  t = await startTestApp();
  ({ id: child, classId, year } = await parentsChild(t));
}, 300_000);
afterAll(() => t?.close());

const system = () => everyFranchiseeContext(anonymousContext(t.db.db));
const ok = (res: { statusCode: number; body: string }, status = 200) => expect(res.statusCode, res.body).toBe(status);
const get = (email: string, url: string) => t.as(email, { method: 'GET', url });
const post = (email: string, url: string, payload: object) => t.as(email, { method: 'POST', url, payload });
const put = (email: string, url: string, payload: object) => t.as(email, { method: 'PUT', url, payload });

const healthOf = (m = month, email = SUPER, centre = CENTRE) => centreHealthOf(t, m, email, centre);
const moves = (input: HealthInput, direction: 'up' | 'down', change: () => Promise<void>, m = month) =>
  inputMoves(t, input, direction, change, m);

describe('each input of the score comes from its owner’s figure', () => {
  it('serious incidents: a serious incident reported and sent', async () => {
    await moves('incidents', 'up', async () => {
      const res = await post(OWNER, '/api/day-incidents', seriousIncident(child));
      ok(res, 201);
      ok(await post(OWNER, `/api/day-incidents/${res.json().id}/send`, {}));
    });
  });

  it('open tickets: a ticket raised by the centre', async () => {
    const matrix = (await get(SUPER, '/api/ticket-matrix?q=Fees')).json().rows[0].id;
    await moves('tickets', 'up', async () => {
      ok(
        await post(OWNER, '/api/tickets', {
          matrixId: matrix,
          priority: 'HIGH',
          subject: 'Receipt printer not working',
          description: 'The desk cannot print fee receipts since morning.',
        }),
        201,
      );
    });
  });

  it('audit score and corrective actions: an audit submitted with most answers no', async () => {
    const before = await healthOf();
    await moves('audit', 'down', async () => {
      const created = await post(COORDINATOR, '/api/centre-audits', {
        franchiseeId: CENTRE,
        auditType: 'centre',
        auditDate: todayInIndia(),
      });
      ok(created, 201);
      const id = created.json().id as number;
      const details = (await get(COORDINATOR, `/api/audit/${id}`)).json();
      const items: { id: number }[] = details.categories.flatMap((c: { subCategories: { items: unknown[] }[] }) =>
        c.subCategories.flatMap((s) => s.items),
      );
      // The first item needs evidence when it fails: it passes, every other fails.
      for (const [i, item] of items.entries())
        ok(await put(COORDINATOR, `/api/audit/${id}/responses/${item.id}`, { response: i === 0 ? 'yes' : 'no' }));
      ok(await post(COORDINATOR, `/api/centre-audits/${id}/submit`, {}));
    });
    // The same audit opened a corrective action per failed item.
    await weighOnly(t, 'corrective');
    const after = await healthOf();
    expect(inputIn(after, 'corrective').value!).toBeGreaterThan(inputIn(before, 'corrective').value!);
    expect(after.score).toBe(inputIn(after, 'corrective').points);
  });

  it('lead conversion: leads received this month count in it', async () => {
    await weighOnly(t, 'conversion');
    const leads = () =>
      figure(system(), ENQUIRY_LEADS, { franchiseeId: CENTRE }, periodFor(INPUT_FIGURES.conversion[0], month));
    const before = (await leads()).value!;
    for (const n of [1, 2]) {
      const res = await t.as(OWNER, {
        method: 'POST',
        url: '/api/enquiry',
        academicYearId: year,
        payload: walkIn(n, year, classId),
      });
      ok(res, 201);
    }
    expect((await leads()).value).toBe(before + 2);
    const after = await healthOf();
    const conversion = inputIn(after, 'conversion');
    const owned = await figure(
      system(),
      ENQUIRY_CONVERSION,
      { franchiseeId: CENTRE },
      periodFor(INPUT_FIGURES.conversion[0], month),
    );
    expect(conversion.figures[0].value).toBe(owned.value);
    // Leads of the month and none admitted yet: counted, at 0.
    expect(conversion.value).not.toBeNull();
    expect(after.score).toBe(Math.round(conversion.points!));
  });

  it('fee collection: a plan assigned with installments already due', async () => {
    await moves('collection', 'down', async () => {
      const plans = (await get(OWNER, `/api/fee-plan?q=${encodeURIComponent('School bus quarterly plan')}`)).json();
      ok(await post(OWNER, `/api/fee-plans/${plans.rows[0].id}/assign`, { studentAdmissionId: child }), 201);
    });
  });

  it('attendance: a child marked absent on a working day', async () => {
    const today = todayInIndia();
    let m = month;
    let days = await workingDates(system(), CENTRE, `${m}-01`, today);
    if (days.length === 0) {
      m = monthsBefore(month, 1);
      days = await workingDates(system(), CENTRE, `${m}-01`, addDays(`${month}-01`, -1));
    }
    const day = days[0];
    const mark = (status: string) =>
      post(OWNER, '/api/attendance/give-attendance', { date: day, marks: [{ studentAdmissionId: child, status }] });
    ok(await mark('Present'));
    await moves('attendance', 'down', async () => ok(await mark('Absent')), m);
  });

  it('royalty paid on time: an unpaid invoice past its days to pay, then paid within them', async () => {
    // The first of the last months with royalty due: its invoice is dated the month's last day.
    let invoice: typeof royaltyInvoices.$inferSelect | undefined;
    for (const back of [2, 3, 4, 5]) {
      const m = monthsBefore(month, back);
      await t.db.db.transaction((tx) => runRoyalty(everyFranchiseeContext(anonymousContext(tx)), { months: [m] }));
      [invoice] = await t.db.db
        .select()
        .from(royaltyInvoices)
        .where(and(eq(royaltyInvoices.franchiseeId, CENTRE), eq(royaltyInvoices.month, m)));
      if (invoice) break;
    }
    expect(invoice).toBeDefined();
    await weighOnly(t, 'royalty');
    const unpaid = await healthOf(invoice!.month);
    expect(inputIn(unpaid, 'royalty').value).toBe(0);
    expect(unpaid.score).toBe(0);
    await moves(
      'royalty',
      'up',
      async () => {
        const owed = await accountBalance(system(), CENTRE, 'FRANCHISEE_RECEIVABLE');
        ok(
          await post(SUPER, '/api/ledger/transfer-franchisee-to-bb', {
            franchiseeId: CENTRE,
            amountPaise: owed,
            utr: 'UTR00042HEALTH',
            date: addDays(invoice!.invoiceDate, 3),
          }),
          201,
        );
      },
      invoice!.month,
    );
    expect(inputIn(await healthOf(invoice!.month), 'royalty').value).toBe(100);
  });
});

describe('the staff inputs come from the staff and training modules’ figures', () => {
  it('staff turnover: a staff member marked as left this month, through the staff screen’s command', async () => {
    const created = await post(OWNER, '/api/staff', {
      franchiseeId: CENTRE,
      firstName: 'Rekha',
      lastName: 'Hegde',
      mobile: `87${String(process.pid % 1000).padStart(3, '0')}00042`,
      staffCategory: 'NON TEACHING',
      designation: 'Caretaker',
      joiningDate: '2024-03-01',
    });
    ok(created, 201);
    const id = created.json().id as number;
    ok(await post(OWNER, `/api/staff/${id}/approve`, {}));
    const { was, now } = await moves('turnover', 'up', async () => {
      ok(await post(OWNER, `/api/staff/${id}/markLeft`, { leftOn: todayInIndia(), leavingReason: 'RESIGNED' }));
    });
    expect(was.value).not.toBeNull();
    // The figure is the staff module's own: its declaration names it, and the health screen labels it so.
    expect(INPUT_FIGURES.turnover.map((f) => [f.key, f.owner])).toEqual([['staff.turnover', 'staff']]);
    expect(now.figures[0]).toMatchObject({ key: 'staff.turnover', label: 'Staff turnover' });
  });

  it('teachers trained: a teacher completes every module of the topic she is enrolled in', async () => {
    const mine = (await get(TEACHER, '/api/self-training/my')).json() as {
      topics: { enrollment: { status: string } | null; modules: { id: number; completed: boolean }[] }[];
    };
    const open = mine.topics
      .filter((topic) => topic.enrollment?.status === 'APPROVED')
      .flatMap((topic) => topic.modules.filter((m) => !m.completed));
    expect(open.length).toBeGreaterThan(0);
    await moves('trained', 'up', async () => {
      for (const m of open) ok(await post(TEACHER, `/api/self-training/modules/${m.id}/complete`, {}));
    });
    expect(INPUT_FIGURES.trained.map((f) => [f.key, f.owner])).toEqual([['training.staffTrained', 'training']]);
  });

  it('safety register: a required paper the centre lacked recorded as current', async () => {
    const register = await get(OWNER, `/api/safety-register/centres/${CENTRE}/compliance`);
    ok(register);
    const lines = register.json().lines as { itemKind: string; staffId: number | null; state: string }[];
    const lacking = lines.find((l) => l.staffId === null && (l.state === 'MISSING' || l.state === 'EXPIRED'));
    expect(lacking, 'the demo centre lacks a paper').toBeDefined();
    await moves('safety', 'up', async () => {
      const today = todayInIndia();
      const payload = {
        franchiseeId: CENTRE,
        itemKind: lacking!.itemKind,
        doneOn: today,
        expiresOn: addDays(today, 365),
      };
      ok(await t.as(OWNER, { method: 'POST', url: '/api/centre-safety-items', payload }), 201);
    });
    expect(INPUT_FIGURES.safety.map((f) => [f.key, f.owner])).toEqual([['register.compliance', 'workforce-register']]);
  });
});

describe('learning evidence, the observations’ figure', () => {
  it('learning: an observation at a level for a goal the child had no evidence of this month', async () => {
    await moves('learning', 'up', async () => {
      // The demo leaves the environment goal (CG-6) with nothing for the parent's child's class.
      const payload = { studentAdmissionIds: [child], competency: 'C-6.1', level: 'progressing' };
      ok(await t.as(TEACHER, { method: 'POST', url: '/api/observations/record', payload }), 201);
    });
    expect(INPUT_FIGURES.learning.map((f) => [f.key, f.owner])).toEqual([['observations.coverage', 'observations']]);
    expect(DEFAULT_WEIGHTS.learning).toBe(0);
  });
});

describe('weights', () => {
  it('are whole numbers adding up to 100, set by head office only', async () => {
    const bad = await put(SUPER, '/api/health/weights', { ...DEFAULT_WEIGHTS, tickets: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('The weights add up to 95; they must add up to 100.');
    const half = await put(SUPER, '/api/health/weights', { ...DEFAULT_WEIGHTS, tickets: 4.5, ratios: 5.5 });
    expect(half.statusCode).toBe(400);
    expect(half.body).toContain('Each weight is a whole number from 0 to 100.');
    expect(
      (await t.as(OWNER, { method: 'PUT', url: '/api/health/weights', payload: DEFAULT_WEIGHTS })).statusCode,
    ).toBe(403);
    ok(await t.as(SUPER, { method: 'PUT', url: '/api/health/weights', payload: DEFAULT_WEIGHTS }));
    const now = weightsAnswer.parse((await get(COORDINATOR, '/api/health/weights')).json());
    expect(now.weights).toEqual(DEFAULT_WEIGHTS);
    expect(now.updatedAt).not.toBeNull();
  });
});

describe('weights saved before the staff inputs', () => {
  it('weigh teachers trained and staff turnover 0 until head office gives them a weight', async () => {
    const old = Object.fromEntries(
      Object.entries(DEFAULT_WEIGHTS).filter(([k]) => k !== 'trained' && k !== 'turnover'),
    ) as Record<string, number>;
    old.collection += 10;
    await t.db.db.insert(healthWeights).values({ weights: old as Record<HealthInput, number> });
    const now = weightsAnswer.parse((await get(SUPER, '/api/health/weights')).json());
    expect(now.weights).toMatchObject({ ...old, trained: 0, turnover: 0 });
    expect(Object.values(now.weights).reduce((a, n) => a + n, 0)).toBe(100);
    ok(await t.as(SUPER, { method: 'PUT', url: '/api/health/weights', payload: DEFAULT_WEIGHTS }));
  });
});

describe('early warnings', () => {
  const warningsToManager = async () =>
    (
      await t.db.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.recipient, COORDINATOR), like(outbox.subject, 'Early warning for Little Sprouts%')))
    ).length;

  it('are sent once to the centre’s area manager, not twice', async () => {
    // Two serious incidents this month (the demo's): the check raises the warning afresh.
    await t.db.db
      .delete(healthWarnings)
      .where(and(eq(healthWarnings.franchiseeId, CENTRE), eq(healthWarnings.month, month)));
    const before = await warningsToManager();
    const first = await t.as(SUPER, { method: 'POST', url: `/api/health/warnings/run?month=${month}` });
    ok(first);
    expect(first.json().sent).toBeGreaterThan(0);
    const sent = (await warningsToManager()) - before;
    expect(sent).toBeGreaterThan(0);
    const h = await healthOf();
    const serious = h.warnings.find((w) => w.rule === 'seriousIncidents' && w.month === month)!;
    const [manager] = await t.db.db
      .select({ name: adminUsers.fullName })
      .from(adminUsers)
      .where(eq(adminUsers.email, COORDINATOR));
    expect(serious.sentTo).toBe(manager.name);
    expect(serious.sentAt).not.toBeNull();
    const again = await t.as(SUPER, { method: 'POST', url: `/api/health/warnings/run?month=${month}` });
    ok(again);
    expect(await warningsToManager()).toBe(before + sent);
    const rows = await t.db.db
      .select()
      .from(healthWarnings)
      .where(and(eq(healthWarnings.franchiseeId, CENTRE), eq(healthWarnings.month, month)));
    expect(rows.filter((r) => r.rule === 'seriousIncidents')).toHaveLength(1);
    // The network's ranking counts them.
    const network = networkHealth.response.parse((await get(SUPER, `/api/health/network?month=${month}`)).json());
    expect(network.rows.find((r) => r.franchiseeId === CENTRE)!.warnings).toBe(rows.length);
  });

  it('warn of staff turnover above 30 % over the quarter (the demo’s two leavers at Koregaon Park)', async () => {
    const raised = await warningsFor(system(), OTHER, month);
    const turnover = raised.find((w) => w.rule === 'staffTurnover');
    expect(turnover, JSON.stringify(raised)).toBeDefined();
    expect(Number(turnover!.values.percent)).toBeGreaterThan(30);
    await t.db.db
      .delete(healthWarnings)
      .where(and(eq(healthWarnings.franchiseeId, OTHER), eq(healthWarnings.month, month)));
    ok(await t.as(SUPER, { method: 'POST', url: `/api/health/warnings/run?month=${month}` }));
    const shown = (await healthOf(month, SUPER, OTHER)).warnings.find((w) => w.rule === 'staffTurnover');
    expect(shown?.detail).toMatch(/^Staff turnover was [\d.]+ % from \d\d-\d{4} to \d\d-\d{4}, above 30 %\.$/);
    // A centre whose staff stayed has none.
    expect((await warningsFor(system(), CENTRE, monthsBefore(month, 6))).map((w) => w.rule)).not.toContain(
      'staffTurnover',
    );
  });

  it('are run by head office only', async () => {
    expect((await t.as(OWNER, { method: 'POST', url: '/api/health/warnings/run' })).statusCode).toBe(403);
    expect((await t.as(COORDINATOR, { method: 'POST', url: '/api/health/warnings/run' })).statusCode).toBe(403);
  });
});

describe('who sees what', () => {
  it('ranks every centre for head office, with names', async () => {
    const network = networkHealth.response.parse((await get(COORDINATOR, '/api/health/network')).json());
    expect(network.rows.map((r) => r.franchiseeId)).toEqual(expect.arrayContaining([CENTRE, OTHER]));
    const ranks = network.rows.map((r) => r.rank).filter((r) => r !== null);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    // The centres not rated yet come after every rated one.
    const firstUnrated = network.rows.findIndex((r) => r.rank === null);
    if (firstUnrated >= 0) expect(network.rows.slice(firstUnrated).every((r) => r.rank === null)).toBe(true);
    expect((await get(COORDINATOR, `/api/health/centres/${OTHER}`)).statusCode).toBe(200);
  });

  it('never ranks a centre without data first: it is not rated yet, and not counted in the "of"', async () => {
    // A centre opened this month: no fees, attendance, enquiries or audits, nothing gone wrong either.
    const [centre] = await t.db.db.select().from(franchisees).where(eq(franchisees.id, CENTRE));
    const { id: _id, createdAt: _c, updatedAt: _u, ...copied } = centre;
    const [fresh] = await t.db.db
      .insert(franchisees)
      .values({ ...copied, code: 'FRS-001', companyName: 'Fresh Start Preschool', email: 'fresh@demo.school' })
      .returning();
    const network = networkHealth.response.parse((await get(SUPER, '/api/health/network')).json());
    expect(network.rows.find((r) => r.franchiseeId === fresh.id)).toMatchObject({ rank: null, score: null });
    expect(network.rows[0].rank).toBe(1);
    expect(network.rows[0].franchiseeId).not.toBe(fresh.id);
    const mine = myHealth.response.parse((await get(OWNER, '/api/health/mine')).json());
    expect(mine.rated).toBe(network.rows.filter((r) => r.rank !== null).length);
  });

  it('shows a franchisee its own score and its peers without names, and no other centre', async () => {
    const res = await get(OWNER, '/api/health/mine');
    ok(res);
    const mine = myHealth.response.parse(res.json());
    expect(mine.franchiseeId).toBe(CENTRE);
    expect(mine.peers.filter((p) => p.mine)).toHaveLength(1);
    expect(mine.peers.find((p) => p.mine)!.score).toBe(mine.score);
    const network = networkHealth.response.parse((await get(SUPER, '/api/health/network')).json());
    expect(mine.peers).toHaveLength(network.rows.length);
    for (const row of network.rows.filter((r) => r.franchiseeId !== CENTRE)) {
      expect(res.body).not.toContain(row.centreName);
    }
    for (const peer of res.json().peers) expect(Object.keys(peer).sort()).toEqual(['mine', 'rank', 'score']);
    ok(await get(OWNER, `/api/health/centres/${CENTRE}`));
    expect((await get(OWNER, `/api/health/centres/${OTHER}`)).statusCode).toBe(404);
    expect((await get(OTHER_OWNER, `/api/health/centres/${CENTRE}`)).statusCode).toBe(404);
    expect((await get(OWNER, '/api/health/network')).statusCode).toBe(403);
  });

  it('refuses teachers, parents and the finance desk', async () => {
    for (const email of [TEACHER, PARENT])
      for (const url of ['/api/health/mine', `/api/health/centres/${CENTRE}`, '/api/health/network'])
        expect((await t.as(email, { method: 'GET', url })).statusCode, `${email} ${url}`).toBe(403);
    expect((await get(FINANCE, '/api/health/network')).statusCode).toBe(403);
  });
});
