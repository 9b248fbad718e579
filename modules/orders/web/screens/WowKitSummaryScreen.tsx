import { Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { EmptyState, LoadError, PageHeader, useCall } from '@portal/ui';
import { Link, useNavigate, useParams } from 'react-router';
import { readWowCart, type WowCart, type WowQuote } from '../api.ts';
import { WowQuoteTable } from '../WowQuoteTable.tsx';
import * as C from '../../shared/contracts.ts';

/** The priced summary of the stored wow-kit cart for a centre; shared by the summary and confirmation screens. */
export function useWowQuote(franchiseeId: number | null) {
  const cart: WowCart | null = readWowCart();
  const usable = cart && (franchiseeId === null || cart.franchiseeId === franchiseeId) ? cart : null;
  const items = usable?.items.map((i) => ({ bomId: i.bomId, quantity: i.quantity })) ?? [];
  const quote = useCall(C.wowKitSummary, usable ? { body: { franchiseeId: usable.franchiseeId, items } } : undefined, {
    enabled: items.length > 0,
    retry: false,
  });
  return { cart: usable, quote };
}

export function DeliveryFacts({ quote }: { quote: WowQuote }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Text>
        Centre: <b>{quote.companyName}</b>
      </Text>
      <Text>
        Deliver to PIN code: <b>{quote.deliveryPincode}</b>
      </Text>
      <Text>
        From: <b>{quote.warehouse}</b> ({quote.deliveryDays} days)
      </Text>
    </SimpleGrid>
  );
}

/** place-order/wow-kit/summary/{franchiseeID}: the chosen wow kits priced with GST, before confirming. */
export default function WowKitSummaryScreen() {
  const { franchiseeID } = useParams();
  const navigate = useNavigate();
  const { cart, quote } = useWowQuote(Number(franchiseeID));
  return (
    <>
      <PageHeader
        title="Wow kit order summary"
        crumbs={[{ label: 'Orders' }, { label: 'Wow kit', to: '/place-order/wow-kit-ordering' }, { label: 'Summary' }]}
      />
      <Card withBorder radius="md">
        {!cart || cart.items.length === 0 ? (
          <EmptyState
            title="No wow kits chosen for this centre"
            message="Choose wow kits first."
            action={
              <Button component={Link} to="/place-order/wow-kit-ordering">
                Choose wow kits
              </Button>
            }
          />
        ) : quote.error ? (
          <Stack>
            <LoadError error={quote.error} onRetry={() => quote.refetch()} />
            <Group>
              <Button variant="default" component={Link} to="/place-order/wow-kit-ordering">
                Change wow kits
              </Button>
            </Group>
          </Stack>
        ) : !quote.data ? (
          <Text c="dimmed">Pricing…</Text>
        ) : (
          <Stack>
            <DeliveryFacts quote={quote.data} />
            <WowQuoteTable lines={quote.data.lines} totals={quote.data.totals} />
            <Group justify="flex-end">
              <Button variant="default" component={Link} to="/place-order/wow-kit-ordering">
                Change wow kits
              </Button>
              <Button onClick={() => navigate('/place-order/wow-kit/confirm')}>Proceed to confirm</Button>
            </Group>
          </Stack>
        )}
      </Card>
    </>
  );
}
