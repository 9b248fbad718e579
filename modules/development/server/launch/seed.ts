import { eq } from 'drizzle-orm';
import type { Executor } from '@portal/db';
import type { SeedContext } from '@portal/kit';
import { franchisees } from '@portal/mod-org/server';
import { adminUsers } from '@portal/mod-users/server';
import { DEFAULT_LAUNCH_TASKS, PROSPECT_STAGES, type LaunchStatus } from '../../shared/constants.ts';
import {
  devLaunchPlans,
  devLaunchTasks,
  devLaunchTemplate,
  devProspectStages,
  devProspects,
  devTerritories,
} from '../schema.ts';
import { addDays, datesBack } from './dating.ts';

const DAY_MS = 86_400_000;
/** The demo centre in launch: Rainbow Kids Baner, converted from its owner's signed prospect, opening in 3 weeks. */
const IN_LAUNCH = { code: 'PUN-002', opensInDays: 21 };

/** The default launch template, and one centre in launch with its plan partly done (one task overdue). */
export async function seedLaunch(db: Executor, { today }: SeedContext): Promise<void> {
  await db.insert(devLaunchTemplate).values(DEFAULT_LAUNCH_TASKS.map((t, i) => ({ ...t, sort: i })));

  const [centre] = await db.select().from(franchisees).where(eq(franchisees.code, IN_LAUNCH.code));
  if (!centre) return;
  const [owner] = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(eq(adminUsers.email, 'superadmin@demo.school'));
  const day = today.toISOString().slice(0, 10);
  const signedAt = new Date(today.getTime() - 75 * DAY_MS + 11 * 3_600_000);
  const [prospect] = await db
    .insert(devProspects)
    .values({
      name: centre.ownerName,
      mobile: centre.mobile,
      email: centre.email,
      city: 'Pune',
      pincodes: [centre.pincode],
      investmentBand: '25L_40L',
      source: 'REFERRAL',
      ownerId: owner?.id ?? null,
      stage: 'AGREEMENT_SIGNED',
      stageChangedAt: signedAt,
      tokenAmount: 5_00_000_00,
      tokenReference: 'NEFT-DEMO-0002',
      createdAt: new Date(signedAt.getTime() - 60 * DAY_MS),
    })
    .returning();
  const path = PROSPECT_STAGES.slice(0, PROSPECT_STAGES.indexOf('AGREEMENT_SIGNED') + 1);
  await db.insert(devProspectStages).values(
    path.map((stage, i) => ({
      prospectId: prospect.id,
      fromStage: i ? path[i - 1] : null,
      toStage: stage,
      changedBy: owner?.id ?? null,
      changedAt: new Date(signedAt.getTime() - (path.length - 1 - i) * 7 * DAY_MS),
    })),
  );
  await db
    .insert(devTerritories)
    .values({ city: 'Pune', pincode: centre.pincode, area: 'Baner', status: 'SERVED', prospectId: prospect.id });

  const openingDate = addDays(day, IN_LAUNCH.opensInDays);
  const [plan] = await db
    .insert(devLaunchPlans)
    .values({ franchiseeId: centre.id, prospectId: prospect.id, openingDate, createdBy: owner?.id ?? null })
    .returning();
  // What is due before today is done, but for the CCTV and fire certificates (overdue); what is running is started.
  await db.insert(devLaunchTasks).values(
    DEFAULT_LAUNCH_TASKS.map((t, i) => {
      const dates = datesBack(openingDate, t);
      const past = dates.dueDate < day;
      const overdue = t.title.startsWith('CCTV');
      const status: LaunchStatus = past && !overdue ? 'DONE' : dates.startDate <= day ? 'IN_PROGRESS' : 'TODO';
      return {
        planId: plan.id,
        franchiseeId: centre.id,
        title: t.title,
        ownerSide: t.ownerSide,
        durationDays: t.durationDays,
        offsetDays: t.offsetDays,
        sort: i,
        ...dates,
        status,
        doneOn: status === 'DONE' ? dates.dueDate : null,
        note: overdue ? 'Fire NOC inspection booked; waiting for the fire officer’s visit' : null,
      };
    }),
  );
}
