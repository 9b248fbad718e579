import { Badge, type BadgeProps } from '@mantine/core';
import { enumLabel } from '@portal/core';
import { statusColor } from '../theme.ts';

export interface StatusBadgeProps extends Omit<BadgeProps, 'color' | 'children'> {
  /** Nothing is drawn for a record that has no status yet. */
  status: string | null;
  /** The label when the screen knows a better one than the value's own (a field's option label). */
  label?: string;
}

/**
 * A record's status in its colour (spec: tag style by status) and in words, never as the stored value. It keeps
 * its full width: a crowded table row wraps other cells rather than cut the status short.
 */
export function StatusBadge({ status, label, variant = 'light', ...rest }: StatusBadgeProps) {
  if (status === null) return null;
  return (
    <Badge variant={variant} color={statusColor(status)} miw="max-content" {...rest}>
      {label ?? enumLabel(status)}
    </Badge>
  );
}
