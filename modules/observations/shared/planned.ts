import { competencyByCode, type AgeBand } from './framework.ts';

/** A competency's code as a plan writes it: C-3.3, C-10.1. */
const CODE = /\bC-\d{1,2}\.\d{1,2}\b/g;

/**
 * The framework's competencies a day's plan names by their NCF-FS code (in its activities or learning outcomes), in
 * the order it names them, each once; a code the framework does not hold is no suggestion.
 */
export function competenciesNamed(texts: readonly (string | null)[]): string[] {
  const codes = texts.flatMap((text) => text?.match(CODE) ?? []);
  return [...new Set(codes)].filter((code) => competencyByCode(code));
}

/**
 * The competencies of a day's plan: those picked from the list on the day and its theme first, then those its texts
 * name by code, each once; a code the framework does not hold is no suggestion.
 */
export function plannedCompetencies(picked: readonly string[], texts: readonly (string | null)[]): string[] {
  return [...new Set([...picked.filter((code) => competencyByCode(code)), ...competenciesNamed(texts)])];
}

/** Of the competencies a plan names, those a child of the band is observed in: the record screen's suggestions. */
export function suggestedFor(planned: readonly string[], band: AgeBand): string[] {
  return planned.filter((code) => competencyByCode(code)?.bands.includes(band));
}
