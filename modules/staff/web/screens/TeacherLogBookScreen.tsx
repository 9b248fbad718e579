import { useQuery } from '@tanstack/react-query';
import { api, fillPath, PageHeader, ResourceList } from '@portal/ui';
import { useParams } from 'react-router';

/** log-book/view-book-log/{teacherID}: one teacher's log book. */
export default function TeacherLogBookScreen() {
  const { teacherID = '' } = useParams();
  const teacher = useQuery({
    queryKey: ['record', 'staff', teacherID],
    queryFn: () => api<{ firstName: string; lastName: string }>(`/api/staff/${teacherID}`),
  });
  const name = teacher.data ? `${teacher.data.firstName} ${teacher.data.lastName}` : '';
  return (
    <>
      <PageHeader
        title={name ? `Log book of ${name}` : 'Log book'}
        crumbs={[{ label: 'Log book', to: '/log-book/log-book-lists' }, { label: name }]}
      />
      <ResourceList
        resource="log-books"
        fixedFilters={{ staffId: teacherID }}
        rowPath={(row) => fillPath('/log-book/view-log-book/:logBookID', row.id)}
      />
    </>
  );
}
