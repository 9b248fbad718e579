import { Text } from '@mantine/core';
import { formatDate, formatTime } from '@portal/core';
import { DataTable, LoadError, PageHeader, useCall, useMessages, type DataColumn } from '@portal/ui';
import { myShifts } from '../../shared/rota-contracts.ts';
import type { z } from 'zod';
import type { myShift } from '../../shared/rota-contracts.ts';
import { registerMessages } from '../messages/index.ts';

type Shift = z.output<typeof myShift>;

/** safety-register/my-shifts: the signed-in teacher's published shifts for the next four weeks (cards on a phone). */
export default function MyShiftsScreen() {
  const t = useMessages(registerMessages);
  const shifts = useCall(myShifts);
  if (shifts.error) return <LoadError error={shifts.error} onRetry={() => shifts.refetch()} />;
  const columns: DataColumn<Shift>[] = [
    { id: 'day', header: t('myShifts.day'), primary: true, nowrap: true, cell: (s) => formatDate(s.day) },
    { id: 'className', header: t('myShifts.className') },
    {
      id: 'time',
      header: t('myShifts.time'),
      nowrap: true,
      cell: (s) => `${formatTime(s.startsAt)} – ${formatTime(s.endsAt)}`,
    },
  ];
  return (
    <>
      <PageHeader title={t('myShifts.title')} />
      {shifts.data && shifts.data.rows.length === 0 ? <Text>{t('myShifts.none')}</Text> : null}
      <DataTable
        data={shifts.data?.rows}
        columns={columns}
        rowId={(s) => String(s.id)}
        loading={shifts.isLoading}
        testId="my-shifts"
      />
    </>
  );
}
