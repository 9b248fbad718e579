import { addDays } from '@portal/core';

/** The Monday of a day's week (YYYY-MM-DD), or '' for what is not a date: a rota is kept per week from Monday. */
export function mondayOf(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(day))) return '';
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}
