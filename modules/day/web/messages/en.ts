/** The words of the parent's day screens: today's timeline, check-in and the family PIN (ICU messages). */
export const en = {
  /** A child's day in short: on the parent's screen and in the evening email and SMS (server/messages.ts). */
  summary: {
    atCentre: 'At the centre',
    came: 'came {time}',
    left: 'left {time}',
    meals: 'Meals',
    meal: '{meal, select, BREAKFAST {Breakfast} SNACK {Snack} LUNCH {Lunch} other {Meal}}',
    portion: '{portion, select, ALL {ate all} MOST {ate most} SOME {ate some} NONE {ate none} other {}}',
    sleep: 'Sleep',
    naps: '{time} in {naps} naps',
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
  today: {
    title: 'Today',
    child: 'Child',
    noChild: 'No child linked',
    noChildText: 'Your account is not linked to a child at a centre yet.',
    notIn: 'Not in yet',
    notInText: '{child} has not been checked in today.',
    soFar: 'The day so far',
    inShort: 'The day in short',
  },
  entry: {
    arrived: 'Arrived',
    wentHome: 'Went home',
    kind:
      '{kind, select, NAP_START {Nap started} NAP_END {Nap ended} BOTTLE {Bottle} TOILET {Toilet} MOOD {Mood} ' +
      'ACTIVITY {Activity} PHOTO {Photo or video} NOTE {Note} other {Meal}}',
    by: 'by {method, select, KIOSK_QR {kiosk QR code} KIOSK_PIN {kiosk PIN} ROSTER {class roster} other {{method}}}',
    with: 'with {name}',
    toilet: '{toilet, select, WET {Wet} DRY {Dry} BM {Bowel movement} other {{toilet}}}',
  },
  status: {
    collected: 'Collected {time}',
    inSince: 'In since {time}',
    notIn: 'Not in yet',
    collectedBy: 'Collected by {name}',
  },
  checkIn: {
    title: 'Check in',
    checking: 'Checking in…',
    done: '{count, plural, one {{names} is checked in.} other {{names} are checked in.}} Have a nice day!',
    how:
      'At the centre’s door, scan the code on the kiosk screen with your phone’s camera, or type your mobile ' +
      'number and family PIN on the kiosk.',
    pinSaved: 'Family PIN saved',
    pinSavedText: 'Use it with your mobile number on the kiosk.',
    changePin: 'Change your family PIN',
    setPin: 'Set a family PIN',
    newPin: 'New PIN',
    onceMore: 'Once more',
    savePin: 'Save PIN',
  },
} as const;
