import type { useMessages } from '@portal/ui';
import { DEFAULT_SCALE } from '../../shared/constants.ts';
import type { academicsMessages } from '../messages/index.ts';

/** An academic screen's translator, for the helpers its screens share. */
export type AcademicsWords = ReturnType<typeof useMessages<typeof academicsMessages.en>>;

/**
 * A grade's words: the seeded scale's own grades in the reader's language; a grade of a centre's own scale, or one
 * whose words were changed, as it was written.
 */
export function gradeWords(
  t: AcademicsWords,
  level: { grade: string | null; label: string | null; descriptor?: string | null },
): { label: string | null; descriptor: string | null } {
  const seeded = DEFAULT_SCALE.find((g) => g.grade === level.grade && g.label === level.label);
  if (!seeded) return { label: level.label, descriptor: level.descriptor ?? null };
  return {
    label: t('grade.label', { grade: seeded.grade }),
    descriptor:
      level.descriptor === seeded.descriptor
        ? t('grade.descriptor', { grade: seeded.grade })
        : (level.descriptor ?? null),
  };
}
