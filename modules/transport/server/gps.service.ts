import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { audit, badRequest, unauthorized, type RequestContext, loadRecord } from '@portal/kit';
import type { gpsBatchInput } from '../shared/inputs.ts';
import { vehicleResource } from './resources.ts';
import { gpsPoints, vehicles } from './schema.ts';
import { vehicleShape } from '../shared/resources.ts';

const hash = (key: string) => createHash('sha256').update(key).digest('hex');

/** A new device key for the vehicle; only its hash is kept, so it is shown this once. */
export async function issueDeviceKey(ctx: RequestContext, vehicleId: number) {
  const vehicle = await loadRecord(ctx, vehicleResource, vehicleId);
  const key = randomBytes(24).toString('base64url');
  await ctx.db
    .update(vehicles)
    .set({ deviceKeyHash: hash(key), updatedAt: new Date() })
    .where(eq(vehicles.id, vehicle.id));
  await audit(ctx, {
    resource: vehicleShape,
    recordId: vehicle.id,
    action: 'device-key',
    franchiseeId: vehicle.franchiseeId,
    changes: { deviceKey: 'issued' },
  });
  return { vehicleId: vehicle.id, key };
}

/** The vehicle whose device holds this key; an unknown vehicle and a wrong key read the same. */
export async function authenticatedVehicle(ctx: RequestContext, vehicleId: number, key: string | undefined) {
  const refuse = () => unauthorized('Unknown device: send the key issued for this vehicle in X-Device-Key');
  if (!key) throw refuse();
  const [vehicle] = await ctx.db
    .select({
      id: vehicles.id,
      franchiseeId: vehicles.franchiseeId,
      keyHash: vehicles.deviceKeyHash,
      isActive: vehicles.isActive,
    })
    .from(vehicles)
    .where(eq(vehicles.id, vehicleId));
  if (!vehicle?.keyHash || !vehicle.isActive) throw refuse();
  const given = Buffer.from(hash(key), 'hex');
  const stored = Buffer.from(vehicle.keyHash, 'hex');
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) throw refuse();
  return vehicle;
}

/**
 * Stores a batch of points from one vehicle's device. The batch must be in time order (a device
 * sends what it recorded, oldest first); a point already stored (the device resending after a lost
 * answer) is counted as a duplicate and skipped.
 */
export async function ingestGps(
  ctx: RequestContext,
  vehicleId: number,
  key: string | undefined,
  input: z.infer<typeof gpsBatchInput>,
) {
  const vehicle = await authenticatedVehicle(ctx, vehicleId, key);
  const times = input.points.map((p) => Date.parse(p.at));
  for (let i = 1; i < times.length; i++)
    if (times[i] <= times[i - 1])
      throw badRequest(`Points must be in time order: point ${i + 1} is not after point ${i}`, {
        [`points.${i}.at`]: 'Not after the point before it',
      });
  const now = Date.now();
  if (times[times.length - 1] > now + 5 * 60_000) throw badRequest('A point is in the future: check the device clock');
  const rows = input.points.map((p, i) => ({
    franchiseeId: vehicle.franchiseeId,
    vehicleId: vehicle.id,
    recordedAt: new Date(times[i]),
    latitude: p.lat,
    longitude: p.lng,
    speedKmph: p.speed ?? null,
  }));
  let accepted = 0;
  // Chunks keep each statement under the driver's parameter limit.
  for (let i = 0; i < rows.length; i += 2000) {
    const inserted = await ctx.db
      .insert(gpsPoints)
      .values(rows.slice(i, i + 2000))
      .onConflictDoNothing()
      .returning({ id: gpsPoints.id });
    accepted += inserted.length;
  }
  return { accepted, duplicates: rows.length - accepted, lastAt: new Date(times[times.length - 1]).toISOString() };
}

/** The vehicle's points of one India day, oldest first. */
export async function pointsOfDay(ctx: RequestContext, vehicleId: number, day: string) {
  return ctx.db
    .select({ at: gpsPoints.recordedAt, lat: gpsPoints.latitude, lng: gpsPoints.longitude })
    .from(gpsPoints)
    .where(
      and(
        eq(gpsPoints.vehicleId, vehicleId),
        sql`${gpsPoints.recordedAt} >= (${day}::date)::timestamp at time zone 'Asia/Kolkata'`,
        sql`${gpsPoints.recordedAt} < (${day}::date + 1)::timestamp at time zone 'Asia/Kolkata'`,
      ),
    )
    .orderBy(gpsPoints.recordedAt);
}
