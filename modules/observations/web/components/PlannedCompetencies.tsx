import { Button, Group, Stack, Text } from '@mantine/core';
import { useLanguage, useMessages } from '@portal/ui';
import { competencyByCode } from '../../shared/framework.ts';
import { observationMessages } from '../messages/index.ts';

/**
 * The competencies the class's plan for today names, of the picked children's bands, as one-tap choices above the
 * full list: the record screen's suggestion, which the teacher may take or leave.
 */
export function PlannedCompetencies({
  title,
  codes,
  value,
  onPick,
}: {
  title: string | null;
  codes: readonly string[];
  value: string | null;
  onPick: (code: string) => void;
}) {
  const t = useMessages(observationMessages);
  const lang = useLanguage();
  if (!title) return null;
  return (
    <Stack gap={4} data-testid="planned-competencies">
      <Text fw={500} size="sm">
        {t('observations.record.planned', { title })}
      </Text>
      {codes.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('observations.record.plannedNone')}
        </Text>
      )}
      <Group gap="xs">
        {codes.map((code) => (
          <Button
            key={code}
            size="sm"
            variant={value === code ? 'filled' : 'light'}
            aria-pressed={value === code}
            onClick={() => onPick(code)}
            title={competencyByCode(code)?.title[lang]}
          >
            {code} {competencyByCode(code)?.title[lang]}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
