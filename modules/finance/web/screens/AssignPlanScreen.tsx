import { Alert, Button, Card, CopyButton, Group, Select, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatPaise, isOneOf } from '@portal/core';
import { call, errorMessage, invalidateCalls, LoadError, notify, PageHeader, useAccess, useCall } from '@portal/ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { FINANCE_MODULES as M, MID_YEAR_RULE_LABELS, MID_YEAR_RULES, type MidYearRule } from '../../shared/index.ts';
import { InstallmentTable } from '../components.tsx';

/** fee-component/fee-plan/assign/:studentAdmissionID: give an admitted student an approved fee plan. */
export default function AssignPlanScreen() {
  const { studentAdmissionID = '' } = useParams();
  const queryClient = useQueryClient();
  const [planId, setPlanId] = useState<string | null>(null);
  const info = useCall(C.admissionPlans, { params: { studentAdmissionId: Number(studentAdmissionID) } });
  const access = useAccess();
  const [rule, setRule] = useState<MidYearRule | null>(null);
  const a = info.data?.admission;
  const plans = useCall(
    C.listPlans,
    a
      ? {
          query: {
            status: 'APPROVED',
            franchiseeID: a.franchiseeId,
            academicYearID: a.academicYearId,
            classCategory: a.classCategory ?? undefined,
            pageSize: 200,
          },
        }
      : undefined,
    {
      enabled: Boolean(a),
    },
  );
  const assign = useMutation({
    mutationFn: () =>
      call(C.assignPlan, {
        params: { id: Number(planId) },
        body: {
          studentAdmissionId: Number(studentAdmissionID),
          midYearRule: rule ?? info.data?.midYearRule,
        },
      }),
    onSuccess: () => {
      notify({ color: 'teal', message: 'Fee plan assigned' });
      void invalidateCalls(queryClient, C.admissionPlans);
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
            data-testid="plan-choice"
          />
          <Select
            label="A child joining mid-year pays for"
            data={MID_YEAR_RULES.map((value) => ({ value, label: MID_YEAR_RULE_LABELS[value] }))}
            value={rule ?? info.data?.midYearRule ?? null}
            onChange={(v) => setRule(isOneOf(MID_YEAR_RULES, v) ? v : null)}
            w={260}
            data-testid="mid-year-rule-choice"
          />
          <Button disabled={!planId} loading={assign.isPending} onClick={() => assign.mutate()} data-testid="assign">
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
                <Button
                  size="xs"
                  variant="default"
                  component={Link}
                  to={`/ledger/student-ledger/${p.studentAdmissionId}`}
                >
                  Open the ledger
                </Button>
                {access.canWrite(M.OFFLINE_PAYMENT) && p.outstandingPaise > 0 && (
                  <Button size="xs" variant="light" component={Link} to={`/payments/pay/${p.referenceId}`}>
                    Take a payment at the desk
                  </Button>
                )}
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
