import { Alert, Anchor, Button, Card, Select, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { formatPaise } from '@portal/core';
import { call, PageHeader, ReferenceSelect, useCall, useResourceRows } from '@portal/ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { serviceShape } from '../../shared/resources.ts';
import { studentAdmissionShape } from '@portal/mod-students/shared/resources';

/**
 * enquiries/assign/{enquiryID}/{isTransport?}: the enquiry's service for a student, with an approved
 * service plan; the plan is assigned through the fee engine and the parents get the payment link.
 */
export default function AssignServiceScreen() {
  const enquiryID = Number(useParams().enquiryID);
  const [student, setStudent] = useState('');
  const [service, setService] = useState<string | null>(null);
  const [plan, setPlan] = useState<string | null>(null);
  const services = useResourceRows(serviceShape, { pageSize: 100, isActive: 'true' });
  const plans = useCall(C.servicePlans, { query: { status: 'APPROVED' } });
  const assign = useMutation({
    mutationFn: () =>
      call(C.assignService, {
        params: { enquiryID },
        body: { studentAdmissionId: Number(student), serviceId: Number(service), feePlanId: Number(plan) },
      }),
  });
  const done = assign.data;
  return (
    <Stack maw={640}>
      <PageHeader
        title="Assign a service"
        subtitle={`Service enquiry ${enquiryID}`}
        crumbs={[{ label: 'Services', to: '/services/enquiries' }, { label: 'Assign' }]}
      />
      {done ? (
        <Card withBorder data-testid="assigned">
          <Text fw={600}>
            {done.service} assigned to {done.studentName}: {done.planName}, {formatPaise(done.totalPaise)}
          </Text>
          {done.referenceId && (
            <Text size="sm">
              Payment link for the parents:{' '}
              <Anchor component={Link} to={`/service-payments/${done.referenceId}`}>
                /service-payments/{done.referenceId}
              </Anchor>
            </Text>
          )}
        </Card>
      ) : (
        <Stack>
          <ReferenceSelect
            label="Student admission"
            resource={studentAdmissionShape}
            labelField="id"
            value={student}
            onChange={setStudent}
            required
          />
          <Select
            label="Service"
            required
            value={service}
            onChange={setService}
            data={(services.data?.rows ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
          />
          <Select
            label="Service plan"
            required
            value={plan}
            onChange={setPlan}
            data={(plans.data?.rows ?? []).map((p) => ({
              value: String(p.id),
              label: `${p.name} · ${p.classCategory} · ${formatPaise(p.totalPaise)}`,
            }))}
          />
          {assign.error && (
            <Alert color="red" title="Not assigned">
              <Text c="red.9">{assign.error.message}</Text>
            </Alert>
          )}
          <Button disabled={!student || !service || !plan} loading={assign.isPending} onClick={() => assign.mutate()}>
            Assign and open the payment link
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
