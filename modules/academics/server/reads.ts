import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { defineView } from '@portal/kit';
import { gradeEntries, healthRemarks, homework, homeworkSubmissions } from './schema.ts';
import { healthRemarkReadsViewShape } from '../shared/views.ts';

type Expr = PgColumn | SQL;
/** A date column inside a period (YYYY-MM-DD, both ends in). */
const within = (day: Expr, from: string, to: string) => sql`${day} between ${from}::date and ${to}::date`;

/**
 * A child's grades as correlated figures of the row whose admission is `admissionId`: the grades entered and the
 * grade given most (the first in order among equals; null when none).
 */
export function gradesOfChildSql(admissionId: Expr) {
  const graded = sql`from ${gradeEntries}
      where ${gradeEntries.studentAdmissionId} = ${admissionId} and ${gradeEntries.grade} is not null`;
  return {
    entered: sql<number>`(select count(*) ${graded})::int`,
    common: sql<string | null>`(select ${gradeEntries.grade} ${graded}
      group by ${gradeEntries.grade} order by count(*) desc, ${gradeEntries.grade} limit 1)`,
  };
}

/**
 * Homework of a child over a period, as correlated counts: the homework set for the class of `classId` at the
 * centre of `franchiseeId` and due in the period, and the child's (`admissionId`) submissions of homework due in it.
 */
export function homeworkOfChildSql(
  child: { admissionId: Expr; franchiseeId: Expr; classId: Expr },
  from: string,
  to: string,
) {
  return {
    set: sql<number>`(select count(*) from ${homework}
        where ${homework.franchiseeId} = ${child.franchiseeId}
          and ${homework.classId} = ${child.classId} and ${within(homework.dueDate, from, to)})::int`,
    submitted: sql<number>`(select count(*) from ${homeworkSubmissions}
        inner join ${homework} on ${homework.id} = ${homeworkSubmissions.homeworkId}
        where ${homeworkSubmissions.studentAdmissionId} = ${child.admissionId}
          and ${within(homework.dueDate, from, to)})::int`,
  };
}

/**
 * Homework a teacher (the account `userId`) set at the centre of `franchiseeId` over a period, as correlated
 * counts: the homework and the classes it was set for.
 */
export function homeworkSetBySql(teacher: { userId: Expr; franchiseeId: Expr }, from: string, to: string) {
  const set = sql`from ${homework}
      where ${homework.setBy} = ${teacher.userId} and ${homework.franchiseeId} = ${teacher.franchiseeId}
        and ${within(homework.setDate, from, to)}`;
  return {
    set: sql<number>`(select count(*) ${set})::int`,
    classes: sql<number>`(select count(distinct ${homework.classId}) ${set})::int`,
  };
}

const healthColumns = {
  id: healthRemarks.id,
  franchiseeId: healthRemarks.franchiseeId,
  studentAdmissionId: healthRemarks.studentAdmissionId,
  kind: healthRemarks.kind,
  title: healthRemarks.title,
  dueDate: healthRemarks.dueDate,
  givenOn: healthRemarks.givenOn,
};

/**
 * Health remarks as other modules may read them (the dashboard's immunisations due): fenced on the child's centre;
 * a reader adds `recordCondition(ctx, healthRemarkResource)` for the audience of the child's health.
 */
export const healthRemarkReads = {
  ...defineView({
    ...healthRemarkReadsViewShape,
    from: healthRemarks,
    columns: healthColumns,
    franchiseeColumn: healthRemarks.franchiseeId,
    defaultSort: [{ column: healthRemarks.id, dir: 'asc' }],
  }),
  c: healthColumns,
};
