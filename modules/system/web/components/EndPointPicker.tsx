import {
  Badge,
  Checkbox,
  Group,
  Paper,
  ScrollArea,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import type { RecordOf } from '@portal/core';
import { listKey, LoadError, resources } from '@portal/ui';
import { useMemo, useState } from 'react';
import { endPointShape } from '../../shared/resources.ts';

/** An end point as the end points' list answers it. */
type EndPointRow = RecordOf<typeof endPointShape>;

/** Where `allEndPoints` is kept: with the end points' rows, so a saved end point asks for them again. */
export const allEndPointsKey = (): QueryKey => [...listKey(endPointShape), 'all'];

/** Every end point (the list API pages by 200 at most). */
export async function allEndPoints(signal?: AbortSignal): Promise<EndPointRow[]> {
  const rows: EndPointRow[] = [];
  for (let page = 1; ; page++) {
    const res = await resources.list(endPointShape, { page, pageSize: 200, sort: 'module', dir: 'asc' }, { signal });
    rows.push(...res.rows);
    if (rows.length >= res.count || res.rows.length === 0) return rows;
  }
}

/** Checklist of end points grouped by module; a module's checkbox toggles all its methods. */
export function EndPointPicker({ value, onChange }: { value: number[]; onChange(ids: number[]): void }) {
  const endPoints = useQuery({
    queryKey: allEndPointsKey(),
    queryFn: ({ signal }) => allEndPoints(signal),
  });
  const [search, setSearch] = useState('');
  const groups = useMemo(() => {
    const q = search.trim().toLowerCase();
    const map = new Map<string, EndPointRow[]>();
    for (const ep of endPoints.data ?? []) {
      if (q && !ep.module.toLowerCase().includes(q) && !(ep.description ?? '').toLowerCase().includes(q)) continue;
      map.set(ep.module, [...(map.get(ep.module) ?? []), ep]);
    }
    return [...map.entries()];
  }, [endPoints.data, search]);
  const selected = new Set(value);

  if (endPoints.error) return <LoadError error={endPoints.error} onRetry={() => endPoints.refetch()} />;
  return (
    <Stack gap="sm" data-testid="end-point-picker">
      <Group justify="space-between" wrap="wrap">
        <Title order={4}>End points</Title>
        <Badge variant="light">{value.length} selected</Badge>
      </Group>
      <TextInput
        aria-label="Filter end points"
        placeholder="Filter by module"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      {endPoints.isLoading ? (
        <Skeleton h={160} />
      ) : (
        <ScrollArea.Autosize mah={420}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            {groups.map(([module, eps]) => {
              const count = eps.filter((e) => selected.has(e.id)).length;
              return (
                <Paper key={module} withBorder p="sm" radius="md">
                  <Checkbox
                    label={<Text fw={650}>{module}</Text>}
                    checked={count === eps.length}
                    indeterminate={count > 0 && count < eps.length}
                    onChange={(e) => {
                      const ids = new Set(value);
                      const checked = e.currentTarget.checked;
                      for (const ep of eps) {
                        if (checked) ids.add(ep.id);
                        else ids.delete(ep.id);
                      }
                      onChange([...ids]);
                    }}
                    mb={6}
                  />
                  <Stack gap={4} pl="md">
                    {eps.map((ep) => (
                      <Checkbox
                        key={ep.id}
                        size="xs"
                        label={`${ep.method}${ep.description ? ` — ${ep.description}` : ''}`}
                        checked={selected.has(ep.id)}
                        onChange={(e) =>
                          onChange(e.currentTarget.checked ? [...value, ep.id] : value.filter((id) => id !== ep.id))
                        }
                        data-testid={`end-point-${ep.id}`}
                      />
                    ))}
                  </Stack>
                </Paper>
              );
            })}
          </SimpleGrid>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
