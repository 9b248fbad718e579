import { describe, expect, it } from 'vitest';
import {
  AGE_BANDS,
  COMPETENCIES,
  CURRICULAR_GOALS,
  DOMAINS,
  LANGUAGES,
  competenciesOfBand,
  competencyRefusal,
  suggestLevel,
} from '../shared/index.ts';
import { HOME_ACTIVITY_CODES, homeActivityOf, weekOf } from '../shared/framework/home-activities.ts';

describe('the NCF-FS framework as data', () => {
  it('holds the thirteen curricular goals across the six domains, each with at least two competencies', () => {
    expect(CURRICULAR_GOALS.map((goal) => goal.code)).toEqual(Array.from({ length: 13 }, (_, i) => `CG-${i + 1}`));
    expect(new Set(CURRICULAR_GOALS.map((goal) => goal.domain))).toEqual(new Set(DOMAINS));
    for (const goal of CURRICULAR_GOALS) {
      expect(COMPETENCIES.filter((c) => c.goal === goal.code).length, goal.code).toBeGreaterThanOrEqual(2);
    }
  });

  it('speaks every goal, competency and outcome in English, Hindi, Kannada and Tamil', () => {
    const texts = [
      ...CURRICULAR_GOALS.map((goal) => goal.title),
      ...COMPETENCIES.flatMap((c) => [c.title, ...Object.values(c.outcomes)]),
    ];
    for (const text of texts)
      for (const lang of LANGUAGES) expect(text[lang]?.trim(), JSON.stringify(text)).toBeTruthy();
    expect(new Set(COMPETENCIES.map((c) => c.code)).size).toBe(COMPETENCIES.length);
  });

  it('gives every competency a home activity in the four languages, one per competency, and weeks from Monday', () => {
    for (const c of COMPETENCIES)
      for (const lang of LANGUAGES) expect(homeActivityOf(c.code)?.[lang]?.trim(), `${c.code} ${lang}`).toBeTruthy();
    expect([...HOME_ACTIVITY_CODES].sort()).toEqual(COMPETENCIES.map((c) => c.code).sort());
    for (const text of COMPETENCIES.map((c) => homeActivityOf(c.code)!))
      for (const lang of LANGUAGES) expect(text[lang], text.en).not.toMatch(/\s{2}|\n/);
    expect([weekOf('2026-11-29'), weekOf('2026-11-23'), weekOf('2026-12-01')]).toEqual([
      '2026-11-23',
      '2026-11-23',
      '2026-11-30',
    ]);
  });

  it('gives each competency a learning outcome for every age band it is observed in', () => {
    for (const c of COMPETENCIES) expect(Object.keys(c.outcomes).sort()).toEqual([...c.bands].sort());
    for (const band of AGE_BANDS) expect(competenciesOfBand(band).length).toBeGreaterThan(13);
  });

  it('refuses in words a competency of another age band', () => {
    expect(competencyRefusal('C-8.5', '3-4')).toBe('C-8.5 is observed for Balvatika (5-6); this child is in Age 3-4.');
    expect(competencyRefusal('C-8.5', '5-6')).toBeUndefined();
    expect(competencyRefusal('C-99.1', '4-5')).toMatch(/no competency C-99.1/);
  });

  it('never counts "not yet observed" as Beginner', () => {
    expect(suggestLevel(['notYetObserved', 'notYetObserved'])).toBe('notYetObserved');
    expect(suggestLevel(['notYetObserved', 'notYetObserved', 'progressing'])).toBe('progressing');
    expect(suggestLevel(['beginner', 'proficient', 'proficient'])).toBe('proficient');
  });
});

describe('the server check of a competency against a child of a band', () => {
  it('answers a 400 in words for a competency of another band', async () => {
    const { competencyForBand } = await import('../server/competency.ts');
    expect(competencyForBand('C-8.5', '5-6').goal).toBe('CG-8');
    expect(() => competencyForBand('C-11.2', '4-5')).toThrow(
      'C-11.2 is observed for Balvatika (5-6); this child is in Age 4-5.',
    );
    try {
      competencyForBand('C-11.2', '3-4');
    } catch (error) {
      expect((error as { statusCode: number }).statusCode).toBe(400);
    }
  });
});
