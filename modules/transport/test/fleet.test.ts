import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { anonymousContext, outbox } from '@portal/kit';
import { studentAdmissions } from '@portal/mod-students/server';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { sendExpiryReminders } from '../server/index.ts';
import { busRouteStudents } from '../server/schema.ts';
import * as C from '../shared/contracts.ts';
import {
  CENTRE_A,
  CENTRE_B,
  compliantVehicle,
  daysFromToday,
  routeWithStops,
  staffId,
  SUPER,
  TEACHER,
} from './support.ts';
import { admissionsOffRoutes, RECORD_TYPES, vehicleId } from './support.ts';

let t: TestApp;
const get = (email: string, url: string) => t.as(email, { method: 'GET', url });
const post = (email: string, url: string, payload: object) => t.as(email, { method: 'POST', url, payload });
const put = (email: string, url: string, payload: object) => t.as(email, { method: 'PUT', url, payload });
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const freeAdmissions = (n: number) => admissionsOffRoutes(t, n);
/** Points sent by a vehicle's GPS device, with its key. */
const gps = (bus: number, payload: object, key?: string) =>
  t.as(null, {
    method: 'POST',
    url: `/api/transport/gps/${bus}`,
    payload,
    headers: key ? { 'x-device-key': key } : {},
  });
/** A centre's new key for a vehicle's device. */
const deviceKey = (email: string, bus: number) =>
  t.as(email, { method: 'POST', url: `/api/transport/vehicle-details/${bus}/device-key` });

describe('the record types', () => {
  it('lists each of the thirteen for the centre, and refuses a teacher', async () => {
    for (const type of RECORD_TYPES) {
      const res = await get(CENTRE_A, `/api/${type}`);
      expect(res.statusCode, `${type}: ${res.body}`).toBe(200);
      for (const row of (await get(CENTRE_A, `/api/${type}?fields=franchiseeId`)).json().rows)
        expect(row.franchiseeId).toBe(2);
      expect((await get(TEACHER, `/api/${type}`)).statusCode).toBe(403);
    }
  });

  it("files a record under its vehicle's centre and refuses another centre's vehicle", async () => {
    const pune = await vehicleId(t, 'MH12EF9012');
    const res = await post(CENTRE_A, '/api/vehicle-fule-details', {
      franchiseeId: 2,
      vehicleId: pune,
      filledOn: daysFromToday(0),
      litres: 40,
      costPaise: 380000,
      odometerKm: 100,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.vehicleId).toBe('Vehicle not found');
  });

  it('keeps the odometer from running backwards between fills', async () => {
    const bus = await vehicleId(t, 'KA01AB1234');
    const fill = (days: number, odometerKm: number) =>
      post(CENTRE_A, '/api/vehicle-fule-details', {
        franchiseeId: 2,
        vehicleId: bus,
        filledOn: daysFromToday(days),
        litres: 40,
        costPaise: 380000,
        odometerKm,
      });
    const first = await fill(30, 900_000);
    expect(first.statusCode, first.body).toBe(201);
    const backwards = await fill(31, 899_000);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fieldErrors.odometerKm).toBe(
      'An earlier fill read 9,00,000 km: the odometer cannot go backwards',
    );
    const tooHigh = await fill(29, 950_000);
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().fieldErrors.odometerKm).toBe('A later fill read 9,00,000 km: this reading cannot be higher');
    const edit = await put(CENTRE_A, `/api/vehicle-fule-details/${first.json().id}`, { odometerKm: 10 });
    expect(edit.statusCode).toBe(400);
    // Repairs and services read the same odometer: 12,000 km at a fill, then 11,000 km at a later service.
    const at = (url: string, payload: object) =>
      t.as(CENTRE_A, {
        method: 'POST',
        url,
        payload: { franchiseeId: 2, vehicleId: bus, costPaise: 50000, ...payload },
      });
    const service = await at('/api/vehicle-maintenance-details', {
      serviceDate: daysFromToday(32),
      description: 'Oil change',
      odometerKm: 890_000,
    });
    expect(service.statusCode).toBe(400);
    expect(service.json().fieldErrors.odometerKm).toBe(
      'An earlier fill read 9,00,000 km: the odometer cannot go backwards',
    );
    const repair = await at('/api/vehicle-rapairbreakdown-details', {
      reportedOn: daysFromToday(33),
      description: 'Flat tyre',
      odometerKm: 905_000,
    });
    expect(repair.statusCode, repair.body).toBe(201);
    const fillAfter = await fill(34, 901_000);
    expect(fillAfter.json().fieldErrors.odometerKm).toBe(
      'An earlier repair read 9,05,000 km: the odometer cannot go backwards',
    );
    const unread = await at('/api/vehicle-maintenance-details', {
      serviceDate: daysFromToday(35),
      description: 'Wash',
    });
    expect(unread.statusCode, unread.body).toBe(201);
    for (const [url, id] of [
      ['vehicle-rapairbreakdown-details', repair.json().id],
      ['vehicle-maintenance-details', unread.json().id],
    ])
      expect((await t.as(CENTRE_A, { method: 'DELETE', url: `/api/${url}/${id}` })).statusCode).toBe(204);
    expect(
      (await t.as(CENTRE_A, { method: 'DELETE', url: `/api/vehicle-fule-details/${first.json().id}` })).statusCode,
    ).toBe(204);
  });

  it('refuses an expiry before the start, and a driver without a licence', async () => {
    const bus = await vehicleId(t, 'KA01AB1234');
    const bad = await post(CENTRE_A, '/api/vehicle-insurance-details', {
      franchiseeId: 2,
      vehicleId: bus,
      policyNumber: 'X1',
      insurer: 'X',
      startDate: daysFromToday(5),
      expiryDate: daysFromToday(1),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.expiryDate).toMatch(/after the start/);
    const driver = await post(CENTRE_A, '/api/vehicle-staff-details', {
      franchiseeId: 2,
      name: 'New Driver',
      staffRole: 'DRIVER',
      mobile: '9876501234',
    });
    expect(driver.statusCode).toBe(400);
    expect(driver.json().fieldErrors.licenceNumber).toBeTruthy();
  });

  it('gives fuel and maintenance cost per kilometre', async () => {
    const res = await get(CENTRE_A, '/api/transport/vehicle-cost');
    expect(res.statusCode, res.body).toBe(200);
    const bus = C.vehicleCost.response.parse(res.json()).rows.find((r) => r.registrationNumber === 'KA01AB1234')!;
    // 550 km; 5,700 + 5,250 fuel and 6,800 maintenance rupees.
    expect(bus).toMatchObject({ km: 550, fuelPaise: 10_950_00, maintenancePaise: 6_800_00 });
    expect(bus.paisePerKm).toBe(Math.round(17_750_00 / 550));
  });
});

describe('compliance', () => {
  it('lists expired and expiring papers per vehicle and driver, fenced by centre', async () => {
    const res = await get(CENTRE_A, '/api/transport/vehicle-compliance');
    expect(res.statusCode, res.body).toBe(200);
    const rows = C.compliance.response.parse(res.json()).rows;
    expect(rows).toContainEqual(
      expect.objectContaining({
        subject: 'KA05CD5678',
        paper: 'INSURANCE',
        state: 'EXPIRED',
        expiryDate: daysFromToday(-10),
      }),
    );
    expect(rows).toContainEqual(
      expect.objectContaining({ subject: 'Suresh Gowda', paper: 'LICENCE', state: 'EXPIRING', daysLeft: 20 }),
    );
    expect(rows.every((r) => r.franchiseeId === 2)).toBe(true);
    const b = C.compliance.response.parse((await get(CENTRE_B, '/api/transport/vehicle-compliance')).json());
    expect(b.rows.map((r) => r.subject)).toEqual(['MH12EF9012']);
    const network = C.compliance.response.parse((await get(SUPER, '/api/transport/vehicle-compliance')).json());
    expect(new Set(network.rows.map((r) => r.franchiseeId))).toEqual(new Set([2, 3]));
    expect((await get(CENTRE_A, '/api/transport/vehicle-compliance?franchiseeID=3')).statusCode).toBe(404);
  });

  it('blocks a vehicle with expired insurance with the reason and date; renewing lifts it', async () => {
    const van = await vehicleId(t, 'KA05CD5678');
    const refused = await post(CENTRE_A, '/api/vehicle-bus-route', {
      franchiseeId: 2,
      name: 'Domlur afternoon',
      vehicleId: van,
    });
    expect(refused.statusCode).toBe(400);
    const [y, m, d] = daysFromToday(-10).split('-');
    expect(refused.json().message).toBe(`The vehicle's insurance expired on ${d}-${m}-${y}; renew it first`);
    expect(refused.json().fieldErrors.vehicleId).toBe(refused.json().message);
    const count = await get(CENTRE_A, '/api/vehicle-bus-route?q=Domlur');
    expect(count.json().count).toBe(0);

    const renewed = await post(CENTRE_A, '/api/vehicle-insurance-details', {
      franchiseeId: 2,
      vehicleId: van,
      policyNumber: 'POL-NEW',
      insurer: 'HDFC Ergo',
      startDate: daysFromToday(0),
      expiryDate: daysFromToday(365),
    });
    expect(renewed.statusCode, renewed.body).toBe(201);
    const ok = await post(CENTRE_A, '/api/vehicle-bus-route', {
      franchiseeId: 2,
      name: 'Domlur afternoon',
      vehicleId: van,
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const after = C.compliance.response.parse((await get(CENTRE_A, '/api/transport/vehicle-compliance')).json());
    expect(after.rows.find((r) => r.subject === 'KA05CD5678' && r.paper === 'INSURANCE')).toBeUndefined();
  });

  it("blocks a driver whose licence has expired, on a new route and on a route's driver change", async () => {
    const bus = await compliantVehicle(t, CENTRE_A, 'KA03XY0001', 10);
    const suresh = await staffId(t, 'Suresh Gowda');
    const expired = await put(CENTRE_A, `/api/vehicle-staff-details/${suresh}`, { licenceExpiry: daysFromToday(-1) });
    expect(expired.statusCode, expired.body).toBe(200);
    const refused = await post(CENTRE_A, '/api/vehicle-bus-route', {
      franchiseeId: 2,
      name: 'Ulsoor loop',
      vehicleId: bus,
      driverId: suresh,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors.driverId).toMatch(
      /^Suresh Gowda's driving licence expired on \d\d-\d\d-\d{4}; renew it first$/,
    );
    const route = await post(CENTRE_A, '/api/vehicle-bus-route', {
      franchiseeId: 2,
      name: 'Ulsoor loop',
      vehicleId: bus,
    });
    expect(route.statusCode).toBe(201);
    const change = await put(CENTRE_A, `/api/vehicle-bus-route/${route.json().id}`, { driverId: suresh });
    expect(change.statusCode).toBe(400);
    await put(CENTRE_A, `/api/vehicle-staff-details/${suresh}`, { licenceExpiry: daysFromToday(700) });
    const renewed = await put(CENTRE_A, `/api/vehicle-bus-route/${route.json().id}`, { driverId: suresh });
    expect(renewed.statusCode, renewed.body).toBe(200);
  });

  it('queues reminders through the outbox on the reminder days', async () => {
    const before = (await t.db.db.select({ n: sql<number>`count(*)::int` }).from(outbox))[0].n;
    // Centre 003's insurance expires in 25 days: reminded 30, 7 and 1 days ahead, so not today …
    const ctx = { ...anonymousContext(t.db.db), franchisees: 'all' as const };
    await sendExpiryReminders(ctx);
    // … but 18 days from now it is 7 days ahead.
    const sent = await sendExpiryReminders(ctx, daysFromToday(18));
    expect(sent).toBeGreaterThanOrEqual(1);
    const rows = await t.db.db
      .select()
      .from(outbox)
      .orderBy(sql`id desc`)
      .limit(sent);
    expect(rows.some((r) => r.body.includes('MH12EF9012') && r.body.includes('insurance'))).toBe(true);
    expect((await t.db.db.select({ n: sql<number>`count(*)::int` }).from(outbox))[0].n).toBeGreaterThan(before);
  });
});

/** A stop of centre A's route, or a child riding it (at its first stop when none is named). */
const stop = (busRouteId: number, fields: object) =>
  post(CENTRE_A, '/api/vehicle-bus-stop', { franchiseeId: 2, busRouteId, ...fields });
const assign = (busRouteId: number, studentAdmissionId: number, busStopId?: number) =>
  post(CENTRE_A, '/api/assigned-bus-route-student', { franchiseeId: 2, busRouteId, studentAdmissionId, busStopId });

describe('routes, stops and students', () => {
  it('keeps stops numbered without gaps, inside India, and inserts in between', async () => {
    const bus = await compliantVehicle(t, CENTRE_A, 'KA03XY0002', 30);
    const { route, stops } = await routeWithStops(t, CENTRE_A, bus, 'Gap test', 2);
    const gap = await stop(route, { seq: 5, name: 'Far', latitude: 12.99, longitude: 77.6 });
    expect(gap.statusCode).toBe(400);
    expect(gap.json().fieldErrors.seq).toBe('Stops are numbered without gaps: this route has 2, so the next is 3');
    const abroad = await stop(route, { name: 'London', latitude: 51.5, longitude: -0.12 });
    expect(abroad.statusCode).toBe(400);
    const between = await stop(route, { seq: 1, name: 'First now', latitude: 12.96, longitude: 77.64 });
    expect(between.statusCode, between.body).toBe(201);
    const sheet = C.routeSheet.response.parse(
      (await get(CENTRE_A, `/api/transport/vehicle-bus-stop/${route}/sheet`)).json(),
    );
    expect(sheet.stops.map((s) => [s.seq, s.name])).toEqual([
      [1, 'First now'],
      [2, 'Stop 1'],
      [3, 'Stop 2'],
    ]);
    const moved = await put(CENTRE_A, `/api/vehicle-bus-stop/${stops[1]}`, { seq: 1 });
    expect(moved.statusCode, moved.body).toBe(200);
    const again = C.routeSheet.response.parse(
      (await get(CENTRE_A, `/api/transport/vehicle-bus-stop/${route}/sheet`)).json(),
    );
    expect(again.stops.map((s) => s.name)).toEqual(['Stop 2', 'First now', 'Stop 1']);
    expect((await get(CENTRE_B, `/api/transport/vehicle-bus-stop/${route}/sheet`)).statusCode).toBe(404);
  });

  it('assigns students to a stop within the seats, and refuses the one too many', async () => {
    const bus = await compliantVehicle(t, CENTRE_A, 'KA03XY0003', 2);
    const { route, stops } = await routeWithStops(t, CENTRE_A, bus, 'Two seats', 2);
    const [a, b, c] = await freeAdmissions(3);
    const first = await assign(route, a, stops[1]);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().busStopId).toBe(stops[1]);
    const second = await assign(route, b);
    expect(second.statusCode).toBe(201);
    expect(second.json().busStopId).toBe(stops[0]); // no stop given: the first
    const full = await assign(route, c, stops[0]);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('Two seats is full: all 2 seats are taken');
    const twice = await assign(route, a);
    expect(twice.statusCode).toBe(409);
    const rows = await t.db.db.select().from(busRouteStudents).where(eq(busRouteStudents.busRouteId, route));
    expect(rows).toHaveLength(2);
    // Fewer seats than riders is refused too.
    const shrink = await put(CENTRE_A, `/api/vehicle-details/${bus}`, { seats: 1 });
    expect(shrink.statusCode).toBe(400);
  });

  it("refuses a stop of another route, and another centre's student", async () => {
    const bus = await compliantVehicle(t, CENTRE_A, 'KA03XY0004', 5);
    const one = await routeWithStops(t, CENTRE_A, bus, 'Route one', 1);
    const two = await routeWithStops(t, CENTRE_A, bus, 'Route two', 1);
    const [a] = await freeAdmissions(1);
    const wrong = await assign(one.route, a, two.stops[0]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors.busStopId).toBe('The stop is not on this route');
    const [other] = await t.db.db
      .select({ id: studentAdmissions.id })
      .from(studentAdmissions)
      .where(eq(studentAdmissions.franchiseeId, 3))
      .limit(1);
    const foreign = await assign(one.route, other.id);
    expect(foreign.statusCode).toBe(400);
  });
});

describe('GPS ingest and the actual route', () => {
  it('takes batches only with the vehicle key, in time order, and draws the day against the plan', async () => {
    const bus = await vehicleId(t, 'KA01AB1234');
    const van = await vehicleId(t, 'KA05CD5678');
    const point = (min: number, lat: number, lng: number) => ({
      at: new Date(Date.parse(`${daysFromToday(-1)}T07:30:00+05:30`) + min * 60_000).toISOString(),
      lat,
      lng,
    });
    const batch = { points: [point(10, 12.9719, 77.6412), point(30, 12.9784, 77.6408)] };
    const anonymous = await gps(bus, batch);
    expect(anonymous.statusCode).toBe(401);
    const keyRes = await deviceKey(CENTRE_A, bus);
    expect(keyRes.statusCode, keyRes.body).toBe(200);
    const key = keyRes.json().key as string;
    expect((await deviceKey(CENTRE_B, bus)).statusCode).toBe(404);
    const elsewhere = await gps(van, batch, key);
    expect(elsewhere.statusCode).toBe(401);
    const unknown = await gps(999999, batch, key);
    expect(unknown.statusCode).toBe(401);
    const backwards = await gps(bus, { points: [...batch.points].reverse() }, key);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('Points must be in time order: point 2 is not after point 1');
    const abroad = await gps(bus, { points: [point(1, 40, -70)] }, key);
    expect(abroad.statusCode).toBe(400);
    const ok = await gps(bus, batch, key);
    expect(ok.statusCode, ok.body).toBe(202);
    expect(ok.json()).toMatchObject({ accepted: 2, duplicates: 0 });
    const again = await gps(bus, batch, key);
    expect(again.json()).toMatchObject({ accepted: 0, duplicates: 2 });

    const [route] = (await get(CENTRE_A, '/api/vehicle-bus-route?q=Indiranagar')).json().rows;
    const res = await get(CENTRE_A, `/api/transport/vehicle-actual-route/${route.id}?date=${daysFromToday(-1)}`);
    expect(res.statusCode, res.body).toBe(200);
    const day = C.actualRoute.response.parse(res.json());
    expect(day.points).toBe(2);
    // Stop 1 (07:40) reached 07:40 on time; stop 2 (07:50) reached 08:00, within 10 minutes; 3 and 4 missed.
    expect(day.stops.map((s) => s.state)).toEqual(['ON_TIME', 'ON_TIME', 'MISSED', 'MISSED']);
    expect((await get(CENTRE_B, `/api/transport/vehicle-actual-route/${route.id}`)).statusCode).toBe(404);
  });

  it("marks a stop reached past the centre's tolerance late", async () => {
    const [route] = (await get(CENTRE_A, '/api/vehicle-bus-route?q=Indiranagar')).json().rows;
    const bus = await vehicleId(t, 'KA01AB1234');
    const key = (await deviceKey(CENTRE_A, bus)).json().key;
    const at = (hhmm: string) => new Date(`${daysFromToday(-2)}T${hhmm}:00+05:30`).toISOString();
    const points = [
      { at: at('07:41'), lat: 12.9719, lng: 77.6412 },
      { at: at('08:35'), lat: 12.9866, lng: 77.6446 },
    ];
    const res = await gps(bus, { points }, key);
    expect(res.statusCode).toBe(202);
    const day = C.actualRoute.response.parse(
      (await get(CENTRE_A, `/api/transport/vehicle-actual-route/${route.id}?date=${daysFromToday(-2)}`)).json(),
    );
    expect(day.stops[0].state).toBe('ON_TIME');
    expect(day.stops[3]).toMatchObject({ state: 'LATE', lateByMinutes: 20 });
  });
});
