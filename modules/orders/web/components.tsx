import { Badge } from '@mantine/core';
import { orderStatusLabel, orderStatusStyle } from '../shared/index.ts';

/** The spec's tag styles: info, danger, 'shipped', 'confirm', 'delivery'. */
const COLORS: Record<ReturnType<typeof orderStatusStyle>, string> = { info: 'blue', danger: 'red', shipped: 'violet', confirm: 'orange', delivery: 'green' };

export function OrderStatusTag({ status }: { status: string }) {
  const style = orderStatusStyle(status);
  return (
    <Badge color={COLORS[style]} variant="light" data-style={style}>
      {orderStatusLabel(status)}
    </Badge>
  );
}
