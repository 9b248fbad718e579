import { Button, Card } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { enumLabel } from '@portal/core';
import { LoadError, PageHeader, useAccess, useResourceRows } from '@portal/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { COMM_MODULES as M } from '../../shared/constants.ts';
import { eventShape } from '../../shared/resources.ts';
import { CentreCalendar } from '../CentreCalendar.tsx';

/**
 * event-calendar-view: the chosen centre's events (else those of the member's own centres) by month, week or as
 * a list; holidays in red. Those with the event-calendar write flag add events from here; a click opens one.
 */
export default function EventCalendarScreen() {
  const access = useAccess();
  const navigate = useNavigate();
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const events = useResourceRows(
    eventShape,
    {
      franchiseeID: access.franchiseeId ?? undefined,
      pageSize: 200,
      sort: 'startDate',
      ...(range ? { startDateTo: range.to, endDateFrom: range.from } : {}),
    },
    // Without a chosen centre the server's fence gives the member's own centre (or every centre they reach).
    true,
  );
  if (events.error) return <LoadError error={events.error} onRetry={() => events.refetch()} />;
  const rows = events.data?.rows ?? [];
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
        <CentreCalendar
          events={rows.map((e) => ({
            id: String(e.id),
            title: e.isHoliday ? `${e.title} (holiday)` : `${e.title} · ${enumLabel(e.eventType)}`,
            startDate: e.startDate,
            endDate: e.endDate,
            isHoliday: e.isHoliday === true,
          }))}
          onRange={setRange}
          onEventClick={(id) => void navigate(`/eventcalendar/view-calendar/${id}`)}
        />
      </Card>
    </>
  );
}
