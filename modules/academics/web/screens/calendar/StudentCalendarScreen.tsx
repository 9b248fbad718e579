import { Card, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CentreCalendar } from '@portal/mod-communication/web/calendar';
import { call, EmptyState, LoadError, PageHeader, parseId } from '@portal/ui';
import { useState } from 'react';
import { useParams } from 'react-router';
import { studentCalendar } from '../../../shared/calendar.ts';

/** The parent's calendar (studentCalender): their child's centre's holidays and events. */
export default function StudentCalendarScreen() {
  const id = parseId(useParams().studentAdmissionId);
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const cal = useQuery({
    queryKey: ['student', 'calendar', id, range?.from, range?.to],
    queryFn: () => call(studentCalendar, { params: { studentAdmissionId: id! }, query: range ? { ...range } : {} }),
    enabled: id !== null && range !== null,
    placeholderData: (previous) => previous,
  });
  if (id === null) return <EmptyState title="No child is linked to this account" />;
  if (cal.error) return <LoadError error={cal.error} onRetry={() => cal.refetch()} />;
  return (
    <>
      <PageHeader title="Calendar" />
      {cal.data && (
        <Text size="sm" c="gray.7" mb="sm">
          Holidays and events at {cal.data.centre} for {cal.data.child}
        </Text>
      )}
      <Card withBorder radius="md" data-testid="student-calendar">
        <CentreCalendar
          events={(cal.data?.events ?? []).map((e) => ({
            id: e.id,
            title: e.isHoliday ? `${e.title} (holiday)` : e.title,
            startDate: e.startDate,
            endDate: e.endDate,
            isHoliday: e.isHoliday,
          }))}
          onRange={setRange}
        />
      </Card>
    </>
  );
}
