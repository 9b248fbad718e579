import { Badge, Button, Code, Group, Modal, ScrollArea, Text, Tooltip } from '@mantine/core';
import { formatMonth, formatDate, formatPaise, franchiseeLabel } from '@portal/core';
import {
  PageHeader,
  apiFetch,
  DataTable,
  downloadFile,
  notify,
  errorMessage,
  useListRows,
  type DataColumn,
} from '@portal/ui';
import { useState } from 'react';
import { useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { EINVOICE_STATUS_LABELS, labelOf } from '../../shared/labels.ts';
import { LEDGER_LISTS, type RoyaltyInvoiceListRow } from '../../shared/lists.ts';
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
type Invoice = RoyaltyInvoiceListRow;

const columns: DataColumn<Invoice>[] = [
  { id: 'invoiceNo', header: 'Invoice', primary: true, sort: true },
  { id: 'invoiceDate', header: 'Date', sort: true, cell: (r) => formatDate(r.invoiceDate) },
  {
    id: 'companyName',
    header: 'Centre',
    sort: true,
    cell: (r) => franchiseeLabel({ id: r.franchiseeId, companyName: r.companyName }),
  },
  { id: 'month', header: 'Month', sort: true, cell: (r) => formatMonth(r.month) },
  { id: 'royaltyPaise', header: 'Royalty', align: 'right', sort: true, cell: (r) => formatPaise(r.royaltyPaise) },
  { id: 'totalPaise', header: 'Total with GST', align: 'right', sort: true, cell: (r) => formatPaise(r.totalPaise) },
  {
    id: 'einvoiceStatus',
    header: 'E-invoice',
    cell: (r) => (
      <>
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
      </>
    ),
  },
];

export default function EInvoiceListScreen() {
  const { transactionID } = useParams();
  const entry = transactionID === undefined ? undefined : Number(transactionID);
  const badEntry = entry !== undefined && !(Number.isInteger(entry) && entry > 0 && entry <= 2_147_483_647);
  const [json, setJson] = useState<{ id: number; invoiceNo: string; text: string } | null>(null);
  const list = useListRows(LEDGER_LISTS.royaltyInvoices, { pageSize: 200, journalEntryId: entry }, !badEntry);
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
      ) : (
        <DataTable
          data={list.data?.rows}
          error={list.error}
          onRetry={() => list.refetch()}
          columns={columns}
          rowId={(r) => String(r.id)}
          rowActions={(r) => (
            <Group gap="xs" wrap="nowrap" justify="flex-end">
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
          )}
          empty="No royalty invoice issued yet"
          testId="einvoice-list"
          striped
          minWidth={900}
        />
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
