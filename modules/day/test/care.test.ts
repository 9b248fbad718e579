import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { adminUsers } from '@portal/mod-users/server';
import { CARE_MESSAGES } from '../shared/care.ts';
import { DAY_MESSAGES } from '../shared/constants.ts';
import { childTimeline, timelineEntry } from '../shared/contracts.ts';
import { dayCareEvents } from '../server/schema.ts';

const CENTRE_A = 'franchisee-a@demo.school';
const CENTRE_B = 'franchisee-b@demo.school';
const TEACHER = 'teacher@demo.school';
const PARENT = 'parent@demo.school';
const PARENT2 = 'parent2@demo.school';

describe('care events: the child’s day', () => {
  let t: TestApp;
  let child: number;
  let otherChild: number;
  let classId: number;
  /** Children of the teacher's class who are in today (the parent's child among them). */
  let classIn: number[];

  const get = (email: string, url: string) => t.as(email, { method: 'GET', url });
  const post = (email: string, url: string, payload: object) => t.as(email, { method: 'POST', url, payload });
  const log = (email: string, body: object) => post(email, '/api/day/care-events', body);
  const logClass = (email: string, body: object) => post(email, '/api/day/care-events/class', body);
  const linkedAdmission = async (email: string) => {
    const [user] = await t.db.db
      .select({ id: adminUsers.studentAdmissionId })
      .from(adminUsers)
      .where(eq(adminUsers.email, email));
    return user.id!;
  };
  // In the order they were written: a table's rows come back in no order of their own.
  const eventsOf = (id: number) =>
    t.db.db.select().from(dayCareEvents).where(eq(dayCareEvents.studentAdmissionId, id)).orderBy(dayCareEvents.id);

  beforeAll(async () => {
    t = await startTestApp();
    child = await linkedAdmission(PARENT);
    otherChild = await linkedAdmission(PARENT2);
    const roster = (await get(TEACHER, '/api/day/roster')).json();
    classId = roster.classId;
    const ids: number[] = roster.rows.map((r: { studentAdmissionId: number }) => r.studentAdmissionId);
    expect(ids).toContain(child);
    // The parent's child and one classmate come in.
    classIn = [child, ...ids.filter((id) => id !== child).slice(0, 1)];
    expect(classIn).toHaveLength(2);
    for (const id of classIn) {
      const res = await post(TEACHER, '/api/day/roster/check-in', { studentAdmissionId: id });
      expect(res.statusCode, res.body).toBe(200);
    }
  });
  afterAll(() => t.close());

  describe('validation per kind', () => {
    const refusals: [object, string, string][] = [
      [{}, 'kind', CARE_MESSAGES.chooseKind],
      [{ kind: 'SWIM' }, 'kind', CARE_MESSAGES.chooseKind],
      [{ kind: 'MEAL', portion: 'MOST' }, 'meal', CARE_MESSAGES.chooseMeal],
      [{ kind: 'MEAL', meal: 'LUNCH' }, 'portion', CARE_MESSAGES.choosePortion],
      [{ kind: 'MEAL', meal: 'DINNER', portion: 'MOST' }, 'meal', CARE_MESSAGES.chooseMeal],
      [{ kind: 'BOTTLE' }, 'ml', CARE_MESSAGES.enterMl],
      [{ kind: 'BOTTLE', ml: 5 }, 'ml', CARE_MESSAGES.enterMl],
      [{ kind: 'BOTTLE', ml: 501 }, 'ml', CARE_MESSAGES.enterMl],
      [{ kind: 'TOILET', toilet: 'WETTISH' }, 'toilet', CARE_MESSAGES.chooseToilet],
      [{ kind: 'TOILET' }, 'toilet', CARE_MESSAGES.chooseToilet],
      [{ kind: 'MOOD' }, 'mood', CARE_MESSAGES.chooseMood],
      [{ kind: 'ACTIVITY', text: '  ' }, 'text', CARE_MESSAGES.describeActivity],
      [{ kind: 'NOTE' }, 'text', CARE_MESSAGES.writeNote],
      [{ kind: 'NOTE', text: 'x'.repeat(501) }, 'text', CARE_MESSAGES.textTooLong],
    ];
    it.each(refusals)('refuses %j with a message on its field', async (event, field, message) => {
      const res = await log(TEACHER, { studentAdmissionId: child, ...event });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain(message);
      expect(res.body).toContain(field);
    });

    it('stores each kind with its own details only, and ends a nap only after it started', async () => {
      const before = (await eventsOf(child)).length;
      const lunch = await log(TEACHER, { studentAdmissionId: child, kind: 'MEAL', meal: 'LUNCH', portion: 'ALL' });
      expect(lunch.statusCode, lunch.body).toBe(201);
      expect(timelineEntry.parse(lunch.json())).toMatchObject({
        kind: 'MEAL',
        meal: 'LUNCH',
        portion: 'ALL',
        ml: null,
      });
      // A value another kind needs is dropped, not stored.
      const bottle = await log(TEACHER, { studentAdmissionId: child, kind: 'BOTTLE', ml: 120, mood: 'HAPPY' });
      expect(bottle.statusCode, bottle.body).toBe(201);
      expect(bottle.json()).toMatchObject({ kind: 'BOTTLE', ml: 120, mood: null });
      for (const event of [
        { kind: 'TOILET', toilet: 'BM' },
        { kind: 'MOOD', mood: 'CALM' },
        { kind: 'ACTIVITY', text: 'Finger painting' },
        { kind: 'NOTE', text: 'Asked for her blanket' },
      ]) {
        const res = await log(TEACHER, { studentAdmissionId: child, ...event });
        expect(res.statusCode, res.body).toBe(201);
      }

      const early = await log(TEACHER, { studentAdmissionId: child, kind: 'NAP_END' });
      expect(early.statusCode).toBe(400);
      expect(early.json().message).toMatch(/has no nap started today/);
      expect((await log(TEACHER, { studentAdmissionId: child, kind: 'NAP_START' })).statusCode).toBe(201);
      const twice = await log(TEACHER, { studentAdmissionId: child, kind: 'NAP_START' });
      expect(twice.statusCode).toBe(400);
      expect(twice.json().message).toMatch(/is already napping/);
      expect((await log(TEACHER, { studentAdmissionId: child, kind: 'NAP_END' })).statusCode).toBe(201);
      expect((await eventsOf(child)).length).toBe(before + 8);
    });

    it('refuses an event for a child not checked in today', async () => {
      const today = (await get(CENTRE_A, '/api/day/today')).json();
      const name = today.rows.find((r: { studentAdmissionId: number }) => r.studentAdmissionId === otherChild).name;
      const res = await log(CENTRE_A, { studentAdmissionId: otherChild, kind: 'MOOD', mood: 'HAPPY' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(DAY_MESSAGES.notCheckedIn(name));
      expect(await eventsOf(otherChild)).toHaveLength(0);
    });
  });

  describe('one event for a class', () => {
    it('logs the event for the checked-in children its teacher chose, and answers the count', async () => {
      const before = await Promise.all(classIn.map(async (id) => (await eventsOf(id)).length));
      const res = await logClass(TEACHER, {
        classId,
        studentAdmissionIds: classIn,
        kind: 'MEAL',
        meal: 'SNACK',
        portion: 'MOST',
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toEqual({ count: classIn.length });
      for (const [i, id] of classIn.entries()) {
        const events = await eventsOf(id);
        expect(events).toHaveLength(before[i] + 1);
        expect(events.at(-1)).toMatchObject({ kind: 'MEAL', meal: 'SNACK', portion: 'MOST' });
      }
    });

    it('writes nothing when one child cannot have it', async () => {
      const [, classmate] = classIn;
      expect((await log(TEACHER, { studentAdmissionId: classmate, kind: 'NAP_START' })).statusCode).toBe(201);
      const before = (await eventsOf(child)).length;
      const res = await logClass(TEACHER, { classId, studentAdmissionIds: classIn, kind: 'NAP_START' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/is already napping/);
      expect((await eventsOf(child)).length).toBe(before);
      const ended = await logClass(TEACHER, { classId, studentAdmissionIds: [classmate], kind: 'NAP_END' });
      expect(ended.json()).toEqual({ count: 1 });
    });

    it('refuses a teacher of another class, and a child of another class', async () => {
      const otherClass = (await get(CENTRE_A, `/api/student-admission/${otherChild}`)).json().classId as number;
      expect(otherClass).not.toBe(classId);
      const res = await logClass(TEACHER, {
        classId: otherClass,
        studentAdmissionIds: [otherChild],
        kind: 'MOOD',
        mood: 'HAPPY',
      });
      expect(res.statusCode).toBe(404);
      expect((await log(TEACHER, { studentAdmissionId: otherChild, kind: 'MOOD', mood: 'HAPPY' })).statusCode).toBe(
        404,
      );
      const mixed = await logClass(TEACHER, {
        classId,
        studentAdmissionIds: [child, otherChild],
        kind: 'MOOD',
        mood: 'HAPPY',
      });
      expect(mixed.statusCode).toBe(400);
      expect(mixed.json().message).toBe(CARE_MESSAGES.notInClass);
      expect(await eventsOf(otherChild)).toHaveLength(0);
    });

    it('leaves logging to the centre: a parent may only read', async () => {
      expect((await log(PARENT, { studentAdmissionId: child, kind: 'MOOD', mood: 'HAPPY' })).statusCode).toBe(403);
    });
  });

  describe('the timeline', () => {
    it('shows the parent their own child’s day in time order, from the arrival on', async () => {
      const res = await get(PARENT, `/api/day/timeline/${child}`);
      expect(res.statusCode, res.body).toBe(200);
      const day = childTimeline.response.parse(res.json());
      expect(day.child.studentAdmissionId).toBe(child);
      expect(day.entries[0]).toMatchObject({ kind: 'CHECK_IN', text: 'ROSTER' });
      const kinds = day.entries.map((e) => e.kind);
      expect(kinds).toEqual(expect.arrayContaining(['MEAL', 'BOTTLE', 'NAP_START', 'NAP_END', 'NOTE']));
      const times = day.entries.map((e) => e.at.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(day.entries.find((e) => e.kind === 'NOTE')?.recordedBy).toMatch(/\S/);
    });

    it('keeps a parent to their own child and a teacher to their classes; the centre’s head sees all', async () => {
      expect((await get(PARENT, `/api/day/timeline/${otherChild}`)).statusCode).toBe(404);
      expect((await get(PARENT2, `/api/day/timeline/${child}`)).statusCode).toBe(404);
      expect((await get(TEACHER, `/api/day/timeline/${child}`)).statusCode).toBe(200);
      expect((await get(TEACHER, `/api/day/timeline/${otherChild}`)).statusCode).toBe(404);
      expect((await get(CENTRE_A, `/api/day/timeline/${otherChild}`)).statusCode).toBe(200);
    });

    it('answers 404 for another centre’s child, to read or to log', async () => {
      expect((await get(CENTRE_B, `/api/day/timeline/${child}`)).statusCode).toBe(404);
      expect((await log(CENTRE_B, { studentAdmissionId: child, kind: 'MOOD', mood: 'HAPPY' })).statusCode).toBe(404);
      const res = await logClass(CENTRE_B, { classId, studentAdmissionIds: [child], kind: 'MOOD', mood: 'HAPPY' });
      expect(res.statusCode).toBe(404);
    });
  });
});
