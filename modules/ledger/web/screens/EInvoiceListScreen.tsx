import { Badge, Button, Card, Code, Group, Modal, ScrollArea, Table, Text, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatPaise, franchiseeLabel } from '@portal/core';
import { api, downloadFile, EmptyState, LoadError, PageHeader } from '@portal/ui';
import { useState } from 'react';
import { useParams } from 'react-router';

interface InvoiceRow {
  id: number;
  franchiseeId: number;
  companyName: string;
  month: string;
  invoiceNo: string;
  invoiceDate: string;
  royaltyPaise: number;
  totalPaise: number;
  irn: string | null;
  einvoiceStatus: string;
  einvoiceError: string | null;
}

const COLOR: Record<string, string> = {
  GENERATED: 'teal',
  SUBMITTED: 'blue',
  FAILED: 'red',
  NOT_APPLICABLE: 'gray',
  PENDING: 'orange',
};

/**
 * royalty/eInvoice-list (and ledger/franchisee/royalty-invoice/:transactionID): royalty tax invoices with IRN,
 * JSON and PDF.
 */
export default function EInvoiceListScreen() {
  const { transactionID } = useParams();
  const [json, setJson] = useState<string | null>(null);
  const list = useQuery({
    queryKey: ['einvoices'],
    queryFn: () => api<{ rows: InvoiceRow[] }>('/api/royalty/invoices', { query: { pageSize: 200 } }),
  });
  const showJson = async (id: number) =>
    setJson(JSON.stringify(await api(`/api/royalty/invoices/${id}/einvoice`), null, 2));
  const rows = list.data?.rows ?? [];
  return (
    <>
      <PageHeader title="Royalty e-invoices" subtitle={transactionID ? `Ledger entry ${transactionID}` : undefined} />
      {list.error ? (
        <LoadError error={list.error} onRetry={() => list.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title="No royalty invoice issued yet" />
      ) : (
        <Card withBorder radius="md">
          <Table.ScrollContainer minWidth={900}>
            <Table striped verticalSpacing="xs" data-testid="einvoice-list">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Invoice</Table.Th>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Centre</Table.Th>
                  <Table.Th>Month</Table.Th>
                  <Table.Th ta="right">Royalty</Table.Th>
                  <Table.Th ta="right">Total with GST</Table.Th>
                  <Table.Th>E-invoice</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>{r.invoiceNo}</Table.Td>
                    <Table.Td>{formatDate(r.invoiceDate)}</Table.Td>
                    <Table.Td>{franchiseeLabel({ id: r.franchiseeId, companyName: r.companyName })}</Table.Td>
                    <Table.Td>{r.month}</Table.Td>
                    <Table.Td ta="right">{formatPaise(r.royaltyPaise)}</Table.Td>
                    <Table.Td ta="right">{formatPaise(r.totalPaise)}</Table.Td>
                    <Table.Td>
                      <Tooltip label={r.irn ? `IRN ${r.irn}` : (r.einvoiceError ?? '')} multiline w={320}>
                        <Badge color={COLOR[r.einvoiceStatus] ?? 'gray'} variant="light">
                          {r.einvoiceStatus}
                        </Badge>
                      </Tooltip>
                      {r.irn && (
                        <Text size="xs" c="dimmed" ff="monospace">
                          {r.irn.slice(0, 12)}…
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() =>
                            void downloadFile(`/api/royalty/invoices/${r.id}/pdf`, {}, `${r.invoiceNo}.pdf`)
                          }
                        >
                          PDF
                        </Button>
                        {r.irn && (
                          <Button size="xs" variant="subtle" onClick={() => void showJson(r.id)}>
                            JSON
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
      <Modal opened={json !== null} onClose={() => setJson(null)} title="E-invoice (IRP schema 1.1)" size="xl">
        <ScrollArea h={480}>
          <Code block>{json}</Code>
        </ScrollArea>
      </Modal>
    </>
  );
}
