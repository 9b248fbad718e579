/**
 * Demo transport: centre 002's fleet (one bus with every paper in order, one whose insurance has
 * lapsed), crews, a morning route through Indiranagar with the parent's child on it, today's GPS track
 * and boarding log; centre 003's bus and route; the services catalogue and a transport plan.
 */
import { academicYearLabel, academicYearStart } from '@portal/core';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '@portal/db';
import type { SeedContext } from '@portal/kit';
import { feePlanInstallments, feePlans, feeTypes, scheduleFor } from '@portal/mod-finance/server';
import { enquiries } from '@portal/mod-enquiry/server';
import { academicYears } from '@portal/mod-org/server';
import { studentAdmissions, students } from '@portal/mod-students/server';
import { adminUsers, demoPasswordHash } from '@portal/mod-users/server';
import { scheduleReminders } from './reminders.ts';
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
  serviceCategories,
  services,
  vehicleChallans,
  vehicleFitness,
  vehicleFuel,
  vehicleInsurance,
  vehicleMaintenance,
  vehiclePollution,
  vehicleRoadTax,
  vehicleSettings,
  vehicleStaff,
  vehicles,
} from './schema.ts';

const day = (base: Date, n: number) => new Date(base.getTime() + n * 86_400_000).toISOString().slice(0, 10);

/** Valid papers for a vehicle: insurance, fitness, pollution, road tax expiring `days` from today. */
async function papers(db: Executor, today: Date, franchiseeId: number, vehicleId: number, days: number, tag: string) {
  await db.insert(vehicleInsurance).values({
    franchiseeId,
    vehicleId,
    policyNumber: `POL-${tag}`,
    insurer: 'New India Assurance',
    startDate: day(today, days - 365),
    expiryDate: day(today, days),
    premiumPaise: 42_000_00,
  });
  await db.insert(vehicleFitness).values({
    franchiseeId,
    vehicleId,
    certificateNumber: `FC-${tag}`,
    issueDate: day(today, -100),
    expiryDate: day(today, 265),
  });
  await db.insert(vehiclePollution).values({
    franchiseeId,
    vehicleId,
    certificateNumber: `PUC-${tag}`,
    issueDate: day(today, -60),
    expiryDate: day(today, 120),
  });
  await db.insert(vehicleRoadTax).values({
    franchiseeId,
    vehicleId,
    receiptNumber: `RT-${tag}`,
    paidOn: day(today, -200),
    expiryDate: day(today, 165),
    amountPaise: 18_500_00,
  });
}

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

  // ---- centre 003 ----
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

  // ---- services ----
  const [category] = await db.insert(serviceCategories).values({ name: 'Transport' }).returning();
  await db.insert(services).values([
    {
      name: 'School bus',
      serviceType: 'TRANSPORT',
      categoryId: category.id,
      description: 'Door-to-door pickup and drop',
    },
  ]);
  const [transportFee] = await db.select().from(feeTypes).where(eq(feeTypes.name, 'Transport Fees'));
  const [year] = await db
    .select()
    .from(academicYears)
    .where(eq(academicYears.academicYear, academicYearLabel(academicYearStart(today))));
  if (transportFee && year) {
    const first = `${year.startDate.slice(0, 4)}-06-05`;
    for (const p of [
      { franchiseeId: 2, classCategory: 'Hybrid', name: 'School bus quarterly plan', status: 'APPROVED' },
      { franchiseeId: 2, classCategory: 'Parent Toddler', name: 'School bus term plan', status: 'PENDING' },
    ]) {
      const [plan] = await db
        .insert(feePlans)
        .values({
          ...p,
          academicYearId: year.id,
          feeTypeId: transportFee.id,
          totalPaise: 18_000_00,
          installmentCount: 3,
        })
        .returning();
      const schedule = scheduleFor({
        totalPaise: 18_000_00,
        count: 3,
        royaltyBp: 0,
        firstDueDate: first,
        intervalMonths: 3,
      });
      await db.insert(feePlanInstallments).values(schedule.map((s) => ({ ...s, planId: plan.id, franchiseeId: 2 })));
    }
  }
  // A family asking for the school bus: a service enquiry waiting to be assigned.
  if (year)
    await db.insert(enquiries).values({
      enquiryCode: 'SRV-DEMO0001',
      franchiseeId: 2,
      academicYearId: year.id,
      enquiryType: 'SERVICE',
      serviceType: 'TRANSPORT',
      source: 'Walk-in',
      parentName: 'Meera Iyer',
      mobile: '9845066677',
      childName: 'Aditi Iyer',
      childNameKey: 'aditi iyer',
      remarks: 'School bus from HAL 2nd Stage',
    });
  await scheduleReminders(db);
}
