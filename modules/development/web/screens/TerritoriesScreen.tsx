import { Badge, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { enumLabel } from '@portal/core';
import { call, DataTable, errorMessage, notify, PageHeader, resources, type DataColumn } from '@portal/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import * as C from '../../shared/contracts.ts';

const COLOURS = { OPEN: 'green', RESERVED: 'yellow', SERVED: 'gray' } as const;

const columns: DataColumn<C.TerritoryRow>[] = [
  { id: 'pincode', header: 'PIN code', primary: true, sort: true },
  {
    id: 'city',
    header: 'City',
    sort: true,
    cell: (t) => (
      <Stack gap={0}>
        <Text size="sm">{t.city}</Text>
        {t.area && (
          <Text size="xs" c="dimmed">
            {t.area}
          </Text>
        )}
      </Stack>
    ),
  },
  {
    id: 'availability',
    header: 'Availability',
    nowrap: true,
    cell: (t) => <Badge color={COLOURS[t.availability]}>{enumLabel(t.availability)}</Badge>,
  },
  { id: 'who', header: 'Reserved for / served by', cell: (t) => t.prospectName ?? t.servedBy ?? '—' },
];

/** /development/territories: each PIN code's availability, and reserving an open one for a prospect. */
export default function TerritoriesScreen() {
  const [city, setCity] = useState('');
  const queryClient = useQueryClient();
  const board = useQuery({
    queryKey: ['development-territories', city],
    queryFn: () => call(C.territoryBoard, { query: { city: city || undefined } }),
  });
  const prospects = useQuery({
    queryKey: ['development-open-prospects'],
    queryFn: () => resources.list('dev-prospects', { pageSize: 100 }),
  });
  const [chosen, setChosen] = useState<Record<number, string | null>>({});
  const [busy, setBusy] = useState<number | null>(null);

  async function act(id: number, what: 'reserve' | 'release') {
    setBusy(id);
    try {
      if (what === 'reserve') {
        const prospectId = Number(chosen[id]);
        if (!prospectId) throw new Error('Choose the prospect to reserve it for');
        await call(C.reserveTerritory, { params: { id }, body: { prospectId } });
      } else await call(C.releaseTerritory, { params: { id } });
      notify({ color: 'green', message: what === 'reserve' ? 'Territory reserved' : 'Territory released' });
      await queryClient.invalidateQueries({ queryKey: ['development-territories'] });
    } catch (err) {
      notify({ color: 'red', message: errorMessage(err) });
    } finally {
      setBusy(null);
    }
  }

  const options = (prospects.data?.rows ?? [])
    .filter((p) => !['LOST', 'AGREEMENT_SIGNED'].includes(String(p.stage)))
    .map((p) => ({ value: String(p.id), label: String(p.name) }));
  return (
    <>
      <PageHeader
        title="Territories"
        actions={
          <Group gap="xs">
            <Button component={Link} to="/development/territories/create" variant="light">
              New territory
            </Button>
            <Button component={Link} to="/development/territories/list" variant="subtle">
              List and export
            </Button>
          </Group>
        }
      />
      <TextInput
        label="City"
        placeholder="All cities"
        value={city}
        onChange={(e) => setCity(e.currentTarget.value)}
        maw={280}
        mb="md"
      />
      <DataTable
        data={board.data?.rows}
        columns={columns}
        rowId={(t) => String(t.id)}
        loading={board.isLoading}
        error={board.error}
        onRetry={() => void board.refetch()}
        empty={{ title: 'No territories yet', message: 'Add the PIN codes on offer with New territory.' }}
        testId="territories"
        rowActionsLabel="Action"
        rowActions={(t) =>
          t.availability === 'OPEN' ? (
            <Group gap="xs" wrap="wrap">
              <Select
                aria-label={`Prospect for ${t.pincode}`}
                placeholder="Prospect"
                data={options}
                searchable
                value={chosen[t.id] ?? null}
                onChange={(v) => setChosen((c) => ({ ...c, [t.id]: v }))}
                w={180}
              />
              <Button size="xs" loading={busy === t.id} onClick={() => void act(t.id, 'reserve')}>
                Reserve
              </Button>
            </Group>
          ) : t.availability === 'RESERVED' ? (
            <Button size="xs" variant="default" loading={busy === t.id} onClick={() => void act(t.id, 'release')}>
              Release
            </Button>
          ) : null
        }
      />
    </>
  );
}
