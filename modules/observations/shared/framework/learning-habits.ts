// NCF-FS 2022, Positive learning habits: its curricular goals and their coded competencies.
import { ALL, type CurricularGoal, type Row } from './text.ts';

export const goals: readonly CurricularGoal[] = [
  {
    code: 'CG-13',
    domain: 'learningHabits',
    title: {
      en: 'Children develop habits of learning that let them engage actively in a classroom',
      hi: 'बच्चे सीखने की ऐसी आदतें विकसित करते हैं जिनसे वे कक्षा में सक्रिय रूप से भाग लेते हैं',
      kn: 'ಮಕ್ಕಳು ತರಗತಿಯಲ್ಲಿ ಸಕ್ರಿಯವಾಗಿ ತೊಡಗಿಕೊಳ್ಳುವ ಕಲಿಕೆಯ ಅಭ್ಯಾಸಗಳನ್ನು ಬೆಳೆಸಿಕೊಳ್ಳುತ್ತಾರೆ',
      ta: 'குழந்தைகள் வகுப்பறையில் தீவிரமாக ஈடுபட உதவும் கற்றல் பழக்கங்களை வளர்த்துக்கொள்கிறார்கள்',
    },
  },
];

export const rows: readonly Row[] = [
  [
    'C-13.1',
    ALL,
    'Plans, focuses attention and directs activities to a goal',
    'योजना बनाता है, ध्यान लगाता है और लक्ष्य की ओर काम करता है',
    'ಯೋಜಿಸುತ್ತದೆ, ಗಮನ ಕೇಂದ್ರೀಕರಿಸುತ್ತದೆ ಮತ್ತು ಗುರಿಯತ್ತ ಕೆಲಸ ಮಾಡುತ್ತದೆ',
    'திட்டமிட்டு, கவனம் செலுத்தி, இலக்கை நோக்கிச் செயல்படுகிறது',
  ],
  [
    'C-13.3',
    ALL,
    'Observes and explores with curiosity',
    'जिज्ञासा के साथ अवलोकन और खोज करता है',
    'ಕುತೂಹಲದಿಂದ ಗಮನಿಸುತ್ತದೆ ಮತ್ತು ಅನ್ವೇಷಿಸುತ್ತದೆ',
    'ஆர்வத்துடன் கவனித்து ஆராய்கிறது',
  ],
];
