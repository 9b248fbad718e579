import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classTeachers } from '@portal/mod-academics/server';
import { classes } from '@portal/mod-org/server';
import { adminUsers } from '@portal/mod-users/server';
import { pdfText, startTestApp, type TestApp } from '@portal/server/testing';
import { hpcPartB, myChildCard } from '../shared/contracts.ts';

const PARENT = 'parent@demo.school';
const TEACHER = 'teacher@demo.school';
const OTHER_CLASS_TEACHER = 'teacher2@demo.school';
const HEAD = 'franchisee-a@demo.school';
/** The parent's child, Aarav, in teacher@'s Nursery class. */
const CHILD = 1;

describe('the child’s own voice and a friend’s on the progress card, by pictures', () => {
  let t: TestApp;
  const voices = (body: object, email = TEACHER) =>
    t.as(email, { method: 'PUT', url: `/api/observations/hpc/${CHILD}/voices`, payload: body });
  const post = (what: string) => t.as(HEAD, { method: 'POST', url: `/api/observations/hpc/${CHILD}/${what}` });
  const partB = async () =>
    hpcPartB.response.parse((await t.as(TEACHER, { method: 'GET', url: `/api/observations/hpc/${CHILD}` })).json());

  beforeAll(async () => {
    t = await startTestApp();
    // teacher2@ teaches LKG at the same centre: another class of the same centre.
    const [lkg] = await t.db.db.select().from(classes).where(eq(classes.name, 'LKG'));
    const [teacher2] = await t.db.db.select().from(adminUsers).where(eq(adminUsers.email, OTHER_CLASS_TEACHER));
    await t.db.db.update(classTeachers).set({ classId: lkg.id }).where(eq(classTeachers.userId, teacher2.id));
  });
  afterAll(() => t.close());

  it('keeps the pictures the child and a friend picked, refusing in words what is not on the card', async () => {
    expect((await partB()).selfInput).toEqual({});
    const self = await voices({ kind: 'self', answers: { share: 'yes', count: 'sometimes' } });
    expect(self.statusCode, self.body).toBe(200);
    expect((await voices({ kind: 'self', answers: { count: 'yes', story: 'notYet' } })).statusCode).toBe(200);
    expect((await voices({ kind: 'peer', answers: { share: 'sometimes' } })).statusCode).toBe(200);
    const card = await partB();
    expect(card.selfInput).toEqual({ share: 'yes', count: 'yes', story: 'notYet' });
    expect(card.peerInput).toEqual({ share: 'sometimes' });

    const unknown = await voices({ kind: 'self', answers: { swim: 'yes' } });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json().fieldErrors)).toMatch(/“I can…” statements/);
    const face = await voices({ kind: 'self', answers: { share: 'proficient' } });
    expect(JSON.stringify(face.json().fieldErrors)).toMatch(/one of the three pictures/);
    expect((await voices({ kind: 'self', answers: {} })).json().fieldErrors.answers).toMatch(/at least one/);
    expect((await voices({ kind: 'self', answers: { share: 'yes' } }, OTHER_CLASS_TEACHER)).statusCode).toBe(404);
    expect((await voices({ kind: 'self', answers: { share: 'yes' } }, PARENT)).statusCode).toBe(403);
  });

  it('returns a signed card to draft on a change, and shows the answers on the published card and PDF', async () => {
    expect((await post('sign')).json().state).toBe('signed');
    // The same answer again changes nothing the head signed.
    expect((await voices({ kind: 'peer', answers: { share: 'sometimes' } })).json().state).toBe('signed');
    expect((await voices({ kind: 'peer', answers: { make: 'yes' } })).json().state).toBe('draft');
    await post('sign');
    expect((await post('publish')).json().state).toBe('published');
    const closed = await voices({ kind: 'self', answers: { tidy: 'yes' } });
    expect(closed.statusCode).toBe(409);

    const read = myChildCard.response.parse(
      (await t.as(PARENT, { method: 'GET', url: `/api/observations/my-child/${CHILD}/card` })).json(),
    );
    if (!read.published) throw new Error('the published card reads as not published');
    expect(read.selfInput).toEqual({ share: 'yes', count: 'yes', story: 'notYet' });
    expect(read.peerInput).toEqual({ share: 'sometimes', make: 'yes' });
    const pdf = await t.as(PARENT, { method: 'GET', url: `/api/observations/my-child/${CHILD}/card/pdf` });
    const { text } = pdfText(pdf.rawPayload);
    expect(text).toContain('In my own words');
    // Helvetica draws no dash: the statement, then the answer's words.
    expect(text).toMatch(/I can share and play with my friends\W+Yes!/);
    expect(text).toMatch(/My friend draws and makes things\W+Yes!/);
    expect(text).toMatch(/I can tell a story\W+Not yet/);
    expect(text).not.toMatch(/I can put things back/);
  });
});
