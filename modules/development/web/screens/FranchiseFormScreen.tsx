import { Alert, Button, Card, Container, Select, Stack, TextInput, Textarea, Title, Text } from '@mantine/core';
import { isLanguage } from '@portal/core';
import {
  ApiError,
  call,
  currentLanguage,
  errorMessage,
  HoneypotField,
  LoadError,
  setLanguage,
  useCall,
  useMessages,
} from '@portal/ui';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { HONEYPOT_FIELD, INVESTMENT_BANDS } from '../../shared/constants.ts';
import * as C from '../../shared/contracts.ts';
import { developmentMessages } from '../messages/index.ts';

const EMPTY = { name: '', mobile: '', email: '', city: '', pincodes: '', investmentBand: '', remarks: '' };

/**
 * /franchise-enquiry: the website's form for prospective franchisees, no sign-in; a hidden field catches bots. The
 * website's link may name a language (`?lang=hi`), and the form speaks it.
 */
export default function FranchiseFormScreen() {
  const t = useMessages(developmentMessages);
  const wanted = useSearchParams()[0].get('lang');
  useEffect(() => {
    if (isLanguage(wanted) && wanted !== currentLanguage()) void setLanguage(wanted);
  }, [wanted]);
  const page = useCall(C.publicFranchiseForm, undefined, { retry: false });
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [honeypot, setHoneypot] = useState('');
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const set = (name: keyof typeof EMPTY) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  async function submit() {
    setSaving(true);
    setProblem(null);
    setErrors({});
    try {
      const answer = await call(C.submitFranchiseForm, {
        body: {
          name: values.name,
          mobile: values.mobile,
          email: values.email || undefined,
          city: values.city,
          pincodes: values.pincodes.split(/[\s,]+/).filter(Boolean),
          investmentBand: values.investmentBand || undefined,
          remarks: values.remarks || undefined,
          formToken: page.data?.formToken,
          [HONEYPOT_FIELD]: honeypot,
        },
      });
      setDone(answer.message);
    } catch (err) {
      if (err instanceof ApiError) {
        const fields = Object.fromEntries(Object.entries(err.fieldErrors).map(([k, v]) => [k.split('.')[0], v]));
        setErrors(fields);
      }
      setProblem(errorMessage(err));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Container size="sm" py="xl">
      <Title order={2} mb="lg">
        {t('form.title')}
      </Title>
      <Card withBorder radius="md" p="lg">
        {page.error ? (
          <LoadError error={page.error} />
        ) : done ? (
          <Text data-testid="franchise-thanks">{done}</Text>
        ) : (
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <Stack>
              <TextInput
                label={t('form.name')}
                required
                value={values.name}
                error={errors.name}
                onChange={(e) => set('name')(e.currentTarget.value)}
              />
              <TextInput
                label={t('form.mobile')}
                required
                inputMode="tel"
                value={values.mobile}
                error={errors.mobile}
                onChange={(e) => set('mobile')(e.currentTarget.value)}
              />
              <TextInput
                label={t('form.email')}
                type="email"
                value={values.email}
                error={errors.email}
                onChange={(e) => set('email')(e.currentTarget.value)}
              />
              <TextInput
                label={t('form.city')}
                required
                value={values.city}
                error={errors.city}
                onChange={(e) => set('city')(e.currentTarget.value)}
              />
              <TextInput
                label={t('form.pincodes')}
                description={t('form.pincodesHint')}
                required
                inputMode="numeric"
                value={values.pincodes}
                error={errors.pincodes}
                onChange={(e) => set('pincodes')(e.currentTarget.value)}
              />
              <Select
                label={t('form.investment')}
                required
                data={INVESTMENT_BANDS.map((band) => ({ value: band, label: t('investment', { band }) }))}
                value={values.investmentBand || null}
                error={errors.investmentBand}
                onChange={(v) => set('investmentBand')(v ?? '')}
                data-testid="investment-select"
              />
              <Textarea
                label={t('form.remarks')}
                value={values.remarks}
                onChange={(e) => set('remarks')(e.currentTarget.value)}
              />
              <HoneypotField name={HONEYPOT_FIELD} value={honeypot} onChange={setHoneypot} />
              {problem && (
                <Alert color="red" data-testid="form-problem">
                  {problem}
                </Alert>
              )}
              <Button type="submit" loading={saving} disabled={!page.data} data-testid="submit-franchise">
                {t('form.send')}
              </Button>
            </Stack>
          </form>
        )}
      </Card>
    </Container>
  );
}
