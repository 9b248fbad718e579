import { Badge, Button, Group, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { formatDate } from '@portal/core';
import {
  actionMark,
  call,
  DataTable,
  IfAllowed,
  LoadError,
  PageHeader,
  useCall,
  useMessages,
  type DataColumn,
} from '@portal/ui';
import * as C from '../../shared/contracts.ts';
import type { RegisterLine } from '../../shared/contracts.ts';
import { registerMessages } from '../messages/index.ts';

/** Saves the inspection pack the server wrote as a CSV file. */
async function downloadPack(franchiseeId: number) {
  const pack = await call(C.inspectionPack, { params: { franchiseeId } });
  const url = URL.createObjectURL(new Blob([pack.csv], { type: 'text/csv' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: pack.fileName });
  a.click();
  URL.revokeObjectURL(url);
}

/** Each item's state in the colour it asks for: current green, soon due yellow, pending orange, lapsed red. */
const STATE_COLOURS: Record<string, string> = {
  CURRENT: 'green',
  EXPIRING: 'yellow',
  PENDING: 'orange',
  EXPIRED: 'red',
  MISSING: 'red',
};

/** safety-register/compliance/:franchiseeId: a centre's score and each required item, what to do next first. */
export default function CentreComplianceScreen() {
  const t = useMessages(registerMessages);
  const franchiseeId = Number(useParams().franchiseeId);
  const register = useCall(C.centreCompliance, { params: { franchiseeId } });
  if (register.error) return <LoadError error={register.error} onRetry={() => register.refetch()} />;
  const r = register.data;
  const columns: DataColumn<RegisterLine>[] = [
    {
      id: 'label',
      header: t('register.item'),
      primary: true,
      cell: (l) => (
        <>
          {l.label}
          {l.staffName ? (
            <Text size="xs" c="dimmed">
              {l.staffName}
            </Text>
          ) : null}
        </>
      ),
    },
    {
      id: 'state',
      header: t('register.state'),
      nowrap: true,
      cell: (l) => (
        <Badge variant="light" color={STATE_COLOURS[l.state]} miw="max-content">
          {t('register.stateName', { state: l.state })}
        </Badge>
      ),
    },
    { id: 'expiresOn', header: t('register.expiresOn'), nowrap: true, cell: (l) => formatDate(l.expiresOn) },
    { id: 'nextStep', header: t('register.nextStep'), cell: (l) => l.nextStep ?? '—' },
  ];
  return (
    <>
      <PageHeader
        title={t('register.centreTitle', { centre: r?.centre ?? '' })}
        subtitle={t('register.centreSubtitle')}
      />
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Text size="xl" fw={700} data-testid="register-score">
          {r ? (r.score === null ? '—' : `${r.score}%`) : ''}
        </Text>
        <IfAllowed endpoint={C.inspectionPack}>
          <Button variant="light" {...actionMark(C.inspectionPack)} onClick={() => void downloadPack(franchiseeId)}>
            {t('register.pack')}
          </Button>
        </IfAllowed>
      </Group>
      {r && r.lines.every((l) => l.nextStep === null) ? <Text>{t('register.allCurrent')}</Text> : null}
      <DataTable
        data={r?.lines}
        columns={columns}
        rowId={(l) => `${l.itemKind}:${l.staffId ?? 0}`}
        loading={register.isLoading}
        testId="register-lines"
      />
    </>
  );
}
