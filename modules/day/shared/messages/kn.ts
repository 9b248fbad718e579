import type { SummaryWords } from './en.ts';

export const kn: SummaryWords = {
  summary: {
    atCentre: 'ಕೇಂದ್ರದಲ್ಲಿ',
    came: 'ಬಂದದ್ದು {time}',
    left: 'ಹೊರಟದ್ದು {time}',
    meals: 'ಊಟ',
    meal: '{meal, select, BREAKFAST {ಬೆಳಗಿನ ತಿಂಡಿ} SNACK {ಲಘು ತಿಂಡಿ} LUNCH {ಮಧ್ಯಾಹ್ನದ ಊಟ} other {ಊಟ}}',
    // prettier-ignore
    portion:
      '{portion, select, ALL {ಪೂರ್ತಿ ತಿಂದರು} MOST {ಹೆಚ್ಚು ತಿಂದರು} ' +
      'SOME {ಸ್ವಲ್ಪ ತಿಂದರು} NONE {ತಿನ್ನಲಿಲ್ಲ} other {}}',
    sleep: 'ನಿದ್ದೆ',
    naps: '{naps} ಸಲ, ಒಟ್ಟು {time}',
    stillAsleep: '{time} ರಿಂದ ಇನ್ನೂ ನಿದ್ದೆಯಲ್ಲಿದ್ದಾರೆ',
    noWakeUp: '{time} ರಿಂದ ನಿದ್ದೆ: ಎದ್ದ ಸಮಯ ದಾಖಲಾಗಿಲ್ಲ',
    hours: '{h} ಗಂ',
    minutes: '{m} ನಿಮಿಷ',
    hoursMinutes: '{h} ಗಂ {m} ನಿಮಿಷ',
    bottles: 'ಬಾಟಲ್ ಹಾಲು',
    bottlesText: '{count} (ಒಟ್ಟು {ml} ml)',
    toilet: 'ಶೌಚ',
    toiletCount: '{count} ಸಲ {kind, select, WET {ಒದ್ದೆ} DRY {ಒಣ} BM {ಮಲ} other {}}',
    mood: 'ಮನಸ್ಥಿತಿ',
    moodText: '{mood, select, HAPPY {ಖುಷಿ} CALM {ಶಾಂತ} TIRED {ಸುಸ್ತು} UPSET {ಬೇಸರ} other {}}',
    photos: 'ಫೋಟೋಗಳು',
    photosText: '{count, plural, one {# ಫೋಟೋ ಅಥವಾ ವೀಡಿಯೊ} other {# ಫೋಟೋ ಅಥವಾ ವೀಡಿಯೊಗಳು}}',
    activities: 'ಚಟುವಟಿಕೆಗಳು',
    heading: '{child} – ಇಂದಿನ ದಿನ, {day}',
    nothing: 'ಇಂದು ಏನೂ ಬರೆದಿಲ್ಲ.',
  },
};
