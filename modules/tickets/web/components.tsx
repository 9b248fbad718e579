import { Badge, Group } from '@mantine/core';
import { enumLabel } from '@portal/core';
import { isActiveStatus } from '../shared/constants.ts';

const STATUS_COLOR: Record<string, string> = {
  OPEN: 'blue',
  'IN PROGRESS': 'yellow',
  RESOLVED: 'teal',
  CLOSED: 'gray',
};
/** Badges keep their whole word in a narrow table cell instead of an ellipsis. */
const whole = { minWidth: 'max-content' };
const PRIORITY_COLOR: Record<string, string> = { LOW: 'gray', MEDIUM: 'blue', HIGH: 'orange', URGENT: 'red' };

export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge color={STATUS_COLOR[status] ?? 'gray'} variant="light" style={whole}>
      {enumLabel(status)}
    </Badge>
  );
}

export function PriorityBadge({ priority }: { priority: string }) {
  return (
    <Badge color={PRIORITY_COLOR[priority] ?? 'gray'} variant="outline" style={whole}>
      {enumLabel(priority)}
    </Badge>
  );
}

/** True while the ticket waits on someone past its due time. */
export function isOverdue(t: { status?: string; dueAt?: string | Date }): boolean {
  return isActiveStatus(t.status) && !!t.dueAt && new Date(t.dueAt) <= new Date();
}

/** The SLA state beside the status: overdue, and the escalation level once it has moved up. */
export function SlaBadges({ overdue, escalationLevel }: { overdue: boolean; escalationLevel?: number }) {
  const escalated = (escalationLevel ?? 1) > 1;
  if (!overdue && !escalated) return null;
  return (
    <Group gap={4} wrap="nowrap">
      {overdue && (
        <Badge color="red" size="sm" style={whole}>
          Overdue
        </Badge>
      )}
      {escalated && (
        <Badge color="grape" size="sm" style={whole}>
          Escalated L{escalationLevel}
        </Badge>
      )}
    </Group>
  );
}
