import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatDate, todayInIndia, type EndpointAnswer } from '@portal/core';
import { DataTable, LoadError, PageHeader, useCall, type DataColumn } from '@portal/ui';
import { useState } from 'react';
import * as C from '../../shared/contracts.ts';
import { VISIT_AUDIT_TYPE_LABELS } from '../../shared/constants.ts';

function shift(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return d.toISOString().slice(0, 7);
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
type Visit = EndpointAnswer<typeof C.amsCalendar>['visits'][number];

const columns: DataColumn<Visit>[] = [
  { id: 'visitDate', header: 'Date', sort: true, cell: (v) => formatDate(v.visitDate) },
  { id: 'centre', header: 'Centre', sort: true, primary: true },
  { id: 'manager', header: 'Academic manager', sort: true },
  {
    id: 'auditType',
    header: 'Audit',
    cell: (v) => VISIT_AUDIT_TYPE_LABELS[v.auditType as keyof typeof VISIT_AUDIT_TYPE_LABELS] ?? v.auditType,
  },
];

const monthName = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/** ams/amsCalender (no sign-in): the approved visits and the holidays of a month. */
export default function CalendarScreen() {
  const [month, setMonth] = useState(todayInIndia().slice(0, 7));
  const cal = useCall(C.amsCalendar, { query: { month } });
  return (
    <>
      <PageHeader title="AMS calendar" />
      <Stack>
        <Group>
          <Button variant="default" onClick={() => setMonth(shift(month, -1))}>
            Previous month
          </Button>
          <Title order={2} size="h3">
            {monthName(month)}
          </Title>
          <Button variant="default" onClick={() => setMonth(shift(month, 1))}>
            Next month
          </Button>
        </Group>
        {cal.error ? (
          <LoadError error={cal.error} onRetry={() => cal.refetch()} />
        ) : (
          <>
            {cal.data && cal.data.holidays.length > 0 && (
              <Card withBorder>
                <Title order={3} size="h4">
                  Holidays
                </Title>
                {cal.data.holidays.map((h) => (
                  <Text key={h.holidayDate}>
                    {formatDate(h.holidayDate)}: {h.name}
                  </Text>
                ))}
              </Card>
            )}
            <DataTable
              data={cal.data?.visits}
              columns={columns}
              rowId={(v, i) => `${v.visitDate}-${i}`}
              defaultSort={{ field: 'visitDate', dir: 'asc' }}
              empty="No approved visits this month"
              testId="ams-calendar"
              minWidth={480}
            />
          </>
        )}
      </Stack>
    </>
  );
}
