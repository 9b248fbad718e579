import { Badge, Card, Group, Pagination, Table, Text } from '@mantine/core';
import { formatDate, formatPaise, KIT_TYPES } from '@portal/core';
import { EmptyState, LoadError } from '@portal/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  kitLabel,
  orderStatusLabel,
  orderStatusStyle,
  WOW_APPROVER_LABELS,
  WOW_BOM_APPROVER_LABELS,
} from '../shared/index.ts';
import type { KitOrder } from './api.ts';

/** The spec's tag styles: info, danger, 'shipped', 'confirm', 'delivery'. */
const COLORS: Record<ReturnType<typeof orderStatusStyle>, string> = {
  info: 'blue',
  danger: 'red',
  shipped: 'violet',
  confirm: 'orange',
  delivery: 'green',
};

export function OrderStatusTag({ status }: { status: string }) {
  const style = orderStatusStyle(status);
  return (
    <Badge color={COLORS[style]} variant="light" data-style={style}>
      {orderStatusLabel(status)}
    </Badge>
  );
}

const APPROVAL_COLORS: Record<string, string> = {
  PENDING: 'blue',
  'ZSM APPROVED': 'teal',
  APPROVED: 'green',
  REJECTED: 'red',
};

/** A wow-kit order's approval (ZSM APPROVED reads 'ZM APPROVED', as the spec shows it). */
export function ApprovalTag({ status }: { status: string | null }) {
  const s = status ?? 'PENDING';
  return (
    <Badge color={APPROVAL_COLORS[s] ?? 'gray'} variant="light" data-testid="approval-status">
      {WOW_APPROVER_LABELS[s] ?? s}
    </Badge>
  );
}

const BOM_COLORS: Record<string, string> = {
  PENDING: 'blue',
  'C1 APPROVED': 'cyan',
  'C2 APPROVED': 'teal',
  ACTIVE: 'green',
  REJECTED: 'red',
  INACTIVE: 'gray',
};

/** A wow-kit BOM's status; approvers see ACTIVE as the third level's APPROVED. */
export function BomStatusTag({ status, approver }: { status: string; approver?: boolean }) {
  return (
    <Badge color={BOM_COLORS[status] ?? 'gray'} variant="light" data-testid="bom-status">
      {approver ? (WOW_BOM_APPROVER_LABELS[status] ?? status) : status}
    </Badge>
  );
}

export const kitName = (kitType: string) => kitLabel(kitType);
export const detailsPath = (o: Pick<KitOrder, 'id' | 'kitType' | 'franchiseeId'>) =>
  `/order-history/kit/details/${KIT_TYPES.find((k) => k.id === o.kitType)?.slug ?? o.kitType.toLowerCase()}` +
  `/${o.id}/${o.franchiseeId}`;

export interface OrderColumn {
  header: string;
  cell(o: KitOrder): ReactNode;
}

/**
 * A page of orders as the order screens show them: number (to the details), centre, kind,
 * date, total and status, plus the screen's own columns; loading, error and empty states.
 */
export function OrderTable({
  data,
  error,
  loading,
  page,
  pageSize = 20,
  onPage,
  extra = [],
  empty,
  testId = 'order-table',
}: {
  data?: { rows: KitOrder[]; count: number };
  error: unknown;
  loading: boolean;
  page: number;
  pageSize?: number;
  onPage(page: number): void;
  extra?: OrderColumn[];
  empty: { title: string; message?: string };
  testId?: string;
}) {
  if (error) return <LoadError error={error} />;
  if (loading && !data)
    return (
      <Text c="dimmed" py="md">
        Loading…
      </Text>
    );
  if (!data || data.rows.length === 0) return <EmptyState title={empty.title} message={empty.message} />;
  return (
    <>
      <Table.ScrollContainer minWidth={720}>
        <Table striped highlightOnHover data-testid={testId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Order</Table.Th>
              <Table.Th>Centre</Table.Th>
              <Table.Th>Kit</Table.Th>
              <Table.Th>Placed on</Table.Th>
              <Table.Th ta="right">Total</Table.Th>
              <Table.Th>Status</Table.Th>
              {extra.map((c) => (
                <Table.Th key={c.header}>{c.header}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.rows.map((o) => (
              <Table.Tr key={o.id}>
                <Table.Td>
                  <Link to={detailsPath(o)}>{o.orderNo}</Link>
                </Table.Td>
                <Table.Td>{o.companyName}</Table.Td>
                <Table.Td>{kitName(o.kitType)}</Table.Td>
                <Table.Td>{formatDate(o.createdAt)}</Table.Td>
                <Table.Td ta="right">{formatPaise(o.totalPaise)}</Table.Td>
                <Table.Td>
                  <OrderStatusTag status={o.status} />
                </Table.Td>
                {extra.map((c) => (
                  <Table.Td key={c.header}>{c.cell(o)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListFooter
        summary={`${data.count} ${data.count === 1 ? 'order' : 'orders'}`}
        count={data.count}
        page={page}
        size={pageSize}
        onPage={onPage}
      />
    </>
  );
}

/** A labelled figure on a dashboard card. */
export function Figure({
  label,
  value,
  hint,
  testId,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  testId?: string;
}) {
  return (
    <Card withBorder radius="md" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl">
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Card>
  );
}

/** One page of rows the screen already holds. */
export function pageOf<T>(rows: T[], page: number, size: number): T[] {
  return rows.slice((page - 1) * size, page * size);
}

/** Under a list: what it holds, and the page picker when one page does not show all `count` rows. */
export function ListFooter({
  summary,
  count,
  page,
  size,
  onPage,
}: {
  summary: ReactNode;
  count: number;
  page: number;
  size: number;
  onPage: (page: number) => void;
}) {
  return (
    <Group justify="space-between" mt="sm">
      <Text size="sm" c="dimmed">
        {summary}
      </Text>
      {count > size && <Pagination total={Math.ceil(count / size)} value={page} onChange={onPage} size="sm" />}
    </Group>
  );
}
