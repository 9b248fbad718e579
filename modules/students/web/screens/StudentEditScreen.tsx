import { Card } from '@mantine/core';
import { EmptyState, PageHeader, parseId, ResourceForm } from '@portal/ui';
import { useNavigate, useParams } from 'react-router';
import { studentShape } from '../../shared/resources.ts';

/** students/edit/{studentId}: the student record, with its edit status pending or completed. */
export default function StudentEditScreen() {
  const { studentId } = useParams();
  const navigate = useNavigate();
  const id = parseId(studentId);
  // Without a valid id the form would open empty and create a student: a path naming none is not found.
  if (!id)
    return (
      <>
        <PageHeader title="Edit student" crumbs={[{ label: 'Students', to: '/students/details/page/1' }]} />
        <EmptyState title="Student not found" message={`There is no student '${studentId ?? ''}'.`} />
      </>
    );
  return (
    <>
      <PageHeader
        title="Edit student"
        crumbs={[{ label: 'Students', to: '/students/details/page/1' }, { label: 'Edit' }]}
      />
      <Card withBorder radius="md">
        <ResourceForm
          resource={studentShape}
          id={id}
          onSaved={() => navigate('/students/details/page/1')}
          onCancel={() => navigate(-1)}
        />
      </Card>
    </>
  );
}
