import { todayInIndia } from '@portal/core';

/** The desk's calendar day (India); tests move it to see a request near its due date. */
let today = () => todayInIndia();

export const privacyToday = () => today();

export function setPrivacyClock(fn: (() => string) | null) {
  today = fn ?? (() => todayInIndia());
}

/** Whole days from `from` to `to` (ISO dates). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
