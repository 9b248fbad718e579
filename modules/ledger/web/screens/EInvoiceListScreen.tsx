import { Badge, Button, Card, Code, Group, Modal, ScrollArea, Table, Text, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatMonth, formatDate, formatPaise, franchiseeLabel } from '@portal/core';
import {
  PageHeader,
  api,
  apiFetch,
  downloadFile,
  HiddenTh,
  LoadError,
  EmptyState,
  notify,
  errorMessage,
} from '@portal/ui';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { z } from 'zod';
import * as C from '../../shared/contracts.ts';
import { EINVOICE_STATUS_LABELS, labelOf } from '../../shared/labels.ts';
import { LEDGER_LISTS, type royaltyInvoicePage } from '../../shared/lists.ts';
import { NotFoundState } from '../components.tsx';

const einvoicePath = (id: number) => C.royaltyEInvoice.path.replace(':id', String(id));
const pdfPath = (id: number) => C.royaltyInvoicePdf.path.replace(':id', String(id));

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
  const entry = transactionID === undefined ? undefined : Number(transactionID);
  const badEntry = entry !== undefined && !(Number.isInteger(entry) && entry > 0 && entry <= 2_147_483_647);
  const [json, setJson] = useState<{ id: number; invoiceNo: string; text: string } | null>(null);
  const list = useQuery({
    queryKey: ['einvoices', entry],
    enabled: !badEntry,
    queryFn: () =>
      api<z.input<typeof royaltyInvoicePage>>(LEDGER_LISTS.royaltyInvoices, {
        query: { pageSize: 200, journalEntryId: entry },
      }),
  });
  const showJson = async (id: number, invoiceNo: string) => {
    try {
      const res = await apiFetch(einvoicePath(id));
      setJson({ id, invoiceNo, text: await res.text() });
    } catch (e) {
      notify({ color: 'red', message: errorMessage(e) });
    }
  };
  const rows = list.data?.rows ?? [];
  return (
    <>
      <PageHeader
        title={entry ? 'Royalty invoice' : 'Royalty e-invoices'}
        subtitle={entry ? `Posted as ledger entry ${entry}` : undefined}
        crumbs={
          entry ? [{ label: 'Royalty e-invoices', to: '/royalty/eInvoice-list' }, { label: 'Invoice' }] : undefined
        }
      />
      {badEntry || (entry && list.data && rows.length === 0) ? (
        <NotFoundState what="Royalty invoice" />
      ) : list.error ? (
        <LoadError error={list.error} onRetry={() => list.refetch()} />
      ) : list.data && rows.length === 0 ? (
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
                  <HiddenTh />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>{r.invoiceNo}</Table.Td>
                    <Table.Td>{formatDate(r.invoiceDate)}</Table.Td>
                    <Table.Td>{franchiseeLabel({ id: r.franchiseeId, companyName: r.companyName })}</Table.Td>
                    <Table.Td>{formatMonth(r.month)}</Table.Td>
                    <Table.Td ta="right">{formatPaise(r.royaltyPaise)}</Table.Td>
                    <Table.Td ta="right">{formatPaise(r.totalPaise)}</Table.Td>
                    <Table.Td>
                      <Tooltip label={r.irn ? `IRN ${r.irn}` : (r.einvoiceError ?? '')} multiline w={320}>
                        <Badge color={COLOR[r.einvoiceStatus] ?? 'gray'} variant="light">
                          {labelOf(EINVOICE_STATUS_LABELS, r.einvoiceStatus)}
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
                          onClick={() => void downloadFile(pdfPath(r.id), {}, `${r.invoiceNo}.pdf`)}
                        >
                          PDF
                        </Button>
                        {r.irn && (
                          <Button size="xs" variant="subtle" onClick={() => void showJson(r.id, r.invoiceNo)}>
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
      <Modal
        opened={json !== null}
        onClose={() => setJson(null)}
        title={`E-invoice ${json?.invoiceNo ?? ''} (IRP schema 1.1)`}
        size="xl"
      >
        <ScrollArea h={480}>
          <Code block>{json?.text}</Code>
        </ScrollArea>
        {json && (
          <Button mt="sm" variant="light" onClick={() => void downloadFile(einvoicePath(json.id), {}, 'einvoice.json')}>
            Download JSON
          </Button>
        )}
      </Modal>
    </>
  );
}
