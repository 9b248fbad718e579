import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { enumLabel } from '@portal/core';
import { ApiError, call, DateField, errorMessage, notify, PageHeader, useAccess, useResourceRows } from '@portal/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { sectionShape } from '@portal/mod-students/shared/resources';
import { AUDIENCE_KINDS, TEMPLATE_VARIABLES, type AudienceKind, type TemplateType } from '../../shared/constants.ts';
import { templateShape } from '../../shared/resources.ts';
import { classShape } from '@portal/mod-org/shared/resources';

const AUDIENCE_LABEL: Record<AudienceKind, string> = {
  CENTRE: 'Whole centre',
  CLASS: 'Class',
  SECTION: 'Section',
  ROLE: 'Staff role',
  LIST: 'A list',
};
const DLT_HINT =
  'Only the variables may change: the text is registered with DLT; each value takes at most 30 characters.';
const ROLES = ['TEACHER', 'Councellor', 'FRANCHISEE_USER_1', 'COCO_USER_1'];
const TIMES = Array.from({ length: 28 }, (_, i) => {
  const h = 7 + Math.floor(i / 2);
  const m = i % 2 ? '30' : '00';
  return `${String(h).padStart(2, '0')}:${m}`;
});

/** communications/email/send (and the SMS composer): a template, an audience, values, now or later. */
export default function SendScreen({ channel }: { channel: TemplateType }) {
  const access = useAccess();
  const navigate = useNavigate();
  const centre = access.franchiseeId;
  const templates = useResourceRows(templateShape, {
    type: channel,
    isActive: 'true',
    pageSize: 200,
    fields: 'name,body,subject',
  });
  const classes = useResourceRows(classShape, { pageSize: 200 });
  const sections = useResourceRows(sectionShape, { franchiseeID: centre ?? undefined, pageSize: 200 }, centre !== null);
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [kind, setKind] = useState<AudienceKind>('CLASS');
  const [classId, setClassId] = useState<string | null>(null);
  const [sectionId, setSectionId] = useState<string | null>(null);
  const [role, setRole] = useState<string | null>('TEACHER');
  const [list, setList] = useState('');
  const [values, setValues] = useState<Record<string, string>>({});
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [later, setLater] = useState(false);
  const [day, setDay] = useState('');
  const [time, setTime] = useState<string | null>('09:00');
  const [preview, setPreview] = useState<{
    body: string;
    subject: string | null;
    refusal: string | null;
    recordOf: string | null;
  } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const templateRows = templates.data?.rows ?? [];
  const classRows = classes.data?.rows ?? [];
  const sectionRows = sections.data?.rows ?? [];
  const className = (id: number) => classRows.find((c) => c.id === id)?.name ?? '';

  function chooseTemplate(id: string | null) {
    setTemplateId(id);
    const t = templateRows.find((r) => String(r.id) === id);
    setBody(t?.body ?? '');
    setSubject(t?.subject ?? '');
    setPreview(null);
  }

  const cleanValues = Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== ''));

  function payload(): C.SendBody {
    return {
      templateId: Number(templateId),
      ...(channel === 'EMAIL' ? { subject } : {}),
      body,
      audience: {
        franchiseeId: centre ?? 0,
        kind,
        ...(kind === 'CLASS' && classId ? { classId: Number(classId) } : {}),
        ...(kind === 'SECTION' && sectionId ? { sectionId: Number(sectionId) } : {}),
        ...(kind === 'ROLE' && role ? { role } : {}),
        ...(kind === 'LIST'
          ? {
              addresses: list
                .split(/[\n,;]+/)
                .map((s) => s.trim())
                .filter(Boolean),
            }
          : {}),
      },
      values: cleanValues,
      ...(later && day && time ? { sendAt: new Date(`${day}T${time}:00+05:30`).toISOString() } : {}),
    };
  }

  const previewing = useMutation({
    mutationFn: () =>
      call(C.previewTemplate, {
        params: { id: Number(templateId) },
        body: { franchiseeId: centre ?? 0, body, values: cleanValues },
      }),
    onSuccess: setPreview,
    onError: (err) => setError(errorMessage(err)),
  });
  const sending = useMutation({
    mutationFn: () => call(C.sendMessage, { body: payload() }),
    onSuccess: (res) => {
      notify({
        color: 'green',
        message: `${res.status === 'SCHEDULED' && later ? 'Scheduled' : 'Sending'} to ${res.recipients} recipient(s)${
          res.optedOut ? `; ${res.optedOut} opted out` : ''
        }`,
      });
      void navigate(channel === 'SMS' ? '/communications/sms' : '/communications/email');
    },
    onError: (err) => setError(err instanceof ApiError ? err.message : errorMessage(err)),
  });

  const title = channel === 'SMS' ? 'Send an SMS' : 'Send an email';
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[
          {
            label: channel === 'SMS' ? 'SMS' : 'Email',
            to: channel === 'SMS' ? '/communications/sms' : '/communications/email',
          },
          { label: title },
        ]}
      />
      {centre === null && (
        <Alert color="orange" mb="md" title="Choose a centre">
          Choose the centre in the top bar: messages go to one centre&apos;s parents or staff.
        </Alert>
      )}
      <Card withBorder radius="md" maw={900}>
        <Stack>
          <Select
            label="Template"
            data={templateRows.map((t) => ({ value: String(t.id), label: t.name }))}
            value={templateId}
            onChange={chooseTemplate}
            searchable
            data-testid="send-template"
          />
          <div>
            <Text size="sm" fw={500} mb={4}>
              Send to
            </Text>
            <SegmentedControl
              value={kind}
              onChange={(v) => setKind(v)}
              data={AUDIENCE_KINDS.map((k) => ({ value: k, label: AUDIENCE_LABEL[k] }))}
              fullWidth
            />
          </div>
          {kind === 'CLASS' && (
            <Select
              label="Class"
              data={classRows.map((c) => ({ value: String(c.id), label: c.name }))}
              value={classId}
              onChange={setClassId}
            />
          )}
          {kind === 'SECTION' && (
            <Select
              label="Section"
              data={sectionRows.map((s) => ({
                value: String(s.id),
                label: `${className(s.classId)} ${s.name}`.trim(),
              }))}
              value={sectionId}
              onChange={setSectionId}
            />
          )}
          {kind === 'ROLE' && (
            <Select
              label="Role"
              data={ROLES.map((r) => ({ value: r, label: enumLabel(r) }))}
              value={role}
              onChange={setRole}
            />
          )}
          {kind === 'LIST' && (
            <Textarea
              label={channel === 'SMS' ? 'Mobile numbers' : 'Email addresses'}
              description="One per line, or separated by commas"
              autosize
              minRows={3}
              value={list}
              onChange={(e) => setList(e.currentTarget.value)}
            />
          )}
          {channel === 'EMAIL' && (
            <TextInput label="Subject" value={subject} onChange={(e) => setSubject(e.currentTarget.value)} />
          )}
          <Textarea
            label="Message"
            description={
              channel === 'SMS'
                ? DLT_HINT
                : `Variables: ${Object.keys(TEMPLATE_VARIABLES)
                    .map((v) => `{${v}}`)
                    .join(', ')}`
            }
            autosize
            minRows={4}
            value={body}
            onChange={(e) => setBody(e.currentTarget.value)}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={TEMPLATE_VARIABLES.feeDue}
              value={values.feeDue ?? ''}
              onChange={(e) => setValues({ ...values, feeDue: e.currentTarget.value })}
            />
            <TextInput
              label={TEMPLATE_VARIABLES.date}
              placeholder="Today when left empty"
              value={values.date ?? ''}
              onChange={(e) => setValues({ ...values, date: e.currentTarget.value })}
            />
          </SimpleGrid>
          <Checkbox label="Send later" checked={later} onChange={(e) => setLater(e.currentTarget.checked)} />
          {later && (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <DateField label="Send on" value={day} onChange={setDay} />
              <Select label="At" data={TIMES} value={time} onChange={setTime} />
            </SimpleGrid>
          )}
          {preview && (
            <Card withBorder bg="gray.0" data-testid="send-preview">
              <Title order={2} size="h5" mb={4}>
                Preview{preview.recordOf ? ` with ${preview.recordOf}'s record` : ''}
              </Title>
              {preview.subject && <Text fw={600}>{preview.subject}</Text>}
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {preview.body}
              </Text>
              {preview.refusal && (
                <Text size="sm" c="red.9" mt="xs">
                  {preview.refusal}
                </Text>
              )}
            </Card>
          )}
          {error && (
            <Text c="red.9" size="sm" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end">
            <Button
              variant="default"
              disabled={!templateId || centre === null}
              loading={previewing.isPending}
              onClick={() => {
                setError(null);
                previewing.mutate();
              }}
            >
              Preview
            </Button>
            <Button
              disabled={!templateId || centre === null}
              loading={sending.isPending}
              onClick={() => {
                setError(null);
                sending.mutate();
              }}
            >
              {later ? 'Schedule' : 'Send now'}
            </Button>
          </Group>
        </Stack>
      </Card>
    </>
  );
}
