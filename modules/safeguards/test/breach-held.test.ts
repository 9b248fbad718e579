import { addDays } from '@portal/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { studentAdmissions, students } from '@portal/mod-students/server';
import { adminUsers } from '@portal/mod-users/server';
import { breachDetail } from '../shared/contracts.ts';

const HEAD_OFFICE = 'superadmin@demo.school';
const PARENT = 'parent@demo.school';
/** Centre 002 of the demo. */
const CENTRE = 2;

/** India's calendar day now. */
const indiaToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

describe('the breach finder finds data held, not data changed (DPDP Rule 7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const record = (payload: Record<string, unknown>) =>
    t.as(HEAD_OFFICE, {
      method: 'POST',
      url: '/api/safeguards/breaches',
      payload: {
        title: 'Tablet lost',
        whatHappened: 'The office tablet of centre 002 was left on a bus.',
        likelyImpact: 'Children’s names, health notes and who may collect them could be read by others.',
        actionsTaken: 'The tablet was revoked and wiped remotely.',
        contact: 'privacy@demo.school',
        discoveredAt: new Date().toISOString(),
        ...payload,
      },
    });

  it('a week before the demo was seeded, at centre 002, reaches every family admitted before it', async () => {
    const db = t.db.db;
    const centre = await db.select().from(students).where(eq(students.franchiseeId, CENTRE));
    const families = new Set(centre.map((s) => s.parentMobile));
    // The demo's centre 002 has seven families; each child was admitted before the window (records carry their dates).
    expect(families.size).toBeGreaterThanOrEqual(7);
    const windowFrom = addDays(indiaToday(), -7);
    const windowTo = addDays(indiaToday(), -1);
    for (const s of centre)
      expect(s.createdAt.getTime()).toBeLessThan(new Date(`${windowFrom}T00:00:00+05:30`).getTime());
    // The demo parent reads the portal in Hindi: her family's notice is drafted in Hindi.
    await db.update(adminUsers).set({ language: 'hi' }).where(eq(adminUsers.email, PARENT));

    const res = await record({
      windowFrom,
      windowTo,
      franchiseeIds: [CENTRE],
      resources: ['student', 'health-remarks', 'day-pickups'],
    });
    expect(res.statusCode, res.body).toBe(201);
    const breach = breachDetail.parse(res.json());
    expect(breach.families).toBe(families.size);
    expect(new Set(breach.notices.map((n) => n.mobile))).toEqual(families);

    // The count per table, shown before anything is sent.
    const held = Object.fromEntries(breach.held.map((h) => [h.resource, h]));
    expect(held.student).toMatchObject({ rows: centre.length, children: centre.length });
    expect(held['health-remarks'].rows).toBeGreaterThan(0);
    expect(held['day-pickups'].rows).toBeGreaterThan(0);
    expect(held['day-pickups'].children).toBe(1);
    expect(breach.notices.every((n) => n.sentAt === null)).toBe(true);

    const [parent] = await db.select().from(adminUsers).where(eq(adminUsers.email, PARENT));
    const [child] = await db
      .select({ studentId: studentAdmissions.studentId })
      .from(studentAdmissions)
      .where(eq(studentAdmissions.id, parent.studentAdmissionId!));
    const own = breach.notices.find((n) => n.studentId === child.studentId)!;
    expect(own.language).toBe('hi');
    expect(own.body).toContain('क्या हुआ');
    expect(breach.notices.filter((n) => n.language !== 'hi').every((n) => n.language === 'en')).toBe(true);
  });

  it('rows made after the window were not there: a window before the admissions finds nobody', async () => {
    const res = await record({
      windowFrom: '2001-01-01',
      windowTo: '2001-01-07',
      franchiseeIds: [CENTRE],
      resources: ['student', 'health-remarks', 'day-pickups'],
    });
    expect(res.statusCode, res.body).toBe(201);
    const breach = breachDetail.parse(res.json());
    expect(breach.families).toBe(0);
    expect(breach.held.map((h) => h.rows)).toEqual([0, 0, 0]);
  });

  it('a lost room tablet reaches its class’s children at its centre, not the whole centre', async () => {
    const db = t.db.db;
    const [first] = await db
      .select({ classId: studentAdmissions.classId })
      .from(studentAdmissions)
      .where(eq(studentAdmissions.franchiseeId, CENTRE))
      .orderBy(studentAdmissions.id)
      .limit(1);
    const inClass = await db
      .select({ studentId: studentAdmissions.studentId })
      .from(studentAdmissions)
      .where(eq(studentAdmissions.classId, first.classId));
    const classChildren = new Set(
      (await db.select().from(students).where(eq(students.franchiseeId, CENTRE)))
        .filter((s) => inClass.some((a) => a.studentId === s.id))
        .map((s) => s.id),
    );
    const all = await db.select().from(students).where(eq(students.franchiseeId, CENTRE));
    expect(classChildren.size).toBeGreaterThan(0);
    expect(classChildren.size).toBeLessThan(all.length);
    const enrol = await t.as('franchisee-a@demo.school', {
      method: 'POST',
      url: '/api/devices',
      payload: { classId: first.classId, name: 'Room tablet 1' },
    });
    expect(enrol.statusCode, enrol.body).toBe(201);

    const res = await record({
      windowFrom: addDays(indiaToday(), -7),
      windowTo: addDays(indiaToday(), -1),
      franchiseeIds: [],
      deviceIds: [enrol.json().device.id],
      resources: ['student'],
    });
    expect(res.statusCode, res.body).toBe(201);
    const breach = breachDetail.parse(res.json());
    expect(new Set(breach.notices.flatMap((n) => [n.studentId]))).toEqual(
      new Set([...classChildren].filter((id) => breach.notices.some((n) => n.studentId === id))),
    );
    const reached = new Set(all.filter((s) => classChildren.has(s.id)).map((s) => s.parentMobile));
    expect(new Set(breach.notices.map((n) => n.mobile))).toEqual(reached);
    expect(breach.held).toEqual([expect.objectContaining({ resource: 'student', children: classChildren.size })]);
    expect(breach.devices).toEqual([expect.stringContaining('Room tablet 1')]);
  });
});
