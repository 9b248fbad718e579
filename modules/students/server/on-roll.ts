import { and, eq, gte, inArray, lte, or, type SQL, type SQLWrapper } from 'drizzle-orm';
import { academicYears } from '@portal/mod-org/server';
import { studentAdmissions } from './schema.ts';

/**
 * The statuses a promotion leaves on an admission while its year still runs. A centre promotes in February or March
 * to set up next year's classes; its children keep coming to this year's class until the year's last day, and their
 * next year's admission (Active, dated from the new year's first day) takes over the day after.
 */
export const LEAVES_AT_YEAR_END = ['Promoted', 'Graduated'] as const;

/**
 * The one rule of who is on a centre's roll on `day` (a bound date): an Active admission, or one promoted or graduated
 * out of a year that has not ended by then. Whoever reads a day's children (the roll call, the day's roster and
 * check-in, a child's day, the ratios and the rota) asks it, with `academicYears` joined on the admission's year.
 * It does not say from when: `admittedBy` does, where a day's roll is asked for.
 */
export function onTheRoll(day: SQLWrapper): SQL {
  return or(
    eq(studentAdmissions.status, 'Active'),
    and(inArray(studentAdmissions.status, [...LEAVES_AT_YEAR_END]), gte(academicYears.endDate, day)),
  )!;
}

/** Admitted by `day`: a child admitted for next April is not on December's roll. */
export const admittedBy = (day: SQLWrapper): SQL => lte(studentAdmissions.admissionDate, day);

/**
 * The admissions that make up a year's class, for what is kept of the year (its grade book, its report cards): every
 * one but a child who left. A class promoted in February still has its marks entered and its cards printed in March.
 */
export const inTheYearsClass = (): SQL => inArray(studentAdmissions.status, ['Active', ...LEAVES_AT_YEAR_END]);
