import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '@portal/core';
import { anonymousContext, everyFranchiseeContext, figure, outbox } from '@portal/kit';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { centreComplianceAnswer } from '../shared/contracts.ts';
import { REGISTER_COMPLIANCE } from '../shared/figures.ts';
import { eligibleStaffOn } from '../server/items.ts';
import { reminderDue, sendRegisterReminders } from '../server/reminders.service.ts';
import { centreSafetyItems } from '../server/schema.ts';

const HEAD_OFFICE = 'trainer@demo.school';
const CENTRE_A = 'franchisee-a@demo.school';
const CENTRE_B = 'franchisee-b@demo.school';
const TEACHER = 'teacher@demo.school';
/** BLR-001, the demo centre with a register. */
const OWN = 2;

describe('safety and workforce register', () => {
  let t: TestApp;
  const ctx = () => everyFranchiseeContext(anonymousContext(t.db.db));
  const today = todayInIndia();

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('reminds at 60, 30 and 7 days ahead, each once, the nearest reached first', () => {
    const at = (days: number) => addDays(today, days);
    expect(reminderDue(at(61), today, null)).toBeNull();
    expect(reminderDue(at(60), today, null)).toBe(60);
    expect(reminderDue(at(45), today, 60)).toBeNull();
    expect(reminderDue(at(30), today, 60)).toBe(30);
    expect(reminderDue(at(7), today, 30)).toBe(7);
    expect(reminderDue(at(3), today, 7)).toBeNull();
    // A first record already inside 30 days gets the 30-day reminder, not the 60-day one.
    expect(reminderDue(at(20), today, null)).toBe(30);
  });

  it('writes to the centre on the reminder days and escalates an expired item to head office once', async () => {
    const created = await t.as(CENTRE_A, {
      method: 'POST',
      url: '/api/centre-safety-items',
      payload: {
        franchiseeId: OWN,
        itemKind: 'LEASE',
        reference: 'LEASE-TEST',
        doneOn: addDays(today, -300),
        expiresOn: addDays(today, 60),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const mails = () => t.db.db.select().from(outbox).where(like(outbox.subject, 'Safety register: Lease expires%'));
    await sendRegisterReminders(ctx(), today);
    expect((await mails()).map((m) => m.subject)).toEqual(['Safety register: Lease expires in 60 days']);
    await sendRegisterReminders(ctx(), today);
    expect(await mails()).toHaveLength(1);
    await sendRegisterReminders(ctx(), addDays(today, 30));
    await sendRegisterReminders(ctx(), addDays(today, 53));
    expect((await mails()).map((m) => m.subject).sort()).toEqual([
      'Safety register: Lease expires in 30 days',
      'Safety register: Lease expires in 60 days',
      'Safety register: Lease expires in 7 days',
    ]);
    const escalated = () =>
      t.db.db.select().from(outbox).where(like(outbox.subject, "Safety register: %'s lease has expired"));
    await sendRegisterReminders(ctx(), addDays(today, 61));
    expect((await escalated()).length).toBeGreaterThan(0);
    const told = (await escalated()).length;
    await sendRegisterReminders(ctx(), addDays(today, 62));
    expect(await escalated()).toHaveLength(told);
    // Renewing re-arms the reminders.
    const renewed = await t.as(CENTRE_A, {
      method: 'PUT',
      url: `/api/centre-safety-items/${id}`,
      payload: { doneOn: today, expiresOn: addDays(today, 700) },
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const [row] = await t.db.db.select().from(centreSafetyItems).where(eq(centreSafetyItems.id, id));
    expect([row.remindedAt, row.escalatedOn]).toEqual([null, null]);
  });

  it('takes the expiry from the state rule when none is given', async () => {
    const res = await t.as(CENTRE_A, {
      method: 'POST',
      url: '/api/centre-safety-items',
      payload: { franchiseeId: OWN, itemKind: 'FIRE_DRILL', doneOn: '2026-01-31' },
    });
    expect(res.statusCode, res.body).toBe(201);
    // Every state's fire drill: 6 months.
    expect(res.json().expiresOn).toBe('2026-07-31');
  });

  it('scores a centre as its current required items over all it requires, the same as the figure', async () => {
    const res = await t.as(CENTRE_A, { method: 'GET', url: `/api/safety-register/centres/${OWN}/compliance` });
    expect(res.statusCode, res.body).toBe(200);
    const register = centreComplianceAnswer.parse(res.json());
    const current = register.lines.filter((l) => l.state === 'CURRENT' || l.state === 'EXPIRING').length;
    expect(register.score).toBe(Math.round((current / register.lines.length) * 1000) / 10);
    // The demo: the electrical check expired, and says what to do next.
    const electrical = register.lines.find((l) => l.itemKind === 'ELECTRICAL_SAFETY')!;
    expect(electrical.state).toBe('EXPIRED');
    expect(electrical.nextStep).toMatch(/^Renew the electrical safety check: it expired on \d\d-\d\d-\d{4}$/);
    const fire = register.lines.find((l) => l.itemKind === 'FIRE_NOC')!;
    expect(fire.state).toBe('EXPIRING');
    // Acronyms keep their capitals in what to do next.
    expect(fire.nextStep).toMatch(/^Renew the fire certificate or NOC before \d\d-\d\d-\d{4}$/);
    const asFigure = await figure(ctx(), REGISTER_COMPLIANCE, { franchiseeId: OWN }, { from: today, to: today });
    expect(asFigure.value).toBe(register.score);
    // Head office sees the network; another centre's register is not there for a centre.
    const network = (await t.as(HEAD_OFFICE, { method: 'GET', url: '/api/safety-register/network' })).json();
    expect(network.rows.find((r: { franchiseeId: number }) => r.franchiseeId === OWN).score).toBe(register.score);
    const theirs = await t.as(CENTRE_B, { method: 'GET', url: `/api/safety-register/centres/${OWN}/compliance` });
    expect(theirs.statusCode).toBe(404);
    const pack = await t.as(CENTRE_A, { method: 'GET', url: `/api/safety-register/centres/${OWN}/pack` });
    expect(pack.statusCode, pack.body).toBe(200);
    expect(pack.json().csv).toContain('Electrical safety check,,EXPIRED');
  });

  it('keeps police verification from teachers and from other centres', async () => {
    expect((await t.as(TEACHER, { method: 'GET', url: '/api/staff-safety-items' })).statusCode).toBe(403);
    expect((await t.as(TEACHER, { method: 'GET', url: '/api/safety-register/network' })).statusCode).toBe(403);
    const theirs = (await t.as(CENTRE_B, { method: 'GET', url: '/api/staff-safety-items' })).json();
    expect(theirs.rows.some((r: { franchiseeId: number }) => r.franchiseeId === OWN)).toBe(false);
  });

  it('counts toward ratios only staff whose police verification and POCSO training are current that day', async () => {
    const staffRows = (await t.as(CENTRE_A, { method: 'GET', url: `/api/staff?franchiseeId=${OWN}` })).json().rows;
    const staffId = staffRows[0].id as number;
    expect((await eligibleStaffOn(t.db, OWN, today)).has(staffId)).toBe(true);
    const items = (
      await t.as(CENTRE_A, {
        method: 'GET',
        url: `/api/staff-safety-items?staffId=${staffId}&itemKind=POLICE_VERIFICATION`,
      })
    ).json().rows;
    const moved = await t.as(CENTRE_A, {
      method: 'PUT',
      url: `/api/staff-safety-items/${items[0].id}`,
      payload: { expiresOn: today },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // Valid through its expiry day, gone from the counts the next day.
    expect((await eligibleStaffOn(t.db, OWN, today)).has(staffId)).toBe(true);
    expect((await eligibleStaffOn(t.db, OWN, addDays(today, 1))).has(staffId)).toBe(false);
  });
});
