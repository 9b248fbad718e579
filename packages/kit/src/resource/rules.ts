import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../context.ts';
import { conflict, fieldError } from '../errors.ts';
import type { Resource, Values } from './declarations.ts';

export type { OrderRule, ResourceRules, UniqueRule } from './declarations.ts';

const empty = (v: unknown) => v === undefined || v === null || v === '';

/**
 * Holds a resource's declared rules against a row as it would be stored: the values being written over the
 * existing row (on update). Runs in the write's transaction, before the row is written, so a refusal leaves
 * nothing behind.
 */
export async function checkRules(
  ctx: RequestContext,
  res: Resource,
  values: Values,
  existing?: Values & { id: number },
): Promise<void> {
  const rules = res.rules;
  if (!rules) return;
  // A value left out (or undefined) keeps the stored one.
  const merged: Values = { ...existing };
  for (const [key, value] of Object.entries(values)) if (value !== undefined) merged[key] = value;
  for (const rule of rules.order ?? []) {
    const from = comparable(merged[rule.from]);
    const to = comparable(merged[rule.to]);
    if (empty(from) || empty(to)) continue;
    if (to < from || (rule.strict && to === from)) throw fieldError(rule.to, rule.message);
  }
  for (const rule of rules.uniqueWithin ?? []) {
    const value = merged[rule.field];
    if (empty(value)) continue;
    // Unchanged on an edit: nothing new to compare.
    if (existing && [rule.field, ...rule.within].every((k) => values[k] === undefined || values[k] === existing[k]))
      continue;
    const column = res.columns[rule.field];
    const same: SQL =
      typeof value === 'string'
        ? sql`lower(regexp_replace(btrim(${column}), ${'\\s+'}, ' ', 'g')) = ${normalText(value)}`
        : eq(column, value);
    const parent = rule.within.map((k) =>
      empty(merged[k]) ? isNull(res.columns[k]) : eq(res.columns[k], merged[k] as never),
    );
    const [twin] = await ctx.db
      .select({ id: res.columns.id })
      .from(res.table)
      .where(and(same, ...parent, existing ? ne(res.columns.id, existing.id) : undefined))
      .limit(1);
    if (twin) {
      const message = rule.message(typeof value === 'string' ? value.trim() : String(value));
      throw conflict(message, { [rule.field]: message });
    }
  }
}

/** A value as the order rule compares it: a typed time (09:30) reads like a stored one (09:30:00). */
const comparable = (v: unknown): string | number => {
  if (v instanceof Date) return v.toISOString();
  return typeof v === 'string' && /^\d{2}:\d{2}$/.test(v) ? `${v}:00` : (v as string | number);
};

/** Text as the unique rule compares it: trimmed, inner spaces squeezed, lower case. */
export const normalText = (v: string) => v.trim().replace(/\s+/g, ' ').toLowerCase();
