import { Divider, Stack, Title } from '@mantine/core';
import { call, errorMessage, fillPath, PageHeader, ResourceForm, type ResourceScreenProps, notify } from '@portal/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { RolesPicker } from '../components/RolesPicker.tsx';

/** user/create and user/create/staff (isStaff preset): the account and its roles in one go. */
export default function UserCreateScreen({ links, title, presets }: ResourceScreenProps) {
  const navigate = useNavigate();
  const [roleIds, setRoleIds] = useState<number[]>([]);

  async function afterSave(id: number) {
    if (roleIds.length) {
      try {
        await call(C.setUserRoles, { params: { id }, body: { roleIds } });
      } catch (err) {
        notify({ color: 'red', title: 'Roles not saved', message: errorMessage(err), position: 'top-right' });
        if (links.edit) return navigate(fillPath(links.edit, id));
      }
    }
    navigate(links.view ? fillPath(links.view, id) : '/user/page/1');
  }

  return (
    <>
      <PageHeader title={title ?? 'New user'} crumbs={[{ label: 'Users', to: '/user/page/1' }, { label: 'New' }]} />
      <ResourceForm
        resource="user"
        presets={presets}
        onSaved={(row) => afterSave(row.id)}
        onCancel={() => navigate(-1)}
        submitLabel="Create user"
      >
        <Divider my="xs" />
        <Stack gap="xs">
          <Title order={4}>Roles</Title>
          <RolesPicker value={roleIds} onChange={setRoleIds} />
        </Stack>
      </ResourceForm>
    </>
  );
}
