import { Button, Card, Group, MultiSelect, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { franchiseeLabel } from '@portal/core';
import {
  call,
  EmptyState,
  errorMessage,
  fillPath,
  invalidateCalls,
  notify,
  PageHeader,
  parseId,
  ResourceForm,
  useAccess,
  useCall,
  type ResourceScreenProps,
} from '@portal/ui';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { activeFranchisees } from '@portal/mod-org/contracts';
import { userShape } from '../../shared/resources.ts';
import * as C from '../../shared/contracts.ts';
import { RolesPicker } from '../components/RolesPicker.tsx';

function RolesCard({ userId }: { userId: number }) {
  const queryClient = useQueryClient();
  const current = useCall(C.userRoles, { params: { id: userId } });
  const [roleIds, setRoleIds] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (current.data) setRoleIds(current.data.rows.map((r) => r.id));
  }, [current.data]);

  async function save() {
    setSaving(true);
    try {
      await call(C.setUserRoles, { params: { id: userId }, body: { roleIds } });
      await invalidateCalls(queryClient, C.userRoles);
      notify({ color: 'teal', message: 'Roles saved', autoClose: 2000 });
    } catch (err) {
      notify({ color: 'red', message: errorMessage(err), position: 'top-right', autoClose: 2000 });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card data-testid="user-roles-card">
      <Stack>
        <Group justify="space-between">
          <Title order={3} fz="h4">
            Roles
          </Title>
          <Button onClick={save} loading={saving} disabled={current.isLoading} data-testid="user-roles-save">
            Save roles
          </Button>
        </Group>
        <RolesPicker value={roleIds} onChange={setRoleIds} disabled={current.isLoading} />
      </Stack>
    </Card>
  );
}

/** Head office grants a head-office user the centres they may see. */
function FranchiseesCard({ userId }: { userId: number }) {
  const all = useCall(activeFranchisees, {});
  const current = useCall(C.userFranchisees, { params: { id: userId } });
  const [ids, setIds] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (current.data) setIds(current.data.rows.map((r) => String(r.id)));
  }, [current.data]);

  async function save() {
    setSaving(true);
    try {
      await call(C.setUserFranchisees, { params: { id: userId }, body: { franchiseeIds: ids.map(Number) } });
      notify({ color: 'teal', message: 'Franchisees saved', autoClose: 2000 });
    } catch (err) {
      notify({ color: 'red', message: errorMessage(err), position: 'top-right', autoClose: 2000 });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card data-testid="user-franchisees-card">
      <Stack>
        <Group justify="space-between">
          <div>
            <Title order={3} fz="h4">
              Franchisees
            </Title>
            <Text size="sm" c="dimmed">
              Centres a head-office user works with (unless they see every franchisee).
            </Text>
          </div>
          <Button onClick={save} loading={saving} data-testid="user-franchisees-save">
            Save franchisees
          </Button>
        </Group>
        <MultiSelect
          label="Assigned franchisees"
          searchable
          data={(all.data?.rows ?? []).map((f) => ({ value: String(f.id), label: franchiseeLabel(f) }))}
          value={ids}
          onChange={setIds}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
      </Stack>
    </Card>
  );
}

/** user/edit/{adminUserID?}: the account, its roles and (head office) its franchisees. */
export default function UserEditScreen({ links }: ResourceScreenProps) {
  const id = parseId(useParams().adminUserID);
  const navigate = useNavigate();
  const access = useAccess();
  const own = id !== null && id === access.userId;
  return (
    <>
      <PageHeader title="Edit user" crumbs={[{ label: 'Users', to: '/user/page/1' }, { label: 'Edit' }]} />
      {id ? (
        <Stack gap="lg">
          {/* No one switches off the account they are signed in with (the server refuses it too): its switch is
              not offered, and the screen says who can. */}
          <ResourceForm
            resource={userShape}
            id={id}
            hidden={own ? ['isActive'] : []}
            onSaved={() => links.view && navigate(fillPath(links.view, id))}
            onCancel={() => navigate(-1)}
          >
            {own && (
              <Text size="sm" c="dimmed" data-testid="own-account-note">
                This is your own account: another admin can deactivate it.
              </Text>
            )}
          </ResourceForm>
          <RolesCard userId={id} />
          {access.superAdmin && <FranchiseesCard userId={id} />}
        </Stack>
      ) : (
        <EmptyState title="No user chosen" message="Open a user from the list to edit them." />
      )}
    </>
  );
}
