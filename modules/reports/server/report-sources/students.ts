import { and, count, eq, ilike, or } from 'drizzle-orm';
import { franchiseeFence } from '@portal/kit';
import { gradesOfChildSql, homeworkOfChildSql } from '@portal/mod-academics/server';
import { classes, franchisees } from '@portal/mod-org/server';
import { attendanceOfChildren, marksCountSql, studentAdmissions, students } from '@portal/mod-students/server';
import { ATTENDANCE_PERCENT, ATTENDANCE_PRESENT, ATTENDANCE_WORKING_DAYS } from '@portal/mod-students/shared';
import { percent } from '../widgets.ts';
import { ReportSource, col, fullName, inIdOrder, like } from './common.ts';

// ---- student progress --------------------------------------------------------------------------------

export const studentProgress: ReportSource = {
  title: 'Student progress',
  columns: [
    col('admissionNumber', 'Admission number'),
    col('student', 'Student'),
    col('centre', 'Centre'),
    col('className', 'Class'),
    col('daysMarked', 'Days marked', 'count'),
    col('daysPresent', ATTENDANCE_PRESENT.label, 'count'),
    col('workingDays', ATTENDANCE_WORKING_DAYS.label, 'count'),
    col('attendance', ATTENDANCE_PERCENT.label, 'percent'),
    col('gradesEntered', 'Grades entered', 'count'),
    col('commonGrade', 'Most given grade'),
    col('homeworkSet', 'Homework set', 'count'),
    col('homeworkSubmitted', 'Homework submitted', 'count'),
    col('homeworkDone', 'Homework done', 'percent'),
  ],
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
    const marked = marksCountSql(studentAdmissions.id, q.from, q.to);
    // Grades and homework are the academics module's own counts of the child's rows.
    const grades = gradesOfChildSql(studentAdmissions.id);
    const homework = homeworkOfChildSql(
      {
        admissionId: studentAdmissions.id,
        franchiseeId: studentAdmissions.franchiseeId,
        classId: studentAdmissions.classId,
      },
      q.from,
      q.to,
    );
    const rows = await inIdOrder(
      ctx.db
        .select({
          id: studentAdmissions.id,
          franchiseeId: studentAdmissions.franchiseeId,
          admissionNumber: students.admissionNumber,
          student: fullName(students.firstName, students.lastName),
          centre: franchisees.companyName,
          className: classes.name,
          daysMarked: marked,
          gradesEntered: grades.entered,
          commonGrade: grades.common,
          homeworkSet: homework.set,
          homeworkSubmitted: homework.submitted,
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
