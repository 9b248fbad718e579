import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousContext, everyFranchiseeContext } from '@portal/kit';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { promoteToFirstDay } from '../../students/test/support.ts';
import { CONSENT_PURPOSES, NOTICE_VERSIONS } from '../shared/constants.ts';
import { childConsents } from '../shared/contracts.ts';
import { hasConsent } from '../server/index.ts';
import { consentRecords } from '../server/schema.ts';
import { HEAD, PARENT, childOf } from './support.ts';

let t: TestApp;
let mine: number;
beforeAll(async () => {
  t = await startTestApp();
  mine = (await childOf(t, PARENT)).id;
});
afterAll(() => t?.close());

/** The parent's own screen's state of one purpose for one child. */
async function stateOf(child: number, purpose: string) {
  const res = await t.as(PARENT, { method: 'GET', url: '/api/consents/mine' });
  expect(res.statusCode, res.body).toBe(200);
  const children = (res.json().children as unknown[]).map((c) => childConsents.parse(c));
  return children.find((c) => c.studentAdmissionId === child)?.consents.find((c) => c.purpose === purpose);
}

describe('a promoted child', () => {
  it("keeps each consent its parent granted on the new admission from the new year's first day", async () => {
    const ctx = everyFranchiseeContext(anonymousContext(t.db.db));
    const granted = async (child: number) =>
      Object.fromEntries(
        await Promise.all(CONSENT_PURPOSES.map(async (p) => [p, await hasConsent(ctx, child, p)] as const)),
      );
    // As seeded: care media, class photos and messages granted at admission, the camera never decided.
    const lastYear = await granted(mine);
    expect(lastYear).toMatchObject({ CARE_MEDIA: true, SHARED_PHOTOS: true, MESSAGES: true, CCTV: false });

    const promoted = await promoteToFirstDay(t, mine, HEAD);
    expect(await granted(promoted.newAdmissionId)).toEqual(lastYear);
    // The parent's own screen shows the new admission with the decision they made, made when they made it.
    const [original] = await t.db.db
      .select()
      .from(consentRecords)
      .where(and(eq(consentRecords.studentAdmissionId, mine), eq(consentRecords.purpose, 'MESSAGES')))
      .orderBy(desc(consentRecords.id))
      .limit(1);
    const state = await stateOf(promoted.newAdmissionId, 'MESSAGES');
    expect(state).toMatchObject({ granted: true, verifiedBy: original.verifiedBy, decidedBy: expect.any(String) });
    expect(new Date(state!.decidedAt!).getTime()).toBe(original.decidedAt.getTime());
    const [copy] = await t.db.db
      .select()
      .from(consentRecords)
      .where(
        and(eq(consentRecords.studentAdmissionId, promoted.newAdmissionId), eq(consentRecords.purpose, 'MESSAGES')),
      );
    expect(copy).toMatchObject({ carriedFromId: original.id, decidedBy: original.decidedBy });

    // A decision made on the new admission stands: the next nights carry nothing again.
    const withdrawn = await t.as(PARENT, {
      method: 'POST',
      url: '/api/consents',
      payload: {
        studentAdmissionId: promoted.newAdmissionId,
        purpose: 'MESSAGES',
        decision: 'WITHDRAWN',
        noticeVersion: NOTICE_VERSIONS.MESSAGES,
        language: 'en',
        verification: { by: 'ACCOUNT' },
      },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(201);
    expect(await promoted.followAgain()).toBe(0);
    expect(await hasConsent(ctx, promoted.newAdmissionId, 'MESSAGES')).toBe(false);
  });
});
