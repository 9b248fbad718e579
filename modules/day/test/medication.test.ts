import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '@portal/core';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { adminUsers } from '@portal/mod-users/server';
import { setDayClock } from '../server/clock.ts';
import { dayCareEvents, dayMedicationDoses } from '../server/schema.ts';
import { childTimeline } from '../shared/contracts.ts';
import { doseGiven, MEDICATION_GIVEN, MEDICATION_MESSAGES } from '../shared/medication.ts';

const CENTRE_A = 'franchisee-a@demo.school';
const CENTRE_B = 'franchisee-b@demo.school';
const TEACHER = 'teacher@demo.school';
const PARENT = 'parent@demo.school';
const PARENT2 = 'parent2@demo.school';

/** hh:mm AM/PM in India, `hours` from `at`. */
function slotIn(at: Date, hours = 0): string {
  const india = new Date(at.getTime() + (330 + hours * 60) * 60_000);
  const h = india.getUTCHours();
  const mm = String(india.getUTCMinutes()).padStart(2, '0');
  return `${String(h % 12 || 12).padStart(2, '0')}:${mm} ${h < 12 ? 'AM' : 'PM'}`;
}

describe('medication: authorised by the parent, approved by the centre, given inside its times', () => {
  let t: TestApp;
  let child: number;
  let otherChild: number;
  // Noon in India today: every slot of the tests stays inside the day.
  const noon = new Date(`${todayInIndia()}T06:30:00.000Z`);
  const today = todayInIndia(noon);

  const get = (email: string, url: string) => t.as(email, { method: 'GET', url });
  const post = (email: string, url: string, payload: object) => t.as(email, { method: 'POST', url, payload });
  const give = (email: string, medicationId: number) => post(email, '/api/day/medication/doses', { medicationId });
  const linkedAdmission = async (email: string) => {
    const [user] = await t.db.db
      .select({ id: adminUsers.studentAdmissionId })
      .from(adminUsers)
      .where(eq(adminUsers.email, email));
    return user.id!;
  };
  const dosesOf = (medicationId: number) =>
    t.db.db.select().from(dayMedicationDoses).where(eq(dayMedicationDoses.medicationId, medicationId));
  /** The parent authorises a medicine; `approve` has the centre head approve it. */
  async function authorise(body: object, approve = true, email = PARENT, studentAdmissionId = child) {
    const res = await post(email, '/api/day-medications', {
      studentAdmissionId,
      medicine: 'Paracetamol syrup',
      dose: '5 ml',
      times: slotIn(noon),
      fromDate: today,
      toDate: today,
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as number;
    if (approve) expect((await post(CENTRE_A, `/api/day-medications/${id}/approve`, {})).statusCode).toBe(200);
    return id;
  }

  beforeAll(async () => {
    t = await startTestApp();
    child = await linkedAdmission(PARENT);
    otherChild = await linkedAdmission(PARENT2);
    setDayClock(noon);
    const res = await post(TEACHER, '/api/day/roster/check-in', { studentAdmissionId: child });
    expect(res.statusCode, res.body).toBe(200);
  });
  afterEach(() => setDayClock(noon));
  afterAll(async () => {
    setDayClock(undefined);
    await t.close();
  });

  it('a parent authorises medicine for their own child only; it waits for the centre', async () => {
    const res = await post(PARENT, '/api/day-medications', {
      studentAdmissionId: child,
      medicine: 'Cough syrup',
      dose: '2 ml',
      times: '9 in the morning',
      fromDate: today,
      toDate: today,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('9 in the morning is not a time of day; type a time like 04:05 PM');
    const backwards = await post(PARENT, '/api/day-medications', {
      studentAdmissionId: child,
      medicine: 'Cough syrup',
      dose: '2 ml',
      times: '09:00 AM',
      fromDate: today,
      toDate: addDays(today, -1),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain(MEDICATION_MESSAGES.toBeforeFrom);
    const other = await post(PARENT, '/api/day-medications', {
      studentAdmissionId: otherChild,
      medicine: 'Cough syrup',
      dose: '2 ml',
      times: '09:00 AM',
      fromDate: today,
      toDate: today,
    });
    expect([403, 404]).toContain(other.statusCode);
    const id = await authorise({}, false);
    expect((await get(PARENT, `/api/day-medications/${id}`)).json().status).toBe('PENDING');
    expect((await get(PARENT2, `/api/day-medications/${id}`)).statusCode).toBe(404);
    // Only the centre's heads approve.
    expect((await post(PARENT, `/api/day-medications/${id}/approve`, {})).statusCode).toBe(403);
    expect((await post(TEACHER, `/api/day-medications/${id}/approve`, {})).statusCode).toBe(403);
  });

  it('keeps the times as the parent gives them, typed any usual way, and names a time that is not one', async () => {
    const given = (times: string) =>
      post(PARENT, '/api/day-medications', {
        studentAdmissionId: child,
        medicine: 'Cough syrup',
        dose: '2 ml',
        times,
        fromDate: today,
        toDate: today,
      });
    const typed = await given('9:00 am, 13:30,4:05 PM');
    expect(typed.statusCode, typed.body).toBe(201);
    expect(typed.json().times).toBe('09:00 AM, 01:30 PM, 04:05 PM');
    const refused: [string, string][] = [
      ['13:30 AM', 'Times of day: 13:30 AM is not a time of day'],
      ['09:00 AM, 25:00', 'Times of day: 25:00 is not a time of day'],
      ['09:75 AM', 'Times of day: 09:75 AM is not a time of day'],
      ['9:00', 'Times of day: say whether 9:00 is AM or PM'],
      ['09:00 AM, 9 am', 'Times of day: 09:00 AM is given twice'],
    ];
    for (const [times, message] of refused) {
      const res = await given(times);
      expect(res.statusCode, times).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });

  it('refuses a dose that is not approved, and writes nothing', async () => {
    const id = await authorise({}, false);
    const res = await give(TEACHER, id);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MEDICATION_MESSAGES.notApproved('Paracetamol syrup'));
    expect(await dosesOf(id)).toHaveLength(0);
  });

  it('refuses a dose on a day the authorisation does not cover', async () => {
    const id = await authorise({ fromDate: addDays(today, 1), toDate: addDays(today, 2) });
    const res = await give(TEACHER, id);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('not today');
    expect(await dosesOf(id)).toHaveLength(0);
  });

  it('refuses a dose outside an hour of the authorised times', async () => {
    const id = await authorise({ times: `${slotIn(noon, 3)}, ${slotIn(noon, -3)}` });
    const res = await give(TEACHER, id);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('not now');
    setDayClock(new Date(noon.getTime() + 2 * 3_600_000 + 30 * 60_000));
    expect((await give(TEACHER, id)).statusCode).toBe(201);
    expect(await dosesOf(id)).toHaveLength(1);
  });

  it('gives a dose once per time; the parent reads it on the child’s timeline', async () => {
    const id = await authorise({ medicine: 'Amoxicillin', dose: '4 ml' });
    setDayClock(new Date(noon.getTime() + 40 * 60_000));
    const res = await give(TEACHER, id);
    expect(res.statusCode, res.body).toBe(201);
    expect(doseGiven.parse(res.json())).toMatchObject({ slot: slotIn(noon), medicine: 'Amoxicillin' });
    const again = await give(CENTRE_A, id);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MEDICATION_MESSAGES.alreadyGiven('Amoxicillin', slotIn(noon)));
    expect(await dosesOf(id)).toHaveLength(1);

    const day = childTimeline.response.parse((await get(PARENT, `/api/day/timeline/${child}`)).json());
    const dose = day.entries.find((e) => e.kind === MEDICATION_GIVEN && e.text?.includes('Amoxicillin'));
    expect(dose?.text).toBe(`Amoxicillin, 4 ml (the ${slotIn(noon)} dose)`);
    expect(dose?.recordedBy).toBeTruthy();
    const list = (await get(TEACHER, '/api/day/medication/today')).json();
    expect(list.medication.find((m: { id: number }) => m.id === id).given).toHaveLength(1);
  });

  it('answers 404 to a teacher of another class and to another centre; a parent gives no dose', async () => {
    const id = await authorise({}, true, PARENT2, otherChild);
    const care = await t.db.db.select().from(dayCareEvents).where(eq(dayCareEvents.studentAdmissionId, otherChild));
    expect((await give(TEACHER, id)).statusCode).toBe(404);
    expect((await give(PARENT2, id)).statusCode).toBe(403);
    const mine = await authorise({});
    expect((await give(CENTRE_B, mine)).statusCode).toBe(404);
    expect((await get(CENTRE_B, `/api/day-medications/${mine}`)).statusCode).toBe(404);
    expect((await post(CENTRE_B, `/api/day-medications/${mine}/approve`, {})).statusCode).toBe(404);
    expect(await dosesOf(id)).toHaveLength(0);
    expect(await dosesOf(mine)).toHaveLength(0);
    const after = await t.db.db.select().from(dayCareEvents).where(eq(dayCareEvents.studentAdmissionId, otherChild));
    expect(after).toHaveLength(care.length);
  });
});
