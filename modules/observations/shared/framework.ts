/**
 * The National Curriculum Framework for the Foundational Stage (NCF-FS 2022) as data: its six domains, its thirteen
 * curricular goals and, under each, a faithful subset of its coded competencies with the age bands they are observed
 * in and a learning outcome per band. Every text is in English, Hindi, Kannada and Tamil.
 */

export const LANGUAGES = ['en', 'hi', 'kn', 'ta'] as const;
export type Language = (typeof LANGUAGES)[number];
export type Text = Record<Language, string>;

export const AGE_BANDS = ['3-4', '4-5', '5-6'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

export const AGE_BAND_LABELS: Record<AgeBand, Text> = {
  '3-4': { en: 'Age 3-4', hi: 'आयु 3-4', kn: 'ವಯಸ್ಸು 3-4', ta: 'வயது 3-4' },
  '4-5': { en: 'Age 4-5', hi: 'आयु 4-5', kn: 'ವಯಸ್ಸು 4-5', ta: 'வயது 4-5' },
  '5-6': { en: 'Balvatika (5-6)', hi: 'बालवाटिका (5-6)', kn: 'ಬಾಲವಾಟಿಕಾ (5-6)', ta: 'பால்வாடிகா (5-6)' },
};

export const DOMAINS = ['physical', 'socioEmotional', 'cognitive', 'language', 'aesthetic', 'learningHabits'] as const;
export type Domain = (typeof DOMAINS)[number];

export const DOMAIN_LABELS: Record<Domain, Text> = {
  physical: { en: 'Physical development', hi: 'शारीरिक विकास', kn: 'ದೈಹಿಕ ಬೆಳವಣಿಗೆ', ta: 'உடல் வளர்ச்சி' },
  socioEmotional: {
    en: 'Socio-emotional and ethical development',
    hi: 'सामाजिक-भावनात्मक और नैतिक विकास',
    kn: 'ಸಾಮಾಜಿಕ-ಭಾವನಾತ್ಮಕ ಮತ್ತು ನೈತಿಕ ಬೆಳವಣಿಗೆ',
    ta: 'சமூக-உணர்வு மற்றும் அறநெறி வளர்ச்சி',
  },
  cognitive: {
    en: 'Cognitive development',
    hi: 'संज्ञानात्मक विकास',
    kn: 'ಅರಿವಿನ ಬೆಳವಣಿಗೆ',
    ta: 'அறிவாற்றல் வளர்ச்சி',
  },
  language: {
    en: 'Language and literacy development',
    hi: 'भाषा और साक्षरता विकास',
    kn: 'ಭಾಷೆ ಮತ್ತು ಸಾಕ್ಷರತೆಯ ಬೆಳವಣಿಗೆ',
    ta: 'மொழி மற்றும் எழுத்தறிவு வளர்ச்சி',
  },
  aesthetic: {
    en: 'Aesthetic and cultural development',
    hi: 'सौंदर्यात्मक और सांस्कृतिक विकास',
    kn: 'ಸೌಂದರ್ಯ ಮತ್ತು ಸಾಂಸ್ಕೃತಿಕ ಬೆಳವಣಿಗೆ',
    ta: 'அழகியல் மற்றும் பண்பாட்டு வளர்ச்சி',
  },
  learningHabits: {
    en: 'Positive learning habits',
    hi: 'सीखने की सकारात्मक आदतें',
    kn: 'ಕಲಿಕೆಯ ಸಕಾರಾತ್ಮಕ ಅಭ್ಯಾಸಗಳು',
    ta: 'நேர்மறையான கற்றல் பழக்கங்கள்',
  },
};

export interface CurricularGoal {
  code: string;
  domain: Domain;
  title: Text;
}

export interface Competency {
  code: string;
  goal: string;
  title: Text;
  bands: readonly AgeBand[];
  /** What a child of the band shows when Proficient, per band the competency is observed in. */
  outcomes: Partial<Record<AgeBand, Text>>;
}

const ALL: readonly AgeBand[] = AGE_BANDS;

export const CURRICULAR_GOALS: readonly CurricularGoal[] = [
  {
    code: 'CG-1',
    domain: 'physical',
    title: {
      en: 'Children develop habits that keep them healthy and safe',
      hi: 'बच्चे ऐसी आदतें विकसित करते हैं जो उन्हें स्वस्थ और सुरक्षित रखती हैं',
      kn: 'ಮಕ್ಕಳು ತಮ್ಮನ್ನು ಆರೋಗ್ಯವಾಗಿ ಮತ್ತು ಸುರಕ್ಷಿತವಾಗಿ ಇಡುವ ಅಭ್ಯಾಸಗಳನ್ನು ಬೆಳೆಸಿಕೊಳ್ಳುತ್ತಾರೆ',
      ta: 'குழந்தைகள் தங்களை ஆரோக்கியமாகவும் பாதுகாப்பாகவும் வைத்திருக்கும் பழக்கங்களை வளர்த்துக்கொள்கிறார்கள்',
    },
  },
  {
    code: 'CG-2',
    domain: 'physical',
    title: {
      en: 'Children develop sharpness in sensorial perceptions',
      hi: 'बच्चे इंद्रियों की संवेदनशीलता में तीक्ष्णता विकसित करते हैं',
      kn: 'ಮಕ್ಕಳು ಇಂದ್ರಿಯ ಗ್ರಹಿಕೆಯಲ್ಲಿ ತೀಕ್ಷ್ಣತೆಯನ್ನು ಬೆಳೆಸಿಕೊಳ್ಳುತ್ತಾರೆ',
      ta: 'குழந்தைகள் புலன் உணர்வுகளில் கூர்மையை வளர்த்துக்கொள்கிறார்கள்',
    },
  },
  {
    code: 'CG-3',
    domain: 'physical',
    title: {
      en: 'Children develop a fit and flexible body',
      hi: 'बच्चे एक स्वस्थ और लचीला शरीर विकसित करते हैं',
      kn: 'ಮಕ್ಕಳು ಸದೃಢ ಮತ್ತು ನಮ್ಯವಾದ ದೇಹವನ್ನು ಬೆಳೆಸಿಕೊಳ್ಳುತ್ತಾರೆ',
      ta: 'குழந்தைகள் உறுதியான, நெகிழ்வான உடலை வளர்த்துக்கொள்கிறார்கள்',
    },
  },
  {
    code: 'CG-4',
    domain: 'socioEmotional',
    title: {
      en: 'Children develop emotional intelligence and respond positively to social norms',
      hi: 'बच्चे भावनात्मक बुद्धिमत्ता विकसित करते हैं और सामाजिक मानदंडों के प्रति सकारात्मक रहते हैं',
      kn: 'ಮಕ್ಕಳು ಭಾವನಾತ್ಮಕ ಬುದ್ಧಿಮತ್ತೆಯನ್ನು ಬೆಳೆಸಿಕೊಂಡು ಸಾಮಾಜಿಕ ನಿಯಮಗಳಿಗೆ ಸಕಾರಾತ್ಮಕವಾಗಿ ಸ್ಪಂದಿಸುತ್ತಾರೆ',
      ta: 'குழந்தைகள் உணர்வுசார் நுண்ணறிவை வளர்த்து சமூக நெறிகளுக்கு நேர்மறையாகப் பதிலளிக்கிறார்கள்',
    },
  },
  {
    code: 'CG-5',
    domain: 'socioEmotional',
    title: {
      en: "Children develop a positive attitude towards productive work and service or 'Seva'",
      hi: 'बच्चे उत्पादक कार्य और सेवा के प्रति सकारात्मक दृष्टिकोण विकसित करते हैं',
      kn: 'ಮಕ್ಕಳು ಉತ್ಪಾದಕ ಕೆಲಸ ಮತ್ತು ಸೇವೆಯ ಬಗ್ಗೆ ಸಕಾರಾತ್ಮಕ ಮನೋಭಾವ ಬೆಳೆಸಿಕೊಳ್ಳುತ್ತಾರೆ',
      ta: 'குழந்தைகள் பயனுள்ள வேலை மற்றும் சேவை மீது நேர்மறையான மனப்பான்மையை வளர்த்துக்கொள்கிறார்கள்',
    },
  },
  {
    code: 'CG-6',
    domain: 'socioEmotional',
    title: {
      en: 'Children develop a positive regard for the natural environment around them',
      hi: 'बच्चे अपने आस-पास के प्राकृतिक पर्यावरण के प्रति सकारात्मक भाव विकसित करते हैं',
      kn: 'ಮಕ್ಕಳು ತಮ್ಮ ಸುತ್ತಲಿನ ನೈಸರ್ಗಿಕ ಪರಿಸರದ ಬಗ್ಗೆ ಸಕಾರಾತ್ಮಕ ಗೌರವ ಬೆಳೆಸಿಕೊಳ್ಳುತ್ತಾರೆ',
      ta: 'குழந்தைகள் தங்களைச் சுற்றியுள்ள இயற்கைச் சூழல் மீது நேர்மறையான மதிப்பை வளர்த்துக்கொள்கிறார்கள்',
    },
  },
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
  {
    code: 'CG-9',
    domain: 'language',
    title: {
      en: 'Children develop effective communication skills for day-to-day interactions in two languages',
      hi: 'बच्चे दो भाषाओं में दैनिक बातचीत के लिए प्रभावी संवाद कौशल विकसित करते हैं',
      kn: 'ಮಕ್ಕಳು ಎರಡು ಭಾಷೆಗಳಲ್ಲಿ ದೈನಂದಿನ ಸಂವಹನಕ್ಕೆ ಪರಿಣಾಮಕಾರಿ ಕೌಶಲ ಬೆಳೆಸಿಕೊಳ್ಳುತ್ತಾರೆ',
      ta: 'குழந்தைகள் இரண்டு மொழிகளில் அன்றாட உரையாடலுக்கான தொடர்புத் திறன்களை வளர்த்துக்கொள்கிறார்கள்',
    },
  },
  {
    code: 'CG-10',
    domain: 'language',
    title: {
      en: 'Children develop fluency in reading and writing in Language 1',
      hi: 'बच्चे भाषा 1 में पढ़ने और लिखने में प्रवाह विकसित करते हैं',
      kn: 'ಮಕ್ಕಳು ಭಾಷೆ 1 ರಲ್ಲಿ ಓದುವ ಮತ್ತು ಬರೆಯುವ ಸರಾಗತೆ ಬೆಳೆಸಿಕೊಳ್ಳುತ್ತಾರೆ',
      ta: 'குழந்தைகள் மொழி 1 இல் படிப்பதிலும் எழுதுவதிலும் சரளத்தை வளர்த்துக்கொள்கிறார்கள்',
    },
  },
  {
    code: 'CG-11',
    domain: 'language',
    title: {
      en: 'Children begin to read and write in Language 2',
      hi: 'बच्चे भाषा 2 में पढ़ना और लिखना शुरू करते हैं',
      kn: 'ಮಕ್ಕಳು ಭಾಷೆ 2 ರಲ್ಲಿ ಓದಲು ಮತ್ತು ಬರೆಯಲು ಪ್ರಾರಂಭಿಸುತ್ತಾರೆ',
      ta: 'குழந்தைகள் மொழி 2 இல் படிக்கவும் எழுதவும் தொடங்குகிறார்கள்',
    },
  },
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

type Row = [code: string, bands: readonly AgeBand[], en: string, hi: string, kn: string, ta: string];

const ROWS: readonly Row[] = [
  [
    'C-1.1',
    ALL,
    'Shows a liking for nutritious food and does not waste food',
    'पौष्टिक भोजन पसंद करता है और भोजन बर्बाद नहीं करता',
    'ಪೌಷ್ಟಿಕ ಆಹಾರವನ್ನು ಇಷ್ಟಪಡುತ್ತದೆ ಮತ್ತು ಆಹಾರ ವ್ಯರ್ಥ ಮಾಡುವುದಿಲ್ಲ',
    'சத்தான உணவை விரும்புகிறது, உணவை வீணாக்குவதில்லை',
  ],
  [
    'C-1.2',
    ALL,
    'Practises basic self-care and hygiene',
    'स्वयं की देखभाल और स्वच्छता का अभ्यास करता है',
    'ಸ್ವಯಂ ಆರೈಕೆ ಮತ್ತು ನೈರ್ಮಲ್ಯವನ್ನು ಅಭ್ಯಾಸ ಮಾಡುತ್ತದೆ',
    'அடிப்படைத் தன்சுத்தம் மற்றும் சுகாதாரத்தைப் பின்பற்றுகிறது',
  ],
  [
    'C-1.4',
    ALL,
    'Practises safe use of materials and simple tools',
    'सामग्री और सरल औज़ारों का सुरक्षित उपयोग करता है',
    'ವಸ್ತುಗಳು ಮತ್ತು ಸರಳ ಉಪಕರಣಗಳನ್ನು ಸುರಕ್ಷಿತವಾಗಿ ಬಳಸುತ್ತದೆ',
    'பொருட்களையும் எளிய கருவிகளையும் பாதுகாப்பாகப் பயன்படுத்துகிறது',
  ],
  [
    'C-2.1',
    ALL,
    'Differentiates between shapes, colours and their shades',
    'आकृतियों, रंगों और उनके शेड्स में अंतर करता है',
    'ಆಕಾರಗಳು, ಬಣ್ಣಗಳು ಮತ್ತು ಅವುಗಳ ಛಾಯೆಗಳನ್ನು ಗುರುತಿಸುತ್ತದೆ',
    'வடிவங்கள், நிறங்கள், அவற்றின் சாயல்களை வேறுபடுத்துகிறது',
  ],
  [
    'C-2.3',
    ALL,
    'Differentiates sounds by their pitch, volume and tempo',
    'ध्वनियों में ऊँचाई, तीव्रता और गति से अंतर करता है',
    'ಧ್ವನಿಗಳನ್ನು ಸ್ವರ, ಗಟ್ಟಿತನ ಮತ್ತು ಗತಿಯಿಂದ ಬೇರ್ಪಡಿಸುತ್ತದೆ',
    'ஒலிகளை சுருதி, ஒலியளவு, வேகம் கொண்டு வேறுபடுத்துகிறது',
  ],
  [
    'C-3.2',
    ALL,
    'Shows balance, coordination and flexibility in movement',
    'चलने-फिरने में संतुलन, तालमेल और लचीलापन दिखाता है',
    'ಚಲನೆಯಲ್ಲಿ ಸಮತೋಲನ, ಸಮನ್ವಯ ಮತ್ತು ನಮ್ಯತೆ ತೋರಿಸುತ್ತದೆ',
    'அசைவில் சமநிலை, ஒருங்கிணைப்பு, நெகிழ்வைக் காட்டுகிறது',
  ],
  [
    'C-3.3',
    ALL,
    'Shows precision and control with hands and fingers',
    'हाथों और उंगलियों से सटीकता और नियंत्रण दिखाता है',
    'ಕೈ ಮತ್ತು ಬೆರಳುಗಳಲ್ಲಿ ನಿಖರತೆ ಮತ್ತು ನಿಯಂತ್ರಣ ತೋರಿಸುತ್ತದೆ',
    'கைகளிலும் விரல்களிலும் துல்லியத்தையும் கட்டுப்பாட்டையும் காட்டுகிறது',
  ],
  [
    'C-4.2',
    ALL,
    'Recognises different emotions and tries to regulate them',
    'विभिन्न भावनाओं को पहचानता है और उन्हें संभालने का प्रयास करता है',
    'ವಿವಿಧ ಭಾವನೆಗಳನ್ನು ಗುರುತಿಸಿ ಅವುಗಳನ್ನು ನಿಯಂತ್ರಿಸಲು ಪ್ರಯತ್ನಿಸುತ್ತದೆ',
    'பல்வேறு உணர்வுகளை அடையாளம் கண்டு அவற்றைக் கட்டுப்படுத்த முயல்கிறது',
  ],
  [
    'C-4.4',
    ALL,
    'Shows cooperative behaviour with other children',
    'अन्य बच्चों के साथ सहयोगी व्यवहार दिखाता है',
    'ಇತರ ಮಕ್ಕಳೊಂದಿಗೆ ಸಹಕಾರದ ವರ್ತನೆ ತೋರಿಸುತ್ತದೆ',
    'மற்ற குழந்தைகளுடன் ஒத்துழைப்பான நடத்தையைக் காட்டுகிறது',
  ],
  [
    'C-5.1',
    ALL,
    'Takes part willingly in age-appropriate work to help others',
    'दूसरों की मदद के लिए आयु-उपयुक्त काम में रुचि से भाग लेता है',
    'ಇತರರಿಗೆ ಸಹಾಯ ಮಾಡುವ ವಯಸ್ಸಿಗೆ ತಕ್ಕ ಕೆಲಸದಲ್ಲಿ ಸ್ವಇಚ್ಛೆಯಿಂದ ಭಾಗವಹಿಸುತ್ತದೆ',
    'மற்றவர்களுக்கு உதவும் வயதுக்கேற்ற வேலையில் விருப்பத்துடன் பங்கேற்கிறது',
  ],
  [
    'C-5.2',
    ['4-5', '5-6'],
    'Takes care of and tidies materials after use',
    'उपयोग के बाद सामग्री को संभालता और व्यवस्थित करता है',
    'ಬಳಕೆಯ ನಂತರ ವಸ್ತುಗಳನ್ನು ನೋಡಿಕೊಂಡು ಅಚ್ಚುಕಟ್ಟಾಗಿ ಇಡುತ್ತದೆ',
    'பயன்படுத்திய பின் பொருட்களைப் பராமரித்து ஒழுங்குபடுத்துகிறது',
  ],
  [
    'C-6.1',
    ALL,
    'Shows care for and joy in engaging with all life forms',
    'सभी जीवों के प्रति देखभाल और आनंद दिखाता है',
    'ಎಲ್ಲಾ ಜೀವಿಗಳ ಬಗ್ಗೆ ಕಾಳಜಿ ಮತ್ತು ಸಂತೋಷ ತೋರಿಸುತ್ತದೆ',
    'எல்லா உயிரினங்கள் மீதும் அக்கறையும் மகிழ்ச்சியும் காட்டுகிறது',
  ],
  [
    'C-6.2',
    ['4-5', '5-6'],
    'Saves water, food and materials at home and school',
    'घर और विद्यालय में पानी, भोजन और सामग्री बचाता है',
    'ಮನೆ ಮತ್ತು ಶಾಲೆಯಲ್ಲಿ ನೀರು, ಆಹಾರ ಮತ್ತು ವಸ್ತುಗಳನ್ನು ಉಳಿಸುತ್ತದೆ',
    'வீட்டிலும் பள்ளியிலும் தண்ணீர், உணவு, பொருட்களைச் சேமிக்கிறது',
  ],
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
  [
    'C-9.1',
    ALL,
    'Listens to and enjoys simple songs, rhymes and poems',
    'सरल गीत, तुकबंदी और कविताएँ सुनता और आनंद लेता है',
    'ಸರಳ ಹಾಡುಗಳು, ಪ್ರಾಸಗಳು ಮತ್ತು ಕವಿತೆಗಳನ್ನು ಕೇಳಿ ಆನಂದಿಸುತ್ತದೆ',
    'எளிய பாடல்கள், ரைம்கள், கவிதைகளைக் கேட்டு ரசிக்கிறது',
  ],
  [
    'C-9.3',
    ALL,
    'Holds a meaningful conversation',
    'सार्थक बातचीत करता है',
    'ಅರ್ಥಪೂರ್ಣ ಸಂಭಾಷಣೆ ನಡೆಸುತ್ತದೆ',
    'அர்த்தமுள்ள உரையாடலை நடத்துகிறது',
  ],
  [
    'C-10.1',
    ['4-5', '5-6'],
    'Hears and plays with the sounds and syllables of words',
    'शब्दों की ध्वनियों और अक्षरों को पहचानता और उनसे खेलता है',
    'ಪದಗಳ ಧ್ವನಿ ಮತ್ತು ಅಕ್ಷರಗಳನ್ನು ಗುರುತಿಸಿ ಆಟವಾಡುತ್ತದೆ',
    'சொற்களின் ஒலிகளையும் அசைகளையும் கேட்டு விளையாடுகிறது',
  ],
  [
    'C-10.2',
    ALL,
    'Handles books and knows how a book is read',
    'किताबें संभालता है और जानता है कि किताब कैसे पढ़ी जाती है',
    'ಪುಸ್ತಕಗಳನ್ನು ನಿರ್ವಹಿಸಿ ಪುಸ್ತಕವನ್ನು ಹೇಗೆ ಓದಬೇಕೆಂದು ತಿಳಿಯುತ್ತದೆ',
    'புத்தகங்களைக் கையாண்டு ஒரு புத்தகம் எப்படிப் படிக்கப்படுகிறது என்று அறிகிறது',
  ],
  [
    'C-10.4',
    ['5-6'],
    'Writes letters and simple words of the script',
    'लिपि के अक्षर और सरल शब्द लिखता है',
    'ಲಿಪಿಯ ಅಕ್ಷರಗಳು ಮತ್ತು ಸರಳ ಪದಗಳನ್ನು ಬರೆಯುತ್ತದೆ',
    'எழுத்துருவின் எழுத்துகளையும் எளிய சொற்களையும் எழுதுகிறது',
  ],
  [
    'C-11.1',
    ['4-5', '5-6'],
    'Understands and responds to simple phrases in Language 2',
    'भाषा 2 के सरल वाक्यांश समझता और उत्तर देता है',
    'ಭಾಷೆ 2 ರ ಸರಳ ವಾಕ್ಯಗಳನ್ನು ಅರ್ಥಮಾಡಿಕೊಂಡು ಪ್ರತಿಕ್ರಿಯಿಸುತ್ತದೆ',
    'மொழி 2 இன் எளிய சொற்றொடர்களைப் புரிந்து பதிலளிக்கிறது',
  ],
  [
    'C-11.2',
    ['5-6'],
    'Recognises letters and familiar words in Language 2',
    'भाषा 2 के अक्षर और परिचित शब्द पहचानता है',
    'ಭಾಷೆ 2 ರ ಅಕ್ಷರಗಳು ಮತ್ತು ಪರಿಚಿತ ಪದಗಳನ್ನು ಗುರುತಿಸುತ್ತದೆ',
    'மொழி 2 இன் எழுத்துகளையும் பழக்கமான சொற்களையும் அடையாளம் காண்கிறது',
  ],
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

/** What each age band's learning outcome asks of the competency: the framework's progression by age. */
const BAND_OUTCOME: Record<AgeBand, Text> = {
  '3-4': {
    en: 'with an adult nearby',
    hi: 'किसी बड़े की उपस्थिति में',
    kn: 'ಹತ್ತಿರ ಹಿರಿಯರಿದ್ದಾಗ',
    ta: 'அருகில் ஒரு பெரியவர் இருக்கும்போது',
  },
  '4-5': {
    en: 'in familiar situations',
    hi: 'परिचित स्थितियों में',
    kn: 'ಪರಿಚಿತ ಸಂದರ್ಭಗಳಲ್ಲಿ',
    ta: 'பழக்கமான சூழல்களில்',
  },
  '5-6': {
    en: 'on their own, in new situations',
    hi: 'अपने आप, नई स्थितियों में',
    kn: 'ತಾನೇ, ಹೊಸ ಸಂದರ್ಭಗಳಲ್ಲಿ',
    ta: 'தானாகவே, புதிய சூழல்களில்',
  },
};

function outcome(title: Text, band: AgeBand): Text {
  const add = BAND_OUTCOME[band];
  return {
    en: `${title.en}, ${add.en}`,
    hi: `${add.hi}: ${title.hi}`,
    kn: `${add.kn}: ${title.kn}`,
    ta: `${add.ta}: ${title.ta}`,
  };
}

export const COMPETENCIES: readonly Competency[] = ROWS.map(([code, bands, en, hi, kn, ta]) => {
  const title = { en, hi, kn, ta };
  return {
    code,
    goal: `CG-${code.slice(2, code.indexOf('.'))}`,
    title,
    bands,
    outcomes: Object.fromEntries(bands.map((band) => [band, outcome(title, band)])),
  };
});

const BY_CODE = new Map(COMPETENCIES.map((competency) => [competency.code, competency]));

export function competencyByCode(code: string): Competency | undefined {
  return BY_CODE.get(code);
}

/** The competencies a child of the age band is observed and reported on, in the framework's order. */
export function competenciesOfBand(band: AgeBand): Competency[] {
  return COMPETENCIES.filter((competency) => competency.bands.includes(band));
}

/** Why a competency cannot be observed for a child of the band, in words; undefined when it can. */
export function competencyRefusal(code: string, band: AgeBand): string | undefined {
  const competency = BY_CODE.get(code);
  if (!competency) return `There is no competency ${code} in the framework.`;
  if (competency.bands.includes(band)) return undefined;
  const bands = competency.bands.map((b) => AGE_BAND_LABELS[b].en).join(', ');
  return `${code} is observed for ${bands}; this child is in ${AGE_BAND_LABELS[band].en}.`;
}

/** The levels by independence, and "not yet observed" as its own state that no count takes for Beginner. */
export const LEVELS = ['proficient', 'progressing', 'beginner', 'notYetObserved'] as const;
export type Level = (typeof LEVELS)[number];

export const LEVEL_LABELS: Record<Level, Text> = {
  proficient: { en: 'On their own', hi: 'अपने आप', kn: 'ತಾನಾಗಿಯೇ', ta: 'தானாகவே' },
  progressing: { en: 'With some help', hi: 'थोड़ी मदद से', kn: 'ಸ್ವಲ್ಪ ಸಹಾಯದಿಂದ', ta: 'சிறிது உதவியுடன்' },
  beginner: { en: 'With a lot of help', hi: 'बहुत मदद से', kn: 'ಹೆಚ್ಚು ಸಹಾಯದಿಂದ', ta: 'அதிக உதவியுடன்' },
  notYetObserved: {
    en: 'Not yet observed',
    hi: 'अभी देखा नहीं गया',
    kn: 'ಇನ್ನೂ ಗಮನಿಸಿಲ್ಲ',
    ta: 'இன்னும் கவனிக்கப்படவில்லை',
  },
};

/**
 * The level the evidence suggests for a competency: the level seen most often among the observed ones, the later
 * observation breaking a tie. "Not yet observed" records never count towards a level; with none observed the
 * suggestion is "notYetObserved", never Beginner. A suggestion only: the teacher confirms the level.
 */
export function suggestLevel(levels: readonly Level[]): Level {
  const counts = new Map<Level, number>();
  let best: Level = 'notYetObserved';
  let bestCount = 0;
  for (const level of levels) {
    if (level === 'notYetObserved') continue;
    const count = (counts.get(level) ?? 0) + 1;
    counts.set(level, count);
    if (count >= bestCount) {
      best = level;
      bestCount = count;
    }
  }
  return best;
}
