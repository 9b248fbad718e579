/**
 * The hand-written transport and services routes as contracts: the compliance view, a vehicle's GPS
 * device key and ingest, the actual route, the route sheet, the boarding log, cost per kilometre and
 * assigning a service (billed through the fee engine). Records themselves are resources.
 */
import { defineEndpoint, listRef, pageOf, recordId } from '@portal/core';
import { z } from 'zod';
import { LOG_TYPES, SHIFTS, TRANSPORT_MODULES as M, VENDOR_LOG_TYPES } from './constants.ts';
import {
  actualRouteQuery,
  assignServiceInput,
  childLogQuery,
  complianceQuery,
  costQuery,
  deviceLogInput,
  escortRoutesQuery,
  gpsBatchInput,
  recordLogInput,
  vendorLogQuery,
} from './inputs.ts';

const tags = ['Transport'];
const serviceTags = ['Services'];

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

export const vehicleCost = defineEndpoint({
  method: 'GET',
  path: '/api/transport/vehicle-cost',
  module: M.VEHICLE_DETAILS,
  tags,
  summary: 'Fuel and maintenance cost per kilometre per vehicle (kilometres from the fuel log odometer)',
  query: costQuery,
  response: z.object({
    rows: z.array(
      z.object({
        vehicleId: z.number(),
        registrationNumber: z.string(),
        km: z.number(),
        fuelPaise: z.number(),
        maintenancePaise: z.number(),
        paisePerKm: z.number().nullable(),
      }),
    ),
  }),
});

const assignment = z.object({
  id: z.number(),
  enquiryId: z.number().nullable(),
  studentAdmissionId: z.number(),
  studentName: z.string(),
  service: z.string(),
  feePlanId: z.number(),
  planName: z.string(),
  totalPaise: z.number(),
  paidPaise: z.number(),
  outstandingPaise: z.number(),
  referenceId: z.string().nullable(),
});

export const assignService = defineEndpoint({
  method: 'POST',
  path: '/api/services/enquiries/assign/:enquiryID',
  module: M.SERVICES,
  tags: serviceTags,
  summary:
    "Assign a service enquiry's service to a student: the approved service plan is assigned through the fee engine",
  params: z.object({ enquiryID: recordId }),
  body: assignServiceInput,
  response: assignment,
  status: 201,
});

export const assignedServices = defineEndpoint({
  method: 'GET',
  path: '/api/services/assigned-services',
  module: M.SERVICES,
  tags: serviceTags,
  summary: 'Services assigned to students, with their plan and payment link',
  query: z.object({
    franchiseeID: recordId.optional(),
    enquiryID: recordId.optional(),
    planID: recordId.optional(),
  }),
  response: z.object({ rows: z.array(assignment) }),
});

const serviceInstallment = z.object({
  id: z.number(),
  label: z.string(),
  dueDate: z.string(),
  amountPaise: z.number(),
  concessionPaise: z.number(),
  paidPaise: z.number(),
  outstandingPaise: z.number(),
  /** PAID, PARTLY PAID, DUE, UPCOMING or WAIVED (the fee engine's). */
  status: z.string(),
});

export const servicePayments = defineEndpoint({
  method: 'GET',
  path: '/api/services/service-payments/:referenceID/:planID',
  capabilities: ['referenceID'],
  module: M.SERVICES,
  tags: serviceTags,
  summary: "A student's service plan: installments paid and owed, the payments and the payment link",
  params: z.object({
    referenceID: z.string().min(8, { error: 'Service payment not found' }).max(64),
    planID: recordId,
  }),
  response: z.object({
    service: z.string(),
    referenceId: z.string(),
    planId: z.number(),
    status: z.string(),
    centre: z.string(),
    studentAdmissionId: z.number(),
    studentName: z.string(),
    planName: z.string(),
    totalPaise: z.number(),
    concessionPaise: z.number(),
    paidPaise: z.number(),
    outstandingPaise: z.number(),
    installments: z.array(serviceInstallment),
    payments: z.array(
      z.object({
        id: z.number(),
        amountPaise: z.number(),
        mode: z.string(),
        status: z.string(),
        receiptNo: z.string().nullable(),
        confirmedAt: z.string().nullable(),
      }),
    ),
  }),
});

export const servicePlans = defineEndpoint({
  method: 'GET',
  path: '/api/services/approve-plan',
  module: M.SERVICES,
  tags: serviceTags,
  summary: 'Service plans (fee plans of the service fee types) with their approval status',
  query: z.object({ franchiseeID: recordId.optional(), status: z.string().optional() }),
  response: z.object({
    rows: z.array(
      z.object({
        id: z.number(),
        franchiseeId: z.number(),
        centre: z.string(),
        name: z.string(),
        feeType: z.string(),
        classCategory: z.string(),
        totalPaise: z.number(),
        installmentCount: z.number(),
        status: z.string(),
      }),
    ),
  }),
});

export const mapConfig = defineEndpoint({
  method: 'GET',
  path: '/api/transport/map-config',
  module: M.VEHICLE_DETAILS,
  tags,
  summary: 'The map tile URL the route maps use (MAP_TILE_URL); null draws the maps without tiles',
  response: z.object({ tileUrl: z.string().nullable() }),
});

export const planDetails = defineEndpoint({
  method: 'GET',
  path: '/api/services/plan-details/:planID',
  module: M.SERVICES,
  tags: serviceTags,
  summary: "A service plan's installments, as the fee engine keeps them",
  params: z.object({ planID: recordId }),
  response: z.object({
    plan: z.object({
      id: z.number(),
      name: z.string(),
      classCategory: z.string(),
      totalPaise: z.number(),
      installmentCount: z.number(),
      status: z.string(),
    }),
    installments: z.array(
      z.object({ id: z.number(), label: z.string(), dueDate: z.string(), amountPaise: z.number() }),
    ),
  }),
});

// ---- digital escort ID ----

/** A row of stundent-Destination-Log-Details: who boarded or got off, when (India time), where, scanned by whom. */
export const destinationLogRow = z.object({
  id: z.number(),
  franchiseeId: z.number().optional(),
  loggedAt: z.string().optional(),
  studentAdmissionId: z.number().optional(),
  studentName: z.string().optional(),
  logType: z.enum(LOG_TYPES).optional(),
  route: z.string().optional(),
  vehicle: z.string().optional(),
  stop: z.string().nullable().optional(),
  staffName: z.string().nullable().optional(),
});
export type DestinationLogRow = z.infer<typeof destinationLogRow>;

/** An entry of an escort vendor's log. */
export const vendorLogRow = z.object({
  id: z.number(),
  franchiseeId: z.number().optional(),
  vendorId: z.number().optional(),
  logType: z.enum(VENDOR_LOG_TYPES).optional(),
  dataId: z.number().optional(),
  action: z.string().optional(),
  summary: z.string().optional(),
  byName: z.string().nullable().optional(),
  at: z.string().optional(),
});
export type VendorLogRow = z.infer<typeof vendorLogRow>;

/** The declared lists of the escort screens (paging, filters and export at `<path>/export`). */
export const ESCORT_LISTS = {
  destinationLogs: listRef<DestinationLogRow>('destination-log-details', '/api/transport/destination-log-details'),
  vendorLogs: listRef<VendorLogRow>('escort-vendor-logs', '/api/transport/vendor-logs'),
};

export const vendorLogs = defineEndpoint({
  method: 'GET',
  path: '/api/transport/vendors/:logID/logs',
  module: M.ESCORT,
  tags,
  summary:
    "An escort vendor's log, newest first: the vendor, its documents, escorts and vehicles (logType), " +
    'one record (dataID); read-only',
  params: z.object({ logID: recordId }),
  query: vendorLogQuery,
  response: pageOf(vendorLogRow).extend({ vendor: z.object({ id: z.number(), name: z.string(), status: z.string() }) }),
});

const escortRouteStop = z.object({
  id: z.number(),
  seq: z.number(),
  name: z.string(),
  pickupTime: z.string().nullable(),
  dropTime: z.string().nullable(),
  /** Children picked up here on the shift, and dropped here. */
  pickups: z.array(z.string()),
  drops: z.array(z.string()),
});

export const escortRoutes = defineEndpoint({
  method: 'GET',
  path: '/api/transport/routes',
  module: M.ESCORT,
  tags,
  summary:
    "The escort's routes on a day: each destination's vehicle and escort per shift, " +
    'its stops in order with the children at each',
  query: escortRoutesQuery,
  response: z.object({
    date: z.string(),
    routes: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        centre: z.string(),
        shifts: z.array(
          z.object({
            assignmentId: z.number(),
            shift: z.enum(SHIFTS),
            vehicle: z.string(),
            seats: z.number(),
            escort: z.object({ name: z.string(), mobile: z.string(), vendor: z.string().nullable() }).nullable(),
            children: z.number(),
          }),
        ),
        stops: z.array(escortRouteStop),
      }),
    ),
  }),
});
