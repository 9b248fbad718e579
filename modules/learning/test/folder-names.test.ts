import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '@portal/server/testing';

/** A class group names a curriculum folder once, whatever the capitals and spaces. */
const SUPER = 'superadmin@demo.school';
const COORDINATOR = 'trainer@demo.school';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('curriculum folder names', () => {
  it('refuses a second folder of a name in its group, and a rename onto one', async () => {
    const groups = (await t.as(SUPER, { method: 'GET', url: '/api/class-group?groupType=Curriculum_CMS' })).json();
    const folder = (name: string) =>
      t.as(COORDINATOR, {
        method: 'POST',
        url: '/api/learning-folders',
        payload: { classGroupId: groups.rows[0].id, name },
      });
    expect((await folder('Monsoon term plans')).statusCode).toBe(201);
    const twin = await folder('MONSOON term  plans ');
    expect(twin.statusCode).toBe(409);
    expect(twin.json().message).toBe('A folder “MONSOON term  plans” already exists for this group');
    const other = await folder('Winter term plans');
    const rename = await t.as(COORDINATOR, {
      method: 'PUT',
      url: `/api/learning-folders/${other.json().id}`,
      payload: { name: 'monsoon term plans' },
    });
    expect(rename.statusCode).toBe(409);
  });
});
