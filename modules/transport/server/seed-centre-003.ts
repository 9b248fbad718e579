import type { Executor } from '@portal/db';
import {
  busRoutes,
  busStops,
  escortVendorLogs,
  escortVendors,
  vehicleDestinationAssignments,
  vehicles,
} from './schema.ts';
import { day, papers } from './seed-papers.ts';

/** Centre 003's bus with its papers, an afternoon route with two stops, and an escort vendor waiting for checks. */
export async function seedCentre003(db: Executor, today: Date): Promise<void> {
  const at = (d: number, hhmm: string) => new Date(`${day(today, d)}T${hhmm}:00+05:30`);
  const [pune] = await db
    .insert(vehicles)
    .values({
      franchiseeId: 3,
      registrationNumber: 'MH12EF9012',
      make: 'Eicher',
      model: 'Skyline',
      seats: 24,
      fuelType: 'CNG',
    })
    .returning();
  await papers(db, today, 3, pune.id, 25, 'MH12EF9012');
  const [puneRoute] = await db
    .insert(busRoutes)
    .values({ franchiseeId: 3, name: 'Koregaon Park morning', vehicleId: pune.id })
    .returning();
  const [puneVendor] = await db
    .insert(escortVendors)
    .values({ franchiseeId: 3, name: 'Pune Safe Escorts', contactPerson: 'Sunita Patil', mobile: '9822012345' })
    .returning();
  await db.insert(escortVendorLogs).values({
    franchiseeId: 3,
    vendorId: puneVendor.id,
    logType: 'VENDOR',
    dataId: puneVendor.id,
    action: 'CREATED',
    summary: `${puneVendor.name} added, waiting for verification`,
    at: at(-10, '12:00'),
  });
  await db.insert(vehicleDestinationAssignments).values({
    franchiseeId: 3,
    vehicleId: pune.id,
    busRouteId: puneRoute.id,
    // The afternoon run: the morning shift stays free for a new assignment (the isolation walk creates one).
    shift: 'AFTERNOON',
    fromDate: day(today, -20),
  });
  await db.insert(busStops).values([
    {
      franchiseeId: 3,
      busRouteId: puneRoute.id,
      seq: 1,
      name: 'Lane 5',
      latitude: 18.5362,
      longitude: 73.8939,
      pickupTime: '07:45',
    },
    {
      franchiseeId: 3,
      busRouteId: puneRoute.id,
      seq: 2,
      name: 'Tiny Tots Academy',
      latitude: 18.5403,
      longitude: 73.8868,
      pickupTime: '08:05',
    },
  ]);
}
