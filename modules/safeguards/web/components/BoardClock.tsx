import { Badge } from '@mantine/core';
import { formatDateTime } from '@portal/core';

/** The 72-hour report to the Data Protection Board: sent, overdue, or the time left. */
export function BoardClock({ dueAt, reportedAt }: { dueAt: string; reportedAt: string | null }) {
  if (reportedAt)
    return (
      <Badge color="green" variant="light">
        Reported {formatDateTime(reportedAt)}
      </Badge>
    );
  const hoursLeft = Math.floor((new Date(dueAt).getTime() - Date.now()) / 3_600_000);
  if (hoursLeft < 0)
    return (
      <Badge color="red" variant="light">
        Overdue since {formatDateTime(dueAt)}
      </Badge>
    );
  return (
    <Badge color={hoursLeft < 24 ? 'orange' : 'blue'} variant="light">
      Due {formatDateTime(dueAt)} ({hoursLeft} h left)
    </Badge>
  );
}
