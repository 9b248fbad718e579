import { Group, Pagination, Text } from '@mantine/core';

export function Pager({
  page,
  pageSize,
  count,
  onPage,
}: {
  page: number;
  pageSize: number;
  count: number;
  onPage(p: number): void;
}) {
  const pages = Math.max(1, Math.ceil(count / pageSize));
  return (
    <Group justify="space-between" mt="sm">
      <Text size="sm" c="dimmed">
        {count} record{count === 1 ? '' : 's'}
      </Text>
      {pages > 1 && <Pagination size="sm" total={pages} value={page} onChange={onPage} />}
    </Group>
  );
}
