import { and, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatDate, todayInIndia } from '@portal/core';
import { auditLog, outbox } from '@portal/kit';
import { fileForm, startTestApp, type TestApp } from '@portal/server/testing';
import { studentAdmissions, students } from '@portal/mod-students/server';
import { adminUsers } from '@portal/mod-users/server';
import { DAY_MESSAGES } from '../shared/constants.ts';
import { checkedIn, dayRow } from '../shared/contracts.ts';
import { setDayClock } from '../server/clock.ts';
import { dayCheckIns, dayKioskTokens } from '../server/schema.ts';

const CENTRE_A = 'franchisee-a@demo.school';
const CENTRE_B = 'franchisee-b@demo.school';
const TEACHER = 'teacher@demo.school';
const PARENT = 'parent@demo.school';
const PARENT2 = 'parent2@demo.school';
const OWN = 2;
const OTHER = 3;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('the centre’s day', () => {
  let t: TestApp;
  let child: number;
  let otherChild: number;

  const get = (email: string, url: string) => t.as(email, { method: 'GET', url });
  const post = (email: string, url: string, payload: object) => t.as(email, { method: 'POST', url, payload });
  const kioskCode = async () => {
    const res = await get(CENTRE_A, '/api/day/kiosk/code');
    expect(res.statusCode, res.body).toBe(200);
    return res.json().token as string;
  };
  const linkedAdmission = async (email: string) => {
    const [user] = await t.db.db
      .select({ id: adminUsers.studentAdmissionId })
      .from(adminUsers)
      .where(eq(adminUsers.email, email));
    return user.id!;
  };
  /** Runs `work` with the admission dated from tomorrow, as a child admitted for a later day, then dates it back. */
  const admittedTomorrow = async (studentAdmissionId: number, work: () => Promise<void>) => {
    const which = eq(studentAdmissions.id, studentAdmissionId);
    const [{ admissionDate }] = await t.db.db
      .select({ admissionDate: studentAdmissions.admissionDate })
      .from(studentAdmissions)
      .where(which);
    await t.db.db
      .update(studentAdmissions)
      .set({ admissionDate: addDays(todayInIndia(), 1) })
      .where(which);
    try {
      await work();
    } finally {
      await t.db.db.update(studentAdmissions).set({ admissionDate }).where(which);
    }
  };
  const upload = async (email: string) => {
    const res = await t.as(email, { method: 'POST', url: '/api/files', ...(await fileForm(PNG, 'photo.png')) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  const addPickup = async (email: string, body: object) =>
    post(email, '/api/day-pickups', {
      name: 'Meera Nair',
      relation: 'AUNT',
      mobile: '9812345678',
      photoFileId: await upload(email),
      ...body,
    });

  beforeAll(async () => {
    t = await startTestApp();
    child = await linkedAdmission(PARENT);
    otherChild = await linkedAdmission(PARENT2);
  });
  afterEach(() => setDayClock(undefined));
  afterAll(() => t.close());

  describe('the centre’s Today list', () => {
    it('says a child the bus picked up is on the bus, until the child is in', async () => {
      // The demo's escort logged a child boarding at 07:42 this morning; the child is not checked in yet.
      type Row = { studentAdmissionId: number; inAt: string | null; bus: { logType: string; at: string } | null };
      const rows = (await get(CENTRE_A, '/api/day/today')).json().rows as Row[];
      const onBus = rows.find((r) => r.bus);
      expect(onBus?.inAt).toBeNull();
      expect(onBus?.bus?.logType).toBe('BOARDED');
      expect(new Date(onBus!.bus!.at)).toEqual(new Date(`${todayInIndia()}T07:42:00+05:30`));
      expect(rows.filter((r) => r.bus && r.inAt)).toEqual([]);

      const res = await post(CENTRE_A, '/api/day/roster/check-in', { studentAdmissionId: onBus!.studentAdmissionId });
      expect(res.statusCode, res.body).toBe(200);
      const after = (await get(CENTRE_A, '/api/day/today')).json().rows as Row[];
      const arrived = after.find((r) => r.studentAdmissionId === onBus!.studentAdmissionId)!;
      expect(arrived.inAt).not.toBeNull();
      expect(arrived.bus).toBeNull();
      // The next tests start from a child not in yet.
      await t.db.db.delete(dayCheckIns).where(eq(dayCheckIns.studentAdmissionId, onBus!.studentAdmissionId));
    });
  });

  describe('the kiosk’s QR code', () => {
    it('checks the parent’s child in and marks them present, once per code', async () => {
      // The morning's roll call had the child absent; the arrival makes them present.
      const absent = await post(CENTRE_A, '/api/attendance/give-attendance', {
        date: todayInIndia(),
        marks: [{ studentAdmissionId: child, status: 'Absent' }],
      });
      expect(absent.statusCode, absent.body).toBe(200);
      const before = (await get(PARENT, '/api/student-portal/attendance')).json();
      expect(before.rows).toContainEqual(expect.objectContaining({ date: todayInIndia(), status: 'Absent' }));
      expect((await get(PARENT, '/api/day/my-children')).json().children[0].inAt).toBeNull();
      const token = await kioskCode();
      const res = await post(PARENT, '/api/day/check-in', { token });
      expect(res.statusCode, res.body).toBe(200);
      const answer = checkedIn.parse(res.json());
      expect(answer.children.map((c) => c.studentAdmissionId)).toEqual([child]);
      expect(answer.children[0].inMethod).toBe('KIOSK_QR');
      expect(answer.children[0].inAt).toBeInstanceOf(Date);

      const attendance = (await get(PARENT, '/api/student-portal/attendance')).json();
      expect(attendance.rows).toContainEqual(expect.objectContaining({ date: todayInIndia(), status: 'Present' }));

      const replay = await post(PARENT, '/api/day/check-in', { token });
      expect(replay.statusCode).toBe(400);
      expect(replay.json().message).toBe(DAY_MESSAGES.tokenReplaced);
      // The kiosk shows a new code at once after a use.
      expect(await kioskCode()).not.toBe(token);
    });

    it('brings in no child before their admission date, says from when, and leaves the code unused', async () => {
      const [{ firstName, lastName }] = await t.db.db
        .select({ firstName: students.firstName, lastName: students.lastName })
        .from(studentAdmissions)
        .innerJoin(students, eq(students.id, studentAdmissions.studentId))
        .where(eq(studentAdmissions.id, child));
      await admittedTomorrow(child, async () => {
        const token = await kioskCode();
        const res = await post(PARENT, '/api/day/check-in', { token });
        expect(res.statusCode).toBe(409);
        const from = formatDate(addDays(todayInIndia(), 1));
        expect(res.json().message).toBe(DAY_MESSAGES.notStartedYet(`${firstName} ${lastName}`, from));
        expect(await kioskCode()).toBe(token);
        // The family's check-in screen says when the child starts, not that they have not arrived.
        const mine = await get(PARENT, '/api/day/my-children');
        expect(mine.statusCode, mine.body).toBe(200);
        const row = dayRow.parse(
          mine.json().children.find((c: { studentAdmissionId: number }) => c.studentAdmissionId === child),
        );
        expect(row.startsOn).toBe(addDays(todayInIndia(), 1));
      });
      const mine = await get(PARENT, '/api/day/my-children');
      expect(mine.json().children.map((c: { startsOn: string | null }) => c.startsOn)).not.toContain(
        addDays(todayInIndia(), 1),
      );
    });

    it('refuses a code after its 30 seconds, and one the kiosk has replaced', async () => {
      const token = await kioskCode();
      setDayClock(new Date(Date.now() + 31_000));
      const late = await post(PARENT, '/api/day/check-in', { token });
      expect(late.statusCode).toBe(400);
      expect(late.json().message).toBe(DAY_MESSAGES.tokenExpired);

      // A fresh code, then its rotation: the earlier one is useless even before its expiry.
      setDayClock(undefined);
      const first = await kioskCode();
      setDayClock(new Date(Date.now() + 26_000));
      const second = await kioskCode();
      expect(second).not.toBe(first);
      const rotated = await post(PARENT, '/api/day/check-in', { token: first });
      expect(rotated.statusCode).toBe(400);
      expect(rotated.json().message).toBe(DAY_MESSAGES.tokenReplaced);
      const [row] = await t.db.db.select().from(dayKioskTokens).orderBy(desc(dayKioskTokens.id)).limit(1);
      expect(row.usedAt).toBeNull();

      // Two hours on, a new code takes the centre's old ones away.
      setDayClock(new Date(Date.now() + 2 * 3_600_000));
      await kioskCode();
      const left = await t.db.db.select().from(dayKioskTokens).where(eq(dayKioskTokens.franchiseeId, OWN));
      expect(left).toHaveLength(1);
    });

    it('refuses a forged code and a code for a centre without the parent’s child', async () => {
      const token = await kioskCode();
      const forged = token.replace(/^\d+\./, `${OTHER}.`);
      expect((await post(PARENT, '/api/day/check-in', { token: forged })).statusCode).toBe(400);
      const elsewhere = (await get(CENTRE_B, '/api/day/kiosk/code')).json().token;
      const res = await post(PARENT, '/api/day/check-in', { token: elsewhere });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(DAY_MESSAGES.noChildHere);
    });
  });

  describe('the family PIN', () => {
    it('locks the PIN pad after five wrong PINs, for fifteen minutes', async () => {
      const set = await t.as(PARENT, { method: 'PUT', url: '/api/day/pin', payload: { pin: '4826', confirm: '4826' } });
      expect(set.statusCode, set.body).toBe(200);
      expect((await get(PARENT, '/api/day/my-children')).json().pinSet).toBe(true);
      const [parent] = await t.db.db.select().from(adminUsers).where(eq(adminUsers.email, PARENT));
      const mobile = parent.mobile!;

      // The wrong tries happen 16 minutes ago on the day's clock, so the lock has ended by now: moving the clock
      // forward instead would step past midnight in India late in the evening, a day attendance does not take.
      setDayClock(new Date(Date.now() - 16 * 60_000));
      for (let left = 4; left >= 1; left--) {
        const wrong = await post(CENTRE_A, '/api/day/kiosk/pin', { mobile, pin: '1111' });
        expect(wrong.statusCode).toBe(400);
        expect(wrong.json().message).toBe(DAY_MESSAGES.wrongPin(left));
      }
      const locking = await post(CENTRE_A, '/api/day/kiosk/pin', { mobile, pin: '1111' });
      expect(locking.statusCode).toBe(429);
      expect(locking.json().message).toMatch(/locked until \d\d:\d\d [AP]M/);
      // Even the right PIN waits for the lock to end.
      expect((await post(CENTRE_A, '/api/day/kiosk/pin', { mobile, pin: '4826' })).statusCode).toBe(429);

      setDayClock(undefined);
      const right = await post(CENTRE_A, '/api/day/kiosk/pin', { mobile, pin: '4826' });
      expect(right.statusCode, right.body).toBe(200);
      expect(checkedIn.parse(right.json()).children.map((c) => c.studentAdmissionId)).toEqual([child]);
    });

    it('keeps another centre’s kiosk to its own families', async () => {
      const [parent] = await t.db.db.select().from(adminUsers).where(eq(adminUsers.email, PARENT));
      const res = await post(CENTRE_B, '/api/day/kiosk/pin', { mobile: parent.mobile!, pin: '4826' });
      expect(res.statusCode).toBe(400);
      const asked = await post(CENTRE_A, '/api/day/kiosk/pin', {
        mobile: parent.mobile!,
        pin: '4826',
        franchiseeID: OTHER,
      });
      expect(asked.statusCode).toBe(404);
    });
  });

  describe('pickups and check-out', () => {
    it('refuses an unapproved pickup, logs it and tells the parents; an approved one collects the child', async () => {
      const added = await addPickup(PARENT, {});
      expect(added.statusCode, added.body).toBe(201);
      expect(added.json()).toMatchObject({ studentAdmissionId: child, franchiseeId: OWN, status: 'PENDING' });
      const pickupId = added.json().id as number;

      const choices = await get(TEACHER, `/api/day/check-out/${child}`);
      expect(choices.statusCode, choices.body).toBe(200);
      expect(choices.json().pickups).toContainEqual(expect.objectContaining({ id: pickupId, status: 'PENDING' }));

      const refused = await post(TEACHER, '/api/day/roster/check-out', { studentAdmissionId: child, pickupId });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toMatch(/Meera Nair is not approved to collect/);
      const [logged] = await t.db.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'refused-pickup'), eq(auditLog.recordId, String(child))));
      expect(logged.changes).toMatchObject({ collector: 'Meera Nair' });
      const told = await t.db.db.select().from(outbox).where(eq(outbox.recipient, PARENT));
      expect(told.some((m) => m.subject.startsWith('Pickup refused'))).toBe(true);

      // The parent cannot approve their own pickup; the centre's head can.
      expect((await post(PARENT, `/api/day-pickups/${pickupId}/approve`, {})).statusCode).toBe(403);
      const approved = await post(CENTRE_A, `/api/day-pickups/${pickupId}/approve`, {});
      expect(approved.statusCode, approved.body).toBe(200);

      const out = await post(TEACHER, '/api/day/roster/check-out', { studentAdmissionId: child, pickupId });
      expect(out.statusCode, out.body).toBe(200);
      const row = dayRow.parse(out.json());
      expect(row.collectedBy).toBe('Meera Nair');
      expect(row.outAt).toBeInstanceOf(Date);
      const again = await post(TEACHER, '/api/day/roster/check-out', { studentAdmissionId: child, pickupId });
      expect(again.statusCode).toBe(409);
    });

    it('hands a child to a one-time pickup only with the right code', async () => {
      const checkIn = await post(CENTRE_A, '/api/day/roster/check-in', { studentAdmissionId: otherChild });
      expect(checkIn.statusCode, checkIn.body).toBe(200);
      const added = await post(PARENT2, '/api/day-one-time-pickups', {
        name: 'Ravi Kumar',
        mobile: '9123456780',
        photoFileId: await upload(PARENT2),
      });
      expect(added.statusCode, added.body).toBe(201);
      const oneTimePickupId = added.json().id as number;
      // The centre sees the one-time pickup but cannot read its code.
      expect((await post(CENTRE_A, `/api/day-one-time-pickups/${oneTimePickupId}/issue-code`, {})).statusCode).toBe(
        403,
      );
      const issued = await post(PARENT2, `/api/day-one-time-pickups/${oneTimePickupId}/issue-code`, {});
      expect(issued.statusCode, issued.body).toBe(200);
      const code = issued.json().code as string;
      expect(code).toMatch(/^\d{6}$/);
      const wrongCode = code === '000000' ? '111111' : '000000';

      const wrong = await post(CENTRE_A, '/api/day/roster/check-out', {
        studentAdmissionId: otherChild,
        oneTimePickupId,
        code: wrongCode,
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe(DAY_MESSAGES.wrongCode);
      const [logged] = await t.db.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'refused-pickup'), eq(auditLog.recordId, String(otherChild))));
      expect(logged).toBeDefined();

      const right = await post(CENTRE_A, '/api/day/roster/check-out', {
        studentAdmissionId: otherChild,
        oneTimePickupId,
        code,
      });
      expect(right.statusCode, right.body).toBe(200);
      expect(right.json().collectedBy).toBe('Ravi Kumar');
    });
  });

  describe('fences', () => {
    it('keeps a parent to their own child', async () => {
      const forOther = await addPickup(PARENT, { studentAdmissionId: otherChild });
      expect(forOther.statusCode).toBe(403);
      const theirs = await addPickup(PARENT2, {});
      expect(theirs.statusCode, theirs.body).toBe(201);
      expect((await get(PARENT, `/api/day-pickups/${theirs.json().id}`)).statusCode).toBe(404);
      const list = (await get(PARENT, '/api/day-pickups?pageSize=100&fields=studentAdmissionId')).json();
      expect(list.rows.length).toBeGreaterThan(0);
      for (const row of list.rows) expect(row.studentAdmissionId).toBe(child);
      const mine = (await get(PARENT, '/api/day/my-children')).json();
      expect(mine.children.map((c: { studentAdmissionId: number }) => c.studentAdmissionId)).toEqual([child]);
      expect((await get(PARENT, '/api/day/roster')).statusCode).toBe(403);
    });

    it('leaves a child admitted from a later day off the roster and the Today list until then', async () => {
      type Row = { studentAdmissionId: number; inAt: string | null };
      const before = (await get(CENTRE_A, '/api/day/today')).json();
      // A child not in yet (the demo's morning has some in), other than the parent's of the next tests.
      const later = before.rows.find((r: Row) => r.studentAdmissionId !== child && !r.inAt)!.studentAdmissionId;
      await admittedTomorrow(later, async () => {
        const today = (await get(CENTRE_A, '/api/day/today')).json();
        expect(today.rows.map((r: Row) => r.studentAdmissionId)).not.toContain(later);
        expect(today.totals.children).toBe(before.totals.children - 1);
        const roster = (await get(CENTRE_A, '/api/day/roster')).json();
        for (const { id } of roster.classes) {
          const rows = (await get(CENTRE_A, `/api/day/roster?classId=${id}`)).json().rows as Row[];
          expect(rows.map((r) => r.studentAdmissionId)).not.toContain(later);
        }
        // Nor is the child checked in (and marked present) by a tap: refused, nothing written.
        const tapped = await post(CENTRE_A, '/api/day/roster/check-in', { studentAdmissionId: later });
        expect(tapped.statusCode).toBe(400);
        expect(tapped.json().fieldErrors).toEqual({
          date: 'The date is outside the academic year of the admission, or before its admission date',
        });
        const arrivals = await t.db.db.select().from(dayCheckIns).where(eq(dayCheckIns.studentAdmissionId, later));
        expect(arrivals).toEqual([]);
      });
    });

    it('keeps a teacher to the classes they teach', async () => {
      const roster = (await get(TEACHER, '/api/day/roster')).json();
      const ids = roster.rows.map((r: { studentAdmissionId: number }) => r.studentAdmissionId);
      expect(ids).toContain(child);
      expect(ids).not.toContain(otherChild);
      const res = await post(TEACHER, '/api/day/roster/check-in', { studentAdmissionId: otherChild });
      expect(res.statusCode).toBe(404);
      expect((await get(TEACHER, `/api/day/check-out/${otherChild}`)).statusCode).toBe(404);
    });

    it('answers 404 for another centre’s children, pickups and kiosk', async () => {
      expect((await get(CENTRE_B, `/api/day/check-out/${child}`)).statusCode).toBe(404);
      expect((await post(CENTRE_B, '/api/day/roster/check-in', { studentAdmissionId: child })).statusCode).toBe(404);
      const pickups = (await get(CENTRE_A, '/api/day-pickups?pageSize=1')).json();
      expect((await get(CENTRE_B, `/api/day-pickups/${pickups.rows[0].id}`)).statusCode).toBe(404);
      expect((await post(CENTRE_B, `/api/day-pickups/${pickups.rows[0].id}/approve`, {})).statusCode).toBe(404);
      expect((await get(CENTRE_A, `/api/day/kiosk/code?franchiseeID=${OTHER}`)).statusCode).toBe(404);
      expect((await get(CENTRE_A, `/api/day/today?franchiseeID=${OTHER}`)).statusCode).toBe(404);
      const today = (await get(CENTRE_B, '/api/day/today')).json();
      expect(today.rows.map((r: { studentAdmissionId: number }) => r.studentAdmissionId)).not.toContain(child);
    });
  });
});
