import { Button, Group, SegmentedControl, Text, TextInput } from '@mantine/core';
import { formatDateTime } from '@portal/core';
import { DataTable, downloadFile, PageHeader, useAccess, useListRows, useMessages, type DataColumn } from '@portal/ui';
import { useState } from 'react';
import { parentsStatusList, type ParentStatusRow } from '../../../shared/calendar.ts';
import type { AcademicsWords } from '../../components/grade-words.ts';
import { academicsMessages } from '../../messages/index.ts';

const PAGE_SIZE = 50;

const columns = (t: AcademicsWords): DataColumn<ParentStatusRow>[] => [
  { id: 'parentName', header: t('appStatus.parent'), primary: true },
  { id: 'childName', header: t('appStatus.child') },
  { id: 'className', header: t('appStatus.class') },
  { id: 'email', header: t('appStatus.email') },
  { id: 'mobile', header: t('appStatus.mobile'), cell: (r) => r.mobile ?? '' },
  {
    id: 'lastLoginAt',
    header: t('appStatus.lastSignIn'),
    cell: (r) =>
      r.lastLoginAt ? (
        formatDateTime(r.lastLoginAt)
      ) : (
        <Text size="sm" fw={600} c="red.9">
          {t('appStatus.never')}
        </Text>
      ),
  },
];

/** ie-app-status/parentsStatusReport: which parents have signed in, when last, and who never has. */
export default function ParentsStatusScreen() {
  const t = useMessages(academicsMessages);
  const access = useAccess();
  const [q, setQ] = useState('');
  const [signedIn, setSignedIn] = useState('all');
  const [page, setPage] = useState(1);
  const query = {
    page,
    pageSize: PAGE_SIZE,
    q: q.trim() || undefined,
    signedIn: signedIn === 'all' ? undefined : signedIn,
    franchiseeID: access.franchiseeId ?? undefined,
  };
  const list = useListRows(parentsStatusList, query);
  return (
    <>
      <PageHeader
        title={t('appStatus.title')}
        actions={
          <Group gap="xs">
            {(['csv', 'xlsx'] as const).map((format) => (
              <Button
                key={format}
                variant="default"
                onClick={() =>
                  void downloadFile(
                    `${parentsStatusList.path}/export`,
                    { ...query, page: undefined, pageSize: undefined, format },
                    `parents-app-status.${format}`,
                  )
                }
              >
                {t('appStatus.export', { format: format.toUpperCase() })}
              </Button>
            ))}
          </Group>
        }
      />
      <Group mb="md" align="end">
        <TextInput
          label={t('appStatus.search')}
          placeholder={t('appStatus.searchHint')}
          value={q}
          onChange={(e) => {
            setQ(e.currentTarget.value);
            setPage(1);
          }}
        />
        <SegmentedControl
          aria-label={t('appStatus.filter')}
          value={signedIn}
          onChange={(v) => {
            setSignedIn(v);
            setPage(1);
          }}
          data={[
            { value: 'all', label: t('appStatus.all') },
            { value: 'true', label: t('appStatus.signedIn') },
            { value: 'false', label: t('appStatus.never') },
          ]}
        />
      </Group>
      <DataTable
        data={list.data?.rows}
        error={list.error}
        onRetry={() => list.refetch()}
        columns={columns(t)}
        rowId={(r) => String(r.id)}
        paging={{ page, pageSize: PAGE_SIZE, total: list.data?.count ?? 0, onPageChange: setPage }}
        empty={t('appStatus.none')}
        testId="parents-status"
        striped
        minWidth={720}
      />
    </>
  );
}
