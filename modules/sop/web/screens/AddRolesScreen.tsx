import { Button, Card, Group, MultiSelect, SegmentedControl, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, EmptyState, errorMessage, invalidateCalls, LoadError, notify, PageHeader, useCall } from '@portal/ui';
import { useEffect, useState } from 'react';
import * as C from '../../shared/contracts.ts';
import { SOP_ROLE_LABELS, SOP_ROLES, sopRoleLabel } from '../../shared/constants.ts';

const ROLE_OPTIONS = SOP_ROLES.map((value) => ({ value, label: SOP_ROLE_LABELS[value] }));

/** add-roles: which roles read a folder, or narrow one document to fewer roles than its folder's. */
export default function AddRolesScreen() {
  const client = useQueryClient();
  const [kind, setKind] = useState<'folder' | 'document'>('folder');
  const [target, setTarget] = useState<string | null>(null);
  const [roles, setRoles] = useState<string[]>([]);
  const overview = useCall(C.rolesOverview);
  const rows =
    kind === 'folder'
      ? (overview.data?.folders ?? []).map((f) => ({ value: String(f.id), label: f.name, roles: f.roles }))
      : (overview.data?.documents ?? []).map((d) => ({ value: String(d.id), label: d.title, roles: d.roles }));
  const chosen = rows.find((r) => r.value === target);
  useEffect(() => setRoles(chosen?.roles ?? []), [chosen?.value, chosen?.roles]);
  const save = useMutation({
    mutationFn: () =>
      call(C.setRoles, {
        body: {
          ...(kind === 'folder' ? { folderId: Number(target) } : { documentId: Number(target) }),
          roles: roles as (typeof SOP_ROLES)[number][],
        },
      }),
    onSuccess: () => {
      notify({ color: 'green', message: 'Roles saved' });
      void invalidateCalls(client);
    },
    onError: (e) => notify({ color: 'red', message: errorMessage(e) }),
  });
  return (
    <>
      <PageHeader title="SOP roles" />
      {overview.error ? (
        <LoadError error={overview.error} onRetry={() => overview.refetch()} />
      ) : !overview.data ? (
        <Skeleton h={200} radius="md" />
      ) : overview.data.folders.length === 0 ? (
        <EmptyState title="No folders yet" message="Add a folder on Manage SOPs first." />
      ) : (
        <Card withBorder radius="md" maw={640}>
          <Stack>
            <SegmentedControl
              aria-label="Roles of"
              value={kind}
              onChange={(v) => {
                setKind(v);
                setTarget(null);
              }}
              data={[
                { value: 'folder', label: 'A folder' },
                { value: 'document', label: 'A document' },
              ]}
            />
            <Select
              label={kind === 'folder' ? 'Folder' : 'Document'}
              placeholder="Choose"
              searchable
              data={rows.map(({ value, label }) => ({ value, label }))}
              value={target}
              onChange={setTarget}
              nothingFoundMessage="Nothing found"
            />
            {chosen && (
              <>
                <MultiSelect
                  label="Roles that read it"
                  placeholder={roles.length ? undefined : 'Choose roles'}
                  data={ROLE_OPTIONS}
                  value={roles}
                  onChange={setRoles}
                  clearable
                />
                <Text size="sm" c="dimmed">
                  {kind === 'folder'
                    ? roles.length
                      ? `Shown to: ${roles.map(sopRoleLabel).join(', ')}.`
                      : 'Shown to nobody but head office until roles are added.'
                    : roles.length
                      ? `Only ${roles.map(sopRoleLabel).join(', ')} read this document.`
                      : 'No roles of its own: the folder’s roles read it.'}
                </Text>
                <Group justify="flex-end">
                  <Button loading={save.isPending} onClick={() => save.mutate()}>
                    Save roles
                  </Button>
                </Group>
              </>
            )}
          </Stack>
        </Card>
      )}
    </>
  );
}
