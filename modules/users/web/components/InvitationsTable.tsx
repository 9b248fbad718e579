import { Button, Stack, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatDate, type EndpointAnswer } from '@portal/core';
import {
  call,
  DataTable,
  errorMessage,
  invalidateCalls,
  notify,
  StatusBadge,
  useAccess,
  useCall,
  type DataColumn,
} from '@portal/ui';
import * as C from '../../shared/contracts.ts';
import { USER_MODULE } from '../../shared/index.ts';

type Invitation = EndpointAnswer<typeof C.userInvitations>['rows'][number];

const columns: DataColumn<Invitation>[] = [
  { id: 'name', header: 'Name', primary: true, sort: true, cell: (i) => `${i.firstName} ${i.lastName}` },
  { id: 'email', header: 'Email', sort: true },
  { id: 'mobile', header: 'Mobile', hideOnPhone: true, cell: (i) => i.mobile ?? '' },
  { id: 'roles', header: 'Roles', cell: (i) => i.roles.join(', ') },
  { id: 'status', header: 'Status', sort: true, cell: (i) => <StatusBadge status={i.status} /> },
  { id: 'expiresAt', header: 'Link expires', hideOnPhone: true, cell: (i) => formatDate(i.expiresAt) },
];

/** The people the centre invited: "Invited" until they accept, and withdrawable at any time. */
export function InvitationsTable() {
  const queryClient = useQueryClient();
  const { canWrite } = useAccess();
  const list = useCall(C.userInvitations);
  const revoke = useMutation({
    mutationFn: (id: number) => call(C.revokeUserInvitation, { params: { id } }),
    onSuccess: () => {
      notify({ color: 'teal', message: 'Invitation withdrawn', position: 'top-right' });
      return invalidateCalls(queryClient, C.userInvitations);
    },
    onError: (err) => notify({ color: 'red', message: errorMessage(err), position: 'top-right' }),
  });
  const withdrawable = (i: Invitation) => canWrite(USER_MODULE) && (i.status === 'INVITED' || i.status === 'ACCEPTED');
  return (
    <Stack gap="xs" mt="lg">
      <Title order={3}>Invitations</Title>
      <DataTable
        data={list.data?.rows}
        error={list.error}
        onRetry={() => list.refetch()}
        columns={columns}
        rowId={(i) => String(i.id)}
        rowTestId="invitation-row"
        rowActions={(i) =>
          withdrawable(i) ? (
            <Button
              size="xs"
              variant="light"
              color="red"
              loading={revoke.isPending}
              onClick={() => revoke.mutate(i.id)}
            >
              Withdraw
            </Button>
          ) : null
        }
        empty="No invitations sent"
        paging={{ pageSize: 20 }}
      />
    </Stack>
  );
}
