import { Anchor, Stack, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatRs } from '@portal/core';
import { call, EmptyState, LoadError, PageHeader } from '@portal/ui';
import { Link, useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';

/** enquiries and assigned-services/…/{enquiryID}: services assigned to students, with their plan and payment link. */
export default function AssignedServicesScreen() {
  const enquiryID = Number(useParams().enquiryID) || undefined;
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
      />
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
                <Table.Td>{r.planName}</Table.Td>
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
