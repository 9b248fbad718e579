import { Button, Card, Group, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { DatesSetArg, EventClickArg } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import './event-calendar.css';
import timeGridPlugin from '@fullcalendar/timegrid';
import { useMediaQuery } from '@mantine/hooks';
import { enumLabel } from '@portal/core';
import { LoadError, PageHeader, useAccess, useResourceRows } from '@portal/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { COMM_MODULES as M } from '../../shared/constants.ts';

interface EventRow {
  id: number;
  title: string;
  eventType: string;
  startDate: string;
  endDate: string;
  isHoliday: boolean;
}

/** The day after a YYYY-MM-DD (FullCalendar's all-day ends are exclusive). */
function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * event-calendar-view: the chosen centre's events by month, week or as a list; holidays in red. Those with
 * the event-calendar write flag add events from here; a click opens one.
 */
export default function EventCalendarScreen() {
  const access = useAccess();
  const navigate = useNavigate();
  const phone = useMediaQuery('(max-width: 700px)');
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const events = useResourceRows(
    'calendar-events',
    {
      franchiseeID: access.franchiseeId ?? undefined,
      pageSize: 200,
      sort: 'startDate',
      ...(range ? { startDateTo: range.to, endDateFrom: range.from } : {}),
    },
    access.franchiseeId !== null,
  );
  if (events.error) return <LoadError error={events.error} onRetry={() => events.refetch()} />;
  const rows = (events.data?.rows ?? []) as unknown as EventRow[];
  return (
    <>
      <PageHeader
        title="Event calendar"
        actions={
          access.canWrite(M.EVENTS) ? (
            <Button component={Link} to="/eventcalendar/add-event-calendar" leftSection={<IconPlus size={16} />}>
              Add event
            </Button>
          ) : undefined
        }
      />
      <Card withBorder radius="md" data-testid="event-calendar">
        <Group gap="md" mb="sm">
          <Text size="sm">
            <span style={{ color: '#1864ab', fontWeight: 600 }}>■</span> Event
          </Text>
          <Text size="sm">
            <span style={{ color: '#c92a2a', fontWeight: 600 }}>■</span> Holiday
          </Text>
        </Group>
        <FullCalendar
          plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
          initialView={phone ? 'listMonth' : 'dayGridMonth'}
          headerToolbar={{
            left: 'prev,next today',
            center: 'title',
            right: 'dayGridMonth,timeGridWeek,listMonth',
          }}
          buttonText={{ prev: 'Previous', next: 'Next', today: 'Today', month: 'Month', week: 'Week', list: 'List' }}
          // Words on the arrows (icon fonts have no text for screen readers).
          buttonIcons={false}
          // A day cell is named by its number alone, though it holds the day's events: leave it unnamed.
          dayCellDidMount={(arg) => arg.el.removeAttribute('aria-labelledby')}
          height="auto"
          firstDay={1}
          eventDisplay="block"
          datesSet={(arg: DatesSetArg) => setRange({ from: arg.startStr.slice(0, 10), to: arg.endStr.slice(0, 10) })}
          events={rows.map((e) => ({
            id: String(e.id),
            title: e.isHoliday ? `${e.title} (holiday)` : `${e.title} · ${enumLabel(e.eventType)}`,
            start: e.startDate,
            end: nextDay(e.endDate),
            allDay: true,
            backgroundColor: e.isHoliday ? '#c92a2a' : '#1864ab',
            borderColor: e.isHoliday ? '#c92a2a' : '#1864ab',
            textColor: '#ffffff',
          }))}
          eventClick={(arg: EventClickArg) => void navigate(`/eventcalendar/view-calendar/${arg.event.id}`)}
        />
      </Card>
    </>
  );
}
