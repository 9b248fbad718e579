import { competencyByCode, suggestLevel, type AgeBand, type Level, type Text } from './framework.ts';

export interface FamilyLine {
  competency: string;
  title: Text;
  /** What the child does (a strength) or is working towards (a next step), for the child's band. */
  outcome: Text;
  goal: string;
}

/**
 * What a family reads of the evidence: strengths (competencies the evidence suggests the child does on their own)
 * and next steps (those seen with help). Never a level, a band or a label, and a competency only recorded as "not
 * yet observed" is in neither: nothing is said on no evidence.
 */
export function strengthsAndNextSteps(
  band: AgeBand,
  observations: readonly { competency: string; level: Level }[],
): { strengths: FamilyLine[]; nextSteps: FamilyLine[] } {
  const byCompetency = new Map<string, Level[]>();
  for (const o of observations) byCompetency.set(o.competency, [...(byCompetency.get(o.competency) ?? []), o.level]);
  const strengths: FamilyLine[] = [];
  const nextSteps: FamilyLine[] = [];
  for (const [code, levels] of byCompetency) {
    const competency = competencyByCode(code);
    const outcome = competency?.outcomes[band];
    if (!competency || !outcome) continue;
    const line = { competency: code, title: competency.title, outcome, goal: competency.goal };
    const level = suggestLevel(levels);
    if (level === 'proficient') strengths.push(line);
    else if (level !== 'notYetObserved') nextSteps.push(line);
  }
  return { strengths, nextSteps };
}
