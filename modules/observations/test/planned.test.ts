import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '@portal/core';
import { classTeachers } from '@portal/mod-academics/server';
import { classes } from '@portal/mod-org/server';
import { adminUsers } from '@portal/mod-users/server';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { observationClass } from '../shared/contracts.ts';
import { weekOf } from '../shared/framework/home-activities.ts';
import { competenciesNamed, plannedCompetencies, suggestedFor } from '../shared/planned.ts';

const TEACHER = 'teacher@demo.school';
const LKG_TEACHER = 'teacher2@demo.school';
const COORDINATOR = 'trainer@demo.school';

describe('the competencies a plan names, by code', () => {
  it('puts those picked from the list first, then those the texts name, once each', () => {
    expect(plannedCompetencies(['C-8.5', 'C-99.1'], ['Counts (C-8.3, C-8.5)'])).toEqual(['C-8.5', 'C-8.3']);
  });

  it('keeps the framework’s codes in the plan’s order, once each, and offers a child those of their band', () => {
    const named = competenciesNamed(['<p>Counts to ten (C-8.3, C-8.5)</p>', null, 'Again C-8.3; not C-99.1']);
    expect(named).toEqual(['C-8.3', 'C-8.5']);
    expect(suggestedFor(named, '4-5')).toEqual(['C-8.3']);
    expect(suggestedFor(named, '5-6')).toEqual(['C-8.3', 'C-8.5']);
  });
});

describe('the record screen’s suggestions from the class’s plan for the day', () => {
  let t: TestApp;
  /** The demo publishes this week's LKG plan, Monday to Saturday, whose outcomes name competencies by code. */
  const monday = weekOf(todayInIndia());
  const read = async (email: string, day: string) => {
    const res = await t.as(email, { method: 'GET', url: `/api/observations/class?day=${day}` });
    expect(res.statusCode, res.body).toBe(200);
    return observationClass.response.parse(res.json());
  };

  beforeAll(async () => {
    t = await startTestApp();
    const [lkg] = await t.db.db.select().from(classes).where(eq(classes.name, 'LKG'));
    const [teacher2] = await t.db.db.select().from(adminUsers).where(eq(adminUsers.email, LKG_TEACHER));
    await t.db.db.update(classTeachers).set({ classId: lkg.id }).where(eq(classTeachers.userId, teacher2.id));
  });
  afterAll(() => t.close());

  it('suggests the day’s planned competencies of each child’s band, from the curriculum’s service', async () => {
    const first = await read(LKG_TEACHER, monday);
    expect(first.planned).toEqual({ title: expect.stringMatching(/^Monday/), competencies: ['C-2.1', 'C-8.1'] });
    expect(first.children.length).toBeGreaterThan(0);
    for (const child of first.children) expect(child.suggested).toEqual(['C-2.1', 'C-8.1']);
    // Thursday's plan names C-8.5 too, which only Balvatika (5-6) is observed in.
    const thursday = await read(LKG_TEACHER, addDays(monday, 3));
    expect(thursday.planned.competencies).toEqual(['C-8.3', 'C-8.5']);
    for (const child of thursday.children)
      expect(child.suggested, child.band).toEqual(child.band === '5-6' ? ['C-8.3', 'C-8.5'] : ['C-8.3']);
  });

  it('suggests nothing without a plan: a class with none published, or a Sunday', async () => {
    const nursery = await read(TEACHER, monday);
    expect(nursery.planned).toEqual({ title: null, competencies: [] });
    expect(nursery.children.every((c) => c.suggested.length === 0)).toBe(true);
    expect((await read(LKG_TEACHER, addDays(monday, 6))).planned.competencies).toEqual([]);
  });

  it('suggests the competencies picked on the day first, then those of the week’s theme, once published', async () => {
    const as = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
      t.as(COORDINATOR, { method, url, payload });
    const { id } = (await as('GET', '/api/curriculum-weeks?q=Exploring%20colours')).json().rows[0];
    const week = (await as('GET', `/api/curriculum-weeks/${id}`)).json();
    const themed = await as('PUT', `/api/theme-and-skills/${week.themeId}`, { competencies: ['C-6.1', 'C-8.1'] });
    expect(themed.statusCode, themed.body).toBe(200);
    // The centres read the published version: the theme's list reaches them with the next publication.
    expect((await read(LKG_TEACHER, monday)).planned.competencies).toEqual(['C-2.1', 'C-8.1']);
    const published = await as('POST', `/api/curriculum-weeks/${week.id}/publish`, {});
    expect(published.statusCode, published.body).toBe(200);
    expect((await read(LKG_TEACHER, monday)).planned.competencies).toEqual(['C-2.1', 'C-8.1', 'C-6.1']);
  });
});
