import { Button, Card, Group, Select, Table, Tabs, TextInput } from '@mantine/core';
import { formatDateTime } from '@portal/core';
import { useQuery } from '@tanstack/react-query';
import { call, errorMessage, LoadError, notify, PageHeader, ResourceList, useAccess } from '@portal/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { ALLOCATION_KIND_LABELS, labelOf } from '../../shared/labels.ts';
import { EnquiryFilters, type EnquiryFilterState } from '../components/EnquiryFilters.tsx';
import { EnquiryTable } from '../components/EnquiryTable.tsx';
import { Pager } from '../components/Pager.tsx';

/**
 * lead-allocation/list (unassigned leads, the auto-allocation rules, the log) and
 * lead-reallocation/list (allocated leads, moved with a reason).
 */
export default function AllocationScreen({ mode }: { mode: 'allocate' | 'reallocate' }) {
  const access = useAccess();
  const [filters, setFilters] = useState<EnquiryFilterState>({});
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [counsellor, setCounsellor] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const listing = mode === 'allocate' ? C.allocationList : C.reallocationList;
  const list = useQuery({
    queryKey: ['allocation', listing.path, filters, page, access.franchiseeId, access.academicYearId],
    queryFn: () => call(listing, { query: { ...filters, page, pageSize: 50 } }),
    placeholderData: (p) => p,
  });
  const people = useQuery({
    queryKey: ['counsellors', access.franchiseeId],
    queryFn: () => call(C.counsellors, { query: {} }),
    retry: false,
  });

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
          setPage(1);
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
      {list.error ? (
        <LoadError error={list.error} />
      ) : (
        list.data && (
          <EnquiryTable
            rows={list.data.rows}
            selected={selected}
            onSelect={(id, on) =>
              setSelected((s) => {
                const n = new Set(s);
                if (on) n.add(id);
                else n.delete(id);
                return n;
              })
            }
          />
        )
      )}
      {list.data && <Pager page={page} pageSize={50} count={list.data.count} onPage={setPage} />}
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
              resource="lead-allocation-rule"
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

function AllocationLog() {
  const [page, setPage] = useState(1);
  const log = useQuery({
    queryKey: ['allocation-log', page],
    queryFn: () =>
      call(C.allocationLog, {
        query: { page, pageSize: 50, fields: 'at,enquiryId,kind,fromUserId,toUserId,fromFranchiseeId,reason,byUserId' },
      }),
  });
  if (log.error) return <LoadError error={log.error} />;
  if (!log.data) return null;
  return (
    <Card withBorder radius="md">
      <Table.ScrollContainer minWidth={800}>
        <Table striped data-testid="allocation-log">
          <Table.Thead>
            <Table.Tr>
              {['When', 'Enquiry', 'Kind', 'From', 'To', 'Reason', 'By'].map((h) => (
                <Table.Th key={h}>{h}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {log.data.rows.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{r.at ? formatDateTime(r.at) : ''}</Table.Td>
                <Table.Td>{r.enquiryIdLabel}</Table.Td>
                <Table.Td>{labelOf(ALLOCATION_KIND_LABELS, r.kind)}</Table.Td>
                <Table.Td>{r.fromUserIdLabel ?? r.fromFranchiseeIdLabel ?? '—'}</Table.Td>
                <Table.Td>{r.toUserIdLabel ?? '—'}</Table.Td>
                <Table.Td>{r.reason ?? ''}</Table.Td>
                <Table.Td>{r.byUserIdLabel ?? 'System'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Pager page={page} pageSize={50} count={log.data.count} onPage={setPage} />
    </Card>
  );
}
