import { EDIT_STATUSES, STUDENT_GENDERS } from './index.ts';

/** What a person reads for each student code shown on a screen. */
export const EDIT_STATUS_LABELS: Record<(typeof EDIT_STATUSES)[number], string> = {
  pending: 'Pending',
  completed: 'Completed',
};

export const STUDENT_GENDER_LABELS: Record<(typeof STUDENT_GENDERS)[number], string> = {
  MALE: 'Male',
  FEMALE: 'Female',
};

/** A code's label from its map; a code the map does not know shows as it is. */
export function labelOf(labels: Record<string, string>, code: string | null | undefined): string {
  if (code === null || code === undefined || code === '') return '—';
  return labels[code] ?? code;
}

/**
 * A code another module owns (a form or fee status on the admission record), read as words:
 * APPROVAL_WAITING → 'Approval waiting'.
 */
export function codeText(code: string | null | undefined): string {
  if (!code) return '—';
  const words = code.replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
