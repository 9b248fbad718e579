import { and, eq, inArray, or } from 'drizzle-orm';
import { enumLabel, formatDate, todayInIndia } from '@portal/core';
import type { RequestContext } from '@portal/kit';
import { franchisees } from '@portal/mod-org/server';
import { adminUsers, userFranchisees } from '@portal/mod-users/server';
import { tellEach } from '@portal/mod-notifications/server';
import { timeInIndia } from '../clock.ts';
import { dayMessage } from '../messages.ts';
import type { dayIncidents } from '../schema.ts';

type Incident = typeof dayIncidents.$inferSelect;

/** "Injury on 25-11-2026 at 10:40 AM in the sand pit". */
function what(incident: Incident): string {
  const at = new Date(incident.occurredAt);
  return `${enumLabel(incident.kind)} on ${formatDate(todayInIndia(at))} at ${timeInIndia(at)} in ${incident.place}`;
}

async function centreName(ctx: RequestContext, franchiseeId: number): Promise<string> {
  const [centre] = await ctx.db
    .select({ name: franchisees.companyName })
    .from(franchisees)
    .where(eq(franchisees.id, franchiseeId));
  return centre?.name ?? 'the centre';
}

const person = { id: adminUsers.id, email: adminUsers.email, mobile: adminUsers.mobile };

/**
 * Tells every parent account linked to the child, by email, SMS and push, in the language on their account, that a
 * report waits for them in the app.
 */
export async function tellParents(ctx: RequestContext, incident: Incident, child: string): Promise<void> {
  const parents = await ctx.db
    .select({ ...person, language: adminUsers.language })
    .from(adminUsers)
    .where(and(eq(adminUsers.studentAdmissionId, incident.studentAdmissionId), eq(adminUsers.isActive, true)));
  const at = new Date(incident.occurredAt);
  const values = {
    centre: await centreName(ctx, incident.franchiseeId),
    child,
    kind: incident.kind,
    date: formatDate(todayInIndia(at)),
    time: timeInIndia(at),
    place: incident.place,
  };
  await tellEach(
    ctx.db,
    parents,
    (language) => ({
      subject: dayMessage(language, 'incidentSubject', values),
      body: dayMessage(language, 'incidentBody', values),
      phone: {
        template: 'INCIDENT_SENT',
        params: [child, values.kind, `${values.date} ${values.time}`, values.centre],
        franchiseeId: incident.franchiseeId,
      },
    }),
    { kind: 'incidents', url: '/day/my-incidents' },
  );
}

/**
 * A serious incident goes at once to head office (the super admins) and to the head-office users assigned to
 * the centre (its area manager), by email and SMS through the outbox.
 */
export async function alertHeadOffice(ctx: RequestContext, incident: Incident, child: string): Promise<void> {
  const assigned = ctx.db
    .select({ id: userFranchisees.userId })
    .from(userFranchisees)
    .where(eq(userFranchisees.franchiseeId, incident.franchiseeId));
  const people = await ctx.db
    .select(person)
    .from(adminUsers)
    .where(and(eq(adminUsers.isActive, true), or(eq(adminUsers.superAdmin, true), inArray(adminUsers.id, assigned))));
  const centre = await centreName(ctx, incident.franchiseeId);
  const body =
    `Serious incident at ${centre}: ${what(incident)}, ${child}. ${incident.whatHappened} ` +
    `First aid: ${(incident.firstAid ?? 'none noted').replace(/\.$/, '')}. Incident report ${incident.id} in the portal.`;
  await tellEach(ctx.db, people, () => ({ subject: `Serious incident at ${centre}`, body }), {
    kind: 'incidents',
    url: `/day/incidents/view/${incident.id}`,
  });
}
