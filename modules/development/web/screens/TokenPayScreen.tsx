import { Alert, Button, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { formatDateTime, formatPaise, isLanguage } from '@portal/core';
import { call, setCallData, currentLanguage, errorMessage, setLanguage, useCall, useMessages } from '@portal/ui';
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import * as T from '../../shared/token.ts';
import { ProspectLinkPage } from '../components/ProspectLinkPage.tsx';
import { developmentMessages } from '../messages/index.ts';

type CheckoutResult = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
type Checkout = new (options: Record<string, unknown>) => { open(): void };
const gatewayWindow = () => window as unknown as { Razorpay?: Checkout };

function loadCheckout(failed: string): Promise<Checkout> {
  const loaded = gatewayWindow().Razorpay;
  if (loaded) return Promise.resolve(loaded);
  return new Promise((resolve, reject) => {
    const s = document.createElement('script');
    s.src = 'https://checkout.razorpay.com/v1/checkout.js';
    s.onload = () => (gatewayWindow().Razorpay ? resolve(gatewayWindow().Razorpay!) : reject(new Error(failed)));
    s.onerror = () => reject(new Error(failed));
    document.body.appendChild(s);
  });
}

/**
 * /franchise-token/:token: the prospect pays the LOI token without signing in (the link's token is its key). Checkout
 * takes the money (in test mode the portal's local gateway signs the result after the payer presses the button) and
 * the server checks the signature against the stored order before recording it. The link may name a language.
 */
export default function TokenPayScreen() {
  const t = useMessages(developmentMessages);
  const wanted = useSearchParams()[0].get('lang');
  useEffect(() => {
    if (isLanguage(wanted) && wanted !== currentLanguage()) void setLanguage(wanted);
  }, [wanted]);
  const token = useParams().token ?? '';
  const queryClient = useQueryClient();
  const view = useCall(
    T.publicTokenPage,
    { params: { token } },
    {
      retry: false,
    },
  );
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function verify(result: CheckoutResult) {
    const after = await call(T.publicTokenVerify, { params: { token }, body: result });
    setCallData(queryClient, T.publicTokenPage, { params: { token } }, after);
  }

  async function pay() {
    const d = view.data;
    if (!d) return;
    setBusy(true);
    setProblem(null);
    try {
      if (d.testMode) {
        await verify(await call(T.publicTokenTestCheckout, { params: { token } }));
        return;
      }
      const Checkout = await loadCheckout(t('token.checkoutFailed'));
      new Checkout({
        key: d.keyId,
        amount: d.amount,
        currency: 'INR',
        order_id: d.orderId,
        name: t('token.pageTitle'),
        prefill: { name: d.name },
        handler: (result: CheckoutResult) => void verify(result).catch((e) => setProblem(errorMessage(e))),
      }).open();
    } catch (err) {
      setProblem(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  const amount = view.data ? formatPaise(view.data.amount) : '';
  return (
    <ProspectLinkPage title={t('token.pageTitle')} loading={t('token.loading')} error={view.error} data={view.data}>
      {(d) => (
        <>
          <Text>{t('token.intro', { name: d.name, amount })}</Text>
          {d.status === 'PAID' ? (
            <Alert color="green" data-testid="token-paid">
              {t('token.paid', { amount, when: formatDateTime(d.paidAt ?? ''), reference: d.reference ?? '' })}
            </Alert>
          ) : d.status === 'CANCELLED' ? (
            <Alert color="orange">{t('token.replaced')}</Alert>
          ) : (
            <>
              {d.testMode && (
                <Text size="sm" c="dimmed">
                  {t('token.testMode')}
                </Text>
              )}
              {problem && <Alert color="red">{problem}</Alert>}
              <Button loading={busy} onClick={() => void pay()} data-testid="pay-token">
                {d.testMode ? t('token.testPay', { amount }) : t('token.pay', { amount })}
              </Button>
            </>
          )}
        </>
      )}
    </ProspectLinkPage>
  );
}
