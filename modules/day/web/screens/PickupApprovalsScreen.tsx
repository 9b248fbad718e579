import { Button, Card, Group, Modal, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { RecordOf } from '@portal/core';
import {
  EmptyState,
  errorMessage,
  invalidateResources,
  LoadError,
  notify,
  PageHeader,
  StatusBadge,
  useAccess,
  useMessages,
  useResourceRows,
  resources,
} from '@portal/ui';
import { useState, type FormEvent } from 'react';
import { pickupShape } from '../../shared/resources.ts';
import { DAY_MODULES as M } from '../../shared/constants.ts';
import { PickupPhoto } from '../components/PickupPhoto.tsx';
import { dayMessages } from '../messages/index.ts';

type Pickup = RecordOf<typeof pickupShape>;

const FIELDS = 'name,relation,mobile,photoFileId,idReference,studentAdmissionId,status,remark';
const SHOWN = ['PENDING', 'APPROVED', 'REJECTED'] as const;

/**
 * day/pickups/list: the adults parents allow to collect their children, with their photos, for the centre's
 * heads to approve or reject. Only an approved pickup may collect a child.
 */
export default function PickupApprovalsScreen() {
  const t = useMessages(dayMessages);
  const queryClient = useQueryClient();
  const { canWrite } = useAccess();
  const [status, setStatus] = useState<string>('PENDING');
  const [rejecting, setRejecting] = useState<Pickup | null>(null);
  const pickups = useResourceRows(pickupShape, { pageSize: 100, fields: FIELDS, status });
  const decides = canWrite(M.PICKUP_APPROVAL);

  async function decide(row: Pickup, command: 'approve' | 'reject', remark?: string) {
    try {
      await resources.command(pickupShape, row.id, command, remark ? { remark } : {});
      notify({
        color: 'green',
        title: t(command === 'approve' ? 'words.approved' : 'words.rejected'),
        message: t(command === 'approve' ? 'approvals.mayCollect' : 'approvals.mayNot', { name: row.name }),
      });
      setRejecting(null);
      await invalidateResources(queryClient, pickupShape);
    } catch (err) {
      notify({ color: 'red', title: t('words.notSaved'), message: errorMessage(err) });
    }
  }

  return (
    <>
      <PageHeader title={t('approvals.title')} subtitle={t('approvals.subtitle')} />
      <Stack>
        <SegmentedControl
          value={status}
          onChange={setStatus}
          data={SHOWN.map((s) => ({ value: s, label: t('words.approval', { status: s }) }))}
          maw={420}
        />
        {pickups.error ? (
          <LoadError error={pickups.error} onRetry={() => pickups.refetch()} />
        ) : pickups.data && pickups.data.rows.length === 0 ? (
          <EmptyState title={t('approvals.none', { status })} />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="pickup-approvals">
            {pickups.data?.rows.map((row) => (
              <Card key={row.id} withBorder radius="md">
                <Group wrap="nowrap" align="flex-start">
                  <PickupPhoto fileId={String(row.photoFileId)} name={row.name} size={96} />
                  <Stack gap={4} style={{ minWidth: 0 }}>
                    <Text fw={600}>{row.name}</Text>
                    <Text size="sm">
                      {t('approvals.relationOf', {
                        relation: t('words.relation', { relation: row.relation }),
                        child: String(row.studentAdmissionIdLabel ?? ''),
                      })}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {row.mobile}
                      {row.idReference ? ` · ${row.idReference}` : ''}
                    </Text>
                    <StatusBadge
                      status={String(row.status)}
                      label={t('words.approval', { status: String(row.status) })}
                    />
                    {row.remark ? (
                      <Text size="xs" c="dimmed">
                        {row.remark}
                      </Text>
                    ) : null}
                  </Stack>
                </Group>
                {decides && (
                  <Group justify="flex-end" gap="xs" mt="sm">
                    {row.status !== 'APPROVED' && (
                      <Button size="xs" color="green" onClick={() => void decide(row, 'approve')}>
                        {t('words.approve')}
                      </Button>
                    )}
                    {row.status !== 'REJECTED' && (
                      <Button size="xs" color="red" variant="light" onClick={() => setRejecting(row)}>
                        {t('words.reject')}
                      </Button>
                    )}
                  </Group>
                )}
              </Card>
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <RejectDialog
        row={rejecting}
        onClose={() => setRejecting(null)}
        onReject={(row, reason) => decide(row, 'reject', reason)}
      />
    </>
  );
}

function RejectDialog({
  row,
  onClose,
  onReject,
}: {
  row: Pickup | null;
  onClose(): void;
  onReject(row: Pickup, reason: string): Promise<void>;
}) {
  const t = useMessages(dayMessages);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!row) return;
    setBusy(true);
    await onReject(row, reason.trim());
    setBusy(false);
    setReason('');
  }
  return (
    <Modal opened={row !== null} onClose={onClose} title={row ? t('approvals.rejectTitle', { name: row.name }) : ''}>
      <form onSubmit={submit}>
        <Stack>
          <TextInput
            label={t('approvals.reason')}
            maxLength={300}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            required
          />
          <Group justify="flex-end">
            <Button type="submit" color="red" loading={busy} disabled={!reason.trim()}>
              {t('words.reject')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
