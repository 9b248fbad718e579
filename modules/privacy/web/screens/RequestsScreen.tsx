import { Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { formatDate, isOneOf } from '@portal/core';
import { DataTable, PageHeader, StatusBadge, useCall, useMessages, type DataColumn } from '@portal/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { OPEN_STATUSES, REQUEST_STATUSES, type RequestStatus } from '../../shared/constants.ts';
import * as C from '../../shared/contracts.ts';
import { DueClock } from '../components/DueClock.tsx';
import { privacyMessages } from '../messages/index.ts';

const isOpen = (s: string) => (OPEN_STATUSES as readonly string[]).includes(s);

/** /privacy/requests: head office's desk, every family's requests, open ones first by their due date. */
export default function RequestsScreen() {
  const t = useMessages(privacyMessages);
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<RequestStatus | null>(null);
  const [term] = useDebouncedValue(search.trim(), 300);
  const list = useCall(
    C.requestList,
    { query: { page, pageSize, search: term || undefined, status: status ?? undefined } },
    {
      placeholderData: keepPreviousData,
    },
  );

  const columns: DataColumn<C.PrivacyRequest>[] = [
    {
      id: 'childName',
      header: t('desk.child'),
      primary: true,
      cell: (r) => (
        <>
          <Text fw={600}>{r.childName}</Text>
          <Text size="xs" c="dimmed">
            #{r.id} · {r.requestedBy}
          </Text>
        </>
      ),
    },
    { id: 'kind', header: t('desk.kind'), cell: (r) => t('mine.kinds', { kind: r.kind }) },
    {
      id: 'status',
      header: t('desk.status'),
      nowrap: true,
      cell: (r) => <StatusBadge status={r.status} label={t('mine.statuses', { status: r.status })} />,
    },
    { id: 'centreName', header: t('desk.centre'), cell: (r) => r.centreName },
    {
      id: 'dueOn',
      header: t('desk.dueOn'),
      nowrap: true,
      cell: (r) => (
        <Stack gap={2}>
          <Text size="sm">{formatDate(r.dueOn)}</Text>
          <DueClock daysLeft={r.daysLeft} open={isOpen(r.status)} />
        </Stack>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('desk.title')} subtitle={t('desk.subtitle')} />
      <DataTable
        data={list.data?.rows}
        columns={columns}
        rowId={(r) => String(r.id)}
        loading={list.isLoading}
        busy={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty={t('desk.empty')}
        testId="privacy-requests"
        onRowClick={(r) => void navigate(`/privacy/requests/${r.id}`)}
        rowLabel={(r) => `${r.childName} #${r.id}`}
        paging={{
          page,
          pageSize,
          total: list.data?.total ?? 0,
          onPageChange: setPage,
          onPageSizeChange: (size) => {
            setPageSize(size);
            setPage(1);
          },
        }}
        toolbar={
          <Group gap="xs" wrap="wrap">
            <TextInput
              aria-label={t('desk.search')}
              placeholder={t('desk.search')}
              value={search}
              onChange={(e) => {
                setSearch(e.currentTarget.value);
                setPage(1);
              }}
              w={260}
            />
            <Select
              aria-label={t('desk.status')}
              placeholder={t('desk.status')}
              data={REQUEST_STATUSES.map((s) => ({ value: s, label: t('mine.statuses', { status: s }) }))}
              value={status}
              onChange={(v) => {
                setStatus(isOneOf(REQUEST_STATUSES, v) ? v : null);
                setPage(1);
              }}
              clearable
              w={160}
            />
          </Group>
        }
      />
    </>
  );
}
