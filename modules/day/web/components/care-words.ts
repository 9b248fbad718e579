import { formatTime } from '@portal/core';
import type { TimelineEntry } from '../../shared/contracts.ts';
import { doseParts, MEDICATION_GIVEN } from '../../shared/medication.ts';
import type { DayWords } from '../messages/index.ts';

/** What an entry of the child's day was, in a few words: "Lunch", "Nap started", "Arrived". */
export function entryTitle(e: TimelineEntry, t: DayWords): string {
  if (e.kind === 'CHECK_IN') return t('entry.arrived');
  if (e.kind === 'CHECK_OUT') return t('entry.wentHome');
  if (e.kind === 'MEAL') return t('summary.meal', { meal: e.meal ?? '' });
  return t('entry.kind', { kind: e.kind });
}

/**
 * The entry's details for the family: "ate most", "120 ml", "Wet", the note itself; a nap's end says from when to
 * when the child slept (the nap's start is the last one before it in the day's entries).
 */
export function entryDetail(e: TimelineEntry, t: DayWords, day: readonly TimelineEntry[] = []): string | null {
  switch (e.kind) {
    case 'NAP_END': {
      const start = day.slice(0, day.indexOf(e)).findLast((s) => s.kind === 'NAP_START');
      return start ? t('entry.slept', { from: formatTime(start.at), to: formatTime(e.at) }) : e.text;
    }
    case 'CHECK_IN':
      return e.text ? t('entry.by', { method: e.text }) : null;
    case 'CHECK_OUT':
      return e.text ? t('entry.with', { name: e.text }) : null;
    case 'MEAL':
      return e.portion ? t('summary.portion', { portion: e.portion }) || null : null;
    case 'BOTTLE':
      return e.ml === null ? null : `${e.ml} ml`;
    case 'TOILET':
      return e.toilet ? t('entry.toilet', { toilet: e.toilet }) : null;
    case 'MOOD':
      return e.mood ? t('summary.moodText', { mood: e.mood }) : null;
    case MEDICATION_GIVEN: {
      const dose = doseParts(e.text);
      return dose ? t('entry.dose', dose) : e.text;
    }
    default:
      return e.text;
  }
}
