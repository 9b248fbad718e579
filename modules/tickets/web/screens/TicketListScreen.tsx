import { Anchor, Button, Group, ScrollArea, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconPlus, IconSearch } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { formatDateTime, isOneOf } from '@portal/core';
import { DataTable, downloadFile, PageHeader, useAccess, useCall, useMessages, type DataColumn } from '@portal/ui';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { TICKET_LIST_STATUS, TICKET_MODULES as M, type TicketListStatus } from '../../shared/constants.ts';
import { isOverdue, PriorityBadge, SlaBadges, StatusBadge, useDepartment } from '../components.tsx';
import { ticketMessages, type TicketWords } from '../messages/index.ts';
import { TicketReport } from './TicketReport.tsx';

const PAGE_SIZE = 20;

type Row = C.TicketListPage['rows'][number];

function RoutedTo({ row }: { row: Row }) {
  const t = useMessages(ticketMessages);
  const department = useDepartment();
  return (
    <>
      <Text size="sm">{row.department ? department(row.department) : ''}</Text>
      <Text size="xs" c="dimmed">
        {row.owner ?? t('tickets.headOffice')}
      </Text>
    </>
  );
}

function Badges({ row }: { row: Row }) {
  return (
    <Group gap={4} wrap="nowrap">
      {row.status && <StatusBadge status={row.status} />}
      <SlaBadges overdue={isOverdue(row)} escalationLevel={row.escalationLevel} />
    </Group>
  );
}

const columns = (t: TicketWords): DataColumn<Row>[] => [
  { id: 'id', header: t('tickets.number'), sort: true, hideOnPhone: true },
  {
    id: 'subject',
    header: t('tickets.subject'),
    primary: true,
    cell: (row) => (
      <Anchor component={Link} to={`/ticketing-bees/action/${row.id}`} fw={500}>
        {row.subject}
      </Anchor>
    ),
  },
  { id: 'centre', header: t('tickets.centre') },
  { id: 'category', header: t('tickets.category') },
  {
    id: 'priority',
    header: t('tickets.priority'),
    cell: (row) => row.priority && <PriorityBadge priority={row.priority} />,
  },
  { id: 'status', header: t('tickets.status'), cell: (row) => <Badges row={row} /> },
  { id: 'routedTo', header: t('tickets.routedTo'), hideOnPhone: true, cell: (row) => <RoutedTo row={row} /> },
  { id: 'dueAt', header: t('tickets.due'), cell: (row) => formatDateTime(row.dueAt) },
  { id: 'createdAt', header: t('tickets.raised'), hideOnPhone: true, cell: (row) => formatDateTime(row.createdAt) },
];

/** bees-ticket-list/{ticketstatus}: tickets by status with search, paging, export and a short report. */
export default function TicketListScreen() {
  const t = useMessages(ticketMessages);
  const params = useParams();
  const navigate = useNavigate();
  const access = useAccess();
  const status: TicketListStatus = isOneOf(TICKET_LIST_STATUS, params.ticketstatus) ? params.ticketstatus : 'open';
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [showReport, setShowReport] = useState(false);
  const query = { ticketstatus: status, q: q || undefined, franchiseeID: access.franchiseeId ?? undefined };
  const list = useCall(
    C.ticketList,
    { query: { ...query, page, pageSize: PAGE_SIZE } },
    {
      placeholderData: keepPreviousData,
    },
  );

  return (
    <>
      <PageHeader
        title={t('tickets.title')}
        subtitle={
          list.data
            ? `${t('tickets.list', { list: status })} · ${t('tickets.count', { count: list.data.count })}`
            : undefined
        }
        actions={
          <Group gap="xs">
            <Button variant="default" onClick={() => setShowReport((v) => !v)}>
              {t(showReport ? 'tickets.hideReport' : 'tickets.report')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              onClick={() => void downloadFile(C.ticketListExport.path, { ...query, format: 'csv' }, 'tickets.csv')}
            >
              {t('tickets.export')}
            </Button>
            {access.canWrite(M.TICKETS) && (
              <Button component={Link} to="/ticketing-bees/create-bees-ticket" leftSection={<IconPlus size={16} />}>
                {t('tickets.raise')}
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
                {t('tickets.list', { list: s })}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </ScrollArea>
      </Tabs>
      <TextInput
        placeholder={t('tickets.search')}
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
        columns={columns(t)}
        rowId={(t) => String(t.id)}
        paging={{ page, pageSize: PAGE_SIZE, total: list.data?.count ?? 0, onPageChange: setPage }}
        empty={t('tickets.empty')}
        testId="ticket-list"
        striped
        minWidth={960}
      />
    </>
  );
}
