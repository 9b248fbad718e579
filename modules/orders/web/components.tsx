import { Badge, Card, Text } from '@mantine/core';
import { formatDate, formatPaise, KIT_TYPES } from '@portal/core';
import { DataTable, type DataColumn } from '@portal/ui';
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
export function BomStatusTag({ status, approver }: { status: string | null; approver?: boolean }) {
  if (!status) return null;
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
  const columns: DataColumn<KitOrder>[] = [
    { id: 'orderNo', header: 'Order', primary: true, cell: (o) => <Link to={detailsPath(o)}>{o.orderNo}</Link> },
    { id: 'companyName', header: 'Centre' },
    { id: 'kitType', header: 'Kit', cell: (o) => kitName(o.kitType) },
    { id: 'createdAt', header: 'Placed on', cell: (o) => formatDate(o.createdAt) },
    { id: 'totalPaise', header: 'Total', align: 'right', cell: (o) => formatPaise(o.totalPaise) },
    { id: 'status', header: 'Status', cell: (o) => <OrderStatusTag status={o.status} /> },
    ...extra.map((c): DataColumn<KitOrder> => ({ id: `extra-${c.header}`, header: c.header, cell: c.cell })),
  ];
  return (
    <DataTable
      card={false}
      data={data?.rows}
      loading={loading && !data}
      error={error}
      columns={columns}
      rowId={(o) => String(o.id)}
      paging={{ page, pageSize, total: data?.count ?? 0, onPageChange: onPage }}
      empty={empty}
      testId={testId}
      striped
      minWidth={720}
    />
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
