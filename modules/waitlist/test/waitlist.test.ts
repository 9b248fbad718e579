import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CRON_STATUS } from '@portal/core';
import { enqueue, jobRuns, jobs, outbox, startWorker, type JobContext } from '@portal/kit';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { classes } from '@portal/mod-org/server';
import { adminUsers } from '@portal/mod-users/server';
import { WAITLIST_MESSAGES } from '../shared/constants.ts';
import { waitlistEntry, type WaitlistEntry } from '../shared/contracts.ts';
import { dateTimeInIndia, setWaitlistClock } from '../server/clock.ts';
import { OFFER_JOB, offerJob } from '../server/offers.service.ts';
import { waitlistCapacities, waitlistEntries } from '../server/schema.ts';

const HEAD = 'franchisee-a@demo.school';
const OTHER_HEAD = 'franchisee-b@demo.school';
const COUNSELLOR = 'counsellor@demo.school';
const TEACHER = 'teacher@demo.school';
const PARENT = 'parent@demo.school';
const CENTRE = 2;
/** No account: the family's link. */
const PUBLIC = null;
const HOUR = 3_600_000;

describe('the waitlist', () => {
  let t: TestApp;
  let nursery: number;
  let playgroup: number;

  const get = (email: string | null, url: string) => t.as(email, { method: 'GET', url });
  const post = (email: string | null, url: string, payload: object = {}) =>
    t.as(email, { method: 'POST', url, payload });
  const classId = async (name: string) =>
    (await t.db.db.select({ id: classes.id }).from(classes).where(eq(classes.name, name)))[0].id;
  const list = async (cls: number, email = COUNSELLOR) => {
    const res = await get(email, `/api/waitlist?classId=${cls}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { seats: { free: number; held: number; waiting: number }; entries: WaitlistEntry[] };
    for (const e of body.entries) waitlistEntry.parse(e);
    return body;
  };
  const byChild = async (cls: number, child: string) => (await list(cls)).entries.find((e) => e.childName === child)!;
  /** The centre's enquiry of a demo child, found through the enquiry module's own list. */
  const enquiryOf = async (child: string) => {
    const res = await get(COUNSELLOR, `/api/enquiry/spanco?searchValue=${encodeURIComponent(child)}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().rows as { id: number; childName: string }[]).find((r) => r.childName === child)!.id;
  };
  /** Seats of a class as the roster has them: every section of the class gets `seats` in total. */
  const setSeats = async (cls: number, seats: number) => {
    const cap = (await get(HEAD, '/api/waitlist/capacity')).json();
    const sections = (cap.sections as { sectionId: number; classId: number }[]).filter((s) => s.classId === cls);
    const res = await t.as(HEAD, {
      method: 'PUT',
      url: '/api/waitlist/capacity',
      payload: {
        offerHours: 48,
        sections: sections.map((s, i) => ({ sectionId: s.sectionId, seats: i === 0 ? seats : 0 })),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  /** One run of the offer job through the worker, as the server runs it. */
  const runOfferJob = async () => {
    const worker = await startWorker({ db: t.db.db, jobs: [offerJob], pollMs: 20, heartbeatMs: 200 });
    try {
      const { runId } = await enqueue(t.db.db, OFFER_JOB);
      for (let i = 0; i < 400; i++) {
        const [run] = await t.db.db.select().from(jobRuns).where(eq(jobRuns.id, runId));
        if (run.status === CRON_STATUS.COMPLETED) return run.result as { offered: number; expired: number };
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error('the offer job did not finish');
    } finally {
      await worker.stop();
    }
  };

  beforeAll(async () => {
    t = await startTestApp();
    nursery = await classId('Nursery');
    playgroup = await classId('Playgroup');
  });
  afterEach(() => setWaitlistClock(undefined));
  afterAll(() => t.close());

  it('shows the demo Nursery full, its three families in order and one offer open', async () => {
    const { seats, entries } = await list(nursery);
    expect(seats).toMatchObject({ free: 0, held: 1, waiting: 2 });
    expect(entries.map((e) => [e.position, e.childName, e.status])).toEqual([
      [1, 'Anika Verma', 'OFFERED'],
      [2, 'Aditya Nambiar', 'WAITING'],
      [3, 'Zoya Khan', 'WAITING'],
    ]);
    expect(entries[0].daysWaiting).toBe(20);
    const all = (await get(HEAD, '/api/waitlist/seats')).json().classes as { className: string; free: number }[];
    expect(all.find((c) => c.className === 'Nursery')?.free).toBe(0);
    expect(all.find((c) => c.className === 'LKG')?.free).toBeGreaterThan(0);
  });

  it('lets an enquiry join only a full class, once, at the next position; removal closes the gap', async () => {
    const tara = await enquiryOf('Tara Sundaram');
    const gurnoor = await enquiryOf('Gurnoor Singh');
    const join = (enquiryId: number) => post(COUNSELLOR, '/api/waitlist', { enquiryId, wishedStart: '2026-06-01' });

    const early = await join(tara);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/free seats? and nobody is waiting/);

    const { taken } = (await get(HEAD, '/api/waitlist/seats'))
      .json()
      .classes.find((c: { classId: number }) => c.classId === playgroup);
    await setSeats(playgroup, taken);
    const first = await join(tara);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ position: 1, status: 'WAITING', wishedStart: '2026-06-01' });
    expect((await join(tara)).json().message).toBe(WAITLIST_MESSAGES.alreadyListed(1));
    expect((await join(gurnoor)).json()).toMatchObject({ position: 2 });

    const out = await post(COUNSELLOR, `/api/waitlist/${first.json().id}/withdraw`);
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toMatchObject({ status: 'WITHDRAWN', position: null });
    expect((await list(playgroup)).entries.map((e) => [e.position, e.childName])).toEqual([[1, 'Gurnoor Singh']]);

    const bad = await post(COUNSELLOR, '/api/waitlist', { enquiryId: tara, wishedStart: '31-02-2026' });
    expect(bad.statusCode).toBe(400);
  });

  it('passes an expired offer to the next family exactly once, and tells them', async () => {
    const anika = await byChild(nursery, 'Anika Verma');
    setWaitlistClock(new Date(new Date(anika.offerExpiresAt!).getTime() + HOUR));
    expect(await runOfferJob()).toEqual({ offered: 1, expired: 1 });
    const { entries } = await list(nursery);
    expect(entries.map((e) => [e.position, e.childName, e.status])).toEqual([
      [1, 'Aditya Nambiar', 'OFFERED'],
      [2, 'Zoya Khan', 'WAITING'],
    ]);
    const [sms] = await t.db.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    expect(sms).toMatchObject({ channel: 'sms', recipient: entries[0].mobile });
    expect(sms.body).toMatch(/A seat in Nursery is free for Aditya Nambiar.*\d{2}-\d{2}-\d{4} \d{2}:\d{2} [AP]M/);
    expect(sms.body).toMatch(/\/seat-offer\/[\w-]{20,}/);
    expect(sms.body).toContain(`open until ${dateTimeInIndia(new Date(entries[0].offerExpiresAt!))} (India time)`);
    expect(dateTimeInIndia(new Date('2026-11-25T12:40:00Z'))).toBe('25-11-2026 06:10 PM');
    // A second run finds nothing to pass on.
    expect(await runOfferJob()).toEqual({ offered: 0, expired: 0 });
    expect((await list(nursery)).entries.filter((e) => e.status === 'OFFERED')).toHaveLength(1);
    // The expired family can no longer take the seat.
    const late = await post(COUNSELLOR, `/api/waitlist/${anika.id}/accept`);
    expect(late.statusCode).toBe(409);
  });

  it('passes a refused offer on, and opens the admission flow of an accepted one', async () => {
    const aditya = await byChild(nursery, 'Aditya Nambiar');
    // Zoya's family reads the portal in Hindi: their parent account has the enquiry's mobile.
    const waiting = await byChild(nursery, 'Zoya Khan');
    await t.db.db
      .update(adminUsers)
      .set({ mobile: waiting.mobile, language: 'hi' })
      .where(eq(adminUsers.email, 'parent2@demo.school'));
    const refused = await post(COUNSELLOR, `/api/waitlist/${aditya.id}/refuse`);
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json()).toMatchObject({ status: 'REFUSED', position: null });
    const zoya = await byChild(nursery, 'Zoya Khan');
    expect(zoya).toMatchObject({ position: 1, status: 'OFFERED' });
    // The offer reaches them in Hindi, its link opening the family's page in Hindi too.
    const [sms] = await t.db.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, zoya.mobile), eq(outbox.channel, 'sms')))
      .orderBy(desc(outbox.id))
      .limit(1);
    const expires = dateTimeInIndia(new Date(zoya.offerExpiresAt!));
    expect(sms.body).toContain(`Nursery में Zoya Khan के लिए एक सीट ख़ाली है। यह ऑफ़र ${expires} (भारतीय समय) तक`);
    expect(sms.body).toMatch(/मना करने के लिए \S*\/seat-offer\/[\w-]{20,}\?lang=hi खोलें/);

    const accepted = await post(COUNSELLOR, `/api/waitlist/${zoya.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ entry: { status: 'ACCEPTED' }, form: { formType: 'APPLICATION' } });
    const flow = await get(COUNSELLOR, `/api/enquiry/${zoya.enquiryId}/workflow`);
    expect(flow.json().forms).toEqual([
      expect.objectContaining({ formType: 'APPLICATION', refId: accepted.json().form.refId }),
    ]);
    // The accepted family holds its seat until the child is admitted: nothing more is offered.
    const { seats, entries } = await list(nursery);
    expect(seats).toMatchObject({ free: 0, held: 1, waiting: 0 });
    expect(entries.map((e) => [e.childName, e.status])).toEqual([['Zoya Khan', 'ACCEPTED']]);
  });

  it('makes one offer when two runs of the job find the same freed seat', async () => {
    // A child of the Playgroup left: one seat more than the roster holds.
    await t.db.db
      .update(waitlistCapacities)
      .set({ seats: sql`${waitlistCapacities.seats} + 1` })
      .where(
        and(
          eq(waitlistCapacities.franchiseeId, CENTRE),
          eq(waitlistCapacities.classId, playgroup),
          sql`${waitlistCapacities.seats} > 0`,
        ),
      );
    const run = () =>
      offerJob.handler({
        db: t.db.db,
        payload: {},
        log: { info() {}, warn() {}, error() {} },
      } as unknown as JobContext) as Promise<{ offered: number }>;
    // The job's own expiry scan passes over this class: name it, as a counsellor's run would.
    const [{ academicYearId }] = await t.db.db
      .select({ academicYearId: waitlistEntries.academicYearId })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.classId, playgroup))
      .limit(1);
    const named = () =>
      offerJob.handler({
        db: t.db.db,
        payload: { franchiseeId: CENTRE, academicYearId, classId: playgroup },
        log: { info() {}, warn() {}, error() {} },
      } as unknown as JobContext) as Promise<{ offered: number }>;
    const results = await Promise.all([named(), named(), run()]);
    expect(results.reduce((n, r) => n + r.offered, 0)).toBe(1);
    const offers = await t.db.db
      .select()
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.classId, playgroup), eq(waitlistEntries.status, 'OFFERED')));
    expect(offers.map((o) => o.childName)).toEqual(['Gurnoor Singh']);
  });

  it('answers 404 for another centre’s places and enquiries', async () => {
    const gurnoor = await byChild(playgroup, 'Gurnoor Singh');
    for (const step of ['offer', 'withdraw', 'accept', 'refuse'])
      expect((await post(OTHER_HEAD, `/api/waitlist/${gurnoor.id}/${step}`)).statusCode).toBe(404);
    const join = await post(OTHER_HEAD, '/api/waitlist', { enquiryId: gurnoor.enquiryId, wishedStart: '2026-06-01' });
    expect(join.statusCode).toBe(404);
    expect([403, 404]).toContain((await get(OTHER_HEAD, `/api/waitlist?classId=${nursery}&franchiseeID=2`)).statusCode);
    expect((await byChild(playgroup, 'Gurnoor Singh')).status).toBe('OFFERED');
  });

  it('lets the centre’s heads and counsellors in, and keeps teachers and parents out', async () => {
    for (const email of [HEAD, COUNSELLOR]) expect((await get(email, '/api/waitlist/seats')).statusCode).toBe(200);
    for (const email of [TEACHER, PARENT]) {
      expect((await get(email, '/api/waitlist/seats')).statusCode).toBe(403);
      expect((await get(email, '/api/waitlist/capacity')).statusCode).toBe(403);
      expect((await post(email, '/api/waitlist/offers/run')).statusCode).toBe(403);
    }
    // Counsellors read the seats; only the centre's heads declare them.
    expect((await get(COUNSELLOR, '/api/waitlist/capacity')).statusCode).toBe(200);
    const put = { offerHours: 48, sections: [] };
    expect((await t.as(COUNSELLOR, { method: 'PUT', url: '/api/waitlist/capacity', payload: put })).statusCode).toBe(
      403,
    );
  });

  it('refuses capacity a person got wrong with a message, writing nothing', async () => {
    const cap = (await get(HEAD, '/api/waitlist/capacity')).json();
    const [section] = cap.sections as { sectionId: number; seats: number }[];
    const res = await t.as(HEAD, {
      method: 'PUT',
      url: '/api/waitlist/capacity',
      payload: { offerHours: 0, sections: [{ sectionId: section.sectionId, seats: -1 }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/Seats cannot be negative|at least 1 hour/);
    const foreign = await t.as(HEAD, {
      method: 'PUT',
      url: '/api/waitlist/capacity',
      payload: { offerHours: 24, sections: [{ sectionId: 999_999, seats: 3 }] },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Section not found');
    const after = (await get(HEAD, '/api/waitlist/capacity')).json();
    expect(after.offerHours).toBe(48);
    expect(after.sections[0].seats).toBe(section.seats);
  });

  it('takes the family’s answer through the link of the offer’s message, once', async () => {
    const gurnoor = await byChild(playgroup, 'Gurnoor Singh');
    const sms = await t.db.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, gurnoor.mobile))
      .orderBy(desc(outbox.id))
      .limit(1);
    const token = /\/seat-offer\/([\w-]+)/.exec(sms[0].body)![1];
    const open = await get(PUBLIC, `/api/public/waitlist/offer/${token}`);
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json()).toMatchObject({ childName: 'Gurnoor Singh', className: 'Playgroup', status: 'OFFERED' });

    const taken = await post(PUBLIC, `/api/public/waitlist/offer/${token}/accept`);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().status).toBe('ACCEPTED');
    // The centre's counsellor and heads hear the family's answer on their phones.
    const [push] = await t.db.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(eq(jobs.name, 'notifications.push'))
      .orderBy(desc(jobs.id))
      .limit(1);
    const [counsellor] = await t.db.db.select().from(adminUsers).where(eq(adminUsers.email, COUNSELLOR));
    expect(push.payload).toMatchObject({ kind: 'waitlist', title: 'Gurnoor Singh takes the seat' });
    expect(push.payload.userIds).toContain(counsellor.id);
    expect((await post(PUBLIC, `/api/public/waitlist/offer/${token}/accept`)).json().status).toBe('ACCEPTED');
    expect((await post(PUBLIC, `/api/public/waitlist/offer/${token}/decline`)).statusCode).toBe(409);
    const flow = await get(COUNSELLOR, `/api/enquiry/${gurnoor.enquiryId}/workflow`);
    expect(flow.json().forms.map((f: { formType: string }) => f.formType)).toEqual(['APPLICATION']);

    const wrong = await get(PUBLIC, `/api/public/waitlist/offer/${'x'.repeat(32)}`);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe(WAITLIST_MESSAGES.linkInvalid);
  });
});
