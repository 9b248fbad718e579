import type { Widen } from '@portal/ui';
import type { en } from './en.ts';

export const kn: Widen<typeof en> = {
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
  today: {
    title: 'ಇಂದು',
    child: 'ಮಗು',
    noChild: 'ಯಾವ ಮಗುವೂ ಜೋಡಣೆಯಾಗಿಲ್ಲ',
    noChildText: 'ನಿಮ್ಮ ಖಾತೆ ಇನ್ನೂ ಯಾವುದೇ ಕೇಂದ್ರದ ಮಗುವಿಗೆ ಜೋಡಣೆಯಾಗಿಲ್ಲ.',
    notIn: 'ಇನ್ನೂ ಬಂದಿಲ್ಲ',
    notInText: '{child} ಇಂದು ಇನ್ನೂ ಕೇಂದ್ರಕ್ಕೆ ಬಂದಿಲ್ಲ.',
    soFar: 'ಇಲ್ಲಿಯವರೆಗಿನ ದಿನ',
    inShort: 'ಇಂದಿನ ದಿನ ಸಂಕ್ಷಿಪ್ತವಾಗಿ',
  },
  entry: {
    arrived: 'ಬಂದರು',
    wentHome: 'ಮನೆಗೆ ಹೋದರು',
    kind:
      '{kind, select, NAP_START {ನಿದ್ದೆ ಶುರು} NAP_END {ನಿದ್ದೆಯಿಂದ ಎದ್ದರು} BOTTLE {ಬಾಟಲ್ ಹಾಲು} TOILET {ಶೌಚ} ' +
      'MOOD {ಮನಸ್ಥಿತಿ} ACTIVITY {ಚಟುವಟಿಕೆ} PHOTO {ಫೋಟೋ ಅಥವಾ ವೀಡಿಯೊ} NOTE {ಟಿಪ್ಪಣಿ} other {ಊಟ}}',
    by:
      '{method, select, KIOSK_QR {ಕಿಯೋಸ್ಕ್ QR ಕೋಡ್ ಮೂಲಕ} KIOSK_PIN {ಕಿಯೋಸ್ಕ್ ' +
      'PIN ಮೂಲಕ} ROSTER {ತರಗತಿ ಪಟ್ಟಿಯ ಮೂಲಕ} other {{method}}}',
    with: '{name} ಜೊತೆ',
    toilet: '{toilet, select, WET {ಒದ್ದೆ} DRY {ಒಣ} BM {ಮಲ} other {{toilet}}}',
  },
  status: {
    collected: '{time}ಕ್ಕೆ ಕರೆದೊಯ್ದರು',
    inSince: '{time}ರಿಂದ ಕೇಂದ್ರದಲ್ಲಿ',
    notIn: 'ಇನ್ನೂ ಬಂದಿಲ್ಲ',
    collectedBy: '{name} ಕರೆದೊಯ್ದರು',
  },
  checkIn: {
    title: 'ಚೆಕ್ ಇನ್',
    checking: 'ಚೆಕ್ ಇನ್ ಆಗುತ್ತಿದೆ…',
    done: '{count, plural, one {{names} ಚೆಕ್ ಇನ್ ಆಗಿದೆ.} other {{names} ಚೆಕ್ ಇನ್ ಆಗಿದೆ.}} ನಿಮ್ಮ ದಿನ ಚೆನ್ನಾಗಿರಲಿ!',
    how:
      'ಕೇಂದ್ರದ ಬಾಗಿಲಲ್ಲಿ ಕಿಯೋಸ್ಕ್ ಪರದೆಯ ಮೇಲಿನ ಕೋಡ್ ಅನ್ನು ನಿಮ್ಮ ಫೋನ್ ಕ್ಯಾಮೆರಾದಿಂದ ಸ್ಕ್ಯಾನ್ ಮಾಡಿ, ಅಥವಾ ಕಿಯೋಸ್ಕ್‌ನಲ್ಲಿ ' +
      'ನಿಮ್ಮ ಮೊಬೈಲ್ ಸಂಖ್ಯೆ ಮತ್ತು ಕುಟುಂಬದ PIN ಹಾಕಿ.',
    pinSaved: 'ಕುಟುಂಬದ PIN ಉಳಿಸಲಾಗಿದೆ',
    pinSavedText: 'ಕಿಯೋಸ್ಕ್‌ನಲ್ಲಿ ಇದನ್ನು ನಿಮ್ಮ ಮೊಬೈಲ್ ಸಂಖ್ಯೆಯೊಂದಿಗೆ ಬಳಸಿ.',
    changePin: 'ಕುಟುಂಬದ PIN ಬದಲಿಸಿ',
    setPin: 'ಕುಟುಂಬದ PIN ಹೊಂದಿಸಿ',
    newPin: 'ಹೊಸ PIN',
    onceMore: 'ಇನ್ನೊಮ್ಮೆ',
    savePin: 'PIN ಉಳಿಸಿ',
  },
};
