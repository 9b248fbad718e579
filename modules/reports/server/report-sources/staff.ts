import { and, eq, ilike } from 'drizzle-orm';
import { type RequestContext } from '@portal/kit';
import { homeworkSetBySql } from '@portal/mod-academics/server';
import { franchisees } from '@portal/mod-org/server';
import { staffAttendanceCountsSql, staffReads } from '@portal/mod-staff/server';
import { teacherModuleCountsSql } from '@portal/mod-training/server';
import { percent } from '../widgets.ts';
import { fromView, viewFence } from '../owner-views.ts';
import { ReportSource, SourceQuery, col, countOf, inIdOrder, like } from './common.ts';

// ---- teacher progress --------------------------------------------------------------------------------

const staff = staffReads.c;

const teachersWhere = (ctx: RequestContext, q: SourceQuery) =>
  and(
    viewFence(ctx, staffReads, q.franchisee),
    eq(staff.staffCategory, 'TEACHER'),
    q.search ? ilike(staff.name, like(q.search)) : undefined,
  );

export const teacherProgress: ReportSource = {
  title: 'Teacher progress',
  columns: [
    col('teacher', 'Teacher'),
    col('centre', 'Centre'),
    col('designation', 'Designation'),
    col('modulesRequired', 'Training modules', 'count'),
    col('modulesCompleted', 'Completed', 'count'),
    col('training', 'Training completion', 'percent'),
    col('daysMarked', 'Days marked', 'count'),
    col('daysPresent', 'Days present', 'count'),
    col('attendance', 'Attendance', 'percent'),
    col('classes', 'Classes taught', 'count'),
    col('homeworkSet', 'Homework set', 'count'),
  ],
  where: teachersWhere,
  count: countOf(staffReads),
  async rows(ctx, where, q, page) {
    // Each figure is its owner's count: training modules (training), attendance (staff), homework (academics).
    const modules = teacherModuleCountsSql(staff.id);
    const attendance = staffAttendanceCountsSql(staff.id, q.from, q.to);
    const homework = homeworkSetBySql({ userId: staff.userId, franchiseeId: staff.franchiseeId }, q.from, q.to);
    const rows = await inIdOrder(
      fromView(ctx.db, staffReads, {
        id: staff.id,
        teacher: staff.name,
        centre: franchisees.companyName,
        designation: staff.designation,
        modulesRequired: modules.required,
        modulesCompleted: modules.completed,
        daysMarked: attendance.marked,
        daysPresent: attendance.present,
        classes: homework.classes,
        homeworkSet: homework.set,
      }).innerJoin(franchisees, eq(franchisees.id, staff.franchiseeId)),
      staff.id,
      where,
      page,
    );
    return rows.map(({ id, ...r }) => ({
      id,
      row: {
        ...r,
        training: percent(r.modulesCompleted, r.modulesRequired),
        attendance: percent(r.daysPresent, r.daysMarked),
      },
    }));
  },
};
