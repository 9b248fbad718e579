import { Badge, Text } from '@mantine/core';
import { useMessages } from '@portal/ui';
import { formatTime } from '@portal/core';
import type { DayRow } from '../../shared/contracts.ts';
import { CHECK_IN_METHOD_LABELS, type CheckInMethod } from '../../shared/constants.ts';
import { dayMessages } from '../messages/index.ts';

/** Where a child is today, in words: not in yet, in since a time, or collected by someone at a time. */
export function DayStatus({ row }: { row: DayRow }) {
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
  return (
    <Badge color="yellow" variant="light" tt="none" miw="max-content">
      {t('status.notIn')}
    </Badge>
  );
}

export const methodLabel = (method: string | null) =>
  method ? (CHECK_IN_METHOD_LABELS[method as CheckInMethod] ?? method) : '—';

/** Who collected the child, or a dash. */
export function CollectedBy({ row }: { row: DayRow }) {
  return <Text size="sm">{row.collectedBy ?? '—'}</Text>;
}
