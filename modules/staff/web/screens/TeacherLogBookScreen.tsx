import { fillPath, PageHeader, parseId, ResourceList, useRecord } from '@portal/ui';
import { useParams } from 'react-router';
import { logBookShape, staffShape } from '../../shared/resources.ts';

/** log-book/view-book-log/{teacherID}: one teacher's log book. */
export default function TeacherLogBookScreen() {
  const { teacherID = '' } = useParams();
  const teacher = useRecord(staffShape, parseId(teacherID));
  const name = teacher.data ? `${teacher.data.firstName} ${teacher.data.lastName}` : '';
  return (
    <>
      <PageHeader
        title={name ? `Log book of ${name}` : 'Log book'}
        crumbs={[{ label: 'Log book', to: '/log-book/log-book-lists' }, { label: name }]}
      />
      <ResourceList
        resource={logBookShape}
        fixedFilters={{ staffId: teacherID }}
        rowPath={(row) => fillPath('/log-book/view-log-book/:logBookID', row.id)}
      />
    </>
  );
}
