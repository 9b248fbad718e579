import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayPickups } from '@portal/mod-day/server';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { promoteToFirstDay } from '../../students/test/support.ts';
import { familyMembers } from '../server/schema.ts';
import { PARENT, asMember, childOf, joined, signInByCode } from './support.ts';

const HEAD = 'franchisee-a@demo.school';

let t: TestApp;
let child: number;
beforeAll(async () => {
  t = await startTestApp();
  child = await childOf(t, PARENT);
});
afterAll(() => t?.close());

describe('a promoted child’s family circle', () => {
  it('follows the child to the new admission on its first day, a collector linked to the pickup carried', async () => {
    // As seeded, the grandmother is in the circle and collects the child; a second member joins, one is removed.
    const aunt = await joined(t, '7012000301', 'Kavya Rao');
    const gone = await joined(t, '7012000302', 'Suresh Rao');
    expect((await t.as(PARENT, { method: 'POST', url: `/api/family/members/${gone.id}/remove` })).statusCode).toBe(200);
    const [grandmother] = await t.db.db.select().from(familyMembers).where(eq(familyMembers.name, 'Lakshmi Iyer'));
    expect(grandmother).toMatchObject({ studentAdmissionId: child, status: 'ACTIVE', pickupId: expect.any(Number) });

    const promoted = await promoteToFirstDay(t, child, HEAD);
    const circleOf = async (admission: number) =>
      (await t.db.db.select().from(familyMembers).where(eq(familyMembers.studentAdmissionId, admission)))
        .map((m) => `${m.name} ${m.status}`)
        .sort();
    expect(await circleOf(promoted.newAdmissionId)).toEqual(['Kavya Rao ACTIVE', 'Lakshmi Iyer ACTIVE']);
    expect(await circleOf(child)).toEqual(['Suresh Rao REMOVED']);
    // The grandmother collects the child this year too: her link is to the pickup carried to the new admission.
    const [moved] = await t.db.db.select().from(familyMembers).where(eq(familyMembers.id, grandmother.id));
    const [pickup] = await t.db.db.select().from(dayPickups).where(eq(dayPickups.id, moved.pickupId!));
    expect(pickup).toMatchObject({
      studentAdmissionId: promoted.newAdmissionId,
      carriedFromId: grandmother.pickupId,
      status: 'APPROVED',
    });
    // The parent's circle screen and a member's own screens are the new admission's.
    const circle = (await t.as(PARENT, { method: 'GET', url: '/api/family/members' })).json();
    expect(circle.child.studentAdmissionId).toBe(promoted.newAdmissionId);
    const token = await signInByCode(t, aunt.mobile);
    const today = await asMember(t, token, `/api/family/my-children/${promoted.newAdmissionId}/today`);
    expect(today.statusCode, today.body).toBe(200);
    expect(await promoted.followAgain()).toBe(0);
  });
});
