import { Badge, Text } from '@mantine/core';
import { useMessages } from '@portal/ui';
import { formatDate, formatTime } from '@portal/core';
import type { DayRow } from '../../shared/contracts.ts';
import { dayMessages, type DayWords } from '../messages/index.ts';

/**
 * Where a child is today, in words: not in yet (or not before their first day), in since a time, or collected by
 * someone at a time.
 */
export function DayStatus({ row }: { row: DayRow & { bus?: { logType: 'BOARDED' | 'DROPPED'; at: string } | null } }) {
  const t = useMessages(dayMessages);
  if (row.outAt)
    return (
      <Badge color="gray" variant="light" tt="none" miw="max-content">
        {t('status.collected', { time: formatTime(row.outAt) })}
      </Badge>
    );
  if (row.inAt)
    return (
      <Badge color="green" variant="light" tt="none" miw="max-content">
        {t('status.inSince', { time: formatTime(row.inAt) })}
      </Badge>
    );
  // The bus picked the child up (or left them at the gate): on the way, not missing.
  if (row.bus)
    return (
      <Badge color="blue" variant="light" tt="none" miw="max-content">
        {t(row.bus.logType === 'BOARDED' ? 'status.onBus' : 'status.offBus', { time: formatTime(row.bus.at) })}
      </Badge>
    );
  // Admitted from a later day: not expected in yet, not missing.
  if (row.startsOn)
    return (
      <Badge color="gray" variant="light" tt="none" miw="max-content">
        {t('status.startsOn', { date: formatDate(row.startsOn) })}
      </Badge>
    );
  return (
    <Badge color="yellow" variant="light" tt="none" miw="max-content">
      {t('status.notIn')}
    </Badge>
  );
}

/** How a child came in (the kiosk's QR code, the PIN, the roster), in the reader's language. */
export const methodLabel = (method: string | null, t: DayWords) => (method ? t('words.method', { method }) : '—');

/** Who collected the child, or a dash. */
export function CollectedBy({ row }: { row: DayRow }) {
  return <Text size="sm">{row.collectedBy ?? '—'}</Text>;
}
