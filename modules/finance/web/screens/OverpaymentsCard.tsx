import { Button, Card, Modal, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '@portal/core';
import { api, errorMessage, LoadError, notify } from '@portal/ui';
import { useState } from 'react';
import { Money } from '../components.tsx';

interface OverpaymentRow {
  id: number;
  franchiseeIdLabel?: string;
  referenceType: string;
  referenceId: string;
  payerName: string | null;
  amountPaise: number;
  gatewayPaymentId: string | null;
  reason: string;
  createdAt: string;
}

/**
 * Money the gateway captured for something already paid, waiting for finance to refund it:
 * amount, payer and payment link, and 'Mark refunded' with the refund's reference.
 */
export function OverpaymentsCard() {
  const queryClient = useQueryClient();
  const [refunding, setRefunding] = useState<OverpaymentRow | null>(null);
  const [reference, setReference] = useState('');
  const list = useQuery({
    queryKey: ['overpayments'],
    queryFn: () =>
      api<{ rows: OverpaymentRow[] }>('/api/overpayment', { query: { status: 'REFUND_DUE', pageSize: 200 } }),
  });
  const refund = useMutation({
    mutationFn: () =>
      api(`/api/overpayment/${refunding!.id}/refund`, { method: 'POST', body: { refundReference: reference } }),
    onSuccess: () => {
      setRefunding(null);
      setReference('');
      notify({ color: 'teal', message: 'Overpayment marked refunded' });
      void queryClient.invalidateQueries({ queryKey: ['overpayments'] });
    },
    onError: (e) => notify({ color: 'red', message: errorMessage(e) }),
  });
  if (list.error) return <LoadError error={list.error} onRetry={() => list.refetch()} />;
  const rows = list.data?.rows ?? [];
  if (rows.length === 0) return null;
  return (
    <Card withBorder radius="md" mt="md" data-testid="overpayments">
      <Title order={4} mb="xs">
        Overpayments to refund
      </Title>
      <Table.ScrollContainer minWidth={720}>
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Captured</Table.Th>
              <Table.Th>Centre</Table.Th>
              <Table.Th>For</Table.Th>
              <Table.Th>Payer (payment link)</Table.Th>
              <Table.Th>Amount</Table.Th>
              <Table.Th>Reason</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{formatDateTime(r.createdAt)}</Table.Td>
                <Table.Td>{r.franchiseeIdLabel}</Table.Td>
                <Table.Td>{r.referenceType}</Table.Td>
                <Table.Td>
                  {r.payerName ?? '—'}
                  <Text size="xs" c="dimmed">
                    {r.referenceId} {r.gatewayPaymentId ? `· ${r.gatewayPaymentId}` : ''}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Money paise={r.amountPaise} />
                </Table.Td>
                <Table.Td>{r.reason}</Table.Td>
                <Table.Td>
                  <Button size="xs" variant="light" onClick={() => setRefunding(r)} aria-label={`Refund ${r.id}`}>
                    Mark refunded
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Modal opened={refunding !== null} onClose={() => setRefunding(null)} title="Mark refunded">
        <Stack>
          <TextInput
            label="Refund reference"
            description="The gateway's refund id or the bank reference"
            required
            value={reference}
            onChange={(e) => setReference(e.currentTarget.value)}
          />
          <Button loading={refund.isPending} onClick={() => refund.mutate()}>
            Mark refunded
          </Button>
        </Stack>
      </Modal>
    </Card>
  );
}
