import { Anchor, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatMonth, formatPaise, franchiseeLabel, type EndpointAnswer } from '@portal/core';
import {
  call,
  DataTable,
  downloadFile,
  errorMessage,
  invalidateCalls,
  notify,
  PageHeader,
  useAccess,
  useCall,
  type DataColumn,
} from '@portal/ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { ROYALTY_BASE } from '../../shared/figures.ts';
import { EINVOICE_STATUS_LABELS, labelOf, ROYALTY_MODEL_LABELS } from '../../shared/labels.ts';

type RoyaltyRow = EndpointAnswer<typeof C.royaltyList>['rows'][number];

/**
 * royalty/list and royalty/royalty-list/:StudentAdmissionID?/:franchiseeNo: royalty
 * due per centre and month from collected tuition, and the month's invoice — head
 * office issues it here.
 */
export default function RoyaltyListScreen() {
  const { franchiseeNo } = useParams();
  const access = useAccess();
  const queryClient = useQueryClient();
  const franchiseeID = franchiseeNo ? Number(franchiseeNo) : undefined;
  const list = useCall(C.royaltyList, { query: { franchiseeID } });
  // Issuing cannot be taken back (the invoice is numbered and registered for its IRN): it is asked first.
  const [asking, setAsking] = useState<RoyaltyRow | null>(null);
  const issue = useMutation({
    mutationFn: (r: RoyaltyRow) => call(C.issueRoyalty, { body: { month: r.month, franchiseeId: r.franchiseeId } }),
    onSuccess: (r) => {
      setAsking(null);
      notify({ color: 'teal', message: `${r.invoices} invoice(s) issued` });
      void invalidateCalls(queryClient, C.royaltyList);
    },
    onError: (e) => notify({ color: 'red', message: errorMessage(e) }),
  });
  const canIssue = access.superAdmin || access.canWrite('royalty');
  const columns: DataColumn<RoyaltyRow>[] = [
    { id: 'month', header: 'Month', sort: true, cell: (r) => formatMonth(r.month) },
    {
      id: 'companyName',
      header: 'Centre',
      primary: true,
      sort: true,
      cell: (r) => (
        <Link to={`/royalty/student-royalty-details?franchiseeID=${r.franchiseeId}`}>
          {franchiseeLabel({ id: r.franchiseeId, companyName: r.companyName })}
        </Link>
      ),
    },
    {
      id: 'collectedPaise',
      header: ROYALTY_BASE.label,
      align: 'right',
      sort: true,
      cell: (r) => formatPaise(r.collectedPaise),
    },
    { id: 'studentCount', header: 'Students', align: 'right', sort: true },
    {
      id: 'model',
      header: 'Model',
      cell: (r) =>
        labelOf(ROYALTY_MODEL_LABELS, r.model) || (
          <Text span c="dimmed">
            no agreement
          </Text>
        ),
    },
    {
      id: 'royaltyPaise',
      header: 'Royalty due',
      align: 'right',
      sort: (r) => r.figures?.royaltyPaise,
      cell: (r) => (
        <>
          {r.figures ? formatPaise(r.figures.royaltyPaise) : '—'}
          {r.figures && r.figures.minimumTopUpPaise > 0 && (
            <Text size="xs" c="dimmed">
              incl. minimum guarantee {formatPaise(r.figures.minimumTopUpPaise)}
            </Text>
          )}
        </>
      ),
    },
    {
      id: 'invoice',
      header: 'Invoice',
      cell: (r) =>
        r.invoice ? (
          <Group gap="xs">
            <Badge variant="light">{r.invoice.invoiceNo}</Badge>
            <Text size="sm">{formatPaise(r.invoice.totalPaise)}</Text>
            <Text size="xs" c="dimmed">
              {labelOf(EINVOICE_STATUS_LABELS, r.invoice.einvoiceStatus)}
            </Text>
          </Group>
        ) : canIssue && r.figures && r.figures.royaltyPaise > 0 ? (
          <Button
            size="xs"
            loading={issue.isPending}
            onClick={() => setAsking(r)}
            aria-label={`Issue invoice ${r.franchiseeId} ${r.month}`}
          >
            Issue invoice
          </Button>
        ) : null,
    },
  ];
  return (
    <>
      <PageHeader
        title="Royalty"
        actions={
          <Group>
            <Button
              variant="default"
              onClick={() => void downloadFile(C.royaltyReport.path, { franchiseeID }, 'royalty-report.csv')}
            >
              Export
            </Button>
            <Button variant="default" component={Link} to="/royalty/eInvoice-list">
              E-invoices
            </Button>
          </Group>
        }
      />
      <DataTable
        data={list.data?.rows}
        error={list.error}
        onRetry={() => list.refetch()}
        columns={columns}
        rowId={(r) => `${r.franchiseeId}-${r.month}`}
        // The network's list narrows to one centre's months; a centre's own list is already narrowed.
        rowActions={
          franchiseeID === undefined
            ? (r) => (
                <Anchor component={Link} to={`/royalty/royalty-list/${r.franchiseeId}`} size="sm">
                  Centre's months
                </Anchor>
              )
            : undefined
        }
        rowActionsLabel="Centre's months"
        empty={{
          title: 'No royalty due in the last 12 months',
          message: 'No tuition was collected and no minimum guarantee applies.',
        }}
        testId="royalty-list"
        striped
      />
      <Modal opened={asking !== null} onClose={() => setAsking(null)} title="Issue the royalty invoice?">
        {asking && (
          <Stack>
            <Text>
              Issue the royalty invoice of{' '}
              {franchiseeLabel({ id: asking.franchiseeId, companyName: asking.companyName })} for{' '}
              {formatMonth(asking.month)}: {formatPaise(asking.figures?.royaltyPaise ?? 0)} before GST?
            </Text>
            <Text size="sm" c="dimmed">
              The invoice is numbered, posted to the centre’s ledger and sent to the GST portal for its IRN; it cannot
              be withdrawn afterwards.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setAsking(null)}>
                Cancel
              </Button>
              <Button loading={issue.isPending} onClick={() => issue.mutate(asking)}>
                Issue invoice
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
