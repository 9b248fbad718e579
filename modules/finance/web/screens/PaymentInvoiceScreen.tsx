import { Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useMessages } from '@portal/ui';
import { Link, useSearchParams } from 'react-router';
import { TestModeBanner } from '../components.tsx';
import { financeMessages } from '../messages/index.ts';

/** /payment-invoice: after paying, the receipt to download (by its unguessable token), in the reader's language. */
export default function PaymentInvoiceScreen() {
  const t = useMessages(financeMessages);
  const [params] = useSearchParams();
  const token = params.get('receipt') ?? '';
  const no = params.get('no') ?? '';
  const ref = params.get('ref');
  return (
    <Container size="sm" py="xl">
      <TestModeBanner />
      <Card withBorder radius="md" padding="xl">
        <Stack align="center">
          <Title order={2}>{t('pay.thankYou')}</Title>
          {token ? (
            <>
              <Text>{no ? t('pay.receivedUnder', { receipt: no }) : t('pay.received')}</Text>
              <Group>
                <Button
                  component="a"
                  href={`/api/public/receipts/${encodeURIComponent(token)}`}
                  download
                  data-testid="download-receipt"
                >
                  {t('pay.downloadReceipt')}
                </Button>
                {ref && (
                  <Button component={Link} to={`/admission-payments/${encodeURIComponent(ref)}`} variant="default">
                    {t('pay.back')}
                  </Button>
                )}
              </Group>
            </>
          ) : (
            <Text c="dimmed">{t('pay.openFromLink')}</Text>
          )}
        </Stack>
      </Card>
    </Container>
  );
}
