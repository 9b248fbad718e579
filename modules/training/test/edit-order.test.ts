import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { setClock } from '../server/index.ts';
import { idsOf, SUPER, TRAINER, trainingBody } from './support.ts';

/** An edited training keeps the order a new one keeps: it cannot end before it starts. */
let t: TestApp;
let trainer: number;
beforeAll(async () => {
  t = await startTestApp();
  trainer = (await idsOf(t, [TRAINER]))[TRAINER];
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
