import { eq, inArray } from 'drizzle-orm';
import { DEFAULT_LANGUAGE } from '@portal/core';
import { audit, fieldError, type RequestContext } from '@portal/kit';
import { devicesByIds } from '@portal/mod-devices/server';
import { franchisees } from '@portal/mod-org/server';
import { students } from '@portal/mod-students/server';
import { languageOfAddress } from '@portal/mod-users/server';
import type { BreachDetail } from '../../shared/contracts.ts';
import { breachNoticeMessage } from '../messages.ts';
import { breachNotices, breaches } from '../schema.ts';
import { BreachInput, breachSubject, breachableResources, dayEnd, dayStart, heldInWindow } from './scope.service.ts';
import { breachDetail } from './reads.ts';

/** One notice per family (a centre's parent mobile), naming their children, in the family's language. */
async function draftNotices(ctx: RequestContext, breach: typeof breaches.$inferSelect, studentIds: number[]) {
  if (!studentIds.length) return;
  const children = await ctx.db
    .select({
      id: students.id,
      name: students.fullName,
      franchiseeId: students.franchiseeId,
      father: students.fatherName,
      mother: students.motherName,
      mobile: students.parentMobile,
      email: students.parentEmail,
      centre: franchisees.companyName,
    })
    .from(students)
    .innerJoin(franchisees, eq(franchisees.id, students.franchiseeId))
    .where(inArray(students.id, studentIds))
    .orderBy(students.id);
  const families = new Map<string, typeof children>();
  for (const c of children) {
    const key = `${c.franchiseeId}:${c.mobile}`;
    families.set(key, [...(families.get(key) ?? []), c]);
  }
  for (const family of families.values()) {
    const first = family[0];
    const language = (await languageOfAddress(ctx, { mobile: first.mobile, email: first.email })) ?? DEFAULT_LANGUAGE;
    const parent = first.mother || first.father || '';
    const values = {
      parent,
      child: family.map((c) => c.name).join(', '),
      centre: first.centre,
      what: breach.whatHappened,
      impact: breach.likelyImpact,
      actions: breach.actionsTaken,
      contact: breach.contact,
    };
    await ctx.db.insert(breachNotices).values({
      breachId: breach.id,
      franchiseeId: first.franchiseeId,
      studentId: first.id,
      parentName: parent,
      mobile: first.mobile,
      email: first.email,
      language,
      subject: breachNoticeMessage(language, 'subject', values),
      body: breachNoticeMessage(language, 'body', values),
    });
  }
}

export async function recordBreach(ctx: RequestContext, input: BreachInput): Promise<BreachDetail> {
  const known = new Set(breachableResources().map((r) => r.name));
  const unknown = input.resources.find((r) => !known.has(r));
  if (unknown) throw fieldError('resources', `${unknown} holds no child’s data a breach could concern`);
  if (input.windowTo < input.windowFrom) throw fieldError('windowTo', 'The window ends on or after its first day');
  if (!input.franchiseeIds.length && !input.deviceIds.length)
    throw fieldError('franchiseeIds', 'Choose the centres or the tablets concerned');
  const centres = input.franchiseeIds.length
    ? await ctx.db.select({ id: franchisees.id }).from(franchisees).where(inArray(franchisees.id, input.franchiseeIds))
    : [];
  if (centres.length !== new Set(input.franchiseeIds).size) throw fieldError('franchiseeIds', 'Centre not found');
  const devices = await devicesByIds(ctx, input.deviceIds);
  if (devices.length !== new Set(input.deviceIds).size) throw fieldError('deviceIds', 'Tablet not found');
  const scope = {
    franchiseeIds: [...new Set(input.franchiseeIds)],
    deviceIds: [...new Set(input.deviceIds)],
    resources: [...new Set(input.resources)],
    windowFrom: dayStart(input.windowFrom),
    windowTo: dayEnd(input.windowTo),
  };
  const found = await heldInWindow(ctx, scope);
  const [breach] = await ctx.db
    .insert(breaches)
    .values({
      title: input.title,
      whatHappened: input.whatHappened,
      likelyImpact: input.likelyImpact,
      actionsTaken: input.actionsTaken,
      contact: input.contact,
      discoveredAt: input.discoveredAt,
      ...scope,
      held: found.held,
      recordedBy: ctx.user?.id ?? null,
    })
    .returning();
  await draftNotices(ctx, breach, found.studentIds);
  await audit(ctx, {
    resource: breachSubject,
    recordId: breach.id,
    action: 'create',
    changes: { title: breach.title, families: found.studentIds.length },
  });
  return breachDetail(ctx, breach.id);
}
