import { Alert, Button, Card, Checkbox, Group, Stack, Text } from '@mantine/core';
import { formatPaise } from '@portal/core';
import { EmptyState, LoadError, PageHeader, call } from '@portal/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { act, writeWowCart } from '../api.ts';
import { DeliveryFacts, useWowQuote } from './WowKitSummaryScreen.tsx';
import * as C from '../../shared/contracts.ts';

/**
 * place-order/wow-kit/confirm: the centre confirms the summarised wow kits; the order is
 * placed (Placed, approval PENDING) and waits for the zonal manager and the final approver.
 */
export default function WowKitConfirmScreen() {
  const navigate = useNavigate();
  const { cart, quote } = useWowQuote(null);
  const [agreed, setAgreed] = useState(false);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);

  async function place() {
    setTried(true);
    if (!agreed || !cart) return;
    setBusy(true);
    const order = await act('Wow kit order placed', () =>
      call(C.confirmWowKitOrder, {
        body: {
          franchiseeId: cart.franchiseeId,
          items: cart.items.map((i) => ({ bomId: i.bomId, quantity: i.quantity })),
        },
      }),
    );
    setBusy(false);
    if (order) {
      writeWowCart(null);
      navigate(`/place-order/wow-kit-ordering/order-summary/${order.franchiseeId}/${order.id}`);
    }
  }

  const totals = quote.data?.totals;
  const gstPaise = totals ? totals.cgstPaise + totals.sgstPaise + totals.igstPaise : 0;
  return (
    <>
      <PageHeader
        title="Confirm wow kit order"
        crumbs={[{ label: 'Orders' }, { label: 'Wow kit', to: '/place-order/wow-kit-ordering' }, { label: 'Confirm' }]}
      />
      <Card withBorder radius="md" maw={900}>
        {!cart ? (
          <EmptyState
            title="Nothing to confirm"
            message="Choose wow kits and review the summary first."
            action={
              <Button component={Link} to="/place-order/wow-kit-ordering">
                Choose wow kits
              </Button>
            }
          />
        ) : quote.error ? (
          <LoadError error={quote.error} onRetry={() => quote.refetch()} />
        ) : !quote.data ? (
          <Text c="dimmed">Pricing…</Text>
        ) : (
          <Stack>
            <DeliveryFacts quote={quote.data} />
            <Stack gap={4} data-testid="wow-confirm-items">
              {cart.items.map((i) => (
                <Text key={i.bomId}>
                  {i.quantity} × {i.name}
                </Text>
              ))}
            </Stack>
            <Text fz="lg">
              Amount payable: <b data-testid="wow-confirm-total">{formatPaise(quote.data.totals.totalPaise)}</b>{' '}
              <Text span c="dimmed" size="sm">
                (GST {formatPaise(gstPaise)} included)
              </Text>
            </Text>
            <Alert color="blue" variant="light">
              The order is charged to the centre's ledger once head office confirms it, after the zonal manager's and
              the final approval.
            </Alert>
            <Checkbox
              label={`I confirm this wow kit order for ${quote.data.companyName}`}
              checked={agreed}
              onChange={(e) => setAgreed(e.currentTarget.checked)}
              error={tried && !agreed ? 'Tick the box to confirm the order' : null}
            />
            <Group justify="flex-end">
              <Button variant="default" component={Link} to={`/place-order/wow-kit/summary/${cart.franchiseeId}`}>
                Back to summary
              </Button>
              <Button onClick={place} loading={busy}>
                Place order
              </Button>
            </Group>
          </Stack>
        )}
      </Card>
    </>
  );
}
