import { formatDate, parseDisplayDate, todayInIndia } from '@portal/core';

/** Today as the spec's diary links carry it (DD-MM-YYYY). */
export const todayForLink = () => formatDate(todayInIndia());

/** A date from a link: DD-MM-YYYY or YYYY-MM-DD; anything else is no date. */
export function dateFromLink(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(raw)) return raw;
  return parseDisplayDate(raw) ?? undefined;
}
