import { and, gte, isNull, lt, sql } from 'drizzle-orm';
import { franchiseeFence, type RequestContext } from '@portal/kit';
import { smsTextCounts } from '@portal/mod-notifications/server';
import type { PhoneTemplate } from '@portal/mod-notifications/shared';
import { activeFranchisees } from '@portal/mod-org/server';
import { categoryOf } from '../shared/constants.ts';
import type { UsageAnswer, UsageRow } from '../shared/contracts.ts';
import { MESSAGE_LABELS } from '../shared/resources.ts';
import { whatsappPrices } from './config.ts';
import { whatsappMessages } from './schema.ts';

/** A calendar month in India's time, as instants: its first midnight and the next month's. */
export function monthRange(month: string): { from: Date; to: Date } {
  const [year, m] = month.split('-').map(Number);
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  return { from: new Date(`${month}-01T00:00:00+05:30`), to: new Date(`${next}-01T00:00:00+05:30`) };
}

const counted = (where: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${where})`.mapWith(Number);
const fellBack = sql`${whatsappMessages.fellBackAt} is not null`;
const notFellBack = sql`${whatsappMessages.fellBackAt} is null`;

/**
 * The month's texts to families per centre and kind (template), of the centres the reader may see: WhatsApp's by
 * their state here, and the SMS sent instead of WhatsApp (counted by notifications), with WhatsApp's estimated
 * charge for the delivered ones at the configured price per category (integer paise per 100 messages).
 */
export async function textUsage(ctx: RequestContext, month: string): Promise<UsageAnswer> {
  const range = monthRange(month);
  const whatsapp = await ctx.db
    .select({
      franchiseeId: whatsappMessages.franchiseeId,
      message: whatsappMessages.message,
      delivered: counted(sql`${whatsappMessages.state} in ('DELIVERED', 'READ') and ${notFellBack}`),
      pending: counted(sql`${whatsappMessages.state} in ('QUEUED', 'SENT') and ${notFellBack}`),
      failed: counted(sql`${whatsappMessages.state} = 'FAILED'`),
      fellBack: counted(fellBack),
    })
    .from(whatsappMessages)
    .where(
      and(
        gte(whatsappMessages.createdAt, range.from),
        lt(whatsappMessages.createdAt, range.to),
        // Free-text answers inside a family's 24-hour window are WhatsApp's free service messages: not counted.
        isNull(whatsappMessages.freeText),
        franchiseeFence(ctx, whatsappMessages.franchiseeId),
      ),
    )
    .groupBy(whatsappMessages.franchiseeId, whatsappMessages.message);
  const sms = await smsTextCounts(ctx, range);

  const prices = whatsappPrices();
  const names = new Map((await activeFranchisees(ctx)).map((c) => [c.id, c.companyName]));
  const rows = new Map<string, UsageRow>();
  const rowOf = (franchiseeId: number | null, message: PhoneTemplate) => {
    const key = `${franchiseeId}:${message}`;
    let row = rows.get(key);
    if (!row) {
      row = {
        franchiseeId,
        centre: franchiseeId === null ? 'No centre' : (names.get(franchiseeId) ?? `Centre ${franchiseeId}`),
        message,
        label: MESSAGE_LABELS[message] ?? message,
        category: categoryOf(message),
        delivered: 0,
        pending: 0,
        failed: 0,
        fellBack: 0,
        sms: 0,
        costPaise: 0,
      };
      rows.set(key, row);
    }
    return row;
  };
  for (const w of whatsapp) Object.assign(rowOf(w.franchiseeId, w.message), { ...w, franchiseeId: w.franchiseeId });
  for (const s of sms) rowOf(s.franchiseeId, s.template).sms = s.sms;
  const list = [...rows.values()].sort((a, b) => a.centre.localeCompare(b.centre) || a.label.localeCompare(b.label));
  for (const row of list) row.costPaise = Math.round((row.delivered * prices[row.category]) / 100);
  const sum = (k: 'delivered' | 'pending' | 'failed' | 'fellBack' | 'sms' | 'costPaise') =>
    list.reduce((n, r) => n + r[k], 0);
  return {
    month,
    paisePer100: prices,
    rows: list,
    totals: {
      delivered: sum('delivered'),
      pending: sum('pending'),
      failed: sum('failed'),
      fellBack: sum('fellBack'),
      sms: sum('sms'),
      costPaise: sum('costPaise'),
    },
  };
}

const cell = (v: string | number) => {
  const s = String(v);
  const safe = /^[=+\-@]/.test(s) && !/^-?\d+(\.\d+)?$/.test(s) ? `'${s}` : s;
  return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};
const rupees = (paise: number) => (paise / 100).toFixed(2);

/** The month's texts as CSV (a BOM first, so spreadsheets read Indian names). */
export function usageCsv(answer: UsageAnswer): string {
  const header = [
    'Centre',
    'Message',
    'WhatsApp delivered',
    'WhatsApp pending',
    'WhatsApp failed',
    'WhatsApp fell back to SMS',
    'SMS',
    'Estimated WhatsApp cost (₹)',
  ];
  const lines = answer.rows.map((r) => [
    r.centre,
    r.label,
    r.delivered,
    r.pending,
    r.failed,
    r.fellBack,
    r.sms,
    rupees(r.costPaise),
  ]);
  return '\ufeff' + [header, ...lines].map((l) => l.map(cell).join(',')).join('\n') + '\n';
}
