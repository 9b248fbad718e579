import { defineMessages } from '@portal/kit';

/** The code a parent's invitation texts to a grandparent's or caregiver's mobile, in the parent's language. */
export const inviteMessage = defineMessages({
  en: {
    body:
      '{parent} invites you to follow {child}’s day at {centre}. Your code is {code}: tell it to {parent} to ' +
      'confirm. It holds for {minutes} minutes.',
  },
  hi: {
    body:
      '{parent} आपको {centre} में {child} का दिन देखने के लिए बुला रहे हैं। आपका कोड {code} है: पुष्टि के लिए इसे ' +
      '{parent} को बताएँ। यह {minutes} मिनट तक मान्य है।',
  },
  kn: {
    body:
      '{centre} ನಲ್ಲಿ {child} ಅವರ ದಿನವನ್ನು ನೋಡಲು {parent} ನಿಮ್ಮನ್ನು ಆಹ್ವಾನಿಸಿದ್ದಾರೆ. ನಿಮ್ಮ ಕೋಡ್ {code}: ಖಚಿತಪಡಿಸಲು ' +
      'ಅದನ್ನು {parent} ಅವರಿಗೆ ತಿಳಿಸಿ. ಇದು {minutes} ನಿಮಿಷ ಮಾನ್ಯವಾಗಿರುತ್ತದೆ.',
  },
  ta: {
    body:
      '{centre} இல் {child} அவர்களின் நாளைப் பார்க்க {parent} உங்களை அழைக்கிறார். உங்கள் குறியீடு {code}: ' +
      'உறுதிசெய்ய அதை {parent} அவர்களிடம் சொல்லுங்கள். இது {minutes} நிமிடங்கள் செல்லும்.',
  },
});
