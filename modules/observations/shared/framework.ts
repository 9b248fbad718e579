/**
 * The National Curriculum Framework for the Foundational Stage (NCF-FS 2022) as data: its six domains, its thirteen
 * curricular goals and, under each, a faithful subset of its coded competencies with the age bands they are observed
 * in and a learning outcome per band. Every text is in English, Hindi, Kannada and Tamil.
 */

import { AGE_BAND_LABELS, type AgeBand, type Competency, type CurricularGoal, type Text } from './framework/text.ts';
import * as physical from './framework/physical.ts';
import * as socioEmotional from './framework/socio-emotional.ts';
import * as cognitive from './framework/cognitive.ts';
import * as language from './framework/language.ts';
import * as aesthetic from './framework/aesthetic.ts';
import * as learningHabits from './framework/learning-habits.ts';

export {
  AGE_BAND_LABELS,
  AGE_BANDS,
  DOMAIN_LABELS,
  DOMAINS,
  LANGUAGES,
  type AgeBand,
  type Competency,
  type CurricularGoal,
  type Domain,
  type Language,
  type Text,
} from './framework/text.ts';

/** The framework's domains in its order, each with its goals and their competencies (the data folder framework/). */
const PARTS = [physical, socioEmotional, cognitive, language, aesthetic, learningHabits];

export const CURRICULAR_GOALS: readonly CurricularGoal[] = PARTS.flatMap((part) => part.goals);

const ROWS = PARTS.flatMap((part) => part.rows);

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
