import { todayInIndia } from '@portal/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import { studentAdmissions } from '@portal/mod-students/server';
import type { TestApp } from '@portal/server/testing';
import { vehicleStaff, vehicles } from '../server/schema.ts';

export const SUPER = 'superadmin@demo.school';
export const CENTRE_A = 'franchisee-a@demo.school';
export const CENTRE_B = 'franchisee-b@demo.school';
export const PARENT = 'parent@demo.school';
export const FINANCE = 'finance@demo.school';
export const TEACHER = 'teacher@demo.school';

export const daysFromToday = (n: number) =>
  new Date(Date.parse(`${todayInIndia()}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

export async function vehicleId(t: TestApp, registrationNumber: string): Promise<number> {
  const [v] = await t.db.db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(eq(vehicles.registrationNumber, registrationNumber));
  return v.id;
}

export async function staffId(t: TestApp, name: string): Promise<number> {
  const [s] = await t.db.db.select({ id: vehicleStaff.id }).from(vehicleStaff).where(eq(vehicleStaff.name, name));
  return s.id;
}

/** Adds a vehicle with every paper valid for a year; answers its id. */
export async function compliantVehicle(t: TestApp, email: string, registrationNumber: string, seats: number) {
  const res = await t.as(email, {
    method: 'POST',
    url: '/api/vehicle-details',
    payload: { franchiseeId: 2, registrationNumber, seats, fuelType: 'DIESEL' },
  });
  if (res.statusCode !== 201) throw new Error(`vehicle: ${res.statusCode} ${res.body}`);
  const id: number = res.json().id;
  const papers = [
    ['vehicle-insurance-details', { policyNumber: `P-${id}`, insurer: 'ICICI Lombard', startDate: daysFromToday(-1) }],
    ['vehicle-fitness-details', { certificateNumber: `F-${id}`, issueDate: daysFromToday(-1) }],
    ['vehicle-pollution-details', { certificateNumber: `E-${id}`, issueDate: daysFromToday(-1) }],
  ] as const;
  for (const [resource, body] of papers) {
    const p = await t.as(email, {
      method: 'POST',
      url: `/api/${resource}`,
      payload: { franchiseeId: 2, vehicleId: id, expiryDate: daysFromToday(364), ...body },
    });
    if (p.statusCode !== 201) throw new Error(`${resource}: ${p.statusCode} ${p.body}`);
  }
  return id;
}

/** A route on the vehicle with `stops` stops in Bengaluru; answers the route and its stop ids. */
export async function routeWithStops(t: TestApp, email: string, vehicle: number, name: string, stops = 2) {
  const res = await t.as(email, {
    method: 'POST',
    url: '/api/vehicle-bus-route',
    payload: { franchiseeId: 2, name, vehicleId: vehicle },
  });
  if (res.statusCode !== 201) throw new Error(`route: ${res.statusCode} ${res.body}`);
  const route: number = res.json().id;
  const ids: number[] = [];
  for (let i = 0; i < stops; i++) {
    const s = await t.as(email, {
      method: 'POST',
      url: '/api/vehicle-bus-stop',
      payload: {
        franchiseeId: 2,
        busRouteId: route,
        name: `Stop ${i + 1}`,
        latitude: 12.97 + i * 0.005,
        longitude: 77.64,
        pickupTime: `07:${String(30 + i * 10).padStart(2, '0')}`,
      },
    });
    if (s.statusCode !== 201) throw new Error(`stop: ${s.statusCode} ${s.body}`);
    ids.push(s.json().id);
  }
  return { route, stops: ids };
}

/** The thirteen record types of the fleet, each a resource of its own. */
export const RECORD_TYPES = [
  'vehicle-settings',
  'vehicle-details',
  'vehicle-insurance-details',
  'vehicle-rapairbreakdown-details',
  'vehicle-fitness-details',
  'vehicle-pollution-details',
  'vehicle-maintenance-details',
  'vehicle-fule-details',
  'vehicle-loan-details',
  'vehicle-roadtax-details',
  'vehicle-challan-details',
  'vehicle-staff-details',
  'vehicle-bus-route',
];

/** Centre 2's admissions riding no route yet. */
export async function admissionsOffRoutes(t: TestApp, n: number): Promise<number[]> {
  const rows = await t.db.db
    .select({ id: studentAdmissions.id })
    .from(studentAdmissions)
    .where(
      and(
        eq(studentAdmissions.franchiseeId, 2),
        sql`not exists (select 1 from bus_route_students b where b.student_admission_id = ${studentAdmissions.id})`,
      ),
    )
    .orderBy(asc(studentAdmissions.id))
    .limit(n);
  return rows.map((r) => r.id);
}
