// NCF-FS 2022, Aesthetic and cultural development: its curricular goals and their coded competencies.
import { ALL, type CurricularGoal, type Row } from './text.ts';

export const goals: readonly CurricularGoal[] = [
  {
    code: 'CG-12',
    domain: 'aesthetic',
    title: {
      en: 'Children develop abilities and sensibilities in visual and performing arts',
      hi: 'बच्चे दृश्य और प्रदर्शन कलाओं में क्षमता और संवेदनशीलता विकसित करते हैं',
      kn: 'ಮಕ್ಕಳು ದೃಶ್ಯ ಮತ್ತು ಪ್ರದರ್ಶನ ಕಲೆಗಳಲ್ಲಿ ಸಾಮರ್ಥ್ಯ ಮತ್ತು ಸಂವೇದನೆ ಬೆಳೆಸಿಕೊಳ್ಳುತ್ತಾರೆ',
      ta: 'குழந்தைகள் காட்சி மற்றும் நிகழ்த்து கலைகளில் திறன்களையும் உணர்வுகளையும் வளர்த்துக்கொள்கிறார்கள்',
    },
  },
];

export const rows: readonly Row[] = [
  [
    'C-12.1',
    ALL,
    'Explores materials and tools to make art in two and three dimensions',
    'द्वि- और त्रि-आयामी कला बनाने के लिए सामग्री और औज़ार आज़माता है',
    'ಎರಡು ಮತ್ತು ಮೂರು ಆಯಾಮದ ಕಲೆ ರಚಿಸಲು ವಸ್ತು ಮತ್ತು ಉಪಕರಣಗಳನ್ನು ಅನ್ವೇಷಿಸುತ್ತದೆ',
    'இரு மற்றும் முப்பரிமாணக் கலை செய்யப் பொருட்களையும் கருவிகளையும் ஆராய்கிறது',
  ],
  [
    'C-12.2',
    ALL,
    'Explores own voice, body and space through music and dance',
    'संगीत और नृत्य से अपनी आवाज़, शरीर और स्थान को खोजता है',
    'ಸಂಗೀತ ಮತ್ತು ನೃತ್ಯದ ಮೂಲಕ ತನ್ನ ಧ್ವನಿ, ದೇಹ ಮತ್ತು ಸ್ಥಳವನ್ನು ಅನ್ವೇಷಿಸುತ್ತದೆ',
    'இசை, நடனம் மூலம் தன் குரல், உடல், இடத்தை ஆராய்கிறது',
  ],
];
