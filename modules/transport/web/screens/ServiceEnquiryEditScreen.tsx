import { Anchor, Button, Card, Grid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatRs } from '@portal/core';
import { call, EmptyState, LoadError, PageHeader, ResourceForm, useAccess, useResourceRows } from '@portal/ui';
import { Link, useParams } from 'react-router';
import { TRANSPORT_MODULES as M } from '../../shared/constants.ts';
import * as C from '../../shared/contracts.ts';

/**
 * services/enquiries/edit/{enquiryCodeProp}: a service enquiry's details, the services assigned from it
 * with what each plan has been paid, and the step to assign one.
 */
export default function ServiceEnquiryEditScreen() {
  const code = useParams().enquiryCodeProp ?? '';
  const access = useAccess();
  const found = useResourceRows('enquiry', { q: code, enquiryType: 'SERVICE', pageSize: 5 });
  const enquiry = found.data?.rows.find((r) => r.enquiryCode === code);
  const id = enquiry ? Number(enquiry.id) : null;
  const assigned = useQuery({
    queryKey: ['services', 'assigned', id],
    queryFn: () => call(C.assignedServices, { query: { enquiryID: id! } }),
    enabled: id !== null,
  });
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
            <ResourceForm resource="enquiry" id={id} hidden={['enquiryType']} onSaved={() => void found.refetch()} />
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Card withBorder radius="md">
            <Title order={4} mb="xs">
              Services assigned
            </Title>
            {assigned.error && <LoadError error={assigned.error} onRetry={() => assigned.refetch()} />}
            {assigned.data?.rows.length === 0 && (
              <Text size="sm" c="gray.7">
                None yet: assign the service to the child with an approved service plan.
              </Text>
            )}
            {assigned.data && assigned.data.rows.length > 0 && (
              <Table.ScrollContainer minWidth={420}>
                <Table striped data-testid="enquiry-services">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Student</Table.Th>
                      <Table.Th>Plan</Table.Th>
                      <Table.Th ta="right">Paid</Table.Th>
                      <Table.Th ta="right">Owed</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {assigned.data.rows.map((r) => (
                      <Table.Tr key={r.id}>
                        <Table.Td>{r.studentName}</Table.Td>
                        <Table.Td>
                          <Anchor component={Link} to={`/services/service-plan-payment/${id}/${r.feePlanId}`}>
                            {r.planName}
                          </Anchor>
                        </Table.Td>
                        <Table.Td ta="right">{formatRs(r.paidPaise)}</Table.Td>
                        <Table.Td ta="right">
                          {r.referenceId ? (
                            <Anchor component={Link} to={`/services/service-payments/${r.referenceId}/${r.feePlanId}`}>
                              {formatRs(r.outstandingPaise)}
                            </Anchor>
                          ) : (
                            formatRs(r.outstandingPaise)
                          )}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
