/**
 * Academic years run April to March: January to March belong to the year that started the previous
 * calendar year. Labels read 'YYYY-YYYY+1'. Every centre is in India, so a moment is read on India's
 * calendar (UTC+05:30) whatever the clock of the machine asking.
 */

/** India's calendar year and month (0 = January) of a moment. */
function indiaMonth(moment: Date): { year: number; month: number } {
  const india = new Date(moment.getTime() + 330 * 60_000);
  return { year: india.getUTCFullYear(), month: india.getUTCMonth() };
}

/** The first calendar year of the academic year a moment falls in (India's date). */
export function academicYearStart(moment = new Date()): number {
  const { year, month } = indiaMonth(moment);
  return month >= 3 ? year : year - 1;
}

export function academicYearLabel(startYear: number): string {
  return `${startYear}-${startYear + 1}`;
}

/** The academic year running on India's date: April to March. */
export function currentAcademicYear(moment = new Date()): string {
  return academicYearLabel(academicYearStart(moment));
}

/**
 * The latest academic year: it switches to the next year from December, so from 1 December to 31 March
 * it is the year starting the coming April, and from April to November the year running.
 */
export function latestAcademicYear(moment = new Date()): string {
  const { year, month } = indiaMonth(moment);
  return academicYearLabel(month === 11 ? year + 1 : year);
}

/** First and last day (YYYY-MM-DD) of an academic year label. */
export function academicYearRange(label: string): { from: string; to: string } {
  const start = Number(label.slice(0, 4));
  return { from: `${start}-04-01`, to: `${start + 1}-03-31` };
}

/** Current calendar year to the next, and the next to the one after (India's date). */
export function calendarYearSpan(moment = new Date(), offset = 0): string {
  const y = indiaMonth(moment).year + offset;
  return `${y}-${y + 1}`;
}
