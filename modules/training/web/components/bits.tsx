import { Badge } from '@mantine/core';
import { enumLabel } from '@portal/core';
import { statusColor } from '@portal/ui';
import { displayDate, displayTime } from '../../shared/schedule.ts';

export function when(t: { fromDate: string; toDate: string; fromTime: string; toTime: string }): string {
  const days =
    t.fromDate === t.toDate ? displayDate(t.fromDate) : `${displayDate(t.fromDate)} to ${displayDate(t.toDate)}`;
  return `${days}, ${displayTime(t.fromTime)} – ${displayTime(t.toTime)}`;
}

/** A line with dates (DD-MM-YYYY) and times (hh:mm A) that wraps between them, never inside one. */
export function KeepMoments({ text }: { text: string }) {
  const parts = text.split(/(\d{2}-\d{2}-\d{4}|\d{2}:\d{2} [AP]M)/);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <span key={i} style={{ whiteSpace: 'nowrap' }}>
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}

const RESPONSE_COLOR: Record<string, string> = { PENDING: 'blue', ACCEPTED: 'green', DECLINED: 'red' };

export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge variant="light" color={statusColor(status)}>
      {enumLabel(status)}
    </Badge>
  );
}

export function ResponseBadge({ response }: { response: string }) {
  return (
    <Badge variant="light" color={RESPONSE_COLOR[response] ?? 'gray'}>
      {enumLabel(response)}
    </Badge>
  );
}
