import { Button, Card, Modal } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  invalidateResources,
  PageHeader,
  ResourceForm,
  ResourceList,
  tOr,
  useAccess,
  useMessages,
  type Row,
} from '@portal/ui';
import type { ResourceName } from '@portal/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { studentsMessages } from '../messages/index.ts';

/**
 * A plain resource whose spec route is a single list (forms/b2sconfiguration, class/details):
 * rows open for editing in place; 'New' opens the create form here or at createPath. Its title and crumb read as the
 * menu's entry (`menuEntry`) and group in the person's language.
 */
export default function InlineResourceScreen({
  resource,
  title,
  module,
  createPath,
  crumb,
  menuEntry,
}: {
  resource: ResourceName;
  title: string;
  module: string;
  createPath?: string;
  crumb: string;
  menuEntry?: string;
}) {
  const t = useMessages(studentsMessages);
  const heading = menuEntry ? tOr(`menu.${menuEntry}`, title) : title;
  const group = tOr(`menu.${crumb}`, crumb);
  const access = useAccess();
  const client = useQueryClient();
  const [open, setOpen] = useState<Row | 'new' | null>(null);
  const canWrite = access.canWrite(module);
  const done = () => {
    setOpen(null);
    void invalidateResources(client, resource);
  };
  return (
    <>
      <PageHeader
        title={heading}
        crumbs={[{ label: group }, { label: heading }]}
        actions={
          canWrite ? (
            createPath ? (
              <Button component={Link} to={createPath}>
                {t('sections.new')}
              </Button>
            ) : (
              <Button onClick={() => setOpen('new')}>{t('sections.new')}</Button>
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
        title={open === 'new' ? t('sections.newOf', { title: heading }) : heading}
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
