import { Button, Divider } from '@mantine/core';
import { IconLayoutDashboard } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import {
  call,
  errorMessage,
  fillPath,
  invalidateCalls,
  notify,
  PageHeader,
  parseId,
  ResourceForm,
  useCall,
  type ResourceScreenProps,
} from '@portal/ui';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { EndPointPicker } from '../components/EndPointPicker.tsx';
import { roleShape } from '../../shared/resources.ts';

/** save-role and edit-role/{roleId?}: the role's fields and its end points, saved together. */
export default function RoleEditorScreen({ links }: ResourceScreenProps) {
  const roleId = parseId(useParams().roleId);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const current = useCall(
    C.roleEndPoints,
    { params: { id: roleId! } },
    {
      enabled: roleId !== null,
    },
  );
  const [endPointIds, setEndPointIds] = useState<number[]>([]);
  useEffect(() => {
    if (current.data) setEndPointIds(current.data.rows.map((r) => r.id));
  }, [current.data]);

  async function saveEndPoints(id: number) {
    try {
      await call(C.setRoleEndPoints, { params: { id }, body: { endPointIds } });
      await invalidateCalls(queryClient, C.roleEndPoints);
      navigate(links.list ?? '/system/roles');
    } catch (err) {
      notify({ color: 'red', title: 'End points not saved', message: errorMessage(err), position: 'top-right' });
      if (!roleId && links.edit) navigate(fillPath(links.edit, id), { replace: true });
    }
  }

  return (
    <>
      <PageHeader
        title={roleId ? 'Edit role' : 'New role'}
        crumbs={[{ label: 'Roles', to: links.list }, { label: roleId ? 'Edit' : 'New' }]}
        actions={
          roleId ? (
            <Button
              component={Link}
              to={`/system/dynamic-dash-create/${roleId}`}
              variant="light"
              leftSection={<IconLayoutDashboard size={16} />}
              data-testid="role-dashboards"
            >
              Assign dashboards
            </Button>
          ) : undefined
        }
      />
      <ResourceForm
        resource={roleShape}
        id={roleId}
        onSaved={(role) => saveEndPoints(role.id)}
        onCancel={() => navigate(links.list ?? '/system/roles')}
        submitLabel={roleId ? 'Save role' : 'Create role'}
      >
        <Divider my="xs" />
        <EndPointPicker value={endPointIds} onChange={setEndPointIds} />
      </ResourceForm>
    </>
  );
}
