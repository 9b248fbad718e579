import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classTeachers } from '@portal/mod-academics/server';
import { classes } from '@portal/mod-org/server';
import { studentAdmissions } from '@portal/mod-students/server';
import { adminUsers } from '@portal/mod-users/server';
import { fileForm, startTestApp, type TestApp } from '@portal/server/testing';
import { childPortfolio, classHomePhotos, myChildHomePhotos, myChildPortfolio } from '../shared/contracts.ts';
import { competenciesOfBand } from '../shared/framework.ts';

const TEACHER = 'teacher@demo.school';
const OTHER_CLASS_TEACHER = 'teacher2@demo.school';
const PARENT = 'parent@demo.school';
const CENTRE_B = 'franchisee-b@demo.school';
/** The parent's child, Aarav, in teacher@'s Nursery class (3-4). */
const CHILD = 1;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('home activities: each next step with an activity, a family’s photo the teacher may take as evidence', () => {
  let t: TestApp;
  let classmate: number;
  let nextStep: string;
  let strength: string;
  const home = (id: number) => `/api/observations/my-child/${id}/home-activities`;
  const get = (email: string, url: string) => t.as(email, { method: 'GET', url });
  const upload = async (email: string, file: Buffer | string = PNG, name = 'home.png') =>
    String((await t.as(email, { method: 'POST', url: '/api/files', ...(await fileForm(file, name)) })).json().id);
  const send = (body: object, id = CHILD, email = PARENT) =>
    t.as(email, { method: 'POST', url: home(id), payload: body });

  beforeAll(async () => {
    t = await startTestApp();
    const [aarav] = await t.db.db.select().from(studentAdmissions).where(eq(studentAdmissions.id, CHILD));
    const [other] = await t.db.db
      .select()
      .from(studentAdmissions)
      .where(and(eq(studentAdmissions.classId, aarav.classId), ne(studentAdmissions.id, CHILD)));
    classmate = other.id;
    // teacher2@ teaches LKG at the same centre: another class of the same centre.
    const [lkg] = await t.db.db.select().from(classes).where(eq(classes.name, 'LKG'));
    const [teacher2] = await t.db.db.select().from(adminUsers).where(eq(adminUsers.email, OTHER_CLASS_TEACHER));
    await t.db.db.update(classTeachers).set({ classId: lkg.id }).where(eq(classTeachers.userId, teacher2.id));
    const family = myChildPortfolio.response.parse((await get(PARENT, `/api/observations/my-child/${CHILD}`)).json());
    nextStep = family.nextSteps[0].competency;
    strength = family.strengths[0].competency;
  });
  afterAll(() => t.close());

  it('gives every next step an activity for home this week in the four languages, never a level', async () => {
    const res = await get(PARENT, `/api/observations/my-child/${CHILD}`);
    const family = myChildPortfolio.response.parse(res.json());
    expect(family.nextSteps.length).toBeGreaterThan(0);
    for (const step of family.nextSteps)
      for (const lang of ['en', 'hi', 'kn', 'ta'] as const) expect(step.activity[lang], step.competency).toBeTruthy();
    expect(res.body).not.toMatch(/proficient|progressing|beginner|"level"|"band"/);
    const photos = myChildHomePhotos.response.parse((await get(PARENT, home(CHILD))).json());
    expect(new Date(`${photos.week}T00:00:00Z`).getUTCDay()).toBe(1);
  });

  it('takes a family’s photo of a next step’s activity only, refusing in words anything else', async () => {
    const fileId = await upload(PARENT);
    const notNext = await send({ competency: strength, fileId });
    expect(notNext.statusCode).toBe(400);
    expect(notNext.json().fieldErrors.competency).toMatch(new RegExp(`^${strength} is not one of the child’s next`));
    const otherBand = await send({ competency: 'C-8.5', fileId });
    expect(otherBand.json().fieldErrors.competency).toMatch(/Balvatika/);
    const pdf = await upload(PARENT, '%PDF-1.4\n%%EOF\n', 'home.pdf');
    expect((await send({ competency: nextStep, fileId: pdf })).json().fieldErrors.fileId).toMatch(/JPEG, PNG or WebP/);
    expect((await send({ competency: nextStep, fileId }, classmate)).statusCode).toBe(404);
    expect((await send({ competency: nextStep, fileId }, CHILD, TEACHER)).statusCode).toBe(403);

    const sent = await send({ competency: nextStep, fileId, note: 'We sang it at bath time' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(myChildHomePhotos.response.parse(sent.json()).photos[0]).toMatchObject({
      competency: nextStep,
      fileId,
      state: 'sent',
    });
  });

  it('lets the class’s teacher take it as evidence once: an observation with the photo in the portfolio', async () => {
    const fileId = await upload(PARENT);
    await send({ competency: nextStep, fileId });
    const waiting = classHomePhotos.response.parse((await get(TEACHER, '/api/observations/home-activities')).json());
    const photo = waiting.photos.find((p) => p.fileId === fileId)!;
    expect(photo).toMatchObject({ studentAdmissionId: CHILD, competency: nextStep });
    expect((await get(TEACHER, `/api/files/${fileId}`)).statusCode).toBe(200);
    // Another class's teacher, another centre and the family neither see nor decide it.
    expect((await get(OTHER_CLASS_TEACHER, `/api/files/${fileId}`)).statusCode).toBe(404);
    const accept = (email: string, body: object) =>
      t.as(email, { method: 'POST', url: `/api/observations/home-activities/${photo.id}/accept`, payload: body });
    expect((await accept(OTHER_CLASS_TEACHER, { level: 'progressing' })).statusCode).toBe(404);
    expect((await accept(CENTRE_B, { level: 'progressing' })).statusCode).toBe(404);
    expect((await accept(PARENT, { level: 'progressing' })).statusCode).toBe(403);
    const noLevel = await accept(TEACHER, { level: 'notYetObserved' });
    expect(noLevel.json().fieldErrors.level).toMatch(/how much help/);

    const accepted = await accept(TEACHER, { level: 'proficient' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ state: 'accepted', observationId: expect.any(Number) });
    expect((await accept(TEACHER, { level: 'proficient' })).statusCode).toBe(409);
    const portfolio = childPortfolio.response.parse(
      (await get(TEACHER, `/api/observations/portfolio/${CHILD}`)).json(),
    );
    const entry = portfolio.goals
      .flatMap((g) => g.competencies)
      .flatMap((c) => c.entries)
      .find((e) => e.id === accepted.json().observationId)!;
    expect(entry).toMatchObject({ competency: nextStep, level: 'proficient', fileId, fromHome: true });
    const family = myChildPortfolio.response.parse((await get(PARENT, `/api/observations/my-child/${CHILD}`)).json());
    expect(family.photos.map((p) => p.fileId)).toContain(fileId);
    const mine = myChildHomePhotos.response.parse((await get(PARENT, home(CHILD))).json());
    expect(mine.photos.find((p) => p.fileId === fileId)!.state).toBe('accepted');
    const after = classHomePhotos.response.parse((await get(TEACHER, '/api/observations/home-activities')).json());
    expect(after.photos.map((p) => p.id)).not.toContain(photo.id);
  });

  it('keeps a photo set aside out of the evidence, with the family', async () => {
    const fileId = await upload(PARENT);
    // The photo accepted above may have made its competency a strength: a next step of now.
    const family = myChildPortfolio.response.parse((await get(PARENT, `/api/observations/my-child/${CHILD}`)).json());
    nextStep = family.nextSteps[0].competency;
    expect((await send({ competency: nextStep, fileId })).statusCode).toBe(201);
    const waiting = classHomePhotos.response.parse((await get(TEACHER, '/api/observations/home-activities')).json());
    const photo = waiting.photos.find((p) => p.fileId === fileId)!;
    const declined = await t.as(TEACHER, {
      method: 'POST',
      url: `/api/observations/home-activities/${photo.id}/decline`,
    });
    expect(declined.json()).toMatchObject({ state: 'declined', observationId: null });
    const portfolio = childPortfolio.response.parse(
      (await get(TEACHER, `/api/observations/portfolio/${CHILD}`)).json(),
    );
    const files = portfolio.goals.flatMap((g) => g.competencies).flatMap((c) => c.entries.map((e) => e.fileId));
    expect(files).not.toContain(fileId);
    expect((await get(PARENT, `/api/files/${fileId}`)).statusCode).toBe(200);
    expect(competenciesOfBand('3-4').some((c) => c.code === nextStep)).toBe(true);
  });
});
