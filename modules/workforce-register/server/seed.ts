/**
 * Demo register: head office's rules (every state, Maharashtra's 3-year registration), Indiranagar's papers with
 * its fire certificate expiring soon and its electrical check expired, its staff's vetting, current for all, and
 * next week's draft rota.
 */
import { eq } from 'drizzle-orm';
import { addDays } from '@portal/core';
import type { Executor } from '@portal/db';
import { anonymousContext, everyFranchiseeContext, type SeedContext } from '@portal/kit';
import { franchisees } from '@portal/mod-org/server';
import { staff } from '@portal/mod-staff/server';
import { activeChildIdsByClass } from '@portal/mod-students/server';
import { CENTRE_ITEM_KINDS, EVERY_STATE, STAFF_ITEM_KINDS, type ItemKind } from '../shared/constants.ts';
import { scheduleRegisterReminders } from './reminders.service.ts';
import { mondayOf } from '../shared/week.ts';
import { weekOf } from './rota/shifts.ts';
import { centreSafetyItems, registerRules, rotaShifts, staffSafetyItems } from './schema.ts';

/** Months each item stays valid where the state sets nothing of its own (none: it does not expire). */
const PERIODS: Record<ItemKind, number | null> = {
  REGISTRATION: 60,
  FIRE_NOC: 12,
  FIRE_DRILL: 6,
  ELECTRICAL_SAFETY: 12,
  CCTV_CHECK: 1,
  FIRST_AID_KIT: 3,
  CHILD_PROTECTION_POLICY: 12,
  CHILD_PROTECTION_COMMITTEE: 12,
  LEASE: 36,
  POLICE_VERIFICATION: 36,
  POCSO_AWARENESS: 12,
  FIRST_AID: 24,
  INDUCTION: null,
  ID_PROOF: null,
};

export async function seedRegister(db: Executor, { today }: SeedContext): Promise<void> {
  const day = today.toISOString().slice(0, 10);
  await db
    .insert(registerRules)
    .values([
      ...Object.entries(PERIODS).map(([itemKind, validMonths]) => ({ state: EVERY_STATE, itemKind, validMonths })),
      { state: 'Maharashtra', itemKind: 'REGISTRATION', validMonths: 36 },
    ]);
  const [centre] = await db.select({ id: franchisees.id }).from(franchisees).where(eq(franchisees.code, 'BLR-001'));
  if (centre) {
    const expiry: Partial<Record<ItemKind, string>> = {
      FIRE_NOC: addDays(day, 20),
      ELECTRICAL_SAFETY: addDays(day, -5),
    };
    await db.insert(centreSafetyItems).values(
      CENTRE_ITEM_KINDS.map((itemKind, index) => ({
        franchiseeId: centre.id,
        itemKind,
        // A paper's number as its office writes it (never the item's stored kind, which the screens show by label).
        reference: `KA/BLR/${2026 - (index % 3)}/${String(4107 + 37 * index).padStart(5, '0')}`,
        doneOn: addDays(day, -120),
        expiresOn: expiry[itemKind] ?? addDays(day, 240),
        // The expired one was escalated already; the soon-expiring one had its 30-day reminder.
        ...(itemKind === 'ELECTRICAL_SAFETY' ? { remindedAt: 7, escalatedOn: addDays(day, -4) } : {}),
        ...(itemKind === 'FIRE_NOC' ? { remindedAt: 30 } : {}),
      })),
    );
    const members = await db.select({ id: staff.id }).from(staff).where(eq(staff.franchiseeId, centre.id));
    await db.insert(staffSafetyItems).values(
      members.flatMap((m) =>
        STAFF_ITEM_KINDS.map((itemKind) => ({
          franchiseeId: centre.id,
          staffId: m.id,
          itemKind,
          requestedOn: itemKind === 'POLICE_VERIFICATION' ? addDays(day, -150) : null,
          doneOn: addDays(day, -100),
          expiresOn: PERIODS[itemKind] === null ? null : addDays(day, 300),
        })),
      ),
    );
  }
  if (centre) await seedRota(db, centre.id, day);
  await scheduleRegisterReminders(db);
}

/**
 * Next week's rota at Indiranagar, a draft: one staff member for each class with children, mornings Monday to
 * Friday, as far as its staff go; the class left without one is the room-hour publishing names.
 */
async function seedRota(db: Executor, franchiseeId: number, day: string) {
  const ctx = everyFranchiseeContext(anonymousContext(db));
  const byClass = await activeChildIdsByClass(ctx, franchiseeId);
  const classIds = [...byClass].filter(([, ids]) => ids.length > 0).map(([id]) => id);
  const members = await db.select({ id: staff.id }).from(staff).where(eq(staff.franchiseeId, franchiseeId));
  const weekStart = addDays(mondayOf(day), 7);
  const week = (await weekOf(ctx, franchiseeId, weekStart))!;
  const pairs = classIds.slice(0, members.length).map((classId, i) => [classId, members[i].id] as const);
  await db.insert(rotaShifts).values(
    pairs.flatMap(([classId, staffId]) =>
      [0, 1, 2, 3, 4].map((d) => ({
        franchiseeId,
        rotaWeekId: week.id,
        classId,
        staffId,
        day: addDays(weekStart, d),
        startsAt: '09:00',
        endsAt: '13:00',
      })),
    ),
  );
}
