import { Badge, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  call,
  DataTable,
  errorMessage,
  invalidateCalls,
  notify,
  PageHeader,
  useCall,
  useMessages,
  useResourceRows,
  type DataColumn,
} from '@portal/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { developmentMessages, type DevelopmentWords } from '../messages/index.ts';
import { prospectShape } from '../../shared/resources.ts';

const COLOURS = { OPEN: 'green', RESERVED: 'yellow', SERVED: 'gray' } as const;

const columnsOf = (t: DevelopmentWords): DataColumn<C.TerritoryRow>[] => [
  { id: 'pincode', header: t('territories.pincode'), primary: true, sort: true },
  {
    id: 'city',
    header: t('territories.city'),
    sort: true,
    cell: (r) => (
      <Stack gap={0}>
        <Text size="sm">{r.city}</Text>
        {r.area && (
          <Text size="xs" c="dimmed">
            {r.area}
          </Text>
        )}
      </Stack>
    ),
  },
  {
    id: 'availability',
    header: t('territories.availability'),
    nowrap: true,
    cell: (r) => <Badge color={COLOURS[r.availability]}>{t('territories.state', { state: r.availability })}</Badge>,
  },
  { id: 'who', header: t('territories.who'), cell: (r) => r.prospectName ?? r.servedBy ?? '—' },
];

/** /development/territories: each PIN code's availability, and reserving an open one for a prospect. */
export default function TerritoriesScreen() {
  const t = useMessages(developmentMessages);
  const [city, setCity] = useState('');
  const queryClient = useQueryClient();
  const board = useCall(C.territoryBoard, { query: { city: city || undefined } });
  const prospects = useResourceRows(prospectShape, { pageSize: 100 });
  const [chosen, setChosen] = useState<Record<number, string | null>>({});
  const [busy, setBusy] = useState<number | null>(null);

  async function act(id: number, what: 'reserve' | 'release') {
    setBusy(id);
    try {
      if (what === 'reserve') {
        const prospectId = Number(chosen[id]);
        if (!prospectId) throw new Error(t('territories.chooseProspect'));
        await call(C.reserveTerritory, { params: { id }, body: { prospectId } });
      } else await call(C.releaseTerritory, { params: { id } });
      notify({ color: 'green', message: what === 'reserve' ? t('territories.reserved') : t('territories.released') });
      await invalidateCalls(queryClient, C.territoryBoard);
    } catch (err) {
      notify({ color: 'red', message: errorMessage(err) });
    } finally {
      setBusy(null);
    }
  }

  const options = (prospects.data?.rows ?? [])
    .filter((p) => !['LOST', 'AGREEMENT_SIGNED'].includes(String(p.stage)))
    .map((p) => ({ value: String(p.id), label: p.name }));
  return (
    <>
      <PageHeader
        title={t('territories.title')}
        actions={
          <Group gap="xs">
            <Button component={Link} to="/development/territories/create" variant="light">
              {t('territories.create')}
            </Button>
            <Button component={Link} to="/development/territories/list" variant="subtle">
              {t('territories.list')}
            </Button>
          </Group>
        }
      />
      <TextInput
        label={t('territories.city')}
        placeholder={t('territories.allCities')}
        value={city}
        onChange={(e) => setCity(e.currentTarget.value)}
        maw={280}
        mb="md"
      />
      <DataTable
        data={board.data?.rows}
        columns={columnsOf(t)}
        rowId={(r) => String(r.id)}
        loading={board.isLoading}
        error={board.error}
        onRetry={() => void board.refetch()}
        empty={{ title: t('territories.empty'), message: t('territories.emptyText') }}
        testId="territories"
        rowActionsLabel={t('territories.action')}
        rowActions={(r) =>
          r.availability === 'OPEN' ? (
            <Group gap="xs" wrap="wrap">
              <Select
                aria-label={t('territories.prospectFor', { pincode: r.pincode })}
                placeholder={t('territories.prospect')}
                data={options}
                searchable
                value={chosen[r.id] ?? null}
                onChange={(v) => setChosen((c) => ({ ...c, [r.id]: v }))}
                w={180}
              />
              <Button size="xs" loading={busy === r.id} onClick={() => void act(r.id, 'reserve')}>
                {t('territories.reserve')}
              </Button>
            </Group>
          ) : r.availability === 'RESERVED' ? (
            <Button size="xs" variant="default" loading={busy === r.id} onClick={() => void act(r.id, 'release')}>
              {t('territories.release')}
            </Button>
          ) : null
        }
      />
    </>
  );
}
