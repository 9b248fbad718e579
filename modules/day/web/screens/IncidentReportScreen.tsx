import { Select, Stack } from '@mantine/core';
import { formatDate, formatTime } from '@portal/core';
import { LoadError, notify, PageHeader, ResourceForm, useCall, useMessages } from '@portal/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { incidentShape } from '../../shared/resources.ts';
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
  const roster = useCall(C.roster, { query: classId ? { classId } : {} });
  const data = roster.data;
  return (
    <>
      <PageHeader title={t('incidentReport.title')} subtitle={t('incidentReport.subtitle')} />
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
              placeholder={t('incidentReport.chooseChild')}
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
            resource={incidentShape}
            hidden={['franchiseeId', 'studentAdmissionId']}
            presets={{ studentAdmissionId: childId }}
            submitLabel={t('incidentReport.save')}
            savedMessage={t('incidentReport.saved')}
            fieldWords={{
              kind: {
                label: t('incidentReport.kind'),
                options: Object.fromEntries(INCIDENT_KINDS.map((kind) => [kind, t('incident.kind', { kind })])),
              },
              occurredAt: { label: t('incidentReport.occurredAt') },
              place: { label: t('incidentReport.place') },
              whatHappened: { label: t('incidentReport.whatHappened') },
              firstAid: { label: t('incidentReport.firstAid') },
              staffPresent: { label: t('incidentReport.staffPresent') },
              photoFileId: { label: t('words.photo') },
              serious: { label: t('incidentReport.serious') },
            }}
            onCancel={() => navigate('/day/incidents')}
            onSaved={(record) => {
              // The time read back from what was saved, in India's hh:mm AM/PM: the one the parent will read.
              const at = String(record.occurredAt);
              notify({
                color: 'green',
                title: t('incidentReport.reported'),
                message: `${t('incidentReport.reportedAt', { date: formatDate(at), time: formatTime(at) })} ${t(
                  record.serious ? 'incidentReport.reportedSerious' : 'incidentReport.reportedText',
                )}`,
              });
              navigate('/day/incidents');
            }}
          />
        )}
      </Stack>
    </>
  );
}
