import { Alert, Badge, Box, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatPaise } from '@portal/core';
import { call, HiddenTh, statusColor } from '@portal/ui';
import * as C from '../shared/contracts.ts';
import { statusLabel } from '../shared/index.ts';
import type { PublicInstallment } from './api.ts';

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

export const StatusBadge = ({ status }: { status: string }) => (
  <Badge variant="light" color={INSTALLMENT_COLORS[status] ?? statusColor(status)} data-status={status}>
    {statusLabel(status)}
  </Badge>
);

/**
 * Shown on every payment screen while the server runs in payment test mode
 * (PAYMENT_TEST_MODE=1): payments are signed by the portal itself and nothing is charged.
 */
export function TestModeBanner() {
  const cfg = useQuery({
    queryKey: ['payment-config'],
    queryFn: () => call(C.paymentConfig),
    staleTime: Infinity,
  });
  if (!cfg.data?.testMode) return null;
  return (
    <Alert color="orange" variant="filled" mb="md" data-testid="payment-test-mode" title="Test mode">
      Payments on this portal are simulated: nothing is charged and no gateway is contacted.
    </Alert>
  );
}

type InstallmentRows = (PublicInstallment & { royaltyPaise?: number })[];

/** On a phone, one card per installment: the amounts stacked, the action a full-width button. */
function InstallmentCards({
  rows,
  action,
}: {
  rows: InstallmentRows;
  action?: (row: PublicInstallment) => React.ReactNode;
}) {
  const line = (label: string, paise: number, strong = false) => (
    <Group justify="space-between" gap="xs">
      <Text size="sm">{label}</Text>
      <Money paise={paise} fw={strong ? 700 : undefined} />
    </Group>
  );
  return (
    <Stack gap="sm" data-testid="installments">
      {rows.map((r) => (
        <Card key={r.id} withBorder padding="sm" data-testid="installment-card">
          <Group justify="space-between" mb={4} wrap="nowrap">
            <Text fw={600}>{r.label}</Text>
            <StatusBadge status={r.status} />
          </Group>
          <Text size="sm" c="gray.7" mb={4}>
            Due {formatDate(r.dueDate)}
          </Text>
          {line('Amount', r.amountPaise)}
          {r.concessionPaise > 0 && line('Concession', r.concessionPaise)}
          {line('Paid', r.paidPaise)}
          {line('Due now', r.outstandingPaise, true)}
          {action && <Box mt="xs">{action(r)}</Box>}
        </Card>
      ))}
    </Stack>
  );
}

/**
 * A plan's installments; `action` renders a cell per row (a Pay button, a record link). With `cardsOnPhone`
 * a narrow screen gets one card per installment instead of a table to scroll sideways.
 */
export function InstallmentTable({
  rows,
  action,
  royalty,
  cardsOnPhone,
}: {
  rows: InstallmentRows;
  action?: (row: PublicInstallment) => React.ReactNode;
  royalty?: boolean;
  cardsOnPhone?: boolean;
}) {
  const phone = useMediaQuery('(max-width: 36em)');
  if (cardsOnPhone && phone) return <InstallmentCards rows={rows} action={action} />;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing="xs" data-testid="installments">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Installment</Table.Th>
            <Table.Th>Due date</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            {royalty && <Table.Th ta="right">Royalty</Table.Th>}
            <Table.Th ta="right">Concession</Table.Th>
            <Table.Th ta="right">Paid</Table.Th>
            <Table.Th ta="right">Due now</Table.Th>
            <Table.Th>Status</Table.Th>
            {action && <HiddenTh />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>{r.label}</Table.Td>
              <Table.Td>{formatDate(r.dueDate)}</Table.Td>
              <Table.Td ta="right">
                <Money paise={r.amountPaise} />
              </Table.Td>
              {royalty && (
                <Table.Td ta="right">
                  <Money paise={r.royaltyPaise} />
                </Table.Td>
              )}
              <Table.Td ta="right">
                <Money paise={r.concessionPaise} />
              </Table.Td>
              <Table.Td ta="right">
                <Money paise={r.paidPaise} />
              </Table.Td>
              <Table.Td ta="right">
                <Money paise={r.outstandingPaise} fw={600} />
              </Table.Td>
              <Table.Td>
                <StatusBadge status={r.status} />
              </Table.Td>
              {action && <Table.Td>{action(r)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
