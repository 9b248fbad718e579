import { Anchor, Badge, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { formatDate, formatTime, type RecordOf } from '@portal/core';
import {
  DataTable,
  errorMessage,
  invalidateResources,
  listKey,
  notify,
  PageHeader,
  resources,
  StatusBadge,
  useAccess,
  useLiveInvalidate,
  useMessages,
  useResourceRows,
  type DataColumn,
} from '@portal/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { incidentShape } from '../../shared/resources.ts';
import { DAY_LIVE, DAY_SAFETY_MODULES as S } from '../../shared/constants.ts';
import { INCIDENT_STATUSES } from '../../shared/incidents.ts';
import { acknowledgement } from '../components/incident-words.ts';
import { dayMessages, type DayWords } from '../messages/index.ts';

const FIELDS = 'studentAdmissionId,kind,occurredAt,place,serious,status,acknowledgedName,acknowledgedAt';

type Incident = RecordOf<typeof incidentShape>;

const columnsIn = (t: DayWords): DataColumn<Incident>[] => [
  {
    id: 'studentAdmissionIdLabel',
    header: t('words.child'),
    primary: true,
    cell: (r) => (
      <Anchor component={Link} to={`/day/incidents/view/${r.id}`}>
        {String(r.studentAdmissionIdLabel ?? '')}
      </Anchor>
    ),
  },
  {
    id: 'kind',
    header: t('incidents.what'),
    cell: (r) => (
      <Group gap={4}>
        <Text size="sm">{t('incident.kind', { kind: r.kind })}</Text>
        {r.serious ? (
          <Badge color="red" variant="light" tt="none">
            {t('incident.serious')}
          </Badge>
        ) : null}
      </Group>
    ),
  },
  {
    id: 'occurredAt',
    header: t('incidents.when'),
    nowrap: true,
    cell: (r) => `${formatDate(r.occurredAt)} ${formatTime(r.occurredAt)}`,
  },
  { id: 'place', header: t('incidents.where'), hideOnPhone: true },
  {
    id: 'status',
    header: t('incidents.status'),
    cell: (r) =>
      r.status === 'ACKNOWLEDGED' ? (
        <Text size="sm">{acknowledgement(String(r.acknowledgedName), String(r.acknowledgedAt), t)}</Text>
      ) : (
        <StatusBadge status={String(r.status)} label={t('incident.status', { status: String(r.status) })} />
      ),
  },
];

/**
 * day/incidents: the centre's incident reports. Teachers and the centre's heads report one; the centre's heads
 * review a draft and send it to the child's parents, then see when a parent acknowledged it.
 */
export default function IncidentsScreen() {
  const t = useMessages(dayMessages);
  const columns = columnsIn(t);
  const queryClient = useQueryClient();
  const { canWrite } = useAccess();
  const [status, setStatus] = useState<string>('DRAFT');
  const [busy, setBusy] = useState<number | null>(null);
  const incidents = useResourceRows(incidentShape, { pageSize: 100, fields: FIELDS, status });
  const sends = canWrite(S.INCIDENT_REVIEW);
  // New reports and the parents' acknowledgements show while the list is open.
  useLiveInvalidate([DAY_LIVE.incident], [listKey(incidentShape)]);

  async function send(row: Incident) {
    setBusy(row.id);
    try {
      await resources.command(incidentShape, row.id, 'send', {});
      notify({ color: 'green', title: t('incidents.sent'), message: t('incidents.sentText') });
      await invalidateResources(queryClient, incidentShape);
    } catch (err) {
      notify({ color: 'red', title: t('incidents.notSent'), message: errorMessage(err) });
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <PageHeader
        title={t('incidents.title')}
        subtitle={t('incidents.subtitle')}
        actions={
          canWrite(S.INCIDENTS) && (
            <Button component={Link} to="/day/incidents/report">
              {t('incidents.report')}
            </Button>
          )
        }
      />
      <Stack>
        <SegmentedControl
          value={status}
          onChange={setStatus}
          data={INCIDENT_STATUSES.map((s) => ({ value: s, label: t('incident.status', { status: s }) }))}
          maw={480}
        />
        <DataTable
          data={incidents.data?.rows}
          columns={columns}
          rowId={(r) => String(r.id)}
          loading={incidents.isLoading}
          error={incidents.error}
          onRetry={() => incidents.refetch()}
          empty={{ title: t('incidents.none', { status }) }}
          paging={{ pageSize: 50 }}
          testId="day-incidents"
          rowActionsLabel={t('incidents.review')}
          rowActions={(r) =>
            r.status === 'DRAFT' ? (
              <Group gap={4} wrap="nowrap">
                <Button size="xs" variant="default" component={Link} to={`/day/incidents/edit/${r.id}`}>
                  {t('incidents.edit')}
                </Button>
                {sends && (
                  <Button size="xs" loading={busy === r.id} onClick={() => void send(r)}>
                    {t('incidents.send')}
                  </Button>
                )}
              </Group>
            ) : null
          }
        />
      </Stack>
    </>
  );
}
