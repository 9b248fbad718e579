import { storedAs } from '@portal/core';
import { asc, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '@portal/db';
import { ROYALTY_MODELS } from '../../shared/accounts.ts';
import { royaltySettings } from '../schema.ts';
import type { RoyaltyTerms } from './compute.ts';

/**
 * Which agreement version is in force in a month. A centre's versions take effect from their `effectiveFrom`
 * (the first of a month from version 2 on); the one in force in a month is the last that took effect by then, and
 * version 1 also covers the months before it began (the terms a centre was first invoiced under). This file is the
 * one place that answers it, in TypeScript for the run and in SQL for the queries that join collections to their
 * agreement.
 */

export type AgreementVersion = typeof royaltySettings.$inferSelect;

export type AgreementTerms = RoyaltyTerms & {
  versionNo: number;
  gstRateBp: number;
  royaltyHeads: string[];
  effectiveFrom: string;
};

/** The version in force in a YYYY-MM month among one centre's versions (sorted by number). */
export function versionInForce<V extends { versionNo: number; effectiveFrom: string }>(
  versions: V[],
  month: string,
): V | undefined {
  let found = versions[0];
  for (const v of versions) if (v.effectiveFrom.slice(0, 7) <= month && v.versionNo > found.versionNo) found = v;
  return found;
}

/** Every version of the centres named (all centres when none are), by centre, oldest first. */
export async function versionsOf(db: Executor, franchiseeIds?: number[]): Promise<Map<number, AgreementVersion[]>> {
  if (franchiseeIds?.length === 0) return new Map();
  const rows = await db
    .select()
    .from(royaltySettings)
    // fence-usage: a lookup by centres the caller has already fenced, not a fence
    .where(franchiseeIds ? inArray(royaltySettings.franchiseeId, franchiseeIds) : undefined)
    .orderBy(asc(royaltySettings.franchiseeId), asc(royaltySettings.versionNo));
  const out = new Map<number, AgreementVersion[]>();
  for (const r of rows) out.set(r.franchiseeId, [...(out.get(r.franchiseeId) ?? []), r]);
  return out;
}

export function termsOf(v: AgreementVersion): AgreementTerms {
  return {
    versionNo: v.versionNo,
    model: storedAs(ROYALTY_MODELS, v.model),
    percentBp: v.percentBp,
    perStudentPaise: v.perStudentPaise,
    slabs: v.slabs,
    minimumGuaranteePaise: v.minimumGuaranteePaise,
    gstRateBp: v.gstRateBp,
    royaltyHeads: v.royaltyHeads,
    effectiveFrom: v.effectiveFrom,
  };
}

/** The royalty terms of centres, asked per centre and month. */
export interface TermsBook {
  at(franchiseeId: number, month: string): AgreementTerms | undefined;
}

export async function termsFor(db: Executor, franchiseeIds: number[]): Promise<TermsBook> {
  const versions = await versionsOf(db, franchiseeIds);
  return {
    at(franchiseeId, month) {
      const v = versionInForce(versions.get(franchiseeId) ?? [], month);
      return v && termsOf(v);
    },
  };
}

/**
 * SQL: the `royalty_settings` row joined is the version in force for the centre's month given (a 'YYYY-MM' column
 * or value), to be and-ed with the join on the centre.
 */
export function inForceIn(month: SQLWrapper | string) {
  // Named in full: inside the sub-query an unqualified column would be the later version's.
  return sql`(royalty_settings.version_no = 1 or to_char(royalty_settings.effective_from, 'YYYY-MM') <= ${month})
    and not exists (select 1 from royalty_settings later_version
      where later_version.franchisee_id = royalty_settings.franchisee_id
        and later_version.version_no > royalty_settings.version_no
        and to_char(later_version.effective_from, 'YYYY-MM') <= ${month})`;
}

/** A version starts on the first of a month: the day itself when it is a first, else the first of the next month. */
export function firstOnOrAfter(day: string): string {
  if (day.endsWith('-01')) return day;
  const [y, m] = day.slice(0, 7).split('-').map(Number);
  return `${m === 12 ? y + 1 : y}-${String(m === 12 ? 1 : m + 1).padStart(2, '0')}-01`;
}
