import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { formatDate } from '@portal/core';
import {
  actsOnEveryRow,
  badRequest,
  franchiseeFence,
  inTransaction,
  loadRecord,
  ownValues,
  requireUser,
  type RequestContext,
} from '@portal/kit';
import { teacherOfClassRule } from '@portal/mod-academics/server';
import { activeChildren } from '@portal/mod-students/server';
import { adminUsers } from '@portal/mod-users/server';
import { DAY_MESSAGES, DAY_MODULES as M } from '../../shared/constants.ts';
import {
  DOSE_WINDOW_MINUTES,
  doseText,
  MEDICATION_GIVEN,
  MEDICATION_MESSAGES,
  timesOfDay,
} from '../../shared/medication.ts';
import { dayToday, now, timeInIndia } from '../clock.ts';
import { dayRows } from '../day-rows.service.ts';
import { rosterChild } from '../roster.service.ts';
import { dayCareEvents, dayMedicationDoses, dayMedications } from '../schema.ts';
import { medicationResource } from './resource.ts';

/** Minutes after midnight in India. */
function minutesInIndia(at: Date): number {
  const india = new Date(at.getTime() + 330 * 60_000);
  return india.getUTCHours() * 60 + india.getUTCMinutes();
}

/** The authorised time a dose given at `at` belongs to: the nearest within the window, or none. */
function slotAt(times: string, at: Date): string | null {
  const minute = minutesInIndia(at);
  const near = timesOfDay(times)
    .map((t) => ({ ...t, off: Math.abs(t.minutes - minute) }))
    .filter((t) => t.off <= DOSE_WINDOW_MINUTES)
    .sort((a, b) => a.off - b.off);
  return near[0]?.slot ?? null;
}

/**
 * A teacher (of the child's class) or a centre head gives a dose: only under an approved authorisation covering
 * today, within an hour of one of its times, once per time, to a child at the centre now. The dose is written
 * with a care event the parent reads on the child's timeline; a refusal writes nothing.
 */
export async function giveDose(ctx: RequestContext, medicationId: number) {
  requireUser(ctx);
  const medication = await loadRecord(ctx, medicationResource, medicationId);
  const child = await rosterChild(ctx, medication.studentAdmissionId, 'POST', M.CARE);
  const day = dayToday();
  const at = now();
  if (medication.status !== 'APPROVED') throw badRequest(MEDICATION_MESSAGES.notApproved(medication.medicine));
  if (day < medication.fromDate || day > medication.toDate)
    throw badRequest(
      MEDICATION_MESSAGES.notToday(medication.medicine, formatDate(medication.fromDate), formatDate(medication.toDate)),
    );
  const slot = slotAt(medication.times, at);
  if (!slot) throw badRequest(MEDICATION_MESSAGES.notNow(medication.medicine, medication.times));
  const [row] = await dayRows(ctx, [child], day);
  if (!row.inAt) throw badRequest(DAY_MESSAGES.notCheckedIn(child.name));
  if (row.outAt) throw badRequest(DAY_MESSAGES.alreadyOut(child.name, timeInIndia(row.outAt)));
  return inTransaction(ctx, async (tx) => {
    // The authorisation is locked, so two teachers giving the same dose at once give it once.
    await tx.db
      .select({ id: dayMedications.id })
      .from(dayMedications)
      .where(eq(dayMedications.id, medicationId))
      .for('update');
    const [given] = await tx.db
      .select({ id: dayMedicationDoses.id })
      .from(dayMedicationDoses)
      .where(
        and(
          eq(dayMedicationDoses.medicationId, medicationId),
          eq(dayMedicationDoses.day, day),
          eq(dayMedicationDoses.slot, slot),
        ),
      );
    if (given) throw badRequest(MEDICATION_MESSAGES.alreadyGiven(medication.medicine, slot));
    const [event] = await tx.db
      .insert(dayCareEvents)
      .values({
        franchiseeId: medication.franchiseeId,
        studentAdmissionId: medication.studentAdmissionId,
        day,
        at,
        kind: MEDICATION_GIVEN,
        text: doseText(medication.medicine, medication.dose, slot),
        recordedBy: ctx.user.id,
      })
      .returning();
    const [dose] = await tx.db
      .insert(dayMedicationDoses)
      .values({
        franchiseeId: medication.franchiseeId,
        medicationId,
        studentAdmissionId: medication.studentAdmissionId,
        day,
        slot,
        at,
        careEventId: event.id,
        givenBy: ctx.user.id,
      })
      .returning();
    return { ...dose, medicine: medication.medicine, dose: medication.dose };
  });
}

/**
 * Today's approved medication of the children the user reaches (a teacher's classes, every class of the centre
 * for its heads), with the doses given so far: what the roster's medication list shows.
 */
export async function medicationToday(ctx: RequestContext) {
  requireUser(ctx);
  const day = dayToday();
  const right = { module: M.ROSTER, method: 'GET' };
  const classIds = actsOnEveryRow(ctx, teacherOfClassRule, right)
    ? undefined
    : (await ownValues(ctx, teacherOfClassRule)).map(Number);
  const children = await activeChildren(ctx, { classIds });
  const byId = new Map(children.map((c) => [c.studentAdmissionId, c]));
  if (children.length === 0) return { day, medication: [] };
  const rows = await ctx.db
    .select()
    .from(dayMedications)
    .where(
      and(
        franchiseeFence(ctx, dayMedications.franchiseeId),
        inArray(dayMedications.studentAdmissionId, [...byId.keys()]),
        eq(dayMedications.status, 'APPROVED'),
        lte(dayMedications.fromDate, day),
        gte(dayMedications.toDate, day),
      ),
    )
    .orderBy(asc(dayMedications.id));
  const doses = rows.length
    ? await ctx.db
        .select({
          medicationId: dayMedicationDoses.medicationId,
          slot: dayMedicationDoses.slot,
          at: dayMedicationDoses.at,
          givenBy: sql<string | null>`trim(${adminUsers.firstName} || ' ' || ${adminUsers.lastName})`,
        })
        .from(dayMedicationDoses)
        .leftJoin(adminUsers, eq(adminUsers.id, dayMedicationDoses.givenBy))
        .where(
          and(
            inArray(
              dayMedicationDoses.medicationId,
              rows.map((r) => r.id),
            ),
            eq(dayMedicationDoses.day, day),
          ),
        )
        .orderBy(asc(dayMedicationDoses.at))
    : [];
  return {
    day,
    medication: rows.map((m) => ({
      id: m.id,
      studentAdmissionId: m.studentAdmissionId,
      child: byId.get(m.studentAdmissionId)!.name,
      className: byId.get(m.studentAdmissionId)!.className,
      medicine: m.medicine,
      dose: m.dose,
      times: m.times,
      notes: m.notes,
      given: doses.filter((d) => d.medicationId === m.id).map(({ slot, at, givenBy }) => ({ slot, at, givenBy })),
    })),
  };
}
