import { z } from 'zod';

/**
 * The progress card's terms. The HPC of PARAKH reports each term; the foundational stage's centres work two terms a
 * year, so a card is kept per child per term: term 1 from April to September, term 2 from October to March. A term
 * is named by a key such as '2026-2027-T2' (the academic year and the term), what the card's API takes and answers.
 */
export interface HpcTerm {
  key: string;
  academicYear: string;
  term: 1 | 2;
  /** First and last day of the term (YYYY-MM-DD). */
  from: string;
  to: string;
}

const KEY = /^(\d{4})-(\d{4})-T([12])$/;

/** A term from its academic year's first calendar year and its number. */
function termFrom(start: number, term: 1 | 2): HpcTerm {
  const academicYear = `${start}-${start + 1}`;
  return term === 1
    ? { key: `${academicYear}-T1`, academicYear, term, from: `${start}-04-01`, to: `${start}-09-30` }
    : { key: `${academicYear}-T2`, academicYear, term, from: `${start}-10-01`, to: `${start + 1}-03-31` };
}

/** The term a day (YYYY-MM-DD, India's calendar) falls in. */
export function termOf(day: string): HpcTerm {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  if (month >= 4 && month <= 9) return termFrom(year, 1);
  return month >= 10 ? termFrom(year, 2) : termFrom(year - 1, 2);
}

/** A term from its key, or null when the key names none. */
export function parseTerm(key: string): HpcTerm | null {
  const m = KEY.exec(key);
  if (!m || Number(m[2]) !== Number(m[1]) + 1) return null;
  return termFrom(Number(m[1]), m[3] === '1' ? 1 : 2);
}

/** A term key on the wire, refused in words when it names no term. */
export const termKey = z
  .string()
  .trim()
  .refine((k) => parseTerm(k) !== null, 'A term reads like 2026-2027-T1 (the academic year, then T1 or T2).');

const TERM_WORD = { en: 'Term', hi: 'सत्र', kn: 'ಅವಧಿ', ta: 'பருவம்' } as const;

/** A term as a person reads it ('Term 2, 2026-2027'), in the language asked; the key itself when it names none. */
export function termLabel(key: string, language: keyof typeof TERM_WORD): string {
  const term = parseTerm(key);
  return term ? `${TERM_WORD[language]} ${term.term}, ${term.academicYear}` : key;
}
