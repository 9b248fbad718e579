import { Button, Card, Group, Modal, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArchive, IconPencil, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { actionMark, useAccess } from '../access.tsx';
import { errorMessage } from '../api/client.ts';
import { resourceName, resources, type ResourceRef } from '../api/resources.ts';
import { LoadError } from '../components/LoadError.tsx';
import { StatusBadge } from '../components/StatusBadge.tsx';
import { CommandButton, commandAction } from './CommandButton.tsx';
import { fieldText } from './format.tsx';
import { FileLink } from '../components/FileLink.tsx';
import { useRecord, useResourceMeta, type Row } from './hooks.ts';
import { listKey } from './keys.ts';
import { inSentence } from './labels.ts';
import { notify } from '../notify.ts';
import { t } from '../i18n/index.tsx';

export interface ResourceViewProps {
  /** The resource, by its shape from the module's `shared/` (or, on the generic screens, by its name). */
  resource: ResourceRef;
  id: number;
  editPath?: string;
  listPath?: string;
  /** Extra cards under the details (related records of a hand-made screen). */
  children?: (record: Row) => ReactNode;
  /** Whether this record may be archived or deleted by the user at all (not one's own account); by default yes. */
  removable?: (record: Row) => boolean;
}

/** A record read-only, with the commands its status allows when the user holds write. */
export function ResourceView({ resource: ref, id, editPath, listPath, children, removable }: ResourceViewProps) {
  const resource = resourceName(ref);
  const meta = useResourceMeta(resource);
  const record = useRecord(resource, id);
  const access = useAccess();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirmRemove, removeModal] = useDisclosure(false);
  const [removing, setRemoving] = useState(false);

  if (meta.error || record.error)
    return <LoadError error={meta.error ?? record.error} onRetry={() => record.refetch()} />;
  if (!meta.data || !record.data) return <Skeleton h={280} radius="lg" />;
  const m = meta.data;
  const r = record.data;
  const recordPath = `/api/${m.name}/:id`;
  const editAction = { method: 'PUT', path: recordPath, module: m.module };
  const removeAction = { method: 'DELETE', path: recordPath, module: m.module };
  const writable = access.canWrite(m.module);
  const status = m.statusField ? String(r[m.statusField] ?? '') : '';
  // The title field reads as its field does everywhere else (a date as DD-MM-YYYY, a value by its label).
  const titleDef = m.fields[m.titleField];
  const title = titleDef ? fieldText(m.titleField, titleDef, r) : String(r[m.titleField] ?? '');
  const commands = Object.entries(m.commands).filter(
    ([name, c]) =>
      (!m.statusField || c.from.includes(status)) &&
      access.canWrite(c.module ?? m.module) &&
      access.allows(commandAction(m, name, c)),
  );
  const fields = Object.entries(m.fields).filter(([, f]) => !f.secret && f.kind !== 'password');

  async function remove() {
    setRemoving(true);
    try {
      await resources.remove(resource, id);
      await queryClient.invalidateQueries({ queryKey: listKey(resource) });
      notify({
        color: 'teal',
        message: m.remove === 'archive' ? `${m.label} archived` : `${m.label} deleted`,
        autoClose: 2000,
      });
      removeModal.close();
      if (listPath) navigate(listPath);
    } catch (err) {
      notify({ color: 'red', message: errorMessage(err), autoClose: 2000, position: 'top-right' });
    } finally {
      setRemoving(false);
    }
  }

  return (
    <Stack gap="lg" data-testid={`view-${resource}`}>
      <Card>
        <Group justify="space-between" mb="md" wrap="wrap" gap="sm">
          <Group gap="sm">
            <Title order={2} fz="h4">
              {title || `${m.label} #${r.id}`}
            </Title>
            {status && (
              <StatusBadge
                status={status}
                label={
                  m.statusField && m.fields[m.statusField]
                    ? fieldText(m.statusField, m.fields[m.statusField], r)
                    : undefined
                }
                variant="dot"
                size="lg"
                data-testid="record-status"
              />
            )}
          </Group>
          <Group gap="xs">
            {commands.map(([name, c]) => (
              <CommandButton
                key={name}
                resource={resource}
                record={r}
                name={name}
                command={c}
                action={commandAction(m, name, c)}
              />
            ))}
            {writable && editPath && access.allows(editAction) && (
              <Button
                component={Link}
                to={editPath}
                leftSection={<IconPencil size={16} />}
                data-testid="view-edit"
                {...actionMark(editAction)}
              >
                Edit
              </Button>
            )}
            {writable && m.remove && access.allows(removeAction) && (removable?.(r) ?? true) && (
              <Button
                {...actionMark(removeAction)}
                variant="light"
                color="red"
                leftSection={m.remove === 'archive' ? <IconArchive size={16} /> : <IconTrash size={16} />}
                onClick={removeModal.open}
                data-testid="view-remove"
              >
                {t(m.remove === 'archive' ? 'common.archive' : 'common.delete')}
              </Button>
            )}
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" verticalSpacing="md">
          {fields.map(([name, f]) => (
            <div key={name}>
              <Text size="xs" c="dimmed" fw={600} lts={0.4}>
                {f.label}
              </Text>
              <Text
                size="sm"
                style={{ wordBreak: 'break-word' }}
                data-testid={`value-${name}`}
                data-as-written={f.display === 'as-written' || undefined}
              >
                {f.kind === 'file' && typeof r[name] === 'string' && r[name] ? (
                  <FileLink fileId={String(r[name])} />
                ) : (
                  fieldText(name, f, r) || '—'
                )}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Card>
      {children?.(r)}
      <Modal
        opened={confirmRemove}
        onClose={removeModal.close}
        title={m.remove === 'archive' ? `Archive ${inSentence(m.label)}` : `Delete ${inSentence(m.label)}`}
        centered
      >
        <Text size="sm" mb="md">
          {m.remove === 'archive'
            ? 'The record stays for history but is hidden from daily use.'
            : 'This cannot be undone.'}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={removeModal.close}>
            No
          </Button>
          <Button color="red" loading={removing} onClick={remove} data-testid="confirm-remove">
            Yes
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
