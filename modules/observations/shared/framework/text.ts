// The framework's words and shapes: its languages, age bands, domains, and what a goal and a competency are.

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

/** Every age band: a competency observed from age 3 to 6. */
export const ALL: readonly AgeBand[] = AGE_BANDS;

/** A competency as the data files write it: its code, its age bands and its title in the four languages. */
export type Row = [code: string, bands: readonly AgeBand[], en: string, hi: string, kn: string, ta: string];
