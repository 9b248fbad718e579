import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { COORDINATOR } from './support.ts';

/** A skill, a sub-skill and a parameter are each named once within their parent, on create and on edit alike. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.as(COORDINATOR, { method: 'POST', url, payload });
const put = (url: string, payload: object) => t.as(COORDINATOR, { method: 'PUT', url, payload });

describe('names within their parent', () => {
  it('refuses a skill renamed onto another of its category', async () => {
    const first = await post('/api/skills', { classCategory: 'Hybrid', name: 'Pretend play' });
    const second = await post('/api/skills', { classCategory: 'Hybrid', name: 'Block building' });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const onto = await put(`/api/skills/${second.json().id}`, { name: ' PRETEND  play' });
    expect(onto.statusCode).toBe(409);
    expect(onto.json().message).toBe('A skill “PRETEND  play” already exists here');
    // Moving it to a category without that name is fine.
    expect((await put(`/api/skills/${first.json().id}`, { classCategory: 'Bridge Course' })).statusCode).toBe(200);
    expect((await put(`/api/skills/${second.json().id}`, { name: 'Pretend play' })).statusCode).toBe(200);
  });

  it('keeps sub-skills of a skill and parameters of a sub-skill apart by name', async () => {
    const skill = (await post('/api/skills', { classCategory: 'Hybrid', name: 'Sand and water' })).json().id;
    const other = (await post('/api/skills', { classCategory: 'Hybrid', name: 'Rhythm' })).json().id;
    const pouring = await post('/api/sub-skills', { skillId: skill, name: 'Pouring' });
    expect(pouring.statusCode, pouring.body).toBe(201);
    const twin = await post('/api/sub-skills', { skillId: skill, name: 'pouring ' });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().fieldErrors).toEqual({ name: 'A sub-skill “pouring” already exists here' });
    expect((await post('/api/sub-skills', { skillId: other, name: 'Pouring' })).statusCode).toBe(201);

    const scales = (await t.as(COORDINATOR, { method: 'GET', url: '/api/grade-scales' })).json().rows;
    const parameter = (name: string) =>
      post('/api/skill-parameters', { skillId: skill, subSkillId: pouring.json().id, name, scaleId: scales[0].id });
    expect((await parameter('Pours without spilling')).statusCode).toBe(201);
    const again = await parameter('Pours  without spilling');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A parameter “Pours  without spilling” already exists here');
  });
});
