import { Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { call, LoadError, notify, PageHeader, ResourceForm, useMessages } from '@portal/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { INCIDENT_KINDS } from '../../shared/incidents.ts';
import { dayMessages } from '../messages/index.ts';

/**
 * day/incidents/report: a teacher or a centre head reports an incident on a phone: the class and the child
 * first (a teacher's own classes), then what happened. It is kept as a draft for the centre head to send.
 */
export default function IncidentReportScreen() {
  const t = useMessages(dayMessages);
  const navigate = useNavigate();
  const [classId, setClassId] = useState<number | null>(null);
  const [childId, setChildId] = useState<number | null>(null);
  const roster = useQuery({
    queryKey: ['day', 'roster', classId],
    queryFn: () => call(C.roster, { query: classId ? { classId } : {} }),
  });
  const data = roster.data;
  return (
    <>
      <PageHeader title={t('report.title')} subtitle={t('report.subtitle')} />
      <Stack maw={560}>
        {roster.error && <LoadError error={roster.error} onRetry={() => roster.refetch()} />}
        {data && (
          <>
            <Select
              label={t('words.class')}
              data={data.classes.map((c) => ({ value: String(c.id), label: c.name }))}
              value={data.classId === null ? null : String(data.classId)}
              onChange={(v) => {
                setClassId(v ? Number(v) : null);
                setChildId(null);
              }}
              allowDeselect={false}
            />
            <Select
              label={t('words.child')}
              placeholder={t('report.chooseChild')}
              required
              searchable
              data={data.rows.map((r) => ({ value: String(r.studentAdmissionId), label: r.name }))}
              value={childId === null ? null : String(childId)}
              onChange={(v) => setChildId(v ? Number(v) : null)}
            />
          </>
        )}
        {childId !== null && (
          <ResourceForm
            key={childId}
            resource="day-incidents"
            hidden={['franchiseeId', 'studentAdmissionId']}
            presets={{ studentAdmissionId: childId }}
            submitLabel={t('report.save')}
            savedMessage={t('report.saved')}
            fieldWords={{
              kind: {
                label: t('report.kind'),
                options: Object.fromEntries(INCIDENT_KINDS.map((kind) => [kind, t('incident.kind', { kind })])),
              },
              occurredAt: { label: t('report.occurredAt') },
              place: { label: t('report.place') },
              whatHappened: { label: t('report.whatHappened') },
              firstAid: { label: t('report.firstAid') },
              staffPresent: { label: t('report.staffPresent') },
              photoFileId: { label: t('words.photo') },
              serious: { label: t('report.serious') },
            }}
            onCancel={() => navigate('/day/incidents')}
            onSaved={(record) => {
              notify({
                color: 'green',
                title: t('report.reported'),
                message: t(record.serious ? 'report.reportedSerious' : 'report.reportedText'),
              });
              navigate('/day/incidents');
            }}
          />
        )}
      </Stack>
    </>
  );
}
