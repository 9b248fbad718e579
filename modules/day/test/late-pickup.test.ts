import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { todayInIndia } from '@portal/core';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { studentCharges } from '@portal/mod-finance/server';
import { journalLines } from '@portal/mod-ledger/server';
import { adminUsers } from '@portal/mod-users/server';
import { dayRow } from '../shared/contracts.ts';
import { lateFee } from '../shared/late-pickup.ts';
import { setDayClock } from '../server/clock.ts';
import { dayLateFees, dayLatePickupSettings, dayPickups } from '../server/schema.ts';

const CENTRE_A = 'franchisee-a@demo.school';
const CENTRE_B = 'franchisee-b@demo.school';
const TEACHER = 'teacher@demo.school';
const PARENT = 'parent@demo.school';
const PARENT2 = 'parent2@demo.school';

/** Centre 002's demo rule. */
const rule = { closingTime: '18:00', graceMinutes: 10, intervalMinutes: 15, feePaise: 10_000 };

describe('the late-pickup fee', () => {
  it('is nothing within the grace, then the fee for every started interval', () => {
    expect(lateFee(rule, -5)).toBe(0);
    expect(lateFee(rule, 10)).toBe(0);
    expect(lateFee(rule, 11)).toBe(10_000);
    expect(lateFee(rule, 25)).toBe(10_000);
    expect(lateFee(rule, 26)).toBe(20_000);
    expect(lateFee(rule, 40)).toBe(20_000);
    expect(lateFee(rule, 41)).toBe(30_000);
  });
});

describe('late pickups at the centre', () => {
  let t: TestApp;
  let child: number;
  let otherChild: number;
  const day = todayInIndia();
  /** A moment of today at the centres (India time). */
  const at = (hhmm: string) => new Date(`${day}T${hhmm}:00+05:30`);

  const post = (email: string, url: string, payload: object) => t.as(email, { method: 'POST', url, payload });
  const linkedAdmission = async (email: string) => {
    const [user] = await t.db.db
      .select({ id: adminUsers.studentAdmissionId })
      .from(adminUsers)
      .where(eq(adminUsers.email, email));
    return user!.id!;
  };
  const approvedPickup = async (studentAdmissionId: number) => {
    const [pickup] = await t.db.db
      .select()
      .from(dayPickups)
      .where(and(eq(dayPickups.studentAdmissionId, studentAdmissionId), eq(dayPickups.status, 'APPROVED')));
    if (pickup) return pickup.id;
    const [made] = await t.db.db
      .insert(dayPickups)
      .values({
        franchiseeId: 2,
        studentAdmissionId,
        name: 'Ravi Menon',
        relation: 'FATHER',
        mobile: '9845098450',
        photoFileId: 'none',
        status: 'APPROVED',
      })
      .returning();
    return made!.id;
  };
  const checkInOut = async (studentAdmissionId: number, out: string) => {
    setDayClock(at('09:00'));
    expect((await post(CENTRE_A, '/api/day/roster/check-in', { studentAdmissionId })).statusCode).toBe(200);
    setDayClock(at(out));
    const res = await post(CENTRE_A, '/api/day/roster/check-out', {
      studentAdmissionId,
      pickupId: await approvedPickup(studentAdmissionId),
    });
    expect(res.statusCode, res.body).toBe(200);
    return dayRow.parse(res.json());
  };

  beforeAll(async () => {
    t = await startTestApp();
    child = await linkedAdmission(PARENT);
    otherChild = await linkedAdmission(PARENT2);
    const [settings] = await t.db.db
      .select()
      .from(dayLatePickupSettings)
      .where(eq(dayLatePickupSettings.franchiseeId, 2));
    expect(settings).toMatchObject(rule);
  });
  afterEach(() => setDayClock(undefined));
  afterAll(() => t.close());

  it('lets only head office set a centre’s rule', async () => {
    const [settings] = await t.db.db
      .select()
      .from(dayLatePickupSettings)
      .where(eq(dayLatePickupSettings.franchiseeId, 2));
    const url = `/api/day-late-pickup-settings/${settings!.id}`;
    for (const email of [TEACHER, CENTRE_A])
      expect((await t.as(email, { method: 'PUT', url, payload: { graceMinutes: 60 } })).statusCode).toBe(403);
    expect((await t.as(CENTRE_B, { method: 'GET', url })).statusCode).toBe(404);
    const bad = await t.as('superadmin@demo.school', { method: 'PUT', url, payload: { closingTime: '6 pm' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Closing time must be a time like 09:30 (or 18:00 for 06:00 PM)');
  });

  it('bills nothing for a child collected at the end of the grace', async () => {
    const row = await checkInOut(otherChild, '18:10');
    expect(row.lateFee).toBeNull();
    expect(await t.db.db.select().from(dayLateFees).where(eq(dayLateFees.studentAdmissionId, otherChild))).toEqual([]);
  });

  it('bills every started interval once, on its fee head, on the parent’s account; a waiver reverses it', async () => {
    const row = await checkInOut(child, '18:26');
    expect(row.lateFee).toMatchObject({ minutesLate: 26, feePaise: 20_000, status: 'BILLED' });
    // A second check-out is refused; the day is billed once.
    const again = await post(TEACHER, '/api/day/roster/check-out', {
      studentAdmissionId: child,
      pickupId: await approvedPickup(child),
    });
    expect(again.statusCode).toBe(409);
    const fees = await t.db.db
      .select()
      .from(dayLateFees)
      .where(and(eq(dayLateFees.studentAdmissionId, child), eq(dayLateFees.day, day)));
    expect(fees).toHaveLength(1);
    const [charge] = await t.db.db.select().from(studentCharges).where(eq(studentCharges.id, fees[0]!.chargeId));
    const lines = await t.db.db.select().from(journalLines).where(eq(journalLines.entryId, charge!.journalEntryId));
    expect(lines.find((l) => l.credit > 0)?.tag).toBe('LATE_PICKUP');
    expect(lines.find((l) => l.debit > 0)?.studentAdmissionId).toBe(child);

    // The roster shows it; the parent's fee account shows it with its date and the minutes late.
    const roster = (await t.as(TEACHER, { method: 'GET', url: '/api/day/roster' })).json();
    expect(
      roster.rows.find((r: { studentAdmissionId: number }) => r.studentAdmissionId === child).lateFee,
    ).toMatchObject({ feePaise: 20_000 });
    const account = (await t.as(PARENT, { method: 'GET', url: '/api/student-account/me' })).json();
    const shown = account.charges.find((c: { chargeDate: string }) => c.chargeDate === day);
    expect(shown).toMatchObject({ feeHead: 'LATE_PICKUP', amountPaise: 20_000, status: 'DUE' });
    expect(shown.description).toContain('26 minutes after closing');

    // Another parent sees neither the fee nor the child's account.
    const other = (await t.as(PARENT2, { method: 'GET', url: '/api/student-account/me' })).json();
    expect(other.charges.filter((c: { chargeDate: string }) => c.chargeDate === day)).toEqual([]);
    const peek = await t.as(PARENT2, { method: 'GET', url: `/api/student-account/${child}` });
    expect([403, 404]).toContain(peek.statusCode);

    // Waiving: a teacher may not, another centre finds nothing, the centre head does with a reason.
    const url = `/api/day/late-fees/${fees[0]!.id}/waive`;
    expect((await post(TEACHER, url, { reason: 'Traffic jam' })).statusCode).toBe(403);
    expect((await post(CENTRE_B, url, { reason: 'Traffic jam' })).statusCode).toBe(404);
    const noReason = await post(CENTRE_A, url, { reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain('reason');
    const waived = await post(CENTRE_A, url, { reason: 'Road closed by the marathon' });
    expect(waived.statusCode, waived.body).toBe(200);
    expect(waived.json()).toMatchObject({ status: 'WAIVED', feePaise: 20_000 });
    expect((await post(CENTRE_A, url, { reason: 'Twice' })).statusCode).toBe(409);
    const [reversed] = await t.db.db.select().from(studentCharges).where(eq(studentCharges.id, charge!.id));
    expect(reversed).toMatchObject({
      status: 'REVERSED',
      reversalReason: 'Late pickup fee waived: Road closed by the marathon',
    });
    const after = (await t.as(PARENT, { method: 'GET', url: '/api/student-account/me' })).json();
    expect(after.charges.find((c: { id: number }) => c.id === charge!.id)).toMatchObject({ status: 'REVERSED' });
  });
});
