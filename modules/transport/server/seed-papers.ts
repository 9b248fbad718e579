import type { Executor } from '@portal/db';
import { vehicleFitness, vehicleInsurance, vehiclePollution, vehicleRoadTax } from './schema.ts';

export const day = (base: Date, n: number) => new Date(base.getTime() + n * 86_400_000).toISOString().slice(0, 10);

/** Valid papers for a vehicle: insurance, fitness, pollution, road tax expiring `days` from today. */
export async function papers(
  db: Executor,
  today: Date,
  franchiseeId: number,
  vehicleId: number,
  days: number,
  tag: string,
) {
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
