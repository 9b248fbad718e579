/**
 * The NCF-FS competencies the curriculum's themes and days name. The framework lives in the observations module, a
 * module above this one (it asks the curriculum for a class's day), so it provides its list here rather than this
 * module importing it; without a provider there is no competency to name, and every code is refused.
 */
import { fieldError } from '@portal/kit';
import type { CurriculumCompetency } from '../shared/contracts.ts';

let catalogue: readonly CurriculumCompetency[] = [];

export function provideCompetencies(competencies: readonly CurriculumCompetency[]): void {
  catalogue = competencies;
}

/** The competencies offered on the theme and day forms, in the framework's order. */
export function curriculumCompetencies() {
  return { competencies: [...catalogue] };
}

/**
 * The codes a theme or a day names, each once in the order given, or a 400 on `competencies` that names the first
 * code the framework does not hold.
 */
export function knownCompetencies(codes: readonly string[]): string[] {
  const known = new Set(catalogue.map((c) => c.code));
  const unknown = codes.find((code) => !known.has(code));
  if (unknown !== undefined)
    throw fieldError('competencies', `There is no NCF-FS competency ${unknown}: pick the competencies from the list.`);
  return [...new Set(codes)];
}
