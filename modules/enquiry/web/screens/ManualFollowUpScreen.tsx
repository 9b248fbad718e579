import { Card, Stack, Text, TextInput } from '@mantine/core';
import { PageHeader, useCall } from '@portal/ui';
import { useState } from 'react';
import * as C from '../../shared/contracts.ts';
import { labelOf, STAGE_LABELS } from '../../shared/labels.ts';
import { EnquiryTable } from '../components/EnquiryTable.tsx';
import { FollowUps } from '../components/FollowUps.tsx';

/** forms/manualFollowup: find an enquiry by code, name or mobile and log a call made. */
export default function ManualFollowUpScreen() {
  const [q, setQ] = useState('');
  const found = useCall(
    C.spancoList,
    { query: { searchValue: q, pageSize: 10 } },
    {
      enabled: q.trim().length >= 3,
    },
  );
  const only = found.data?.count === 1 ? found.data.rows[0] : null;
  const flow = useCall(C.enquiryByCode, only ? { params: { enquiryCode: only.enquiryCode } } : undefined, {
    enabled: Boolean(only),
  });
  return (
    <>
      <PageHeader
        title="Manual follow-up"
        crumbs={[{ label: 'Follow-ups', to: '/forms/followup' }, { label: 'Manual follow-up' }]}
      />
      <Card withBorder radius="md">
        <Stack>
          <TextInput
            label="Enquiry"
            placeholder="Code, child, parent or mobile (3+ characters)"
            value={q}
            onChange={(e) => setQ(e.currentTarget.value)}
            data-testid="manual-search"
          />
          {found.data && found.data.count !== 1 && <EnquiryTable rows={found.data.rows} />}
          {only && flow.data && (
            <>
              <Text fw={600}>
                {only.childName} · {only.enquiryCode} · {labelOf(STAGE_LABELS, only.stage)}
              </Text>
              <FollowUps
                enquiryId={only.id}
                rows={flow.data.followUps}
                onChanged={() => void flow.refetch()}
                canWrite
              />
            </>
          )}
        </Stack>
      </Card>
    </>
  );
}
