import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentAdmissions } from '@portal/mod-students/server';
import { todayInIndia } from '@portal/core';
import { fileForm, pdfText, startTestApp, type TestApp } from '@portal/server/testing';
import { hpcCards, hpcPartA } from '../server/schema.ts';
import { hpcPartB, myChildCard, myChildPartA, networkCoverage, publishClassCards } from '../shared/contracts.ts';
import { competenciesOfBand } from '../shared/framework.ts';
import { termOf } from '../shared/term.ts';

const PARENT = 'parent@demo.school';
const TEACHER = 'teacher@demo.school';
/** The parent's child, Aarav, in teacher@'s Nursery class. */
const CHILD = 1;

describe('the progress card’s part A, filled by the family', () => {
  let t: TestApp;
  let classmate: number;
  const about = (id: number) => `/api/observations/my-child/${id}/about`;

  beforeAll(async () => {
    t = await startTestApp();
    const [aarav] = await t.db.db.select().from(studentAdmissions).where(eq(studentAdmissions.id, CHILD));
    const [other] = await t.db.db
      .select()
      .from(studentAdmissions)
      .where(and(eq(studentAdmissions.classId, aarav.classId), ne(studentAdmissions.id, CHILD)));
    classmate = other.id;
  });
  afterAll(() => t.close());

  it('keeps what the family writes about their own child this year, the weight to the gram', async () => {
    const body = {
      iLike: 'Drawing',
      favouriteFood: 'Idli',
      favouriteGame: 'Hide and seek',
      heightCm: 98,
      weightKg: 14.5,
    };
    const saved = await t.as(PARENT, { method: 'PUT', url: about(CHILD), payload: body });
    expect(saved.statusCode).toBe(200);
    const read = myChildPartA.response.parse((await t.as(PARENT, { method: 'GET', url: about(CHILD) })).json());
    expect(read).toMatchObject({ ...body, myFamily: null, studentAdmissionId: CHILD });
    const again = await t.as(PARENT, {
      method: 'PUT',
      url: about(CHILD),
      payload: { ...body, myFamily: 'Amma, Appa' },
    });
    expect(again.json()).toMatchObject({ myFamily: 'Amma, Appa', weightKg: 14.5 });
  });

  it('refuses a height in the wrong unit in words', async () => {
    const res = await t.as(PARENT, { method: 'PUT', url: about(CHILD), payload: { heightCm: 9.8 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.heightCm).toMatch(/centimetres/);
  });

  it('tells a parent another child is not found, reading or writing; staff don’t write the family’s part', async () => {
    expect((await t.as(PARENT, { method: 'GET', url: about(classmate) })).statusCode).toBe(404);
    const write = await t.as(PARENT, { method: 'PUT', url: about(classmate), payload: { iLike: 'Cars' } });
    expect(write.statusCode).toBe(404);
    const staff = await t.as(TEACHER, { method: 'PUT', url: about(CHILD), payload: { iLike: 'Cars' } });
    expect(staff.statusCode).toBe(403);
  });
});

describe('the progress card signed by the centre’s head and published to the family', () => {
  let t: TestApp;
  const HEAD = 'franchisee-a@demo.school';
  const post = (email: string, what: string) =>
    t.as(email, { method: 'POST', url: `/api/observations/hpc/${CHILD}/${what}` });
  const card = () => t.as(PARENT, { method: 'GET', url: `/api/observations/my-child/${CHILD}/card` });
  /** What the family reads of a card not published yet: that it is not, and nothing of it. */
  const unpublished = async () => {
    const answer = await card();
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ published: false });
  };

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('is published only once signed, never signed by the teacher, and reaches the family only published', async () => {
    const early = await post(HEAD, 'publish');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/signs this progress card before/);
    await unpublished();
    const pdf = `/api/observations/my-child/${CHILD}/card/pdf?language=hi`;
    expect((await t.as(PARENT, { method: 'GET', url: pdf })).statusCode).toBe(404);

    expect((await post(TEACHER, 'sign')).statusCode).toBe(403);
    expect((await post(TEACHER, 'publish')).statusCode).toBe(403);

    const signed = await post(HEAD, 'sign');
    expect(signed.statusCode).toBe(200);
    expect(signed.json().state).toBe('signed');
    await unpublished();

    const state = await t.as(TEACHER, { method: 'GET', url: `/api/observations/hpc/${CHILD}/state` });
    expect(state.json().state).toBe('signed');
    const published = await post(HEAD, 'publish');
    expect(published.json().state).toBe('published');
    const read = myChildCard.response.parse((await card()).json());
    if (!read.published) throw new Error('the published card reads as not published');
    expect(read.rows.length).toBe(competenciesOfBand(read.band).length);
    expect(read.partA.studentAdmissionId).toBe(CHILD);
    const file = await t.as(PARENT, { method: 'GET', url: pdf });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
  });
});

describe('the class’s progress cards published in one action, a card per term', () => {
  let t: TestApp;
  let nursery: number;
  const HEAD = 'franchisee-a@demo.school';
  const publishClass = (email: string, classId = nursery) =>
    t.as(email, { method: 'POST', url: '/api/observations/hpc/publish-class', payload: { classId } });
  const card = (term?: string) =>
    t.as(PARENT, { method: 'GET', url: `/api/observations/my-child/${CHILD}/card${term ? `?term=${term}` : ''}` });
  /** The term before the running one: the card a family opens as an earlier one. */
  const now = termOf(todayInIndia());
  const earlier = termOf(
    `${Number(now.from.slice(0, 4)) - (now.term === 1 ? 1 : 0)}-${now.term === 1 ? '10' : '04'}-15`,
  );

  beforeAll(async () => {
    t = await startTestApp();
    const [aarav] = await t.db.db.select().from(studentAdmissions).where(eq(studentAdmissions.id, CHILD));
    nursery = aarav.classId;
  });
  afterAll(() => t.close());

  it('refuses to publish a class none of whose cards is signed, naming the children; keeps others out', async () => {
    const refused = await publishClass(TEACHER);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/No progress card of this class is signed.*not signed: .*Aarav/);
    expect((await publishClass(PARENT)).statusCode).toBe(403);
    // Classes are the network's: another centre's head acts on their own centre's children of it, never Aarav.
    const elsewhere = await publishClass('franchisee-b@demo.school');
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().message).not.toMatch(/Aarav/);
    expect((await card()).json()).toEqual({ published: false });
  });

  it('publishes the signed cards of the class at once and names the ones not signed', async () => {
    expect((await t.as(HEAD, { method: 'POST', url: `/api/observations/hpc/${CHILD}/sign` })).statusCode).toBe(200);
    const res = await publishClass(TEACHER);
    expect(res.statusCode, res.body).toBe(200);
    const answer = publishClassCards.response.parse(res.json());
    expect(answer.term).toBe(now.key);
    expect(answer.published.map((c) => c.studentAdmissionId)).toEqual([CHILD]);
    expect(answer.notSigned.length).toBeGreaterThan(0);
    expect(answer.notSigned.map((c) => c.studentAdmissionId)).not.toContain(CHILD);
    const read = myChildCard.response.parse((await card()).json());
    if (!read.published) throw new Error('the published card reads as not published');
    expect(read.term).toBe(now.key);
    // Head office counts the term's published cards per centre, naming no child.
    const network = await t.as('trainer@demo.school', { method: 'GET', url: '/api/observations/network-coverage' });
    const centre = networkCoverage.response.parse(network.json()).centres.find((c) => c.franchiseeId === 2)!;
    expect(centre.cardsPublished).toBe(1);
    expect(network.body).not.toMatch(/Aarav|studentAdmissionId/);
    // Published again: nothing new, the card counted as already published.
    const again = publishClassCards.response.parse((await publishClass(HEAD)).json());
    expect(again.published).toEqual([]);
    expect(again.alreadyPublished.map((c) => c.studentAdmissionId)).toEqual([CHILD]);
  });

  it('holds every competency of the child’s band in the family’s PDF in Hindi', async () => {
    const file = await t.as(PARENT, { method: 'GET', url: `/api/observations/my-child/${CHILD}/card/pdf?language=hi` });
    expect(file.statusCode).toBe(200);
    const read = myChildCard.response.parse((await card()).json());
    if (!read.published) throw new Error('the published card reads as not published');
    const { text } = pdfText(file.rawPayload);
    for (const c of competenciesOfBand(read.band)) expect(text, c.code).toContain(c.code);
  });

  it('keeps an earlier term’s card apart: the family sees the latest and opens the earlier one', async () => {
    const [aarav] = await t.db.db.select().from(studentAdmissions).where(eq(studentAdmissions.id, CHILD));
    const at = new Date(`${earlier.to}T10:00:00+05:30`);
    await t.db.db.insert(hpcCards).values({
      franchiseeId: aarav.franchiseeId,
      studentAdmissionId: CHILD,
      academicYear: earlier.academicYear,
      term: earlier.term,
      state: 'published',
      signedAt: at,
      publishedAt: at,
    });
    await t.db.db.insert(hpcPartA).values({
      franchiseeId: aarav.franchiseeId,
      studentAdmissionId: CHILD,
      academicYear: earlier.academicYear,
      term: earlier.term,
      iLike: 'Blocks, last term',
      heightCm: 94,
    });
    const latest = myChildCard.response.parse((await card()).json());
    if (!latest.published) throw new Error('the published card reads as not published');
    expect(latest.term).toBe(now.key);
    expect(latest.terms.map((c) => c.term)).toEqual([now.key, earlier.key]);
    expect(latest.partA.iLike).not.toBe('Blocks, last term');
    const old = myChildCard.response.parse((await card(earlier.key)).json());
    if (!old.published) throw new Error('the earlier card reads as not published');
    expect(old).toMatchObject({ term: earlier.key, partA: { iLike: 'Blocks, last term', heightCm: 94 } });
    const pdf = `/api/observations/my-child/${CHILD}/card/pdf?term=${earlier.key}`;
    expect((await t.as(PARENT, { method: 'GET', url: pdf })).statusCode).toBe(200);
    // This term's part A is the family's new one: what they write now does not touch the earlier card.
    await t.as(PARENT, {
      method: 'PUT',
      url: `/api/observations/my-child/${CHILD}/about`,
      payload: { iLike: 'Paint' },
    });
    const kept = myChildCard.response.parse((await card(earlier.key)).json());
    expect(kept.published && kept.partA.iLike).toBe('Blocks, last term');
    expect((await card('2026-T3')).statusCode).toBe(400);
  });
});

describe('the card’s evidence thumbnails, the teacher’s narrative and the family’s feedback', () => {
  let t: TestApp;
  const HEAD = 'franchisee-a@demo.school';
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  const narrate = (narrative: string) =>
    t.as(TEACHER, { method: 'PUT', url: `/api/observations/hpc/${CHILD}/narrative`, payload: { narrative } });
  const feedback = (text: string, id = CHILD) =>
    t.as(PARENT, { method: 'PUT', url: `/api/observations/my-child/${id}/card/feedback`, payload: { feedback: text } });
  const head = (what: string) => t.as(HEAD, { method: 'POST', url: `/api/observations/hpc/${CHILD}/${what}` });
  const confirm = (competency: string, level: string) =>
    t.as(TEACHER, {
      method: 'PUT',
      url: `/api/observations/hpc/${CHILD}/levels`,
      payload: { levels: [{ competency, level }] },
    });
  const partB = async () =>
    hpcPartB.response.parse((await t.as(TEACHER, { method: 'GET', url: `/api/observations/hpc/${CHILD}` })).json());

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('shows the term’s evidence photos of a competency as thumbnails on part B', async () => {
    const upload = await t.as(TEACHER, { method: 'POST', url: '/api/files', ...(await fileForm(PNG, 'tower.png')) });
    const fileId = String(upload.json().id);
    const recorded = await t.as(TEACHER, {
      method: 'POST',
      url: '/api/observations/record',
      payload: { studentAdmissionIds: [CHILD], competency: 'C-1.2', level: 'proficient', fileId },
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const row = (await partB()).rows.find((r) => r.competency === 'C-1.2')!;
    expect(row.photos).toEqual([fileId]);
    expect((await partB()).rows.filter((r) => r.competency !== 'C-1.2').flatMap((r) => r.photos)).toEqual([]);
  });

  it('keeps what the head signed: a narrative or level changed makes a draft again; published, closed', async () => {
    expect((await feedback('Lovely')).statusCode).toBe(404);
    const first = await narrate('Aarav built towers all term and counted every block.');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().state).toBe('draft');
    expect((await partB()).narrative).toBe('Aarav built towers all term and counted every block.');
    expect((await head('sign')).json().state).toBe('signed');
    // The same words again leave the signature; new words ask for it again.
    expect((await narrate('Aarav built towers all term and counted every block.')).json().state).toBe('signed');
    expect((await narrate('Aarav built towers and counted to ten.')).json().state).toBe('draft');
    expect((await head('publish')).statusCode).toBe(409);
    // A level the head signed: confirmed again as it was, the signature stays; changed, the card is a draft again.
    const cardState = async () => (await narrate('Aarav built towers and counted to ten.')).json().state;
    expect((await confirm('C-1.2', 'proficient')).statusCode).toBe(200);
    expect((await head('sign')).json().state).toBe('signed');
    expect((await confirm('C-1.2', 'proficient')).statusCode).toBe(200);
    expect(await cardState()).toBe('signed');
    expect((await confirm('C-1.2', 'progressing')).statusCode).toBe(200);
    expect(await cardState()).toBe('draft');
    expect((await head('sign')).json().state).toBe('signed');
    expect((await head('publish')).json().state).toBe('published');
    const levelClosed = await confirm('C-1.2', 'beginner');
    expect(levelClosed.statusCode).toBe(409);
    expect(levelClosed.json().message).toMatch(/already published/);
    expect((await partB()).rows.find((r) => r.competency === 'C-1.2')?.confirmed).toBe('progressing');
    const closed = await narrate('Too late');
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toMatch(/already published/);
    const read = myChildCard.response.parse(
      (await t.as(PARENT, { method: 'GET', url: `/api/observations/my-child/${CHILD}/card` })).json(),
    );
    expect(read.published && read.narrative).toBe('Aarav built towers and counted to ten.');
  });

  it('takes the family’s feedback on their own published card, and the PDF holds narrative and feedback', async () => {
    expect((await feedback('   ')).statusCode).toBe(400);
    const sent = await feedback('We build towers at home too.');
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await partB()).parentFeedback).toBe('We build towers at home too.');
    const [aarav] = await t.db.db.select().from(studentAdmissions).where(eq(studentAdmissions.id, CHILD));
    const [other] = await t.db.db
      .select()
      .from(studentAdmissions)
      .where(and(eq(studentAdmissions.classId, aarav.classId), ne(studentAdmissions.id, CHILD)));
    expect((await feedback('Not mine', other.id)).statusCode).toBe(404);
    const pdf = await t.as(PARENT, { method: 'GET', url: `/api/observations/my-child/${CHILD}/card/pdf?language=en` });
    const { text } = pdfText(pdf.rawPayload);
    expect(text).toContain('counted to ten');
    expect(text).toContain('towers at home');
  });
});
