import { Badge } from '@mantine/core';
import { useMessages } from '@portal/ui';
import { ESCALATE_WITHIN_DAYS } from '../../shared/constants.ts';
import { privacyMessages } from '../messages/index.ts';

/** Days left of a request's 90: green with time to spare, orange inside the last 15, red once late. */
export function DueClock({ daysLeft, open }: { daysLeft: number; open: boolean }) {
  const t = useMessages(privacyMessages);
  if (!open) return null;
  const color = daysLeft < 0 ? 'red' : daysLeft < ESCALATE_WITHIN_DAYS ? 'orange' : 'green';
  return (
    <Badge color={color} variant="light" miw="max-content">
      {daysLeft < 0 ? t('desk.overdue', { days: -daysLeft }) : t('desk.daysLeft', { days: daysLeft })}
    </Badge>
  );
}
