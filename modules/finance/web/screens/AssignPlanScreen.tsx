import { Alert, Button, Card, CopyButton, Group, Select, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatPaise } from '@portal/core';
import { api, errorMessage, LoadError, notify, PageHeader } from '@portal/ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { Page, PlanAccount } from '../api.ts';
import { InstallmentTable } from '../components.tsx';

interface AdmissionAnswer {
  admission: {
    id: number;
    franchiseeId: number;
    academicYearId: number;
    studentName: string;
    className: string | null;
    classCategory: string | null;
  };
  account: { plans: PlanAccount[] };
}

/** fee-component/fee-plan/assign/:studentAdmissionID: give an admitted student an approved fee plan. */
export default function AssignPlanScreen() {
  const { studentAdmissionID = '' } = useParams();
  const queryClient = useQueryClient();
  const [planId, setPlanId] = useState<string | null>(null);
  const info = useQuery({
    queryKey: ['admission-plans', studentAdmissionID],
    queryFn: () => api<AdmissionAnswer>(`/api/student-fee-plans/admission/${studentAdmissionID}`),
  });
  const a = info.data?.admission;
  const plans = useQuery({
    queryKey: ['approved-plans', a?.franchiseeId, a?.academicYearId, a?.classCategory],
    enabled: Boolean(a),
    queryFn: () =>
      api<Page<{ id: number; name: string; totalPaise: number; installmentCount: number; classCategory: string }>>(
        '/api/fee-plan',
        {
          query: {
            status: 'APPROVED',
            franchiseeID: a!.franchiseeId,
            academicYearID: a!.academicYearId,
            classCategory: a!.classCategory ?? undefined,
            pageSize: 200,
          },
        },
      ),
  });
  const assign = useMutation({
    mutationFn: () =>
      api(`/api/fee-plans/${planId}/assign`, {
        method: 'POST',
        body: { studentAdmissionId: Number(studentAdmissionID) },
      }),
    onSuccess: () => {
      notify({ color: 'teal', message: 'Fee plan assigned' });
      void queryClient.invalidateQueries({ queryKey: ['admission-plans', studentAdmissionID] });
    },
    onError: (e) => notify({ color: 'red', message: errorMessage(e) }),
  });
  if (info.error) return <LoadError error={info.error} onRetry={() => info.refetch()} />;
  return (
    <>
      <PageHeader
        title="Assign fee plan"
        subtitle={a ? `${a.studentName} · ${a.className ?? ''} (${a.classCategory ?? ''})` : undefined}
        crumbs={[{ label: 'Fee plans', to: '/fee-component/list' }, { label: 'Assign' }]}
      />
      <Card withBorder radius="md" mb="md">
        <Group align="end">
          <Select
            label="Approved plan"
            placeholder={plans.data?.rows.length === 0 ? 'No approved plan for this class category' : 'Choose a plan'}
            data={(plans.data?.rows ?? []).map((p) => ({
              value: String(p.id),
              label: `${p.name} · ${formatPaise(p.totalPaise)} in ${p.installmentCount}`,
            }))}
            value={planId}
            onChange={setPlanId}
            w={420}
          />
          <Button disabled={!planId} loading={assign.isPending} onClick={() => assign.mutate()}>
            Assign plan
          </Button>
        </Group>
      </Card>
      <Stack>
        {(info.data?.account.plans ?? []).map((p) => (
          <Card withBorder radius="md" key={p.id} data-testid="assigned-plan">
            <Group justify="space-between" mb="xs">
              <Text fw={600}>{p.planName}</Text>
              <Group gap="xs">
                <CopyButton value={`${window.location.origin}/admission-payments/${p.referenceId}`}>
                  {({ copied, copy }) => (
                    <Button size="xs" variant="light" onClick={copy}>
                      {copied ? 'Link copied' : 'Copy payment link'}
                    </Button>
                  )}
                </CopyButton>
                <Button
                  size="xs"
                  variant="default"
                  component={Link}
                  to={`/admission-payments/${p.referenceId}`}
                  data-testid="payment-link"
                >
                  Open payment link
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  component={Link}
                  to={`/ledger/student-fee-plan/${p.studentAdmissionId}`}
                >
                  Fee account
                </Button>
              </Group>
            </Group>
            <InstallmentTable rows={p.installments} />
          </Card>
        ))}
        {info.data && info.data.account.plans.length === 0 && (
          <Alert color="blue">No fee plan is assigned to this student yet.</Alert>
        )}
      </Stack>
    </>
  );
}
