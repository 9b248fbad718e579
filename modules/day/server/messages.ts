import { defineMessages } from '@portal/kit';
import type { Language } from '@portal/core';
import { en as summaryEn } from '../shared/messages/en.ts';
import { hi as summaryHi } from '../shared/messages/hi.ts';
import { kn as summaryKn } from '../shared/messages/kn.ts';
import { ta as summaryTa } from '../shared/messages/ta.ts';
import type { SummarySay } from '../shared/summary.ts';

/** The day-summary words are the parent's screen's, under the keys the screen reads them by. */
const summary = <T extends object>(words: T) =>
  Object.fromEntries(Object.entries(words).map(([key, text]) => [`summary.${key}`, text])) as {
    [K in keyof T & string as `summary.${K}`]: string;
  };

/**
 * What the centre's day sends a child's parents (push, email, SMS), in the language on each parent's account:
 * the arrival and the pickup, a refused pickup, an incident report, the evening summary.
 */
export const dayMessage = defineMessages({
  en: {
    arrivedTitle: '{child} is at the centre',
    arrivedBody: 'Checked in at {time}',
    collectedTitle: '{child} has been collected',
    collectedBody: 'Checked out at {time}',
    pickupRefusedSubject: 'Pickup refused: {child}',
    pickupRefusedBody:
      '{who} asked to collect {child} at {time} and was not allowed: {reason}. {child} is safe at the centre. ' +
      'Please call the centre if you did not expect this.',
    pickupRefusedReason:
      '{reason, select, NOT_APPROVED {they are not an approved pickup} ' +
      'WRONG_CODE {the one-time pickup code was wrong} other {{reason}}}',
    incidentSubject: 'Incident report: {child}',
    incidentBody:
      '{centre} has sent you an incident report about {child}: ' +
      '{kind, select, INJURY {Injury} ILLNESS {Illness} BEHAVIOUR {Behaviour} other {Other}} on {date} at {time} ' +
      'in {place}. Please read it in the portal (Incidents) and acknowledge it.',
    lateHandOverSubject: 'Check now: {child} may have left with {who}',
    lateHandOverBody:
      'A classroom device without a connection recorded {child} handed to {who} at {time}. When it reconnected the ' +
      'server refused it: {reason}. {child} may have left with them. Please call the family and the class now.',
    summarySubject: '{child}’s day',
    summarySms: '{child}’s day: {lines}',
    ...summary(summaryEn.summary),
  },
  hi: {
    arrivedTitle: '{child} सेंटर पहुँच गए हैं',
    arrivedBody: '{time} पर आए',
    collectedTitle: '{child} को ले जाया गया',
    collectedBody: '{time} पर सेंटर से गए',
    pickupRefusedSubject: '{child} को ले जाने नहीं दिया गया',
    pickupRefusedBody:
      '{who} {time} पर {child} को लेने आए, पर उन्हें ले जाने नहीं दिया ' +
      'गया: {reason}। {child} सेंटर में सुरक्षित हैं। ' +
      'अगर आपको इसकी जानकारी नहीं थी, तो कृपया सेंटर को फ़ोन करें।',
    pickupRefusedReason:
      '{reason, select, NOT_APPROVED {उन्हें बच्चे को ले जाने की मंज़ूरी नहीं है} ' +
      'WRONG_CODE {उन्होंने एक बार वाला कोड ग़लत बताया} other {{reason}}}',
    incidentSubject: '{child} के बारे में घटना की रिपोर्ट',
    incidentBody:
      '{centre} ने {child} के बारे में एक घटना की रिपोर्ट भेजी है: ' +
      '{kind, select, INJURY {चोट} ILLNESS {तबीयत ख़राब} BEHAVIOUR {बर्ताव} other {अन्य}}, {date} को {time} पर, ' +
      '{place} में। कृपया इसे पोर्टल में (घटनाएँ) पढ़ें और पढ़ लिया, यह बताएँ।',
    lateHandOverSubject: 'अभी देखें: {child} शायद {who} के साथ चले गए',
    lateHandOverBody:
      'बिना कनेक्शन वाले कक्षा के डिवाइस ने {time} पर {child} को {who} को सौंपना दर्ज किया। जुड़ने पर सर्वर ने ' +
      'इसे मना किया: {reason}। {child} शायद उनके साथ चले गए हैं। कृपया अभी परिवार और कक्षा से बात करें।',
    summarySubject: '{child} का दिन',
    summarySms: '{child} का दिन: {lines}',
    ...summary(summaryHi.summary),
  },
  kn: {
    arrivedTitle: '{child} ಕೇಂದ್ರಕ್ಕೆ ಬಂದಿದ್ದಾರೆ',
    arrivedBody: 'ಬಂದ ಸಮಯ {time}',
    collectedTitle: '{child} ಅವರನ್ನು ಕರೆದುಕೊಂಡು ಹೋಗಲಾಗಿದೆ',
    collectedBody: 'ಹೊರಟ ಸಮಯ {time}',
    pickupRefusedSubject: '{child} ಅವರನ್ನು ಕಳುಹಿಸಲಿಲ್ಲ',
    pickupRefusedBody:
      '{who} ಅವರು {time}ಕ್ಕೆ {child} ಅವರನ್ನು ಕರೆದುಕೊಂಡು ಹೋಗಲು ಬಂದರು, ಆದರೆ ಕಳುಹಿಸಲಿಲ್ಲ: {reason}. ' +
      '{child} ಕೇಂದ್ರದಲ್ಲಿ ಸುರಕ್ಷಿತವಾಗಿದ್ದಾರೆ. ಇದು ನಿಮಗೆ ಗೊತ್ತಿಲ್ಲದಿದ್ದರೆ ದಯವಿಟ್ಟು ಕೇಂದ್ರಕ್ಕೆ ಕರೆ ಮಾಡಿ.',
    pickupRefusedReason:
      '{reason, select, NOT_APPROVED {ಅವರಿಗೆ ಮಗುವನ್ನು ಕರೆದೊಯ್ಯಲು ಒಪ್ಪಿಗೆ ಇಲ್ಲ} ' +
      'WRONG_CODE {ಅವರು ಹೇಳಿದ ಒಂದು ಬಾರಿಯ ಕೋಡ್ ತಪ್ಪಾಗಿತ್ತು} other {{reason}}}',
    incidentSubject: '{child} ಕುರಿತು ಘಟನೆಯ ವರದಿ',
    incidentBody:
      '{centre} ನಿಮಗೆ {child} ಕುರಿತು ಘಟನೆಯ ವರದಿ ಕಳುಹಿಸಿದೆ: ' +
      '{kind, select, INJURY {ಗಾಯ} ILLNESS {ಅನಾರೋಗ್ಯ} BEHAVIOUR {ನಡವಳಿಕೆ} other {ಇತರೆ}}, {date} ರಂದು {time}ಕ್ಕೆ, ' +
      '{place} ನಲ್ಲಿ. ದಯವಿಟ್ಟು ಪೋರ್ಟಲ್‌ನಲ್ಲಿ (ಘಟನೆಗಳು) ಓದಿ, ಓದಿದ್ದೇನೆ ಎಂದು ತಿಳಿಸಿ.',
    lateHandOverSubject: 'ಈಗಲೇ ನೋಡಿ: {child} {who} ಅವರೊಂದಿಗೆ ಹೋಗಿರಬಹುದು',
    lateHandOverBody:
      'ಸಂಪರ್ಕವಿಲ್ಲದ ತರಗತಿ ಸಾಧನವು {time} ಕ್ಕೆ {child} ಅವರನ್ನು {who} ಅವರಿಗೆ ಒಪ್ಪಿಸಿದ್ದನ್ನು ದಾಖಲಿಸಿತು. ಸಂಪರ್ಕ ಮರಳಿದಾಗ ' +
      'ಸರ್ವರ್ ಅದನ್ನು ನಿರಾಕರಿಸಿತು: {reason}. {child} ಅವರೊಂದಿಗೆ ಹೋಗಿರಬಹುದು. ' +
      'ದಯವಿಟ್ಟು ಈಗಲೇ ಕುಟುಂಬ ಮತ್ತು ತರಗತಿಯನ್ನು ಸಂಪರ್ಕಿಸಿ.',
    summarySubject: '{child} – ಇಂದಿನ ದಿನ',
    summarySms: '{child} – ಇಂದಿನ ದಿನ: {lines}',
    ...summary(summaryKn.summary),
  },
  ta: {
    arrivedTitle: '{child} மையத்திற்கு வந்துவிட்டார்',
    arrivedBody: 'வந்த நேரம் {time}',
    collectedTitle: '{child} அழைத்துச் செல்லப்பட்டார்',
    collectedBody: 'கிளம்பிய நேரம் {time}',
    pickupRefusedSubject: '{child} அனுப்பப்படவில்லை',
    pickupRefusedBody:
      '{who} {time} மணிக்கு {child}-ஐ அழைத்துச் செல்ல வந்தார், ஆனால் அனுமதிக்கப்படவில்லை: {reason}. ' +
      '{child} மையத்தில் பாதுகாப்பாக இருக்கிறார். இது உங்களுக்குத் தெரியாது என்றால் மையத்தை அழைக்கவும்.',
    pickupRefusedReason:
      '{reason, select, NOT_APPROVED {அவருக்கு அழைத்துச் செல்ல ஒப்புதல் இல்லை} ' +
      'WRONG_CODE {அவர் சொன்ன ஒருமுறை குறியீடு தவறு} other {{reason}}}',
    incidentSubject: '{child} பற்றிய சம்பவ அறிக்கை',
    incidentBody:
      '{centre} உங்களுக்கு {child} பற்றிய சம்பவ அறிக்கையை அனுப்பியுள்ளது: ' +
      '{kind, select, INJURY {காயம்} ILLNESS {உடல்நலக் குறைவு} BEHAVIOUR {நடத்தை} other {மற்றவை}}, {date} அன்று ' +
      '{time} மணிக்கு, {place} இல். போர்ட்டலில் (நிகழ்வுகள்) படித்து, படித்ததை உறுதி செய்யவும்.',
    lateHandOverSubject: 'இப்போதே பாருங்கள்: {child} {who} உடன் சென்றிருக்கலாம்',
    lateHandOverBody:
      'இணைப்பு இல்லாத வகுப்புச் சாதனம் {time} மணிக்கு {child} ஐ {who} இடம் ஒப்படைத்ததாகப் பதிந்தது. இணைந்ததும் ' +
      'சர்வர் அதை மறுத்தது: {reason}. {child} அவருடன் சென்றிருக்கலாம். ' +
      'தயவுசெய்து இப்போதே குடும்பத்தையும் வகுப்பையும் அழையுங்கள்.',
    summarySubject: '{child} – இன்றைய நாள்',
    summarySms: '{child} – இன்றைய நாள்: {lines}',
    ...summary(summaryTa.summary),
  },
});

/** The summary's words in a language, as `daySummary` reads them. */
export const summarySay =
  (language: Language | null): SummarySay =>
  (key, values) =>
    dayMessage(language, key, values);
