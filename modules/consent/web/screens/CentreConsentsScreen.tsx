import { Badge, TextInput } from '@mantine/core';
import { formatDateTime } from '@portal/core';
import { DataTable, PageHeader, useCall, useMessages, useServerPaging, type DataColumn } from '@portal/ui';
import { useState } from 'react';
import { CONSENT_PURPOSES, type Decision } from '../../shared/constants.ts';
import * as C from '../../shared/contracts.ts';
import type { CentreChildConsents } from '../../shared/contracts.ts';
import { consentMessages } from '../messages/index.ts';

/** A decision as a badge: given (green), withdrawn (red), never decided (grey). */
const STATUS_COLOURS: Record<Decision | 'NONE', string> = { GRANTED: 'green', WITHDRAWN: 'red', NONE: 'gray' };

/**
 * consents/centre: the centre's children, each with the current decision per purpose as their parents last made
 * it, searched by the child's name or class, paged on the server and exported as CSV. Read only: parents decide.
 */
export default function CentreConsentsScreen() {
  const t = useMessages(consentMessages);
  const [search, setSearch] = useState('');
  const pages = useServerPaging();
  const query = { search: search.trim() || undefined };
  const list = useCall(C.centreConsents, { query: { ...query, ...pages.query } });

  const columns: DataColumn<CentreChildConsents>[] = [
    { id: 'childName', header: t('centreConsents.child'), primary: true, cell: (r) => r.childName },
    { id: 'className', header: t('centreConsents.class'), cell: (r) => r.className },
    ...CONSENT_PURPOSES.map((purpose): DataColumn<CentreChildConsents> => ({
      id: purpose,
      header: t('centreConsents.purpose', { purpose }),
      cell: (r) => {
        const status = r.status[purpose] ?? 'NONE';
        return (
          <Badge variant="light" color={STATUS_COLOURS[status]} miw="max-content" data-testid={`status-${purpose}`}>
            {t('centreConsents.status', { status })}
          </Badge>
        );
      },
    })),
    {
      id: 'lastDecidedAt',
      header: t('centreConsents.last'),
      nowrap: true,
      hideOnPhone: true,
      cell: (r) => (r.lastDecidedAt ? formatDateTime(r.lastDecidedAt) : '—'),
    },
  ];

  return (
    <>
      <PageHeader title={t('centreConsents.title')} subtitle={t('centreConsents.subtitle')} />
      <DataTable
        data={list.data?.rows}
        columns={columns}
        rowId={(r) => String(r.studentAdmissionId)}
        loading={list.isLoading}
        error={list.error}
        onRetry={() => list.refetch()}
        empty={t('centreConsents.empty')}
        paging={pages.paging(list.data?.count)}
        testId="centre-consents"
        toolbar={
          <TextInput
            placeholder={t('centreConsents.search')}
            aria-label={t('centreConsents.search')}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              pages.restart();
            }}
            maw={320}
          />
        }
        exportTo={{ path: '/api/consents/centre/export', query, fileName: 'consents', formats: ['csv'] }}
      />
    </>
  );
}
