import { Anchor, Button, Card, Grid, Stack, Title } from '@mantine/core';
import { formatPaise, type EndpointAnswer } from '@portal/core';
import {
  DataTable,
  EmptyState,
  LoadError,
  PageHeader,
  ResourceForm,
  useAccess,
  useCall,
  useResourceRows,
  type DataColumn,
} from '@portal/ui';
import { Link, useParams } from 'react-router';
import { TRANSPORT_MODULES as M } from '../../shared/constants.ts';
import * as C from '../../shared/contracts.ts';
import { enquiryShape } from '@portal/mod-enquiry/shared/resources';

type Assigned = EndpointAnswer<typeof C.assignedServices>['rows'][number];

function serviceColumns(enquiryId: number): DataColumn<Assigned>[] {
  return [
    { id: 'studentName', header: 'Student', primary: true },
    {
      id: 'planName',
      header: 'Plan',
      cell: (r) => (
        <Anchor component={Link} to={`/services/service-plan-payment/${enquiryId}/${r.feePlanId}`}>
          {r.planName}
        </Anchor>
      ),
    },
    { id: 'paidPaise', header: 'Paid', align: 'right', cell: (r) => formatPaise(r.paidPaise) },
    {
      id: 'outstandingPaise',
      header: 'Owed',
      align: 'right',
      cell: (r) =>
        r.referenceId ? (
          <Anchor component={Link} to={`/services/service-payments/${r.referenceId}/${r.feePlanId}`}>
            {formatPaise(r.outstandingPaise)}
          </Anchor>
        ) : (
          formatPaise(r.outstandingPaise)
        ),
    },
  ];
}

/**
 * services/enquiries/edit/{enquiryCodeProp}: a service enquiry's details, the services assigned from it
 * with what each plan has been paid, and the step to assign one.
 */
export default function ServiceEnquiryEditScreen() {
  const code = useParams().enquiryCodeProp ?? '';
  const access = useAccess();
  const found = useResourceRows(enquiryShape, { q: code, enquiryType: 'SERVICE', pageSize: 5 });
  const enquiry = found.data?.rows.find((r) => r.enquiryCode === code);
  const id = enquiry ? Number(enquiry.id) : null;
  const assigned = useCall(
    C.assignedServices,
    { query: { enquiryID: id! } },
    {
      enabled: id !== null,
    },
  );
  if (found.error) return <LoadError error={found.error} onRetry={() => found.refetch()} />;
  if (!found.data) return null;
  if (!enquiry || id === null)
    return <EmptyState title="Service enquiry not found" message={`No service enquiry has the code ${code}.`} />;
  return (
    <Stack>
      <PageHeader
        title={`${String(enquiry.childName ?? '')} · ${code}`}
        subtitle="Service enquiry"
        crumbs={[{ label: 'Service enquiries', to: '/services/enquiries' }, { label: code }]}
        actions={
          access.canWrite(M.SERVICES) ? (
            <Button component={Link} to={`/services/enquiries/assign/${id}/true`} data-testid="assign-service">
              Assign a service
            </Button>
          ) : undefined
        }
      />
      <Grid>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Card withBorder radius="md">
            <Title order={4} mb="xs">
              Enquiry
            </Title>
            <ResourceForm
              resource={enquiryShape}
              id={id}
              hidden={['enquiryType']}
              onSaved={() => void found.refetch()}
            />
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Card withBorder radius="md">
            <Title order={4} mb="xs">
              Services assigned
            </Title>
            <DataTable
              card={false}
              data={assigned.data?.rows}
              error={assigned.error}
              onRetry={() => void assigned.refetch()}
              columns={serviceColumns(id)}
              rowId={(r) => String(r.id)}
              empty="None yet: assign the service to the child with an approved service plan."
              testId="enquiry-services"
              striped
              minWidth={420}
            />
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
