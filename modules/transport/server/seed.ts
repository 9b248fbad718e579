/**
 * Demo transport: centre 002's fleet (one bus with every paper in order, one whose insurance has
 * lapsed), crews, a morning route through Indiranagar with the parent's child on it, today's GPS track
 * and boarding log; centre 003's bus and route; the services catalogue and a transport plan.
 */
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '@portal/db';
import type { SeedContext } from '@portal/kit';
import { studentAdmissions, students } from '@portal/mod-students/server';
import { adminUsers, demoPasswordHash } from '@portal/mod-users/server';
import { scheduleReminders } from './reminders.service.ts';
import {
  busRouteStudents,
  busRoutes,
  busStops,
  childDestinationLogs,
  escortVendorLogs,
  escortVendors,
  studentDestinationAssignments,
  vehicleDestinationAssignments,
  gpsPoints,
  vehicleChallans,
  vehicleFuel,
  vehicleMaintenance,
  vehicleSettings,
  vehicleStaff,
  vehicles,
} from './schema.ts';
import { day, papers } from './seed-papers.ts';
import { seedCentre003 } from './seed-centre-003.ts';
import { seedTransportServices } from './seed-services.ts';

export async function seedTransport(db: Executor, { today }: SeedContext): Promise<void> {
  await db.insert(vehicleSettings).values({ franchiseeId: 2, reminderDays: 30, lateAfterMinutes: 10 });

  // ---- centre 002 ----
  const [bus, van] = await db
    .insert(vehicles)
    .values([
      {
        franchiseeId: 2,
        registrationNumber: 'KA01AB1234',
        make: 'Tata',
        model: 'Starbus 20',
        seats: 20,
        fuelType: 'DIESEL',
      },
      {
        franchiseeId: 2,
        registrationNumber: 'KA05CD5678',
        make: 'Force',
        model: 'Traveller',
        seats: 12,
        fuelType: 'DIESEL',
      },
    ])
    .returning();
  await papers(db, today, 2, bus.id, 200, 'KA01AB1234');
  await papers(db, today, 2, van.id, -10, 'KA05CD5678'); // the van's insurance lapsed ten days ago
  await db.insert(vehicleFuel).values([
    {
      franchiseeId: 2,
      vehicleId: bus.id,
      filledOn: day(today, -20),
      litres: 60,
      costPaise: 5_700_00,
      odometerKm: 41_200,
    },
    {
      franchiseeId: 2,
      vehicleId: bus.id,
      filledOn: day(today, -8),
      litres: 55,
      costPaise: 5_250_00,
      odometerKm: 41_750,
    },
  ]);
  await db.insert(vehicleMaintenance).values({
    franchiseeId: 2,
    vehicleId: bus.id,
    serviceDate: day(today, -15),
    description: 'Oil change and brake pads',
    costPaise: 6_800_00,
    odometerKm: 41_500,
    nextDueDate: day(today, 75),
  });
  await db.insert(vehicleChallans).values({
    franchiseeId: 2,
    vehicleId: van.id,
    challanNumber: 'KA-TRF-20931',
    issuedOn: day(today, -30),
    offence: 'Parking in a no-parking zone',
    amountPaise: 500_00,
    status: 'PENDING',
  });
  const [vendor] = await db
    .insert(escortVendors)
    .values({
      franchiseeId: 2,
      name: 'SafeRide Escorts',
      contactPerson: 'Anita Rao',
      mobile: '9845012345',
      status: 'VERIFIED',
    })
    .returning();
  const [driver, , escort] = await db
    .insert(vehicleStaff)
    .values([
      {
        franchiseeId: 2,
        vehicleId: bus.id,
        name: 'Ramesh Kumar',
        staffRole: 'DRIVER',
        mobile: '9845098450',
        licenceNumber: 'KA0120150012345',
        licenceExpiry: day(today, 400),
      },
      {
        franchiseeId: 2,
        vehicleId: van.id,
        name: 'Suresh Gowda',
        staffRole: 'DRIVER',
        mobile: '9845011122',
        licenceNumber: 'KA0520120067890',
        licenceExpiry: day(today, 20),
      },
      {
        franchiseeId: 2,
        vehicleId: bus.id,
        vendorId: vendor.id,
        name: 'Lakshmi Devi',
        staffRole: 'ESCORT',
        mobile: '9845033344',
        destination: 'Indiranagar',
      },
    ])
    .returning();
  // The bus escort's own login at the centre: the portal grants escorts nothing yet, so she reaches no child's
  // records (the in-centre walk signs in as her).
  await db.insert(adminUsers).values({
    firstName: 'Lakshmi',
    lastName: 'Devi',
    email: 'escort@demo.school',
    mobile: '9845033344',
    passwordHash: await demoPasswordHash(),
    franchiseeId: 2,
  });
  const [route] = await db
    .insert(busRoutes)
    .values({
      franchiseeId: 2,
      name: 'Indiranagar morning',
      vehicleId: bus.id,
      driverId: driver.id,
      escortId: escort.id,
    })
    .returning();
  const plannedStops = [
    { name: 'HAL 2nd Stage', latitude: 12.9719, longitude: 77.6412, pickupTime: '07:40', dropTime: '13:10' },
    { name: '100 Feet Road', latitude: 12.9784, longitude: 77.6408, pickupTime: '07:50', dropTime: '13:00' },
    { name: 'CMH Road', latitude: 12.9822, longitude: 77.6375, pickupTime: '08:00', dropTime: '12:50' },
    { name: 'Little Sprouts Preschool', latitude: 12.9866, longitude: 77.6446, pickupTime: '08:15', dropTime: '12:40' },
  ];
  const stops = await db
    .insert(busStops)
    .values(plannedStops.map((s, i) => ({ ...s, franchiseeId: 2, busRouteId: route.id, seq: i + 1 })))
    .returning();

  // The parent's child and two classmates ride the route.
  const [parent] = await db
    .select({ admission: adminUsers.studentAdmissionId })
    .from(adminUsers)
    .where(eq(adminUsers.email, 'parent@demo.school'));
  const riders = await db
    .select({ id: studentAdmissions.id, first: students.firstName, last: students.lastName })
    .from(studentAdmissions)
    .innerJoin(students, eq(students.id, studentAdmissions.studentId))
    .where(eq(studentAdmissions.franchiseeId, 2))
    .orderBy(asc(studentAdmissions.id))
    .limit(3);
  const onRoute = riders.map((r, i) => ({
    franchiseeId: 2,
    busRouteId: route.id,
    busStopId: stops[i % 2].id,
    studentAdmissionId: r.id,
    studentName: `${r.first} ${r.last}`.trim(),
  }));
  if (onRoute.length) await db.insert(busRouteStudents).values(onRoute);

  // Today's track: 07:35 → 08:20 India time, past stops 1, 2 and 4 (3 missed, the school late).
  const start = Date.parse(`${day(today, 0)}T07:35:00+05:30`);
  const path: [number, number, number][] = [
    [12.9705, 77.642, 0],
    [12.9719, 77.6412, 5],
    [12.975, 77.641, 10],
    [12.9784, 77.6408, 15],
    [12.9801, 77.6432, 22],
    [12.9835, 77.6441, 30],
    [12.9866, 77.6446, 40],
  ];
  const points: (typeof gpsPoints.$inferInsert)[] = [];
  for (let i = 0; i < path.length - 1; i++) {
    const [a, b] = [path[i], path[i + 1]];
    const steps = (b[2] - a[2]) * 6; // a fix every 10 s
    for (let s = 0; s < steps; s++) {
      const f = s / steps;
      points.push({
        franchiseeId: 2,
        vehicleId: bus.id,
        recordedAt: new Date(start + (a[2] + (b[2] - a[2]) * f) * 60_000),
        latitude: a[0] + (b[0] - a[0]) * f,
        longitude: a[1] + (b[1] - a[1]) * f,
        speedKmph: 22,
      });
    }
  }
  if (Date.parse(`${day(today, 0)}T08:20:00+05:30`) < Date.now()) await db.insert(gpsPoints).values(points);

  // The digital escort ID: the bus serves the route on the morning shift with Lakshmi riding it (the term
  // before, with no escort named), and the children ride to school from their stops.
  const at = (d: number, hhmm: string) => new Date(`${day(today, d)}T${hhmm}:00+05:30`);
  await db.insert(vehicleDestinationAssignments).values([
    {
      franchiseeId: 2,
      vehicleId: bus.id,
      busRouteId: route.id,
      shift: 'MORNING',
      fromDate: day(today, -120),
      toDate: day(today, -31),
      remarks: 'Previous term',
    },
    {
      franchiseeId: 2,
      vehicleId: bus.id,
      busRouteId: route.id,
      shift: 'MORNING',
      escortId: escort.id,
      fromDate: day(today, -30),
    },
  ]);
  if (onRoute.length)
    await db.insert(studentDestinationAssignments).values(
      onRoute.map((r) => ({
        franchiseeId: 2,
        studentAdmissionId: r.studentAdmissionId,
        studentName: r.studentName,
        busRouteId: route.id,
        pickupStopId: r.busStopId,
        dropStopId: stops[stops.length - 1].id,
        shift: 'MORNING',
        fromDate: day(today, -30),
      })),
    );
  const vendorLog = { franchiseeId: 2, vendorId: vendor.id, byName: 'Anita Rao' };
  await db.insert(escortVendorLogs).values([
    {
      ...vendorLog,
      logType: 'VENDOR',
      dataId: vendor.id,
      action: 'CREATED',
      summary: `${vendor.name} added, waiting for verification`,
      at: at(-60, '10:15'),
    },
    {
      ...vendorLog,
      logType: 'VENDOR',
      dataId: vendor.id,
      action: 'VERIFIED',
      summary: `${vendor.name} verified`,
      at: at(-58, '16:40'),
    },
    {
      ...vendorLog,
      logType: 'ESCORT',
      dataId: escort.id,
      action: 'ADDED',
      summary: `${escort.name} joined as escort`,
      at: at(-55, '11:05'),
    },
    {
      ...vendorLog,
      logType: 'VEHICLE',
      dataId: bus.id,
      action: 'ASSIGNED',
      summary:
        `${escort.name} rides ${bus.registrationNumber} to ${route.name}, morning shift, ` +
        `from ${day(today, -30).split('-').reverse().join('-')}`,
      at: at(-31, '09:30'),
    },
  ]);

  const child = onRoute.find((r) => r.studentAdmissionId === parent?.admission) ?? onRoute[0];
  if (child) {
    await db.insert(childDestinationLogs).values([
      { ...child, logType: 'BOARDED', loggedAt: at(-1, '07:41'), staffId: escort.id, staffName: escort.name },
      { ...child, logType: 'DROPPED', loggedAt: at(-1, '13:11'), staffId: escort.id, staffName: escort.name },
      { ...child, logType: 'BOARDED', loggedAt: at(0, '07:42'), staffId: escort.id, staffName: escort.name },
    ]);
  }

  await seedCentre003(db, today);
  await seedTransportServices(db, today);
  await scheduleReminders(db);
}
