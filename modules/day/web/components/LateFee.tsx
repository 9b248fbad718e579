import { Badge, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { formatRs } from '@portal/core';
import { call, errorMessage, notify, useAccess } from '@portal/ui';
import { useState } from 'react';
import type { DayRow } from '../../shared/contracts.ts';
import { LATE_PICKUP_MODULES, waiveLateFee } from '../../shared/late-pickup.ts';

/** A child's late-pickup fee of the day, in words: the amount and the minutes after closing, or waived. */
export function LateFeeBadge({ fee }: { fee: DayRow['lateFee'] }) {
  if (!fee) return <>—</>;
  const words = `${formatRs(fee.feePaise)}, ${fee.minutesLate} min late`;
  return (
    <Badge color={fee.status === 'WAIVED' ? 'gray' : 'orange'} variant="light" tt="none" miw="max-content">
      {fee.status === 'WAIVED' ? `Waived (${words})` : `Late fee ${words}`}
    </Badge>
  );
}

/** The centre head's waiver of a billed late fee: finance reverses the charge, with the reason given here. */
export function WaiveLateFee({ row, onDone }: { row: DayRow; onDone: () => void }) {
  const access = useAccess();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (row.lateFee?.status !== 'BILLED' || !access.canWrite(LATE_PICKUP_MODULES.FEES)) return null;
  const fee = row.lateFee;

  async function waive() {
    setBusy(true);
    try {
      await call(waiveLateFee, { params: { id: fee.id }, body: { reason } });
      notify({ color: 'green', title: 'Fee waived', message: `${row.name}'s late pickup fee is taken back.` });
      setOpen(false);
      onDone();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button size="xs" variant="subtle" onClick={() => setOpen(true)}>
        Waive fee
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={`Waive ${row.name}'s late pickup fee`}>
        <Stack>
          <Textarea
            label="Reason"
            required
            value={reason}
            error={error}
            maxLength={300}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button loading={busy} onClick={() => void waive()}>
              Waive {formatRs(fee.feePaise)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
