import { Drawer, Modal } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  fillPath,
  invalidateResources,
  PageHeader,
  ResourceForm,
  ResourceList,
  ResourceView,
  useAccess,
  type ResourceScreenProps,
} from '@portal/ui';
import { useState } from 'react';
import { STAFF_MODULES } from '../../shared/index.ts';
import { staffShape } from '../../shared/resources.ts';

/** staff/details: the staff list; a new staff member and a record (with Approve/Reject) open in place. */
export default function StaffDetailsScreen({ links }: ResourceScreenProps) {
  const access = useAccess();
  const client = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  return (
    <>
      <PageHeader title="Staff" crumbs={[{ label: 'Staff dashboard', to: '/staff/dashboard' }, { label: 'Staff' }]} />
      <ResourceList
        resource={staffShape}
        onCreate={access.canWrite(STAFF_MODULES.STAFF) ? () => setCreating(true) : undefined}
        onRowClick={(row) => setViewing(row.id)}
      />
      <Modal opened={creating} onClose={() => setCreating(false)} size="xl" title="New staff member">
        {creating && (
          <ResourceForm
            resource={staffShape}
            onSaved={async (row) => {
              setCreating(false);
              await invalidateResources(client, staffShape);
              setViewing(row.id);
            }}
            onCancel={() => setCreating(false)}
          />
        )}
      </Modal>
      <Drawer
        opened={viewing !== null}
        onClose={() => setViewing(null)}
        position="right"
        size="xl"
        title="Staff member"
      >
        {viewing !== null && (
          <ResourceView
            resource={staffShape}
            id={viewing}
            editPath={links.edit ? fillPath(links.edit, viewing) : undefined}
          />
        )}
      </Drawer>
    </>
  );
}
