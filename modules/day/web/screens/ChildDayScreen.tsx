import { Select, Stack } from '@mantine/core';
import { formatDate } from '@portal/core';
import { EmptyState, LoadError, PageHeader, useCall, useLiveCalls, useMessages } from '@portal/ui';
import { DAY_LIVE_KINDS } from '../../shared/constants.ts';
import { useState } from 'react';
import * as C from '../../shared/contracts.ts';
import { ChildDayTimeline } from '../components/ChildDayTimeline.tsx';
import { dayMessages } from '../messages/index.ts';

/** day/my-child: the parent's "Today": their child's day so far, from the arrival to the meals, naps and notes. */
export default function ChildDayScreen() {
  const t = useMessages(dayMessages);
  const mine = useCall(C.myDay);
  const [picked, setPicked] = useState<number | null>(null);
  const children = mine.data?.children ?? [];
  const childId = picked ?? children[0]?.studentAdmissionId ?? null;
  const startsOn = children.find((c) => c.studentAdmissionId === childId)?.startsOn ?? null;
  const day = useCall(
    C.childTimeline,
    { params: { studentAdmissionId: childId! } },
    {
      enabled: childId !== null,
      // A parent keeps the screen open through the day: live events bring new entries at once; the slow refetch
      // only covers a lost connection.
      refetchInterval: 300_000,
    },
  );
  useLiveCalls(DAY_LIVE_KINDS, [C.childTimeline], (e) => e.payload.studentAdmissionId === childId);

  if (mine.error) return <LoadError error={mine.error} onRetry={() => mine.refetch()} />;
  const data = day.data;
  return (
    <>
      <PageHeader
        title={t('today.title')}
        subtitle={data ? `${data.child.name} · ${formatDate(data.day)}` : undefined}
      />
      <Stack maw={640}>
        {mine.data && children.length === 0 && (
          <EmptyState title={t('today.noChild')} message={t('today.noChildText')} />
        )}
        {children.length > 1 && (
          <Select
            label={t('today.child')}
            data={children.map((c) => ({ value: String(c.studentAdmissionId), label: c.name }))}
            value={childId === null ? null : String(childId)}
            onChange={(value) => setPicked(value ? Number(value) : null)}
            allowDeselect={false}
          />
        )}
        {day.error && <LoadError error={day.error} onRetry={() => day.refetch()} />}
        {data && data.entries.length === 0 && startsOn && (
          <EmptyState
            title={t('today.startsOn', { date: formatDate(startsOn) })}
            message={t('today.startsOnText', { child: data.child.name })}
          />
        )}
        {data && data.entries.length === 0 && !startsOn && (
          <EmptyState title={t('today.notIn')} message={t('today.notInText', { child: data.child.name })} />
        )}
        {data && <ChildDayTimeline childName={data.child.name} entries={data.entries} />}
      </Stack>
    </>
  );
}
