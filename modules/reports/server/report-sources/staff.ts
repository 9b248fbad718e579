import { and, eq, ilike } from 'drizzle-orm';
import { type RequestContext } from '@portal/kit';
import { homeworkSetBySql } from '@portal/mod-academics/server';
import { franchisees } from '@portal/mod-org/server';
import { staffAttendanceCountsSql, staffReads } from '@portal/mod-staff/server';
import { teacherModuleCountsSql } from '@portal/mod-training/server';
import { percent } from '../widgets.ts';
import { fromView, viewFence } from '../owner-views.ts';
import { ReportSource, SourceQuery, countOf, inIdOrder, like, reportColumns } from './common.ts';

// ---- teacher progress --------------------------------------------------------------------------------

const staff = staffReads.c;

const teachersWhere = (ctx: RequestContext, q: SourceQuery) =>
  and(
    viewFence(ctx, staffReads, q.franchisee),
    eq(staff.staffCategory, 'TEACHER'),
    q.search ? ilike(staff.name, like(q.search)) : undefined,
  );

// Each figure is its owner's count: training modules (training), attendance (staff), homework (academics).
const modules = teacherModuleCountsSql(staff.id);
const attendance = (q: SourceQuery) => staffAttendanceCountsSql(staff.id, q.from, q.to);
const homework = (q: SourceQuery) =>
  homeworkSetBySql({ userId: staff.userId, franchiseeId: staff.franchiseeId }, q.from, q.to);

const teacherColumns = reportColumns({
  teacher: { label: 'Teacher', read: staff.name },
  centre: { label: 'Centre', read: franchisees.companyName },
  designation: { label: 'Designation', read: staff.designation },
  modulesRequired: { label: 'Training modules', kind: 'count', read: modules.required },
  modulesCompleted: { label: 'Completed', kind: 'count', read: modules.completed },
  training: { label: 'Training completion', kind: 'percent' },
  daysMarked: { label: 'Days marked', kind: 'count', read: (q) => attendance(q).marked },
  daysPresent: { label: 'Days present', kind: 'count', read: (q) => attendance(q).present },
  attendance: { label: 'Attendance', kind: 'percent' },
  classes: { label: 'Classes taught', kind: 'count', read: (q) => homework(q).classes },
  homeworkSet: { label: 'Homework set', kind: 'count', read: (q) => homework(q).set },
});

export const teacherProgress: ReportSource = {
  title: 'Teacher progress',
  columns: teacherColumns.columns,
  where: teachersWhere,
  count: countOf(staffReads),
  async rows(ctx, where, q, page) {
    const rows = await inIdOrder(
      fromView(ctx.db, staffReads, { id: staff.id, ...teacherColumns.select(q) }).innerJoin(
        franchisees,
        eq(franchisees.id, staff.franchiseeId),
      ),
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
