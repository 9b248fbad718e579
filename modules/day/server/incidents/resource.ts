import { badRequest, defineResource, requireUser, type RequestContext } from '@portal/kit';
import { teacherOfClassRule } from '@portal/mod-academics/server';
import { CENTRE_HEADS, childParents } from '@portal/mod-users/server';
import { DAY_SAFETY_MODULES as S } from '../../shared/constants.ts';
import { INCIDENT_MESSAGES } from '../../shared/incidents.ts';
import { now } from '../clock.ts';
import { publishIncident } from '../live.service.ts';
import { rosterChild } from '../roster.service.ts';
import { dayIncidents } from '../schema.ts';
import { incidentShape } from '../../shared/resources.ts';
import { alertHeadOffice, tellParents } from './alerts.service.ts';

type Incident = typeof dayIncidents.$inferSelect;

/**
 * The child the incident is about: a child of a class the reporter teaches (every child of the centre for its
 * heads), inside the fence; the report keeps the child's class so the class's teachers reach it.
 */
async function reportedChild(ctx: RequestContext, studentAdmissionId: unknown) {
  return rosterChild(ctx, Number(studentAdmissionId), 'POST', S.INCIDENTS);
}

function refuseFuture(occurredAt: unknown) {
  if (occurredAt !== undefined && new Date(String(occurredAt)).getTime() > now().getTime() + 60_000)
    throw badRequest(INCIDENT_MESSAGES.whenInFuture);
}

/**
 * Incident reports. A teacher (for a child of a class they teach) or a centre head reports one as a DRAFT and
 * may change it while it is one; the centre's head sends it (SENT), which tells the child's parents by email and
 * SMS; a parent acknowledges it in the app (ACKNOWLEDGED, `incidents.service.ts`). A serious incident alerts head
 * office and the centre's area manager as soon as it is reported, or as soon as a draft is marked serious.
 */
export const incidentResource = defineResource({
  ...incidentShape,
  scope: 'franchisee',
  classroom: true,
  table: dayIncidents,
  titleField: 'kind',
  owner: teacherOfClassRule,
  personalData: {
    whose: ['child'],
    categories: ['health', 'photo/video'],
    // The report keeps the child's class: its teachers reach it, and the child's parents acknowledge it.
    audience: { related: [teacherOfClassRule, childParents()], everyRow: CENTRE_HEADS },
    retention: 'enrolment, then 8 years',
    purposes: ["Telling the parents of an incident and keeping the centre's record of it"],
  },
  list: {
    columns: ['occurredAt', 'studentAdmissionId', 'kind', 'serious', 'status'],
    search: ['place', 'whatHappened'],
    filters: ['franchiseeId', 'studentAdmissionId', 'kind', 'serious', 'status'],
    defaultSort: { field: 'id', dir: 'desc' },
  },
  example: {
    kind: 'INJURY',
    place: 'Sand pit',
    whatHappened: 'Tripped over a bucket and grazed the left knee.',
    firstAid: 'Washed and covered with a plaster.',
    staffPresent: 'Fatima Shaikh',
    serious: false,
  },
  statusField: 'status',
  remove: false,
  commands: {
    send: { label: 'Send to parents', from: ['DRAFT'], to: 'SENT', module: S.INCIDENT_REVIEW, color: 'blue' },
  },
  hooks: {
    async beforeCreate(ctx, values) {
      refuseFuture(values.occurredAt);
      const child = await reportedChild(ctx, values.studentAdmissionId);
      return {
        ...values,
        franchiseeId: child.franchiseeId,
        classId: child.classId,
        status: 'DRAFT',
        reportedBy: ctx.user?.id ?? null,
      };
    },
    async afterCreate(ctx, row) {
      await publishIncident(ctx, row);
      if (row.serious) await alertHeadOffice(ctx, row, (await reportedChild(ctx, row.studentAdmissionId)).name);
    },
    /** Sending tells the child's parents (email, SMS and push) in the command's transaction. */
    async onCommand(ctx, _command, existing) {
      requireUser(ctx);
      await tellParents(ctx, existing, (await reportedChild(ctx, existing.studentAdmissionId)).name);
      await publishIncident(ctx, existing);
      return { sentBy: ctx.user.id, sentAt: now() };
    },
    async beforeUpdate(ctx, values, existing) {
      if (existing.status !== 'DRAFT') throw badRequest(INCIDENT_MESSAGES.sentAlready);
      refuseFuture(values.occurredAt);
      const child = await reportedChild(ctx, values.studentAdmissionId ?? existing.studentAdmissionId);
      if (values.serious === true && !existing.serious)
        await alertHeadOffice(ctx, { ...existing, ...values } as Incident, child.name);
      return { ...values, franchiseeId: child.franchiseeId, classId: child.classId };
    },
  },
});
