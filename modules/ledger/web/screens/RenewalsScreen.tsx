import { Anchor, NumberInput, Stack } from '@mantine/core';
import { formatDate, franchiseeLabel, type EndpointAnswer } from '@portal/core';
import { DataTable, PageHeader, useCall, useMessages, type DataColumn } from '@portal/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { renewalsDue } from '../../shared/agreements.ts';
import { ledgerMessages } from '../messages/index.ts';

type Row = EndpointAnswer<typeof renewalsDue>['rows'][number];

/** /royalty/renewals: agreements in force whose renewal date falls within the next days (90 unless changed). */
export default function RenewalsScreen() {
  const t = useMessages(ledgerMessages);
  const [days, setDays] = useState(90);
  const due = useCall(renewalsDue, { query: { days } });
  const columns: DataColumn<Row>[] = [
    {
      id: 'centre',
      header: t('agreement.centre'),
      primary: true,
      cell: (r) => franchiseeLabel({ id: r.franchiseeId, companyName: r.centre }),
    },
    { id: 'versionNo', header: t('agreement.versions'), cell: (r) => t('agreement.version', { n: r.versionNo }) },
    {
      id: 'renewalDate',
      header: t('agreement.due'),
      cell: (r) => `${formatDate(r.renewalDate)} · ${t('agreement.daysLeft', { days: r.daysLeft })}`,
    },
    { id: 'termEnd', header: t('agreement.termEnd'), hideOnPhone: true, cell: (r) => formatDate(r.termEnd) },
    {
      id: 'open',
      header: t('agreement.open'),
      cell: (r) => (
        <Anchor component={Link} to={`/royalty/agreement/${r.franchiseeId}`} size="sm">
          {t('agreement.open')}
        </Anchor>
      ),
    },
  ];
  return (
    <>
      <PageHeader title={t('agreement.renewals')} subtitle={t('agreement.renewalsSubtitle')} />
      <Stack gap="md">
        <NumberInput
          label={t('agreement.days')}
          min={1}
          max={730}
          maw={220}
          value={days}
          onChange={(v) => setDays(Math.min(730, Math.max(1, Number(v) || 90)))}
        />
        <DataTable
          data={due.data?.rows}
          error={due.error}
          onRetry={() => due.refetch()}
          columns={columns}
          rowId={(r) => String(r.franchiseeId)}
          empty={t('agreement.noRenewals')}
          testId="agreement-renewals"
        />
      </Stack>
    </>
  );
}
