import { Badge, Group, Text } from '@mantine/core';
import type { ClassSeats } from '../../shared/contracts.ts';

/** A class's seats in one line that wraps on a phone: declared, taken, held by offers, free and waiting. */
export function SeatsLine({ seats }: { seats: ClassSeats }) {
  if (seats.seats === null)
    return (
      <Text size="sm" c="dimmed">
        No seats are declared for {seats.className} this year (Class capacity): the class is never full.
      </Text>
    );
  const parts = [
    ['Seats', seats.seats],
    ['Taken', seats.taken],
    ['Held by offers', seats.held],
    ['Free', seats.free],
    ['Waiting', seats.waiting],
  ] as const;
  return (
    <Group gap="md" wrap="wrap" data-testid="waitlist-seats">
      {seats.free === 0 ? (
        <Badge color="red" variant="light">
          Full
        </Badge>
      ) : (
        <Badge color="green" variant="light">
          {seats.free} free
        </Badge>
      )}
      {parts.map(([label, value]) => (
        <Text key={label} size="sm">
          {label}: <b>{value}</b>
        </Text>
      ))}
    </Group>
  );
}
