import {
  Anchor,
  Button,
  Card,
  Group,
  Pagination,
  ScrollArea,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconDownload, IconPlus, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatDateTime, enumLabel } from '@portal/core';
import { call, downloadFile, EmptyState, LoadError, PageHeader, useAccess } from '@portal/ui';
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

/** A table on wide screens; one card per ticket under the spec's 700 px mobile breakpoint. */
function TicketRows({ rows }: { rows: Row[] }) {
  const phone = useMediaQuery('(max-width: 700px)');
  if (phone)
    return (
      <Stack gap="sm" data-testid="ticket-list">
        {rows.map((t) => (
          <Card key={t.id} withBorder radius="md" p="sm">
            <Group justify="space-between" wrap="nowrap" align="flex-start" mb={4}>
              <Anchor component={Link} to={`/ticketing-bees/action/${t.id}`} fw={600}>
                #{t.id} {t.subject}
              </Anchor>
              {t.priority && <PriorityBadge priority={t.priority} />}
            </Group>
            <Text size="sm" c="dimmed">
              {t.centre} · {t.category}
            </Text>
            <Group justify="space-between" mt="xs" wrap="wrap" gap="xs">
              <Badges t={t} />
              <Text size="xs" c="dimmed">
                Due {formatDateTime(t.dueAt)}
              </Text>
            </Group>
          </Card>
        ))}
      </Stack>
    );
  return (
    <Card withBorder radius="md" p={0}>
      <Table.ScrollContainer minWidth={960}>
        <Table striped verticalSpacing="xs" data-testid="ticket-list">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>Subject</Table.Th>
              <Table.Th>Centre</Table.Th>
              <Table.Th>Category</Table.Th>
              <Table.Th>Priority</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Routed to</Table.Th>
              <Table.Th>Due</Table.Th>
              <Table.Th>Raised</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((t) => (
              <Table.Tr key={t.id}>
                <Table.Td>{t.id}</Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={`/ticketing-bees/action/${t.id}`} fw={500}>
                    {t.subject}
                  </Anchor>
                </Table.Td>
                <Table.Td>{t.centre}</Table.Td>
                <Table.Td>{t.category}</Table.Td>
                <Table.Td>{t.priority && <PriorityBadge priority={t.priority} />}</Table.Td>
                <Table.Td>
                  <Badges t={t} />
                </Table.Td>
                <Table.Td>
                  <RoutedTo t={t} />
                </Table.Td>
                <Table.Td>{formatDateTime(t.dueAt)}</Table.Td>
                <Table.Td>{formatDateTime(t.createdAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

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
  const pages = Math.max(1, Math.ceil((list.data?.count ?? 0) / PAGE_SIZE));

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
      {list.error ? (
        <LoadError error={list.error} onRetry={() => list.refetch()} />
      ) : list.data && list.data.rows.length === 0 ? (
        <EmptyState title={`No ${LIST_STATUS_LABEL[status].toLowerCase()} tickets`} />
      ) : (
        <TicketRows rows={list.data?.rows ?? []} />
      )}
      {pages > 1 && (
        <Group justify="center" mt="md">
          <Pagination value={page} onChange={setPage} total={pages} />
        </Group>
      )}
    </>
  );
}
