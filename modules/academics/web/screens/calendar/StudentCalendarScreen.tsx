import { Card, Text } from '@mantine/core';
import { CentreCalendar } from '@portal/mod-communication/web/calendar';
import { EmptyState, LoadError, PageHeader, parseId, useCall, useMessages } from '@portal/ui';
import { useState } from 'react';
import { useParams } from 'react-router';
import { studentCalendar } from '../../../shared/calendar.ts';
import { academicsMessages } from '../../messages/index.ts';
import { shownEvents } from './calendar-events.ts';

/** The parent's calendar (studentCalender): their child's centre's holidays and events. */
export default function StudentCalendarScreen() {
  const t = useMessages(academicsMessages);
  const id = parseId(useParams().studentAdmissionId);
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const cal = useCall(
    studentCalendar,
    { params: { studentAdmissionId: id! }, query: range ? { ...range } : {} },
    {
      enabled: id !== null && range !== null,
      placeholderData: (previous) => previous,
    },
  );
  if (id === null) return <EmptyState title={t('calendar.noChild')} />;
  if (cal.error) return <LoadError error={cal.error} onRetry={() => cal.refetch()} />;
  return (
    <>
      <PageHeader title={t('calendar.title')} />
      {cal.data && (
        <Text size="sm" c="gray.7" mb="sm">
          {t('calendar.intro', { centre: cal.data.centre, child: cal.data.child })}
        </Text>
      )}
      <Card withBorder radius="md" data-testid="student-calendar">
        <CentreCalendar
          events={shownEvents(cal.data?.events, (title) => t('calendar.holiday', { title }))}
          onRange={setRange}
        />
      </Card>
    </>
  );
}
