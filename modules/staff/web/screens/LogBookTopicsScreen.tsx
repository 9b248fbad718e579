import { Modal } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { invalidateResources, PageHeader, ResourceForm, ResourceList, useAccess } from '@portal/ui';
import { useState } from 'react';
import { logBookTopicShape } from '../../shared/resources.ts';

/** log-book/topics-list: the network's log book topics; head office adds and edits them in place. */
export default function LogBookTopicsScreen() {
  const access = useAccess();
  const client = useQueryClient();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  // Topics belong to the network: only head office (every centre) writes them; the server checks too.
  const headOffice = access.superAdmin || access.franchiseeId === null;
  const close = async () => {
    setEditing(null);
    await invalidateResources(client, logBookTopicShape);
  };
  return (
    <>
      <PageHeader
        title="Log book topics"
        crumbs={[{ label: 'Log book', to: '/log-book/log-book-lists' }, { label: 'Topics' }]}
      />
      <ResourceList
        resource={logBookTopicShape}
        onCreate={headOffice ? () => setEditing('new') : undefined}
        onRowClick={headOffice ? (row) => setEditing(row.id) : undefined}
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'New topic' : 'Edit topic'}
      >
        {editing !== null && (
          <ResourceForm
            resource={logBookTopicShape}
            id={editing === 'new' ? undefined : editing}
            onSaved={close}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </>
  );
}
