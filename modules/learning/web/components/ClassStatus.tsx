import { Badge, Stack, Text } from '@mantine/core';
import { palette } from '@portal/ui';
import { onlineClassStatusLabel } from '../../shared/constants.ts';

/** A class's status in words: Cancelled in red (with the reason beneath it), Scheduled in blue. */
export function ClassStatus({ status, reason }: { status: string; reason?: string | null }) {
  const cancelled = status === 'CANCELLED';
  return (
    <Stack gap={2}>
      <Badge variant="light" color={cancelled ? palette.error : palette.info} data-testid="class-status">
        {onlineClassStatusLabel(status)}
      </Badge>
      {cancelled && reason && (
        <Text size="xs" c="gray.7" data-testid="cancel-reason-text">
          {reason}
        </Text>
      )}
    </Stack>
  );
}
