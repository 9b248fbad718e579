import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInIndia } from '@portal/core';
import { outbox, QUEUE_HEADERS } from '@portal/kit';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { adminUsers } from '@portal/mod-users/server';

const HEAD = 'franchisee-a@demo.school';
const TEACHER = 'teacher@demo.school';
const PARENT = 'parent@demo.school';

/**
 * A check-out a classroom device recorded without a connection, against a pickup the centre withdrew meanwhile:
 * the server refuses it with its reason, and the centre's head is told at once that the child may have left.
 */
describe('an offline check-out against a withdrawn pickup', () => {
  let t: TestApp;
  let child: number;
  let pickupId: number;

  beforeAll(async () => {
    t = await startTestApp();
    const [parent] = await t.db.db
      .select({ id: adminUsers.studentAdmissionId })
      .from(adminUsers)
      .where(eq(adminUsers.email, PARENT));
    child = parent.id!;
    await t.as(TEACHER, { method: 'POST', url: '/api/day/roster/check-in', payload: { studentAdmissionId: child } });
    const choices = (await t.as(TEACHER, { method: 'GET', url: `/api/day/check-out/${child}` })).json();
    pickupId = choices.pickups.find((p: { status: string }) => p.status === 'APPROVED').id;
  });
  afterAll(() => t.close());

  it('is refused with the reason, and the centre head is told the child may have left', async () => {
    // The device goes offline; the teacher hands the child over; meanwhile the office withdraws the approval.
    // Ten minutes ago, but today in India: in the first minutes after midnight that was yesterday, a day the child
    // was never checked in.
    const midnight = Date.parse(`${todayInIndia()}T00:00:00+05:30`);
    const handedOverAt = new Date(Math.max(Date.now() - 10 * 60_000, midnight + 1000)).toISOString();
    const withdrawn = await t.as(HEAD, {
      method: 'POST',
      url: `/api/day-pickups/${pickupId}/reject`,
      payload: { remark: 'Custody order received' },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const [head] = await t.db.db.select().from(adminUsers).where(eq(adminUsers.email, HEAD));
    // The device reconnects and sends its queue.
    const res = await t.as(TEACHER, {
      method: 'POST',
      url: '/api/day/roster/check-out',
      payload: { studentAdmissionId: child, pickupId },
      headers: { [QUEUE_HEADERS.key]: randomUUID(), [QUEUE_HEADERS.happenedAt]: handedOverAt },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('is not approved to collect');
    const toHead = await t.db.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, head.email))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(toHead[0]?.subject).toMatch(/may have left/);
    // The parents are not told the child is safe at the centre.
    const toParent = await t.db.db.select().from(outbox).where(eq(outbox.recipient, PARENT)).orderBy(desc(outbox.id));
    expect(toParent[0]?.body).not.toContain('safe at the centre');
  });
});
