import { Anchor, Button, Group, ScrollArea, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconPlus, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatDateTime, enumLabel } from '@portal/core';
import { call, DataTable, downloadFile, PageHeader, useAccess, type DataColumn } from '@portal/ui';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import {
  LIST_STATUS_LABEL,
  TICKET_LIST_STATUS,
  TICKET_MODULES as M,
  type TicketListStatus,
} from '../../shared/constants.ts';
import { isOverdue, PriorityBadge, SlaBadges, StatusBadge } from '../components.tsx';
import { TicketReport } from './TicketReport.tsx';

const PAGE_SIZE = 20;

type Row = C.TicketListPage['rows'][number];

function RoutedTo({ t }: { t: Row }) {
  return (
    <>
      <Text size="sm">{t.department ? enumLabel(t.department) : ''}</Text>
      <Text size="xs" c="dimmed">
        {t.owner ?? 'Head office'}
      </Text>
    </>
  );
}

function Badges({ t }: { t: Row }) {
  return (
    <Group gap={4} wrap="nowrap">
      {t.status && <StatusBadge status={t.status} />}
      <SlaBadges overdue={isOverdue(t)} escalationLevel={t.escalationLevel} />
    </Group>
  );
}

const columns: DataColumn<Row>[] = [
  { id: 'id', header: '#', sort: true, hideOnPhone: true },
  {
    id: 'subject',
    header: 'Subject',
    primary: true,
    cell: (t) => (
      <Anchor component={Link} to={`/ticketing-bees/action/${t.id}`} fw={500}>
        {t.subject}
      </Anchor>
    ),
  },
  { id: 'centre', header: 'Centre' },
  { id: 'category', header: 'Category' },
  { id: 'priority', header: 'Priority', cell: (t) => t.priority && <PriorityBadge priority={t.priority} /> },
  { id: 'status', header: 'Status', cell: (t) => <Badges t={t} /> },
  { id: 'routedTo', header: 'Routed to', hideOnPhone: true, cell: (t) => <RoutedTo t={t} /> },
  { id: 'dueAt', header: 'Due', cell: (t) => formatDateTime(t.dueAt) },
  { id: 'createdAt', header: 'Raised', hideOnPhone: true, cell: (t) => formatDateTime(t.createdAt) },
];

/** bees-ticket-list/{ticketstatus}: tickets by status with search, paging, export and a short report. */
export default function TicketListScreen() {
  const params = useParams();
  const navigate = useNavigate();
  const access = useAccess();
  const status: TicketListStatus = TICKET_LIST_STATUS.includes(params.ticketstatus as TicketListStatus)
    ? (params.ticketstatus as TicketListStatus)
    : 'open';
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [showReport, setShowReport] = useState(false);
  const query = { ticketstatus: status, q: q || undefined, franchiseeID: access.franchiseeId ?? undefined };
  const list = useQuery({
    queryKey: ['tickets', 'list', query, page],
    queryFn: () => call(C.ticketList, { query: { ...query, page, pageSize: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });

  return (
    <>
      <PageHeader
        title="Tickets"
        subtitle={list.data ? `${list.data.count} ${LIST_STATUS_LABEL[status].toLowerCase()}` : undefined}
        actions={
          <Group gap="xs">
            <Button variant="default" onClick={() => setShowReport((v) => !v)}>
              {showReport ? 'Hide report' : 'Report'}
            </Button>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              onClick={() => void downloadFile(C.ticketListExport.path, { ...query, format: 'csv' }, 'tickets.csv')}
            >
              Export
            </Button>
            {access.canWrite(M.TICKETS) && (
              <Button component={Link} to="/ticketing-bees/create-bees-ticket" leftSection={<IconPlus size={16} />}>
                Raise a ticket
              </Button>
            )}
          </Group>
        }
      />
      {showReport && <TicketReport franchiseeId={access.franchiseeId} />}
      <Tabs
        value={status}
        onChange={(value) => {
          setPage(1);
          void navigate(`/ticketing-bees/bees-ticket-list/${value}`);
        }}
        mb="md"
      >
        <ScrollArea type="never">
          <Tabs.List style={{ flexWrap: 'nowrap' }}>
            {TICKET_LIST_STATUS.map((s) => (
              <Tabs.Tab key={s} value={s}>
                {LIST_STATUS_LABEL[s]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </ScrollArea>
      </Tabs>
      <TextInput
        placeholder="Search subject, category or centre"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
        maw={420}
        mb="md"
      />
      <DataTable
        data={list.data?.rows}
        error={list.error}
        onRetry={() => list.refetch()}
        busy={list.isPlaceholderData}
        columns={columns}
        rowId={(t) => String(t.id)}
        paging={{ page, pageSize: PAGE_SIZE, total: list.data?.count ?? 0, onPageChange: setPage }}
        empty={`No ${LIST_STATUS_LABEL[status].toLowerCase()} tickets`}
        testId="ticket-list"
        striped
        minWidth={960}
      />
    </>
  );
}
