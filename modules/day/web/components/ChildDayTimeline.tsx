import { Card, Group, Text, Timeline } from '@mantine/core';
import { formatTime } from '@portal/core';
import { useMessages } from '@portal/ui';
import type { TimelineEntry } from '../../shared/contracts.ts';
import { entryDetail, entryTitle } from './care-words.ts';
import { CareMedia } from './CareMedia.tsx';
import { DaySummaryCard } from './DaySummaryCard.tsx';
import { dayMessages } from '../messages/index.ts';

/**
 * A child's day in words, as the family reads it: the day at a glance ("Lunch: ate most", "Nap: 10:40 AM to
 * 11:40 AM") and each entry with what and how much, its photo or video fetched with the session. The parent's
 * "Today" and the family circle's member screen (modules/family) both draw it.
 */
export function ChildDayTimeline({ childName, entries }: { childName: string; entries: readonly TimelineEntry[] }) {
  const t = useMessages(dayMessages);
  if (entries.length === 0) return null;
  return (
    <>
      <DaySummaryCard entries={entries} />
      <Card withBorder radius="md" data-testid="child-day">
        <Timeline bulletSize={14} lineWidth={2} active={entries.length - 1}>
          {entries.map((e) => {
            const detail = entryDetail(e, t, entries);
            return (
              <Timeline.Item
                key={e.key}
                data-testid="timeline-entry"
                title={
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text fw={600}>{entryTitle(e, t)}</Text>
                    <Text size="sm" c="dimmed" miw="max-content">
                      {formatTime(e.at)}
                    </Text>
                  </Group>
                }
              >
                {detail && (
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {detail}
                  </Text>
                )}
                {e.fileId && e.mediaType && (
                  <CareMedia fileId={e.fileId} mediaType={e.mediaType} childName={childName} />
                )}
              </Timeline.Item>
            );
          })}
        </Timeline>
      </Card>
    </>
  );
}

export default ChildDayTimeline;
