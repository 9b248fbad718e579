/**
 * The end of a child's day in a few lines, from the day's timeline: the same words on the parent's screen and in
 * the evening email or SMS.
 */
import { enumLabel, timeInIndia } from '@portal/core';
import { PORTION_LABELS, TOILET_LABELS } from './care.ts';
import type { TimelineEntry } from './contracts.ts';

/** A timeline entry as the server holds it (a Date) or as it travels (an ISO string). */
export type SummaryEntry = Omit<TimelineEntry, 'at'> & { at: string | Date };

export interface DaySummaryLine {
  label: string;
  text: string;
}

const MINUTE = 60_000;
const moment = (at: SummaryEntry['at']) => (at instanceof Date ? at : new Date(at));
const time = (at: SummaryEntry['at']) => timeInIndia(moment(at));
const ms = (at: SummaryEntry['at']) => moment(at).getTime();

/** "1 h 20 min", "45 min". */
export function duration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (!h) return `${m} min`;
  return m ? `${h} h ${m} min` : `${h} h`;
}

/** Naps are pairs of a start and the end after it; a nap not ended by the day's end counts to the departure. */
function napMinutes(entries: readonly SummaryEntry[]): { naps: number; minutes: number } {
  let started: number | null = null;
  let naps = 0;
  let minutes = 0;
  for (const e of entries) {
    if (e.kind === 'NAP_START') started = ms(e.at);
    else if ((e.kind === 'NAP_END' || e.kind === 'CHECK_OUT') && started !== null) {
      naps += 1;
      minutes += Math.round((ms(e.at) - started) / MINUTE);
      started = null;
    }
  }
  return { naps, minutes };
}

/** Counts as "2 wet, 1 bowel movement", in the order the labels are declared. */
function tally<K extends string>(values: readonly (string | null)[], labels: Record<K, string>): string {
  return (Object.keys(labels) as K[])
    .map((key) => [values.filter((v) => v === key).length, labels[key].toLowerCase()] as const)
    .filter(([n]) => n > 0)
    .map(([n, label]) => `${n} ${label}`)
    .join(', ');
}

/** The day's lines, only those with something to say, in the order a parent asks about them. */
export function daySummary(entries: readonly SummaryEntry[]): DaySummaryLine[] {
  const lines: DaySummaryLine[] = [];
  const of = (kind: SummaryEntry['kind']) => entries.filter((e) => e.kind === kind);
  const arrival = of('CHECK_IN')[0];
  const departure = of('CHECK_OUT')[0];
  if (arrival || departure)
    lines.push({
      label: 'At the centre',
      text: [arrival && `came ${time(arrival.at)}`, departure && `left ${time(departure.at)}`]
        .filter(Boolean)
        .join(', '),
    });
  const meals = of('MEAL').map((e) => {
    const portion = e.portion ? (PORTION_LABELS[e.portion as keyof typeof PORTION_LABELS] ?? e.portion) : '';
    return `${e.meal ? enumLabel(e.meal) : 'Meal'} ${portion}`.trim();
  });
  if (meals.length) lines.push({ label: 'Meals', text: meals.join(', ') });
  const { naps, minutes } = napMinutes(entries);
  if (naps) lines.push({ label: 'Sleep', text: naps > 1 ? `${duration(minutes)} in ${naps} naps` : duration(minutes) });
  const bottles = of('BOTTLE');
  if (bottles.length) {
    const ml = bottles.reduce((sum, e) => sum + (e.ml ?? 0), 0);
    lines.push({ label: 'Bottles', text: `${bottles.length} (${ml} ml in all)` });
  }
  const toilet = tally(
    of('TOILET').map((e) => e.toilet),
    TOILET_LABELS,
  );
  if (toilet) lines.push({ label: 'Toilet', text: toilet });
  const moods = [...new Set(of('MOOD').map((e) => e.mood && enumLabel(e.mood)))].filter(Boolean);
  if (moods.length) lines.push({ label: 'Mood', text: moods.join(', ') });
  const pictures = of('PHOTO').length;
  if (pictures)
    lines.push({ label: 'Photos', text: pictures === 1 ? '1 photo or video' : `${pictures} photos or videos` });
  const activities = of('ACTIVITY').map((e) => e.text);
  if (activities.length) lines.push({ label: 'Activities', text: activities.join('; ') });
  return lines;
}

/** The summary as plain text for an email or an SMS. */
export function daySummaryText(childName: string, day: string, entries: readonly SummaryEntry[]): string {
  const lines = daySummary(entries);
  const body = lines.length ? lines.map((l) => `${l.label}: ${l.text}`).join('\n') : 'Nothing was noted today.';
  return `${childName}’s day, ${day}\n${body}`;
}
