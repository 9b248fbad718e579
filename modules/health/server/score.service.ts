import { figurePercent, monthPeriod, todayInIndia, type FigureDeclaration } from '@portal/core';
import { figure, type FigurePeriod, type RequestContext } from '@portal/kit';
import {
  FULL_CONVERSION_PERCENT,
  HEALTH_INPUTS,
  INPUT_FIGURES,
  MIN_MEASURED_SHARE,
  PENALTY_PER_ITEM,
  TURNOVER_POINTS_PER_PERCENT,
  type HealthInput,
} from '../shared/constants.ts';
import type { HealthInputRow } from '../shared/contracts.ts';

/** The month `n` months before `month` ('2026-11', 2 → '2026-09'). */
export function monthsBefore(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1 - n, 1)).toISOString().slice(0, 7);
}

/** The months of a trend ending with `month`, oldest first. */
export const trendMonths = (month: string, count: number): string[] =>
  Array.from({ length: count }, (_, i) => monthsBefore(month, count - 1 - i));

export const currentMonth = () => todayInIndia().slice(0, 7);

/**
 * The period a figure is asked for in a month: a month figure the whole month; a figure of days up to today in the
 * month still running (working days to come would count as absences); a figure of one day on the month's last
 * day, or today in the running month.
 */
export function periodFor(f: FigureDeclaration, month: string): FigurePeriod {
  const whole = monthPeriod(month);
  if (f.period === 'month') return whole;
  const today = todayInIndia();
  const to = whole.to > today ? (whole.from > today ? whole.from : today) : whole.to;
  return f.period === 'day' ? { from: to, to } : { from: whole.from, to };
}

const clamp = (n: number) => Math.max(0, Math.min(100, n));

/** An input's number on 0–100: a share as it is, lead conversion against its full mark, a count by its penalty. */
export function pointsOf(input: HealthInput, value: number | null): number | null {
  if (value === null) return null;
  const penalty = PENALTY_PER_ITEM[input];
  if (penalty !== undefined) return clamp(100 - penalty * value);
  if (input === 'conversion') return clamp(Math.round((value * 1000) / FULL_CONVERSION_PERCENT) / 10);
  if (input === 'turnover') return clamp(Math.round((100 - value * TURNOVER_POINTS_PER_PERCENT) * 10) / 10);
  return clamp(value);
}

/**
 * One input of a centre (or of every centre in the fence, without one) for a month: each of its declared figures
 * asked of its owner by key, the input's number and its points.
 */
export async function inputOf(
  ctx: RequestContext,
  franchiseeId: number | undefined,
  month: string,
  input: HealthInput,
): Promise<Omit<HealthInputRow, 'weight'>> {
  const scope = franchiseeId === undefined ? {} : { franchiseeId };
  const figures = await Promise.all(INPUT_FIGURES[input].map((f) => figure(ctx, f, scope, periodFor(f, month))));
  let value: number | null;
  if (input === 'collection') {
    // Collected in the month over what was collected and what was still overdue at its end.
    const [collected, overdue] = figures.map((f) => Math.max(0, f.value ?? 0));
    value = figurePercent(collected, collected + overdue);
  } else value = figures[0].value;
  return { input, figures, value, points: pointsOf(input, value) };
}

/**
 * Whether a centre has enough data to be rated: the inputs that measure its work (collection, attendance,
 * conversion…, not the counts of what went wrong, which read 100 when nothing is recorded at all) hold at least
 * MIN_MEASURED_SHARE of their weight. A centre without it is "not rated yet", never ranked first on silence.
 */
export function isRated(rows: readonly Pick<HealthInputRow, 'input' | 'points' | 'weight'>[]): boolean {
  const measures = rows.filter((r) => r.weight > 0 && PENALTY_PER_ITEM[r.input] === undefined);
  const weight = measures.reduce((a, r) => a + r.weight, 0);
  const measured = measures.filter((r) => r.points !== null).reduce((a, r) => a + r.weight, 0);
  // Head office weighing only the counts of what went wrong rates every centre on them.
  return weight === 0 || measured >= weight * MIN_MEASURED_SHARE;
}

/** The score: the inputs' points weighted, over the inputs that have a value; none (or not rated yet), no score. */
export function scoreOf(rows: readonly Pick<HealthInputRow, 'input' | 'points' | 'weight'>[]): number | null {
  if (!isRated(rows)) return null;
  let total = 0;
  let weights = 0;
  for (const r of rows)
    if (r.points !== null && r.weight > 0) {
      total += r.points * r.weight;
      weights += r.weight;
    }
  return weights > 0 ? Math.round(total / weights) : null;
}

/** Every input of a centre for a month, with its weight, and the score they make. */
export async function healthOf(
  ctx: RequestContext,
  franchiseeId: number | undefined,
  month: string,
  weights: Record<HealthInput, number>,
  inputs: readonly HealthInput[] = HEALTH_INPUTS,
): Promise<{ inputs: HealthInputRow[]; score: number | null }> {
  const rows: HealthInputRow[] = [];
  for (const input of inputs)
    rows.push({ ...(await inputOf(ctx, franchiseeId, month, input)), weight: weights[input] ?? 0 });
  return { inputs: rows, score: scoreOf(rows) };
}
