import { describe, expect, it } from 'vitest';
import { coverageMap } from '../shared/index.ts';

describe("a class's coverage map", () => {
  it('keeps "not yet observed" as its own state, never evidence, and counts every goal of every child', () => {
    const map = coverageMap(
      ['asha', 'ravi'],
      [
        { childId: 'asha', competency: 'C-1.2', level: 'beginner' },
        { childId: 'asha', competency: 'C-8.3', level: 'notYetObserved' },
        { childId: 'ravi', competency: 'C-8.3', level: 'notYetObserved' },
        { childId: 'ravi', competency: 'C-8.1', level: 'progressing' },
        { childId: 'someone-else', competency: 'C-1.2', level: 'proficient' },
      ],
    );
    expect([...map.keys()]).toEqual(['asha', 'ravi']);
    expect(map.get('asha')).toMatchObject({ 'CG-1': 'evidence', 'CG-8': 'notYetObserved', 'CG-13': 'none' });
    expect(map.get('ravi')).toMatchObject({ 'CG-1': 'none', 'CG-8': 'evidence' });
    expect(Object.keys(map.get('ravi') ?? {})).toHaveLength(13);
  });
});
