import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academicYearRange, currentAcademicYear, todayInIndia } from '@portal/core';
import { anonymousContext, everyFranchiseeContext, figure } from '@portal/kit';
import { classTeachers } from '@portal/mod-academics/server';
import { consentRecords } from '@portal/mod-consent/server';
import { classes } from '@portal/mod-org/server';
import { studentAdmissions } from '@portal/mod-students/server';
import { adminUsers } from '@portal/mod-users/server';
import { fileForm, pdfText, startTestApp, type TestApp } from '@portal/server/testing';
import { childPortfolio, classCoverage, hpcPartB, myChildPortfolio, networkCoverage } from '../shared/contracts.ts';
import { competenciesOfBand } from '../shared/framework.ts';
import { OBSERVATION_COVERAGE } from '../shared/figures.ts';

const TEACHER = 'teacher@demo.school';
const OTHER_CLASS_TEACHER = 'teacher2@demo.school';
const PARENT = 'parent@demo.school';
const CENTRE_A = 'franchisee-a@demo.school';
const CENTRE_B = 'franchisee-b@demo.school';
const HEAD_OFFICE = 'trainer@demo.school';
/** The parent's child, Aarav, in teacher@'s Nursery class (3-4). */
const CHILD = 1;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** A competency of the environment goal for 3-4, a goal the demo leaves with nothing recorded. */
const ENVIRONMENT = competenciesOfBand('3-4').find((c) => c.goal === 'CG-6')!.code;

describe('observations', () => {
  let t: TestApp;
  let classmate: number;
  let nursery: number;
  let lkgChild: number;

  const record = (email: string, body: object) =>
    t.as(email, { method: 'POST', url: '/api/observations/record', payload: body });
  const get = (email: string, url: string) => t.as(email, { method: 'GET', url });

  beforeAll(async () => {
    t = await startTestApp();
    const [aarav] = await t.db.db.select().from(studentAdmissions).where(eq(studentAdmissions.id, CHILD));
    nursery = aarav.classId;
    const [other] = await t.db.db
      .select()
      .from(studentAdmissions)
      .where(and(eq(studentAdmissions.classId, nursery), eq(studentAdmissions.franchiseeId, aarav.franchiseeId)));
    classmate = [other]
      .concat(await t.db.db.select().from(studentAdmissions).where(eq(studentAdmissions.classId, nursery)))
      .find((a) => a.id !== CHILD && a.franchiseeId === aarav.franchiseeId)!.id;
    // teacher2@ teaches LKG at the same centre from now on: another class of the same centre.
    const [lkg] = await t.db.db.select().from(classes).where(eq(classes.name, 'LKG'));
    const [teacher2] = await t.db.db.select().from(adminUsers).where(eq(adminUsers.email, OTHER_CLASS_TEACHER));
    await t.db.db.update(classTeachers).set({ classId: lkg.id }).where(eq(classTeachers.userId, teacher2.id));
    const [lkgAdmission] = await t.db.db
      .select()
      .from(studentAdmissions)
      .where(and(eq(studentAdmissions.classId, lkg.id), eq(studentAdmissions.franchiseeId, aarav.franchiseeId)));
    lkgChild = lkgAdmission.id;
  });
  afterAll(() => t.close());

  it('refuses in words, on the competency, a competency of another age band than the child’s', async () => {
    const res = await record(TEACHER, {
      studentAdmissionIds: [CHILD, classmate],
      competency: 'C-8.5',
      level: 'beginner',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      competency: 'C-8.5 is observed for Balvatika (5-6); this child is in Age 3-4.',
    });
    const unknown = await record(TEACHER, { studentAdmissionIds: [CHILD], competency: 'C-99.1', level: 'beginner' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors.competency).toMatch(/no competency C-99.1/);
  });

  it('records one observation of several children at once, once per Idempotency-Key', async () => {
    const body = { studentAdmissionIds: [CHILD, classmate], competency: 'C-1.2', level: 'progressing', note: 'Hands' };
    const headers = { 'idempotency-key': 'obs-once-1' };
    const first = await t.as(TEACHER, { method: 'POST', url: '/api/observations/record', payload: body, headers });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().count).toBe(2);
    const again = await t.as(TEACHER, { method: 'POST', url: '/api/observations/record', payload: body, headers });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().ids).toEqual(first.json().ids);
  });

  it('never counts "not yet observed" as Beginner in the coverage map, the suggestion or the family view', async () => {
    const state = async () =>
      classCoverage.response
        .parse((await get(TEACHER, `/api/observations/coverage?classId=${nursery}`)).json())
        .children.find((c) => c.studentAdmissionId === CHILD)!.goals['CG-6'];
    expect(await state()).toBe('none');
    const notYet = await record(TEACHER, {
      studentAdmissionIds: [CHILD],
      competency: ENVIRONMENT,
      level: 'notYetObserved',
    });
    expect(notYet.statusCode, notYet.body).toBe(201);
    expect(await state()).toBe('notYetObserved');
    const portfolio = childPortfolio.response.parse(
      (await get(TEACHER, `/api/observations/portfolio/${CHILD}`)).json(),
    );
    const cg6 = portfolio.goals.find((g) => g.goal === 'CG-6')!.competencies[0];
    expect(cg6.suggested).toBe('notYetObserved');
    const family = myChildPortfolio.response.parse((await get(PARENT, `/api/observations/my-child/${CHILD}`)).json());
    expect([...family.strengths, ...family.nextSteps].map((l) => l.competency)).not.toContain(ENVIRONMENT);

    await record(TEACHER, { studentAdmissionIds: [CHILD], competency: ENVIRONMENT, level: 'beginner' });
    expect(await state()).toBe('evidence');
    const after = myChildPortfolio.response.parse((await get(PARENT, `/api/observations/my-child/${CHILD}`)).json());
    expect(after.nextSteps.map((l) => l.competency)).toContain(ENVIRONMENT);
  });

  it('keeps a teacher of another class of the centre out of the class’s children, to record and to read', async () => {
    const res = await record(OTHER_CLASS_TEACHER, {
      studentAdmissionIds: [CHILD],
      competency: 'C-1.2',
      level: 'beginner',
    });
    expect(res.statusCode).toBe(404);
    expect((await get(OTHER_CLASS_TEACHER, `/api/observations/portfolio/${CHILD}`)).statusCode).toBe(404);
    expect((await get(OTHER_CLASS_TEACHER, `/api/observations/coverage?classId=${nursery}`)).statusCode).toBe(404);
    const list = (await get(OTHER_CLASS_TEACHER, '/api/observations?pageSize=100')).json();
    expect(list.rows.some((r: { classId: number }) => r.classId === nursery)).toBe(false);
    // Their own class they observe: an LKG child is 4-5.
    const own = await record(OTHER_CLASS_TEACHER, {
      studentAdmissionIds: [lkgChild],
      competency: competenciesOfBand('4-5')[0].code,
      level: 'proficient',
    });
    expect(own.statusCode, own.body).toBe(201);
    // Another centre reaches neither.
    expect((await get(CENTRE_B, `/api/observations/portfolio/${CHILD}`)).statusCode).toBe(404);
    expect(
      (await record(CENTRE_B, { studentAdmissionIds: [CHILD], competency: 'C-1.2', level: 'beginner' })).statusCode,
    ).toBe(404);
  });

  it('shows a parent only their own child, as strengths and next steps without a level or band', async () => {
    const mine = await get(PARENT, `/api/observations/my-child/${CHILD}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.body).not.toMatch(/proficient|progressing|beginner|notYetObserved|"level"|"band"|3-4/);
    const body = myChildPortfolio.response.parse(mine.json());
    expect(body.strengths.length + body.nextSteps.length).toBeGreaterThan(0);
    expect((await get(PARENT, `/api/observations/my-child/${classmate}`)).statusCode).toBe(404);
    expect((await get(PARENT, `/api/observations/portfolio/${CHILD}`)).statusCode).toBe(403);
    expect((await get(PARENT, '/api/observations')).statusCode).toBe(403);
    expect(
      (await record(PARENT, { studentAdmissionIds: [CHILD], competency: 'C-1.2', level: 'beginner' })).statusCode,
    ).toBe(403);
  });

  it('shows a family a photo of several children only while the other families consent to shared photos', async () => {
    const upload = await t.as(TEACHER, { method: 'POST', url: '/api/files', ...(await fileForm(PNG, 'play.png')) });
    const fileId = String(upload.json().id);
    const res = await record(TEACHER, {
      studentAdmissionIds: [CHILD, classmate],
      competency: 'C-1.2',
      level: 'proficient',
      fileId,
    });
    expect(res.statusCode, res.body).toBe(201);
    const photos = async () =>
      myChildPortfolio.response
        .parse((await get(PARENT, `/api/observations/my-child/${CHILD}`)).json())
        .photos.map((p) => p.fileId);
    const decide = async (decision: 'GRANTED' | 'WITHDRAWN') => {
      const [centre] = await t.db.db.select().from(adminUsers).where(eq(adminUsers.email, CENTRE_A));
      await t.db.db.insert(consentRecords).values({
        franchiseeId: 2,
        studentAdmissionId: classmate,
        purpose: 'SHARED_PHOTOS',
        decision,
        noticeVersion: 1,
        language: 'en',
        verifiedBy: 'ACCOUNT',
        decidedBy: centre.id,
      });
    };
    await decide('GRANTED');
    expect(await photos()).toContain(fileId);
    expect((await get(PARENT, `/api/files/${fileId}`)).statusCode).toBe(200);
    await decide('WITHDRAWN');
    expect(await photos()).not.toContain(fileId);
    expect((await get(PARENT, `/api/files/${fileId}`)).statusCode).toBe(404);
    // The class's teacher still sees it.
    expect((await get(TEACHER, `/api/files/${fileId}`)).statusCode).toBe(200);
  });

  it('gives head office the coverage per goal per centre without any child, and the figure', async () => {
    const res = await get(HEAD_OFFICE, '/api/observations/network-coverage');
    expect(res.statusCode, res.body).toBe(200);
    const body = networkCoverage.response.parse(res.json());
    const centreA = body.centres.find((c) => c.franchiseeId === 2)!;
    expect(centreA.goals['CG-1']).toBeGreaterThan(0);
    // This term's observations per child per week, and no card published yet: counts, never a child.
    expect(centreA.perChildPerWeek).toBeGreaterThan(0);
    expect(centreA.cardsPublished).toBe(0);
    expect(res.body).not.toMatch(/Aarav|Ananya|studentAdmissionId/);
    expect((await get(CENTRE_A, '/api/observations/network-coverage')).statusCode).toBe(403);
    const ctx = everyFranchiseeContext(anonymousContext(t.db.db));
    const period = { from: academicYearRange(currentAcademicYear()).from, to: todayInIndia() };
    const value = await figure(ctx, OBSERVATION_COVERAGE, { franchiseeId: 2 }, period);
    expect(value.value).toBeGreaterThan(0);
    expect(value.value).toBeLessThan(100);
  });

  it('draws the progress card draft with every competency of the child band, for the class teachers only', async () => {
    const res = await t.as(TEACHER, { method: 'GET', url: `/api/observations/hpc/${CHILD}/pdf` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const { text } = pdfText(res.rawPayload);
    for (const c of competenciesOfBand('3-4')) expect(text, c.code).toContain(c.code);
    // A Balvatika-only competency is not on a 3-4 child's card.
    expect(text).not.toContain('C-8.5');
    const hindi = await t.as(TEACHER, { method: 'GET', url: `/api/observations/hpc/${CHILD}/pdf?language=hi` });
    expect(hindi.statusCode).toBe(200);
    expect(pdfText(hindi.rawPayload).text).toContain('C-1.2');
    expect((await get(OTHER_CLASS_TEACHER, `/api/observations/hpc/${CHILD}/pdf`)).statusCode).toBe(404);
    expect((await get(PARENT, `/api/observations/hpc/${CHILD}/pdf`)).statusCode).toBe(403);
  });

  it('confirms a part B level without evidence only with a reason, and keeps "not yet observed" apart', async () => {
    // The demo leaves the environment goal with nothing, and only Aarav was observed in it above.
    const bare = { code: ENVIRONMENT };
    const card = async () => hpcPartB.response.parse((await get(TEACHER, `/api/observations/hpc/${classmate}`)).json());
    const before = (await card()).rows.find((r) => r.competency === bare.code)!;
    expect(before).toMatchObject({ suggested: 'notYetObserved', evidence: 0, confirmed: null });
    expect((await card()).rows.map((r) => r.competency)).toEqual(competenciesOfBand('3-4').map((c) => c.code));
    const confirm = (levels: object[], email = TEACHER) =>
      t.as(email, { method: 'PUT', url: `/api/observations/hpc/${classmate}/levels`, payload: { levels } });
    const refused = await confirm([{ competency: bare.code, level: 'progressing' }]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors.reason).toMatch(new RegExp(`^${bare.code} has no observation this term`));
    expect((await card()).rows.find((r) => r.competency === bare.code)!.confirmed).toBeNull();
    // "Not yet observed" needs no reason; a level with evidence neither; another band's competency is refused.
    expect((await confirm([{ competency: bare.code, level: 'notYetObserved' }])).statusCode).toBe(200);
    expect((await confirm([{ competency: 'C-1.2', level: 'proficient' }])).statusCode).toBe(200);
    expect((await confirm([{ competency: 'C-8.5', level: 'proficient' }])).json().fieldErrors.competency).toMatch(
      /Balvatika/,
    );
    const reasoned = await confirm([{ competency: bare.code, level: 'progressing', reason: 'Seen at home visit' }]);
    expect(reasoned.statusCode, reasoned.body).toBe(200);
    expect(hpcPartB.response.parse(reasoned.json()).rows.find((r) => r.competency === bare.code)).toMatchObject({
      confirmed: 'progressing',
      reason: 'Seen at home visit',
      suggested: 'notYetObserved',
    });
    expect((await confirm([{ competency: 'C-1.2', level: 'beginner' }], OTHER_CLASS_TEACHER)).statusCode).toBe(404);
    expect((await confirm([{ competency: 'C-1.2', level: 'beginner' }], PARENT)).statusCode).toBe(403);
    expect((await get(PARENT, `/api/observations/hpc/${classmate}`)).statusCode).toBe(403);
  });
});
