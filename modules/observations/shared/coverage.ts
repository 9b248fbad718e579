import { CURRICULAR_GOALS, competencyByCode, type Level } from './framework.ts';

/** A goal's state for a child: observed at a level, only recorded as not yet observed, or nothing recorded. */
export type CoverageState = 'evidence' | 'notYetObserved' | 'none';

export interface ObservationLine {
  childId: string;
  competency: string;
  level: Level;
}

/**
 * The class's coverage map: for each child, each curricular goal's state. A goal has evidence when at least one
 * observation of one of its competencies carries a level; a goal recorded only as "not yet observed" keeps that
 * state of its own (it is neither evidence nor Beginner); a goal with nothing recorded is "none".
 */
export function coverageMap(
  childIds: readonly string[],
  observations: readonly ObservationLine[],
): Map<string, Record<string, CoverageState>> {
  const map = new Map<string, Record<string, CoverageState>>();
  for (const childId of childIds) {
    map.set(childId, Object.fromEntries(CURRICULAR_GOALS.map((goal) => [goal.code, 'none' as CoverageState])));
  }
  for (const line of observations) {
    const row = map.get(line.childId);
    const goal = competencyByCode(line.competency)?.goal;
    if (!row || !goal) continue;
    if (line.level !== 'notYetObserved') row[goal] = 'evidence';
    else if (row[goal] === 'none') row[goal] = 'notYetObserved';
  }
  return map;
}
