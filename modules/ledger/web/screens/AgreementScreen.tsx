import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  formatDate,
  formatPaise,
  formatPercentage,
  franchiseeLabel,
  rupeesToPaise,
  todayInIndia,
  type RecordOf,
} from '@portal/core';
import {
  actionMark,
  call,
  DataTable,
  DateField,
  downloadStoredFile,
  errorMessage,
  FileUploadInput,
  notify,
  PageHeader,
  resources,
  useAccess,
  useMessages,
  type DataColumn,
} from '@portal/ui';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ROYALTY_MODELS, type RoyaltyModel } from '../../shared/accounts.ts';
import {
  addAgreementVersion,
  agreementVersionShape,
  centreTransfers,
  transferCentre,
} from '../../shared/agreements.ts';
import { CENTRE_STATUS_MOVES, setCentreStatus, type CentreStatus } from '@portal/mod-org/shared';
import { ROYALTY_MODEL_LABELS } from '../../shared/labels.ts';
import { useCentres } from '../components.tsx';
import { ledgerMessages } from '../messages/index.ts';

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
  const versions = useQuery({
    queryKey: ['agreement-versions', franchiseeId],
    enabled: Boolean(franchiseeId),
    queryFn: () => resources.list(agreementVersionShape, { franchiseeId, pageSize: 100, fields: FIELDS }),
  });
  const rows = (versions.data?.rows ?? []) as Version[];
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
          <Text size="sm">{ROYALTY_MODEL_LABELS[v.model as RoyaltyModel] ?? v.model}</Text>
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

/** The first of next month, the earliest a new version usually starts. */
function nextFirst(): string {
  const [y, m] = todayInIndia().split('-').map(Number);
  return `${m === 12 ? y + 1 : y}-${String(m === 12 ? 1 : m + 1).padStart(2, '0')}-01`;
}

/** Parses "100000 10" lines into slabs; the last line may be a percentage alone (no upper limit). */
function parseSlabs(text: string) {
  const slabs: { uptoPaise: number | null; percentBp: number }[] = [];
  for (const line of text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)) {
    const parts = line.split(/\s+/);
    const pct = Number(parts[parts.length - 1]);
    const upto = parts.length > 1 ? rupeesToPaise(parts[0]) : null;
    if (!Number.isFinite(pct) || (parts.length > 1 && upto === null)) return null;
    slabs.push({ uptoPaise: upto, percentBp: Math.round(pct * 100) });
  }
  return slabs;
}

function AddVersionForm({ franchiseeId, onAdded }: { franchiseeId: number; onAdded(): void }) {
  const t = useMessages(ledgerMessages);
  const [model, setModel] = useState<RoyaltyModel>('PERCENT');
  const [percent, setPercent] = useState<number>(10);
  const [perStudent, setPerStudent] = useState('');
  const [slabText, setSlabText] = useState('');
  const [guarantee, setGuarantee] = useState('0');
  const [gst, setGst] = useState<number>(18);
  const [effectiveFrom, setEffectiveFrom] = useState(nextFirst());
  const [termStart, setTermStart] = useState('');
  const [termEnd, setTermEnd] = useState('');
  const [renewalDate, setRenewalDate] = useState('');
  const [pincodes, setPincodes] = useState('');
  const [city, setCity] = useState('');
  const [fileId, setFileId] = useState('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  async function save() {
    setProblem(null);
    setFieldErrors({});
    const perStudentPaise = model === 'PER_STUDENT' ? rupeesToPaise(perStudent || '0') : 0;
    const minimumGuaranteePaise = rupeesToPaise(guarantee || '0');
    const slabs = model === 'SLAB' ? parseSlabs(slabText) : [];
    if (perStudentPaise === null || minimumGuaranteePaise === null || slabs === null) {
      setProblem(t('agreement.badAmount'));
      return;
    }
    setBusy(true);
    try {
      const added = await call(addAgreementVersion, {
        params: { franchiseeId },
        body: {
          model,
          percentBp: model === 'PERCENT' ? Math.round(percent * 100) : 0,
          perStudentPaise,
          slabs,
          minimumGuaranteePaise,
          gstRateBp: Math.round(gst * 100),
          royaltyHeads: ['TUITION'],
          effectiveFrom,
          termStart: termStart || null,
          termEnd: termEnd || null,
          renewalDate: renewalDate || null,
          territoryPincodes: pincodes
            .split(/[,\s]+/)
            .map((p) => p.trim())
            .filter(Boolean),
          territoryCity: city || null,
          documentFileId: fileId || null,
          note: note || null,
        },
      });
      notify({ color: 'green', message: t('agreement.saved', { n: added.versionNo }) });
      onAdded();
    } catch (err) {
      setProblem(errorMessage(err));
      const fields = (err as { fieldErrors?: Record<string, string> }).fieldErrors;
      if (fields) setFieldErrors(fields);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card withBorder radius="md" data-testid="add-agreement-version">
      <Title order={4}>{t('agreement.add')}</Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('agreement.addHint')}
      </Text>
      <Stack gap="sm" maw={560}>
        {problem && (
          <Alert color="red" data-testid="agreement-problem">
            {problem}
          </Alert>
        )}
        <Select
          label={t('agreement.model')}
          data={ROYALTY_MODELS.map((m) => ({ value: m, label: ROYALTY_MODEL_LABELS[m] }))}
          value={model}
          onChange={(v) => setModel(ROYALTY_MODELS.find((m) => m === v) ?? 'PERCENT')}
          allowDeselect={false}
        />
        {model === 'PERCENT' && (
          <NumberInput
            label={t('agreement.percentLabel')}
            decimalScale={2}
            value={percent}
            onChange={(v) => setPercent(Number(v))}
            error={fieldErrors.percentBp}
          />
        )}
        {model === 'PER_STUDENT' && (
          <TextInput
            label={t('agreement.perStudentLabel')}
            value={perStudent}
            onChange={(e) => setPerStudent(e.currentTarget.value)}
            error={fieldErrors.perStudentPaise}
          />
        )}
        {model === 'SLAB' && (
          <Textarea
            label={t('agreement.slabsLabel')}
            autosize
            minRows={3}
            value={slabText}
            onChange={(e) => setSlabText(e.currentTarget.value)}
            error={fieldErrors.slabs}
          />
        )}
        <TextInput
          label={t('agreement.guaranteeLabel')}
          value={guarantee}
          onChange={(e) => setGuarantee(e.currentTarget.value)}
          error={fieldErrors.minimumGuaranteePaise}
        />
        <NumberInput label={t('agreement.gstLabel')} decimalScale={2} value={gst} onChange={(v) => setGst(Number(v))} />
        <DateField
          label={t('agreement.effectiveFrom')}
          value={effectiveFrom}
          onChange={setEffectiveFrom}
          error={fieldErrors.effectiveFrom}
          required
        />
        <Group grow>
          <DateField label={t('agreement.termStart')} value={termStart} onChange={setTermStart} />
          <DateField label={t('agreement.termEnd')} value={termEnd} onChange={setTermEnd} error={fieldErrors.termEnd} />
        </Group>
        <DateField label={t('agreement.renewalDate')} value={renewalDate} onChange={setRenewalDate} />
        <TextInput
          label={t('agreement.pincodes')}
          value={pincodes}
          onChange={(e) => setPincodes(e.currentTarget.value)}
          error={fieldErrors.territoryPincodes}
        />
        <TextInput label={t('agreement.city')} value={city} onChange={(e) => setCity(e.currentTarget.value)} />
        <FileUploadInput label={t('agreement.file')} value={fileId} onChange={setFileId} />
        <Textarea label={t('agreement.note')} value={note} onChange={(e) => setNote(e.currentTarget.value)} />
        <Group>
          <Button
            loading={busy}
            onClick={() => void save()}
            data-testid="save-agreement-version"
            {...actionMark(addAgreementVersion)}
          >
            {t('agreement.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** The centre's status, what it allows, and head office's moves (open, suspend, terminate). */
function StatusCard({ franchiseeId }: { franchiseeId: number }) {
  const t = useMessages(ledgerMessages);
  const { allows } = useAccess();
  const centre = useQuery({
    queryKey: ['franchisee', franchiseeId],
    queryFn: () => resources.get('franchisee', franchiseeId),
  });
  const status = String((centre.data as { status?: string } | undefined)?.status ?? '') as CentreStatus;
  const [next, setNext] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const moves = CENTRE_STATUS_MOVES[status] ?? [];
  async function change() {
    setBusy(true);
    try {
      await call(setCentreStatus, {
        params: { id: franchiseeId },
        body: { status: (next ?? '') as CentreStatus, reason },
      });
      notify({ color: 'green', message: t('agreement.statusSaved') });
      setNext(null);
      setReason('');
      await centre.refetch();
    } catch (err) {
      notify({ color: 'red', message: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  }
  if (!status) return null;
  return (
    <Card withBorder radius="md" data-testid="centre-status">
      <Group gap="xs" mb="xs">
        <Title order={4}>{t('agreement.status')}</Title>
        <Badge variant="light" color={status === 'OPEN' ? 'green' : status === 'TERMINATED' ? 'red' : 'orange'}>
          {t('agreement.centreStatus', { status })}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {t('agreement.statusMeans', { status })}
      </Text>
      {allows(setCentreStatus) && moves.length > 0 && (
        <Group align="flex-end" mt="sm">
          <Select
            label={t('agreement.newStatus')}
            data={moves.map((m) => ({ value: m, label: t('agreement.centreStatus', { status: m }) }))}
            value={next}
            onChange={setNext}
          />
          <TextInput label={t('agreement.reason')} value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
          <Button loading={busy} disabled={!next} onClick={() => void change()} {...actionMark(setCentreStatus)}>
            {t('agreement.changeStatus')}
          </Button>
        </Group>
      )}
    </Card>
  );
}

/** Head office: the centre's owners in turn with each one's dues, and a transfer to a new owner. */
function OwnersCard({ franchiseeId }: { franchiseeId: number }) {
  const t = useMessages(ledgerMessages);
  const owners = useQuery({
    queryKey: ['centre-transfers', franchiseeId],
    queryFn: () => call(centreTransfers, { params: { franchiseeId } }),
  });
  const [form, setForm] = useState({ transferDate: `${todayInIndia().slice(0, 7)}-01`, ownerName: '', legalName: '' });
  const [contact, setContact] = useState({ gstin: '', email: '', mobile: '' });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  type Row = NonNullable<typeof owners.data>['rows'][number];
  const columns: DataColumn<Row>[] = [
    { id: 'transferDate', header: t('agreement.transferDate'), primary: true, cell: (r) => formatDate(r.transferDate) },
    {
      id: 'owners',
      header: t('agreement.owners'),
      cell: (r) => t('agreement.ownerLine', { from: r.from.legalName, to: r.to.legalName }),
    },
    { id: 'before', header: t('agreement.duesBefore'), align: 'right', cell: (r) => formatPaise(r.duesBeforePaise) },
    { id: 'since', header: t('agreement.duesSince'), align: 'right', cell: (r) => formatPaise(r.duesSincePaise) },
  ];
  async function save() {
    setProblem(null);
    setBusy(true);
    try {
      await call(transferCentre, {
        params: { franchiseeId },
        body: { ...form, email: contact.email, mobile: contact.mobile, gstin: contact.gstin || null },
      });
      notify({ color: 'green', message: t('agreement.transferred') });
      await owners.refetch();
    } catch (err) {
      setProblem(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Card withBorder radius="md" data-testid="centre-owners">
      <Title order={4} mb="sm">
        {t('agreement.owners')}
      </Title>
      <DataTable
        data={owners.data?.rows}
        error={owners.error}
        onRetry={() => owners.refetch()}
        columns={columns}
        rowId={(r) => String(r.id)}
        empty={t('agreement.noTransfers')}
        testId="centre-transfers"
      />
      <Title order={5} mt="md">
        {t('agreement.transfer')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('agreement.transferHint')}
      </Text>
      <Stack gap="sm" maw={560}>
        {problem && <Alert color="red">{problem}</Alert>}
        <DateField
          label={t('agreement.transferDate')}
          value={form.transferDate}
          onChange={(v) => setForm({ ...form, transferDate: v })}
        />
        <TextInput
          label={t('agreement.ownerName')}
          value={form.ownerName}
          onChange={(e) => setForm({ ...form, ownerName: e.currentTarget.value })}
        />
        <TextInput
          label={t('agreement.legalName')}
          value={form.legalName}
          onChange={(e) => setForm({ ...form, legalName: e.currentTarget.value })}
        />
        <TextInput
          label={t('agreement.gstin')}
          value={contact.gstin}
          onChange={(e) => setContact({ ...contact, gstin: e.currentTarget.value.toUpperCase() })}
        />
        <TextInput
          label={t('agreement.email')}
          value={contact.email}
          onChange={(e) => setContact({ ...contact, email: e.currentTarget.value })}
        />
        <TextInput
          label={t('agreement.mobile')}
          value={contact.mobile}
          onChange={(e) => setContact({ ...contact, mobile: e.currentTarget.value })}
        />
        <Group>
          <Button loading={busy} onClick={() => void save()} {...actionMark(transferCentre)}>
            {t('agreement.transferSave')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
