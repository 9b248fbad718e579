import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '@portal/server/testing';

const SUPER = 'superadmin@demo.school';
const COORDINATOR = 'trainer@demo.school';
const TEACHER = 'teacher@demo.school';
const UNKNOWN = 'There is no NCF-FS competency C-99.1: pick the competencies from the list.';

describe('the NCF-FS competencies a theme and a day at a glance serve', () => {
  let t: TestApp;
  let folderId: number;
  let themeId: number;
  const send = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object, email = COORDINATOR) =>
    t.as(email, { method, url, payload });

  beforeAll(async () => {
    t = await startTestApp();
    const groups = (await send('GET', '/api/class-group?groupType=Curriculum_CMS', undefined, SUPER)).json();
    folderId = (
      await send('POST', '/api/learning-folders', { classGroupId: groups.rows[0].id, name: 'NCF plans' })
    ).json().id;
  });
  afterAll(() => t.close());

  it('offers head office the framework’s list, codes and titles in four languages', async () => {
    const res = await send('GET', '/api/learning-cms/competencies');
    expect(res.statusCode).toBe(200);
    const counting = res.json().competencies.find((c: { code: string }) => c.code === 'C-8.3');
    expect(counting).toMatchObject({ code: 'C-8.3', goal: 'CG-8' });
    expect(Object.keys(counting.title)).toEqual(['en', 'hi', 'kn', 'ta']);
    expect((await send('GET', '/api/learning-cms/competencies', undefined, TEACHER)).statusCode).toBe(403);
  });

  it('keeps a theme’s competencies from the list, each once, and refuses an unknown code in words', async () => {
    const made = await send('POST', '/api/theme-and-skills', {
      folderId,
      title: 'Numbers everywhere',
      competencies: ['C-8.3', 'C-2.1', 'C-8.3'],
    });
    expect(made.statusCode, made.body).toBe(201);
    themeId = made.json().id;
    expect(made.json().competencies).toEqual(['C-8.3', 'C-2.1']);
    const unknown = await send('PUT', `/api/theme-and-skills/${themeId}`, { competencies: ['C-8.3', 'C-99.1'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual({ competencies: UNKNOWN });
    expect((await send('GET', `/api/theme-and-skills/${themeId}`)).json().competencies).toEqual(['C-8.3', 'C-2.1']);
  });

  it('keeps a day’s competencies, refuses an unknown one, and shows both in the week’s plan', async () => {
    const classes = (await send('GET', '/api/class?pageSize=50', undefined, SUPER)).json().rows;
    const ukg = classes.find((c: { name: string }) => c.name === 'UKG').id;
    const week = await send('POST', '/api/curriculum-weeks', {
      folderId,
      classId: ukg,
      weekNo: 51,
      title: 'Counting week',
      startsOn: '2026-06-01',
      themeId,
    });
    expect(week.statusCode, week.body).toBe(201);
    const weekId = week.json().id;
    const unknown = await send('POST', '/api/curriculum-days', {
      weekId,
      dayNo: 1,
      title: 'Beads',
      competencies: ['C-99.1'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors.competencies).toBe(UNKNOWN);
    const day = await send('POST', '/api/curriculum-days', {
      weekId,
      dayNo: 1,
      title: 'Beads',
      competencies: ['C-8.5', 'C-8.3'],
    });
    expect(day.statusCode, day.body).toBe(201);
    const { plan } = (await send('GET', `/api/learning-cms/preview/${weekId}`)).json();
    expect(plan.themeCompetencies).toEqual(['C-8.3', 'C-2.1']);
    expect(plan.days[0].competencies).toEqual(['C-8.5', 'C-8.3']);
  });
});
