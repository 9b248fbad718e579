import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { EndpointAnswer } from '@portal/core';
import { DataTable, LoadError, PageHeader, useCall, useMessages, type DataColumn } from '@portal/ui';
import * as C from '../../shared/contracts.ts';
import { registerMessages } from '../messages/index.ts';

type Row = EndpointAnswer<typeof C.networkCompliance>['rows'][number];

/** safety-register/compliance: every centre the user sees (a centre's head, their own), lowest score first. */
export default function ComplianceScreen() {
  const t = useMessages(registerMessages);
  const network = useCall(C.networkCompliance);
  if (network.error) return <LoadError error={network.error} onRetry={() => network.refetch()} />;
  const columns: DataColumn<Row>[] = [
    {
      id: 'centre',
      header: t('register.centre'),
      primary: true,
      cell: (r) => (
        <Anchor component={Link} to={`/safety-register/compliance/${r.franchiseeId}`}>
          {r.centre}
        </Anchor>
      ),
    },
    { id: 'score', header: t('register.score'), nowrap: true, cell: (r) => (r.score === null ? '—' : `${r.score}%`) },
    { id: 'expired', header: t('register.expired'), nowrap: true },
    { id: 'missing', header: t('register.missing'), nowrap: true },
    { id: 'expiring', header: t('register.expiring'), nowrap: true },
  ];
  return (
    <>
      <PageHeader title={t('register.networkTitle')} subtitle={t('register.networkSubtitle')} />
      <DataTable
        data={network.data?.rows}
        columns={columns}
        rowId={(r) => String(r.franchiseeId)}
        loading={network.isLoading}
        testId="register-network"
      />
    </>
  );
}
