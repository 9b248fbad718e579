import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { devReservations } from '../server/schema.ts';
import { addDeveloper, DEVELOPER, newProspect } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await addDeveloper(t);
});
afterAll(() => t.close());

async function territory(pincode: string, city = 'Davanagere') {
  const res = await t.as(DEVELOPER, { method: 'POST', url: '/api/dev-territories', payload: { city, pincode } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; status: string };
}
const reserve = (id: number, prospectId: number) =>
  t.as(DEVELOPER, { method: 'POST', url: `/api/development/territories/${id}/reserve`, payload: { prospectId } });
const board = async () =>
  (await t.as(DEVELOPER, { method: 'GET', url: '/api/development/territories' })).json().rows as {
    pincode: string;
    availability: string;
    prospectName: string | null;
    servedBy: string | null;
  }[];

describe('territories', () => {
  it('shows each territory open, reserved or served (a centre covering its PIN code)', async () => {
    const rows = await board();
    const state = (pin: string) => rows.find((r) => r.pincode === pin);
    expect(state('570002')).toMatchObject({ availability: 'OPEN' });
    expect(state('580020')).toMatchObject({ availability: 'RESERVED', prospectName: 'Farah Siddiqui' });
    expect(state('560038')).toMatchObject({ availability: 'SERVED', servedBy: 'Little Sprouts Preschool Indiranagar' });
  });

  it('refuses a second territory for one PIN code', async () => {
    await territory('577001');
    const again = await t.as(DEVELOPER, {
      method: 'POST',
      url: '/api/dev-territories',
      payload: { city: 'Davanagere', pincode: '577001' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('reserves an open PIN code for one prospect and refuses it to a second with a clear 409', async () => {
    const place = await territory('577002');
    const first = await newProspect(t);
    const second = await newProspect(t, { name: 'Imran Qureshi' });
    const ok = await reserve(place.id, first.id);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ availability: 'RESERVED', prospectId: first.id });
    const refused = await reserve(place.id, second.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('PIN code 577002 is already reserved for another prospect; release it first');
    // Released, it may be promised to the second.
    expect(
      (await t.as(DEVELOPER, { method: 'POST', url: `/api/development/territories/${place.id}/release` })).statusCode,
    ).toBe(200);
    expect((await reserve(place.id, second.id)).statusCode).toBe(200);
  });

  it('refuses a PIN code a centre already serves', async () => {
    const served = (await board()).find((r) => r.pincode === '560038')!;
    const rows = (await t.as(DEVELOPER, { method: 'GET', url: '/api/dev-territories?q=560038' })).json().rows;
    const p = await newProspect(t);
    const res = await reserve(rows[0].id, p.id);
    expect(served.availability).toBe('SERVED');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('PIN code 560038 is already served by Little Sprouts Preschool Indiranagar');
  });

  it('lets only one of two simultaneous reservations of a PIN code through', async () => {
    const place = await territory('577003');
    const [a, b] = [await newProspect(t), await newProspect(t, { name: 'Nisha Patil' })];
    const answers = await Promise.all([reserve(place.id, a.id), reserve(place.id, b.id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().message).toContain('already reserved');
  });

  it('holds the rule in the database: a second live reservation of a PIN code cannot be stored', async () => {
    const place = await territory('577004');
    const [a, b] = [await newProspect(t), await newProspect(t, { name: 'Ritu Saxena' })];
    await t.db.db.insert(devReservations).values({ territoryId: place.id, pincode: '577004', prospectId: a.id });
    await expect(
      t.db.db.insert(devReservations).values({ territoryId: place.id, pincode: '577004', prospectId: b.id }),
    ).rejects.toThrow();
  });

  it('frees a lost prospect’s territories', async () => {
    const place = await territory('577005');
    const p = await newProspect(t);
    expect((await reserve(place.id, p.id)).statusCode).toBe(200);
    await t.as(DEVELOPER, {
      method: 'POST',
      url: `/api/dev-prospects/${p.id}/lose`,
      payload: { reason: 'Moved abroad' },
    });
    expect((await board()).find((r) => r.pincode === '577005')).toMatchObject({ availability: 'OPEN' });
  });
});
