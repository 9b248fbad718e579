/**
 * Academic years run April to March: January to March belong to the year that
 * started the previous calendar year. Labels read 'YYYY-YYYY+1'.
 */
export function academicYearStart(date: Date): number {
  const y = date.getFullYear();
  return date.getMonth() >= 3 ? y : y - 1;
}

export function academicYearLabel(startYear: number): string {
  return `${startYear}-${startYear + 1}`;
}

export function currentAcademicYear(date = new Date()): string {
  return academicYearLabel(academicYearStart(date));
}

/** The latest year open for enquiries: from December it is next year's. */
export function latestAcademicYear(date = new Date()): string {
  const start = academicYearStart(date);
  return academicYearLabel(date.getMonth() === 11 ? start + 1 : start);
}

/** First and last day (YYYY-MM-DD) of an academic year label. */
export function academicYearRange(label: string): { from: string; to: string } {
  const start = Number(label.slice(0, 4));
  return { from: `${start}-04-01`, to: `${start + 1}-03-31` };
}

/** Current calendar year to the next, and the next to the one after. */
export function calendarYearSpan(date = new Date(), offset = 0): string {
  const y = date.getFullYear() + offset;
  return `${y}-${y + 1}`;
}
