import { Card, Modal, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { invalidateResources, PageHeader, ResourceForm, ResourceList, useAccess } from '@portal/ui';
import { useState } from 'react';
import { STAFF_MODULES } from '../../shared/index.ts';
import { staffDocumentShape } from '../../shared/resources.ts';

/** staff/documents/upload: upload a document (type, number, expiry) and see the ones on file. */
export default function StaffDocumentsScreen() {
  const access = useAccess();
  const client = useQueryClient();
  const [formKey, setFormKey] = useState(0);
  const [editing, setEditing] = useState<number | null>(null);
  const refresh = () => invalidateResources(client, staffDocumentShape);
  return (
    <>
      <PageHeader title="Staff documents" crumbs={[{ label: 'Staff', to: '/staff/details' }, { label: 'Documents' }]} />
      {access.canWrite(STAFF_MODULES.STAFF) && (
        <Card withBorder radius="md" mb="xl" p={0}>
          <ResourceForm
            key={formKey}
            resource={staffDocumentShape}
            submitLabel="Upload document"
            onSaved={async () => {
              setFormKey((k) => k + 1);
              await refresh();
            }}
          />
        </Card>
      )}
      <Title order={4} mb="sm">
        Documents on file
      </Title>
      <ResourceList resource={staffDocumentShape} onRowClick={(row) => setEditing(row.id)} />
      <Modal opened={editing !== null} onClose={() => setEditing(null)} size="lg" title="Staff document">
        {editing !== null && (
          <ResourceForm
            resource={staffDocumentShape}
            id={editing}
            onSaved={async () => {
              setEditing(null);
              await refresh();
            }}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </>
  );
}
