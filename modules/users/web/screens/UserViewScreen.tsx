import { Badge, Card, Group, Text, Title } from '@mantine/core';
import {
  EmptyState,
  fillPath,
  PageHeader,
  parseId,
  ResourceView,
  useAccess,
  useCall,
  type ResourceScreenProps,
} from '@portal/ui';
import { useParams } from 'react-router';
import { userShape } from '../../shared/resources.ts';
import * as C from '../../shared/contracts.ts';

function UserRoles({ userId }: { userId: number }) {
  const roles = useCall(C.userRoles, { params: { id: userId } });
  return (
    <Card data-testid="user-roles">
      <Title order={3} fz="h4" mb="sm">
        Roles
      </Title>
      {roles.data && roles.data.rows.length === 0 && (
        <Text size="sm" c="dimmed">
          No roles yet.
        </Text>
      )}
      <Group gap={6}>
        {roles.data?.rows.map((r) => (
          <Badge key={r.id} variant="light" tt="none" size="lg">
            {r.description || r.role}
          </Badge>
        ))}
      </Group>
    </Card>
  );
}

/** user/view/{adminUserID?}: the account read-only with its roles. */
export default function UserViewScreen({ links }: ResourceScreenProps) {
  const id = parseId(useParams().adminUserID);
  const { userId } = useAccess();
  return (
    <>
      <PageHeader title="User" crumbs={[{ label: 'Users', to: '/user/page/1' }, { label: 'Details' }]} />
      {id ? (
        <ResourceView
          resource={userShape}
          id={id}
          editPath={links.edit ? fillPath(links.edit, id) : undefined}
          listPath="/user/page/1"
          // No one archives the account they are signed in with (the server refuses it too).
          removable={(user) => user.id !== userId}
        >
          {() => <UserRoles userId={id} />}
        </ResourceView>
      ) : (
        <EmptyState title="No user chosen" message="Open a user from the list to see them." />
      )}
    </>
  );
}
