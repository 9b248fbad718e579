import { Badge, Text } from '@mantine/core';
import { formatDate, formatPaise } from '@portal/core';
import { STAGE } from '../../shared/index.ts';
import { FORM_STATUS_LABELS, labelOf, PAYMENT_STATUS_LABELS, STAGE_LABELS } from '../../shared/labels.ts';

const COLOURS: Record<string, string> = {
  Suspect: 'gray',
  Prospect: 'blue',
  Approach: 'cyan',
  Negotiation: 'yellow',
  Closure: 'orange',
  Order: 'green',
};

export function SpancoBadge({ status }: { status: string }) {
  return (
    <Badge color={COLOURS[status] ?? 'gray'} variant="light">
      {status}
    </Badge>
  );
}

export function StageBadge({ stage }: { stage: string }) {
  const lost = stage === STAGE.CLOSE || stage === STAGE.DROP_OFF || stage === STAGE.WRONG_CLASS;
  return (
    <Badge color={stage === STAGE.ADMISSION_CONFIRMED ? 'green' : lost ? 'red' : 'indigo'} variant="outline">
      {labelOf(STAGE_LABELS, stage)}
    </Badge>
  );
}

export function PaymentBadge({ status }: { status: string | null }) {
  if (!status) return <>—</>;
  const color =
    status === 'CONFIRMED' || status === 'TRANSFERRED'
      ? 'green'
      : status === 'FAILED'
        ? 'red'
        : status === 'APPROVAL_WAITING'
          ? 'yellow'
          : 'gray';
  return (
    <Badge color={color} variant="light">
      {labelOf(PAYMENT_STATUS_LABELS, status)}
    </Badge>
  );
}

/** A form's status as its label (Link sent, Submitted, Completed). */
export function formStatusText(status: string): string {
  return labelOf(FORM_STATUS_LABELS, status);
}

export const dateText = (v: unknown) => (v ? formatDate(String(v)) : '—');

/** Indian today (YYYY-MM-DD), for date inputs' defaults. */
export function todayIso(): string {
  return new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
}

/** A fee part-paid: what has come in and what is still due (the fee stays due until covered). */
export function FeeReceived(fee: { amountPaise: number; receivedPaise: number | null; status: string | null }) {
  const received = fee.receivedPaise ?? 0;
  if (received === 0 || fee.status === 'CONFIRMED' || fee.status === 'TRANSFERRED') return null;
  return (
    <Text size="sm" c="orange.8" data-testid="fee-received">
      Received {formatPaise(received)}, {formatPaise(fee.amountPaise - received)} still due
    </Text>
  );
}
