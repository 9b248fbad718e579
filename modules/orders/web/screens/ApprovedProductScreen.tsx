import { Badge, Button, Card, Drawer, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { formatPaise } from '@portal/core';
import {
  invalidateResources,
  LoadError,
  PageHeader,
  recordKey,
  ResourceList,
  resources,
  useAccess,
  useRecord,
  type Row,
} from '@portal/ui';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { act } from '../api.ts';
import { productShape } from '../../shared/resources.ts';

const MARGIN_COLORS: Record<string, string> = {
  PENDING: 'blue',
  APPROVED: 'green',
  'PARTIALLY APPROVED': 'orange',
  REJECTED: 'red',
};
const percent = (bp: number | null) => (bp === null ? '-' : `${(bp / 100).toFixed(2)} %`);

/**
 * retailer-margin/product/approved-product/{current}: products and the retailer margin asked
 * for each; the margin approver approves it, approves part of it or rejects it. The page
 * number lives in the path.
 */
export default function ApprovedProductScreen() {
  const { current } = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [open, setOpen] = useState<number | null>(null);
  const page = Math.max(1, Number(current) || 1);
  return (
    <>
      <PageHeader
        title="Retailer margin approval"
        subtitle="Open a product to approve, partly approve or reject the margin asked for."
        crumbs={[
          { label: 'Orders' },
          { label: 'Products and margins', to: '/retailer-margin/product/list-of-product-retail-margin' },
          { label: 'Margin approval' },
        ]}
      />
      <Card withBorder radius="md">
        <ResourceList
          resource={productShape}
          page={page}
          onPageChange={(p) => navigate(`/retailer-margin/product/approved-product/${p}`)}
          onRowClick={(row: Row) => setOpen(row.id)}
        />
      </Card>
      <Drawer
        opened={open !== null}
        onClose={() => {
          setOpen(null);
          void invalidateResources(client, productShape);
        }}
        title="Retailer margin"
        position="right"
        size="md"
      >
        {open !== null && <MarginDecision id={open} />}
      </Drawer>
    </>
  );
}

function MarginDecision({ id }: { id: number }) {
  const access = useAccess();
  const client = useQueryClient();
  const product = useRecord(productShape, id);
  const [partial, setPartial] = useState<number | string>('');
  const [tried, setTried] = useState(false);
  if (product.error) return <LoadError error={product.error} onRetry={() => product.refetch()} />;
  const p = product.data;
  if (!p) return <Text c="dimmed">Loading…</Text>;
  const approver = access.superAdmin || access.canWrite('retailerMarginApproval');
  const open = p.marginStatus === 'PENDING' || p.marginStatus === 'PARTIALLY APPROVED';
  const asked = p.retailerMarginBp ?? 0;
  const partialBp = typeof partial === 'number' ? Math.round(partial * 100) : NaN;
  const partialError =
    !Number.isInteger(partialBp) || partialBp < 0
      ? 'Enter the margin to approve'
      : partialBp >= asked
        ? `A partial approval must be below the ${percent(asked)} asked for`
        : null;
  const run = async (name: string, label: string, body: Record<string, unknown> = {}) => {
    await act(label, () => resources.command(productShape, id, name, body));
    await client.invalidateQueries({ queryKey: recordKey(productShape, id) });
  };
  return (
    <Stack>
      <Group justify="space-between">
        <Text fw={600}>
          {p.name} ({p.sku})
        </Text>
        <Badge
          color={(p.marginStatus && MARGIN_COLORS[p.marginStatus]) || 'gray'}
          variant="light"
          data-testid="margin-status"
        >
          {p.marginStatus}
        </Badge>
      </Group>
      <SimpleGrid cols={2}>
        <Text size="sm">
          Price before GST: <b>{formatPaise(p.pricePaise)}</b>
        </Text>
        <Text size="sm">
          GST: <b>{percent(p.gstRateBp)}</b>
        </Text>
        <Text size="sm">
          Margin asked: <b>{percent(p.retailerMarginBp)}</b>
        </Text>
        <Text size="sm">
          Margin approved: <b data-testid="approved-margin">{percent(p.approvedMarginBp)}</b>
        </Text>
      </SimpleGrid>
      {!approver ? (
        <Text size="sm" c="dimmed">
          Only the retailer margin approver decides margins.
        </Text>
      ) : !open ? (
        <Text size="sm" c="dimmed">
          This margin is {p.marginStatus}. Changing the margin asked sends it back for approval.
        </Text>
      ) : (
        <>
          <Group>
            <Button color="green" onClick={() => run('approve-margin', 'Margin approved')}>
              Approve {percent(asked)}
            </Button>
            <Button color="red" variant="light" onClick={() => run('reject-margin', 'Margin rejected')}>
              Reject
            </Button>
          </Group>
          {p.marginStatus === 'PENDING' && (
            <Group align="start">
              <NumberInput
                label="Approve part of it (%)"
                min={0}
                max={50}
                decimalScale={2}
                value={partial}
                onChange={setPartial}
                error={tried ? partialError : null}
                w={200}
              />
              <Button
                mt={25}
                variant="default"
                onClick={() => {
                  setTried(true);
                  if (!partialError)
                    void run('partially-approve-margin', 'Margin partly approved', { approvedMarginBp: partialBp });
                }}
              >
                Partly approve
              </Button>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
