import { Anchor, Badge, Button, Group, Select, Stack, Table, Text, Tooltip } from '@mantine/core';
import { LoadError, PageHeader, useCall, useLanguage, useMessages } from '@portal/ui';
import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import { classCoverage } from '../../shared/contracts.ts';
import type { CoverageState } from '../../shared/coverage.ts';
import { AGE_BAND_LABELS, CURRICULAR_GOALS } from '../../shared/framework.ts';
import { PublishClassCards } from '../components/PublishClassCards.tsx';
import { observationMessages } from '../messages/index.ts';

const COLOURS: Record<CoverageState, string> = { evidence: 'teal', notYetObserved: 'yellow', none: 'gray' };
const MARKS: Record<CoverageState, string> = { evidence: '●', notYetObserved: '◐', none: '○' };

/**
 * observations/coverage: the class's coverage map, each child's row of marks under the thirteen curricular goals,
 * so a teacher sees before the term closes which children lack evidence for which goals. "Not yet observed" has
 * its own mark.
 */
export default function CoverageScreen() {
  const t = useMessages(observationMessages);
  const lang = useLanguage();
  const [classId, setClassId] = useState<number | undefined>();
  const map = useCall(classCoverage, { query: { classId } });
  if (map.error) return <LoadError error={map.error} onRetry={() => map.refetch()} />;
  const data = map.data;
  const word = (s: CoverageState) => t(`observations.coverage.${s}`);
  return (
    <>
      <PageHeader title={t('observations.coverage.title')} subtitle={t('observations.coverage.subtitle')} />
      <Stack>
        {(data?.classes.length ?? 0) > 1 && (
          <Select
            label={t('observations.coverage.class')}
            maw={320}
            data={data!.classes.map((c) => ({ value: String(c.id), label: c.name }))}
            value={data?.classId ? String(data.classId) : null}
            onChange={(v) => setClassId(v ? Number(v) : undefined)}
            allowDeselect={false}
          />
        )}
        <Group gap="md" aria-label={t('observations.coverage.legend')}>
          {(['evidence', 'notYetObserved', 'none'] as const).map((s) => (
            <Badge key={s} color={COLOURS[s]} variant="light" leftSection={MARKS[s]}>
              {word(s)}
            </Badge>
          ))}
        </Group>
        <Button
          component={Link}
          to="/observations/home-activities"
          variant="light"
          size="md"
          data-testid="open-home-photos"
          style={{ alignSelf: 'flex-start' }}
        >
          {t('observations.home.open')}
        </Button>
        {data && data.children.length === 0 && <Text c="dimmed">{t('observations.coverage.empty')}</Text>}
        {data?.classId && data.children.length > 0 && <PublishClassCards key={data.classId} classId={data.classId} />}
        {/* A map, not a list: one class's children, never paged, sorted or exported, so not the kit's DataTable.
            A child's name has a row of its own above the marks, so the thirteen goals fit a phone's width. */}
        <Table data-testid="coverage-map" withTableBorder stickyHeader>
          <Table.Thead>
            <Table.Tr>
              {CURRICULAR_GOALS.map((g) => (
                <Table.Th key={g.code} ta="center" px={2}>
                  <Tooltip label={g.title[lang]} multiline w={240}>
                    <Text size="xs" fw={600}>
                      {g.code.replace('CG-', '')}
                    </Text>
                  </Tooltip>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.children.map((c) => {
              const lacking = Object.values(c.goals).filter((s) => s !== 'evidence').length;
              return (
                <Fragment key={c.studentAdmissionId}>
                  <Table.Tr>
                    <Table.Td colSpan={CURRICULAR_GOALS.length}>
                      <Anchor component={Link} to={`/observations/portfolio/${c.studentAdmissionId}`} fw={500}>
                        {c.name}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {AGE_BAND_LABELS[c.band][lang]} · {t('observations.coverage.lacking', { count: lacking })}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                  <Table.Tr data-testid={`coverage-${c.studentAdmissionId}`}>
                    {CURRICULAR_GOALS.map((g) => {
                      const state: CoverageState = c.goals[g.code] ?? 'none';
                      return (
                        <Table.Td key={g.code} ta="center" px={2} data-state={state} data-goal={g.code}>
                          <Text c={COLOURS[state]} aria-label={`${g.code}: ${word(state)}`} title={word(state)}>
                            {MARKS[state]}
                          </Text>
                        </Table.Td>
                      );
                    })}
                  </Table.Tr>
                </Fragment>
              );
            })}
          </Table.Tbody>
        </Table>
      </Stack>
    </>
  );
}
