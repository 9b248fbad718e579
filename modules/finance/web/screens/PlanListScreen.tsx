import { Button, Group, MultiSelect } from '@mantine/core';
import { fillPath, PageHeader, ResourceList, useAccess, useCall } from '@portal/ui';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import * as ORG from '@portal/mod-org/contracts';
import { feePlanShape } from '../../shared/resources.ts';

/**
 * fee-component/list (all plans) and approve-plan/list (plans waiting for finance). Whoever sees
 * several centres narrows the list to some of them (the fee components' `franchiseeIDMutiple`).
 */
export default function PlanListScreen({ approving }: { approving?: boolean }) {
  const navigate = useNavigate();
  const access = useAccess();
  const [franchiseeIDMutiple, setFranchiseeIDMutiple] = useState<string[]>([]);
  const centres = useCall(
    ORG.activeFranchisees,
    {},
    {
      enabled: access.franchiseeId === null,
    },
  );
  const fixedFilters = useMemo(
    () => ({
      ...(approving ? { status: 'PENDING' } : {}),
      ...(franchiseeIDMutiple.length ? { franchiseeId: franchiseeIDMutiple.join(',') } : {}),
    }),
    [approving, franchiseeIDMutiple],
  );
  const several = (centres.data?.rows.length ?? 0) > 1;
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
      {access.franchiseeId === null && several && (
        <MultiSelect
          mb="md"
          maw={640}
          label="Centres"
          placeholder="Every centre"
          clearable
          searchable
          data={(centres.data?.rows ?? []).map((c) => ({ value: String(c.id), label: c.companyName }))}
          value={franchiseeIDMutiple}
          onChange={setFranchiseeIDMutiple}
          data-testid="franchisee-multiple"
        />
      )}
      <ResourceList
        resource={feePlanShape}
        fixedFilters={Object.keys(fixedFilters).length ? fixedFilters : undefined}
        createPath={approving ? undefined : '/fee-component/add'}
        rowPath={(row) => fillPath('/approve-plan/plan-details/:enquiryID', row.id)}
        onRowClick={(row) => navigate(fillPath('/approve-plan/plan-details/:enquiryID', row.id))}
      />
    </>
  );
}
