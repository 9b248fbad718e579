import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export function EmptyState({
  title,
  message,
  action,
  icon,
}: {
  title: string;
  message?: string;
  action?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <Stack align="center" gap="xs" py={48} px="md" data-testid="empty-state">
      <ThemeIcon size={56} radius="xl" variant="light" color="gray">
        {icon ?? <IconInbox size={30} />}
      </ThemeIcon>
      <Text fw={600}>{title}</Text>
      {message && (
        <Text size="sm" c="dimmed" ta="center" maw={420}>
          {message}
        </Text>
      )}
      {action}
    </Stack>
  );
}
