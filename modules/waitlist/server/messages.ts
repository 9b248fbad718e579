import { defineMessages } from '@portal/kit';

/** The seat offer a waiting family receives by SMS and email, in the language of their portal account. */
export const seatOfferMessage = defineMessages({
  en: {
    subject: 'A seat for {child}',
    body:
      'A seat in {className} is free for {child}. The offer is open until {expires} (India time): ' +
      '{link} to take it or decline it, or call the centre.',
  },
  hi: {
    subject: '{child} के लिए एक सीट',
    body:
      '{className} में {child} के लिए एक सीट ख़ाली है। यह ऑफ़र {expires} (भारतीय समय) तक खुला है: ' +
      'सीट लेने या मना करने के लिए {link} खोलें, या सेंटर को फ़ोन करें।',
  },
  kn: {
    subject: '{child} ಅವರಿಗೆ ಒಂದು ಸೀಟು',
    body:
      '{className} ತರಗತಿಯಲ್ಲಿ {child} ಅವರಿಗೆ ಒಂದು ಸೀಟು ಖಾಲಿ ಇದೆ. ಈ ಆಫರ್ {expires} (ಭಾರತೀಯ ಸಮಯ) ವರೆಗೆ ಇರುತ್ತದೆ: ' +
      'ಸೀಟು ಪಡೆಯಲು ಅಥವಾ ಬೇಡವೆನ್ನಲು {link} ತೆರೆಯಿರಿ, ಅಥವಾ ಕೇಂದ್ರಕ್ಕೆ ಕರೆ ಮಾಡಿ.',
  },
  ta: {
    subject: '{child} அவர்களுக்கு ஒரு இடம்',
    body:
      '{className} வகுப்பில் {child} அவர்களுக்கு ஒரு இடம் காலியாக உள்ளது. இந்த வாய்ப்பு {expires} (இந்திய நேரம்) வரை ' +
      'திறந்திருக்கும்: இடத்தை ஏற்க அல்லது வேண்டாம் என்று சொல்ல {link} திறக்கவும், அல்லது மையத்தை அழைக்கவும்.',
  },
});
