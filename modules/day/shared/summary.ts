/**
 * The end of a child's day in a few lines, from the day's timeline: the same words on the parent's screen and in
 * the evening email or SMS, in the reader's language (read through `say`).
 */
import { timeInIndia } from '@portal/core';
import { TOILETS } from './care.ts';
import type { TimelineEntry } from './contracts.ts';
// The parent's day screen and the evening messages read the same words.
import type { en } from './messages/en.ts';

/** A timeline entry as the server holds it (a Date) or as it travels (an ISO string). */
export type SummaryEntry = Omit<TimelineEntry, 'at'> & { at: string | Date };

export interface DaySummaryLine {
  label: string;
  text: string;
}

/** A summary message in the reader's language: the web's `t`, or the server's message of the recipient. */
export type SummarySay = (
  key: `summary.${keyof (typeof en)['summary']}`,
  values?: Record<string, string | number>,
) => string;

const MINUTE = 60_000;
const moment = (at: SummaryEntry['at']) => (at instanceof Date ? at : new Date(at));
const time = (at: SummaryEntry['at']) => timeInIndia(moment(at));
const ms = (at: SummaryEntry['at']) => moment(at).getTime();

/** "1 h 20 min", "45 min". */
export function duration(minutes: number, say: SummarySay): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (!h) return say('summary.minutes', { m });
  return m ? say('summary.hoursMinutes', { h, m }) : say('summary.hours', { h });
}

/**
 * Naps are pairs of a start and the end after it, summed. A nap with no end is no figure (the time until the
 * departure is not sleep anyone saw): `open` is when it started, and whether the child has gone home since.
 */
function napMinutes(entries: readonly SummaryEntry[]): {
  naps: number;
  minutes: number;
  open: { at: SummaryEntry['at']; leftSince: boolean } | null;
} {
  let started: SummaryEntry | null = null;
  let naps = 0;
  let minutes = 0;
  let leftSince = false;
  for (const e of entries) {
    if (e.kind === 'NAP_START') {
      started = e;
      leftSince = false;
    } else if (e.kind === 'NAP_END' && started) {
      naps += 1;
      minutes += Math.round((ms(e.at) - ms(started.at)) / MINUTE);
      started = null;
    } else if (e.kind === 'CHECK_OUT' && started) leftSince = true;
  }
  return { naps, minutes, open: started && { at: started.at, leftSince } };
}

/** The day's lines, only those with something to say, in the order a parent asks about them. */
export function daySummary(entries: readonly SummaryEntry[], say: SummarySay): DaySummaryLine[] {
  const lines: DaySummaryLine[] = [];
  const of = (kind: SummaryEntry['kind']) => entries.filter((e) => e.kind === kind);
  const arrival = of('CHECK_IN')[0];
  const departure = of('CHECK_OUT')[0];
  if (arrival || departure)
    lines.push({
      label: say('summary.atCentre'),
      text: [
        arrival && say('summary.came', { time: time(arrival.at) }),
        departure && say('summary.left', { time: time(departure.at) }),
      ]
        .filter(Boolean)
        .join(', '),
    });
  const meals = of('MEAL').map((e) =>
    `${say('summary.meal', { meal: e.meal ?? '' })} ${say('summary.portion', { portion: e.portion ?? '' })}`.trim(),
  );
  if (meals.length) lines.push({ label: say('summary.meals'), text: meals.join(', ') });
  const { naps, minutes, open } = napMinutes(entries);
  if (naps || open) {
    const slept = duration(minutes, say);
    const summed = naps > 1 ? say('summary.naps', { time: slept, naps }) : naps ? slept : '';
    // A nap not ended says so: never a length made up from the departure.
    const unended = open && say(open.leftSince ? 'summary.noWakeUp' : 'summary.stillAsleep', { time: time(open.at) });
    lines.push({ label: say('summary.sleep'), text: [summed, unended].filter(Boolean).join('; ') });
  }
  const bottles = of('BOTTLE');
  if (bottles.length) {
    const ml = bottles.reduce((sum, e) => sum + (e.ml ?? 0), 0);
    lines.push({ label: say('summary.bottles'), text: say('summary.bottlesText', { count: bottles.length, ml }) });
  }
  // Counts as "2 wet, 1 bowel movement", in the order the kinds are declared.
  const toilet = TOILETS.map((kind) => [of('TOILET').filter((e) => e.toilet === kind).length, kind] as const)
    .filter(([count]) => count > 0)
    .map(([count, kind]) => say('summary.toiletCount', { count, kind }))
    .join(', ');
  if (toilet) lines.push({ label: say('summary.toilet'), text: toilet });
  const moods = [...new Set(of('MOOD').map((e) => e.mood))].filter(Boolean);
  if (moods.length)
    lines.push({
      label: say('summary.mood'),
      text: moods.map((mood) => say('summary.moodText', { mood: mood! })).join(', '),
    });
  const pictures = of('PHOTO').length;
  if (pictures) lines.push({ label: say('summary.photos'), text: say('summary.photosText', { count: pictures }) });
  const activities = of('ACTIVITY').map((e) => e.text);
  if (activities.length) lines.push({ label: say('summary.activities'), text: activities.join('; ') });
  return lines;
}

/** The summary as plain text for an email or an SMS. */
export function daySummaryText(childName: string, day: string, entries: readonly SummaryEntry[], say: SummarySay) {
  const lines = daySummary(entries, say);
  const body = lines.length ? lines.map((l) => `${l.label}: ${l.text}`).join('\n') : say('summary.nothing');
  return `${say('summary.heading', { child: childName, day })}\n${body}`;
}
