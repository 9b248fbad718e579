import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, SEND_REFUSALS } from '@portal/kit';
import { consentRecords } from '@portal/mod-consent/server';
import { dayPickups } from '@portal/mod-day/server';
import { adminUsers, MOBILE_HAS_LOGIN, userRoles } from '@portal/mod-users/server';
import { DEMO_PASSWORD, fileForm, startTestApp, type TestApp } from '@portal/server/testing';
import { roles } from '@portal/mod-system/server';
import { FAMILY_MESSAGES, INVITE_CODE_TRIES, INVITE_SENDS_PER_DAY } from '../shared/constants.ts';
import { circleMember, memberChildToday } from '../shared/contracts.ts';
import { photoAlbums, photos } from '@portal/mod-communication/server';
import { familyMembers } from '../server/schema.ts';
import { OTHER_HEAD, PARENT, PARENT_2, PNG, TEACHER } from './support.ts';
import { asMember, childOf, codeIn, confirm, invite, joined, lastText, signInByCode } from './support.ts';

let t: TestApp;
let child: number;
let otherChild: number;
let centre: number;
let parentId: number;
let familyRole: number;

beforeAll(async () => {
  t = await startTestApp();
  child = await childOf(t, PARENT);
  otherChild = await childOf(t, PARENT_2);
  const [parent] = await t.db.db.select().from(adminUsers).where(eq(adminUsers.email, PARENT));
  centre = parent.franchiseeId!;
  parentId = parent.id;
  [{ id: familyRole }] = await t.db.db.select({ id: roles.id }).from(roles).where(eq(roles.role, 'FAMILY_MEMBER'));
  // The child is in today, with a photo of the day.
  const inRes = await t.as(TEACHER, {
    method: 'POST',
    url: '/api/day/roster/check-in',
    payload: { studentAdmissionId: child },
  });
  expect(inRes.statusCode, inRes.body).toBe(200);
  const upload = await t.as(TEACHER, { method: 'POST', url: '/api/files', ...(await fileForm(PNG, 'garden.png')) });
  expect(upload.statusCode, upload.body).toBe(201);
  const photo = await t.as(TEACHER, {
    method: 'POST',
    url: '/api/day/care-events',
    payload: { studentAdmissionId: child, kind: 'PHOTO', fileId: upload.json().id },
  });
  expect(photo.statusCode, photo.body).toBe(201);
}, 120_000);
afterAll(() => t?.close());

describe('inviting into the family circle', () => {
  it('needs the code the mobile received: the member is only invited until it is typed back', async () => {
    const res = await invite(t, '7012000001');
    expect(res.statusCode, res.body).toBe(201);
    const member = circleMember.parse(res.json());
    expect(member).toMatchObject({ status: 'INVITED', studentAdmissionId: child, mobile: '7012000001' });
    expect(codeIn(await lastText(t, '7012000001'))).toMatch(/^\d{6}$/);
    // No login exists before the code comes back: the OTP sign-in knows no such account.
    const [login] = await t.db.db.select().from(adminUsers).where(eq(adminUsers.mobile, '7012000001'));
    expect(login).toBeUndefined();
    const circle = await t.as(PARENT, { method: 'GET', url: '/api/family/members' });
    expect(circle.statusCode, circle.body).toBe(200);
    expect(circle.json().members.map((m: { id: number }) => m.id)).toContain(member.id);
  });

  it('refuses a wrong code in words, counts the tries and ends the code at the limit', async () => {
    const res = await invite(t, '7012000002');
    const id = res.json().id as number;
    const right = codeIn(await lastText(t, '7012000002'));
    const wrong = right === '000000' ? '111111' : '000000';
    const first = await confirm(t, id, wrong);
    expect(first.statusCode).toBe(400);
    expect(first.json().message).toBe(FAMILY_MESSAGES.wrongCode(INVITE_CODE_TRIES - 1));
    // The other tries at once: each is counted by the database, so exactly the limit is used.
    const rest = await Promise.all(Array.from({ length: INVITE_CODE_TRIES + 2 }, () => confirm(t, id, wrong)));
    expect(rest.filter((r) => r.statusCode === 400)).toHaveLength(INVITE_CODE_TRIES - 2);
    expect(rest.filter((r) => r.statusCode === 429).length).toBe(4);
    // Even the right code is refused now.
    const late = await confirm(t, id, right);
    expect(late.statusCode).toBe(429);
    expect(late.json().message).toBe(FAMILY_MESSAGES.codeUsedUp);
    // A new code brings no new tries: they are counted per invited mobile for the day, not per code.
    const again = await t.as(PARENT, { method: 'POST', url: `/api/family/members/${id}/resend` });
    expect(again.statusCode, again.body).toBe(200);
    const fresh = await confirm(t, id, codeIn(await lastText(t, '7012000002')));
    expect(fresh.statusCode, fresh.body).toBe(429);
    expect(fresh.json().message).toBe(FAMILY_MESSAGES.codeUsedUp);
    const [row] = await t.db.db.select().from(familyMembers).where(eq(familyMembers.id, id));
    expect(row.status).toBe('INVITED');
  });

  it('sends at most three codes a day to one mobile, however many resends are asked at once', async () => {
    const mobile = '7012000004';
    const res = await invite(t, mobile, 'Kamala Rao', PARENT_2);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as number;
    const resends = await Promise.all(
      Array.from({ length: 10 }, () => t.as(PARENT_2, { method: 'POST', url: `/api/family/members/${id}/resend` })),
    );
    const ok = resends.filter((r) => r.statusCode === 200);
    const refused = resends.filter((r) => r.statusCode === 429);
    expect(ok).toHaveLength(INVITE_SENDS_PER_DAY.target - 1);
    expect(refused).toHaveLength(10 - ok.length);
    expect(refused[0].json().message).toBe(SEND_REFUSALS.target);
    const [{ n }] = await t.db.db
      .select({ n: count() })
      .from(outbox)
      .where(and(eq(outbox.channel, 'sms'), eq(outbox.recipient, mobile)));
    expect(n).toBe(INVITE_SENDS_PER_DAY.target);
    // The last code sent still confirms: a refused resend changed nothing.
    const confirmed = await confirm(t, id, codeIn(await lastText(t, mobile)), PARENT_2);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  });

  it('keeps each family to its own child: another parent, a teacher, another centre cannot act on it', async () => {
    const res = await invite(t, '7012000003');
    const id = res.json().id as number;
    for (const who of [PARENT_2, OTHER_HEAD]) {
      const r = await confirm(t, id, '123456', who);
      expect([403, 404]).toContain(r.statusCode);
      const rm = await t.as(who, { method: 'POST', url: `/api/family/members/${id}/remove` });
      expect([403, 404]).toContain(rm.statusCode);
    }
    const theirs = await t.as(PARENT, {
      method: 'GET',
      url: `/api/family/members?studentAdmissionId=${otherChild}`,
    });
    expect(theirs.statusCode).toBe(404);
    const teacher = await t.as(TEACHER, { method: 'GET', url: '/api/family/members' });
    expect(teacher.statusCode).toBe(403);
    const dup = await invite(t, '7012000003');
    expect(dup.statusCode).toBe(409);
  });
});

describe('what a member reads', () => {
  let token: string;

  beforeAll(async () => {
    await joined(t, '7012000010', 'Saroja Devi');
    token = await signInByCode(t, '7012000010');
  });

  it('sees today’s timeline of that child, and not another child’s', async () => {
    const children = await asMember(t, token, '/api/family/my-children');
    expect(children.statusCode, children.body).toBe(200);
    expect(children.json().children.map((c: { studentAdmissionId: number }) => c.studentAdmissionId)).toEqual([child]);
    const today = await asMember(t, token, `/api/family/my-children/${child}/today`);
    expect(today.statusCode, today.body).toBe(200);
    const day = memberChildToday.response.parse(today.json());
    expect(day.child.studentAdmissionId).toBe(child);
    expect(day.entries.map((e) => e.kind)).toEqual(expect.arrayContaining(['CHECK_IN', 'PHOTO']));
    for (const part of ['today', 'calendar', 'announcements']) {
      const theirs = await asMember(t, token, `/api/family/my-children/${otherChild}/${part}`);
      expect(theirs.statusCode, part).toBe(404);
      const mine = await asMember(t, token, `/api/family/my-children/${child}/${part}`);
      expect(mine.statusCode, part).toBe(200);
    }
    // The parents' own read of the child's day is not the member's.
    const direct = await asMember(t, token, `/api/day/timeline/${child}`);
    expect(direct.statusCode).toBe(403);
  });

  it('reads what was eaten and how much, and the naps, with no staff member named', async () => {
    for (const payload of [
      { kind: 'MEAL', meal: 'LUNCH', portion: 'MOST' },
      { kind: 'NAP_START' },
      { kind: 'NAP_END' },
    ]) {
      const res = await t.as(TEACHER, {
        method: 'POST',
        url: '/api/day/care-events',
        payload: { studentAdmissionId: child, ...payload },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    // The parents' own timeline names who logged each entry; the member's does not.
    const parent = await t.as(PARENT, { method: 'GET', url: `/api/day/timeline/${child}` });
    expect(parent.json().entries.some((e: { recordedBy: string | null }) => e.recordedBy)).toBe(true);
    const day = memberChildToday.response.parse(
      (await asMember(t, token, `/api/family/my-children/${child}/today`)).json(),
    );
    expect(day.entries.find((e) => e.kind === 'MEAL')).toMatchObject({ meal: 'LUNCH', portion: 'MOST' });
    expect(day.entries.map((e) => e.kind)).toEqual(expect.arrayContaining(['NAP_START', 'NAP_END']));
    expect(day.entries.every((e) => e.recordedBy === null)).toBe(true);
  });

  it('is refused the parents’ home, the child’s records and the class’s gallery', async () => {
    const [album] = await t.db.db.select({ id: photoAlbums.id }).from(photoAlbums).limit(1);
    const [photo] = await t.db.db.select({ id: photos.id }).from(photos).limit(1);
    for (const url of [
      `/api/home/parent?studentAdmissionID=${child}`,
      '/api/home/teacher',
      `/api/student-admission/${child}`,
      `/api/day/timeline/${child}`,
      '/api/day/my-children',
      '/api/gallery/albums',
      `/api/gallery/albums/${album.id}`,
      `/api/gallery/student-view/${child}`,
      `/api/gallery/photos/${photo.id}/thumb`,
    ]) {
      const res = await asMember(t, token, url);
      expect(res.statusCode, url).toBe(403);
    }
  });

  it('is refused the fee account, documents, settings and messages', async () => {
    for (const url of [
      '/api/student-account/me',
      `/api/student-account/${child}`,
      '/api/student-portal/my-child',
      '/api/privacy/mine',
      '/api/consents/mine',
      '/api/family/members',
      '/api/messages/threads',
    ]) {
      const res = await asMember(t, token, url);
      expect(res.statusCode, url).toBe(403);
    }
    const pin = await asMember(t, token, '/api/day/pin', 'PUT', { pin: '1234', confirm: '1234' });
    expect(pin.statusCode).toBe(403);
    const inviting = await asMember(t, token, '/api/family/members', 'POST', {
      name: 'Someone',
      relation: 'OTHER',
      mobile: '7012000099',
    });
    expect(inviting.statusCode).toBe(403);
  });

  it('sees no photo of the day unless the parents consent to care photos for the family', async () => {
    const read = async () =>
      memberChildToday.response.parse((await asMember(t, token, `/api/family/my-children/${child}/today`)).json());
    const photoEntry = async () => {
      const [row] = await t.db.db.select().from(familyMembers).where(eq(familyMembers.mobile, '7012000010'));
      expect(row.status).toBe('ACTIVE');
      const parent = await t.as(PARENT, { method: 'GET', url: `/api/day/timeline/${child}` });
      return (parent.json().entries as { kind: string; fileId: string | null }[]).find((e) => e.kind === 'PHOTO')!;
    };
    const { fileId } = await photoEntry();
    const decide = (decision: 'GRANTED' | 'WITHDRAWN') =>
      t.db.db.insert(consentRecords).values({
        franchiseeId: centre,
        studentAdmissionId: child,
        purpose: 'CARE_MEDIA',
        decision,
        noticeVersion: 1,
        language: 'en',
        verifiedBy: 'ACCOUNT',
        decidedBy: parentId,
      });
    await decide('WITHDRAWN');
    const hidden = await read();
    expect(hidden.photosHidden).toBe(true);
    expect(hidden.entries.find((e) => e.kind === 'PHOTO')?.fileId).toBeNull();
    expect((await asMember(t, token, `/api/files/${fileId}`)).statusCode).toBe(404);
    // The parents still see it.
    expect((await t.as(PARENT, { method: 'GET', url: `/api/files/${fileId}` })).statusCode).toBe(200);
    await decide('GRANTED');
    const shown = await read();
    expect(shown.photosHidden).toBe(false);
    expect(shown.entries.find((e) => e.kind === 'PHOTO')?.fileId).toBe(fileId);
    expect((await asMember(t, token, `/api/files/${fileId}`)).statusCode).toBe(200);
  });
});

describe('removing a member', () => {
  it('ends their session at once: the next request is 401, and no code signs them in again', async () => {
    const member = await joined(t, '7012000020', 'Ravi Menon');
    const token = await signInByCode(t, '7012000020');
    expect((await asMember(t, token, '/api/family/my-children')).statusCode).toBe(200);
    const rm = await t.as(PARENT, { method: 'POST', url: `/api/family/members/${member.id}/remove` });
    expect(rm.statusCode, rm.body).toBe(200);
    expect(rm.json().status).toBe('REMOVED');
    expect((await asMember(t, token, '/api/family/my-children')).statusCode).toBe(401);
    const circle = await t.as(PARENT, { method: 'GET', url: '/api/family/members' });
    expect(circle.json().members.map((m: { id: number }) => m.id)).not.toContain(member.id);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/otp/request',
      payload: { username: '7012000020' },
    });
    const otp = codeIn(await lastText(t, '7012000020'));
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/otp/verify',
      payload: { referenceID: asked.json().referenceID, otp },
    });
    expect(again.statusCode).not.toBe(200);
  });
});

describe('the circle invites people, not logins', () => {
  const loginOf = async (email: string) =>
    (await t.db.db.select().from(adminUsers).where(eq(adminUsers.email, email)))[0];
  const signIn = (username: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: DEMO_PASSWORD } });

  it('removing a member takes the family role away, never a login the circle did not open', async () => {
    // A place linked to the escort's own login before the circle refused such mobiles.
    const escort = await loginOf('escort@demo.school');
    const [place] = await t.db.db
      .insert(familyMembers)
      .values({
        franchiseeId: centre,
        studentAdmissionId: child,
        name: 'Lakshmi Devi',
        relation: 'NANNY',
        mobile: escort.mobile!,
        invitedBy: parentId,
        status: 'ACTIVE',
        userId: escort.id,
        joinedAt: new Date(),
      })
      .returning();
    await t.db.db.insert(userRoles).values({ userId: escort.id, roleId: familyRole }).onConflictDoNothing();
    const rm = await t.as(PARENT, { method: 'POST', url: `/api/family/members/${place.id}/remove` });
    expect(rm.statusCode, rm.body).toBe(200);
    expect((await loginOf('escort@demo.school')).isActive).toBe(true);
    const own = await signIn('escort@demo.school');
    expect(own.statusCode, own.body).toBe(200);
    const roles = await t.db.db.select().from(userRoles).where(eq(userRoles.userId, escort.id));
    expect(roles.map((r) => r.roleId)).not.toContain(familyRole);
    const day = await t.app.inject({
      method: 'GET',
      url: '/api/family/my-children',
      headers: { authorization: `Bearer ${own.json().token}` },
    });
    expect(day.statusCode).toBe(403);
  });

  it('refuses in words a mobile another login signs in with (one with no role too), before any code', async () => {
    for (const email of ['escort@demo.school', TEACHER, 'franchisee-a@demo.school']) {
      const login = await loginOf(email);
      const sentBefore = await lastText(t, login.mobile!);
      const res = await invite(t, login.mobile!, 'Lakshmi Devi');
      expect(res.statusCode, `${email}: ${res.body}`).toBe(409);
      expect(res.json().message).toBe(MOBILE_HAS_LOGIN);
      expect(await lastText(t, login.mobile!)).toBe(sentBefore);
      const roles = await t.db.db.select().from(userRoles).where(eq(userRoles.userId, login.id));
      expect(roles.map((r) => r.roleId)).not.toContain(familyRole);
    }
  });
});

describe('a member who collects the child', () => {
  it('is one record with the child’s authorised pickup, not a second one', async () => {
    const [pickup] = await t.db.db
      .select()
      .from(dayPickups)
      .where(and(eq(dayPickups.studentAdmissionId, child), eq(dayPickups.relation, 'DRIVER')));
    const pickupsBefore = await t.db.db
      .select({ n: count() })
      .from(dayPickups)
      .where(eq(dayPickups.studentAdmissionId, child));
    const member = await joined(t, pickup!.mobile, pickup!.name);
    const linked = await t.as(PARENT, {
      method: 'POST',
      url: `/api/family/members/${member.id}/pickup`,
      payload: { pickupId: pickup!.id },
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(circleMember.parse(linked.json()).pickup).toEqual({ id: pickup!.id, status: pickup!.status });
    const pickupsAfter = await t.db.db
      .select({ n: count() })
      .from(dayPickups)
      .where(eq(dayPickups.studentAdmissionId, child));
    expect(pickupsAfter[0].n).toBe(pickupsBefore[0].n);
    // Another adult's pickup record is not the member's.
    const [other] = await t.db.db
      .select()
      .from(dayPickups)
      .where(and(eq(dayPickups.studentAdmissionId, child), eq(dayPickups.relation, 'GRANDPARENT')));
    const wrong = await t.as(PARENT, {
      method: 'POST',
      url: `/api/family/members/${member.id}/pickup`,
      payload: { pickupId: other!.id },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors.pickupId).toBe(FAMILY_MESSAGES.pickupOtherMobile);
  });
});

describe('the privacy notice', () => {
  it('names the family circle and the sales to families, whose they are and how long they are kept', async () => {
    const notice = (await t.as(PARENT, { method: 'GET', url: '/api/privacy/notice' })).json();
    const declared = (table: string) =>
      notice.declarations.find((d: { resource: string }) => d.resource === table) as
        | { whose: string[]; retention: string }
        | undefined;
    expect(declared('family_members')?.whose).toEqual(['guardian']);
    expect(declared('family_members')?.retention).toMatch(/while the person is in the circle/);
    expect(declared('family_sales')?.whose).toEqual(['child', 'guardian']);
    expect(declared('family_sales')?.retention).toMatch(/72 months/);
  });
});
