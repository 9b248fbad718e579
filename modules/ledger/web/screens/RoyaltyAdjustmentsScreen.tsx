import { Alert, Anchor, Badge, Button, Group, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import { formatDate, formatMonth, formatPaise, franchiseeLabel, type RecordOf } from '@portal/core';
import {
  actionMark,
  DataTable,
  downloadFile,
  downloadStoredFile,
  errorMessage,
  notify,
  PageHeader,
  resources,
  useAccess,
  useMessages,
  useResourceRows,
  type DataColumn,
} from '@portal/ui';
import { useState } from 'react';
import {
  ADJUSTMENT_DECISIONS,
  adjustmentEInvoice,
  raiseAdjustment,
  royaltyAdjustmentShape,
} from '../../shared/adjustments.ts';
import { useCentres } from '../components.tsx';
import { ledgerMessages } from '../messages/index.ts';

import { RaiseForm } from '../components/adjustments/RaiseForm.tsx';
type Adjustment = RecordOf<typeof royaltyAdjustmentShape>;
/** What the list shows beyond its declared columns: the details, the file, the decision and the note. */
const LIST_FIELDS = [
  'franchiseeId',
  'invoiceNo',
  'month',
  'direction',
  'reason',
  'details',
  'amountPaise',
  'fileId',
  'status',
  'refusedReason',
  'noteNo',
  'totalPaise',
  'irn',
  'createdAt',
].join(',');
const STATUS_COLOR: Record<string, string> = { PENDING: 'orange', ACCEPTED: 'green', REFUSED: 'red' };
const einvoicePath = (id: number) => adjustmentEInvoice.path.replace(':id', String(id));

/**
 * royalty/adjustments: a centre asks head office to correct one of its royalty invoices (a refund to a family, a
 * wrong revenue figure, a closed week) and follows the decision; head office accepts it, and its credit or debit
 * note with the e-invoice follows, or refuses it with a reason.
 */
export default function RoyaltyAdjustmentsScreen() {
  const t = useMessages(ledgerMessages);
  const { allows } = useAccess();
  const mayRaise = allows(raiseAdjustment);
  const mayDecide = allows(ADJUSTMENT_DECISIONS.accept);
  const list = useResourceRows(royaltyAdjustmentShape, { pageSize: 100, fields: LIST_FIELDS });
  const [refusing, setRefusing] = useState<Adjustment | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const centres = useCentres();
  const centreName = (id: number) => centres.data?.rows.find((c) => c.id === id)?.companyName ?? String(id);

  async function accept(row: Adjustment) {
    setBusy(`accept-${row.id}`);
    try {
      const done = await resources.command(royaltyAdjustmentShape, row.id, 'accept', {});
      notify({ color: 'green', message: t('adjustments.accepted', { note: String(done.noteNo ?? '') }) });
      await list.refetch();
    } catch (err) {
      notify({ color: 'red', message: errorMessage(err) });
    } finally {
      setBusy(null);
    }
  }

  const columns: DataColumn<Adjustment>[] = [
    {
      id: 'invoiceNo',
      header: t('adjustments.invoice'),
      primary: true,
      cell: (r) => (
        <Text size="sm" data-as-written>
          {r.invoiceNo}
        </Text>
      ),
    },
    { id: 'month', header: t('adjustments.month'), cell: (r) => formatMonth(r.month) },
    {
      id: 'franchiseeId',
      header: t('adjustments.centre'),
      hideOnPhone: true,
      cell: (r) => franchiseeLabel({ id: r.franchiseeId, companyName: centreName(r.franchiseeId) }),
    },
    {
      id: 'reason',
      header: t('adjustments.reason'),
      cell: (r) => (
        <Stack gap={2}>
          <Text size="sm">{t('adjustmentReason', { reason: r.reason ?? '' })}</Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {r.details}
          </Text>
          {r.fileId && (
            <Anchor
              component="button"
              type="button"
              size="xs"
              onClick={() => void downloadStoredFile(r.fileId!, t('adjustments.supporting'))}
            >
              {t('adjustments.supporting')}
            </Anchor>
          )}
        </Stack>
      ),
    },
    {
      id: 'amountPaise',
      header: t('adjustments.amount'),
      align: 'right',
      cell: (r) => `${t('adjustmentDirection', { direction: r.direction ?? '' })}: ${formatPaise(r.amountPaise)}`,
    },
    {
      id: 'status',
      header: t('adjustments.status'),
      cell: (r) => (
        <Stack gap={2} data-testid={`adjustment-status-${r.id}`}>
          <Badge color={STATUS_COLOR[r.status ?? ''] ?? 'gray'} variant="light">
            {t('adjustmentStatus', { status: r.status ?? '' })}
          </Badge>
          {r.status === 'REFUSED' && r.refusedReason && (
            <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
              {t('adjustments.refusedBecause', { reason: r.refusedReason })}
            </Text>
          )}
          {r.status === 'ACCEPTED' && r.noteNo && (
            <Text size="xs" data-testid={`adjustment-note-${r.id}`}>
              {t('adjustments.noteLine', { note: r.noteNo, total: formatPaise(r.totalPaise) })}
            </Text>
          )}
        </Stack>
      ),
    },
    { id: 'createdAt', header: t('adjustments.raised'), hideOnPhone: true, cell: (r) => formatDate(r.createdAt) },
  ];

  return (
    <>
      <PageHeader title={t('adjustments.title')} subtitle={t('adjustments.subtitle')} />
      <Stack gap="md">
        {mayRaise && <RaiseForm onSent={() => void list.refetch()} />}
        <Title order={4}>{t('adjustments.list')}</Title>
        <DataTable
          data={list.data?.rows}
          error={list.error}
          onRetry={() => list.refetch()}
          columns={columns}
          rowId={(r) => String(r.id)}
          rowActions={(r) => (
            <Group gap="xs" wrap="wrap" justify="flex-end">
              {r.status === 'PENDING' && mayDecide && (
                <>
                  <Button
                    size="xs"
                    color="green"
                    loading={busy === `accept-${r.id}`}
                    onClick={() => void accept(r)}
                    data-testid={`accept-${r.id}`}
                    {...actionMark(ADJUSTMENT_DECISIONS.accept)}
                  >
                    {t('adjustments.accept')}
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    onClick={() => setRefusing(r)}
                    data-testid={`refuse-${r.id}`}
                    {...actionMark(ADJUSTMENT_DECISIONS.refuse)}
                  >
                    {t('adjustments.refuse')}
                  </Button>
                </>
              )}
              {r.status === 'ACCEPTED' && r.irn && r.noteNo && (
                <Button
                  size="xs"
                  variant="subtle"
                  onClick={() => void downloadFile(einvoicePath(r.id), {}, `${r.noteNo!.replace(/\//g, '-')}.json`)}
                  data-testid={`einvoice-${r.id}`}
                >
                  {t('adjustments.einvoice')}
                </Button>
              )}
            </Group>
          )}
          empty={t('adjustments.empty')}
          testId="royalty-adjustments"
        />
      </Stack>
      <RefuseDialog row={refusing} onClose={() => setRefusing(null)} onDone={() => void list.refetch()} />
    </>
  );
}

/** Head office refuses with a reason the centre reads. */
function RefuseDialog({ row, onClose, onDone }: { row: Adjustment | null; onClose(): void; onDone(): void }) {
  const t = useMessages(ledgerMessages);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function refuse() {
    if (!row) return;
    setBusy(true);
    setProblem(null);
    try {
      await resources.command(royaltyAdjustmentShape, row.id, 'refuse', { reason });
      notify({ color: 'green', message: t('adjustments.refused') });
      setReason('');
      onClose();
      onDone();
    } catch (err) {
      setProblem(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened={row !== null} onClose={onClose} title={t('adjustments.confirmRefuse')}>
      <Stack gap="sm">
        {problem && <Alert color="red">{problem}</Alert>}
        <Textarea
          label={t('adjustments.refuseReason')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          autosize
          minRows={2}
          data-testid="refuse-reason"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('adjustments.cancel')}
          </Button>
          <Button color="red" loading={busy} onClick={() => void refuse()} data-testid="confirm-refuse">
            {t('adjustments.confirmRefuse')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
