import { Alert, Box, Button, Card, Group, Stack, Text } from '@mantine/core';
import { formatDateTime, type EndpointAnswer } from '@portal/core';
import {
  PageHeader,
  DataTable,
  downloadFile,
  LoadError,
  tOr,
  useAccess,
  useCall,
  useMessages,
  type DataColumn,
} from '@portal/ui';
import { Link, useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { FINANCE_MODULES as M, MODE_LABELS } from '../../shared/index.ts';
import { AutopayPlan, RemindersSent, useAutopay } from '../autopay.tsx';
import { AccountCharges } from '../charges.tsx';
import { InstallmentTable, Money, StatusBadge } from '../components.tsx';
import { financeMessages } from '../messages/index.ts';
import { TaxCertificates } from '../tax-certificate.tsx';

type Payment = EndpointAnswer<typeof C.studentAccount>['plans'][number]['payments'][number];

const paymentColumns = (t: ReturnType<typeof useMessages<typeof financeMessages.en>>): DataColumn<Payment>[] => [
  { id: 'receiptNo', header: t('feeAccount.receipt'), primary: true },
  {
    id: 'mode',
    header: t('feeAccount.mode'),
    cell: (pay) => tOr(`feeMode.${pay.mode}`, MODE_LABELS[pay.mode] ?? pay.mode),
  },
  { id: 'amount', header: t('feeAccount.amount'), align: 'right', cell: (pay) => <Money paise={pay.amountPaise} /> },
  { id: 'status', header: t('feeAccount.status'), cell: (pay) => <StatusBadge status={pay.status} /> },
  {
    id: 'date',
    header: t('feeAccount.date'),
    nowrap: true,
    cell: (pay) => formatDateTime(pay.confirmedAt ?? pay.createdAt),
  },
];

/**
 * A student's fee account: plans, installments, payments and receipts.
 * ledger/student-fee-plan/:studentAdmissionID for staff; student-account/details
 * for a parent (their own child; `me` answers for the linked admission).
 */
export default function StudentFeePlanScreen({ own }: { own?: boolean }) {
  const { studentAdmissionID } = useParams();
  const access = useAccess();
  const t = useMessages(financeMessages);
  // The parent's own account, or the chosen child's for the centre: only one of the two is asked.
  const mine = useCall(C.myAccount, undefined, { enabled: Boolean(own) });
  const child = useCall(
    C.studentAccount,
    { params: { studentAdmissionId: Number(studentAdmissionID) } },
    { enabled: !own && Boolean(studentAdmissionID) },
  );
  const account = own ? mine : child;
  const autopay = useAutopay(own, studentAdmissionID ? Number(studentAdmissionID) : undefined);
  const canAssign = !own && access.canWrite(M.FEE_PLANS);
  const canTakePayment = !own && access.canWrite(M.OFFLINE_PAYMENT);
  if (!own && !studentAdmissionID) return <Alert color="blue">{t('feeAccount.chooseStudent')}</Alert>;
  if (account.error) return <LoadError error={account.error} onRetry={() => account.refetch()} />;
  const plans = account.data?.plans ?? [];
  return (
    <>
      <PageHeader
        title={t('feeAccount.title')}
        subtitle={plans[0]?.studentName}
        crumbs={
          own ? [] : [{ label: t('feeAccount.students'), to: '/ledger/student-list' }, { label: t('feeAccount.title') }]
        }
        actions={
          !own && account.data ? (
            <Group gap="xs">
              {canAssign && (
                <Button
                  variant="light"
                  component={Link}
                  to={`/fee-component/fee-plan/assign/${account.data.studentAdmissionId}`}
                  data-testid="assign-plan"
                >
                  {t('feeAccount.assignPlan')}
                </Button>
              )}
              <Button
                variant="default"
                component={Link}
                to={`/ledger/student-ledger/${account.data.studentAdmissionId}`}
                data-testid="open-ledger"
              >
                {t('feeAccount.openLedger')}
              </Button>
            </Group>
          ) : own ? (
            // A parent's payments across every plan, each with its receipt.
            <Button variant="default" component={Link} to="/student-account/transaction" data-testid="all-payments">
              {t('feeAccount.allPayments')}
            </Button>
          ) : undefined
        }
      />
      {account.data && plans.length === 0 && (
        <Alert color="blue" data-testid="no-plan">
          {t('feeAccount.noPlan')}
          {canAssign && (
            <>
              {' '}
              <Link to={`/fee-component/fee-plan/assign/${account.data.studentAdmissionId}`}>
                {t('feeAccount.assignPlan')}
              </Link>{' '}
              {t('feeAccount.assignToBill')}
            </>
          )}
        </Alert>
      )}
      <Stack>
        {account.data && (plans.length > 0 || account.data.charges.length > 0) && (
          <Text data-testid="account-outstanding">
            {t('feeAccount.outstanding')} <Money paise={account.data.outstandingPaise} fw={700} />
          </Text>
        )}
        {plans.map((p) => (
          <Card withBorder radius="md" key={p.id}>
            <Group justify="space-between" mb="sm">
              <div>
                <Text fw={600}>{p.planName}</Text>
                <Text size="sm" c="dimmed">
                  {p.centre}
                </Text>
                {p.midYearRule && (
                  <Text size="xs" c="dimmed" data-testid="mid-year-rule">
                    {t('feeAccount.midYear', { rule: p.midYearRule })}
                  </Text>
                )}
              </div>
              <Group>
                <Text size="sm">
                  {t('feeAccount.due')} <Money paise={p.outstandingPaise} fw={700} />
                </Text>
                <Button size="xs" component={Link} to={`/admission-payments/${p.referenceId}`}>
                  {t('feeAccount.payOnline')}
                </Button>
                {canTakePayment && p.outstandingPaise > 0 && (
                  <Button
                    size="xs"
                    variant="light"
                    component={Link}
                    to={`/payments/pay/${p.referenceId}`}
                    data-testid="take-payment"
                  >
                    {t('feeAccount.takePayment')}
                  </Button>
                )}
              </Group>
            </Group>
            <InstallmentTable rows={p.installments} />
            {p.concessions.length > 0 && (
              <Stack gap={2} mt="sm" data-testid="plan-concessions">
                <Text size="sm" fw={600}>
                  {t('concessionRules.concessions')}
                </Text>
                {p.concessions.map((c) => (
                  <Group key={c.id} gap="xs" data-testid={c.rule ? `concession-${c.rule}` : 'concession'}>
                    <Text size="sm">{t('concessionRules.byRule', { rule: c.rule ?? '', type: c.concessionType })}</Text>
                    <Money paise={c.amountPaise} />
                    <Text size="xs" c="dimmed">
                      {t('concessionRules.status', { status: c.status })}
                    </Text>
                  </Group>
                ))}
              </Stack>
            )}
            <AutopayPlan plan={p} data={autopay.data} own={own} />
            {p.payments.length > 0 && (
              <Box mt="md">
                <DataTable
                  card={false}
                  data={p.payments}
                  columns={paymentColumns(t)}
                  rowId={(pay) => String(pay.id)}
                  rowActions={(pay) =>
                    pay.receiptNo && (
                      <Button
                        size="xs"
                        variant="subtle"
                        onClick={() =>
                          void downloadFile(`/api/public/receipts/${pay.receiptToken}`, {}, `receipt-${pay.id}.pdf`)
                        }
                      >
                        {t('feeAccount.receipt')}
                      </Button>
                    )
                  }
                  testId="payments"
                />
              </Box>
            )}
          </Card>
        ))}
        <AccountCharges charges={account.data?.charges ?? []} centre={plans[0]?.centre} />
        {account.data && <TaxCertificates studentAdmissionId={account.data.studentAdmissionId} />}
        <RemindersSent data={autopay.data} />
      </Stack>
    </>
  );
}
