import { Anchor, Button, Card, Stack, Title } from '@mantine/core';
import { formatPaise, type EndpointAnswer } from '@portal/core';
import {
  DataTable,
  LoadError,
  PageHeader,
  useAccess,
  useCall,
  useResourceRows,
  type DataColumn,
  type Row,
} from '@portal/ui';
import { Link, useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { enquiryShape } from '@portal/mod-enquiry/shared/resources';

type Assigned = EndpointAnswer<typeof C.assignedServices>['rows'][number];

/** A field of a generic enquiry row as text ('—' when empty). */
const text = (value: unknown) => String(value ?? '—');

const enquiryColumns: DataColumn<Row>[] = [
  {
    id: 'enquiryCode',
    header: 'Enquiry',
    primary: true,
    cell: (r) => (
      <Anchor component={Link} to={`/services/enquiries/edit/${text(r.enquiryCode)}`}>
        {text(r.enquiryCode)}
      </Anchor>
    ),
  },
  { id: 'childName', header: 'Child', cell: (r) => text(r.childName) },
  { id: 'parentName', header: 'Parent', cell: (r) => text(r.parentName) },
];

const assignedColumns: DataColumn<Assigned>[] = [
  { id: 'studentName', header: 'Student', primary: true, sort: true },
  { id: 'service', header: 'Service', sort: true },
  {
    id: 'planName',
    header: 'Plan',
    cell: (r) =>
      r.referenceId ? (
        <Anchor component={Link} to={`/services/service-payments/${r.referenceId}/${r.feePlanId}`}>
          {r.planName}
        </Anchor>
      ) : (
        r.planName
      ),
  },
  { id: 'totalPaise', header: 'Total', align: 'right', sort: true, cell: (r) => formatPaise(r.totalPaise) },
  {
    id: 'paymentLink',
    header: 'Payment link',
    cell: (r) =>
      r.referenceId ? (
        <Anchor component={Link} to={`/service-payments/${r.referenceId}`}>
          Open
        </Anchor>
      ) : (
        '—'
      ),
  },
];

/** The latest service enquiries, each opening its own page (details, services assigned, payments). */
function ServiceEnquiries() {
  const q = useResourceRows(enquiryShape, { enquiryType: 'SERVICE', pageSize: 20 });
  if (q.error) return <LoadError error={q.error} onRetry={() => q.refetch()} />;
  if (!q.data || q.data.rows.length === 0) return null;
  return (
    <Card withBorder radius="md">
      <Title order={4} mb="xs">
        Latest service enquiries
      </Title>
      <DataTable
        card={false}
        data={q.data.rows}
        columns={enquiryColumns}
        rowId={(r) => String(r.id)}
        // The services already assigned on the enquiry, in its centre and year.
        rowActions={(r) => (
          <Anchor
            component={Link}
            to={`/services/assigned-services/${text(r.franchiseeId)}/${text(r.academicYearId)}/${r.id}`}
            size="sm"
          >
            Assigned
          </Anchor>
        )}
        rowActionsLabel="Assigned services"
        testId="service-enquiries"
        striped
        minWidth={420}
      />
    </Card>
  );
}

/** enquiries and assigned-services/…/{enquiryID}: services assigned to students, with their plan and payment link. */
export default function AssignedServicesScreen() {
  const enquiryID = Number(useParams().enquiryID) || undefined;
  const access = useAccess();
  const q = useCall(C.assignedServices, { query: { enquiryID } });
  return (
    <Stack>
      <PageHeader
        title="Assigned services"
        subtitle={
          <>
            Service enquiries come in through{' '}
            <Anchor component={Link} to="/forms/service-enquiry/list" underline="always">
              Service enquiries
            </Anchor>
            ; assign each to a student with its plan.
          </>
        }
        actions={
          access.canWrite('enquiry') ? (
            <Button component={Link} to="/services/enquiries/add">
              New service enquiry
            </Button>
          ) : undefined
        }
      />
      {!enquiryID && access.canRead('enquiry') && <ServiceEnquiries />}
      <DataTable
        data={q.data?.rows}
        error={q.error}
        onRetry={() => void q.refetch()}
        columns={assignedColumns}
        rowId={(r) => String(r.id)}
        empty="No services assigned yet"
        testId="assigned-services"
        striped
      />
    </Stack>
  );
}
