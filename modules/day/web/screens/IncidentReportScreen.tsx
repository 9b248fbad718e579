import { Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { call, LoadError, notify, PageHeader, ResourceForm } from '@portal/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import * as C from '../../shared/contracts.ts';

/**
 * day/incidents/report: a teacher or a centre head reports an incident on a phone: the class and the child
 * first (a teacher's own classes), then what happened. It is kept as a draft for the centre head to send.
 */
export default function IncidentReportScreen() {
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
      <PageHeader
        title="Report an incident"
        subtitle="Kept as a draft until the centre head sends it to the parents."
      />
      <Stack maw={560}>
        {roster.error && <LoadError error={roster.error} onRetry={() => roster.refetch()} />}
        {data && (
          <>
            <Select
              label="Class"
              data={data.classes.map((c) => ({ value: String(c.id), label: c.name }))}
              value={data.classId === null ? null : String(data.classId)}
              onChange={(v) => {
                setClassId(v ? Number(v) : null);
                setChildId(null);
              }}
              allowDeselect={false}
            />
            <Select
              label="Child"
              placeholder="Choose the child"
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
            submitLabel="Save the report"
            onCancel={() => navigate('/day/incidents')}
            onSaved={(record) => {
              notify({
                color: 'green',
                title: 'Reported',
                message: record.serious
                  ? 'Head office and the area manager are alerted. The centre head sends it to the parents.'
                  : 'The centre head sends it to the parents.',
              });
              navigate('/day/incidents');
            }}
          />
        )}
      </Stack>
    </>
  );
}
