import { Alert, Button, Card, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatPaise, rupeesToPaise } from '@portal/core';
import { call, DateField, errorMessage, invalidateCalls, LoadError, notify, PageHeader, useCall } from '@portal/ui';
import * as C from '../../shared/contracts.ts';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';

interface Row {
  label: string;
  dueDate: string;
  amount: string;
  royalty: string;
}

const rupees = (paise: number) => (paise / 100).toFixed(2);

/**
 * fee-component/fee-installment/:componentID/:breakDownID and the royalty variant:
 * a pending plan's installments and royalty breakdown, set by hand. They must add up
 * to the plan total; the server checks it again.
 */
export default function InstallmentEditorScreen({ royalty }: { royalty?: boolean }) {
  const { componentID = '' } = useParams();
  const queryClient = useQueryClient();
  const data = useCall(C.planInstallments, { params: { id: Number(componentID) } });
  const [rows, setRows] = useState<Row[]>([]);
  useEffect(() => {
    if (data.data)
      setRows(
        data.data.installments.map((i) => ({
          label: i.label,
          dueDate: i.dueDate,
          amount: rupees(i.amountPaise),
          royalty: rupees(i.royaltyPaise),
        })),
      );
  }, [data.data]);
  const total = rows.reduce((a, r) => a + (rupeesToPaise(r.amount) ?? 0), 0);
  const save = useMutation({
    mutationFn: () =>
      call(C.saveInstallments, {
        params: { id: Number(componentID) },
        body: {
          installments: rows.map((r) => ({
            label: r.label,
            dueDate: r.dueDate,
            amountPaise: rupeesToPaise(r.amount) ?? -1,
            royaltyPaise: rupeesToPaise(r.royalty) ?? -1,
          })),
        },
      }),
    onSuccess: () => {
      notify({ color: 'teal', message: 'Installments saved' });
      void invalidateCalls(queryClient, C.planInstallments);
    },
    onError: (e) => notify({ color: 'red', message: errorMessage(e) }),
  });
  if (data.error) return <LoadError error={data.error} onRetry={() => data.refetch()} />;
  const plan = data.data?.plan;
  const set = (i: number, key: keyof Row, value: string) =>
    setRows((rs) => rs.map((r, k) => (k === i ? { ...r, [key]: value } : r)));
  return (
    <>
      <PageHeader
        title={royalty ? 'Royalty breakdown' : 'Installments'}
        subtitle={plan ? `${plan.name} · total ${formatPaise(plan.totalPaise)}` : undefined}
        crumbs={[{ label: 'Fee plans', to: '/fee-component/list' }, { label: 'Installments' }]}
      />
      {plan && plan.status !== 'PENDING' && (
        <Alert color="blue" mb="md">
          This plan is {plan.status.toLowerCase()}; its installments can no longer change.
        </Alert>
      )}
      <Card withBorder radius="md">
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Installment</Table.Th>
              <Table.Th>Due date</Table.Th>
              <Table.Th>Amount (₹)</Table.Th>
              <Table.Th>Royalty (₹)</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r, i) => (
              <Table.Tr key={i}>
                <Table.Td>
                  <TextInput
                    aria-label="Installment"
                    value={r.label}
                    onChange={(e) => set(i, 'label', e.currentTarget.value)}
                  />
                </Table.Td>
                <Table.Td>
                  <DateField aria-label="Due date" value={r.dueDate} onChange={(v) => set(i, 'dueDate', v)} />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label="Amount"
                    value={r.amount}
                    disabled={royalty}
                    onChange={(e) => set(i, 'amount', e.currentTarget.value)}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label="Royalty"
                    value={r.royalty}
                    onChange={(e) => set(i, 'royalty', e.currentTarget.value)}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="space-between" mt="md">
          <Stack gap={0}>
            <Text size="sm">Installments add up to {formatPaise(total)}</Text>
            {plan && total !== plan.totalPaise && (
              <Text size="sm" c="red">
                The plan total is {formatPaise(plan.totalPaise)}
              </Text>
            )}
          </Stack>
          <Group>
            {!royalty && (
              <Button
                variant="default"
                onClick={() =>
                  setRows((rs) => [
                    ...rs,
                    {
                      label: `Installment ${rs.length + 1}`,
                      dueDate: rs.at(-1)?.dueDate ?? '',
                      amount: '0.00',
                      royalty: '0.00',
                    },
                  ])
                }
              >
                Add installment
              </Button>
            )}
            <Button disabled={plan?.status !== 'PENDING'} loading={save.isPending} onClick={() => save.mutate()}>
              Save
            </Button>
          </Group>
        </Group>
      </Card>
    </>
  );
}
