import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import { studentAdmissions } from '@portal/mod-students/server';
import { startTestApp, type TestApp } from '@portal/server/testing';
import * as C from '../shared/contracts.ts';
import { busRoutes, busStops, escortVendors, studentDestinationAssignments } from '../server/schema.ts';
import {
  CENTRE_A,
  CENTRE_B,
  compliantVehicle,
  daysFromToday,
  PARENT,
  staffId,
  SUPER,
  TEACHER,
  vehicleId,
} from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const routeId = async (name: string) =>
  (await t.db.db.select({ id: busRoutes.id }).from(busRoutes).where(eq(busRoutes.name, name)))[0].id;
const stopsOf = async (route: number) =>
  (
    await t.db.db
      .select({ id: busStops.id })
      .from(busStops)
      .where(eq(busStops.busRouteId, route))
      .orderBy(asc(busStops.seq))
  ).map((s) => s.id);
const vendorId = async (name: string) =>
  (await t.db.db.select({ id: escortVendors.id }).from(escortVendors).where(eq(escortVendors.name, name)))[0].id;

/** A child of the centre with no destination yet. */
async function freeChild(franchiseeId: number): Promise<number> {
  const taken = (
    await t.db.db.select({ id: studentDestinationAssignments.studentAdmissionId }).from(studentDestinationAssignments)
  ).map((r) => r.id);
  const [row] = await t.db.db
    .select({ id: studentAdmissions.id })
    .from(studentAdmissions)
    .where(
      and(
        eq(studentAdmissions.franchiseeId, franchiseeId),
        taken.length ? notInArray(studentAdmissions.id, taken) : undefined,
      ),
    )
    .orderBy(asc(studentAdmissions.id))
    .limit(1);
  return row.id;
}

describe('vehicle-destination-assignment', () => {
  it('assigns a vehicle to a destination for a shift and period, one at a time, dates in order', async () => {
    const bus = await vehicleId(t, 'KA01AB1234');
    const route = await routeId('Indiranagar morning');
    const escort = await staffId(t, 'Lakshmi Devi');
    const post = (email: string, payload: Record<string, unknown>) =>
      t.as(email, { method: 'POST', url: '/api/vehicle-destination-assignment', payload });
    const body = { franchiseeId: 2, vehicleId: bus, busRouteId: route, shift: 'AFTERNOON', escortId: escort };

    const backwards = await post(CENTRE_A, { ...body, fromDate: daysFromToday(5), toDate: daysFromToday(1) });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fieldErrors.toDate).toBe('The end date must be on or after the start date');

    const driver = await post(CENTRE_A, {
      ...body,
      escortId: await staffId(t, 'Ramesh Kumar'),
      fromDate: daysFromToday(0),
    });
    expect(driver.statusCode).toBe(400);
    expect(driver.json().fieldErrors.escortId).toBe('Choose an escort or attendant, not a driver');

    const term = await post(CENTRE_A, { ...body, fromDate: daysFromToday(0), toDate: daysFromToday(60) });
    expect(term.statusCode, term.body).toBe(201);
    expect(term.json()).toMatchObject({ franchiseeId: 2, shift: 'AFTERNOON', isActive: true });

    // The same vehicle on the same shift in a period that meets the first is refused, naming the clash.
    const clash = await post(CENTRE_A, { ...body, fromDate: daysFromToday(30) });
    expect(clash.statusCode).toBe(409);
    const [d, m, y] = [daysFromToday(0).slice(8), daysFromToday(0).slice(5, 7), daysFromToday(0).slice(0, 4)];
    expect(clash.json().message).toContain(
      `KA01AB1234 already serves Indiranagar morning on the afternoon shift from ${d}-${m}-${y}`,
    );
    // After the term ends it is free again; the morning shift has its own (seeded) assignment.
    expect((await post(CENTRE_A, { ...body, fromDate: daysFromToday(61) })).statusCode).toBe(201);
    expect((await post(CENTRE_A, { ...body, shift: 'MORNING', fromDate: daysFromToday(90) })).statusCode).toBe(409);

    // Ending an assignment frees its shift; re-opening it over another is refused.
    const ended = await t.as(CENTRE_A, {
      method: 'PUT',
      url: `/api/vehicle-destination-assignment/${term.json().id}`,
      payload: { toDate: daysFromToday(10) },
    });
    expect(ended.statusCode, ended.body).toBe(200);
    const bad = await t.as(CENTRE_A, {
      method: 'PUT',
      url: `/api/vehicle-destination-assignment/${term.json().id}`,
      payload: { toDate: daysFromToday(-1) },
    });
    expect(bad.statusCode).toBe(400);

    // Another centre's route, vehicle or escort is not found; the lapsed van is refused with its reason.
    const pune = await routeId('Koregaon Park morning');
    const foreign = await post(CENTRE_A, { ...body, busRouteId: pune, fromDate: daysFromToday(200) });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fieldErrors.busRouteId).toBe('Destination (route) not found');
    const lapsed = await post(CENTRE_A, {
      ...body,
      vehicleId: await vehicleId(t, 'KA05CD5678'),
      escortId: undefined,
      fromDate: daysFromToday(0),
    });
    expect(lapsed.statusCode).toBe(400);
    expect(lapsed.json().message).toMatch(/insurance expired/);
  });

  it('lists with search, paging and export, fenced by centre and guarded by ESCORT_DIGITAL_ID', async () => {
    const list = await t.as(CENTRE_A, {
      method: 'GET',
      url: '/api/vehicle-destination-assignment?q=KA01&pageSize=1',
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().count).toBeGreaterThanOrEqual(2);
    expect(list.json().rows).toHaveLength(1);
    const csv = await t.as(CENTRE_A, { method: 'GET', url: '/api/vehicle-destination-assignment/export?format=csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Indiranagar morning');
    const b = await t.as(CENTRE_B, { method: 'GET', url: '/api/vehicle-destination-assignment' });
    expect(JSON.stringify(b.json().rows)).not.toContain('Indiranagar');
    const aRow = list.json().rows[0].id;
    expect(
      (await t.as(CENTRE_B, { method: 'GET', url: `/api/vehicle-destination-assignment/${aRow}` })).statusCode,
    ).toBe(404);
    for (const who of [TEACHER, PARENT])
      expect((await t.as(who, { method: 'GET', url: '/api/vehicle-destination-assignment' })).statusCode).toBe(403);
  });
});

describe('stundent-destination-assignment', () => {
  it("assigns a centre's own child to a pickup and drop stop of the route, one per shift", async () => {
    const route = await routeId('Indiranagar morning');
    const [first, , , school] = await stopsOf(route);
    const child = await freeChild(2);
    const body = {
      franchiseeId: 2,
      studentAdmissionId: child,
      busRouteId: route,
      pickupStopId: first,
      dropStopId: school,
      shift: 'MORNING',
      fromDate: daysFromToday(0),
    };
    const post = (email: string, payload: Record<string, unknown>) =>
      t.as(email, { method: 'POST', url: '/api/stundent-destination-assignment', payload });

    const otherChild = await freeChild(3);
    const foreignChild = await post(CENTRE_A, { ...body, studentAdmissionId: otherChild });
    expect(foreignChild.statusCode).toBe(400);
    expect(foreignChild.json().fieldErrors.studentAdmissionId).toBe('Child not found');
    const puneStop = (await stopsOf(await routeId('Koregaon Park morning')))[0];
    const offRoute = await post(CENTRE_A, { ...body, dropStopId: puneStop });
    expect(offRoute.statusCode).toBe(400);
    expect(offRoute.json().fieldErrors.dropStopId).toBe('Drop stop not found');
    const backwards = await post(CENTRE_A, { ...body, toDate: daysFromToday(-3) });
    expect(backwards.statusCode).toBe(400);
    // Centre B cannot place centre A's child on centre A's route.
    expect((await post(CENTRE_B, { ...body, franchiseeId: 3 })).statusCode).toBeGreaterThanOrEqual(400);

    const ok = await post(CENTRE_A, body);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().studentName).toBeTruthy();
    const again = await post(CENTRE_A, { ...body, fromDate: daysFromToday(5), pickupStopId: school });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain(`${ok.json().studentName} already rides Indiranagar morning`);
    expect((await post(CENTRE_A, { ...body, shift: 'AFTERNOON' })).statusCode).toBe(201);

    // Editing: another stop of the route; not another child, not a stop elsewhere.
    const url = `/api/stundent-destination-assignment/${ok.json().id}`;
    const moved = await t.as(CENTRE_A, { method: 'PUT', url, payload: { pickupStopId: school } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await t.as(CENTRE_A, { method: 'PUT', url, payload: { pickupStopId: puneStop } })).statusCode).toBe(400);
    expect((await t.as(CENTRE_B, { method: 'PUT', url, payload: { pickupStopId: first } })).statusCode).toBe(404);

    const listed = await t.as(CENTRE_A, {
      method: 'GET',
      url: `/api/stundent-destination-assignment?busRouteId=${route}`,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().count).toBeGreaterThanOrEqual(5);
    const b = await t.as(CENTRE_B, { method: 'GET', url: '/api/stundent-destination-assignment' });
    expect(b.json().count).toBe(0);
    expect((await t.as(PARENT, { method: 'GET', url: '/api/stundent-destination-assignment' })).statusCode).toBe(403);
  });
});

describe('stundent-Destination-Log-Details', () => {
  const url = '/api/transport/destination-log-details';
  it('answers the boarding log by date, child and kind, with who scanned and where; fenced and guarded', async () => {
    const today = await t.as(CENTRE_A, { method: 'GET', url: `${url}?date=${daysFromToday(0)}` });
    expect(today.statusCode, today.body).toBe(200);
    const rows = today.json().rows.map((r: unknown) => C.destinationLogRow.parse(r));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      logType: 'BOARDED',
      route: 'Indiranagar morning',
      vehicle: 'KA01AB1234',
      stop: expect.any(String),
      staffName: 'Lakshmi Devi',
    });
    expect(rows[0].loggedAt).toBe(`${daysFromToday(0)}T07:42:00+05:30`);
    const yesterday = await t.as(CENTRE_A, { method: 'GET', url: `${url}?date=${daysFromToday(-1)}&logType=DROPPED` });
    expect(yesterday.json().rows.map((r: { loggedAt: string }) => r.loggedAt)).toEqual([
      `${daysFromToday(-1)}T13:11:00+05:30`,
    ]);
    const child = rows[0].studentAdmissionId!;
    const ofChild = await t.as(CENTRE_A, { method: 'GET', url: `${url}?studentAdmissionID=${child}` });
    expect(ofChild.json().count).toBe(3);
    const other = await t.as(CENTRE_A, { method: 'GET', url: `${url}?studentAdmissionID=${child + 1000}` });
    expect(other.json().count).toBe(0);
    const bad = await t.as(CENTRE_A, { method: 'GET', url: `${url}?date=31-12-2026` });
    expect(bad.statusCode).toBe(400);
    const csv = await t.as(CENTRE_A, { method: 'GET', url: `${url}/export?format=csv&date=${daysFromToday(0)}` });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Lakshmi Devi');

    expect((await t.as(CENTRE_B, { method: 'GET', url })).json().count).toBe(0);
    expect([403, 404]).toContain((await t.as(CENTRE_A, { method: 'GET', url: `${url}?franchiseeID=3` })).statusCode);
    // The parent reads their child's log through their own screen, not the centre's escort log.
    for (const who of [PARENT, TEACHER]) expect((await t.as(who, { method: 'GET', url })).statusCode).toBe(403);
  });
});

describe('vendors/{logID}/logs', () => {
  const logs = (email: string, vendor: number, query = '') =>
    t.as(email, { method: 'GET', url: `/api/transport/vendors/${vendor}/logs${query}` });

  it("answers that vendor's log, narrowed by logType and dataID, paged", async () => {
    const safe = await vendorId('SafeRide Escorts');
    const all = await logs(CENTRE_A, safe);
    expect(all.statusCode, all.body).toBe(200);
    const page = C.vendorLogs.response.parse(all.json());
    expect(page.vendor).toMatchObject({ name: 'SafeRide Escorts', status: 'VERIFIED' });
    expect(page.rows.every((r) => r.vendorId === safe)).toBe(true);
    expect(page.rows.map((r) => r.action)).toEqual(expect.arrayContaining(['CREATED', 'VERIFIED', 'ADDED']));
    // Newest first.
    const times = page.rows.map((r) => r.at!);
    expect([...times].sort().reverse()).toEqual(times);

    const escort = await staffId(t, 'Lakshmi Devi');
    const ofEscort = C.vendorLogs.response.parse(
      (await logs(CENTRE_A, safe, `?logType=ESCORT&dataID=${escort}`)).json(),
    );
    expect(ofEscort.rows.length).toBeGreaterThanOrEqual(1);
    expect(ofEscort.rows.every((r) => r.logType === 'ESCORT' && r.dataId === escort)).toBe(true);
    const vehicles = C.vendorLogs.response.parse((await logs(CENTRE_A, safe, '?logType=VEHICLE')).json());
    expect(vehicles.rows.length).toBeGreaterThanOrEqual(1);
    expect(vehicles.rows.every((r) => r.logType === 'VEHICLE')).toBe(true);
    const paged = C.vendorLogs.response.parse((await logs(CENTRE_A, safe, '?pageSize=2&page=2')).json());
    expect(paged.rows.length).toBeLessThanOrEqual(2);
    expect(paged.count).toBe(page.count);
    expect(paged.page).toBe(2);

    // Another vendor's log holds none of these; a wrong logType is explained.
    const pune = await vendorId('Pune Safe Escorts');
    const puneLog = C.vendorLogs.response.parse((await logs(SUPER, pune)).json());
    expect(puneLog.rows.every((r) => r.vendorId === pune)).toBe(true);
    const wrong = await logs(CENTRE_A, safe, '?logType=BUS');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('Log type must be one of VENDOR, DOCUMENT, ESCORT, VEHICLE');
  });

  it("writes the vendor's changes, its escorts and vehicles to its log; another centre's vendor is a 404", async () => {
    const made = await t.as(CENTRE_A, {
      method: 'POST',
      url: '/api/escort-vendors',
      payload: { franchiseeId: 2, name: 'Little Steps Attendants', contactPerson: 'Meena' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const vendor: number = made.json().id;
    await t.as(CENTRE_A, { method: 'POST', url: `/api/escort-vendors/${vendor}/verify`, payload: {} });
    const aaya = await t.as(CENTRE_A, {
      method: 'POST',
      url: '/api/vehicle-staff-details',
      payload: { franchiseeId: 2, name: 'Savitri Bai', staffRole: 'ATTENDANT', mobile: '9845077788', vendorId: vendor },
    });
    expect(aaya.statusCode, aaya.body).toBe(201);
    const assigned = await t.as(CENTRE_A, {
      method: 'POST',
      url: '/api/vehicle-destination-assignment',
      payload: {
        franchiseeId: 2,
        vehicleId: await compliantVehicle(t, CENTRE_A, 'KA03MN4455', 16),
        busRouteId: await routeId('Indiranagar morning'),
        shift: 'AFTERNOON',
        escortId: aaya.json().id,
        fromDate: daysFromToday(1),
      },
    });
    expect(assigned.statusCode, assigned.body).toBe(201);

    const page = C.vendorLogs.response.parse((await logs(CENTRE_A, vendor)).json());
    expect(page.rows.map((r) => [r.logType, r.action])).toEqual([
      ['VEHICLE', 'ASSIGNED'],
      ['ESCORT', 'ADDED'],
      ['VENDOR', 'VERIFIED'],
      ['VENDOR', 'CREATED'],
    ]);
    expect(page.rows[0].summary).toContain('Savitri Bai rides KA03MN4455 to Indiranagar morning, afternoon shift');
    expect(page.rows[0].dataId).toBe(assigned.json().vehicleId);
    expect(page.rows[0].byName).toBeTruthy();

    expect((await logs(CENTRE_B, vendor)).statusCode).toBe(404);
    expect((await logs(PARENT, vendor)).statusCode).toBe(403);
    expect((await logs(TEACHER, vendor)).statusCode).toBe(403);
    const view = await t.as(CENTRE_B, { method: 'GET', url: `/api/transport/vendor-logs?vendorID=${vendor}` });
    expect(view.json().count).toBe(0);
  });
});

describe('transport/routes', () => {
  it("lists the escort's routes: the stops in order, the vehicle and the escort of each shift", async () => {
    const res = await t.as(CENTRE_A, { method: 'GET', url: '/api/transport/routes' });
    expect(res.statusCode, res.body).toBe(200);
    const body = C.escortRoutes.response.parse(res.json());
    const route = body.routes.find((r) => r.name === 'Indiranagar morning')!;
    expect(route.shifts[0]).toMatchObject({
      shift: 'MORNING',
      vehicle: 'KA01AB1234',
      escort: { name: 'Lakshmi Devi', vendor: 'SafeRide Escorts' },
    });
    expect(route.shifts[0].children).toBeGreaterThanOrEqual(3);
    expect(route.stops.map((s) => s.seq)).toEqual([1, 2, 3, 4]);
    expect(route.stops[0].name).toBe('HAL 2nd Stage');
    expect(route.stops[3].drops.length).toBeGreaterThanOrEqual(3);
    expect(body.routes.some((r) => r.name === 'Koregaon Park morning')).toBe(false);
    // Before the term began, the morning shift had no escort named.
    const earlier = C.escortRoutes.response.parse(
      (await t.as(CENTRE_A, { method: 'GET', url: `/api/transport/routes?date=${daysFromToday(-60)}` })).json(),
    );
    expect(earlier.routes.find((r) => r.name === 'Indiranagar morning')!.shifts[0].escort).toBeNull();
    const b = C.escortRoutes.response.parse(
      (await t.as(CENTRE_B, { method: 'GET', url: '/api/transport/routes' })).json(),
    );
    expect(b.routes.map((r) => r.name)).toEqual(['Koregaon Park morning']);
    expect([403, 404]).toContain(
      (await t.as(CENTRE_B, { method: 'GET', url: '/api/transport/routes?franchiseeID=2' })).statusCode,
    );
    expect((await t.as(PARENT, { method: 'GET', url: '/api/transport/routes' })).statusCode).toBe(403);
  });
});
