import { Badge, Button, Card, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatPaise } from '@portal/core';
import { EmptyState, LoadError, PageHeader, useAccess, useCall } from '@portal/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { readWowCart, writeWowCart, type WowCart, type WowKit } from '../api.ts';
import * as C from '../../shared/contracts.ts';

/**
 * place-order/wow-kit-ordering: the ACTIVE wow kits with their contents and price; the
 * centre picks how many of each. The choice is kept in the browser (wowKitOrderItems)
 * for the summary and confirmation steps, one centre at a time.
 */
export default function WowKitOrderingScreen() {
  const access = useAccess();
  const navigate = useNavigate();
  const fid = access.franchiseeId!;
  const [cart, setCart] = useState<WowCart>(() => {
    const stored = readWowCart();
    return stored && stored.franchiseeId === fid ? stored : { franchiseeId: fid, items: [] };
  });
  const catalogue = useCall(C.wowKitCatalogue);
  const kits = catalogue.data?.rows ?? [];
  const quantity = (id: number) => cart.items.find((i) => i.bomId === id)?.quantity ?? 0;
  const picked = cart.items.filter((i) => kits.some((k) => k.id === i.bomId));
  const estimate = picked.reduce((s, i) => s + (kits.find((k) => k.id === i.bomId)?.pricePaise ?? 0) * i.quantity, 0);

  function setQuantity(kit: WowKit, value: number) {
    const q = Number.isInteger(value) ? Math.max(0, Math.min(1000, value)) : 0;
    const items = cart.items.filter((i) => i.bomId !== kit.id);
    const next = {
      franchiseeId: fid,
      items: q > 0 ? [...items, { bomId: kit.id, name: kit.name, quantity: q }] : items,
    };
    setCart(next);
    writeWowCart(next);
  }

  return (
    <>
      <PageHeader
        title="Wow kit ordering"
        subtitle="Choose how many of each wow kit to order, then review the summary."
        crumbs={[{ label: 'Orders' }, { label: 'Wow kit' }, { label: 'Ordering' }]}
        actions={
          <Button variant="default" component={Link} to="/place-order/wow-kit/list">
            Wow kit orders
          </Button>
        }
      />
      <Stack>
        {catalogue.error ? (
          <LoadError error={catalogue.error} onRetry={() => catalogue.refetch()} />
        ) : catalogue.isLoading ? (
          <Text c="dimmed">Loading…</Text>
        ) : kits.length === 0 ? (
          <Card withBorder radius="md">
            <EmptyState
              title="No wow kits to order"
              message="Wow kits can be ordered once head office has approved them."
            />
          </Card>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {kits.map((k) => (
              <Card key={k.id} withBorder radius="md" data-testid="wow-kit-card">
                <Group justify="space-between" align="start">
                  <Text fw={600}>{k.name}</Text>
                  <Badge variant="light">{formatPaise(k.pricePaise)} + GST</Badge>
                </Group>
                {k.description && (
                  <Text size="sm" c="dimmed" mt={4}>
                    {k.description}
                  </Text>
                )}
                <Text size="sm" mt="sm">
                  {k.items.map((i) => `${i.quantity} × ${i.name}`).join(', ')}
                </Text>
                <NumberInput
                  mt="md"
                  label="Kits to order"
                  aria-label={`Kits of ${k.name}`}
                  min={0}
                  max={1000}
                  allowDecimal={false}
                  allowNegative={false}
                  value={quantity(k.id)}
                  onChange={(v) => setQuantity(k, Number(v))}
                  w={160}
                />
              </Card>
            ))}
          </SimpleGrid>
        )}
        <Card withBorder radius="md">
          <Group justify="space-between">
            <Text data-testid="wow-cart">
              {picked.length === 0
                ? 'No wow kits chosen yet.'
                : `${picked.reduce((s, i) => s + i.quantity, 0)} kits · ${formatPaise(estimate)} before GST`}
            </Text>
            <Button disabled={picked.length === 0} onClick={() => navigate(`/place-order/wow-kit/summary/${fid}`)}>
              Review summary
            </Button>
          </Group>
        </Card>
      </Stack>
    </>
  );
}
