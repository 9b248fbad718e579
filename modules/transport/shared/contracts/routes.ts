import { defineEndpoint, recordId } from '@portal/core';
import { z } from 'zod';
import { TRANSPORT_MODULES as M } from '../constants.ts';
import {
  actualRouteQuery,
  childLogQuery,
  complianceQuery,
  deviceLogInput,
  gpsBatchInput,
  recordLogInput,
} from '../inputs.ts';

export const tags = ['Transport'];
export const serviceTags = ['Services'];

export const complianceRow = z.object({
  franchiseeId: z.number(),
  centre: z.string(),
  subject: z.string(),
  vehicleId: z.number().nullable(),
  staffId: z.number().nullable(),
  paper: z.string(),
  expiryDate: z.string().nullable(),
  state: z.enum(['EXPIRED', 'EXPIRING', 'MISSING']),
  daysLeft: z.number().nullable(),
});
export type ComplianceRowWire = z.infer<typeof complianceRow>;

export const compliance = defineEndpoint({
  method: 'GET',
  path: '/api/transport/vehicle-compliance',
  module: M.VEHICLE_DETAILS,
  tags,
  summary: 'Papers expired, missing or expiring within the window (30 days unless asked), per vehicle and driver',
  query: complianceQuery,
  response: z.object({ rows: z.array(complianceRow), days: z.number() }),
});

export const deviceKey = defineEndpoint({
  method: 'POST',
  path: '/api/transport/vehicle-details/:vehicleID/device-key',
  module: M.VEHICLE_DETAILS,
  tags,
  summary: "Issue a new key for the vehicle's GPS device (the old one stops working); shown once",
  params: z.object({ vehicleID: recordId }),
  response: z.object({ vehicleId: z.number(), key: z.string() }),
});

export const gpsIngest = defineEndpoint({
  method: 'POST',
  path: '/api/transport/gps/:vehicleID',
  public: true,
  tags,
  summary: "A batch of GPS points from the vehicle's device (header X-Device-Key), in time order",
  params: z.object({ vehicleID: recordId }),
  body: gpsBatchInput,
  response: z.object({ accepted: z.number(), duplicates: z.number(), lastAt: z.string() }),
  status: 202,
});

const stopRow = z.object({
  id: z.number(),
  seq: z.number(),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  pickupTime: z.string().nullable(),
  dropTime: z.string().nullable(),
});

export const routeSheet = defineEndpoint({
  method: 'GET',
  path: '/api/transport/vehicle-bus-stop/:busRouteID/sheet',
  module: M.VEHICLE_DETAILS,
  accessMethod: 'GET',
  tags,
  summary: 'The route sheet: vehicle, crew, capacity, the ordered stops and who boards at each',
  params: z.object({ busRouteID: recordId }),
  response: z.object({
    route: z.object({ id: z.number(), name: z.string(), centre: z.string() }),
    vehicle: z.object({ id: z.number(), registrationNumber: z.string(), seats: z.number() }),
    driver: z.object({ name: z.string(), mobile: z.string() }).nullable(),
    escort: z.object({ name: z.string(), mobile: z.string() }).nullable(),
    riders: z.number(),
    stops: z.array(stopRow.extend({ students: z.array(z.object({ id: z.number(), name: z.string() })) })),
  }),
});

export const STOP_STATES = ['ON_TIME', 'LATE', 'MISSED', 'PENDING'] as const;

export const actualRoute = defineEndpoint({
  method: 'GET',
  path: '/api/transport/vehicle-actual-route/:busRouteID',
  module: M.ACTUAL_ROUTE,
  tags,
  summary: "The day's GPS track of the route's vehicle against its planned stops: reached, late or missed",
  params: z.object({ busRouteID: recordId }),
  query: actualRouteQuery,
  response: z.object({
    date: z.string(),
    route: z.object({ id: z.number(), name: z.string(), vehicle: z.string() }),
    points: z.number(),
    /** The track as [latitude, longitude] pairs, thinned to what a screen can draw. */
    track: z.array(z.tuple([z.number(), z.number()])),
    stops: z.array(
      stopRow.extend({
        state: z.enum(STOP_STATES),
        reachedAt: z.string().nullable(),
        lateByMinutes: z.number().nullable(),
      }),
    ),
  }),
});

export const childLogRow = z.object({
  id: z.number(),
  studentAdmissionId: z.number(),
  studentName: z.string(),
  route: z.string(),
  stop: z.string().nullable(),
  logType: z.string(),
  loggedAt: z.string(),
  staffName: z.string().nullable(),
});

export const childLog = defineEndpoint({
  method: 'GET',
  path: '/api/transport/stundent-Destination-Log-Details',
  module: M.CHILD_LOG,
  tags,
  summary: "Boarded and dropped, when and by whom (a parent: their own child's only); read-only",
  query: childLogQuery,
  response: z.object({ rows: z.array(childLogRow) }),
});

export const recordLog = defineEndpoint({
  method: 'POST',
  path: '/api/transport/destination-logs',
  module: M.ESCORT,
  tags,
  summary: "The escort records a child boarding or dropped (on the child's route); the log is never edited",
  body: recordLogInput,
  response: childLogRow,
  status: 201,
});

export const deviceLogs = defineEndpoint({
  method: 'POST',
  path: '/api/transport/destination-logs/device/:vehicleID',
  public: true,
  tags,
  summary: "Boarding and drop entries from the escort's device on the vehicle (header X-Device-Key, the vehicle's key)",
  params: z.object({ vehicleID: recordId }),
  body: deviceLogInput,
  response: z.object({ accepted: z.number(), duplicates: z.number() }),
  status: 202,
});
