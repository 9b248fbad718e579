import { Button, Group } from '@mantine/core';
import { fillPath, PageHeader, ResourceList } from '@portal/ui';
import { Link, useNavigate } from 'react-router';

/** fee-component/list (all plans) and approve-plan/list (plans waiting for finance). */
export default function PlanListScreen({ approving }: { approving?: boolean }) {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title={approving ? 'Approve fee plans' : 'Fee plans'}
        actions={
          approving ? undefined : (
            <Group>
              <Button variant="default" component={Link} to="/fee-component/upload">
                Upload from Excel
              </Button>
            </Group>
          )
        }
      />
      <ResourceList
        resource="fee-plan"
        fixedFilters={approving ? { status: 'PENDING' } : undefined}
        createPath={approving ? undefined : '/fee-component/add'}
        rowPath={(row) =>
          fillPath(
            approving ? '/approve-plan/plan-details/:enquiryID' : '/approve-plan/plan-details/:enquiryID',
            row.id,
          )
        }
        onRowClick={(row) => navigate(fillPath('/approve-plan/plan-details/:enquiryID', row.id))}
      />
    </>
  );
}
