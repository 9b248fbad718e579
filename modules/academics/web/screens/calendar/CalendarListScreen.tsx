import { Card, Stack, Text, Title } from '@mantine/core';
import { CentreCalendar } from '@portal/mod-communication/web/calendar';
import {
  fillPath,
  LoadError,
  PageHeader,
  ResourceList,
  useAccess,
  useCall,
  useMessages,
  type ResourceScreenProps,
} from '@portal/ui';
import { useState } from 'react';
import { centreCalendar } from '../../../shared/calendar.ts';
import { academicsMessages } from '../../messages/index.ts';
import { shownEvents } from './calendar-events.ts';

/**
 * academic-calender/list: the centre's calendar as its staff read it (a teacher: their centre's), every closure
 * and event of both calendars, over the list of its academic calendars. Head office sees the calendar once a
 * centre is chosen.
 */
export default function CalendarListScreen({ resource, links }: ResourceScreenProps) {
  const t = useMessages(academicsMessages);
  const { franchiseeId } = useAccess();
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const cal = useCall(
    centreCalendar,
    { query: { ...(franchiseeId ? { franchiseeId } : {}), ...(range ?? {}) } },
    {
      enabled: range !== null,
      placeholderData: (previous) => previous,
      retry: false,
      quiet: true,
    },
  );
  const rowPattern = links.edit;
  return (
    <>
      <PageHeader title={t('calendar.centreTitle')} />
      <Stack>
        {/* Head office without a chosen centre has no centre's calendar to read: the list stays. */}
        {cal.error && franchiseeId !== null && <LoadError error={cal.error} onRetry={() => cal.refetch()} />}
        <Card withBorder radius="md" data-testid="centre-calendar" hidden={Boolean(cal.error)}>
          {cal.data && (
            <Text size="sm" c="gray.7" mb="sm">
              {t('calendar.centreIntro', { centre: cal.data.centre })}
            </Text>
          )}
          <CentreCalendar
            events={shownEvents(cal.data?.events, (title) => t('calendar.holiday', { title }))}
            onRange={setRange}
          />
        </Card>
        <Title order={2} size="h4">
          {t('calendar.calendars')}
        </Title>
        <ResourceList
          resource={resource}
          createPath={links.create}
          rowPath={rowPattern ? (row) => fillPath(rowPattern, row.id) : undefined}
        />
      </Stack>
    </>
  );
}
