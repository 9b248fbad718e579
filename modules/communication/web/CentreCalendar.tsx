import type { DatesSetArg, EventClickArg } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { Group, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { localeOf } from '@portal/core';
import { useLanguage, useMessages } from '@portal/ui';
import { communicationMessages } from './messages/index.ts';
import './screens/event-calendar.css';

/** One all-day entry of a centre's calendar (dates YYYY-MM-DD, the end included). */
export interface CentreCalendarEvent {
  id: string;
  title: string;
  startDate: string;
  endDate: string;
  isHoliday: boolean;
}

const EVENT_COLOUR = '#1864ab';
const HOLIDAY_COLOUR = '#c92a2a';

/** The day after a YYYY-MM-DD (FullCalendar's all-day ends are exclusive). */
function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * A centre's calendar by month, week or as a list (a list on a phone), holidays in red, with the
 * accessibility fixes the screens need: words on the arrows, unnamed day cells, readable greys.
 */
export function CentreCalendar({
  events,
  onRange,
  onEventClick,
}: {
  events: CentreCalendarEvent[];
  onRange?(range: { from: string; to: string }): void;
  onEventClick?(id: string): void;
}) {
  // Read at the first render: FullCalendar takes its first view once, so a phone must not start on the month grid.
  const phone = useMediaQuery('(max-width: 700px)', undefined, { getInitialValueInEffect: false });
  const t = useMessages(communicationMessages);
  const language = useLanguage();
  return (
    <>
      <Group gap="md" mb="sm">
        <Text size="sm">
          <span style={{ color: EVENT_COLOUR, fontWeight: 600 }}>■</span> {t('centreCalendar.event')}
        </Text>
        <Text size="sm">
          <span style={{ color: HOLIDAY_COLOUR, fontWeight: 600 }}>■</span> {t('centreCalendar.holiday')}
        </Text>
      </Group>
      <FullCalendar
        key={phone ? 'phone' : 'wide'}
        plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
        initialView={phone ? 'listMonth' : 'dayGridMonth'}
        // A phone shows the month as a list, whose events read in full: the month and week grids stay for wide screens.
        headerToolbar={
          phone
            ? { left: 'title', center: '', right: 'prev,next today' }
            : { left: 'prev,next today', center: 'title', right: 'dayGridMonth,timeGridWeek,listMonth' }
        }
        // The month's and days' names in the reader's language (Intl); the controls' words from the module's catalogue.
        locale={localeOf(language)}
        buttonText={{
          prev: t('centreCalendar.previous'),
          next: t('centreCalendar.next'),
          today: t('centreCalendar.today'),
          month: t('centreCalendar.month'),
          week: t('centreCalendar.week'),
          list: t('centreCalendar.list'),
        }}
        noEventsText={t('centreCalendar.noEvents')}
        allDayText={t('centreCalendar.allDay')}
        // Words on the arrows (icon fonts have no text for screen readers).
        buttonIcons={false}
        // A day cell is named by its number alone, though it holds the day's events: leave it unnamed.
        dayCellDidMount={(arg) => arg.el.removeAttribute('aria-labelledby')}
        height="auto"
        firstDay={1}
        eventDisplay="block"
        datesSet={(arg: DatesSetArg) => onRange?.({ from: arg.startStr.slice(0, 10), to: arg.endStr.slice(0, 10) })}
        events={events.map((e) => ({
          id: e.id,
          title: e.title,
          start: e.startDate,
          end: nextDay(e.endDate),
          allDay: true,
          backgroundColor: e.isHoliday ? HOLIDAY_COLOUR : EVENT_COLOUR,
          borderColor: e.isHoliday ? HOLIDAY_COLOUR : EVENT_COLOUR,
          textColor: '#ffffff',
        }))}
        eventClick={onEventClick ? (arg: EventClickArg) => onEventClick(arg.event.id) : undefined}
      />
    </>
  );
}
