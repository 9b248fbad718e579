import { and, eq } from 'drizzle-orm';
import { formatDate, monthPeriod, todayInIndia } from '@portal/core';
import { defineDailySweep, figure, franchiseeFence, type RequestContext } from '@portal/kit';
import { areaManagersOf } from '@portal/mod-ams/server';
import { tellEach } from '@portal/mod-notifications/server';
import { franchisees } from '@portal/mod-org/server';
import { STAFF_TURNOVER } from '@portal/mod-staff/shared';
import {
  AUDIT_FALL_POINTS,
  ROYALTY_LATE_MONTHS,
  SERIOUS_INCIDENTS_WARNING,
  TREND_MONTHS,
  TURNOVER_QUARTER_MONTHS,
  TURNOVER_WARNING_PERCENT,
  type WarningRule,
} from '../shared/constants.ts';
import { healthMessage } from './messages.ts';
import { currentMonth, inputOf, monthsBefore, trendMonths } from './score.service.ts';
import { healthWarnings } from './schema.ts';

/** 'MM-YYYY', as the screens write a month. */
const shownMonth = (month: string) => formatDate(`${month}-01`).slice(3);

interface Raised {
  rule: WarningRule;
  /** The words' values: the detail is written in each recipient's language from them. */
  values: Record<string, string | number>;
}

/**
 * The staff turnover of a centre over the quarter ending with the month (up to today in the running month), as
 * the staff module serves its declared figure for those days.
 */
export async function quarterTurnover(ctx: RequestContext, franchiseeId: number, month: string) {
  const first = monthsBefore(month, TURNOVER_QUARTER_MONTHS - 1);
  const today = todayInIndia();
  const end = monthPeriod(month).to;
  const period = { from: `${first}-01`, to: end > today ? (today < `${first}-01` ? `${first}-01` : today) : end };
  const { value } = await figure(ctx, STAFF_TURNOVER, { franchiseeId }, period);
  return { first, value };
}

/**
 * The early warnings of a centre in a month, from the same figures the score reads: royalty paid late in two
 * months of the six; the latest audit 15 points or more below the audit before it; two serious incidents; staff
 * turnover above 30 % over the quarter.
 */
export async function warningsFor(ctx: RequestContext, franchiseeId: number, month: string): Promise<Raised[]> {
  const months = trendMonths(month, TREND_MONTHS);
  const raised: Raised[] = [];
  const royalty = [];
  const audit = [];
  for (const m of months) {
    royalty.push({ month: m, value: (await inputOf(ctx, franchiseeId, m, 'royalty')).value });
    audit.push({ month: m, value: (await inputOf(ctx, franchiseeId, m, 'audit')).value });
  }
  const late = royalty.filter((r) => r.value !== null && r.value < 100);
  if (late.length >= ROYALTY_LATE_MONTHS)
    raised.push({
      rule: 'royaltyLate',
      values: { count: late.length, months: late.map((r) => shownMonth(r.month)).join(', ') },
    });
  // The latest audit's score against the score it replaced: the last earlier month of the trend reading another.
  const latest = audit.at(-1)!.value;
  const before = audit
    .slice(0, -1)
    .reverse()
    .find((a) => a.value !== null && a.value !== latest)?.value;
  if (latest !== null && before !== undefined && before !== null && before - latest >= AUDIT_FALL_POINTS)
    raised.push({
      rule: 'auditFell',
      values: { score: latest, before, points: Math.round((before - latest) * 10) / 10 },
    });
  const incidents = (await inputOf(ctx, franchiseeId, month, 'incidents')).value ?? 0;
  if (incidents >= SERIOUS_INCIDENTS_WARNING)
    raised.push({ rule: 'seriousIncidents', values: { count: incidents, month: shownMonth(month) } });
  const turnover = await quarterTurnover(ctx, franchiseeId, month);
  if (turnover.value !== null && turnover.value > TURNOVER_WARNING_PERCENT)
    raised.push({
      rule: 'staffTurnover',
      values: { percent: turnover.value, from: shownMonth(turnover.first), to: shownMonth(month) },
    });
  return raised;
}

/**
 * Checks the warnings of every centre in the fence for the month and sends each new one, once, to the centre's
 * area manager (email, SMS and push through the notifications module); a warning already raised is not sent
 * again. Answers how many were sent.
 */
export async function sendWarnings(ctx: RequestContext, month = currentMonth()): Promise<number> {
  const centres = await ctx.db
    .select({ id: franchisees.id, name: franchisees.companyName })
    .from(franchisees)
    .where(and(franchiseeFence(ctx, franchisees.id), eq(franchisees.isActive, true)));
  const managers = await areaManagersOf(
    ctx.db,
    centres.map((c) => c.id),
  );
  let sent = 0;
  for (const centre of centres) {
    const manager = managers.find((m) => m.franchiseeId === centre.id);
    for (const w of await warningsFor(ctx, centre.id, month)) {
      const values = { ...w.values, centre: centre.name };
      const [row] = await ctx.db
        .insert(healthWarnings)
        .values({
          franchiseeId: centre.id,
          month,
          rule: w.rule,
          detail: healthMessage('en', w.rule, values),
          values,
          sentTo: manager?.id ?? null,
          sentAt: manager ? new Date() : null,
        })
        .onConflictDoNothing()
        .returning({ id: healthWarnings.id });
      if (!row || !manager) continue;
      await tellEach(
        ctx.db,
        [manager],
        (language) => ({
          subject: healthMessage(language, 'subject', values),
          body: healthMessage(language, 'body', { ...values, detail: healthMessage(language, w.rule, values) }),
        }),
        { kind: 'incidents', url: `/health/centres/${centre.id}` },
      );
      sent++;
    }
  }
  return sent;
}

/** Every morning the warnings of the month so far are checked for every centre. */
export const healthWarningSweep = defineDailySweep({
  name: 'health.warnings',
  // Run twice? No: it sends warnings.
  mayRunTwice: false,
  at: '07:30',
  what: 'early warning(s)',
  sweep: (ctx) => sendWarnings(ctx),
});
