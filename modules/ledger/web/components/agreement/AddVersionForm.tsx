import {
  Alert,
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
import { rupeesToPaise, todayInIndia } from '@portal/core';
import { actionMark, call, DateField, errorMessage, FileUploadInput, notify, useMessages } from '@portal/ui';
import { useState } from 'react';
import { ROYALTY_MODELS, type RoyaltyModel } from '../../../shared/accounts.ts';
import { addAgreementVersion } from '../../../shared/agreements.ts';
import { ledgerMessages } from '../../messages/index.ts';

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

export function AddVersionForm({ franchiseeId, onAdded }: { franchiseeId: number; onAdded(): void }) {
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
          data={ROYALTY_MODELS.map((m) => ({ value: m, label: t('agreement.modelName', { model: m }) }))}
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
