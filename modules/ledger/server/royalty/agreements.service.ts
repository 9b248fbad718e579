import { and, desc, eq, max } from 'drizzle-orm';
import { addDays, formatDate, todayInIndia } from '@portal/core';
import { franchisees } from '@portal/mod-org/server';
import {
  assertAttachable,
  assertFranchisee,
  audit,
  conflict,
  defineDailySweep,
  defineResource,
  fieldError,
  franchiseeFence,
  inTransaction,
  queueMessage,
  requireAccess,
  requireLevel,
  type RequestContext,
} from '@portal/kit';
import { agreementVersionShape } from '../../shared/agreements.ts';
import { LEDGER_MODULES } from '../../shared/accounts.ts';
import type { AgreementVersionInput } from '../../shared/inputs.ts';
import { royaltyInvoices, royaltySettings } from '../schema.ts';
import { checkRoyaltyRule } from './settings.service.ts';
import { firstOnOrAfter, versionInForce, versionsOf } from './versions.ts';

/** 'YYYY-MM' → '01-MM-YYYY' of the month after. */
const firstOfNextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return formatDate(`${m === 12 ? y + 1 : y}-${String(m === 12 ? 1 : m + 1).padStart(2, '0')}-01`);
};
const monthWords = (month: string) => `${month.slice(5, 7)}-${month.slice(0, 4)}`;

/** A centre's agreement versions: read (list, record, export, history) through the framework, fenced by centre. */
export const agreementVersionResource = defineResource({
  ...agreementVersionShape,
  scope: 'franchisee',
  readOnly: true,
  table: royaltySettings,
  titleField: 'versionNo',
  list: {
    columns: ['franchiseeId', 'versionNo', 'effectiveFrom', 'model', 'minimumGuaranteePaise', 'renewalDate'],
    filters: ['franchiseeId'],
    defaultSort: { field: 'versionNo', dir: 'desc' },
  },
  describe: (row) => `version ${row.versionNo} of the agreement`,
});

/**
 * Head office adds a version of a centre's agreement, in force from the first of a month: after the month the
 * latest version starts and after the last month royalty was invoiced, so an issued invoice is never re-counted
 * under other terms. The run for a month reads the version in force in it.
 */
export async function addAgreementVersion(ctx: RequestContext, franchiseeId: number, input: AgreementVersionInput) {
  requireLevel(ctx, LEDGER_MODULES.ROYALTY, 'level_6');
  assertFranchisee(ctx, franchiseeId);
  await checkRoyaltyRule(ctx.db, input);
  if (input.termStart && input.termEnd && input.termEnd < input.termStart)
    throw fieldError('termEnd', 'The term cannot end before it starts');
  const file = await assertAttachable(ctx, input.documentFileId ?? undefined);
  return inTransaction(ctx, async (ctx) => {
    const [latest] = await ctx.db
      .select()
      .from(royaltySettings)
      .where(eq(royaltySettings.franchiseeId, franchiseeId))
      .orderBy(desc(royaltySettings.versionNo))
      .limit(1)
      .for('update');
    const month = input.effectiveFrom.slice(0, 7);
    if (latest && month <= latest.effectiveFrom.slice(0, 7))
      throw conflictField(
        'effectiveFrom',
        `Version ${latest.versionNo} is in force from ${formatDate(latest.effectiveFrom)}: ` +
          `a new version can start from ${firstOfNextMonth(latest.effectiveFrom.slice(0, 7))} at the earliest`,
      );
    const [invoiced] = await ctx.db
      .select({ month: max(royaltyInvoices.month) })
      .from(royaltyInvoices)
      .where(and(eq(royaltyInvoices.franchiseeId, franchiseeId), eq(royaltyInvoices.status, 'ISSUED')));
    if (invoiced?.month && month <= invoiced.month)
      throw conflictField(
        'effectiveFrom',
        `Royalty is invoiced up to ${monthWords(invoiced.month)}: ` +
          `a new version can start from ${firstOfNextMonth(invoiced.month)} at the earliest`,
      );
    const [row] = await ctx.db
      .insert(royaltySettings)
      .values({
        franchiseeId,
        versionNo: (latest?.versionNo ?? 0) + 1,
        model: input.model,
        percentBp: input.percentBp,
        perStudentPaise: input.perStudentPaise,
        slabs: input.slabs,
        minimumGuaranteePaise: input.minimumGuaranteePaise,
        gstRateBp: input.gstRateBp,
        royaltyHeads: input.royaltyHeads,
        effectiveFrom: input.effectiveFrom,
        termStart: input.termStart ?? null,
        termEnd: input.termEnd ?? null,
        renewalDate: input.renewalDate ?? null,
        territoryPincodes: input.territoryPincodes,
        territoryCity: input.territoryCity || null,
        documentFileId: file?.id ?? null,
        note: input.note || null,
        createdBy: ctx.user?.id ?? null,
      })
      .returning();
    await audit(ctx, {
      resource: agreementVersionShape,
      recordId: row.id,
      action: 'create',
      franchiseeId,
      changes: { versionNo: row.versionNo, effectiveFrom: row.effectiveFrom, model: row.model },
    });
    return row;
  });
}

const conflictField = (field: string, message: string) => conflict(message, { [field]: message });

/** The agreement in force today of each centre the user sees, whose renewal date is within the next `days`. */
export async function renewalsDue(ctx: RequestContext, days: number, today = todayInIndia()) {
  requireAccess(ctx, LEDGER_MODULES.ROYALTY, 'GET');
  const centres = await ctx.db
    .select({ id: franchisees.id, name: franchisees.companyName })
    .from(franchisees)
    .where(and(eq(franchisees.isActive, true), franchiseeFence(ctx, franchisees.id)));
  const rows = await dueWithin(ctx, centres, days, today);
  return { days, rows };
}

async function dueWithin(ctx: RequestContext, centres: { id: number; name: string }[], days: number, today: string) {
  const names = new Map(centres.map((c) => [c.id, c.name]));
  const versions = await versionsOf(
    ctx.db,
    centres.map((c) => c.id),
  );
  const until = addDays(today, days);
  const rows = [];
  for (const [franchiseeId, list] of versions) {
    const v = versionInForce(list, today.slice(0, 7));
    if (!v?.renewalDate || v.renewalDate < today || v.renewalDate > until) continue;
    rows.push({
      franchiseeId,
      centre: names.get(franchiseeId) ?? '',
      versionNo: v.versionNo,
      renewalDate: v.renewalDate,
      termEnd: v.termEnd,
      daysLeft: Math.round((Date.parse(v.renewalDate) - Date.parse(today)) / 86_400_000),
    });
  }
  return rows.sort((a, b) => a.renewalDate.localeCompare(b.renewalDate) || a.franchiseeId - b.franchiseeId);
}

/** Days before the renewal date on which head office is reminded. */
export const RENEWAL_REMINDER_DAYS = [90, 60, 30, 7, 1, 0] as const;
export const RENEWAL_REMINDER_JOB = 'ledger.agreement-renewal-reminders';

/**
 * The daily sweep: an email to head office (its corporate branch's address) for every centre whose agreement in
 * force reaches its renewal date in 90, 60, 30, 7 or 1 days or today. Returns how many went out.
 */
export async function sendRenewalReminders(ctx: RequestContext, today = todayInIndia()): Promise<number> {
  const [ho] = await ctx.db
    .select({ email: franchisees.email })
    .from(franchisees)
    .where(eq(franchisees.isCorporate, true))
    .orderBy(franchisees.id)
    .limit(1);
  if (!ho?.email) return 0;
  const centres = await ctx.db
    .select({ id: franchisees.id, name: franchisees.companyName })
    .from(franchisees)
    .where(
      and(eq(franchisees.isActive, true), eq(franchisees.isCorporate, false), franchiseeFence(ctx, franchisees.id)),
    );
  const due = (await dueWithin(ctx, centres, 90, today)).filter((r) =>
    (RENEWAL_REMINDER_DAYS as readonly number[]).includes(r.daysLeft),
  );
  for (const r of due) {
    const when = r.daysLeft === 0 ? 'today' : `on ${formatDate(r.renewalDate)} (in ${r.daysLeft} days)`;
    await queueMessage(ctx.db, {
      channel: 'email',
      to: ho.email,
      subject: `Agreement renewal due: ${r.centre}`,
      body:
        `${r.centre}: version ${r.versionNo} of the franchise agreement is due for renewal ${when}. ` +
        `Add the renewed agreement as a new version on the centre's agreement page.`,
    });
  }
  return due.length;
}

const renewalReminders = defineDailySweep({
  name: RENEWAL_REMINDER_JOB,
  // Run twice? No: it sends reminders.
  mayRunTwice: false,
  at: '08:30',
  what: 'agreement renewal reminder(s)',
  sweep: sendRenewalReminders,
});
export const renewalReminderJob = renewalReminders.job;
export const scheduleRenewalReminders = renewalReminders.schedule;

/**
 * Version 1 of a new centre's agreement, from the agreement a converted prospect signed: a percentage of tuition
 * from the first of a month on or after the signing day, the term from the signing day, renewal 90 days before its
 * end, and the territory. Called by the development module's conversion (head office only) in its transaction; a
 * centre with an agreement keeps it.
 */
export async function openAgreement(
  ctx: RequestContext,
  franchiseeId: number,
  agreement: {
    signedOn: string;
    royaltyPercentBp: number;
    minimumGuaranteePaise: number;
    termYears: number;
    territoryPincodes: string[];
    territoryCity?: string | null;
  },
) {
  const [existing] = await ctx.db
    .select({ id: royaltySettings.id })
    .from(royaltySettings)
    .where(eq(royaltySettings.franchiseeId, franchiseeId));
  if (existing) return null;
  const { signedOn } = agreement;
  const termEnd = addDays(`${Number(signedOn.slice(0, 4)) + agreement.termYears}${signedOn.slice(4)}`, -1);
  const [row] = await ctx.db
    .insert(royaltySettings)
    .values({
      franchiseeId,
      versionNo: 1,
      model: 'PERCENT',
      percentBp: agreement.royaltyPercentBp,
      minimumGuaranteePaise: agreement.minimumGuaranteePaise,
      // Versions start on the first of a month: an agreement signed mid-month is in force from the next first
      // (version 1 also covers the months before it); its term runs from the signing day.
      effectiveFrom: firstOnOrAfter(signedOn),
      termStart: signedOn,
      termEnd,
      renewalDate: addDays(termEnd, -90),
      territoryPincodes: agreement.territoryPincodes,
      territoryCity: agreement.territoryCity ?? null,
      createdBy: ctx.user?.id ?? null,
    })
    .returning();
  await audit(ctx, {
    resource: agreementVersionShape,
    recordId: row.id,
    action: 'create',
    franchiseeId,
    changes: { versionNo: 1, effectiveFrom: row.effectiveFrom, from: 'conversion' },
  });
  return row;
}
