// A vehicle's odometer readings, wherever they are written: fuel fills, repairs and services.
import { and, eq, gt, lte, max, min, ne, type SQL } from 'drizzle-orm';
import { fieldError, type RequestContext } from '@portal/kit';
import { vehicleFuel, vehicleMaintenance, vehicleRepairs } from '../schema.ts';

/** The records that read the odometer: their date column and what a person calls one of them. */
const LOGS = {
  fuel: { table: vehicleFuel, on: vehicleFuel.filledOn, noun: 'fill' },
  repair: { table: vehicleRepairs, on: vehicleRepairs.reportedOn, noun: 'repair' },
  service: { table: vehicleMaintenance, on: vehicleMaintenance.serviceDate, noun: 'service' },
} as const;
export type OdometerLog = keyof typeof LOGS;

/** A record's reading: the vehicle, the day and the kilometres (a repair or a service may leave it out). */
interface Reading {
  vehicleId: number;
  on: string;
  km: number | null | undefined;
}

const reading = (km: number) => `${km.toLocaleString('en-IN')} km`;

/**
 * The odometer never runs backwards: a reading lies between every reading of the same vehicle on or before its day
 * and every reading after it, whichever record wrote them (cost per kilometre is read off the fuel log).
 */
export async function checkOdometer(
  ctx: RequestContext,
  log: OdometerLog,
  { vehicleId, on, km }: Reading,
  exceptId?: number,
): Promise<void> {
  if (km === null || km === undefined) return;
  for (const [name, { table, on: day, noun }] of Object.entries(LOGS)) {
    const others: SQL | undefined = and(
      eq(table.vehicleId, vehicleId),
      name === log && exceptId !== undefined ? ne(table.id, exceptId) : undefined,
    );
    const [{ before }] = await ctx.db
      .select({ before: max(table.odometerKm) })
      .from(table)
      .where(and(others, lte(day, on)));
    if (before !== null && km < before)
      throw fieldError('odometerKm', `An earlier ${noun} read ${reading(before)}: the odometer cannot go backwards`);
    const [{ after }] = await ctx.db
      .select({ after: min(table.odometerKm) })
      .from(table)
      .where(and(others, gt(day, on)));
    if (after !== null && km > after)
      throw fieldError('odometerKm', `A later ${noun} read ${reading(after)}: this reading cannot be higher`);
  }
}
