import { Badge, Card, Drawer, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { enumLabel, formatDate } from '@portal/core';
import {
  EmptyState,
  invalidateCalls,
  LoadError,
  PageHeader,
  parseId,
  ResourceForm,
  ResourceList,
  useAccess,
  useCall,
} from '@portal/ui';
import { useState } from 'react';
import { useParams } from 'react-router';
import { academicCalendarDayShape, academicCalendarShape } from '../../../shared/resources.ts';
import { calendarSummary, CALENDAR_MODULES as M, type CalendarEntry } from '../../../shared/calendar.ts';

function Entries({ rows, empty }: { rows: CalendarEntry[]; empty: string }) {
  if (rows.length === 0)
    return (
      <Text size="sm" c="gray.7">
        {empty}
      </Text>
    );
  return (
    <Stack gap={4}>
      {rows.map((r) => (
        <Group key={`${r.date}-${r.title}-${r.source}`} gap="xs" wrap="nowrap">
          <Text size="sm" w={96}>
            {formatDate(r.date)}
          </Text>
          <Text size="sm">{r.title}</Text>
          <Badge size="xs" variant="light" color={r.source === 'EVENT_CALENDAR' ? 'blue' : 'gray'}>
            {enumLabel(r.source)}
          </Badge>
        </Group>
      ))}
    </Stack>
  );
}

/**
 * academic-calender/update/{academicCalendarID}: the calendar's dates and working week, its own
 * holidays, events and extra working days, and what they come to: the working days, with the holidays
 * marked on the event calendar taken off.
 */
export default function CalendarEditScreen() {
  const id = parseId(useParams().academicCalendarID);
  const access = useAccess();
  const client = useQueryClient();
  const [adding, setAdding] = useState(false);
  const summary = useCall(
    calendarSummary,
    { params: { academicCalendarID: id! } },
    {
      enabled: id !== null,
    },
  );
  if (id === null) return <EmptyState title="No such calendar" />;
  const refresh = () => void invalidateCalls(client, calendarSummary);
  const canWrite = access.canWrite(M.CALENDAR);
  return (
    <>
      <PageHeader
        title="Academic calendar"
        crumbs={[{ label: 'Academic calendars', to: '/academic-calender/list' }, { label: 'Calendar' }]}
      />
      <Stack gap="md">
        {canWrite && <ResourceForm resource={academicCalendarShape} id={id} onSaved={refresh} />}
        {summary.error && <LoadError error={summary.error} onRetry={() => summary.refetch()} />}
        {summary.data && (
          <Card withBorder radius="md" data-testid="calendar-summary">
            <Title order={2} size="h4">
              {summary.data.workingDays} working days
            </Title>
            <Text size="sm" c="gray.7" mb="sm">
              {formatDate(summary.data.from)} to {formatDate(summary.data.to)}, Monday to{' '}
              {summary.data.saturdayWorking ? 'Saturday' : 'Friday'}, less the holidays below
            </Text>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <div>
                <Title order={3} size="h5" mb={4}>
                  Holidays
                </Title>
                <Entries rows={summary.data.holidays} empty="No holidays yet." />
              </div>
              <div>
                <Title order={3} size="h5" mb={4}>
                  Events
                </Title>
                <Entries rows={summary.data.events} empty="No events yet." />
              </div>
            </SimpleGrid>
          </Card>
        )}
        <Title order={2} size="h4">
          Days of this calendar
        </Title>
        <ResourceList
          resource={academicCalendarDayShape}
          fixedFilters={{ calendarId: String(id) }}
          onCreate={canWrite ? () => setAdding(true) : undefined}
        />
      </Stack>
      <Drawer opened={adding} onClose={() => setAdding(false)} title="Add a day" position="right">
        <ResourceForm
          resource={academicCalendarDayShape}
          presets={{ calendarId: id, kind: 'HOLIDAY' }}
          hidden={['calendarId', 'franchiseeId']}
          onSaved={() => {
            setAdding(false);
            refresh();
            void client.invalidateQueries();
          }}
          onCancel={() => setAdding(false)}
        />
      </Drawer>
    </>
  );
}
