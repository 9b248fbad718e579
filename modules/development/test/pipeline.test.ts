import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { adminUsers } from '@portal/mod-users/server';
import { devProspectStages } from '../server/schema.ts';
import { act, addDeveloper, CENTRE_A, DEVELOPER, MARKETING, newProspect, SUPER, toMeeting } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await addDeveloper(t);
});
afterAll(() => t.close());

describe('prospects and their stages', () => {
  it('takes a prospect owned by the business developer who entered it, at NEW with its history', async () => {
    const p = await newProspect(t);
    expect(p.stage).toBe('NEW');
    expect(p.ownerId).not.toBeNull();
    const history = await t.db.db.select().from(devProspectStages).where(eq(devProspectStages.prospectId, p.id));
    expect(history).toMatchObject([{ fromStage: null, toStage: 'NEW' }]);
  });

  it('allocates a prospect to a business developer, and to no one else', async () => {
    const p = await newProspect(t, {}, SUPER);
    const list = (await t.as(DEVELOPER, { method: 'GET', url: '/api/development/owners' })).json().rows;
    const developer = list.find((o: { name: string }) => o.name === 'Sanjay Mehta');
    expect(list.map((o: { name: string }) => o.name)).not.toContain('Anita Rao');
    const allocate = (ownerId: number) =>
      t.as(DEVELOPER, { method: 'POST', url: `/api/development/prospects/${p.id}/allocate`, payload: { ownerId } });
    expect((await allocate(developer.id)).statusCode).toBe(200);
    expect((await t.as(DEVELOPER, { method: 'GET', url: `/api/dev-prospects/${p.id}` })).json().ownerId).toBe(
      developer.id,
    );
    const [centreOwner] = await t.db.db.select().from(adminUsers).where(eq(adminUsers.email, CENTRE_A));
    const refused = await allocate(centreOwner.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('The owner must be one of head office’s business developers');
  });

  it('moves in order, keeps each move in the history, and refuses a step out of order', async () => {
    const p = await newProspect(t);
    expect((await act(t, p.id, 'meet')).statusCode).toBe(409);
    await toMeeting(t, p.id);
    const story = (await t.as(DEVELOPER, { method: 'GET', url: `/api/development/prospects/${p.id}/story` })).json();
    expect(story.history.map((h: { toStage: string }) => h.toStage)).toEqual(['NEW', 'QUALIFIED', 'DISCOVERY_MEETING']);
    expect(story.history[2]).toMatchObject({ fromStage: 'QUALIFIED', changedBy: 'Sanjay Mehta' });
  });

  it('marks a prospect lost only with a reason, and a lost prospect takes no further step', async () => {
    const p = await newProspect(t);
    const bare = await act(t, p.id, 'lose', {});
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toContain('Say why');
    const lost = await act(t, p.id, 'lose', { reason: 'Budget below the band' });
    expect(lost.statusCode, lost.body).toBe(200);
    expect(lost.json()).toMatchObject({ stage: 'LOST', lostReason: 'Budget below the band' });
    expect((await act(t, p.id, 'qualify')).statusCode).toBe(409);
  });

  it('lists with search, paging and export', async () => {
    await newProspect(t, { name: 'Zubin Wadia', city: 'Belagavi' });
    const found = await t.as(DEVELOPER, { method: 'GET', url: '/api/dev-prospects?q=Belagavi&pageSize=5' });
    expect(found.statusCode).toBe(200);
    expect(found.json().rows.map((r: { name: string }) => r.name)).toEqual(['Zubin Wadia']);
    const page = await t.as(DEVELOPER, { method: 'GET', url: '/api/dev-prospects?pageSize=2&page=2' });
    expect(page.json().rows).toHaveLength(2);
    const csv = await t.as(DEVELOPER, { method: 'GET', url: '/api/dev-prospects/export?format=csv&q=Belagavi' });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toContain('Zubin Wadia');
  });

  it('keeps follow-ups with a date and a remark, and the prospect shows the next one', async () => {
    const p = await newProspect(t);
    const none = await t.as(DEVELOPER, { method: 'POST', url: '/api/dev-follow-ups', payload: { prospectId: p.id } });
    expect(none.statusCode).toBe(400);
    const res = await t.as(DEVELOPER, {
      method: 'POST',
      url: '/api/dev-follow-ups',
      payload: { prospectId: p.id, followUpDate: '2026-12-10', remark: 'Call after the site visit' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const row = (await t.as(DEVELOPER, { method: 'GET', url: `/api/dev-prospects/${p.id}` })).json();
    expect(row.nextFollowUpDate).toBe('2026-12-10');
    const list = await t.as(DEVELOPER, { method: 'GET', url: `/api/dev-follow-ups?prospectId=${p.id}` });
    expect(list.json().rows).toMatchObject([{ remark: 'Call after the site visit' }]);
  });

  it('counts the prospects per stage with their age in it', async () => {
    const res = await t.as(SUPER, { method: 'GET', url: '/api/development/pipeline' });
    expect(res.statusCode).toBe(200);
    const stages = res.json().stages as { stage: string; count: number; oldestAgeDays: number }[];
    expect(stages.map((s) => s.stage)).toContain('AGREEMENT_SIGNED');
    // The demo has one prospect in each stage; the signed one entered its stage 30 days ago.
    for (const s of stages) expect(s.count).toBeGreaterThanOrEqual(1);
    expect(stages.find((s) => s.stage === 'AGREEMENT_SIGNED')!.oldestAgeDays).toBeGreaterThanOrEqual(29);
  });

  it('is head office’s: centres and other head-office roles are refused', async () => {
    for (const who of [CENTRE_A, MARKETING]) {
      expect((await t.as(who, { method: 'GET', url: '/api/dev-prospects' })).statusCode).toBe(403);
      expect((await t.as(who, { method: 'GET', url: '/api/development/pipeline' })).statusCode).toBe(403);
      expect((await t.as(who, { method: 'GET', url: '/api/development/territories' })).statusCode).toBe(403);
    }
  });
});
