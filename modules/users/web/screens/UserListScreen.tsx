import { Button } from '@mantine/core';
import {
  ResourceList,
  PageHeader,
  fillPath,
  parseId,
  stripOptional,
  useAccess,
  type ResourceScreenProps,
  t,
} from '@portal/ui';
import { Link, useNavigate, useParams } from 'react-router';
import { USER_MODULE } from '../../shared/index.ts';
import { userShape } from '../../shared/resources.ts';
import { InvitationsTable } from '../components/InvitationsTable.tsx';

/** user/page/{current}: the centre's accounts, then the people it invited and whether they accepted. */
export default function UserListScreen({ links, title }: ResourceScreenProps) {
  const params = useParams();
  const navigate = useNavigate();
  const access = useAccess();
  const rowPattern = links.view ?? links.edit;
  return (
    <>
      <PageHeader
        title={title ?? 'Users'}
        crumbs={[{ label: t('menu.home'), to: '/profile/dashboard' }, { label: 'Users' }]}
        actions={
          // The same form with 'Centre staff' already ticked.
          access.canWrite(USER_MODULE) && (
            <Button component={Link} to="/user/create/staff" variant="default" data-testid="new-staff-user">
              New staff member
            </Button>
          )
        }
      />
      <ResourceList
        resource={userShape}
        createPath={links.create ? stripOptional(links.create) : undefined}
        rowPath={rowPattern ? (row) => fillPath(rowPattern, row.id) : undefined}
        page={parseId(params.current) ?? 1}
        onPageChange={links.list ? (p) => navigate(fillPath(links.list!, p)) : undefined}
      />
      <InvitationsTable />
    </>
  );
}
