import { Drawer } from '@mantine/core';
import { PageHeader, ResourceForm, ResourceList, type ResourceScreenProps } from '@portal/ui';
import { useState } from 'react';
import { dashboardShape } from '../../shared/resources.ts';

/** /dynamic-dash-list: the menu's dashboards; create and edit open beside the list. */
export default function DashboardListScreen(_props: ResourceScreenProps) {
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  return (
    <>
      <PageHeader
        title="Dashboards"
        subtitle="Menu entries; assign them to roles from a role's page."
        crumbs={[{ label: 'System', to: '/system/roles' }, { label: 'Dashboards' }]}
      />
      <ResourceList
        resource={dashboardShape}
        onCreate={() => setEditing('new')}
        onRowClick={(row) => setEditing(row.id)}
      />
      <Drawer
        opened={editing !== null}
        onClose={() => setEditing(null)}
        position="right"
        size="xl"
        title={editing === 'new' ? 'New dashboard' : 'Edit dashboard'}
      >
        {editing !== null && (
          <ResourceForm
            key={String(editing)}
            resource={dashboardShape}
            id={editing === 'new' ? null : editing}
            onSaved={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        )}
      </Drawer>
    </>
  );
}
