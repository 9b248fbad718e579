import { Anchor, Badge, Group, Select, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatPaise, formatPercentage, franchiseeLabel, todayInIndia, type RecordOf } from '@portal/core';
import {
  DataTable,
  downloadStoredFile,
  PageHeader,
  useAccess,
  useMessages,
  useResourceRows,
  type DataColumn,
} from '@portal/ui';
import { useNavigate, useParams } from 'react-router';
import { addAgreementVersion, agreementVersionShape, transferCentre } from '../../shared/agreements.ts';
import { useCentres } from '../components.tsx';
import { ledgerMessages } from '../messages/index.ts';
import { AddVersionForm } from '../components/agreement/AddVersionForm.tsx';
import { OwnersCard } from '../components/agreement/OwnersCard.tsx';
import { StatusCard } from '../components/agreement/StatusCard.tsx';

type Version = RecordOf<typeof agreementVersionShape>;
const FIELDS = [
  'franchiseeId',
  'versionNo',
  'effectiveFrom',
  'model',
  'percentBp',
  'perStudentPaise',
  'minimumGuaranteePaise',
  'gstRateBp',
  'royaltyHeads',
  'termStart',
  'termEnd',
  'renewalDate',
  'territoryPincodes',
  'territoryCity',
  'documentFileId',
  'note',
].join(',');

/** The version in force this month: the last that took effect by now, version 1 before any did. */
function inForce(versions: Version[]): number | undefined {
  const month = todayInIndia().slice(0, 7);
  const sorted = [...versions].sort((a, b) => (a.versionNo ?? 0) - (b.versionNo ?? 0));
  let found = sorted[0]?.versionNo ?? undefined;
  for (const v of sorted) if (String(v.effectiveFrom).slice(0, 7) <= month) found = v.versionNo ?? undefined;
  return found;
}

/**
 * /royalty/agreement/:franchiseeID: a centre's franchise agreement, its versions (royalty rule, term, territory,
 * renewal date, signed document) and, for head office, a new version from the first of a month.
 */
export default function AgreementScreen() {
  const t = useMessages(ledgerMessages);
  const { franchiseeID } = useParams();
  const navigate = useNavigate();
  const centres = useCentres();
  const { allows } = useAccess();
  const franchiseeId = franchiseeID
    ? Number(franchiseeID)
    : centres.data?.rows.length === 1
      ? centres.data.rows[0].id
      : null;
  const versions = useResourceRows(
    agreementVersionShape,
    { franchiseeId, pageSize: 100, fields: FIELDS },
    Boolean(franchiseeId),
  );
  const rows: Version[] = versions.data?.rows ?? [];
  const current = inForce(rows);

  const rule = (v: Version) => {
    // A slab rule reads by its model's name; its slabs are on the royalty setting.
    const parts =
      v.model === 'PERCENT'
        ? [t('agreement.percent', { percent: formatPercentage(v.percentBp, 'basisPoints') })]
        : v.model === 'PER_STUDENT'
          ? [t('agreement.perStudent', { amount: formatPaise(v.perStudentPaise) })]
          : [];
    if (v.minimumGuaranteePaise) parts.push(t('agreement.guarantee', { amount: formatPaise(v.minimumGuaranteePaise) }));
    parts.push(t('agreement.gst', { percent: formatPercentage(v.gstRateBp, 'basisPoints') }));
    return parts;
  };

  const columns: DataColumn<Version>[] = [
    {
      id: 'versionNo',
      header: t('agreement.versions'),
      primary: true,
      cell: (v) => (
        <Group gap="xs">
          <Text size="sm">{t('agreement.version', { n: v.versionNo ?? '' })}</Text>
          {v.versionNo === current && (
            <Badge color="green" variant="light">
              {t('agreement.inForce')}
            </Badge>
          )}
        </Group>
      ),
    },
    { id: 'effectiveFrom', header: t('agreement.from'), cell: (v) => formatDate(v.effectiveFrom) },
    {
      id: 'model',
      header: t('agreement.rule'),
      cell: (v) => (
        <Stack gap={2}>
          <Text size="sm">{t('agreement.modelName', { model: v.model ?? '' })}</Text>
          {rule(v).map((line) => (
            <Text key={line} size="xs" c="dimmed">
              {line}
            </Text>
          ))}
        </Stack>
      ),
    },
    {
      id: 'termStart',
      header: t('agreement.term'),
      hideOnPhone: true,
      cell: (v) =>
        v.termStart || v.termEnd
          ? t('agreement.termLine', { from: formatDate(v.termStart), to: formatDate(v.termEnd) })
          : '',
    },
    { id: 'renewalDate', header: t('agreement.renewal'), cell: (v) => formatDate(v.renewalDate) },
    {
      id: 'territoryPincodes',
      header: t('agreement.territory'),
      hideOnPhone: true,
      cell: (v) => [...((v.territoryPincodes as string[] | null) ?? []), v.territoryCity].filter(Boolean).join(', '),
    },
    {
      id: 'documentFileId',
      header: t('agreement.document'),
      cell: (v) =>
        v.documentFileId ? (
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => void downloadStoredFile(v.documentFileId!, t('agreement.document'))}
          >
            {t('agreement.download')}
          </Anchor>
        ) : (
          ''
        ),
    },
  ];

  return (
    <>
      <PageHeader title={t('agreement.title')} subtitle={t('agreement.subtitle')} />
      <Stack gap="md">
        <Select
          label={t('agreement.centre')}
          placeholder={t('agreement.chooseCentre')}
          searchable
          maw={420}
          data={(centres.data?.rows ?? []).map((c) => ({ value: String(c.id), label: franchiseeLabel(c) }))}
          value={franchiseeId ? String(franchiseeId) : null}
          onChange={(v) => v && void navigate(`/royalty/agreement/${v}`)}
          data-testid="agreement-centre"
        />
        {franchiseeId && (
          <>
            <Title order={4}>{t('agreement.versions')}</Title>
            <DataTable
              data={versions.data ? rows : undefined}
              error={versions.error}
              onRetry={() => versions.refetch()}
              columns={columns}
              rowId={(v) => String(v.id)}
              empty={t('agreement.noVersions')}
              testId="agreement-versions"
            />
            {allows(addAgreementVersion) && (
              <AddVersionForm franchiseeId={franchiseeId} onAdded={() => void versions.refetch()} />
            )}
            <StatusCard franchiseeId={franchiseeId} />
            {allows(transferCentre) && <OwnersCard franchiseeId={franchiseeId} />}
          </>
        )}
      </Stack>
    </>
  );
}
