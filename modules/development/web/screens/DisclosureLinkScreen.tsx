import { Alert, Anchor, Button, Checkbox, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { formatDateTime, isLanguage } from '@portal/core';
import { call, setCallData, currentLanguage, errorMessage, setLanguage, useCall, useMessages } from '@portal/ui';
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { ProspectLinkPage } from '../components/ProspectLinkPage.tsx';
import { developmentMessages } from '../messages/index.ts';

/**
 * /disclosure/:token: the prospect reads the franchise disclosure document and acknowledges it, without signing in
 * (the link's token is its key). The acknowledgement keeps the version, the time and the address. The link may
 * name a language (`?lang=hi`), and the page speaks it.
 */
export default function DisclosureLinkScreen() {
  const t = useMessages(developmentMessages);
  const wanted = useSearchParams()[0].get('lang');
  useEffect(() => {
    if (isLanguage(wanted) && wanted !== currentLanguage()) void setLanguage(wanted);
  }, [wanted]);
  const token = useParams().token ?? '';
  const queryClient = useQueryClient();
  const view = useCall(
    C.publicDisclosure,
    { params: { token } },
    {
      retry: false,
    },
  );
  const [confirmed, setConfirmed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function acknowledge() {
    setBusy(true);
    setProblem(null);
    try {
      const after = await call(C.publicAcknowledge, { params: { token }, body: { confirm: true } });
      setCallData(queryClient, C.publicDisclosure, { params: { token } }, after);
    } catch (err) {
      setProblem(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ProspectLinkPage
      title={t('disclosure.title')}
      loading={t('disclosure.loading')}
      error={view.error}
      data={view.data}
    >
      {(d) => (
        <>
          <Text>{t('disclosure.intro', { name: d.name, title: d.title, version: d.version })}</Text>
          <Anchor href={`/api/public/disclosure/${token}/document`} target="_blank" rel="noopener">
            {t('disclosure.download')}
          </Anchor>
          {d.acknowledgedAt ? (
            <Alert color="green" data-testid="disclosure-acknowledged">
              {t('disclosure.acknowledged', { version: d.version, when: formatDateTime(d.acknowledgedAt) })}
            </Alert>
          ) : (
            <>
              <Checkbox
                label={t('disclosure.confirm')}
                checked={confirmed}
                onChange={(e) => setConfirmed(e.currentTarget.checked)}
              />
              {problem && <Alert color="red">{problem}</Alert>}
              <Button
                disabled={!confirmed}
                loading={busy}
                onClick={() => void acknowledge()}
                data-testid="acknowledge-disclosure"
              >
                {t('disclosure.acknowledge')}
              </Button>
            </>
          )}
        </>
      )}
    </ProspectLinkPage>
  );
}
