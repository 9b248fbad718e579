/** Calendar arithmetic on ISO days (YYYY-MM-DD), in UTC so that no clock's zone moves a day. */
export function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/**
 * A task's dates counted back from the opening day: due `offsetDays` before it, started `durationDays - 1` days
 * before it is due (a one-day task starts and ends on its day).
 */
export function datesBack(openingDate: string, task: { offsetDays: number; durationDays: number }) {
  const dueDate = addDays(openingDate, -task.offsetDays);
  return { startDate: addDays(dueDate, -(Math.max(task.durationDays, 1) - 1)), dueDate };
}
