import { Button, Modal } from '@mantine/core';
import { DataTable, PageHeader, useCall, type DataColumn } from '@portal/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { EndpointAnswer } from '@portal/core';
import * as C from '../../shared/contracts.ts';
import { BoardClock } from '../components/BoardClock.tsx';
import { BreachForm } from '../components/BreachForm.tsx';
import { indiaDateTime } from '../components/india-time.ts';

type Breach = EndpointAnswer<typeof C.listBreaches>['rows'][number];

const columns: DataColumn<Breach>[] = [
  { id: 'title', header: 'Breach', primary: true },
  { id: 'discoveredAt', header: 'Discovered', cell: (b) => indiaDateTime(b.discoveredAt) },
  { id: 'families', header: 'Families', align: 'right' },
  { id: 'noticesSent', header: 'Notices sent', align: 'right' },
  {
    id: 'board',
    header: 'Report to the Board',
    cell: (b) => <BoardClock dueAt={b.boardDueAt} reportedAt={b.boardReportedAt} />,
  },
];

/** safeguards/breaches: every breach recorded, its families and notices, and its 72-hour clock. */
export default function BreachesScreen() {
  const navigate = useNavigate();
  const [recording, setRecording] = useState(false);
  const breaches = useCall(C.listBreaches, {});
  return (
    <>
      <PageHeader
        title="Data breaches"
        subtitle="Families are told in their language; the Board within 72 hours"
        actions={<Button onClick={() => setRecording(true)}>Record a breach</Button>}
      />
      <DataTable
        data={breaches.data?.rows}
        columns={columns}
        rowId={(b) => String(b.id)}
        loading={breaches.isLoading}
        error={breaches.error}
        onRetry={() => void breaches.refetch()}
        onRowClick={(b) => void navigate(`/safeguards/breaches/${b.id}`)}
        empty={{ title: 'No breach recorded', message: 'A breach recorded here finds the families it reached.' }}
        testId="breaches"
      />
      <Modal opened={recording} onClose={() => setRecording(false)} title="Record a breach" size="lg">
        <BreachForm
          onSaved={(id) => void navigate(`/safeguards/breaches/${id}`)}
          onCancel={() => setRecording(false)}
        />
      </Modal>
    </>
  );
}
