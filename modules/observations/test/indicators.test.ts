import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '@portal/server/testing';

const COORDINATOR = 'trainer@demo.school';
const TEACHER = 'teacher@demo.school';
const CENTRE_HEAD = 'franchisee-a@demo.school';
/** The parent's child, Aarav, in teacher@'s Nursery class (3-4). */
const CHILD = 1;
const words = {
  textEn: 'Names three plants',
  textHi: 'तीन पौधों के नाम',
  textKn: 'ಮೂರು ಗಿಡಗಳು',
  textTa: 'மூன்று செடிகள்',
};

describe('head office’s own indicators under a competency', () => {
  let t: TestApp;
  const send = (email: string, method: 'POST' | 'PUT' | 'GET' | 'DELETE', url: string, payload?: object) =>
    t.as(email, { method, url, payload });
  const record = (body: object) =>
    send(TEACHER, 'POST', '/api/observations/record', { studentAdmissionIds: [CHILD], level: 'progressing', ...body });

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('are added, edited, searched and retired by the academic coordinators, and by no centre', async () => {
    const made = await send(COORDINATOR, 'POST', '/api/competency-indicators', {
      code: 'C-6.1.a',
      competency: 'C-6.1',
      ...words,
    });
    expect(made.statusCode).toBe(201);
    const id = made.json().id;
    expect(made.json().isActive).toBe(true);
    const edited = await send(COORDINATOR, 'PUT', `/api/competency-indicators/${id}`, { textEn: 'Names four plants' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().textEn).toBe('Names four plants');
    const found = await send(COORDINATOR, 'GET', '/api/competency-indicators?q=four%20plants');
    expect(found.json().rows.map((r: { code: string }) => r.code)).toEqual(['C-6.1.a']);
    for (const email of [TEACHER, CENTRE_HEAD]) {
      const refused = await send(email, 'POST', '/api/competency-indicators', {
        code: 'C-6.1.z',
        competency: 'C-6.1',
        ...words,
      });
      expect(refused.statusCode).toBe(403);
    }
    const retired = await send(COORDINATOR, 'PUT', `/api/competency-indicators/${id}`, { isActive: false });
    expect(retired.json().isActive).toBe(false);
    await send(COORDINATOR, 'PUT', `/api/competency-indicators/${id}`, { isActive: true });
  });

  it('refuses in words a code not under its competency, a code taken, and text missing in a language', async () => {
    const elsewhere = await send(COORDINATOR, 'POST', '/api/competency-indicators', {
      code: 'C-7.1.a',
      competency: 'C-6.1',
      ...words,
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().fieldErrors.code).toBe(
      "An indicator's code starts with its competency's code and a dot, then letters or digits: C-6.1.a",
    );
    const shapeless = await send(COORDINATOR, 'POST', '/api/competency-indicators', {
      code: 'plants',
      competency: 'C-6.1',
      ...words,
    });
    expect(shapeless.json().fieldErrors.code).toMatch(/such as C-6.1.a/);
    const twice = await send(COORDINATOR, 'POST', '/api/competency-indicators', {
      code: 'C-6.1.b',
      competency: 'C-6.1',
      ...words,
    });
    expect(twice.statusCode).toBe(201);
    const again = await send(COORDINATOR, 'POST', '/api/competency-indicators', {
      code: 'C-6.1.b',
      competency: 'C-6.1',
      ...words,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().fieldErrors.code).toBe('There is already an indicator C-6.1.b');
    const { textTa: _ta, ...noTamil } = words;
    const untranslated = await send(COORDINATOR, 'POST', '/api/competency-indicators', {
      code: 'C-6.1.c',
      competency: 'C-6.1',
      ...noTamil,
    });
    expect(untranslated.statusCode).toBe(400);
    expect(Object.keys(untranslated.json().fieldErrors)).toEqual(['textTa']);
  });

  it('are offered under their competency, and an observation names one of its competency only', async () => {
    const rows = (await send(COORDINATOR, 'GET', '/api/competency-indicators?q=C-6.1.a')).json().rows;
    const own = rows[0].id as number;
    const other = await send(COORDINATOR, 'POST', '/api/competency-indicators', {
      code: 'C-1.2.a',
      competency: 'C-1.2',
      ...words,
    });
    const offered = (await send(TEACHER, 'GET', '/api/observations/class')).json().indicators;
    expect(offered.find((i: { id: number }) => i.id === own)).toMatchObject({
      code: 'C-6.1.a',
      competency: 'C-6.1',
      text: { en: 'Names four plants', hi: words.textHi, kn: words.textKn, ta: words.textTa },
    });

    const named = await record({ competency: 'C-6.1', indicatorId: own });
    expect(named.statusCode).toBe(201);
    const portfolio = (await send(TEACHER, 'GET', `/api/observations/portfolio/${CHILD}`)).json();
    const entries = portfolio.goals.flatMap((g: { competencies: { entries: object[] }[] }) =>
      g.competencies.flatMap((c) => c.entries),
    );
    expect(entries.find((e: { id: number }) => e.id === named.json().ids[0])).toMatchObject({
      indicator: { code: 'C-6.1.a', text: { en: 'Names four plants' } },
    });
    const ofOther = await record({ competency: 'C-6.1', indicatorId: other.json().id });
    expect(ofOther.statusCode).toBe(400);
    expect(ofOther.json().fieldErrors).toEqual({
      indicatorId: 'The indicator C-1.2.a is of C-1.2, not of the competency chosen: pick one under it, or none.',
    });

    await send(COORDINATOR, 'PUT', `/api/competency-indicators/${own}`, { isActive: false });
    const retired = await record({ competency: 'C-6.1', indicatorId: own });
    expect(retired.statusCode).toBe(400);
    expect(retired.json().fieldErrors.indicatorId).toBe(
      'The indicator C-6.1.a was retired by head office: pick another or none.',
    );
    const stillOffered = (await send(TEACHER, 'GET', '/api/observations/class')).json().indicators;
    expect(stillOffered.map((i: { id: number }) => i.id)).not.toContain(own);
    const missing = await record({ competency: 'C-6.1', indicatorId: 999999 });
    expect(missing.json().fieldErrors.indicatorId).toMatch(/no such indicator/);
  });
});
