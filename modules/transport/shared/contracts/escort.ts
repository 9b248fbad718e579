import { defineEndpoint, listRef, pageOf, recordId } from '@portal/core';
import { z } from 'zod';
import { LOG_TYPES, SHIFTS, TRANSPORT_MODULES as M, VENDOR_LOG_TYPES } from '../constants.ts';
import { escortRoutesQuery, vendorLogQuery } from '../inputs.ts';
import { tags } from './routes.ts';
import { destinationLogDetailsViewShape, escortVendorLogsViewShape } from '../views.ts';

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
  destinationLogs: listRef<DestinationLogRow>(destinationLogDetailsViewShape, '/api/transport/destination-log-details'),
  vendorLogs: listRef<VendorLogRow>(escortVendorLogsViewShape, '/api/transport/vendor-logs'),
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
