import { Button, Card, Modal } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { PageHeader, ResourceForm, ResourceList, useAccess, type Row } from '@portal/ui';
import { useState } from 'react';
import { Link } from 'react-router';

/**
 * A plain resource whose spec route is a single list (forms/b2sconfiguration, class/details):
 * rows open for editing in place; 'New' opens the create form here or at createPath.
 */
export default function InlineResourceScreen({
  resource,
  title,
  module,
  createPath,
  crumb,
}: {
  resource: string;
  title: string;
  module: string;
  createPath?: string;
  crumb: string;
}) {
  const access = useAccess();
  const client = useQueryClient();
  const [open, setOpen] = useState<Row | 'new' | null>(null);
  const canWrite = access.canWrite(module);
  const done = () => {
    setOpen(null);
    void client.invalidateQueries({ queryKey: ['list', resource] });
  };
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: crumb }, { label: title }]}
        actions={
          canWrite ? (
            createPath ? (
              <Button component={Link} to={createPath}>
                New
              </Button>
            ) : (
              <Button onClick={() => setOpen('new')}>New</Button>
            )
          ) : undefined
        }
      />
      <Card withBorder radius="md">
        <ResourceList resource={resource} onRowClick={canWrite ? (row) => setOpen(row) : undefined} />
      </Card>
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open === 'new' ? `New — ${title}` : title}
        size="lg"
      >
        {open !== null && (
          <ResourceForm
            resource={resource}
            id={open === 'new' ? null : open.id}
            presets={{ franchiseeId: access.franchiseeId, academicYearId: access.academicYearId }}
            onSaved={done}
            onCancel={() => setOpen(null)}
          />
        )}
      </Modal>
    </>
  );
}
