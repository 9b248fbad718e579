import { and, count, eq, ilike, or } from 'drizzle-orm';
import { franchiseeFence } from '@portal/kit';
import { gradesOfChildSql, homeworkOfChildSql } from '@portal/mod-academics/server';
import { classes, franchisees } from '@portal/mod-org/server';
import { attendanceOfChildren, marksCountSql, studentAdmissions, students } from '@portal/mod-students/server';
import { ATTENDANCE_PERCENT, ATTENDANCE_PRESENT, ATTENDANCE_WORKING_DAYS } from '@portal/mod-students/shared';
import { percent } from '../widgets.ts';
import { ReportSource, SourceQuery, fullName, inIdOrder, like, reportColumns } from './common.ts';

// ---- student progress --------------------------------------------------------------------------------

// Grades and homework are the academics module's own counts of the child's rows.
const grades = gradesOfChildSql(studentAdmissions.id);
const homework = (q: SourceQuery) =>
  homeworkOfChildSql(
    {
      admissionId: studentAdmissions.id,
      franchiseeId: studentAdmissions.franchiseeId,
      classId: studentAdmissions.classId,
    },
    q.from,
    q.to,
  );

/** A child's row; attendance is the attendance service's own count, filled after the rows are read. */
const studentColumns = reportColumns({
  admissionNumber: { label: 'Admission number', read: students.admissionNumber },
  student: { label: 'Student', read: fullName(students.firstName, students.lastName) },
  centre: { label: 'Centre', read: franchisees.companyName },
  className: { label: 'Class', read: classes.name },
  daysMarked: { label: 'Days marked', kind: 'count', read: (q) => marksCountSql(studentAdmissions.id, q.from, q.to) },
  daysPresent: { label: ATTENDANCE_PRESENT.label, kind: 'count' },
  workingDays: { label: ATTENDANCE_WORKING_DAYS.label, kind: 'count' },
  attendance: { label: ATTENDANCE_PERCENT.label, kind: 'percent' },
  gradesEntered: { label: 'Grades entered', kind: 'count', read: grades.entered },
  commonGrade: { label: 'Most given grade', read: grades.common },
  homeworkSet: { label: 'Homework set', kind: 'count', read: (q) => homework(q).set },
  homeworkSubmitted: { label: 'Homework submitted', kind: 'count', read: (q) => homework(q).submitted },
  homeworkDone: { label: 'Homework done', kind: 'percent' },
});

export const studentProgress: ReportSource = {
  title: 'Student progress',
  columns: studentColumns.columns,
  where: (ctx, q) =>
    and(
      franchiseeFence(ctx, studentAdmissions.franchiseeId, q.franchisee),
      // The children on roll, as the attendance figures count a class and a centre.
      eq(studentAdmissions.status, 'Active'),
      q.classId ? eq(studentAdmissions.classId, q.classId) : undefined,
      q.search
        ? or(
            ilike(fullName(students.firstName, students.lastName), like(q.search)),
            ilike(students.admissionNumber, like(q.search)),
          )
        : undefined,
    ),
  async count(ctx, where) {
    const [r] = await ctx.db
      .select({ n: count() })
      .from(studentAdmissions)
      .innerJoin(students, eq(students.id, studentAdmissions.studentId))
      .where(where);
    return r.n;
  },
  async rows(ctx, where, q, page) {
    const rows = await inIdOrder(
      ctx.db
        .select({
          id: studentAdmissions.id,
          franchiseeId: studentAdmissions.franchiseeId,
          ...studentColumns.select(q),
        })
        .from(studentAdmissions)
        .innerJoin(students, eq(students.id, studentAdmissions.studentId))
        .innerJoin(classes, eq(classes.id, studentAdmissions.classId))
        .innerJoin(franchisees, eq(franchisees.id, studentAdmissions.franchiseeId))
        .$dynamic(),
      studentAdmissions.id,
      where,
      page,
    );
    // Attendance is the attendance service's own count: present on the centre's working days over those days.
    const attendance = await attendanceOfChildren(
      ctx,
      rows.map((r) => ({ studentAdmissionId: r.id, franchiseeId: r.franchiseeId })),
      q.from,
      q.to,
    );
    return rows.map(({ id, franchiseeId: _centre, ...r }) => {
      const a = attendance.get(id)!;
      return {
        id,
        row: {
          ...r,
          daysPresent: a.present,
          workingDays: a.workingDays,
          attendance: a.percent,
          homeworkDone: percent(r.homeworkSubmitted, r.homeworkSet),
        },
      };
    });
  },
};
