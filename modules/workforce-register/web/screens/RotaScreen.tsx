import { Alert, Badge, Button, Group, Stack, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { addDays, todayInIndia } from '@portal/core';
import {
  actionMark,
  call,
  DateField,
  errorMessage,
  IfAllowed,
  invalidateCalls,
  LoadError,
  notify,
  PageHeader,
  ResourceList,
  useAccess,
  useCall,
  useMessages,
} from '@portal/ui';
import { publishRota, rotaWeek } from '../../shared/rota-contracts.ts';
import { rotaShiftShape } from '../../shared/resources.ts';
import { mondayOf } from '../../shared/week.ts';
import { registerMessages } from '../messages/index.ts';

/** The room-hours below ratio listed in full; the rest are counted (the first ones name what to fix). */
const SHOWN_GAPS = 6;

/** Next week's Monday, the week a centre head drafts. */
function nextMonday(): string {
  const today = todayInIndia();
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return addDays(today, 7 - ((weekday + 6) % 7));
}

/**
 * safety-register/rota: a week's rota of the centre; every room-hour below ratio in words (only staff whose police
 * verification and POCSO training are current count), and publishing, which the server refuses while any is.
 */
export default function RotaScreen() {
  const t = useMessages(registerMessages);
  const client = useQueryClient();
  const franchiseeId = useAccess().franchiseeId;
  const [weekStart, setWeekStart] = useState(nextMonday);
  const input = franchiseeId ? { query: { franchiseeId, weekStart } } : undefined;
  const week = useCall(rotaWeek, input);
  const publish = useMutation({
    mutationFn: () => call(publishRota, { body: { franchiseeId: franchiseeId!, weekStart } }),
    onSuccess: () => {
      notify({ color: 'green', message: t('rota.published') });
      void invalidateCalls(client, rotaWeek);
    },
    onError: (e) => notify({ color: 'red', message: errorMessage(e) }),
  });
  if (week.error) return <LoadError error={week.error} onRetry={() => week.refetch()} />;
  const w = week.data;
  return (
    <>
      <PageHeader title={t('rota.title')} subtitle={t('rota.subtitle')} />
      <Stack>
        <Group align="end" wrap="wrap">
          <DateField label={t('rota.week')} value={weekStart} onChange={(v) => v && setWeekStart(mondayOf(v))} />
          {w ? <Badge size="lg">{t('rota.status', { status: w.status })}</Badge> : null}
          <IfAllowed endpoint={publishRota}>
            <Button {...actionMark(publishRota)} loading={publish.isPending} onClick={() => publish.mutate()}>
              {t('rota.publish')}
            </Button>
          </IfAllowed>
        </Group>
        {w && w.gaps.length === 0 ? <Alert color="green">{t('rota.allCovered')}</Alert> : null}
        {w && w.gaps.length > 0 ? (
          <Alert color="red" title={t('rota.gaps')} data-testid="rota-gaps">
            <Stack gap={4}>
              {w.gaps.slice(0, SHOWN_GAPS).map((g) => (
                <span key={`${g.classId}:${g.day}:${g.hour}`}>{g.words}</span>
              ))}
              {w.gaps.length > SHOWN_GAPS ? <b>{t('rota.moreGaps', { count: w.gaps.length - SHOWN_GAPS })}</b> : null}
            </Stack>
          </Alert>
        ) : null}
        <Title order={2} size="h4">
          {t('rota.shifts')}
        </Title>
        <ResourceList resource={rotaShiftShape} createPath="/safety-register/rota/create" />
      </Stack>
    </>
  );
}
