import { Badge, Group, Tooltip } from '@mantine/core';
import { useAccess, useCall, useMessages } from '@portal/ui';
import { allergies, HEALTH_MODULE } from '../../shared/health.ts';
import { academicsMessages } from '../messages/index.ts';

/** The allergies of the children of a class list, by admission id (empty for those who may not read them). */
export function useAllergies(ids: number[]): Map<number, string[]> {
  const access = useAccess();
  const key = [...ids].sort((a, b) => a - b).join(',');
  const answer = useCall(
    allergies,
    { query: { ids: key } },
    {
      enabled: key !== '' && access.canRead(HEALTH_MODULE),
      staleTime: 60_000,
    },
  );
  return new Map((answer.data?.rows ?? []).map((r) => [r.studentAdmissionId, r.allergies]));
}

/** A red badge beside a child's name when the child has an allergy (the allergies in its tooltip and label). */
export function AllergyBadge({ allergies: list }: { allergies?: string[] }) {
  const t = useMessages(academicsMessages);
  if (!list?.length) return null;
  const text = t('allergy.list', { list: list.join(', ') });
  return (
    <Tooltip label={text} withArrow>
      <Badge color="red" variant="filled" size="xs" aria-label={text} data-testid="allergy-badge">
        {t('allergy.badge')}
      </Badge>
    </Tooltip>
  );
}

/** A child's name with the allergy badge beside it. */
export function NameWithAllergy({ name, allergies: list }: { name: string; allergies?: string[] }) {
  return (
    <Group gap={6} wrap="nowrap" component="span">
      <span>{name}</span>
      <AllergyBadge allergies={list} />
    </Group>
  );
}
