/** Access modules of transport and services (spec section 6: the permissions gating the transport routes). */
export const TRANSPORT_MODULES = {
  /** Spec: "assign students to vehicle route". */
  ASSIGN_ROUTE: 'assignStudentsToVehicleRoute',
  /** Spec: "vehicle details" — the thirteen record types, bus routes and their stops. */
  VEHICLE_DETAILS: 'vehicleDetails',
  /** Spec: "vehicle actual route" — the GPS track against the plan. */
  ACTUAL_ROUTE: 'vehicleActualRoute',
  /** Spec: "escort digital ID" (module ESCORT_DIGITAL_ID). */
  ESCORT: 'ESCORT_DIGITAL_ID',
  /** A parent's read of their child's boarding and drop log. */
  CHILD_LOG: 'studentTransportLog',
  /** Spec module names of the services catalogue. */
  SERVICES: 'services',
  SERVICE_CATEGORY: 'ServiceCategory',
} as const;

/** Spec: service type. TRANSPORT first. */
export const SERVICE_TYPES = ['TRANSPORT'] as const;

export const FUEL_TYPES = ['DIESEL', 'PETROL', 'CNG', 'ELECTRIC'] as const;
export const STAFF_ROLES = ['DRIVER', 'ESCORT', 'ATTENDANT'] as const;
export const CHALLAN_STATUS = ['PENDING', 'PAID'] as const;
export const VERIFICATION_STATUS = ['PENDING', 'VERIFIED', 'REJECTED'] as const;
export const LOG_TYPES = ['BOARDED', 'DROPPED'] as const;
export type BusLogType = (typeof LOG_TYPES)[number];
export const TRIP_TYPES = ['PICKUP', 'DROP'] as const;
/** The school's batches a vehicle runs and a child rides: the morning batch and the afternoon one. */
export const SHIFTS = ['MORNING', 'AFTERNOON'] as const;
/**
 * What an escort vendor's log speaks of (vendors/{logID}/logs?logType=): the vendor's own record, its
 * documents, its escorts and the vehicles its escorts are assigned to ride.
 */
export const VENDOR_LOG_TYPES = ['VENDOR', 'DOCUMENT', 'ESCORT', 'VEHICLE'] as const;
export type VendorLogType = (typeof VENDOR_LOG_TYPES)[number];

/** The papers whose expiry is watched, by the record type that carries them. */
export const PAPER_KINDS = ['INSURANCE', 'FITNESS', 'POLLUTION', 'ROAD_TAX', 'LICENCE'] as const;
export type PaperKind = (typeof PAPER_KINDS)[number];
export const PAPER_LABELS: Record<PaperKind, string> = {
  INSURANCE: 'insurance',
  FITNESS: 'fitness certificate',
  POLLUTION: 'pollution certificate',
  ROAD_TAX: 'road tax',
  LICENCE: "driver's licence",
};
/** Papers without which a vehicle may not run a route. */
export const BLOCKING_PAPERS: readonly PaperKind[] = ['INSURANCE', 'FITNESS', 'POLLUTION'];

/** Days ahead the compliance view and the reminders look. */
export const EXPIRY_WINDOW_DAYS = 30;

/** India's bounding box: a stop or a GPS point outside it is refused. */
export const INDIA = { minLat: 6.5, maxLat: 37.1, minLng: 68.1, maxLng: 97.4 } as const;
export function insideIndia(lat: number, lng: number): boolean {
  return lat >= INDIA.minLat && lat <= INDIA.maxLat && lng >= INDIA.minLng && lng <= INDIA.maxLng;
}

/** A stop counts as served when the vehicle passed within this many metres of it. */
export const STOP_RADIUS_M = 150;
/** Minutes after the planned time a stop counts as late. */
export const LATE_AFTER_MIN = 10;
/** Most GPS points one batch may carry. */
export const GPS_BATCH_MAX = 5000;

/** Metres between two points (haversine). */
export function distanceM(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const r = 6_371_000;
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * r * Math.asin(Math.sqrt(h));
}

/** The fee engine's fee type a service's plans are made of. */
export const SERVICE_FEE_TYPES: Record<(typeof SERVICE_TYPES)[number], string> = { TRANSPORT: 'Transport Fees' };
