import { Badge, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { formatPaise } from '@portal/core';
import { call, notify, useAccess, useAttempt, useMessages } from '@portal/ui';
import { useState } from 'react';
import type { DayRow } from '../../shared/contracts.ts';
import { LATE_PICKUP_MODULES, waiveLateFee } from '../../shared/late-pickup.ts';
import { dayMessages } from '../messages/index.ts';

/** A child's late-pickup fee of the day, in words: the amount and the minutes after closing, or waived. */
export function LateFeeBadge({ fee }: { fee: DayRow['lateFee'] }) {
  const t = useMessages(dayMessages);
  if (!fee) return <>—</>;
  const amount = t('lateFee.amount', { fee: formatPaise(fee.feePaise), minutes: fee.minutesLate });
  return (
    <Badge color={fee.status === 'WAIVED' ? 'gray' : 'orange'} variant="light" tt="none" miw="max-content">
      {t(fee.status === 'WAIVED' ? 'lateFee.waived' : 'lateFee.billed', { amount })}
    </Badge>
  );
}

/** The centre head's waiver of a billed late fee: finance reverses the charge, with the reason given here. */
export function WaiveLateFee({ row, onDone }: { row: DayRow; onDone: () => void }) {
  const t = useMessages(dayMessages);
  const access = useAccess();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const { busy, error, attempt } = useAttempt();
  if (row.lateFee?.status !== 'BILLED' || !access.canWrite(LATE_PICKUP_MODULES.FEES)) return null;
  const fee = row.lateFee;

  async function waive() {
    await attempt(async () => {
      await call(waiveLateFee, { params: { id: fee.id }, body: { reason } });
      notify({ color: 'green', title: t('lateFee.done'), message: t('lateFee.doneText', { child: row.name }) });
      setOpen(false);
      onDone();
    });
  }

  return (
    <>
      <Button size="xs" variant="subtle" onClick={() => setOpen(true)}>
        {t('lateFee.waive')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('lateFee.waiveTitle', { child: row.name })}>
        <Stack>
          <Textarea
            label={t('lateFee.reason')}
            required
            value={reason}
            error={error}
            maxLength={300}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button loading={busy} onClick={() => void waive()}>
              {t('lateFee.waiveAmount', { fee: formatPaise(fee.feePaise) })}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
