import { Anchor, Button, Card, Stack, Table, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatRs } from '@portal/core';
import { call, EmptyState, LoadError, PageHeader, useAccess, useResourceRows } from '@portal/ui';
import { Link, useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';

/** enquiries and assigned-services/…/{enquiryID}: services assigned to students, with their plan and payment link. */
/** The latest service enquiries, each opening its own page (details, services assigned, payments). */
function ServiceEnquiries() {
  const q = useResourceRows('enquiry', { enquiryType: 'SERVICE', pageSize: 20 });
  if (q.error) return <LoadError error={q.error} onRetry={() => q.refetch()} />;
  if (!q.data || q.data.rows.length === 0) return null;
  return (
    <Card withBorder radius="md">
      <Title order={4} mb="xs">
        Latest service enquiries
      </Title>
      <Table.ScrollContainer minWidth={420}>
        <Table striped data-testid="service-enquiries">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Enquiry</Table.Th>
              <Table.Th>Child</Table.Th>
              <Table.Th>Parent</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {q.data.rows.map((r) => (
              <Table.Tr key={String(r.id)}>
                <Table.Td>
                  <Anchor component={Link} to={`/services/enquiries/edit/${String(r.enquiryCode)}`}>
                    {String(r.enquiryCode)}
                  </Anchor>
                </Table.Td>
                <Table.Td>{String(r.childName ?? '—')}</Table.Td>
                <Table.Td>{String(r.parentName ?? '—')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

export default function AssignedServicesScreen() {
  const enquiryID = Number(useParams().enquiryID) || undefined;
  const access = useAccess();
  const q = useQuery({
    queryKey: ['services', 'assigned', enquiryID],
    queryFn: () => call(C.assignedServices, { query: { enquiryID } }),
  });
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
      {q.error && <LoadError error={q.error} onRetry={() => q.refetch()} />}
      {q.data && q.data.rows.length === 0 && <EmptyState title="No services assigned yet" />}
      {q.data && q.data.rows.length > 0 && (
        <Table striped data-testid="assigned-services">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Student</Table.Th>
              <Table.Th>Service</Table.Th>
              <Table.Th>Plan</Table.Th>
              <Table.Th ta="right">Total</Table.Th>
              <Table.Th>Payment link</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {q.data.rows.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{r.studentName}</Table.Td>
                <Table.Td>{r.service}</Table.Td>
                <Table.Td>
                  {r.referenceId ? (
                    <Anchor component={Link} to={`/services/service-payments/${r.referenceId}/${r.feePlanId}`}>
                      {r.planName}
                    </Anchor>
                  ) : (
                    r.planName
                  )}
                </Table.Td>
                <Table.Td ta="right">{formatRs(r.totalPaise)}</Table.Td>
                <Table.Td>
                  {r.referenceId ? (
                    <Anchor component={Link} to={`/service-payments/${r.referenceId}`}>
                      Open
                    </Anchor>
                  ) : (
                    '—'
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
