import { Alert, Badge, Text } from '@mantine/core';
import { formatDate, formatPaise } from '@portal/core';
import { DataTable, statusColor, tOr, useCall, useMessages, type DataColumn } from '@portal/ui';
import * as C from '../shared/contracts.ts';
import { statusLabel } from '../shared/index.ts';
import type { PublicInstallment } from './api.ts';
import { financeMessages } from './messages/index.ts';
import { builtInFeeHead, chargeWords, installmentWords } from '../shared/words.ts';

type Words = ReturnType<typeof useMessages<typeof financeMessages.en>>;

export const Money = ({ paise, fw }: { paise: number | null | undefined; fw?: number }) => (
  <Text span fw={fw} style={{ fontVariantNumeric: 'tabular-nums' }}>
    {formatPaise(paise ?? 0)}
  </Text>
);

/** Installment standings in their own colours; every other status in the portal's status colours. */
const INSTALLMENT_COLORS: Record<string, string> = {
  PAID: 'green',
  'PARTLY PAID': 'yellow',
  DUE: 'red',
  UPCOMING: 'gray',
};

export function StatusBadge({ status }: { status: string }) {
  useMessages(financeMessages);
  return (
    <Badge
      variant="light"
      color={INSTALLMENT_COLORS[status] ?? statusColor(status)}
      miw="max-content"
      data-status={status}
    >
      {tOr(`feeStatus.${status}`, statusLabel(status))}
    </Badge>
  );
}

/**
 * Shown on every payment screen while the server runs in payment test mode
 * (PAYMENT_TEST_MODE=1): payments are signed by the portal itself and nothing is charged.
 */
export function TestModeBanner() {
  const t = useMessages(financeMessages);
  const cfg = useCall(C.paymentConfig, undefined, {
    staleTime: Infinity,
  });
  if (!cfg.data?.testMode) return null;
  return (
    <Alert color="orange" variant="filled" mb="md" data-testid="payment-test-mode" title={t('pay.testBannerTitle')}>
      {t('pay.testBanner')}
    </Alert>
  );
}

const money = (paise: (r: PublicInstallment) => number, strong = false): Partial<DataColumn<PublicInstallment>> => ({
  align: 'right',
  nowrap: true,
  cell: (r) => <Money paise={paise(r)} fw={strong ? 600 : undefined} />,
});

/** An installment's label in the reader's words: 'Installment 2', 'Full payment' and 'From joining' are the plans'. */
export function installmentLabel(t: Words, label: string): string {
  const words = installmentWords(label);
  if (!words) return label;
  // A child who joined after every installment fell due owes one, from the joining day (plans/mid-year.ts).
  return words.key === 'installmentN' ? t('pay.installmentN', { n: words.n }) : t(`pay.${words.key}`);
}

/** A fee head's name in the reader's words when the portal named it; a head named by head office, as named. */
export function feeHeadLabel(t: Words, code: string, name: string): string {
  const builtIn = builtInFeeHead(code, name);
  return builtIn ? t('charges.feeHead', { code: builtIn }) : name;
}

/** A charge's description in the reader's words (a late pickup, a late fee); one a person wrote, as written. */
export function chargeDescription(t: Words, description: string): string {
  const words = chargeWords(description);
  if (!words) return description;
  if (words.key === 'latePickup') return t('charges.latePickup', words);
  return t('charges.lateFee', { installment: installmentLabel(t, words.installment), date: words.date });
}

const installmentColumns = (t: Words): DataColumn<PublicInstallment>[] => [
  { id: 'label', header: t('feeAccount.installment'), primary: true, cell: (r) => installmentLabel(t, r.label) },
  { id: 'dueDate', header: t('feeAccount.dueDate'), nowrap: true, cell: (r) => formatDate(r.dueDate) },
  { id: 'amount', header: t('feeAccount.amount'), ...money((r) => r.amountPaise) },
  { id: 'concession', header: t('feeAccount.concession'), ...money((r) => r.concessionPaise) },
  { id: 'paid', header: t('feeAccount.paid'), ...money((r) => r.paidPaise) },
  { id: 'outstanding', header: t('feeAccount.dueNow'), ...money((r) => r.outstandingPaise, true) },
  { id: 'status', header: t('feeAccount.status'), cell: (r) => <StatusBadge status={r.status} /> },
];

/** A plan's installments (one card each on a phone); `action` adds a button per row (a Pay button, a record link). */
export function InstallmentTable({
  rows,
  action,
}: {
  rows: PublicInstallment[];
  action?: (row: PublicInstallment) => React.ReactNode;
}) {
  const t = useMessages(financeMessages);
  return (
    <DataTable
      card={false}
      data={rows}
      columns={installmentColumns(t)}
      rowId={(r) => String(r.id)}
      rowActions={action}
      testId="installments"
      rowTestId="installment-card"
      empty={t('feeAccount.noInstallments')}
      striped
      minWidth={640}
    />
  );
}
