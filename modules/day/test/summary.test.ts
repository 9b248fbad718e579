import { describe, expect, it } from 'vitest';
import { summarySay } from '../server/messages.ts';
import { daySummary, daySummaryText, duration, type SummaryEntry } from '../shared/summary.ts';

const say = summarySay('en');

/** 25-11-2026 at hh:mm in India. */
const at = (hhmm: string) => new Date(`2026-11-25T${hhmm}:00+05:30`);
const none = {
  meal: null,
  portion: null,
  ml: null,
  toilet: null,
  mood: null,
  fileId: null,
  mediaType: null,
  text: null,
  recordedBy: null,
};
let n = 0;
const entry = (time: string, kind: SummaryEntry['kind'], details: Partial<SummaryEntry> = {}): SummaryEntry => ({
  key: `care-${++n}`,
  at: at(time),
  ...none,
  kind,
  ...details,
});

describe('the day’s summary', () => {
  const day = [
    entry('08:40', 'CHECK_IN', { text: 'KIOSK_QR' }),
    entry('09:00', 'MEAL', { meal: 'BREAKFAST', portion: 'ALL' }),
    entry('10:00', 'TOILET', { toilet: 'WET' }),
    entry('11:00', 'ACTIVITY', { text: 'Sand play' }),
    entry('12:30', 'MEAL', { meal: 'LUNCH', portion: 'MOST' }),
    entry('13:00', 'NAP_START'),
    entry('14:20', 'NAP_END'),
    entry('14:30', 'TOILET', { toilet: 'WET' }),
    entry('14:35', 'TOILET', { toilet: 'BM' }),
    entry('15:00', 'BOTTLE', { ml: 150 }),
    entry('15:30', 'BOTTLE', { ml: 120 }),
    entry('15:40', 'MOOD', { mood: 'HAPPY' }),
    entry('16:10', 'CHECK_OUT', { text: 'Meera Nair' }),
  ];

  it('says when the child came and left, what they ate, slept and drank, in India’s time', () => {
    expect(daySummary(day, say)).toEqual([
      { label: 'At the centre', text: 'came 08:40 AM, left 04:10 PM' },
      { label: 'Meals', text: 'Breakfast ate all, Lunch ate most' },
      { label: 'Sleep', text: '1 h 20 min' },
      { label: 'Bottles', text: '2 (270 ml in all)' },
      { label: 'Toilet', text: '2 wet, 1 bowel movement' },
      { label: 'Mood', text: 'Happy' },
      { label: 'Activities', text: 'Sand play' },
    ]);
  });

  it('sums the naps that ended, and never makes a length up for a nap with no end', () => {
    const naps = [
      entry('10:00', 'NAP_START'),
      entry('10:45', 'NAP_END'),
      entry('15:00', 'NAP_START'),
      entry('15:15', 'CHECK_OUT'),
    ];
    // The nap begun at 03:00 PM was never ended: not "1 h" counted up to the departure 15 minutes later.
    expect(daySummary(naps, say)).toContainEqual({
      label: 'Sleep',
      text: '45 min; a nap from 03:00 PM: no wake-up time recorded',
    });
    expect(daySummary([entry('15:00', 'NAP_START'), entry('15:15', 'CHECK_OUT')], say)).toContainEqual({
      label: 'Sleep',
      text: 'a nap from 03:00 PM: no wake-up time recorded',
    });
    // A nap still going during the day is said so, with no figure.
    expect(daySummary([entry('13:00', 'NAP_START')], say)).toContainEqual({
      label: 'Sleep',
      text: 'still asleep, since 01:00 PM',
    });
    const twice = [...naps.slice(0, 2), entry('11:00', 'NAP_START'), entry('11:30', 'NAP_END')];
    expect(daySummary(twice, say)).toContainEqual({ label: 'Sleep', text: '1 h 15 min in 2 naps' });
    expect(daySummaryText('Aarav Sharma', '25-11-2026', [entry('15:00', 'NAP_START')], summarySay('hi'))).toBe(
      'Aarav Sharma का दिन, 25-11-2026\nनींद: 03:00 PM से अभी सो रहे हैं',
    );
  });

  it('writes plain text for the evening message, and says so when nothing was noted', () => {
    expect(daySummaryText('Aarav Sharma', '25-11-2026', day.slice(0, 2), say)).toBe(
      'Aarav Sharma’s day, 25-11-2026\nAt the centre: came 08:40 AM\nMeals: Breakfast ate all',
    );
    expect(daySummaryText('Aarav Sharma', '25-11-2026', [], say)).toBe(
      'Aarav Sharma’s day, 25-11-2026\nNothing was noted today.',
    );
  });

  it('reads minutes as hours and minutes', () => {
    expect([duration(45, say), duration(60, say), duration(80, say)]).toEqual(['45 min', '1 h', '1 h 20 min']);
  });

  it('speaks the parent’s language, digits and times as in English', () => {
    expect(daySummaryText('Aarav Sharma', '25-11-2026', day.slice(0, 3), summarySay('hi'))).toBe(
      'Aarav Sharma का दिन, 25-11-2026\nसेंटर में: 08:40 AM पर आए\nखाना: नाश्ता पूरा खाया\nटॉयलेट: 1 बार गीला',
    );
    expect(daySummary(day, summarySay('kn'))).toContainEqual({ label: 'ನಿದ್ದೆ', text: '1 ಗಂ 20 ನಿಮಿಷ' });
    expect(daySummaryText('Aarav Sharma', '25-11-2026', [], summarySay('ta'))).toBe(
      'Aarav Sharma – இன்றைய நாள், 25-11-2026\nஇன்று எதுவும் பதிவாகவில்லை.',
    );
  });
});
