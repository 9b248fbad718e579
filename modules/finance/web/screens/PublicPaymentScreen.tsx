import { Alert, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatPaise, isLanguage } from '@portal/core';
import { call, currentLanguage, LoadError, setLanguage, useCall, useMessages } from '@portal/ui';
import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { useCheckout } from '../checkout.tsx';
import { InstallmentTable, installmentLabel, Money, TestModeBanner } from '../components.tsx';
import { financeMessages } from '../messages/index.ts';

/**
 * /admission-payments/:referenceID (and /service-payments/:referenceID): a parent's
 * installment list behind a payment link, paid without signing in, in the reader's language (the device's, or
 * the link's `?lang=hi`). In test mode (PAYMENT_TEST_MODE=1) the screen says so; the Pay button then has the
 * server sign the payment as the gateway would, so the same verification runs.
 */
export default function PublicPaymentScreen() {
  const t = useMessages(financeMessages);
  const { referenceID = '' } = useParams();
  const wanted = useSearchParams()[0].get('lang');
  useEffect(() => {
    if (isLanguage(wanted) && wanted !== currentLanguage()) void setLanguage(wanted);
  }, [wanted]);
  const navigate = useNavigate();
  const plan = useCall(C.publicPlan, { params: { referenceID } });
  const checkout = useCheckout((answer) =>
    navigate(
      `/payment-invoice?receipt=${encodeURIComponent(answer.receiptToken)}` +
        `&no=${encodeURIComponent(answer.receiptNo ?? '')}&ref=${encodeURIComponent(referenceID)}`,
    ),
  );

  if (plan.error)
    return (
      <Container size="md" py="xl">
        <LoadError error={plan.error} onRetry={() => plan.refetch()} />
      </Container>
    );
  const p = plan.data;
  const figures = p && [
    { label: t('pay.total'), paise: p.totalPaise, fw: 600 },
    { label: t('pay.concession'), paise: p.concessionPaise, fw: 600 },
    { label: t('pay.paid'), paise: p.paidPaise, fw: 600 },
    { label: t('pay.stillDue'), paise: p.outstandingPaise, fw: 700 },
  ];
  return (
    <Container size="md" py="xl">
      <TestModeBanner />
      {p && (
        <Stack>
          <div>
            <Title order={2}>{p.centre}</Title>
            <Text c="dimmed" data-testid="payment-heading">
              {t('pay.heading', { student: p.studentName, plan: p.planName })}
            </Text>
          </div>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            {figures!.map((f) => (
              <Card withBorder padding="sm" key={f.label}>
                <Text size="sm" c="dimmed">
                  {f.label}
                </Text>
                <Money paise={f.paise} fw={f.fw} />
              </Card>
            ))}
          </SimpleGrid>
          {checkout.error && (
            <Alert color="red" title={t('pay.notCompleted')}>
              {checkout.error}
            </Alert>
          )}
          <Card withBorder radius="md">
            <InstallmentTable
              rows={p.installments}
              action={(inst) =>
                inst.outstandingPaise > 0 ? (
                  <Button
                    size="xs"
                    color="#8080ff"
                    loading={checkout.busy}
                    onClick={() =>
                      void checkout.start({
                        label: `${p.planName}: ${installmentLabel(t, inst.label)}`,
                        name: p.centre,
                        payer: p.studentName,
                        open: () => call(C.createOrder, { body: { referenceId: referenceID, installmentId: inst.id } }),
                      })
                    }
                    // The visible words first, so a voice user saying what they see reaches the button (WCAG 2.5.3).
                    aria-label={t('pay.payFor', {
                      amount: formatPaise(inst.outstandingPaise),
                      label: installmentLabel(t, inst.label),
                    })}
                  >
                    {t('pay.payAmount', { amount: formatPaise(inst.outstandingPaise) })}
                  </Button>
                ) : null
              }
            />
          </Card>
          {p.receipts.length > 0 && (
            <Card withBorder radius="md">
              <Title order={5} mb="xs">
                {t('pay.receipts')}
              </Title>
              {p.receipts.map((r) => (
                <Group key={r.receiptToken} justify="space-between">
                  <Text>{r.receiptNo}</Text>
                  <Money paise={r.amountPaise} />
                  <Button
                    component="a"
                    variant="subtle"
                    size="xs"
                    href={`/api/public/receipts/${r.receiptToken}`}
                    download
                  >
                    {t('pay.download')}
                  </Button>
                </Group>
              ))}
            </Card>
          )}
        </Stack>
      )}
      {checkout.modal}
    </Container>
  );
}
