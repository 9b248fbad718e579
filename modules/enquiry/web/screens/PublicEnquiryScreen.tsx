import { Alert, Button, Select, Stack } from '@mantine/core';
import { ApiError, call, errorMessage, FieldsGrid, HoneypotField, LoadError, useCall } from '@portal/ui';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { HONEYPOT_FIELD, PUBLIC_ENQUIRY_FIELDS } from '../../shared/index.ts';
import { PublicPage } from '../components/PublicPage.tsx';
import { useFieldsForm } from '../components/useFieldsForm.ts';

const OTHER_FIELDS = Object.entries(PUBLIC_ENQUIRY_FIELDS).filter(([name]) => name !== 'classId');

/**
 * /enquiry-form/{fid} (the QR code) and /parent-enquiry/newentry/{fid}/{mid?} (the parent
 * link): a parent's enquiry without signing in. A hidden field catches bots.
 */
export default function PublicEnquiryScreen({ channel }: { channel: 'qr' | 'parent' }) {
  const { fid, mid } = useParams();
  const navigate = useNavigate();
  const page = useCall(
    C.publicEnquiryForm,
    { params: { fid } },
    {
      retry: false,
    },
  );
  const form = useFieldsForm(PUBLIC_ENQUIRY_FIELDS);
  const [honeypot, setHoneypot] = useState('');
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  if (page.error)
    return (
      <PublicPage title="Enquiry form">
        <LoadError error={page.error} />
      </PublicPage>
    );
  if (!page.data) return null;

  async function submit() {
    setProblem(null);
    const body = form.collect();
    if (!body) return;
    setSaving(true);
    try {
      const filled = { ...body, formToken: page.data!.formToken, [HONEYPOT_FIELD]: honeypot };
      if (channel === 'qr') await call(C.submitQrEnquiry, { params: { fid }, body: filled });
      else await call(C.submitParentEnquiry, { params: { fid }, query: { mid }, body: filled });
      navigate('/enquiry-saved/thankyou', { state: { centre: page.data!.centreName } });
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fieldErrors).length) form.setErrors(err.fieldErrors);
      setProblem(errorMessage(err));
    } finally {
      setSaving(false);
    }
  }

  return (
    <PublicPage title="Admission enquiry" centre={page.data.centreName}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        noValidate
      >
        <Stack>
          <FieldsGrid fields={OTHER_FIELDS} values={form.values} errors={form.errors} onChange={form.onChange} />
          <Select
            label="Class"
            required
            data={page.data.classes.map((c) => ({ value: String(c.id), label: c.name }))}
            value={form.selected('classId')}
            onChange={(v) => form.onChange('classId', v ?? '')}
            error={form.errors.classId}
            data-testid="class-select"
          />
          <HoneypotField name={HONEYPOT_FIELD} value={honeypot} onChange={setHoneypot} />
          {problem && (
            <Alert color="red" data-testid="form-problem">
              {problem}
            </Alert>
          )}
          <Button type="submit" loading={saving} data-testid="submit-enquiry">
            Send enquiry
          </Button>
        </Stack>
      </form>
    </PublicPage>
  );
}
