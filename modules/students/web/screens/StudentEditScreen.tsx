import { Card } from '@mantine/core';
import { PageHeader, parseId, ResourceForm } from '@portal/ui';
import { useNavigate, useParams } from 'react-router';

/** students/edit/{studentId}: the student record, with its edit status pending or completed. */
export default function StudentEditScreen() {
  const { studentId } = useParams();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title="Edit student"
        crumbs={[{ label: 'Students', to: '/students/details/page/1' }, { label: 'Edit' }]}
      />
      <Card withBorder radius="md">
        <ResourceForm
          resource="student"
          id={parseId(studentId)}
          onSaved={() => navigate('/students/details/page/1')}
          onCancel={() => navigate(-1)}
        />
      </Card>
    </>
  );
}
