import { Button, Card, Group, Modal, Radio, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '@portal/core';
import {
  call,
  EmptyState,
  errorMessage,
  invalidateCalls,
  LoadError,
  notify,
  PageHeader,
  useCall,
  useLanguage,
  useMessages,
} from '@portal/ui';
import { useState } from 'react';
import * as C from '../../shared/contracts.ts';
import type { PurposeConsent } from '../../shared/contracts.ts';
import { consentMessages } from '../messages/index.ts';

interface Asking {
  studentAdmissionId: number;
  consent: PurposeConsent;
  decision: 'GRANTED' | 'WITHDRAWN';
}

/**
 * consents/mine: what a parent agrees to for each child, one card per purpose with its notice in the parent's
 * language. A switch asks for confirmation (the notice again, and how the parent confirms: their account or a code
 * to the mobile on record) before the decision is posted.
 */
export default function MyConsentsScreen() {
  const t = useMessages(consentMessages);
  const language = useLanguage();
  const queryClient = useQueryClient();
  const mine = useCall(C.myConsents, { query: { language } });
  const [asking, setAsking] = useState<Asking | null>(null);

  const status = (c: PurposeConsent) => {
    if (!c.decision || !c.decidedAt) return t('consents.notAsked');
    const values = { when: formatDateTime(c.decidedAt), who: c.decidedBy ?? '' };
    return c.decision === 'GRANTED' ? t('consents.given', values) : t('consents.withdrawn', values);
  };

  return (
    <>
      <PageHeader title={t('consents.title')} subtitle={t('consents.subtitle')} />
      {mine.error ? (
        <LoadError error={mine.error} onRetry={() => mine.refetch()} />
      ) : !mine.data ? (
        <Text c="dimmed">{t('consents.loading')}</Text>
      ) : mine.data.children.length === 0 ? (
        <EmptyState title={t('consents.noChild')} />
      ) : (
        <Stack maw={760} gap="lg">
          {mine.data.children.map((child) => (
            <Stack key={child.studentAdmissionId} gap="sm" data-testid={`consents-${child.studentAdmissionId}`}>
              <Title order={3} size="h4">
                {child.childName}
                {child.className ? (
                  <Text span c="dimmed" size="sm" ml="xs">
                    {child.className}
                  </Text>
                ) : null}
              </Title>
              {child.consents.map((c) => (
                <Card key={c.purpose} withBorder radius="md" padding="md" data-testid={`consent-${c.purpose}`}>
                  <Stack gap="xs">
                    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {c.notice.title}
                      </Text>
                      <Switch
                        checked={c.granted}
                        onChange={() =>
                          setAsking({
                            studentAdmissionId: child.studentAdmissionId,
                            consent: c,
                            decision: c.granted ? 'WITHDRAWN' : 'GRANTED',
                          })
                        }
                        label={t('consents.agree')}
                        labelPosition="left"
                        aria-label={`${t('consents.agree')}: ${c.notice.title}`}
                        data-testid={`switch-${c.purpose}`}
                        styles={{ label: { whiteSpace: 'nowrap' } }}
                      />
                    </Group>
                    <Text size="sm">{c.notice.text}</Text>
                    {c.decision === null ? (
                      // Never only "not decided": a parent may answer no as plainly as yes.
                      <Group>
                        <Button
                          size="xs"
                          variant="default"
                          data-testid={`refuse-${c.purpose}`}
                          onClick={() =>
                            setAsking({
                              studentAdmissionId: child.studentAdmissionId,
                              consent: c,
                              decision: 'WITHDRAWN',
                            })
                          }
                        >
                          {t('consents.refuse')}
                        </Button>
                      </Group>
                    ) : null}
                    <Text size="xs" c="dimmed" data-testid={`status-${c.purpose}`}>
                      {status(c)}
                    </Text>
                    {c.granted && c.noticeVersion !== null && c.noticeVersion !== c.notice.version ? (
                      <Text size="xs" c="orange">
                        {t('consents.newNotice')}
                      </Text>
                    ) : null}
                  </Stack>
                </Card>
              ))}
            </Stack>
          ))}
        </Stack>
      )}
      {asking && (
        <ConfirmDecision
          asking={asking}
          mobileEnding={mine.data?.mobileEnding ?? null}
          onClose={() => setAsking(null)}
          onDone={async () => {
            setAsking(null);
            await invalidateCalls(queryClient, C.myConsents, C.centreConsents);
          }}
        />
      )}
    </>
  );
}

/** The confirmation: the notice once more, how the parent confirms, then the decision posted. */
function ConfirmDecision(props: {
  asking: Asking;
  mobileEnding: string | null;
  onClose(): void;
  onDone(): Promise<void>;
}) {
  const t = useMessages(consentMessages);
  const language = useLanguage();
  const { asking, mobileEnding } = props;
  const giving = asking.decision === 'GRANTED';
  /** A first answer of no: nothing is withdrawn, the refusal is recorded. */
  const refusing = !giving && asking.consent.decision === null;
  const [by, setBy] = useState<'ACCOUNT' | 'OTP'>('ACCOUNT');
  const [referenceId, setReferenceId] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [codeError, setCodeError] = useState<string | null>(null);
  const target = { studentAdmissionId: asking.studentAdmissionId, purpose: asking.consent.purpose };

  async function sendCode() {
    setBusy(true);
    try {
      const sent = await call(C.consentCode, { body: { ...target, decision: asking.decision } });
      setReferenceId(sent.referenceId);
      notify({ color: 'green', message: t('consents.codeSent', { ending: sent.mobileEnding }) });
    } catch (err) {
      notify({ color: 'red', title: t('consents.notDone'), message: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  }

  async function confirm() {
    setBusy(true);
    setCodeError(null);
    try {
      await call(C.decide, {
        body: {
          ...target,
          decision: asking.decision,
          noticeVersion: asking.consent.notice.version,
          language,
          verification: by === 'OTP' && referenceId ? { by: 'OTP', referenceId, code } : { by: 'ACCOUNT' },
        },
      });
      notify({
        color: 'green',
        message: giving ? t('consents.doneGive') : refusing ? t('consents.doneRefuse') : t('consents.doneWithdraw'),
      });
      await props.onDone();
    } catch (err) {
      if (by === 'OTP') setCodeError(errorMessage(err));
      notify({ color: 'red', title: t('consents.notDone'), message: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  }

  const waitingForCode = by === 'OTP' && (!referenceId || !/^\d{6}$/.test(code));
  return (
    <Modal
      opened
      onClose={props.onClose}
      title={giving ? t('consents.giveTitle') : refusing ? t('consents.refuseTitle') : t('consents.withdrawTitle')}
    >
      <Stack gap="sm" data-testid="confirm-decision">
        <Text fw={600}>{asking.consent.notice.title}</Text>
        <Text size="sm">{asking.consent.notice.text}</Text>
        {!giving && !refusing && <Text size="sm">{t('consents.withdrawEffect')}</Text>}
        <Radio.Group label={t('consents.how')} value={by} onChange={(v) => setBy(v as 'ACCOUNT' | 'OTP')}>
          <Stack gap={6} mt={6}>
            <Radio value="ACCOUNT" label={t('consents.byAccount')} />
            {mobileEnding && <Radio value="OTP" label={t('consents.byCode', { ending: mobileEnding })} />}
          </Stack>
        </Radio.Group>
        {by === 'OTP' && (
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Button variant="default" onClick={sendCode} loading={busy && !referenceId}>
              {t('consents.sendCode')}
            </Button>
            {referenceId && (
              <TextInput
                label={t('consents.code')}
                value={code}
                onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
                inputMode="numeric"
                autoComplete="one-time-code"
                error={codeError}
                w={140}
              />
            )}
          </Group>
        )}
        <Group justify="flex-end" gap="sm" mt="sm" wrap="wrap">
          <Button variant="default" onClick={props.onClose}>
            {t('consents.cancel')}
          </Button>
          <Button
            color={giving ? undefined : 'red'}
            onClick={confirm}
            loading={busy && (by === 'ACCOUNT' || Boolean(referenceId))}
            disabled={waitingForCode}
            data-testid="confirm-button"
          >
            {giving
              ? t('consents.confirmGive')
              : refusing
                ? t('consents.confirmRefuse')
                : t('consents.confirmWithdraw')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
