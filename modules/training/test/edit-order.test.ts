import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { eq } from 'drizzle-orm';
import { setClock, trainingEnrollments } from '../server/index.ts';
import { addTeachers, CENTRE_A, CENTRE_B, idsOf, SUPER, TEACHER, TRAINER, trainingBody } from './support.ts';
import { apiAs, newTraining, type Method } from './support.ts';

/**
 * An edited training keeps the order a new one keeps: it cannot end before it starts; and its seats are held
 * when centres register their staff.
 */
let t: TestApp;
let trainer: number;
let ids: Record<string, number>;
beforeAll(async () => {
  t = await startTestApp();
  ids = await idsOf(t, [TRAINER, TEACHER]);
  trainer = ids[TRAINER];
  setClock(new Date('2030-06-10T08:00:00+05:30'));
});
afterAll(async () => {
  setClock(undefined);
  await t.close();
});

describe('editing a training', () => {
  it('refuses 11:00 to 10:00 and a last day before the first, and keeps the training as it was', async () => {
    const body = trainingBody({ trainers: [{ trainerUserID: trainer, kind: 'Organizer' }], inviteAudience: false });
    const created = await t.as(SUPER, { method: 'POST', url: '/api/trainings', payload: body });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    const edit = (over: object) =>
      t.as(SUPER, { method: 'PUT', url: `/api/trainings/${id}`, payload: { ...body, ...over } });
    const endsFirst = await edit({ fromTime: '11:00', toTime: '10:00' });
    expect(endsFirst.statusCode).toBe(400);
    expect(endsFirst.json().fieldErrors).toMatchObject({
      toTime: 'The session ends before it starts: a day’s session lasts at most 12 hours',
    });
    const daysBackwards = await edit({ fromDate: '2030-06-12', toDate: '2030-06-11' });
    expect(daysBackwards.json().fieldErrors).toMatchObject({ toDate: 'To date must not be before the from date' });
    const details = (await t.as(SUPER, { method: 'GET', url: `/api/trainings/${id}` })).json();
    expect(details).toMatchObject({
      fromTime: expect.stringMatching(/^10:00/),
      toTime: expect.stringMatching(/^11:30/),
      fromDate: '2030-06-10',
    });
  });
});

const api = (email: string, method: Method, url: string, payload?: unknown) => apiAs(t, email, method, url, payload);
const createTraining = (over: Record<string, unknown> = {}) => newTraining(t, trainer, over);

describe('registration limits', () => {
  it('holds the capacity under concurrent registrations', async () => {
    const { id } = await createTraining({
      fromDate: '2030-09-01',
      toDate: '2030-09-01',
      capacity: 3,
      audienceFranchiseeIds: [3],
      inviteAudience: false,
    });
    const teachers = await addTeachers(t, 3, 8, 'pune-teacher');
    // Signed in once before: eight requests at once would each sign in, and meet the sign-in limit.
    await t.token(CENTRE_B);
    const answers = await Promise.all(
      teachers.map((teacher) =>
        api(CENTRE_B, 'POST', `/api/trainings/${id}/register-staff`, { teacherUserIDs: [teacher] }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(5);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe('The training is full');
    const rows = await t.db.db.select().from(trainingEnrollments).where(eq(trainingEnrollments.trainingId, id));
    expect(rows).toHaveLength(3);
  });

  it("tells how many seats are left, and keeps supervisors to their own centre's staff", async () => {
    const { id } = await createTraining({
      fromDate: '2030-09-02',
      toDate: '2030-09-02',
      capacity: 2,
      audienceFranchiseeIds: [2, 3],
      inviteAudience: false,
    });
    const pune = await addTeachers(t, 3, 3, 'pune-late');
    const tooMany = await api(CENTRE_B, 'POST', `/api/trainings/${id}/register-staff`, { teacherUserIDs: pune });
    expect(tooMany.json()).toMatchObject({ statusCode: 409, message: 'Only 2 seats are left in this training' });
    const crossCentre = await api(CENTRE_A, 'POST', `/api/trainings/${id}/register-staff`, {
      teacherUserIDs: [pune[0]],
    });
    expect(crossCentre.statusCode).toBe(404);
    const ok = await api(CENTRE_B, 'POST', `/api/trainings/${id}/register-staff`, { teacherUserIDs: [pune[0]] });
    expect(ok.json()).toMatchObject({ registered: [pune[0]], seatsLeft: 1 });
    const again = await api(CENTRE_B, 'POST', `/api/trainings/${id}/register-staff`, {
      teacherUserIDs: [pune[0], pune[1], pune[2]],
    });
    expect(again.json()).toMatchObject({ statusCode: 409, message: 'Only 1 seat is left in this training' });
    const eligible = (await api(CENTRE_B, 'GET', `/api/trainings/${id}/eligible-staff`)).json().rows as {
      teacherUserID: number;
      franchiseeId: number;
      registered: boolean;
    }[];
    expect(eligible.every((e) => e.franchiseeId === 3)).toBe(true);
    expect(eligible.find((e) => e.teacherUserID === pune[0])!.registered).toBe(true);
    expect(
      (await api(TEACHER, 'POST', `/api/trainings/${id}/register-staff`, { teacherUserIDs: [ids[TEACHER]] }))
        .statusCode,
    ).toBe(403);
  });
});
