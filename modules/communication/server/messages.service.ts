import { and, asc, desc, eq } from 'drizzle-orm';
import { fenced, franchiseeFence, loadRecord, notFound, type RequestContext } from '@portal/kit';
import { classes, franchisees } from '@portal/mod-org/server';
import { studentAdmissions, students } from '@portal/mod-students/server';
import { dltRefusal, render, variablesOf, type TemplateType } from '../shared/index.ts';
import type { previewInput } from '../shared/inputs.ts';
import type { z } from 'zod';
import { templateResource } from './resources.ts';
import { commDeliveries, commSends, commTemplates } from './schema.ts';
import { registeredText } from './send.service.ts';

const sendColumns = {
  id: commSends.id,
  franchiseeId: commSends.franchiseeId,
  channel: commSends.channel,
  subject: commSends.subject,
  audienceLabel: commSends.audienceLabel,
  scheduledAt: commSends.scheduledAt,
  status: commSends.status,
  recipients: commSends.recipients,
  sent: commSends.sent,
  failed: commSends.failed,
};

/** The sends of the caller's centres, newest first (communications/sms and communications/email). */
export async function listSends(ctx: RequestContext, q: { channel?: TemplateType; franchiseeID?: number }) {
  const rows = await ctx.db
    .select(sendColumns)
    .from(commSends)
    .where(
      and(
        franchiseeFence(ctx, commSends.franchiseeId, q.franchiseeID ?? null),
        q.channel ? eq(commSends.channel, q.channel) : undefined,
      ),
    )
    .orderBy(desc(commSends.id))
    .limit(200);
  return { rows };
}

/** One send and the status of each recipient. */
export async function sendDetails(ctx: RequestContext, id: number) {
  const [send] = await ctx.db
    .select({ ...sendColumns, body: commSends.body })
    .from(commSends)
    .where(fenced(ctx, commSends.franchiseeId, eq(commSends.id, id)));
  if (!send) throw notFound('Send');
  const deliveries = await ctx.db
    .select({
      id: commDeliveries.id,
      name: commDeliveries.name,
      address: commDeliveries.address,
      status: commDeliveries.status,
      attempts: commDeliveries.attempts,
      error: commDeliveries.error,
      sentAt: commDeliveries.sentAt,
      deliveredAt: commDeliveries.deliveredAt,
    })
    .from(commDeliveries)
    .where(eq(commDeliveries.sendId, id))
    .orderBy(asc(commDeliveries.id))
    .limit(2000);
  return { ...send, deliveries };
}

/** A template filled with a real child's record of the centre, and why an SMS would be refused. */
export async function previewTemplate(ctx: RequestContext, id: number, input: z.infer<typeof previewInput>) {
  await loadRecord(ctx, templateResource, id);
  const [template] = await ctx.db.select().from(commTemplates).where(eq(commTemplates.id, id));
  const [child] = await ctx.db
    .select({
      first: students.firstName,
      last: students.lastName,
      father: students.fatherName,
      mother: students.motherName,
      className: classes.name,
      centre: franchisees.companyName,
    })
    .from(studentAdmissions)
    .innerJoin(students, eq(students.id, studentAdmissions.studentId))
    .innerJoin(classes, eq(classes.id, studentAdmissions.classId))
    .innerJoin(franchisees, eq(franchisees.id, studentAdmissions.franchiseeId))
    .where(
      and(
        franchiseeFence(ctx, studentAdmissions.franchiseeId, input.franchiseeId),
        input.studentAdmissionId ? eq(studentAdmissions.id, input.studentAdmissionId) : undefined,
      ),
    )
    .orderBy(asc(studentAdmissions.id))
    .limit(1);
  if (input.studentAdmissionId && !child) throw notFound('Student admission');
  const childName = child ? `${child.first} ${child.last}`.trim() : undefined;
  const values = {
    date: new Date().toLocaleDateString('en-GB', { timeZone: 'Asia/Kolkata' }).replaceAll('/', '-'),
    ...input.values,
    ...(child
      ? {
          childName,
          parentName: child.father || child.mother || `Parent of ${child.first}`,
          className: child.className,
          centreName: child.centre,
        }
      : {}),
  };
  const body = render(input.body ?? template.body, values);
  return {
    subject: template.subject ? render(template.subject, values) : null,
    body,
    recordOf: childName ?? null,
    refusal: template.type === 'SMS' ? dltRefusal(registeredText(template), body, variablesOf(template.body)) : null,
  };
}
