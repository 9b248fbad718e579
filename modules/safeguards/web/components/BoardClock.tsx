import { Badge } from '@mantine/core';
import { indiaDateTime } from './india-time.ts';

/** The 72-hour report to the Data Protection Board: sent, overdue, or the time left. */
export function BoardClock({ dueAt, reportedAt }: { dueAt: string; reportedAt: string | null }) {
  if (reportedAt)
    return (
      <Badge color="green" variant="light">
        Reported {indiaDateTime(reportedAt)}
      </Badge>
    );
  const hoursLeft = Math.floor((new Date(dueAt).getTime() - Date.now()) / 3_600_000);
  if (hoursLeft < 0)
    return (
      <Badge color="red" variant="light">
        Overdue since {indiaDateTime(dueAt)}
      </Badge>
    );
  return (
    <Badge color={hoursLeft < 24 ? 'orange' : 'blue'} variant="light">
      Due {indiaDateTime(dueAt)} ({hoursLeft} h left)
    </Badge>
  );
}
