import { Alert, Button, Card, NumberInput, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { call, useAttempt, useCall, useMessages } from '@portal/ui';
import { useEffect, useState } from 'react';
import { myChildPartA, saveMyChildPartA, type PartAInput } from '../../shared/contracts.ts';
import { observationMessages } from '../messages/index.ts';

type Field = 'iLike' | 'favouriteFood' | 'favouriteGame' | 'myFamily';
const TEXTS: Field[] = ['iLike', 'favouriteFood', 'favouriteGame'];

/**
 * Part A of the child's progress card, written by the family on their phone: a few short answers and the height and
 * weight they measured. Sent whole; what they send replaces what they wrote before.
 */
export function AboutMeCard({ studentAdmissionId }: { studentAdmissionId: number }) {
  const t = useMessages(observationMessages);
  const current = useCall(myChildPartA, { params: { studentAdmissionId }, query: {} });
  const [form, setForm] = useState<PartAInput>({});
  const [saved, setSaved] = useState(false);
  const { busy, error, attempt } = useAttempt();
  useEffect(() => {
    const d = current.data;
    if (!d) return;
    setForm({
      iLike: d.iLike ?? '',
      favouriteFood: d.favouriteFood ?? '',
      favouriteGame: d.favouriteGame ?? '',
      myFamily: d.myFamily ?? '',
      heightCm: d.heightCm ?? undefined,
      weightKg: d.weightKg ?? undefined,
    });
  }, [current.data]);
  const text = (field: Field) => (value: string) => setForm((f) => ({ ...f, [field]: value }));
  const save = () =>
    attempt(async () => {
      setSaved(false);
      await call(saveMyChildPartA, { params: { studentAdmissionId }, body: form });
      setSaved(true);
    });
  return (
    <Card withBorder data-testid="hpc-part-a">
      <Title order={3} size="h4" mb="xs">
        {t('observations.about.title')}
      </Title>
      <Stack gap="sm">
        {TEXTS.map((field) => (
          <TextInput
            key={field}
            size="md"
            label={t(`observations.about.${field}`)}
            value={form[field] ?? ''}
            onChange={(e) => text(field)(e.currentTarget.value)}
          />
        ))}
        <Textarea
          size="md"
          label={t('observations.about.myFamily')}
          value={form.myFamily ?? ''}
          onChange={(e) => text('myFamily')(e.currentTarget.value)}
        />
        <NumberInput
          size="md"
          label={t('observations.about.heightCm')}
          allowDecimal={false}
          value={form.heightCm ?? ''}
          onChange={(v) => setForm((f) => ({ ...f, heightCm: typeof v === 'number' ? v : undefined }))}
        />
        <NumberInput
          size="md"
          label={t('observations.about.weightKg')}
          decimalScale={1}
          value={form.weightKg ?? ''}
          onChange={(v) => setForm((f) => ({ ...f, weightKg: typeof v === 'number' ? v : undefined }))}
        />
        {error && <Alert color="red">{error}</Alert>}
        {saved && <Alert color="teal">{t('observations.about.saved')}</Alert>}
        <Button size="lg" onClick={() => void save()} loading={busy}>
          {t('observations.about.save')}
        </Button>
      </Stack>
    </Card>
  );
}
