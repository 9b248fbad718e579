import { eq } from 'drizzle-orm';
import { addDays } from '@portal/core';
import type { Executor } from '@portal/db';
import type { SeedContext } from '@portal/kit';
import { royaltySettings } from '../schema.ts';
import { scheduleRenewalReminders } from './agreements.service.ts';

/**
 * Demo agreements: centre 4 (slab royalty since April 2024) renewed its agreement with new slabs from the first of
 * this month, and that version is due for renewal in 45 days; every centre's version 1 carries its term. The daily
 * renewal reminders are queued from here.
 */
export async function seedAgreements(db: Executor, { today }: SeedContext): Promise<void> {
  const day = today.toISOString().slice(0, 10);
  await db
    .update(royaltySettings)
    .set({ termStart: '2024-04-01', termEnd: '2029-03-31', renewalDate: '2028-12-31' })
    .where(eq(royaltySettings.versionNo, 1));
  await db.insert(royaltySettings).values({
    franchiseeId: 4,
    versionNo: 2,
    model: 'SLAB',
    slabs: [
      { uptoPaise: 2_00_000_00, percentBp: 900 },
      { uptoPaise: null, percentBp: 1100 },
    ],
    effectiveFrom: `${day.slice(0, 7)}-01`,
    termStart: `${day.slice(0, 7)}-01`,
    termEnd: addDays(day, 75),
    renewalDate: addDays(day, 45),
    territoryPincodes: ['560066', '560048'],
    territoryCity: 'Bengaluru',
    note: 'Renewed with lower slabs for the first two lakh',
  });
  await scheduleRenewalReminders(db);
}
