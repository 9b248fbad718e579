import { Divider, Stack, Text, Title } from '@mantine/core';
import {
  call,
  errorMessage,
  fillPath,
  PageHeader,
  ResourceForm,
  type ResourceScreenProps,
  notify,
  useAccess,
} from '@portal/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { userShape } from '../../shared/resources.ts';
import * as C from '../../shared/contracts.ts';
import { RolesPicker } from '../components/RolesPicker.tsx';

/** What a login carries beyond the person's name and address: head office's to set, not an invitation's. */
const ACCOUNT_FIELDS = [
  'password',
  'department',
  'designation',
  'isStaff',
  'allFranchisees',
  'superAdmin',
  'modulesAuth',
  'studentAdmissionId',
  'isActive',
];

/**
 * user/create and user/create/staff (isStaff preset). Head office creates the account and its roles in one go;
 * a centre invites the person by email or mobile with the roles they get there, and the list shows "Invited".
 */
export default function UserCreateScreen({ links, title, presets }: ResourceScreenProps) {
  const navigate = useNavigate();
  const { superAdmin } = useAccess();
  const [roleIds, setRoleIds] = useState<number[]>([]);
  const list = links.list ? fillPath(links.list, 1) : '/user/page/1';

  async function afterSave(id: number) {
    if (!superAdmin) {
      notify({ color: 'teal', message: 'Invitation sent', position: 'top-right' });
      return navigate(list);
    }
    if (roleIds.length) {
      try {
        await call(C.setUserRoles, { params: { id }, body: { roleIds } });
      } catch (err) {
        notify({ color: 'red', title: 'Roles not saved', message: errorMessage(err), position: 'top-right' });
        if (links.edit) return navigate(fillPath(links.edit, id));
      }
    }
    navigate(links.view ? fillPath(links.view, id) : list);
  }

  return (
    <>
      <PageHeader title={title ?? 'New user'} crumbs={[{ label: 'Users', to: list }, { label: 'New' }]} />
      <ResourceForm
        resource={userShape}
        presets={presets}
        hidden={superAdmin ? [] : ACCOUNT_FIELDS}
        extraBody={superAdmin ? undefined : { roleIds }}
        onSaved={(row) => afterSave(row.id)}
        onCancel={() => navigate(-1)}
        submitLabel={superAdmin ? 'Create user' : 'Send invitation'}
      >
        <Divider my="xs" />
        <Stack gap="xs">
          <Title order={4}>Roles</Title>
          {!superAdmin && (
            <Text size="sm" c="dimmed">
              The person gets a link by email (and SMS) to accept within 7 days, signing in or choosing a password.
            </Text>
          )}
          <RolesPicker value={roleIds} onChange={setRoleIds} />
        </Stack>
      </ResourceForm>
    </>
  );
}
