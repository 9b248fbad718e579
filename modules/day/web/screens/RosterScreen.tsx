import { Button, Group, Select, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { formatDate, formatTime } from '@portal/core';
import {
  DataTable,
  errorMessage,
  invalidateCalls,
  notify,
  PageHeader,
  setCallData,
  useLiveCalls,
  useMessages,
  type DataColumn,
} from '@portal/ui';
import { DAY_LIVE_KINDS } from '../../shared/constants.ts';
import { useState } from 'react';
import * as C from '../../shared/contracts.ts';
import type { DayRow } from '../../shared/contracts.ts';
import { CareLogDialog, type CareTarget } from '../components/CareLogDialog.tsx';
import { ClassDiaryDialog, type DiaryTarget } from '../components/ClassDiaryDialog.tsx';
import { IncidentDraftDialog } from '../components/IncidentDraftDialog.tsx';
import { CheckOutDialog } from '../components/CheckOutDialog.tsx';
import { DayStatus } from '../components/day-status.tsx';
import { LateFeeBadge, WaiveLateFee } from '../components/LateFee.tsx';
import { StaffPresenceBar } from '../components/StaffPresenceBar.tsx';
import { ClassroomQueueBar } from '../components/ClassroomQueueBar.tsx';
import { useKeptCall } from '../offline/cached.ts';
import { classroomWrite } from '../offline/classroom.ts';
import { dayMessages, type DayWords } from '../messages/index.ts';

const columnsIn = (t: DayWords): DataColumn<DayRow>[] => [
  {
    id: 'name',
    header: t('words.child'),
    primary: true,
    sort: true,
    cell: (r) => (
      <>
        {r.name}
        {r.sectionName && (
          <Text size="xs" c="dimmed">
            {r.sectionName}
          </Text>
        )}
      </>
    ),
  },
  { id: 'status', header: t('words.today'), nowrap: true, cell: (r) => <DayStatus row={r} /> },
  {
    id: 'inAt',
    header: t('words.in'),
    nowrap: true,
    hideOnPhone: true,
    cell: (r) => (r.inAt ? formatTime(r.inAt) : '—'),
  },
  { id: 'collectedBy', header: t('words.collectedBy'), cell: (r) => r.collectedBy ?? '—' },
  { id: 'lateFee', header: t('roster.lateFee'), cell: (r) => <LateFeeBadge fee={r.lateFee} /> },
];

/**
 * day/roster: today's class with one tap per child to check in, check-out to an approved pickup, and the care
 * log: one event for the class's checked-in children, or a quick log for one child.
 */
export default function RosterScreen() {
  const t = useMessages(dayMessages);
  const columns = columnsIn(t);
  const queryClient = useQueryClient();
  const [classId, setClassId] = useState<number | undefined>(undefined);
  const [busy, setBusy] = useState<number | null>(null);
  const [leaving, setLeaving] = useState<DayRow | null>(null);
  const [logging, setLogging] = useState<CareTarget | null>(null);
  const [reporting, setReporting] = useState<DayRow | null>(null);
  const [writingDiary, setWritingDiary] = useState<DiaryTarget | null>(null);
  // Kept on the device: the class's roster works without a connection.
  const roster = useKeptCall(C.roster, { query: { classId } }, ['day', 'roster', classId]);
  const refresh = () => invalidateCalls(queryClient, C.roster);
  // A colleague's check-in, check-out or log shows at once.
  useLiveCalls(DAY_LIVE_KINDS, [C.roster]);

  async function checkIn(row: DayRow) {
    setBusy(row.studentAdmissionId);
    try {
      const label = t('roster.checkedInText', { child: row.name });
      const done = await classroomWrite(
        C.rosterCheckIn,
        { body: { studentAdmissionId: row.studentAdmissionId } },
        label,
      );
      if (done.queued) {
        // Shown as in at once; the server records the minute of this tap when the connection returns.
        const at = new Date().toISOString();
        setCallData(queryClient, C.roster, { query: { classId } }, (old) =>
          old
            ? {
                ...old,
                rows: old.rows.map((r) =>
                  r.studentAdmissionId === row.studentAdmissionId ? { ...r, inAt: at, inMethod: 'ROSTER' } : r,
                ),
              }
            : old,
        );
        // The row and the "waiting to send" count say so: no notice covers the next child's button.
        return;
      }
      notify({ color: 'green', title: t('roster.checkedIn'), message: label });
      await refresh();
    } catch (err) {
      notify({ color: 'red', title: t('roster.notCheckedIn'), message: errorMessage(err) });
    } finally {
      setBusy(null);
    }
  }

  const data = roster.data;
  const className = data?.classes.find((c) => c.id === data.classId)?.name ?? t('roster.theClass');
  const anyHere = data?.rows.some((r) => r.inAt && !r.outAt) ?? false;
  return (
    <>
      <PageHeader title={t('roster.title')} subtitle={data ? formatDate(data.day) : undefined} />
      <Stack>
        <ClassroomQueueBar />
        <StaffPresenceBar classId={data?.classId ?? null} className={className} />
        <Group justify="space-between" align="flex-end" wrap="wrap">
          {data && data.classes.length > 1 ? (
            <Select
              label={t('words.class')}
              maw={320}
              data={data.classes.map((c) => ({ value: String(c.id), label: c.name }))}
              value={data.classId ? String(data.classId) : null}
              onChange={(value) => setClassId(value ? Number(value) : undefined)}
              allowDeselect={false}
            />
          ) : (
            <span />
          )}
          {data?.classId && (
            <Group gap="xs">
              <Button
                variant="default"
                onClick={() => setWritingDiary({ classId: data.classId!, className, day: data.day })}
              >
                {t('roster.diary')}
              </Button>
              <Button
                variant="light"
                disabled={!anyHere}
                onClick={() => setLogging({ classId: data.classId!, className, children: data.rows })}
              >
                {t('roster.logForClass')}
              </Button>
            </Group>
          )}
        </Group>
        <DataTable
          data={data?.rows}
          columns={columns}
          rowId={(r) => String(r.studentAdmissionId)}
          loading={roster.isLoading}
          error={roster.error}
          onRetry={() => roster.refetch()}
          empty={{ title: t('roster.noChildren'), message: t('roster.noChildrenText') }}
          testId="day-roster"
          rowActionsLabel={t('roster.actions')}
          rowActions={(r) =>
            r.outAt ? (
              <WaiveLateFee row={r} onDone={() => void refresh()} />
            ) : r.inAt ? (
              <Group gap={4} wrap="nowrap">
                <Button size="xs" variant="default" onClick={() => setLogging({ child: r })}>
                  {t('roster.log')}
                  <VisuallyHidden> {t('roster.logFor', { child: r.name })}</VisuallyHidden>
                </Button>
                <Button size="xs" variant="default" onClick={() => setReporting(r)}>
                  {t('roster.incident')}
                  <VisuallyHidden> {t('roster.logFor', { child: r.name })}</VisuallyHidden>
                </Button>
                <Button size="xs" variant="light" onClick={() => setLeaving(r)}>
                  {t('roster.checkOut')}
                </Button>
              </Group>
            ) : (
              <Group gap={4}>
                <Button size="xs" loading={busy === r.studentAdmissionId} onClick={() => void checkIn(r)}>
                  {t('roster.checkIn')}
                </Button>
              </Group>
            )
          }
        />
      </Stack>
      <CareLogDialog target={logging} onClose={() => setLogging(null)} />
      <IncidentDraftDialog child={reporting} onClose={() => setReporting(null)} />
      <ClassDiaryDialog target={writingDiary} onClose={() => setWritingDiary(null)} />
      <CheckOutDialog
        child={leaving}
        onClose={() => setLeaving(null)}
        onDone={() => {
          setLeaving(null);
          void refresh();
        }}
      />
    </>
  );
}
