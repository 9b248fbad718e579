import { declarePlatformData } from './resource/personal-data.ts';
import { id } from '@portal/db';
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { RequestContext } from './context.ts';

export const auditLog = pgTable('audit_log', {
  id: id(),
  at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  userId: integer(),
  resource: text().notNull(),
  recordId: text().notNull(),
  action: text().notNull(),
  franchiseeId: integer(),
  changes: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  ip: text(),
});

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: auditLog,
  label: 'Who changed which record, and what changed',
  whose: ['child', 'guardian', 'staff member', 'enquirer'],
  categories: ['contact', 'education', 'money'],
  audience: 'head office',
  retention: 'access log: 1 year (head office sets it)',
  purposes: ['To show who changed a record, when and how'],
});

/**
 * What an audit row is filed under, named by its declaration: a resource's shape or declaration (its history reads
 * the rows back by the resource's name), a declared view, or what a module audits that is neither, declared once
 * with `auditSubject('day-check-out')`.
 */
export interface AuditSubject {
  readonly name: string;
}

export const auditSubject = (name: string): AuditSubject => ({ name });

export interface AuditEntry {
  resource: AuditSubject;
  recordId: string | number;
  action: string;
  franchiseeId?: number | null;
  changes?: Record<string, unknown>;
}

/** Writes one audit row in the caller's transaction, so it lands only with the change itself. */
export async function audit(ctx: RequestContext, entry: AuditEntry): Promise<void> {
  await auditAll(ctx, [entry]);
}

/** Writes several audit rows in one insert (a bulk posting), in the caller's transaction. */
export async function auditAll(ctx: RequestContext, entries: readonly AuditEntry[]): Promise<void> {
  if (!entries.length) return;
  await ctx.db.insert(auditLog).values(
    entries.map((entry) => ({
      userId: ctx.user?.id ?? null,
      resource: entry.resource.name,
      recordId: String(entry.recordId),
      action: entry.action,
      franchiseeId: entry.franchiseeId ?? null,
      changes: entry.changes ?? {},
      ip: ctx.ip,
    })),
  );
}

const SECRET = /password|token|secret|hash/i;

/** Field-by-field [before, after] of what changed; secrets are masked. */
export function diff(before: Record<string, unknown> | null, after: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    const old = before ? before[key] : undefined;
    if (before && JSON.stringify(old) === JSON.stringify(value)) continue;
    out[key] = SECRET.test(key) ? ['***', '***'] : [old ?? null, value ?? null];
  }
  return out;
}
