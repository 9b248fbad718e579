import { defineMessages } from '@portal/kit';

/** What sign-in sends a person, in the language on their account. */
export const signInMessage = defineMessages({
  en: {
    otpSubject: 'Your sign-in code',
    otpBody:
      '{code} is your one-time password to sign in to the school portal. ' +
      'It expires in {minutes, plural, one {# minute} other {# minutes}}. Do not share it.',
  },
  hi: {
    otpSubject: 'साइन इन के लिए आपका कोड',
    otpBody:
      'स्कूल पोर्टल में साइन इन करने के लिए आपका एक बार वाला पासवर्ड {code} है। ' +
      'यह {minutes, plural, one {# मिनट} other {# मिनट}} में ख़त्म हो जाएगा। इसे किसी को न बताएँ।',
  },
  kn: {
    otpSubject: 'ಸೈನ್ ಇನ್ ಮಾಡಲು ನಿಮ್ಮ ಕೋಡ್',
    // prettier-ignore
    otpBody:
      'ಶಾಲೆಯ ಪೋರ್ಟಲ್‌ಗೆ ಸೈನ್ ಇನ್ ಮಾಡಲು ನಿಮ್ಮ ಒಂದು ಬಾರಿಯ ಪಾಸ್‌ವರ್ಡ್ {code}. ' +
      'ಇದು {minutes, plural, one {# ನಿಮಿಷದಲ್ಲಿ} other {# ನಿಮಿಷಗಳಲ್ಲಿ}} ಮುಗಿಯುತ್ತದೆ. ಇದನ್ನು ಯಾರಿಗೂ ಹೇಳಬೇಡಿ.',
  },
  ta: {
    otpSubject: 'உள்நுழைவதற்கான உங்கள் குறியீடு',
    otpBody:
      'பள்ளி போர்ட்டலில் உள்நுழைய உங்கள் ஒருமுறைக் கடவுச்சொல் {code}. ' +
      'இது {minutes, plural, one {# நிமிடத்தில்} other {# நிமிடங்களில்}} காலாவதியாகும். இதை யாரிடமும் பகிர வேண்டாம்.',
  },
});
