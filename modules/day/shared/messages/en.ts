/**
 * The words of a child's day in a few lines (`../summary.ts`): the parent's day screen shows them and the evening
 * email and SMS send them, so they live here, beside the summary, where the web and the server both read them.
 */
export const en = {
  summary: {
    atCentre: 'At the centre',
    came: 'came {time}',
    left: 'left {time}',
    meals: 'Meals',
    meal: '{meal, select, BREAKFAST {Breakfast} SNACK {Snack} LUNCH {Lunch} other {Meal}}',
    portion: '{portion, select, ALL {ate all} MOST {ate most} SOME {ate some} NONE {ate none} other {}}',
    sleep: 'Sleep',
    naps: '{time} in {naps} naps',
    stillAsleep: 'still asleep, since {time}',
    noWakeUp: 'a nap from {time}: no wake-up time recorded',
    hours: '{h} h',
    minutes: '{m} min',
    hoursMinutes: '{h} h {m} min',
    bottles: 'Bottles',
    bottlesText: '{count} ({ml} ml in all)',
    toilet: 'Toilet',
    toiletCount: '{count} {kind, select, WET {wet} DRY {dry} BM {bowel movement} other {}}',
    mood: 'Mood',
    moodText: '{mood, select, HAPPY {Happy} CALM {Calm} TIRED {Tired} UPSET {Upset} other {}}',
    photos: 'Photos',
    photosText: '{count, plural, one {# photo or video} other {# photos or videos}}',
    activities: 'Activities',
    heading: '{child}’s day, {day}',
    nothing: 'Nothing was noted today.',
  },
};

/** A language's copy: every key of the English one. */
export type SummaryWords = { summary: Record<keyof (typeof en)['summary'], string> };
