import type { Widen } from '@portal/ui';
import type { en } from './en.ts';

export const hi: Widen<typeof en> = {
  summary: {
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
  },
  today: {
    title: 'आज',
    child: 'बच्चा',
    noChild: 'कोई बच्चा नहीं जुड़ा',
    noChildText: 'आपका खाता अभी किसी सेंटर के बच्चे से नहीं जुड़ा है।',
    notIn: 'अभी नहीं आए',
    notInText: '{child} आज अभी सेंटर नहीं पहुँचे हैं।',
    soFar: 'आज अब तक',
    inShort: 'आज का दिन, थोड़े में',
  },
  entry: {
    arrived: 'सेंटर पहुँचे',
    wentHome: 'घर गए',
    kind:
      '{kind, select, NAP_START {सोना शुरू} NAP_END {सोकर उठे} BOTTLE {बोतल} TOILET {टॉयलेट} MOOD {मूड} ' +
      'ACTIVITY {गतिविधि} PHOTO {फ़ोटो या वीडियो} NOTE {नोट} other {खाना}}',
    by:
      '{method, select, KIOSK_QR {कियोस्क के QR कोड से} KIOSK_PIN {कियोस्क के ' +
      'PIN से} ROSTER {क्लास की सूची से} other {{method}}}',
    with: '{name} के साथ',
    toilet: '{toilet, select, WET {गीला} DRY {सूखा} BM {पॉटी} other {{toilet}}}',
  },
  status: {
    collected: '{time} पर ले गए',
    inSince: '{time} से सेंटर में',
    notIn: 'अभी नहीं आए',
    collectedBy: '{name} ले गए',
  },
  checkIn: {
    title: 'चेक इन',
    checking: 'चेक इन हो रहा है…',
    done: '{count, plural, one {{names} का चेक इन हो गया।} other {{names} का चेक इन हो गया।}} आपका दिन अच्छा रहे!',
    how:
      'सेंटर के दरवाज़े पर कियोस्क की स्क्रीन पर दिख रहा कोड अपने फ़ोन के कैमरे से स्कैन करें, या कियोस्क पर ' +
      'अपना मोबाइल नंबर और परिवार का PIN डालें।',
    pinSaved: 'परिवार का PIN सेव हो गया',
    pinSavedText: 'कियोस्क पर इसे अपने मोबाइल नंबर के साथ डालें।',
    changePin: 'परिवार का PIN बदलें',
    setPin: 'परिवार का PIN बनाएँ',
    newPin: 'नया PIN',
    onceMore: 'एक बार फिर',
    savePin: 'PIN सेव करें',
  },
};
