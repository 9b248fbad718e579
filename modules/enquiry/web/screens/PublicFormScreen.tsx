import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { formatPaise, type EndpointAnswer, type FieldMap } from '@portal/core';
import { ApiError, call, errorMessage, FieldsGrid, LoadError, useCall } from '@portal/ui';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { FORM_FIELDS, type FormType } from '../../shared/index.ts';
import { FeeReceived, PaymentBadge } from '../components/bits.tsx';
import { PublicPage } from '../components/PublicPage.tsx';
import { useFieldsForm } from '../components/useFieldsForm.ts';

type PublicForm = EndpointAnswer<typeof C.publicForm>;

const TITLES: Record<FormType, string> = {
  APPLICATION: 'Application form',
  REGISTRATION: 'Registration form',
  ADMISSION: 'Admission form',
};
const DONE: Record<FormType, string> = {
  APPLICATION: '/thankyou',
  REGISTRATION: '/registrationConfirmation',
  ADMISSION: '/admissionConfirmation',
};

/**
 * /application-form/{refID?}, /registration-form/{refID?}, /admission-form/{refID?}:
 * the family fills its form by the link.
 */
export default function PublicFormScreen({ formType }: { formType: FormType }) {
  const { refID } = useParams();
  const navigate = useNavigate();
  const info = useCall(
    C.publicForm,
    { params: { refId: refID! } },
    {
      enabled: Boolean(refID),
      retry: false,
    },
  );
  if (!refID) {
    return (
      <PublicPage title={TITLES[formType]}>
        <Text>Open the link the centre sent you to fill this form.</Text>
      </PublicPage>
    );
  }
  if (info.error)
    return (
      <PublicPage title={TITLES[formType]}>
        <LoadError error={info.error} />
      </PublicPage>
    );
  if (!info.data) return null;
  if (info.data.formType !== formType)
    return (
      <PublicPage title={TITLES[formType]}>
        <Text>This link is for another form.</Text>
      </PublicPage>
    );
  return (
    <FilledForm
      refID={refID}
      data={info.data}
      onDone={() => navigate(DONE[formType], { state: { centre: info.data.centreName } })}
    />
  );
}

function FilledForm({ refID, data, onDone }: { refID: string; data: PublicForm; onDone(): void }) {
  const fields: FieldMap = FORM_FIELDS[data.formType];
  const plain = useMemo(() => Object.entries(fields).filter(([name]) => name !== 'classId'), [fields]);
  const form = useFieldsForm(fields, data.data);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const complete = data.status === 'COMPLETED';
  useEffect(() => form.reset(data.data), [data.data]); // eslint-disable-line react-hooks/exhaustive-deps

  async function submit() {
    setProblem(null);
    const body = form.collect();
    if (!body) return;
    setSaving(true);
    try {
      await call(C.formEndpoints[data.formType].submit, { params: { refId: refID }, body });
      onDone();
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fieldErrors).length) form.setErrors(err.fieldErrors);
      setProblem(errorMessage(err));
    } finally {
      setSaving(false);
    }
  }

  return (
    <PublicPage title={`${TITLES[data.formType]} · ${data.childName}`} centre={data.centreName}>
      <Stack>
        {data.fee && (
          <Group gap="xs" data-testid="fee">
            <Text fw={500}>Fee {formatPaise(data.fee.amountPaise)}</Text>
            <PaymentBadge status={data.fee.status} />
            <FeeReceived {...data.fee} />
            {data.fee.status === 'INITIATED' && (
              <Text size="sm" c="dimmed">
                Pay with the payment link from the centre, or at the centre.
              </Text>
            )}
          </Group>
        )}
        {complete ? (
          <Alert color="green">This form is complete. Thank you!</Alert>
        ) : (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
            noValidate
          >
            <Stack>
              <FieldsGrid fields={plain} values={form.values} errors={form.errors} onChange={form.onChange} />
              {'classId' in fields && (
                <Select
                  label="Class"
                  required
                  data={data.classes.map((c) => ({ value: String(c.id), label: c.name }))}
                  value={form.selected('classId')}
                  onChange={(v) => form.onChange('classId', v ?? '')}
                  error={form.errors.classId}
                />
              )}
              {problem && <Alert color="red">{problem}</Alert>}
              <Button type="submit" loading={saving} data-testid="submit-form">
                Submit
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </PublicPage>
  );
}
