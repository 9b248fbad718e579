/**
 * The compliance score of a centre: the register's required items (the state's rules) that are current on the day,
 * over all it requires; the items that are not are the centre's next steps, most urgent first.
 */
import { and, asc, eq } from 'drizzle-orm';
import { addDays, figurePercent, formatDate, todayInIndia } from '@portal/core';
import { franchiseeFence, notFound, serveFigure, type RequestContext } from '@portal/kit';
import { franchisees } from '@portal/mod-org/server';
import { activeStaffOf, centreStaff } from '@portal/mod-staff/server';
import { CENTRE_ITEM_KINDS, itemLabel, STAFF_ITEM_KINDS, type ItemState } from '../shared/constants.ts';
import { REGISTER_COMPLIANCE } from '../shared/figures.ts';
import { rulesFor, stateOf } from './items.ts';
import { centreSafetyItems, staffSafetyItems } from './schema.ts';

/** Within this many days of its expiry a current item shows as expiring. */
const EXPIRING_DAYS = 30;

export interface RegisterLine {
  itemKind: string;
  label: string;
  staffId: number | null;
  staffName: string | null;
  state: ItemState;
  expiresOn: string | null;
  nextStep: string | null;
}

interface Held {
  doneOn: string | null;
  requestedOn?: string | null;
  expiresOn: string | null;
}

/** An item's state on the day from its latest record (the one valid longest). */
function stateOfItem(item: Held | undefined, day: string): ItemState {
  if (!item) return 'MISSING';
  if (!item.doneOn || item.doneOn > day) return item.requestedOn ? 'PENDING' : 'MISSING';
  if (item.expiresOn === null) return 'CURRENT';
  if (item.expiresOn < day) return 'EXPIRED';
  return item.expiresOn <= addDays(day, EXPIRING_DAYS) ? 'EXPIRING' : 'CURRENT';
}

/** An item's label inside a sentence: its first word in small letters, unless it is an acronym (POCSO, CCTV). */
function inSentence(label: string): string {
  return /^[A-Z]{2}/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);
}

function nextStep(label: string, who: string | null, state: ItemState, expiresOn: string | null): string | null {
  // The person's name and the acronyms inside a label (NOC) keep their capitals.
  const of = who ? `${inSentence(label)} of ${who}` : inSentence(label);
  if (state === 'MISSING') return `Record the ${of} with its evidence`;
  if (state === 'PENDING') return `Follow up the ${of}: requested, not yet cleared`;
  if (state === 'EXPIRED') return `Renew the ${of}: it expired on ${formatDate(expiresOn)}`;
  if (state === 'EXPIRING') return `Renew the ${of} before ${formatDate(expiresOn)}`;
  return null;
}

/** The latest of each key's records: the one that is done and valid longest. */
function latest<T extends Held>(rows: T[], key: (r: T) => string): Map<string, T> {
  const best = new Map<string, T>();
  const rank = (r: Held) => `${r.doneOn ? 1 : 0}${r.expiresOn ?? '9999-12-31'}`;
  for (const r of rows) {
    const k = key(r);
    const b = best.get(k);
    if (!b || rank(r) > rank(b)) best.set(k, r);
  }
  return best;
}

const order: Record<ItemState, number> = { EXPIRED: 0, MISSING: 1, PENDING: 2, EXPIRING: 3, CURRENT: 4 };

/** Every required line of a centre's register on the day, with its state and what to do next. */
export async function registerOf(ctx: RequestContext, franchiseeId: number, day = todayInIndia()) {
  const rules = await rulesFor(ctx, await stateOf(ctx, franchiseeId));
  const required = (kinds: readonly string[]) => kinds.filter((k) => rules.get(k)?.required);
  const centreRows = await ctx.db
    .select()
    .from(centreSafetyItems)
    .where(and(eq(centreSafetyItems.franchiseeId, franchiseeId), eq(centreSafetyItems.isActive, true)));
  const staffRows = await ctx.db
    .select()
    .from(staffSafetyItems)
    .where(and(eq(staffSafetyItems.franchiseeId, franchiseeId), eq(staffSafetyItems.isActive, true)));
  const centreHeld = latest(centreRows, (r) => r.itemKind);
  const staffHeld = latest(staffRows, (r) => `${r.staffId}:${r.itemKind}`);
  const lines: RegisterLine[] = [];
  for (const kind of required(CENTRE_ITEM_KINDS)) {
    const item = centreHeld.get(kind);
    const state = stateOfItem(item, day);
    const expiresOn = item?.expiresOn ?? null;
    const label = itemLabel(kind);
    lines.push({
      itemKind: kind,
      label,
      staffId: null,
      staffName: null,
      state,
      expiresOn,
      nextStep: nextStep(label, null, state, expiresOn),
    });
  }
  const names = new Map((await centreStaff(ctx, franchiseeId)).map((s) => [s.staffId, s.name]));
  const onBooks = await activeStaffOf(ctx, { franchiseeId }, day);
  for (const member of onBooks) {
    const name = names.get(member.staffId) ?? `Staff member ${member.staffId}`;
    for (const kind of required(STAFF_ITEM_KINDS)) {
      const item = staffHeld.get(`${member.staffId}:${kind}`);
      const state = stateOfItem(item, day);
      const expiresOn = item?.expiresOn ?? null;
      const label = itemLabel(kind);
      lines.push({
        itemKind: kind,
        label,
        staffId: member.staffId,
        staffName: name,
        state,
        expiresOn,
        nextStep: nextStep(label, name, state, expiresOn),
      });
    }
  }
  return lines.sort((a, b) => order[a.state] - order[b.state] || (a.expiresOn ?? '').localeCompare(b.expiresOn ?? ''));
}

/** Current (or expiring, still valid) lines over all required lines, in percent; null when nothing is required. */
export function scoreOf(lines: readonly RegisterLine[]): number | null {
  return figurePercent(lines.filter((l) => l.state === 'CURRENT' || l.state === 'EXPIRING').length, lines.length);
}

async function assertCentre(ctx: RequestContext, franchiseeId: number) {
  const [centre] = await ctx.db
    .select({ id: franchisees.id, name: franchisees.companyName })
    .from(franchisees)
    .where(and(eq(franchisees.id, franchiseeId), franchiseeFence(ctx, franchisees.id)));
  if (!centre) throw notFound('Centre');
  return centre;
}

/** One centre's register: its score, its lines and the steps still to take. */
export async function centreCompliance(ctx: RequestContext, franchiseeId: number, day = todayInIndia()) {
  const centre = await assertCentre(ctx, franchiseeId);
  const lines = await registerOf(ctx, franchiseeId, day);
  return { franchiseeId, centre: centre.name, day, score: scoreOf(lines), lines };
}

/** Every centre the user sees, lowest score first, with how many lines need action. */
export async function networkCompliance(ctx: RequestContext, day = todayInIndia()) {
  const centres = await ctx.db
    .select({ id: franchisees.id, name: franchisees.companyName })
    .from(franchisees)
    .where(and(eq(franchisees.isActive, true), franchiseeFence(ctx, franchisees.id)))
    .orderBy(asc(franchisees.companyName));
  const rows = [];
  for (const c of centres) {
    const lines = await registerOf(ctx, c.id, day);
    const count = (s: ItemState) => lines.filter((l) => l.state === s).length;
    rows.push({
      franchiseeId: c.id,
      centre: c.name,
      score: scoreOf(lines),
      expired: count('EXPIRED'),
      missing: count('MISSING') + count('PENDING'),
      expiring: count('EXPIRING'),
    });
  }
  return { day, rows: rows.sort((a, b) => (a.score ?? 101) - (b.score ?? 101)) };
}

/** The register's compliance as a figure: a centre's score, or the network's over all its centres' lines. */
export function serveRegisterFigures() {
  serveFigure(REGISTER_COMPLIANCE, async (ctx, scope, period) => {
    if (scope.franchiseeId !== undefined) return scoreOf(await registerOf(ctx, scope.franchiseeId, period.from));
    const { rows } = await networkCompliance(ctx, period.from);
    const all = await Promise.all(rows.map((r) => registerOf(ctx, r.franchiseeId, period.from)));
    return scoreOf(all.flat());
  });
}
