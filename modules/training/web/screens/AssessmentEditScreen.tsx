import { Divider, Modal, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { PageHeader, parseId, ResourceForm, ResourceList, type ResourceScreenProps } from '@portal/ui';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';

/** edit-teacher-assessment/{assessmentID}: the assessment and its questions. */
export default function AssessmentEditScreen({ links }: ResourceScreenProps) {
  const id = parseId(useParams().assessmentID);
  const navigate = useNavigate();
  const client = useQueryClient();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  if (!id) return null;
  const close = async () => {
    setEditing(null);
    await client.invalidateQueries({ queryKey: ['list', 'assessment-questions'] });
  };
  return (
    <>
      <PageHeader title="Edit assessment" crumbs={[{ label: 'Assessments', to: links.list ?? '/self-training/teacher-assessment' }, { label: 'Edit' }]} />
      <ResourceForm resource="teacher-assessments" id={id} onSaved={() => navigate(links.list ?? '/self-training/teacher-assessment')} onCancel={() => navigate(-1)} />
      <Divider my="xl" />
      <Title order={3} mb="sm">
        Questions
      </Title>
      <ResourceList resource="assessment-questions" fixedFilters={{ assessmentId: String(id) }} onCreate={() => setEditing('new')} onRowClick={(row) => setEditing(row.id)} />
      <Modal opened={editing !== null} onClose={() => setEditing(null)} size="lg" title={editing === 'new' ? 'New question' : 'Edit question'}>
        {editing !== null && (
          <ResourceForm resource="assessment-questions" id={editing === 'new' ? undefined : editing} presets={{ assessmentId: id }} hidden={['assessmentId']} onSaved={close} onCancel={() => setEditing(null)} />
        )}
      </Modal>
    </>
  );
}
