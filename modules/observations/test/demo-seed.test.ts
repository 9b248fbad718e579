import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentAdmissions } from '@portal/mod-students/server';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { childPortfolio, classCoverage, hpcPartB } from '../shared/contracts.ts';

const TEACHER = 'teacher@demo.school';
/** The parent's child, Aarav, in teacher@'s Nursery class. */
const CHILD = 1;
const DAY = 24 * 60 * 60 * 1000;

describe('the demo’s term of observations for one class', () => {
  let t: TestApp;
  let nursery: number;
  const get = (url: string) => t.as(TEACHER, { method: 'GET', url });

  beforeAll(async () => {
    t = await startTestApp();
    const [aarav] = await t.db.db.select().from(studentAdmissions).where(eq(studentAdmissions.id, CHILD));
    nursery = aarav.classId;
  });
  afterAll(() => t.close());

  it('fills the class’s coverage map with evidence, "not yet observed" and goals left with nothing', async () => {
    const map = classCoverage.response.parse((await get(`/api/observations/coverage?classId=${nursery}`)).json());
    expect(map.children.length).toBeGreaterThan(1);
    for (const child of map.children) {
      const states = Object.values(child.goals);
      expect(states.filter((s) => s === 'evidence').length, child.name).toBeGreaterThanOrEqual(8);
      expect(child.goals['CG-5'], child.name).toBe('notYetObserved');
      expect(child.goals['CG-6'], child.name).toBe('none');
      expect(child.observations, child.name).toBeGreaterThanOrEqual(20);
    }
  });

  it('gives a portfolio a competency seen twice weeks apart, and the term’s card real content', async () => {
    const portfolio = childPortfolio.response.parse((await get(`/api/observations/portfolio/${CHILD}`)).json());
    const entries = portfolio.goals.flatMap((g) => g.competencies).find((c) => c.entries.length >= 2)!.entries;
    const days = entries.map((e) => Date.parse(e.observedOn));
    expect(Math.max(...days) - Math.min(...days)).toBeGreaterThanOrEqual(14 * DAY);
    expect(entries.some((e) => e.note)).toBe(true);
    const card = hpcPartB.response.parse((await get(`/api/observations/hpc/${CHILD}`)).json());
    const withEvidence = card.rows.filter((r) => r.evidence > 0);
    expect(withEvidence.length).toBeGreaterThanOrEqual(card.rows.length / 2);
    expect(withEvidence.every((r) => r.suggested !== 'notYetObserved')).toBe(true);
  });
});
