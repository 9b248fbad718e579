import { and, desc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInIndia } from '@portal/core';
import { outbox } from '@portal/kit';
import { studentAdmissions } from '@portal/mod-students/server';
import { startTestApp, type TestApp } from '@portal/server/testing';
import {
  CONSENT_CODE,
  CONSENT_CODE_DAY,
  CONSENT_MESSAGES,
  NOTICE_VERSIONS,
  type ConsentPurpose,
} from '../shared/constants.ts';
import { centreChildConsents, childConsents, purposeConsent } from '../shared/contracts.ts';
import { childrenWithout, hasConsent } from '../server/index.ts';
import { consentRecords } from '../server/schema.ts';
import { HEAD, OTHER_HEAD, PARENT, PARENT_2, TEACHER, childOf } from './support.ts';

let t: TestApp;
/** parent@'s child, and parent2@'s child (moved into the same class, so the two families share its gallery). */
let mine: { id: number; franchiseeId: number; classId: number };
let theirs: { id: number; franchiseeId: number; classId: number };

beforeAll(async () => {
  t = await startTestApp();
  mine = await childOf(t, PARENT);
  theirs = await childOf(t, PARENT_2);
  expect(theirs.franchiseeId).toBe(mine.franchiseeId);
  await t.db.db.update(studentAdmissions).set({ classId: mine.classId }).where(eq(studentAdmissions.id, theirs.id));
  theirs = { ...theirs, classId: mine.classId };
}, 120_000);
afterAll(() => t?.close());

const mineOf = async (email: string, language?: string) => {
  const res = await t.as(email, { method: 'GET', url: `/api/consents/mine${language ? `?language=${language}` : ''}` });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { children: unknown[]; mobileEnding: string | null };
  return { ...body, children: body.children.map((c) => childConsents.parse(c)) };
};
const stateOf = async (email: string, child: number, purpose: ConsentPurpose) =>
  (await mineOf(email)).children
    .find((c) => c.studentAdmissionId === child)!
    .consents.find((c) => c.purpose === purpose)!;

const decide = (
  email: string,
  child: number,
  purpose: ConsentPurpose,
  decision: 'GRANTED' | 'WITHDRAWN',
  verification: object = { by: 'ACCOUNT' },
) =>
  t.as(email, {
    method: 'POST',
    url: '/api/consents',
    payload: {
      studentAdmissionId: child,
      purpose,
      decision,
      noticeVersion: NOTICE_VERSIONS[purpose],
      language: 'hi',
      verification,
    },
  });

/** Asks for a code and reads it from the SMS queued to the mobile on record. */
async function askCode(email: string, child: number, purpose: ConsentPurpose, decision: 'GRANTED' | 'WITHDRAWN') {
  const res = await t.as(email, {
    method: 'POST',
    url: '/api/consents/code',
    payload: { studentAdmissionId: child, purpose, decision },
  });
  expect(res.statusCode, res.body).toBe(200);
  const [sms] = await t.db.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.channel, 'sms')))
    .orderBy(desc(outbox.id))
    .limit(1);
  expect(sms.recipient.endsWith(res.json().mobileEnding)).toBe(true);
  return { referenceId: res.json().referenceId as string, code: /\b(\d{6})\b/.exec(sms.body)![1] };
}

describe('parental consent', () => {
  it("shows a parent their child's purposes with each notice in the language asked", async () => {
    const en = await mineOf(PARENT);
    expect(en.children.map((c) => c.studentAdmissionId)).toEqual([mine.id]);
    expect(en.children[0].consents.map((c) => c.purpose)).toEqual([
      'CARE_MEDIA',
      'SHARED_PHOTOS',
      'MESSAGES',
      'MARKETING',
      'CCTV',
    ]);
    // The seeded family agreed to the care photos at admission and was never asked about the camera.
    expect(en.children[0].consents.find((c) => c.purpose === 'CARE_MEDIA')).toMatchObject({
      granted: true,
      verifiedBy: 'ACCOUNT',
    });
    expect(en.children[0].consents.find((c) => c.purpose === 'CCTV')).toMatchObject({ granted: false, decision: null });
    const hi = await mineOf(PARENT, 'hi');
    expect(hi.children[0].consents[0].notice.title).toMatch(/[\u0900-\u097F]/);
    expect(hi.children[0].consents[0].notice.version).toBe(NOTICE_VERSIONS.CARE_MEDIA);
    const ta = await mineOf(PARENT, 'ta');
    expect(ta.children[0].consents[0].notice.text).toMatch(/[\u0B80-\u0BFF]/);
  });

  it('records a “No” as the first answer: refused, never only “not decided”', async () => {
    const [family] = (await mineOf(PARENT_2)).children.filter((c) => c.studentAdmissionId === theirs.id);
    const open = family.consents.find((c) => c.decision === null);
    expect(open, 'a purpose the family has not answered').toBeDefined();
    const refused = await decide(PARENT_2, theirs.id, open!.purpose, 'WITHDRAWN');
    expect(refused.statusCode, refused.body).toBe(201);
    expect(await stateOf(PARENT_2, theirs.id, open!.purpose)).toMatchObject({ decision: 'WITHDRAWN', granted: false });
    expect(await hasConsent(await ctxOf(), theirs.id, open!.purpose)).toBe(false);
    const again = await decide(PARENT_2, theirs.id, open!.purpose, 'WITHDRAWN');
    expect(again.statusCode).toBe(409);
  });

  it('grants and withdraws by the signed-in account, each a new record, none edited', async () => {
    const before = await t.db.db.select().from(consentRecords).where(eq(consentRecords.studentAdmissionId, mine.id));
    const granted = await decide(PARENT, mine.id, 'CCTV', 'GRANTED');
    expect(granted.statusCode, granted.body).toBe(201);
    expect(purposeConsent.parse(granted.json())).toMatchObject({
      purpose: 'CCTV',
      granted: true,
      verifiedBy: 'ACCOUNT',
    });
    expect(await hasConsent({ ...(await ctxOf()) }, mine.id, 'CCTV')).toBe(true);
    // Deciding again what is decided is refused in words.
    const again = await decide(PARENT, mine.id, 'CCTV', 'GRANTED');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This consent is already given.');
    const withdrawn = await decide(PARENT, mine.id, 'CCTV', 'WITHDRAWN');
    expect(withdrawn.statusCode, withdrawn.body).toBe(201);
    expect(await stateOf(PARENT, mine.id, 'CCTV')).toMatchObject({ granted: false, decision: 'WITHDRAWN' });
    expect(await hasConsent(await ctxOf(), mine.id, 'CCTV')).toBe(false);
    const after = await t.db.db.select().from(consentRecords).where(eq(consentRecords.studentAdmissionId, mine.id));
    expect(after).toHaveLength(before.length + 2);
    // The rows posted before are as they were.
    for (const row of before) expect(after.find((a) => a.id === row.id)).toEqual(row);
    const posted = after.filter((a) => !before.some((b) => b.id === a.id));
    expect(posted.map((p) => [p.purpose, p.decision, p.language, p.noticeVersion])).toEqual([
      ['CCTV', 'GRANTED', 'hi', 1],
      ['CCTV', 'WITHDRAWN', 'hi', 1],
    ]);
    // The log is read only over the API: no create, change or removal.
    expect((await t.as(HEAD, { method: 'POST', url: '/api/consent-records', payload: {} })).statusCode).toBe(404);
    expect(
      (await t.as(HEAD, { method: 'PUT', url: `/api/consent-records/${posted[0].id}`, payload: {} })).statusCode,
    ).toBe(404);
  });

  it('refuses a notice version that is not the one in force, and bad input in words', async () => {
    const res = await t.as(PARENT, {
      method: 'POST',
      url: '/api/consents',
      payload: {
        studentAdmissionId: mine.id,
        purpose: 'CCTV',
        decision: 'GRANTED',
        noticeVersion: 99,
        language: 'en',
        verification: { by: 'ACCOUNT' },
      },
    });
    expect(res.statusCode).toBe(409);
    const bad = await t.as(PARENT, {
      method: 'POST',
      url: '/api/consents',
      payload: { studentAdmissionId: mine.id, purpose: 'PHOTOS', decision: 'MAYBE', noticeVersion: 1, language: 'fr' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBeTruthy();
  });

  it('verifies by a code to the mobile on record: a wrong code counts, the last wrong one voids it', async () => {
    const { referenceId, code } = await askCode(PARENT, mine.id, 'MARKETING', 'GRANTED');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = CONSENT_CODE.guesses - 1; left > 0; left--) {
      const res = await decide(PARENT, mine.id, 'MARKETING', 'GRANTED', { by: 'OTP', referenceId, code: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(`The code is not correct. ${left} ${left === 1 ? 'try' : 'tries'} left.`);
    }
    const last = await decide(PARENT, mine.id, 'MARKETING', 'GRANTED', { by: 'OTP', referenceId, code: wrong });
    expect(last.json().message).toBe('Too many wrong codes. Ask for a new one.');
    // Even the right code is no use now.
    const late = await decide(PARENT, mine.id, 'MARKETING', 'GRANTED', { by: 'OTP', referenceId, code });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('This code is no longer valid. Ask for a new one.');

    // A new code: it proves this decision only, and once.
    const fresh = await askCode(PARENT, mine.id, 'MARKETING', 'GRANTED');
    const other = await decide(PARENT, mine.id, 'CCTV', 'GRANTED', { by: 'OTP', ...fresh });
    expect(other.json().message).toBe('This code was sent for another consent. Ask for a new one.');
    const ok = await decide(PARENT, mine.id, 'MARKETING', 'GRANTED', { by: 'OTP', ...fresh });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ granted: true, verifiedBy: 'OTP' });
    const [row] = await t.db.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.studentAdmissionId, mine.id))
      .orderBy(desc(consentRecords.id))
      .limit(1);
    expect(row).toMatchObject({ purpose: 'MARKETING', verifiedBy: 'OTP' });
    expect(row.mobileEnding).toMatch(/^\d{4}$/);
    const reused = await decide(PARENT, mine.id, 'MARKETING', 'WITHDRAWN', { by: 'OTP', ...fresh });
    expect(reused.statusCode).toBe(400);
  });

  it('counts wrong guesses per account over the day: a new code brings no new guesses', async () => {
    const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');
    for (let n = 0; n < CONSENT_CODE_DAY.guesses / CONSENT_CODE.guesses; n++) {
      const { referenceId, code } = await askCode(PARENT_2, theirs.id, 'CCTV', 'GRANTED');
      for (let i = 0; i < CONSENT_CODE.guesses; i++) {
        const res = await decide(PARENT_2, theirs.id, 'CCTV', 'GRANTED', {
          by: 'OTP',
          referenceId,
          code: wrongFor(code),
        });
        expect(res.statusCode, res.body).toBe(400);
      }
    }
    const fresh = await askCode(PARENT_2, theirs.id, 'CCTV', 'GRANTED');
    const refused = await decide(PARENT_2, theirs.id, 'CCTV', 'GRANTED', { by: 'OTP', ...fresh });
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json().message).toBe(CONSENT_MESSAGES.guessesUsedUp);
    expect((await stateOf(PARENT_2, theirs.id, 'CCTV')).granted).toBe(false);
  });

  it("keeps another family's consents out of reach: 404 on reading and deciding", async () => {
    expect((await mineOf(PARENT)).children.map((c) => c.studentAdmissionId)).not.toContain(theirs.id);
    const write = await decide(PARENT, theirs.id, 'MARKETING', 'GRANTED');
    expect(write.statusCode).toBe(404);
    const code = await t.as(PARENT, {
      method: 'POST',
      url: '/api/consents/code',
      payload: { studentAdmissionId: theirs.id, purpose: 'MARKETING', decision: 'GRANTED' },
    });
    expect(code.statusCode).toBe(404);
    const log = await t.as(PARENT, { method: 'GET', url: `/api/consent-records?studentAdmissionId=${theirs.id}` });
    expect([403, 404]).toContain(log.statusCode);
    // Staff do not decide for a family.
    expect((await decide(HEAD, mine.id, 'MARKETING', 'WITHDRAWN')).statusCode).toBe(403);
    expect((await decide(TEACHER, mine.id, 'MARKETING', 'WITHDRAWN')).statusCode).toBe(403);
  });

  it("shows the centre's heads each child's status, paged and searched, and as CSV; no one else", async () => {
    const page = await t.as(HEAD, { method: 'GET', url: '/api/consents/centre?pageSize=5' });
    expect(page.statusCode, page.body).toBe(200);
    const body = page.json();
    expect(body.rows.length).toBeLessThanOrEqual(5);
    expect(body.count).toBeGreaterThan(1);
    for (const r of body.rows) centreChildConsents.parse(r);
    const all = await t.as(HEAD, { method: 'GET', url: `/api/consents/centre?pageSize=200` });
    const row = all.json().rows.find((r: { studentAdmissionId: number }) => r.studentAdmissionId === mine.id);
    expect(row.status).toMatchObject({ CARE_MEDIA: 'GRANTED', CCTV: 'WITHDRAWN' });
    const found = await t.as(HEAD, {
      method: 'GET',
      url: `/api/consents/centre?search=${encodeURIComponent(row.childName)}`,
    });
    expect(found.json().rows.map((r: { studentAdmissionId: number }) => r.studentAdmissionId)).toContain(mine.id);
    const csv = await t.as(HEAD, { method: 'GET', url: '/api/consents/centre/export' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Class and gallery photos other families see');
    expect(csv.body).toContain(row.childName);
    // Another centre's head asking for this centre: refused; a teacher or a parent has no such screen.
    const other = await t.as(OTHER_HEAD, {
      method: 'GET',
      url: `/api/consents/centre?franchiseeId=${mine.franchiseeId}`,
    });
    expect([403, 404]).toContain(other.statusCode);
    expect((await t.as(TEACHER, { method: 'GET', url: '/api/consents/centre' })).statusCode).toBe(403);
    expect((await t.as(PARENT, { method: 'GET', url: '/api/consents/centre' })).statusCode).toBe(403);
  });

  it('answers other modules: the children without a consent, never given or withdrawn', async () => {
    const ctx = await ctxOf();
    // Marketing goes only to families who agree: parent@ agreed by code above; a withdrawal takes them out at once.
    expect(await hasConsent(ctx, mine.id, 'MARKETING')).toBe(true);
    expect((await decide(PARENT, mine.id, 'MARKETING', 'WITHDRAWN')).statusCode).toBe(201);
    expect(await childrenWithout(ctx, [mine.id], 'MARKETING')).toEqual([mine.id]);
    expect(await childrenWithout(ctx, [mine.id, theirs.id], 'CARE_MEDIA')).toEqual([]);
    expect(await childrenWithout(ctx, [mine.id, theirs.id, 2_000_000_000], 'CCTV')).toEqual(
      expect.arrayContaining([mine.id, 2_000_000_000]),
    );
  });
});

describe('a withdrawal in the gallery', () => {
  it("hides the child's photo from another family at once, not from the child's own parents or staff", async () => {
    const album = await t.as(HEAD, {
      method: 'POST',
      url: '/api/photo-albums',
      payload: {
        franchiseeId: mine.franchiseeId,
        classId: mine.classId,
        title: 'Rangoli day',
        eventDate: todayInIndia(),
      },
    });
    expect(album.statusCode, album.body).toBe(201);
    const albumId = album.json().id as number;
    const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#e07' } })
      .jpeg()
      .toBuffer();
    const upload = async (children: string) => {
      const form = new FormData();
      form.append('children', children);
      form.append('file', new Blob([new Uint8Array(bytes)]), 'rangoli.jpg');
      const request = new Request('http://localhost/', { method: 'POST', body: form });
      return t.as(TEACHER, {
        method: 'POST',
        url: `/api/photogallary/albums/${albumId}/photos`,
        payload: Buffer.from(await request.arrayBuffer()),
        headers: { 'content-type': request.headers.get('content-type')! },
      });
    };
    // A child of another class cannot be named in the photo.
    const stranger = await upload('2000000000');
    expect(stranger.statusCode).toBe(400);
    expect((await upload('12,x')).statusCode).toBe(400);
    const res = await upload(String(mine.id));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().children).toEqual([mine.id]);
    const photoId = res.json().id as number;
    const photosSeen = async (email: string, child: number) => {
      const view = await t.as(email, { method: 'GET', url: `/api/gallery/student-view/${child}` });
      expect(view.statusCode, view.body).toBe(200);
      return (view.json().albums as { id: number; photos: { id: number }[] }[])
        .find((a) => a.id === albumId)!
        .photos.map((p) => p.id);
    };
    const full = (email: string) => t.as(email, { method: 'GET', url: `/api/gallery/photos/${photoId}/full` });

    // While the family agrees, the other family of the class sees their child in the photo.
    expect(await photosSeen(PARENT_2, theirs.id)).toContain(photoId);
    expect((await full(PARENT_2)).statusCode).toBe(200);

    expect((await decide(PARENT, mine.id, 'SHARED_PHOTOS', 'WITHDRAWN')).statusCode).toBe(201);
    expect(await photosSeen(PARENT_2, theirs.id)).not.toContain(photoId);
    expect((await full(PARENT_2)).statusCode).toBe(404);
    const album2 = await t.as(PARENT_2, { method: 'GET', url: `/api/gallery/albums/${albumId}` });
    expect(album2.json().photos.map((p: { id: number }) => p.id)).not.toContain(photoId);
    const listed = await t.as(PARENT_2, { method: 'GET', url: '/api/gallery/albums' });
    expect(listed.json().albums.find((a: { id: number }) => a.id === albumId).photoCount).toBe(0);
    // Staff see it, and the class's children to name in the next photos.
    const staffView = await t.as(TEACHER, { method: 'GET', url: `/api/gallery/albums/${albumId}` });
    expect(staffView.json().photos.map((p: { id: number }) => p.id)).toContain(photoId);
    expect(staffView.json().classChildren.map((c: { studentAdmissionId: number }) => c.studentAdmissionId)).toEqual(
      expect.arrayContaining([mine.id, theirs.id]),
    );
    expect(album2.json().classChildren).toBeUndefined();
    // Their own parents and the class's teacher still see it.
    expect(await photosSeen(PARENT, mine.id)).toContain(photoId);
    expect((await full(PARENT)).statusCode).toBe(200);
    expect(await photosSeen(TEACHER, mine.id)).toContain(photoId);

    // A new grant shows it again.
    expect((await decide(PARENT, mine.id, 'SHARED_PHOTOS', 'GRANTED')).statusCode).toBe(201);
    expect(await photosSeen(PARENT_2, theirs.id)).toContain(photoId);

    // Naming the children later works the same way, and only for the album's class.
    const retag = await t.as(TEACHER, {
      method: 'PUT',
      url: `/api/photogallary/photos/${photoId}/children`,
      payload: { children: [theirs.id] },
    });
    expect(retag.statusCode, retag.body).toBe(200);
  });

  it("answers a child's gallery to its parents, its class's teachers and the centre's heads only", async () => {
    // A child of a class teacher@ does not teach.
    const untaught = (await t.db.db.execute(
      sql`select a.id from student_admissions a where a.franchisee_id = ${mine.franchiseeId}
          and a.class_id not in (select class_id from class_teachers where user_id =
            (select id from admin_users where email = ${TEACHER})) order by a.id limit 1`,
    )) as unknown as { rows: { id: number }[] };
    const elsewhere = Number(untaught.rows[0].id);
    const view = (email: string, child: number) =>
      t.as(email, { method: 'GET', url: `/api/gallery/student-view/${child}` });
    expect((await view(PARENT, theirs.id)).statusCode).toBe(404);
    expect((await view(HEAD, theirs.id)).statusCode).toBe(200);
    expect((await view(OTHER_HEAD, theirs.id)).statusCode).toBe(404);
    expect((await view(TEACHER, mine.id)).statusCode).toBe(200);
    expect((await view(TEACHER, elsewhere)).statusCode).toBe(404);
    expect((await view(HEAD, elsewhere)).statusCode).toBe(200);
  });
});

/** A context as a head office job sees the centre: what another module's service is called with. */
async function ctxOf() {
  const { anonymousContext, everyFranchiseeContext } = await import('@portal/kit');
  return everyFranchiseeContext(anonymousContext(t.db.db));
}
