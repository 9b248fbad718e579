import { fillPath, PageHeader, ResourceList } from '@portal/ui';
import { staffAttendanceShape } from '../../shared/resources.ts';

/** staff/teacherAttendance: attendance of teachers only. */
export default function TeacherAttendanceScreen() {
  return (
    <>
      <PageHeader
        title="Teacher attendance"
        crumbs={[{ label: 'Staff dashboard', to: '/staff/dashboard' }, { label: 'Teacher attendance' }]}
      />
      <ResourceList
        resource={staffAttendanceShape}
        fixedFilters={{ staffCategory: 'TEACHER' }}
        createPath="/staff/applyAttendance"
        rowPath={(row) => fillPath('/staff/attendanceView/:id', row.id)}
      />
    </>
  );
}
