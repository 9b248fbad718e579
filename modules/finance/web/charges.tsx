import { Alert, Button, Card, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { formatDate, formatPaise, type EndpointAnswer } from '@portal/core';
import { call, DataTable, invalidateCalls, useCall, useMessages, type DataColumn } from '@portal/ui';
import { useState } from 'react';
import * as C from '../shared/contracts.ts';
import { useCheckout } from './checkout.tsx';
import { chargeDescription, feeHeadLabel, Money, StatusBadge } from './components.tsx';
import { financeMessages } from './messages/index.ts';

type Charge = EndpointAnswer<typeof C.studentAccount>['charges'][number];
type Words = ReturnType<typeof useMessages<typeof financeMessages.en>>;

const columns = (t: Words): DataColumn<Charge>[] => [
  { id: 'chargeDate', header: t('charges.date'), nowrap: true, cell: (c) => formatDate(c.chargeDate) },
  {
    id: 'description',
    header: t('charges.for'),
    primary: true,
    cell: (c) => (
      <>
        {chargeDescription(t, c.description)}
        <Text size="xs" c="dimmed">
          {feeHeadLabel(t, c.feeHead, c.feeHeadName)}
          {c.reversalReason ? ` · ${c.reversalReason}` : ''}
        </Text>
      </>
    ),
  },
  { id: 'amountPaise', header: t('feeAccount.amount'), align: 'right', cell: (c) => <Money paise={c.amountPaise} /> },
  {
    id: 'status',
    header: t('feeAccount.status'),
    cell: (c) => <StatusBadge status={c.status === 'REVERSED' ? 'WAIVED' : c.status} />,
  },
];

/**
 * One-off charges on the child's account (a late pickup, a late fee), each on its fee head; a waived one says why.
 * A due one is paid online from here, in full, the way installments are; a paid one offers its receipt.
 */
export function AccountCharges({ charges, centre }: { charges: Charge[]; centre?: string }) {
  const t = useMessages(financeMessages);
  const queryClient = useQueryClient();
  const [done, setDone] = useState<string | null>(null);
  const cfg = useCall(C.paymentConfig, undefined, { staleTime: Infinity });
  const checkout = useCheckout((answer) => {
    setDone(answer.receiptNo);
    void invalidateCalls(queryClient, C.myAccount, C.studentAccount);
  });
  if (charges.length === 0) return null;
  const due = charges.filter((c) => c.status === 'DUE').reduce((a, c) => a + c.amountPaise, 0);
  const online = cfg.data?.enabled ?? false;
  return (
    <Card withBorder radius="md" data-testid="account-charges">
      <Text fw={600}>{t('charges.title')}</Text>
      <Text size="sm" c="dimmed" mb="sm">
        {t('charges.due')} <Money paise={due} fw={700} />
      </Text>
      {checkout.error && (
        <Alert color="red" title={t('pay.notCompleted')} mb="sm">
          {checkout.error}
        </Alert>
      )}
      {done && (
        <Alert color="green" mb="sm" data-testid="charge-paid">
          {t('pay.receivedUnder', { receipt: done })}
        </Alert>
      )}
      {cfg.data && !online && due > 0 && (
        <Text size="sm" c="dimmed" mb="sm">
          {t('pay.offline')}
        </Text>
      )}
      <DataTable
        card={false}
        data={charges}
        columns={columns(t)}
        rowId={(c) => String(c.id)}
        rowTestId="charge-row"
        rowActions={(c) => {
          if (c.status === 'PAID' && c.receiptToken)
            return (
              <Group gap="xs" wrap="nowrap">
                <Text size="xs" c="dimmed" data-testid="charge-receipt">
                  {t('pay.paidUnder', { receipt: c.receiptNo ?? '' })}
                </Text>
                <Button
                  component="a"
                  size="xs"
                  variant="subtle"
                  href={`/api/public/receipts/${encodeURIComponent(c.receiptToken)}`}
                  download
                >
                  {t('feeAccount.receipt')}
                </Button>
              </Group>
            );
          if (c.status !== 'DUE' || !online) return null;
          return (
            <Button
              size="xs"
              color="#8080ff"
              loading={checkout.busy}
              data-testid="pay-charge"
              onClick={() => {
                setDone(null);
                void checkout.start({
                  label: chargeDescription(t, c.description),
                  name: centre,
                  open: () => call(C.chargeOrder, { body: { chargeId: c.id } }),
                });
              }}
            >
              {t('pay.payAmount', { amount: formatPaise(c.amountPaise) })}
            </Button>
          );
        }}
        testId="charges"
      />
      {checkout.modal}
    </Card>
  );
}
