import { Anchor, Button, Card, Group, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { formatDate, todayInIndia, isOneOf } from '@portal/core';
import {
  call,
  errorMessage,
  invalidateCalls,
  LoadError,
  notify,
  PageHeader,
  StatusBadge,
  useCall,
  useMessages,
} from '@portal/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { REQUEST_KINDS, type RequestKind } from '../../shared/constants.ts';
import * as C from '../../shared/contracts.ts';
import { downloadJson } from '../components/download.ts';
import { GrievanceOfficer } from '../components/GrievanceOfficer.tsx';
import { privacyMessages } from '../messages/index.ts';

/**
 * /privacy/mine: a parent's rights under the DPDP Act on one phone screen: what the school holds about their child
 * and them (and its JSON download), a request (summary, correction, erasure, nominee) and the answers.
 */
export default function MyDataScreen() {
  const t = useMessages(privacyMessages);
  const queryClient = useQueryClient();
  const mine = useCall(C.myDataSummary);
  const held = useCall(C.myExport, undefined, {
    enabled: Boolean(mine.data?.child),
  });

  if (mine.error) return <LoadError error={mine.error} onRetry={() => void mine.refetch()} />;
  const data = mine.data;
  return (
    <>
      <PageHeader title={t('mine.title')} subtitle={t('mine.subtitle')} />
      {!data ? (
        <Text>{t('mine.loading')}</Text>
      ) : (
        <Stack>
          <Card withBorder radius="md" p="md">
            <Stack gap="xs">
              {data.child ? (
                <Title order={4}>{t('mine.heldTitle', { child: data.child.name })}</Title>
              ) : (
                <Text>{t('mine.noChild')}</Text>
              )}
              {held.error && <LoadError error={held.error} onRetry={() => void held.refetch()} />}
              {held.data && (
                <Stack gap={6} data-testid="held-data">
                  {held.data.resources.map((r) => (
                    <div key={r.resource}>
                      <Text fw={600}>{r.label}</Text>
                      <Text size="sm" c="dimmed">
                        {t('mine.heldLine', { rows: r.rows.length })}
                        {r.files.length ? ` · ${t('mine.files', { count: r.files.length })}` : ''} ·{' '}
                        {r.categories.join(', ')}
                      </Text>
                      <Text size="sm">{r.purposes.join('; ')}</Text>
                    </div>
                  ))}
                  <Group wrap="wrap">
                    <Button
                      onClick={() => downloadJson(held.data, `my-data-${todayInIndia()}.json`)}
                      data-testid="download-my-data"
                    >
                      {t('mine.download')}
                    </Button>
                    <Anchor component={Link} to="/privacy/notice">
                      {t('mine.notice')}
                    </Anchor>
                  </Group>
                </Stack>
              )}
            </Stack>
          </Card>
          <RequestForm
            data={data}
            onSent={() => void invalidateCalls(queryClient, C.myDataSummary, C.requestList, C.requestDetail)}
          />
          <Requests requests={data.requests} />
          <GrievanceOfficer officer={data.grievanceOfficer} />
        </Stack>
      )}
    </>
  );
}

function RequestForm({ data, onSent }: { data: C.MyData; onSent(): void }) {
  const t = useMessages(privacyMessages);
  const [kind, setKind] = useState<RequestKind>('SUMMARY');
  const subjects = [
    ...(data.child ? [{ value: 'child', label: t('mine.aboutChild', { child: data.child.name }) }] : []),
    ...data.enquiries.map((e) => ({
      value: `enquiry:${e.id}`,
      label: t('mine.aboutEnquiry', { code: e.enquiryCode, child: e.childName }),
    })),
  ];
  const [about, setAbout] = useState<string | null>(subjects[0]?.value ?? null);
  const [details, setDetails] = useState('');
  const [record, setRecord] = useState('');
  const [nomineeName, setNomineeName] = useState('');
  const [nomineeContact, setNomineeContact] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  if (!subjects.length) return null;

  async function send() {
    setBusy(true);
    setErrors({});
    try {
      const enquiryId = about?.startsWith('enquiry:') ? Number(about.slice('enquiry:'.length)) : undefined;
      await call(C.makeRequest, {
        body: {
          kind,
          enquiryId,
          details,
          ...(kind === 'CORRECTION' ? { record } : {}),
          ...(kind === 'NOMINEE' ? { nomineeName, nomineeContact } : {}),
        },
      });
      notify({ color: 'green', message: t('mine.sent') });
      setDetails('');
      setRecord('');
      onSent();
    } catch (err) {
      const fields = (err as { fieldErrors?: Record<string, string> }).fieldErrors;
      if (fields) setErrors(fields);
      notify({ color: 'red', message: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={4}>{t('mine.askTitle')}</Title>
        <Select
          label={t('mine.kind')}
          data={REQUEST_KINDS.map((k) => ({ value: k, label: t('mine.kinds', { kind: k }) }))}
          value={kind}
          onChange={(v) => isOneOf(REQUEST_KINDS, v) && setKind(v)}
          allowDeselect={false}
        />
        <Select label={t('mine.about')} data={subjects} value={about} onChange={setAbout} allowDeselect={false} />
        {kind === 'CORRECTION' && (
          <TextInput label={t('mine.record')} value={record} onChange={(e) => setRecord(e.currentTarget.value)} />
        )}
        {kind === 'NOMINEE' && (
          <>
            <TextInput
              label={t('mine.nomineeName')}
              value={nomineeName}
              error={errors.nomineeName}
              onChange={(e) => setNomineeName(e.currentTarget.value)}
            />
            <TextInput
              label={t('mine.nomineeContact')}
              value={nomineeContact}
              error={errors.nomineeContact}
              onChange={(e) => setNomineeContact(e.currentTarget.value)}
            />
          </>
        )}
        <Textarea
          label={t('mine.details')}
          description={kind === 'CORRECTION' ? t('mine.detailsHint') : undefined}
          value={details}
          error={errors.details}
          autosize
          minRows={2}
          onChange={(e) => setDetails(e.currentTarget.value)}
        />
        <Group>
          <Button loading={busy} onClick={() => void send()}>
            {t('mine.send')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function Requests({ requests }: { requests: C.PrivacyRequest[] }) {
  const t = useMessages(privacyMessages);
  return (
    <Card withBorder radius="md" p="md">
      <Stack gap="sm" data-testid="my-requests">
        <Title order={4}>{t('mine.requestsTitle')}</Title>
        {!requests.length && <Text c="dimmed">{t('mine.noRequests')}</Text>}
        {requests.map((r) => (
          <Stack key={r.id} gap={2} data-testid="my-request">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text fw={600}>
                {t('mine.kinds', { kind: r.kind })} · {r.childName}
              </Text>
              <StatusBadge status={r.status} label={t('mine.statuses', { status: r.status })} />
            </Group>
            {r.details && <Text size="sm">{r.details}</Text>}
            {r.answer ? (
              <Text size="sm" data-testid="request-answer">
                <b>{t('mine.answer')}:</b> {r.answer}
              </Text>
            ) : (
              <Text size="sm" c="dimmed">
                {t('mine.due', { date: formatDate(r.dueOn) })}
              </Text>
            )}
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
