import { Button, Card, Group, Modal, Pagination, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '@portal/core';
import { call, HiddenTh, LoadError, notify, errorMessage } from '@portal/ui';
import { useState } from 'react';
import type { z } from 'zod';
import * as C from '../../shared/contracts.ts';
import { Money } from '../components.tsx';

type OverpaymentRow = z.input<typeof C.overpaymentRow>;
const PAGE_SIZE = 20;

/**
 * Money the gateway captured for something already paid, waiting for finance to refund it:
 * amount, payer and payment link, and 'Mark refunded' with the refund's reference.
 */
export function OverpaymentsCard() {
  const queryClient = useQueryClient();
  const [refunding, setRefunding] = useState<OverpaymentRow | null>(null);
  const [reference, setReference] = useState('');
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['overpayments', page],
    queryFn: () => call(C.listOverpayments, { query: { status: 'REFUND_DUE', page, pageSize: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
  const refund = useMutation({
    mutationFn: () =>
      call(C.refundOverpayment, { params: { id: refunding!.id }, body: { refundReference: reference } }),
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
              <HiddenTh />
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
      {(list.data?.count ?? 0) > PAGE_SIZE && (
        <Group justify="flex-end" mt="md">
          <Pagination total={Math.ceil((list.data?.count ?? 0) / PAGE_SIZE)} value={page} onChange={setPage} />
        </Group>
      )}
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
