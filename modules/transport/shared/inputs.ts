import { isoDate, recordId } from '@portal/core';
import { z } from 'zod';
import { GPS_BATCH_MAX, LOG_TYPES, VENDOR_LOG_TYPES, insideIndia } from './constants.ts';

const day = isoDate('Date');

/** One GPS fix from a vehicle's device. */
export const gpsPoint = z
  .object({
    at: z.iso.datetime({ offset: true, error: 'Each point needs its time (ISO 8601 with offset)' }),
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
    speed: z.number().min(0).max(250).optional(),
  })
  .refine((p) => insideIndia(p.lat, p.lng), { message: 'A point outside India', path: ['lat'] });

export const gpsBatchInput = z.object({
  points: z
    .array(gpsPoint)
    .min(1, 'Send at least one point')
    .max(GPS_BATCH_MAX, `Send at most ${GPS_BATCH_MAX} points a batch`),
});

export const actualRouteQuery = z.object({ date: day.optional() });

export const complianceQuery = z.object({
  franchiseeID: recordId.optional(),
  days: z.coerce.number().int().min(0).max(365).optional(),
});

export const childLogQuery = z.object({
  studentAdmissionID: recordId.optional(),
  date: day.optional(),
  franchiseeID: recordId.optional(),
});

export const recordLogInput = z.object({
  studentAdmissionId: recordId,
  logType: z.enum(LOG_TYPES),
  staffId: recordId.optional(),
  busStopId: recordId.optional(),
  at: z.iso.datetime({ offset: true }).optional(),
});

/** Most boarding and drop entries one batch from an escort's device may carry. */
export const DEVICE_LOG_BATCH_MAX = 500;

/** A batch of boarding and drop entries recorded on the vehicle's device (each with its own time). */
export const deviceLogInput = z.object({
  logs: z
    .array(
      z.object({
        studentAdmissionId: recordId,
        logType: z.enum(LOG_TYPES),
        at: z.iso.datetime({ offset: true, error: 'Each entry needs its time (ISO 8601 with offset)' }),
        staffId: recordId.optional(),
        busStopId: recordId.optional(),
      }),
    )
    .min(1, 'Send at least one entry')
    .max(DEVICE_LOG_BATCH_MAX, `Send at most ${DEVICE_LOG_BATCH_MAX} entries a batch`),
});

export const assignServiceInput = z.object({
  studentAdmissionId: recordId,
  serviceId: recordId,
  feePlanId: recordId,
});

export const costQuery = z.object({ franchiseeID: recordId.optional() });

/** vendors/{logID}/logs: which of the vendor's records (dataID) and of what kind (logType). */
export const vendorLogQuery = z.object({
  dataID: recordId.optional(),
  logType: z.enum(VENDOR_LOG_TYPES, { error: `Log type must be one of ${VENDOR_LOG_TYPES.join(', ')}` }).optional(),
  page: z.coerce
    .number({ error: 'Page must be a number' })
    .int()
    .min(1, { error: 'Page must be at least 1' })
    .max(1_000_000)
    .default(1),
  pageSize: z.coerce
    .number({ error: 'Page size must be a number' })
    .int()
    .min(1, { error: 'Page size must be at least 1' })
    .max(200, { error: 'Page size must be at most 200' })
    .default(20),
});

/** The escort's routes: a centre's (or all the user sees) on a day's shift. */
export const escortRoutesQuery = z.object({
  franchiseeID: recordId.optional(),
  date: day.optional(),
});
