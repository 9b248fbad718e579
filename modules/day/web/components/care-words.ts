import { enumLabel } from '@portal/core';
import { CARE_KIND_LABELS, PORTION_LABELS, TOILET_LABELS, type CareKind } from '../../shared/care.ts';
import { CHECK_IN_METHOD_LABELS, type CheckInMethod } from '../../shared/constants.ts';
import type { TimelineEntry } from '../../shared/contracts.ts';

/** What an entry of the child's day was, in a few words: "Lunch", "Nap started", "Arrived". */
export function entryTitle(e: TimelineEntry): string {
  if (e.kind === 'CHECK_IN') return 'Arrived';
  if (e.kind === 'CHECK_OUT') return 'Went home';
  if (e.kind === 'MEAL' && e.meal) return enumLabel(e.meal);
  return CARE_KIND_LABELS[e.kind as CareKind] ?? enumLabel(e.kind);
}

/** The entry's details for a parent: "ate most", "120 ml", "Wet", the note itself. */
export function entryDetail(e: TimelineEntry): string | null {
  switch (e.kind) {
    case 'CHECK_IN':
      return e.text ? `by ${CHECK_IN_METHOD_LABELS[e.text as CheckInMethod] ?? enumLabel(e.text)}` : null;
    case 'CHECK_OUT':
      return e.text ? `with ${e.text}` : null;
    case 'MEAL':
      return e.portion ? (PORTION_LABELS[e.portion as keyof typeof PORTION_LABELS] ?? enumLabel(e.portion)) : null;
    case 'BOTTLE':
      return e.ml === null ? null : `${e.ml} ml`;
    case 'TOILET':
      return e.toilet ? (TOILET_LABELS[e.toilet as keyof typeof TOILET_LABELS] ?? enumLabel(e.toilet)) : null;
    case 'MOOD':
      return e.mood ? enumLabel(e.mood) : null;
    default:
      return e.text;
  }
}
