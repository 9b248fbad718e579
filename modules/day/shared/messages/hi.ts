import type { Widen } from '@portal/ui';
import type { en } from './en.ts';

export const hi: Widen<typeof en> = {
  atCentre: 'सेंटर में',
  came: '{time} पर आए',
  left: '{time} पर गए',
  meals: 'खाना',
  meal: '{meal, select, BREAKFAST {नाश्ता} SNACK {हल्का नाश्ता} LUNCH {दोपहर का खाना} other {खाना}}',
  portion: '{portion, select, ALL {पूरा खाया} MOST {ज़्यादातर खाया} SOME {थोड़ा खाया} NONE {नहीं खाया} other {}}',
  sleep: 'नींद',
  naps: '{naps} बार में कुल {time}',
  hours: '{h} घंटे',
  minutes: '{m} मिनट',
  hoursMinutes: '{h} घंटे {m} मिनट',
  bottles: 'बोतल',
  bottlesText: '{count} (कुल {ml} ml)',
  toilet: 'टॉयलेट',
  toiletCount: '{count} बार {kind, select, WET {गीला} DRY {सूखा} BM {पॉटी} other {}}',
  mood: 'मूड',
  moodText: '{mood, select, HAPPY {ख़ुश} CALM {शांत} TIRED {थका हुआ} UPSET {उदास} other {}}',
  photos: 'फ़ोटो',
  photosText: '{count, plural, one {# फ़ोटो या वीडियो} other {# फ़ोटो या वीडियो}}',
  activities: 'क्या-क्या किया',
  heading: '{child} का दिन, {day}',
  nothing: 'आज कुछ भी नहीं लिखा गया।',
};
