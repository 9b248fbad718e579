import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { cities, franchisees, pincodes } from '@portal/mod-org/server';
import { adminUsers, DEMO_PASSWORD, hashPassword, userRoles } from '@portal/mod-users/server';
import { roles } from '@portal/mod-system/server';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { DEFAULT_LAUNCH_TASKS } from '../shared/constants.ts';
import type { CentreBoard } from '../shared/launch.ts';
import { addDays, datesBack } from '../server/launch/dating.ts';
import { devLaunchTasks, devProspects, devTerritories } from '../server/schema.ts';
import { act, addDeveloper, CENTRE_A, DEVELOPER, newProspect, SUPER, upload } from './support.ts';

let t: TestApp;
let pune: number;
beforeAll(async () => {
  t = await startTestApp();
  await addDeveloper(t);
  [{ id: pune }] = await t.db.db.select({ id: cities.id }).from(cities).where(eq(cities.name, 'Pune'));
});
afterAll(() => t.close());

let n = 0;
/** A prospect who signed the agreement (the stages' own rules are pipeline.test.ts's and disclosure.test.ts's). */
async function signedProspect(pincode = `4110${50 + n}`) {
  const p = await newProspect(t, { city: 'Pune', pincodes: [pincode] });
  await t.db.db.update(devProspects).set({ stage: 'AGREEMENT_SIGNED' }).where(eq(devProspects.id, p.id));
  return p;
}
const convert = (id: number, body: Record<string, unknown> = {}, as = DEVELOPER) => {
  n++;
  return t.as(as, {
    method: 'POST',
    url: `/api/development/prospects/${id}/convert`,
    payload: {
      openingDate: '2027-06-15',
      centreName: `Little Learners Wakad ${n}`,
      loginEmail: `owner${n}@wakad.example.in`,
      cityId: pune,
      address: 'Survey 12, Wakad Road, Pune',
      ...body,
    },
  });
};
const board = async (as: string, franchiseeId?: number) => {
  const res = await t.as(as, {
    method: 'GET',
    url: `/api/development/launch/centre${franchiseeId ? `?franchiseeId=${franchiseeId}` : ''}`,
  });
  return { status: res.statusCode, body: res.json() as CentreBoard };
};
/** Signs the new centre's owner in with the demo password (the login has none of its own until they set one). */
async function ownerOf(franchiseeId: number) {
  const [user] = await t.db.db.select().from(adminUsers).where(eq(adminUsers.franchiseeId, franchiseeId));
  await t.db.db
    .update(adminUsers)
    .set({ passwordHash: await hashPassword(DEMO_PASSWORD) })
    .where(eq(adminUsers.id, user.id));
  return user.email;
}

describe('dating a launch plan backwards from the opening day', () => {
  it('dates each task due its offset before the opening day, starting its duration before', () => {
    expect(datesBack('2027-06-15', { offsetDays: 0, durationDays: 1 })).toEqual({
      startDate: '2027-06-15',
      dueDate: '2027-06-15',
    });
    expect(datesBack('2027-03-10', { offsetDays: 14, durationDays: 10 })).toEqual({
      startDate: '2027-02-15',
      dueDate: '2027-02-24',
    });
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });
});

describe('opening a centre: its code from the city, a new city in the master, version 1 on a first', () => {
  async function signedIn(city: string, pincode: string, signedOn = new Date()) {
    const p = await newProspect(t, { city, pincodes: [pincode] });
    await t.db.db
      .update(devProspects)
      .set({ stage: 'AGREEMENT_SIGNED', stageChangedAt: signedOn })
      .where(eq(devProspects.id, p.id));
    return p;
  }

  it("numbers a new centre after its city's centres by the city's code (BLR-003, not BEN-001)", async () => {
    const [bengaluru] = await t.db.db.select().from(cities).where(eq(cities.name, 'Bengaluru'));
    expect(bengaluru.code).toBe('BLR');
    const p = await signedIn('Bengaluru', '560102');
    const res = await convert(p.id, { cityId: bengaluru.id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().code).toBe('BLR-003');
  });

  it("adds the prospect's city to the city master on conversion, with its code, and numbers from it", async () => {
    const p = await signedIn('Mysuru', '570017');
    const before = await t.db.db.select().from(cities);
    expect(before.some((c) => c.name === 'Mysuru')).toBe(false);
    const noState = await convert(p.id, { cityId: undefined });
    expect(noState.statusCode, noState.body).toBe(400);
    expect(noState.json().message).toBe('Mysuru is not in the city master yet: choose its state to add it');
    const taken = await convert(p.id, { cityId: undefined, cityState: 'Karnataka', cityCode: 'BLR' });
    expect(taken.statusCode, taken.body).toBe(409);
    expect(taken.json().message).toMatch(/BLR is Bengaluru's/);
    const res = await convert(p.id, { cityId: undefined, cityState: 'Karnataka' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().code).toBe('MYS-001');
    const [mysuru] = await t.db.db.select().from(cities).where(eq(cities.name, 'Mysuru'));
    expect(mysuru).toMatchObject({ state: 'Karnataka', code: 'MYS', isActive: true });
    const [centre] = await t.db.db.select().from(franchisees).where(eq(franchisees.id, res.json().franchiseeId));
    expect(centre.cityId).toBe(mysuru.id);
    // The next Mysuru prospect finds the city in the master: no state asked, the next code.
    const next = await signedIn('mysuru', '570018');
    const second = await convert(next.id, { cityId: undefined });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().code).toBe('MYS-002');
  });

  it('puts version 1 of an agreement signed mid-month in force from the next first', async () => {
    const p = await signedIn('Pune', '412101', new Date('2026-11-28T06:00:00Z'));
    const res = await convert(p.id);
    expect(res.statusCode, res.body).toBe(201);
    const versions = await t.as(SUPER, {
      method: 'GET',
      url: `/api/agreement-versions?franchiseeId=${res.json().franchiseeId}&fields=versionNo,effectiveFrom,termStart`,
    });
    expect(versions.json().rows).toEqual([
      expect.objectContaining({ versionNo: 1, effectiveFrom: '2026-12-01', termStart: '2026-11-28' }),
    ]);
    // Terms set by hand start on a first too: another day is refused in words.
    const midMonth = await t.as(SUPER, {
      method: 'PUT',
      url: `/api/royalty/settings/${res.json().franchiseeId}`,
      payload: { model: 'PERCENT', percentBp: 1200, minimumGuaranteePaise: 0, effectiveFrom: '2027-01-15' },
    });
    expect(midMonth.statusCode, midMonth.body).toBe(400);
    expect(midMonth.json().message).toBe('Royalty terms take effect on the first of a month');
    expect(midMonth.json().fieldErrors.effectiveFrom).toBe('Choose the first of a month, as 01-02-2027');
  });

  it("shows the owner's Centre launch entry only where the centre has a launch plan", async () => {
    const menuOf = async (as: string) =>
      ((await t.as(as, { method: 'GET', url: '/api/user/menu' })).json().menu as { path: string }[]).map((i) => i.path);
    // Centre 002 is open and was never converted from a prospect: no plan, no entry (it answered 404 before).
    expect((await board(CENTRE_A)).status).toBe(404);
    expect(await menuOf(CENTRE_A)).not.toContain('/development/launch');
    const p = await signedIn('Pune', '412102');
    const res = await convert(p.id);
    expect(res.statusCode, res.body).toBe(201);
    const owner = await ownerOf(res.json().franchiseeId);
    expect(await menuOf(owner)).toContain('/development/launch');
    expect((await board(owner)).status).toBe(200);
  });
});

describe('converting a signed prospect into a centre', () => {
  it('creates the centre, its owner’s login, its PIN codes and a plan dated back from the opening day', async () => {
    const p = await signedProspect('411057');
    await t.db.db.insert(devTerritories).values({ city: 'Pune', pincode: '411057', area: 'Wakad' });
    const res = await convert(p.id, { openingDate: '2027-06-15' });
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json();
    expect(answer.tasks).toBe(DEFAULT_LAUNCH_TASKS.length);
    expect(answer.pincodes).toEqual(['411057']);

    const [centre] = await t.db.db.select().from(franchisees).where(eq(franchisees.id, answer.franchiseeId));
    expect(centre).toMatchObject({ ownerName: 'Harish Shetty', cityId: pune, isActive: true, isCorporate: false });
    const [login] = await t.db.db.select().from(adminUsers).where(eq(adminUsers.id, answer.userId));
    expect(login.franchiseeId).toBe(answer.franchiseeId);
    const granted = await t.db.db
      .select({ role: roles.role })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(userRoles.userId, login.id));
    expect(granted.map((r) => r.role)).toEqual(['FRANCHISEE_USER_1']);
    const served = await t.db.db
      .select()
      .from(pincodes)
      .where(and(eq(pincodes.franchiseeId, answer.franchiseeId), eq(pincodes.pincode, '411057')));
    expect(served).toHaveLength(1);
    const territory = (await t.as(DEVELOPER, { method: 'GET', url: '/api/development/territories?city=Pune' }))
      .json()
      .rows.find((r: { pincode: string }) => r.pincode === '411057');
    expect(territory).toMatchObject({ availability: 'SERVED', servedBy: centre.companyName });

    const { body } = await board(DEVELOPER, answer.franchiseeId);
    expect(body.openingDate).toBe('2027-06-15');
    const opening = body.tasks.find((x) => x.title === 'Opening day')!;
    expect(opening).toMatchObject({ dueDate: '2027-06-15', startDate: '2027-06-15', status: 'TODO' });
    const training = body.tasks.find((x) => x.title === 'Teacher training')!;
    expect(training).toMatchObject({ dueDate: '2027-06-01', startDate: '2027-05-23', ownerSide: 'HEAD_OFFICE' });
    const site = body.tasks.find((x) => x.title === 'Site and lease')!;
    expect(site.dueDate).toBe('2027-03-17');

    // The signed agreement is the centre's version 1: 10 % of tuition from the day it was signed, for five years.
    const versions = await t.as(SUPER, {
      method: 'GET',
      url:
        `/api/agreement-versions?franchiseeId=${answer.franchiseeId}&fields=versionNo,model,percentBp,` +
        'effectiveFrom,termStart,termEnd,renewalDate,territoryPincodes,territoryCity',
    });
    expect(versions.statusCode, versions.body).toBe(200);
    const [v1] = versions.json().rows;
    expect(versions.json().rows).toHaveLength(1);
    expect(v1).toMatchObject({
      versionNo: 1,
      model: 'PERCENT',
      percentBp: 1000,
      territoryPincodes: ['411057'],
      territoryCity: 'Pune',
    });
    // In force from the first of a month: the signing day when it is a first, else the next first.
    expect(v1.effectiveFrom).toMatch(/-01$/);
    expect(v1.effectiveFrom >= v1.termStart).toBe(true);
    expect(v1.effectiveFrom.slice(0, 7) <= addDays(v1.termStart, 31).slice(0, 7)).toBe(true);
    expect(Number(v1.termEnd.slice(0, 4)) - Number(v1.termStart.slice(0, 4))).toBe(5);
    expect(v1.renewalDate < v1.termEnd).toBe(true);
  });

  it('refuses to convert a prospect twice, keeping the one centre', async () => {
    const p = await signedProspect();
    const first = await convert(p.id);
    expect(first.statusCode, first.body).toBe(201);
    const before = await t.db.db.select().from(franchisees);
    const again = await convert(p.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      `Harish Shetty is already converted: their centre is Little Learners Wakad ${n - 1}`,
    );
    expect(await t.db.db.select().from(franchisees)).toHaveLength(before.length);
  });

  it('refuses a prospect not at the agreement, and leaves nothing half-written', async () => {
    const p = await newProspect(t, { city: 'Pune', pincodes: ['411058'] });
    await act(t, p.id, 'qualify');
    const before = (await t.db.db.select().from(franchisees)).length;
    const res = await convert(p.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Harish Shetty is at "Qualified": only a prospect at "Agreement signed" becomes a centre',
    );
    expect(await t.db.db.select().from(franchisees)).toHaveLength(before);
  });

  it('rolls the whole conversion back when the login cannot be made', async () => {
    const p = await signedProspect();
    const before = (await t.db.db.select().from(franchisees)).length;
    const res = await convert(p.id, { loginEmail: CENTRE_A });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('already signs in to the portal');
    expect(await t.db.db.select().from(franchisees)).toHaveLength(before);
    expect((await convert(p.id)).statusCode).toBe(201);
  });

  it('refuses a missing opening day in words, and a centre owner converting', async () => {
    const p = await signedProspect();
    const bare = await convert(p.id, { openingDate: '15-06-2027' });
    expect(bare.statusCode).toBe(400);
    expect(bare.body).toContain('Give the date as DD-MM-YYYY');
    expect((await convert(p.id, {}, CENTRE_A)).statusCode).toBe(403);
  });
});

describe('moving the opening day', () => {
  it('dates every task not yet done again, and leaves the done ones', async () => {
    const p = await signedProspect();
    const { franchiseeId } = (await convert(p.id, { openingDate: '2027-06-15' })).json();
    const { body } = await board(DEVELOPER, franchiseeId);
    const site = body.tasks.find((x) => x.title === 'Site and lease')!;
    expect(
      (
        await t.as(DEVELOPER, {
          method: 'POST',
          url: `/api/development/launch/tasks/${site.id}`,
          payload: { status: 'DONE' },
        })
      ).statusCode,
    ).toBe(200);
    const moved = await t.as(DEVELOPER, {
      method: 'POST',
      url: '/api/development/launch/centre/opening-day',
      payload: { franchiseeId, openingDate: '2027-07-01' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = moved.json() as CentreBoard;
    expect(after.openingDate).toBe('2027-07-01');
    expect(after.tasks.find((x) => x.title === 'Site and lease')!.dueDate).toBe('2027-03-17');
    expect(after.tasks.find((x) => x.title === 'Opening day')!.dueDate).toBe('2027-07-01');
    expect(after.tasks.find((x) => x.title === 'Teacher training')).toMatchObject({
      dueDate: '2027-06-17',
      startDate: '2027-06-08',
    });
    // The centre's owner cannot move it.
    const owner = await ownerOf(franchiseeId);
    const refused = await t.as(owner, {
      method: 'POST',
      url: '/api/development/launch/centre/opening-day',
      payload: { franchiseeId, openingDate: '2027-08-01' },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('who sees and updates a launch plan', () => {
  it('shows a franchisee their own centre’s plan only, and lets them update their side’s tasks only', async () => {
    const p = await signedProspect();
    const { franchiseeId } = (await convert(p.id)).json();
    const owner = await ownerOf(franchiseeId);

    const own = await board(owner);
    expect(own.status).toBe(200);
    expect(own.body.franchiseeId).toBe(franchiseeId);
    const hoTask = own.body.tasks.find((x) => x.ownerSide === 'HEAD_OFFICE')!;
    const mine = own.body.tasks.find((x) => x.ownerSide === 'FRANCHISEE')!;
    expect(hoTask.mayUpdate).toBe(false);
    expect(mine.mayUpdate).toBe(true);

    const fileId = await upload(t, owner, 'lease.pdf');
    const done = await t.as(owner, {
      method: 'POST',
      url: `/api/development/launch/tasks/${mine.id}`,
      payload: { status: 'DONE', note: 'Lease signed for 9 years', fileId },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'DONE', note: 'Lease signed for 9 years', fileId });
    expect(done.json().doneOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The attached document is readable by head office through the task it is attached to.
    expect((await t.as(DEVELOPER, { method: 'GET', url: `/api/files/${fileId}` })).statusCode).toBe(200);

    const refused = await t.as(owner, {
      method: 'POST',
      url: `/api/development/launch/tasks/${hoTask.id}`,
      payload: { status: 'DONE' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Head office does this task: only head office updates it');
    const [kept] = await t.db.db.select().from(devLaunchTasks).where(eq(devLaunchTasks.id, hoTask.id));
    expect(kept.status).toBe('TODO');
    // Head office updates any task.
    const byHo = await t.as(DEVELOPER, {
      method: 'POST',
      url: `/api/development/launch/tasks/${hoTask.id}`,
      payload: { status: 'IN_PROGRESS' },
    });
    expect(byHo.json()).toMatchObject({ status: 'IN_PROGRESS', doneOn: null });

    // Another centre's plan and tasks are not found for this owner, nor theirs for another centre's.
    const [baner] = await t.db.db.select().from(franchisees).where(eq(franchisees.code, 'PUN-002'));
    expect((await board(owner, baner.id)).status).toBe(404);
    const banerTask = (await board(SUPER, baner.id)).body.tasks.find((x) => x.ownerSide === 'FRANCHISEE')!;
    const across = await t.as(owner, {
      method: 'POST',
      url: `/api/development/launch/tasks/${banerTask.id}`,
      payload: { status: 'DONE' },
    });
    expect(across.statusCode).toBe(404);
    expect((await board(CENTRE_A, franchiseeId)).status).toBe(404);
    expect((await t.as(owner, { method: 'GET', url: `/api/dev-launch-tasks/${banerTask.id}` })).statusCode).toBe(404);
    // The network board is head office's.
    expect((await t.as(owner, { method: 'GET', url: '/api/development/launch/network' })).statusCode).toBe(403);
  });

  it('shows head office every centre in launch with its share done and its overdue tasks', async () => {
    const res = await t.as(DEVELOPER, { method: 'GET', url: '/api/development/launch/network' });
    expect(res.statusCode).toBe(200);
    const baner = res.json().rows.find((r: { centreName: string }) => r.centreName === 'Rainbow Kids Baner');
    // The demo's centre in launch: partly done, the CCTV and fire certificates overdue.
    expect(baner.total).toBe(DEFAULT_LAUNCH_TASKS.length);
    expect(baner.done).toBeGreaterThan(0);
    expect(baner.done).toBeLessThan(baner.total);
    expect(baner.percentDone).toBe(Math.round((baner.done * 100) / baner.total));
    expect(baner.overdue).toBe(1);
    const { body } = await board(DEVELOPER, baner.franchiseeId);
    expect(body.tasks.filter((x) => x.overdue).map((x) => x.title)).toEqual(['CCTV and fire certificates']);
  });

  it('lets head office edit the template that new plans copy, and no one else', async () => {
    const added = await t.as(DEVELOPER, {
      method: 'POST',
      url: '/api/dev-launch-template',
      payload: { title: 'Signage installed', ownerSide: 'FRANCHISEE', durationDays: 5, offsetDays: 10 },
    });
    expect(added.statusCode, added.body).toBe(201);
    const half = await t.as(DEVELOPER, {
      method: 'POST',
      url: '/api/dev-launch-template',
      payload: { title: 'Half a day', ownerSide: 'FRANCHISEE', durationDays: 1.5, offsetDays: 10 },
    });
    expect(half.statusCode).toBe(400);
    expect((await t.as(CENTRE_A, { method: 'GET', url: '/api/dev-launch-template' })).statusCode).toBe(403);
    const p = await signedProspect();
    const answer = (await convert(p.id, { openingDate: '2027-06-15' })).json();
    expect(answer.tasks).toBe(DEFAULT_LAUNCH_TASKS.length + 1);
    const { body } = await board(DEVELOPER, answer.franchiseeId);
    expect(body.tasks.find((x) => x.title === 'Signage installed')).toMatchObject({
      dueDate: '2027-06-05',
      startDate: '2027-06-01',
    });
    await t.as(DEVELOPER, { method: 'DELETE', url: `/api/dev-launch-template/${added.json().id}` });
  });
});
