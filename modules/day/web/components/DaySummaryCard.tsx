import { Card, Stack, Text, Title } from '@mantine/core';
import { useMessages } from '@portal/ui';
import { daySummary, type SummaryEntry } from '../../shared/summary.ts';
import { dayMessages } from '../messages/index.ts';

/** The day at a glance above its timeline: the same lines the evening email sends. */
export function DaySummaryCard({ entries }: { entries: readonly SummaryEntry[] }) {
  const t = useMessages(dayMessages);
  const lines = daySummary(entries, t);
  if (!lines.length) return null;
  const leftAlready = entries.some((e) => e.kind === 'CHECK_OUT');
  return (
    <Card withBorder radius="md" data-testid="day-summary">
      <Title order={2} size="h4" mb="xs">
        {leftAlready ? t('today.inShort') : t('today.soFar')}
      </Title>
      <Stack gap={6}>
        {lines.map((line) => (
          <Text key={line.label} size="sm" style={{ overflowWrap: 'anywhere' }}>
            <Text span fw={600}>
              {line.label}:
            </Text>{' '}
            {line.text}
          </Text>
        ))}
      </Stack>
    </Card>
  );
}
