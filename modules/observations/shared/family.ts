import { competencyByCode, suggestLevel, type AgeBand, type Level, type Text } from './framework.ts';
import { homeActivityOf } from './framework/home-activities.ts';

export interface FamilyLine {
  competency: string;
  title: Text;
  /** What the child does (a strength) or is working towards (a next step), for the child's band. */
  outcome: Text;
  goal: string;
}

/** A next step, with an activity the family can do at home this week. */
export interface NextStep extends FamilyLine {
  activity: Text;
}

/**
 * What a family reads of the evidence: strengths (competencies the evidence suggests the child does on their own)
 * and next steps (those seen with help), each next step with its home activity. Never a level, a band or a label,
 * and a competency only recorded as "not yet observed" is in neither: nothing is said on no evidence.
 */
export function strengthsAndNextSteps(
  band: AgeBand,
  observations: readonly { competency: string; level: Level }[],
): { strengths: FamilyLine[]; nextSteps: NextStep[] } {
  const byCompetency = new Map<string, Level[]>();
  for (const o of observations) byCompetency.set(o.competency, [...(byCompetency.get(o.competency) ?? []), o.level]);
  const strengths: FamilyLine[] = [];
  const nextSteps: NextStep[] = [];
  for (const [code, levels] of byCompetency) {
    const competency = competencyByCode(code);
    const outcome = competency?.outcomes[band];
    const activity = homeActivityOf(code);
    if (!competency || !outcome || !activity) continue;
    const line = { competency: code, title: competency.title, outcome, goal: competency.goal };
    const level = suggestLevel(levels);
    if (level === 'proficient') strengths.push(line);
    else if (level !== 'notYetObserved') nextSteps.push({ ...line, activity });
  }
  return { strengths, nextSteps };
}
