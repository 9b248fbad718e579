import { defineMessages } from '@portal/kit';

/** What the health records send a child's parents, in the language on each parent's account. */
export const healthMessage = defineMessages({
  en: {
    immunisationSubject: 'Immunisation due',
    immunisationBody:
      '{centre}: {child}’s {vaccine} immunisation is due on {date}. Please tell the centre once it is given.',
  },
  hi: {
    immunisationSubject: 'टीका लगवाने का समय',
    immunisationBody: '{centre}: {child} का {vaccine} टीका {date} को लगना है। टीका लगने के बाद कृपया सेंटर को बताएँ।',
  },
  kn: {
    immunisationSubject: 'ಲಸಿಕೆ ಹಾಕಿಸುವ ಸಮಯ',
    // prettier-ignore
    immunisationBody:
      '{centre}: {child} ಅವರಿಗೆ {vaccine} ಲಸಿಕೆಯನ್ನು {date} ರಂದು ' +
      'ಹಾಕಿಸಬೇಕು. ಹಾಕಿಸಿದ ನಂತರ ದಯವಿಟ್ಟು ಕೇಂದ್ರಕ್ಕೆ ತಿಳಿಸಿ.',
  },
  ta: {
    immunisationSubject: 'தடுப்பூசி போட வேண்டிய நேரம்',
    immunisationBody:
      '{centre}: {child}-க்கு {vaccine} தடுப்பூசி {date} அன்று போட ' + 'வேண்டும். போட்ட பிறகு மையத்திடம் சொல்லுங்கள்.',
  },
});
