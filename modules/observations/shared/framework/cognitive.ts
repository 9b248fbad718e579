// NCF-FS 2022, Cognitive development: its curricular goals and their coded competencies.
import { ALL, type CurricularGoal, type Row } from './text.ts';

export const goals: readonly CurricularGoal[] = [
  {
    code: 'CG-7',
    domain: 'cognitive',
    title: {
      en: 'Children make sense of the world around them through observation and logical thinking',
      hi: 'बच्चे अवलोकन और तार्किक सोच से अपने आस-पास की दुनिया को समझते हैं',
      kn: 'ಮಕ್ಕಳು ವೀಕ್ಷಣೆ ಮತ್ತು ತಾರ್ಕಿಕ ಚಿಂತನೆಯಿಂದ ತಮ್ಮ ಸುತ್ತಲಿನ ಜಗತ್ತನ್ನು ಅರ್ಥಮಾಡಿಕೊಳ್ಳುತ್ತಾರೆ',
      ta: 'குழந்தைகள் கவனித்தல் மற்றும் தர்க்க சிந்தனை மூலம் சுற்றியுள்ள உலகைப் புரிந்துகொள்கிறார்கள்',
    },
  },
  {
    code: 'CG-8',
    domain: 'cognitive',
    title: {
      en: 'Children develop mathematical understanding through quantities, shapes and measures',
      hi: 'बच्चे मात्रा, आकार और माप के माध्यम से गणितीय समझ विकसित करते हैं',
      kn: 'ಮಕ್ಕಳು ಪರಿಮಾಣ, ಆಕಾರ ಮತ್ತು ಅಳತೆಗಳ ಮೂಲಕ ಗಣಿತದ ತಿಳುವಳಿಕೆ ಬೆಳೆಸಿಕೊಳ್ಳುತ್ತಾರೆ',
      ta: 'குழந்தைகள் அளவுகள், வடிவங்கள், அளவீடுகள் மூலம் கணிதப் புரிதலை வளர்த்துக்கொள்கிறார்கள்',
    },
  },
];

export const rows: readonly Row[] = [
  [
    'C-7.1',
    ALL,
    'Observes and sorts objects into categories and relationships',
    'वस्तुओं का अवलोकन कर उन्हें श्रेणियों और संबंधों में बाँटता है',
    'ವಸ್ತುಗಳನ್ನು ಗಮನಿಸಿ ವರ್ಗಗಳು ಮತ್ತು ಸಂಬಂಧಗಳಾಗಿ ವಿಂಗಡಿಸುತ್ತದೆ',
    'பொருட்களைக் கவனித்து வகைகளாகவும் தொடர்புகளாகவும் பிரிக்கிறது',
  ],
  [
    'C-7.2',
    ['4-5', '5-6'],
    'Observes cause and effect and explains it with simple guesses',
    'कारण और प्रभाव देखता है और सरल अनुमान से समझाता है',
    'ಕಾರಣ ಮತ್ತು ಪರಿಣಾಮವನ್ನು ಗಮನಿಸಿ ಸರಳ ಊಹೆಯಿಂದ ವಿವರಿಸುತ್ತದೆ',
    'காரணம் மற்றும் விளைவைக் கவனித்து எளிய ஊகத்துடன் விளக்குகிறது',
  ],
  [
    'C-8.1',
    ALL,
    'Sorts objects into groups by one or more properties',
    'वस्तुओं को एक या अधिक गुणों के आधार पर समूहों में बाँटता है',
    'ವಸ್ತುಗಳನ್ನು ಒಂದು ಅಥವಾ ಹೆಚ್ಚು ಗುಣಗಳಿಂದ ಗುಂಪುಗಳಾಗಿ ವಿಂಗಡಿಸುತ್ತದೆ',
    'பொருட்களை ஒன்று அல்லது பல பண்புகளால் குழுக்களாகப் பிரிக்கிறது',
  ],
  [
    'C-8.3',
    ALL,
    'Counts objects and knows how many there are',
    'वस्तुओं को गिनता है और जानता है कि कितनी हैं',
    'ವಸ್ತುಗಳನ್ನು ಎಣಿಸಿ ಎಷ್ಟು ಇವೆ ಎಂದು ತಿಳಿಯುತ್ತದೆ',
    'பொருட்களை எண்ணி எத்தனை உள்ளன என்று அறிகிறது',
  ],
  [
    'C-8.5',
    ['5-6'],
    'Adds and subtracts small numbers with objects',
    'वस्तुओं की मदद से छोटी संख्याएँ जोड़ता और घटाता है',
    'ವಸ್ತುಗಳೊಂದಿಗೆ ಸಣ್ಣ ಸಂಖ್ಯೆಗಳನ್ನು ಕೂಡಿಸುತ್ತದೆ ಮತ್ತು ಕಳೆಯುತ್ತದೆ',
    'பொருட்களைக் கொண்டு சிறிய எண்களைக் கூட்டுகிறது, கழிக்கிறது',
  ],
];
