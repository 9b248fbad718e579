import { MultiSelect } from '@mantine/core';
import { useCall, useLanguage, useMessages } from '@portal/ui';
import { useMemo } from 'react';
import { COMPETENCIES_MAX } from '../../shared/constants.ts';
import { curriculumCompetencies } from '../../shared/contracts.ts';
import { learningMessages } from '../messages/index.ts';

/**
 * The framework's competencies as choices, "C-8.3 Counts…" in the reader's language, by value: the list the server
 * holds a theme's or a day's codes to (the observations module provides it).
 */
export function useCompetencyChoices() {
  const lang = useLanguage();
  const list = useCall(curriculumCompetencies);
  const choices = useMemo(
    () =>
      list.data &&
      Object.fromEntries(list.data.competencies.map((c) => [c.code, `${c.code} ${c.title[lang]}`] as const)),
    [list.data, lang],
  );
  return { choices, error: list.error, retry: () => void list.refetch() };
}

/** The competencies a day at a glance serves, picked from the framework's list. */
export function CompetencyPicker({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange(value: string[]): void;
  error?: string;
}) {
  const t = useMessages(learningMessages);
  const { choices, error: failed } = useCompetencyChoices();
  return (
    <MultiSelect
      label={t('learning.competencies.label')}
      description={choices ? t('learning.competencies.help') : t('learning.competencies.loading')}
      placeholder={t('learning.competencies.placeholder')}
      data={Object.entries(choices ?? {}).map(([v, label]) => ({ value: v, label }))}
      value={value}
      onChange={onChange}
      // The list failing to load is said where the choices would be.
      error={error ?? (failed ? failed.message : undefined)}
      searchable
      clearable
      maxValues={COMPETENCIES_MAX}
      data-testid="field-competencies"
    />
  );
}
