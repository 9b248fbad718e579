import { Text } from '@mantine/core';
import type { EndpointAnswer } from '@portal/core';
import { DataTable, LoadError, PageHeader, useCall, useLanguage, useMessages, type DataColumn } from '@portal/ui';
import { networkCoverage } from '../../shared/contracts.ts';
import { CURRICULAR_GOALS } from '../../shared/framework.ts';
import { termLabel } from '../../shared/term.ts';
import { observationMessages } from '../messages/index.ts';

type Centre = EndpointAnswer<typeof networkCoverage>['centres'][number];

// Dark shades only: a share in a lighter colour on white fails the contrast a person needs to read it.
const shade = (percent: number | null) =>
  percent === null || (percent >= 50 && percent < 80) ? undefined : percent >= 80 ? 'teal.9' : 'red.9';

/**
 * observations/network: head office's view of evidence per curricular goal per centre this year, as the share of
 * each centre's children with evidence for the goal. Counts only: no child's name or record reaches it.
 */
export default function NetworkScreen() {
  const t = useMessages(observationMessages);
  const lang = useLanguage();
  const coverage = useCall(networkCoverage);
  if (coverage.error) return <LoadError error={coverage.error} onRetry={() => coverage.refetch()} />;
  const columns: DataColumn<Centre>[] = [
    { id: 'centre', header: t('observations.network.centre'), primary: true, sort: true },
    { id: 'children', header: t('observations.network.children'), align: 'right', sort: true },
    {
      id: 'perChildPerWeek',
      header: t('observations.network.perWeek'),
      align: 'right',
      sort: true,
      cell: (c) => (c.perChildPerWeek === null ? '—' : c.perChildPerWeek.toLocaleString(`${lang}-IN`)),
    },
    { id: 'cardsPublished', header: t('observations.network.published'), align: 'right', sort: true },
    ...CURRICULAR_GOALS.map((g): DataColumn<Centre> => ({
      id: g.code,
      header: `${g.code} ${g.title[lang]}`,
      align: 'right',
      nowrap: true,
      sort: (c) => c.goals[g.code] ?? null,
      cell: (c) => {
        const value = c.goals[g.code] ?? null;
        return <Text c={shade(value)}>{value === null ? '—' : `${value}%`}</Text>;
      },
    })),
  ];
  const term = coverage.data ? ` · ${termLabel(coverage.data.term, lang)}` : '';
  const subtitle = `${t('observations.network.subtitle')}${term}`;
  return (
    <>
      <PageHeader title={t('observations.network.title')} subtitle={subtitle} />
      <DataTable
        data={coverage.data?.centres}
        columns={columns}
        rowId={(c) => String(c.franchiseeId)}
        loading={coverage.isLoading}
        empty={t('observations.network.empty')}
        testId="network-coverage"
      />
    </>
  );
}
