import { Anchor, Button, Card, Drawer, Group, Modal, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointAnswer } from '@portal/core';
import {
  ApiError,
  call,
  DataTable,
  errorMessage,
  invalidateCalls,
  LoadError,
  notify,
  PageHeader,
  ResourceForm,
  ResourceList,
  useAccess,
  useCall,
  type DataColumn,
} from '@portal/ui';
import { RichTextField } from '@portal/ui/rich-text';
import { useState } from 'react';
import { Link } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { SOP_MODULES as M } from '../../shared/constants.ts';
import { Acknowledgements } from '../components/Acknowledgements.tsx';
import { sopDocumentShape, sopFolderShape } from '../../shared/resources.ts';

type Editing = { resource: typeof sopFolderShape | typeof sopDocumentShape; id: number | null } | null;

/**
 * manage-sops: head office's folders and documents; a document opens in a drawer with its sections (each edited
 * on edit-section/{id}), a new section, and who has or has not acknowledged it. A centre's heads see the
 * documents and who at their centre has not acknowledged them.
 */
export default function ManageSopsScreen() {
  const writer = useAccess().canWrite(M.MANAGE);
  const client = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const [openDoc, setOpenDoc] = useState<number | null>(null);
  const saved = () => {
    setEditing(null);
    void client.invalidateQueries();
  };
  return (
    <>
      <PageHeader
        title="Manage SOPs"
        actions={
          writer && (
            <Button component={Link} to="/sop/add-roles" variant="light">
              Who reads what
            </Button>
          )
        }
      />
      <Tabs defaultValue="documents" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="documents">Documents</Tabs.Tab>
          <Tabs.Tab value="folders">Folders</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="documents">
          <ResourceList
            resource={sopDocumentShape}
            onRowClick={(row) => setOpenDoc(row.id)}
            onCreate={writer ? () => setEditing({ resource: sopDocumentShape, id: null }) : undefined}
          />
        </Tabs.Panel>
        <Tabs.Panel value="folders">
          <ResourceList
            resource={sopFolderShape}
            onRowClick={writer ? (row) => setEditing({ resource: sopFolderShape, id: row.id }) : undefined}
            onCreate={writer ? () => setEditing({ resource: sopFolderShape, id: null }) : undefined}
          />
        </Tabs.Panel>
      </Tabs>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.resource === sopFolderShape ? 'Folder' : 'Document'}
        size="lg"
      >
        {editing && (
          <ResourceForm
            resource={editing.resource.name}
            id={editing.id}
            onSaved={saved}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
      <Drawer opened={openDoc !== null} onClose={() => setOpenDoc(null)} position="right" size="xl" title="Document">
        {openDoc !== null && (
          <Stack>
            {writer && (
              <Sections
                documentId={openDoc}
                onEditDocument={() => setEditing({ resource: sopDocumentShape, id: openDoc })}
              />
            )}
            <Acknowledgements documentId={openDoc} />
          </Stack>
        )}
      </Drawer>
    </>
  );
}

/** The document's sections with their versions, and a form for a new one at the end. */
type Section = EndpointAnswer<typeof C.sopDocument>['sections'][number];

const sectionColumns: DataColumn<Section>[] = [
  {
    id: 'title',
    header: 'Section',
    primary: true,
    cell: (s) => (
      <Anchor component={Link} to={`/sop/edit-section/${s.id}`}>
        {s.title}
      </Anchor>
    ),
  },
  { id: 'version', header: 'Version', align: 'right' },
  { id: 'updatedBy', header: 'Last saved by' },
];

function Sections({ documentId, onEditDocument }: { documentId: number; onEditDocument(): void }) {
  const client = useQueryClient();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const doc = useCall(C.sopDocument, { params: { id: documentId } });
  const add = useMutation({
    mutationFn: () => call(C.addSection, { params: { id: documentId }, body: { title, body } }),
    onSuccess: () => {
      setTitle('');
      setBody('');
      setErrors({});
      notify({ color: 'green', message: 'Section added: a new version of the document' });
      void invalidateCalls(client);
    },
    onError: (e) => {
      setErrors(e instanceof ApiError ? e.fieldErrors : {});
      notify({ color: 'red', message: errorMessage(e) });
    },
  });
  if (doc.error) return <LoadError error={doc.error} onRetry={() => doc.refetch()} />;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <div>
          <Title order={2} size="h3">
            {doc.data?.title}
          </Title>
          <Text size="sm" c="dimmed">
            {doc.data?.folder} · version {doc.data?.version}
          </Text>
        </div>
        <Button variant="subtle" onClick={onEditDocument}>
          Edit details
        </Button>
      </Group>
      <Card withBorder radius="md" p={0}>
        {doc.data && doc.data.sections.length === 0 ? (
          <Text size="sm" c="dimmed" p="sm">
            No sections yet: add the first one below.
          </Text>
        ) : (
          <DataTable
            card={false}
            data={doc.data?.sections}
            columns={sectionColumns}
            rowId={(s) => String(s.id)}
            testId="sop-sections"
          />
        )}
      </Card>
      <Card withBorder radius="md">
        <Stack gap="sm">
          <Text fw={600}>New section</Text>
          <TextInput
            label="Section title"
            required
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            error={errors.title}
          />
          <RichTextField label="Text" required value={body} onChange={setBody} error={errors.body} />
          <Group justify="flex-end">
            <Button loading={add.isPending} onClick={() => add.mutate()}>
              Add section
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
