import type { AgeBand } from './framework.ts';

/**
 * A child's age band for the year: their age in completed years on 1 April, when India's academic year begins, so a
 * child keeps one band (one set of competencies) the whole year. Under four is 3-4; five and over is Balvatika.
 */
export function ageBandOf(dateOfBirth: string, day: string): AgeBand {
  const [y, m] = day.split('-').map(Number);
  const yearStart = `${m >= 4 ? y : y - 1}-04-01`;
  const [by, bm, bd] = dateOfBirth.split('-').map(Number);
  const [sy, sm, sd] = yearStart.split('-').map(Number);
  const age = sy - by - (sm < bm || (sm === bm && sd < bd) ? 1 : 0);
  return age <= 3 ? '3-4' : age === 4 ? '4-5' : '5-6';
}
