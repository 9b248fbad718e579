import { Button, Card, Group, Select, Tabs, TextInput } from '@mantine/core';
import { formatDateTime, type EndpointAnswer } from '@portal/core';
import {
  call,
  DataTable,
  errorMessage,
  LoadError,
  notify,
  PageHeader,
  ResourceList,
  useAccess,
  useCall,
  useServerPaging,
  type DataColumn,
} from '@portal/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { allocationRuleShape } from '../../shared/resources.ts';
import * as C from '../../shared/contracts.ts';
import { ALLOCATION_KIND_LABELS, labelOf } from '../../shared/labels.ts';
import { EnquiryFilters, type EnquiryFilterState } from '../components/EnquiryFilters.tsx';
import { EnquiryTable } from '../components/EnquiryTable.tsx';

/**
 * lead-allocation/list (unassigned leads, the auto-allocation rules, the log) and
 * lead-reallocation/list (allocated leads, moved with a reason).
 */
export default function AllocationScreen({ mode }: { mode: 'allocate' | 'reallocate' }) {
  const access = useAccess();
  const [filters, setFilters] = useState<EnquiryFilterState>({});
  const pages = useServerPaging(50);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [counsellor, setCounsellor] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const listing = mode === 'allocate' ? C.allocationList : C.reallocationList;
  const list = useCall(listing, { query: { ...filters, ...pages.query } }, { placeholderData: (p) => p });
  const people = useCall(C.counsellors, { query: {} }, { retry: false });

  async function assign() {
    try {
      const res = await call(mode === 'allocate' ? C.allocateLeads : C.reallocateLeads, {
        body: { enquiryIds: [...selected], counsellorId: Number(counsellor), reason: reason || null },
      });
      notify({
        color: 'green',
        message:
          `${res.allocated} lead${res.allocated === 1 ? '' : 's'} ` +
          `${mode === 'allocate' ? 'allocated' : 'reallocated'}`,
        position: 'top-right',
      });
      setSelected(new Set());
      setReason('');
      void list.refetch();
    } catch (err) {
      notify({ color: 'red', title: 'Not allocated', message: errorMessage(err), position: 'top-right' });
    }
  }

  const leads = (
    <Card withBorder radius="md">
      <EnquiryFilters
        value={filters}
        onChange={(f) => {
          setFilters(f);
          pages.restart();
        }}
        counsellors={mode === 'reallocate' ? people.data?.rows : undefined}
      />
      <Group align="flex-end" mb="sm">
        {people.error ? (
          <LoadError error={people.error} />
        ) : (
          <Select
            label="Counsellor"
            data={(people.data?.rows ?? []).map((p) => ({
              value: String(p.id),
              label: `${p.firstName} ${p.lastName}`,
            }))}
            value={counsellor}
            onChange={setCounsellor}
            data-testid="counsellor-select"
          />
        )}
        {mode === 'reallocate' && (
          <TextInput label="Reason" required value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
        )}
        <Button disabled={!selected.size || !counsellor} onClick={assign} data-testid="assign-leads">
          {mode === 'allocate' ? 'Allocate' : 'Reallocate'} {selected.size || ''}
        </Button>
      </Group>
      <EnquiryTable
        rows={list.data?.rows}
        error={list.error}
        selected={selected}
        onSelectedChange={setSelected}
        paging={pages.paging(list.data?.count)}
      />
    </Card>
  );

  if (mode === 'reallocate') {
    return (
      <>
        <PageHeader
          title="Lead reallocation"
          crumbs={[{ label: 'Enquiries', to: '/forms/list' }, { label: 'Lead reallocation' }]}
        />
        {leads}
      </>
    );
  }
  return (
    <>
      <PageHeader
        title="Lead allocation"
        crumbs={[{ label: 'Enquiries', to: '/forms/list' }, { label: 'Lead allocation' }]}
      />
      <Tabs defaultValue="leads" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="leads">Unassigned leads</Tabs.Tab>
          <Tabs.Tab value="rules">Auto-allocation rules</Tabs.Tab>
          <Tabs.Tab value="log">Allocation log</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="leads">{leads}</Tabs.Panel>
        <Tabs.Panel value="rules">
          <Card withBorder radius="md">
            <ResourceList
              resource={allocationRuleShape}
              rowPath={(row) => `/forms/settings/autoallocation/${row.id}`}
              actions={
                access.canWrite('leadAllocation') ? (
                  <Button component={Link} to="/forms/settings/autoallocation/new" size="xs">
                    New rule
                  </Button>
                ) : undefined
              }
            />
          </Card>
        </Tabs.Panel>
        <Tabs.Panel value="log">
          <AllocationLog />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

type LogRow = EndpointAnswer<typeof C.allocationLog>['rows'][number];

const logColumns: DataColumn<LogRow>[] = [
  { id: 'at', header: 'When', cell: (r) => (r.at ? formatDateTime(r.at) : '') },
  { id: 'enquiryIdLabel', header: 'Enquiry', primary: true },
  { id: 'kind', header: 'Kind', cell: (r) => labelOf(ALLOCATION_KIND_LABELS, r.kind) },
  { id: 'from', header: 'From', cell: (r) => r.fromUserIdLabel ?? r.fromFranchiseeIdLabel ?? '—' },
  { id: 'to', header: 'To', cell: (r) => r.toUserIdLabel ?? '—' },
  { id: 'reason', header: 'Reason', cell: (r) => r.reason ?? '' },
  { id: 'by', header: 'By', cell: (r) => r.byUserIdLabel ?? 'System' },
];

function AllocationLog() {
  const pages = useServerPaging(50);
  const log = useCall(C.allocationLog, {
    query: { ...pages.query, fields: 'at,enquiryId,kind,fromUserId,toUserId,fromFranchiseeId,reason,byUserId' },
  });
  return (
    <DataTable
      data={log.data?.rows}
      error={log.error}
      columns={logColumns}
      rowId={(r) => String(r.id)}
      paging={pages.paging(log.data?.count)}
      empty="Nothing allocated yet"
      testId="allocation-log"
      striped
      minWidth={800}
    />
  );
}
