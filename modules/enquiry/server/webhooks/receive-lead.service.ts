import { and, eq, sql } from 'drizzle-orm';
import { zodForFields } from '@portal/core';
import { AppError, notFound, unauthorized, type RequestContext } from '@portal/kit';
import { classes } from '@portal/mod-org/server';
import { zodIssues } from '@portal/kit';
import type { z } from 'zod';
import { googleLeadBody, waidLeadBody } from '../../shared/inputs.ts';
import { LEAD_FIELDS } from '../../shared/index.ts';
import { enquiryYearId } from '../enquiries/enquiry-hooks.service.ts';
import { intakeLead } from '../enquiries/intake-lead.service.ts';
import { normaliseMobile } from '../codes.ts';
import { webhookLogs, webhookSources } from '../schema.ts';
import { secretMatches } from './secret.ts';

export type WebhookKind = 'GOOGLE' | 'WAID';

/** A lead as a sender describes it, before validation. */
export interface IncomingLead {
  externalId: string | null;
  parentName?: string;
  mobile?: string;
  email?: string;
  childName?: string;
  className?: string;
  pincode?: string;
  remarks?: string;
}

const leadSchema = zodForFields(LEAD_FIELDS, 'create');

async function log(
  ctx: RequestContext,
  source: { id: number; franchiseeId: number; kind: string },
  entry: { externalId: string | null; outcome: string; message: string; payload: unknown; enquiryId?: number },
) {
  await ctx.db.insert(webhookLogs).values({
    franchiseeId: source.franchiseeId,
    sourceId: source.id,
    kind: source.kind,
    externalId: entry.externalId,
    outcome: entry.outcome,
    message: entry.message,
    // Keep the lead, never the secret that came with it.
    payload: JSON.parse(
      JSON.stringify(entry.payload ?? {}, (k, v) => (/secret|google_key|token/i.test(k) ? '***' : v)),
    ),
    enquiryId: entry.enquiryId ?? null,
    ip: ctx.ip,
  });
}

/**
 * Handles one webhook call: find the source by its URL key, check the shared secret in
 * constant time, validate the lead and take it in. A retry with the same lead id creates
 * nothing new. Every call to a known source is logged with its outcome.
 */
export async function receiveLead(
  ctx: RequestContext,
  kind: WebhookKind,
  key: string,
  presentedSecret: unknown,
  payload: unknown,
  lead: IncomingLead | null,
) {
  const [source] = await ctx.db
    .select()
    .from(webhookSources)
    .where(and(eq(webhookSources.publicKey, key), eq(webhookSources.kind, kind), eq(webhookSources.isActive, true)));
  if (!source) throw notFound('Webhook');
  await ctx.db.update(webhookSources).set({ lastCalledAt: new Date() }).where(eq(webhookSources.id, source.id));
  if (!secretMatches(presentedSecret, source.secretHash)) {
    await log(ctx, source, {
      externalId: lead?.externalId ?? null,
      outcome: 'REJECTED',
      message: 'Wrong secret',
      payload,
    });
    throw unauthorized('Invalid webhook secret');
  }
  if (!lead || !lead.externalId) {
    await log(ctx, source, { externalId: null, outcome: 'INVALID', message: 'The lead id is missing', payload });
    throw new AppError(400, 'The lead id is missing');
  }
  let classId: number | undefined;
  if (lead.className) {
    const [hit] = await ctx.db
      .select({ id: classes.id })
      .from(classes)
      .where(sql`lower(${classes.name}) = lower(${lead.className.trim()})`);
    classId = hit?.id;
  }
  const body = {
    parentName: lead.parentName?.trim(),
    mobile: lead.mobile ? normaliseMobile(lead.mobile) : undefined,
    email: lead.email?.trim() || undefined,
    // A lead form may not ask for the child's name; the parent's stands in for the key.
    childName: lead.childName?.trim() || (lead.parentName ? `Child of ${lead.parentName.trim()}` : undefined),
    classId,
    pincode: lead.pincode?.trim() || undefined,
    remarks: lead.remarks?.slice(0, 500) || undefined,
  };
  const parsed = leadSchema.safeParse(body);
  if (!parsed.success) {
    const problems = zodIssues(parsed.error);
    const message = Object.values(problems).join('; ');
    await log(ctx, source, { externalId: lead.externalId, outcome: 'INVALID', message, payload });
    throw new AppError(400, message, problems);
  }
  try {
    const result = await intakeLead(
      ctx,
      source.franchiseeId,
      {
        ...parsed.data,
        source: kind === 'GOOGLE' ? 'Google Ads' : 'WhatsApp',
        enquiryType: 'ADMISSION',
        academicYearId: await enquiryYearId(ctx),
      },
      { source: kind, id: lead.externalId },
    );
    await log(ctx, source, {
      externalId: lead.externalId,
      outcome: result.created ? 'CREATED' : 'DUPLICATE',
      message: result.created
        ? `Enquiry ${result.enquiry.enquiryCode} created`
        : `Already received as ${result.enquiry.enquiryCode}`,
      payload,
      enquiryId: result.enquiry.id,
    });
    return {
      status: result.created ? ('created' as const) : ('duplicate' as const),
      enquiryCode: result.enquiry.enquiryCode,
    };
  } catch (err) {
    if (err instanceof AppError)
      await log(ctx, source, { externalId: lead.externalId, outcome: 'INVALID', message: err.message, payload });
    throw err;
  }
}

/** Google Ads lead form extension payload: user_column_data with column ids. */
export function googleLead(body: z.output<typeof googleLeadBody>): IncomingLead {
  const columns = body.user_column_data ?? [];
  const find = (test: (id: string, name: string) => boolean) =>
    columns.find((c) => test(String(c.column_id ?? '').toUpperCase(), String(c.column_name ?? '').toLowerCase()))
      ?.string_value;
  const fullName =
    find((id) => id === 'FULL_NAME') ??
    [find((id) => id === 'FIRST_NAME'), find((id) => id === 'LAST_NAME')].filter(Boolean).join(' ');
  return {
    externalId: body.lead_id === undefined ? null : String(body.lead_id),
    parentName: fullName || undefined,
    mobile: find((id) => id === 'PHONE_NUMBER'),
    email: find((id) => id === 'EMAIL'),
    pincode: find((id) => id === 'POSTAL_CODE'),
    childName: find((id, name) => id === 'CHILD_NAME' || /child/.test(name)),
    className: find((id, name) => id === 'CLASS' || /class|programme|program/.test(name)),
  };
}

/** WhatsApp (WAID) payload: the message id, the sender's WhatsApp number and profile name. */
export function waidLead(body: z.output<typeof waidLeadBody>): IncomingLead {
  return {
    externalId: body.messageId ?? null,
    parentName: body.profileName,
    mobile: body.waId,
    email: body.email,
    childName: body.childName,
    className: body.className,
    pincode: body.pincode,
    remarks: body.message,
  };
}
