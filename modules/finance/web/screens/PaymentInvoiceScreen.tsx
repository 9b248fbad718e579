import { Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { TestModeBanner } from '../components.tsx';

/** /payment-invoice: after paying, the receipt to download (by its unguessable token). */
export default function PaymentInvoiceScreen() {
  const [params] = useSearchParams();
  const token = params.get('receipt') ?? '';
  const no = params.get('no') ?? '';
  const ref = params.get('ref');
  return (
    <Container size="sm" py="xl">
      <TestModeBanner />
      <Card withBorder radius="md" padding="xl">
        <Stack align="center">
          <Title order={2}>Thank you</Title>
          {token ? (
            <>
              <Text>Your payment was received{no ? ` under receipt ${no}` : ''}.</Text>
              <Group>
                <Button
                  component="a"
                  href={`/api/public/receipts/${encodeURIComponent(token)}`}
                  download
                  data-testid="download-receipt"
                >
                  Download receipt (PDF)
                </Button>
                {ref && (
                  <Button component={Link} to={`/admission-payments/${encodeURIComponent(ref)}`} variant="default">
                    Back to installments
                  </Button>
                )}
              </Group>
            </>
          ) : (
            <Text c="dimmed">Open this page from the payment link to see your receipt.</Text>
          )}
        </Stack>
      </Card>
    </Container>
  );
}
