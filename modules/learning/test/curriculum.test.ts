import { todayInIndia } from '@portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { dayDate, dayNoOf, isMonday, NOT_A_CURRICULUM_FOLDER } from '../shared/index.ts';

const SUPER = 'superadmin@demo.school';
const COORDINATOR = 'trainer@demo.school';
const CENTRE_A = 'franchisee-a@demo.school';
const CENTRE_B = 'franchisee-b@demo.school';
const TEACHER = 'teacher@demo.school';
const OWN = 2;
const OTHER = 3;

function mondayOf(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

describe('week dates', () => {
  it('puts day 1 on the Monday and refuses days outside the week', () => {
    expect(isMonday('2026-11-23')).toBe(true);
    expect(isMonday('2026-11-24')).toBe(false);
    expect(dayDate('2026-11-23', 3)).toBe('2026-11-25');
    expect(dayNoOf('2026-11-23', '2026-11-28')).toBe(6);
    expect(dayNoOf('2026-11-23', '2026-11-29')).toBeNull();
    expect(dayNoOf('2026-11-23', '2026-11-22')).toBeNull();
  });
});

describe('curriculum CMS API', () => {
  let t: TestApp;
  let folderId: number;
  let classId: number;
  let otherClassId: number;
  let otherClassName: string;
  const monday = mondayOf(todayInIndia());

  beforeAll(async () => {
    t = await startTestApp();
    const groups = (await t.as(SUPER, { method: 'GET', url: '/api/class-group?groupType=Curriculum_CMS' })).json();
    const folder = await t.as(COORDINATOR, {
      method: 'POST',
      url: '/api/learning-folders',
      payload: { classGroupId: groups.rows[0].id, name: 'Test plans' },
    });
    expect(folder.statusCode, folder.body).toBe(201);
    folderId = folder.json().id;
    const classes = (await t.as(SUPER, { method: 'GET', url: '/api/class?pageSize=50' })).json().rows;
    classId = classes.find((c: { name: string }) => c.name === 'UKG').id;
    // A class centre A has no section of.
    const own = (await t.as(SUPER, { method: 'GET', url: `/api/section?franchiseeId=${OWN}&pageSize=100` })).json()
      .rows;
    const run = new Set(own.map((s: { classId: number }) => s.classId));
    const other = classes.find((c: { id: number }) => !run.has(c.id));
    otherClassId = other.id;
    otherClassName = other.name;
  });
  afterAll(() => t.close());

  async function newWeek(weekNo: number, startsOn = monday, cls = classId) {
    const week = await t.as(COORDINATOR, {
      method: 'POST',
      url: '/api/curriculum-weeks',
      payload: { folderId, classId: cls, weekNo, title: `Week ${weekNo} plan`, startsOn },
    });
    expect(week.statusCode, week.body).toBe(201);
    const id: number = week.json().id;
    for (const dayNo of [1, 2, 3, 4, 5, 6]) {
      const day = await t.as(COORDINATOR, {
        method: 'POST',
        url: '/api/curriculum-days',
        payload: {
          weekId: id,
          dayNo,
          title: `Day ${dayNo} of week ${weekNo}`,
          activities: `<p>Activity ${dayNo}</p><script>alert(1)</script>`,
          learningOutcomes: '<p onclick="x()">Counts to ten</p>',
        },
      });
      expect(day.statusCode, day.body).toBe(201);
    }
    return id;
  }

  const publish = (weekId: number, payload: object = {}) =>
    t.as(COORDINATOR, { method: 'POST', url: `/api/curriculum-weeks/${weekId}/publish`, payload });

  const centreWeeks = async (email: string) =>
    (await t.as(email, { method: 'GET', url: '/api/learning/curriculum?pageSize=100' })).json().rows as {
      id: number;
      weekId: number;
      franchiseeId: number;
      title: string;
      version: number;
    }[];

  it('refuses a week that does not start on a Monday, and a folder outside the curriculum groups', async () => {
    const bad = await t.as(COORDINATOR, {
      method: 'POST',
      url: '/api/curriculum-weeks',
      payload: { folderId, classId, weekNo: 40, title: 'Bad', startsOn: dayDate(monday, 2) },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('starts on a Monday');
    const groups = (await t.as(SUPER, { method: 'GET', url: '/api/class-group?groupType=Teacher%20Training' })).json();
    const folder = await t.as(COORDINATOR, {
      method: 'POST',
      url: '/api/learning-folders',
      payload: { classGroupId: groups.rows[0].id, name: 'Wrong group' },
    });
    expect(folder.statusCode).toBe(400);
    // A Recorded Classes folder holds videos: no week, theme or plan's sheet goes there, and it stays that kind.
    const recordedGroup = (
      await t.as(SUPER, { method: 'GET', url: '/api/class-group?groupType=Recorded%20Classes' })
    ).json().rows[0].id;
    const recorded = (
      await t.as(COORDINATOR, { method: 'GET', url: `/api/learning-folders?classGroupId=${recordedGroup}` })
    ).json().rows[0].id;
    const week = await t.as(COORDINATOR, {
      method: 'POST',
      url: '/api/curriculum-weeks',
      payload: { folderId: recorded, classId, weekNo: 41, title: 'Misplaced', startsOn: monday },
    });
    expect(week.statusCode).toBe(400);
    expect(week.json().fieldErrors.folderId).toBe(NOT_A_CURRICULUM_FOLDER);
    const theme = await t.as(COORDINATOR, {
      method: 'POST',
      url: '/api/theme-and-skills',
      payload: { folderId: recorded, title: 'Misplaced theme' },
    });
    expect(theme.json().fieldErrors.folderId).toBe(NOT_A_CURRICULUM_FOLDER);
    const moved = await t.as(COORDINATOR, {
      method: 'PUT',
      url: `/api/learning-folders/${folderId}`,
      payload: { classGroupId: recordedGroup },
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().fieldErrors.classGroupId).toMatch(/^A folder keeps its kind/);
  });

  it('sanitises rich text and refuses a second plan for the same day', async () => {
    const weekId = await newWeek(20, dayDate(monday, 141));
    const preview = (await t.as(COORDINATOR, { method: 'GET', url: `/api/learning-cms/preview/${weekId}` })).json();
    expect(preview.status).toBe('DRAFT');
    expect(preview.plan.days).toHaveLength(6);
    expect(preview.plan.days[0].activities).toBe('<p>Activity 1</p>');
    expect(preview.plan.days[0].learningOutcomes).toBe('<p>Counts to ten</p>');
    expect(preview.plan.days[2].date).toBe(dayDate(dayDate(monday, 141), 3));
    const again = await t.as(COORDINATOR, {
      method: 'POST',
      url: '/api/curriculum-days',
      payload: { weekId, dayNo: 2, title: 'Again' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('keeps drafts from centres; publishing shows the week to the centres that run the class', async () => {
    const weekId = await newWeek(1);
    expect((await centreWeeks(CENTRE_A)).some((r) => r.weekId === weekId)).toBe(false);
    // The CMS itself is head office's: a centre cannot read drafts or publish.
    expect((await t.as(CENTRE_A, { method: 'GET', url: `/api/curriculum-weeks/${weekId}` })).statusCode).toBe(403);
    expect((await t.as(CENTRE_A, { method: 'GET', url: `/api/learning-cms/preview/${weekId}` })).statusCode).toBe(403);
    expect(
      (await t.as(CENTRE_A, { method: 'POST', url: `/api/curriculum-weeks/${weekId}/publish`, payload: {} }))
        .statusCode,
    ).toBe(403);

    const res = await publish(weekId, { note: 'First' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ version: 1 });
    expect(res.json().centres).toBeGreaterThanOrEqual(2);
    const seenByA = (await centreWeeks(CENTRE_A)).filter((r) => r.weekId === weekId);
    expect(seenByA).toHaveLength(1);
    expect(seenByA[0].franchiseeId).toBe(OWN);
    expect((await centreWeeks(CENTRE_B)).filter((r) => r.weekId === weekId).map((r) => r.franchiseeId)).toEqual([
      OTHER,
    ]);
    // Centre A opens its own publication, and never centre B's.
    const bRow = (await centreWeeks(CENTRE_B)).find((r) => r.weekId === weekId)!;
    expect((await t.as(CENTRE_A, { method: 'GET', url: `/api/learning/curriculum/${seenByA[0].id}` })).statusCode).toBe(
      200,
    );
    expect((await t.as(CENTRE_A, { method: 'GET', url: `/api/learning/curriculum/${bRow.id}` })).statusCode).toBe(404);
  });

  it('publishes to the named centres only, and refuses a centre that does not run the class', async () => {
    const weekId = await newWeek(2, dayDate(monday, 8));
    const res = await publish(weekId, { franchiseeIds: [OTHER] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().centres).toBe(1);
    expect((await centreWeeks(CENTRE_A)).some((r) => r.weekId === weekId)).toBe(false);
    expect((await centreWeeks(CENTRE_B)).some((r) => r.weekId === weekId)).toBe(true);

    const nursery = await newWeek(3, monday, otherClassId);
    const refused = await publish(nursery, { franchiseeIds: [OWN] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain(`does not run ${otherClassName}`);
    // Nothing written: still a draft, no version.
    const week = (await t.as(COORDINATOR, { method: 'GET', url: `/api/curriculum-weeks/${nursery}` })).json();
    expect(week).toMatchObject({ status: 'DRAFT', version: 0 });
    const versions = (
      await t.as(COORDINATOR, { method: 'GET', url: `/api/learning-cms/weeks/${nursery}/versions` })
    ).json();
    expect(versions.rows).toHaveLength(0);
  });

  it('shows centres the published version until the next publish, and keeps every version', async () => {
    const weekId = await newWeek(4, dayDate(monday, 22));
    await publish(weekId);
    await t.as(COORDINATOR, {
      method: 'PUT',
      url: `/api/curriculum-weeks/${weekId}`,
      payload: { title: 'Changed title' },
    });
    expect((await centreWeeks(CENTRE_A)).find((r) => r.weekId === weekId)?.title).toBe('Week 4 plan');
    const again = await publish(weekId, { note: 'Title fixed' });
    expect(again.json().version).toBe(2);
    const row = (await centreWeeks(CENTRE_A)).find((r) => r.weekId === weekId)!;
    expect(row).toMatchObject({ title: 'Changed title', version: 2 });
    const versions = (
      await t.as(COORDINATOR, { method: 'GET', url: `/api/learning-cms/weeks/${weekId}/versions` })
    ).json();
    expect(versions.rows.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(versions.rows[1].plan.title).toBe('Week 4 plan');

    const withdrawn = await t.as(COORDINATOR, { method: 'POST', url: `/api/curriculum-weeks/${weekId}/withdraw` });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((await centreWeeks(CENTRE_A)).some((r) => r.weekId === weekId)).toBe(false);
  });

  it("gives a teacher today's day at a glance for the classes of their centre", async () => {
    const weekId = await newWeek(5, monday);
    await publish(weekId);
    const date = dayDate(monday, 3);
    const today = (await t.as(TEACHER, { method: 'GET', url: `/api/learning/today?date=${date}` })).json();
    const plan = today.classes.find((c: { weekTitle: string }) => c.weekTitle === 'Week 5 plan');
    expect(plan.day).toMatchObject({ dayNo: 3, title: 'Day 3 of week 5', date });
    // Sunday: the week is there, without a day.
    const sunday = (
      await t.as(TEACHER, { method: 'GET', url: `/api/learning/today?date=${dayDate(monday, 7)}` })
    ).json();
    expect(sunday.classes.find((c: { weekTitle: string }) => c.weekTitle === 'Week 5 plan').day).toBeNull();
    // The following week is not this one.
    const later = (
      await t.as(TEACHER, { method: 'GET', url: `/api/learning/today?date=${dayDate(monday, 8)}` })
    ).json();
    expect(later.classes.some((c: { weekTitle: string }) => c.weekTitle === 'Week 5 plan')).toBe(false);
    // A teacher reads, never writes, the curriculum.
    expect((await t.as(TEACHER, { method: 'POST', url: `/api/curriculum-weeks/${weekId}/publish` })).statusCode).toBe(
      403,
    );
    // Another centre named in the query is a 404.
    expect((await t.as(TEACHER, { method: 'GET', url: `/api/learning/today?franchiseeID=${OTHER}` })).statusCode).toBe(
      404,
    );
  });

  it('tells a folder from a day on the one week-glance URL', async () => {
    const weekId = await newWeek(6, dayDate(monday, 36));
    const asFolder = (
      await t.as(COORDINATOR, { method: 'GET', url: `/api/learning-cms/week-glance/${folderId}` })
    ).json();
    expect(asFolder.kind).toBe('folder');
    expect(asFolder.weeks.some((w: { id: number; days: number }) => w.id === weekId && w.days === 6)).toBe(true);
    const choices = (await t.as(COORDINATOR, { method: 'GET', url: '/api/learning-cms/choices' })).json();
    expect(choices.folders.find((f: { id: number }) => f.id === folderId).weeks).toBe(asFolder.weeks.length);
    const preview = (await t.as(COORDINATOR, { method: 'GET', url: `/api/learning-cms/preview/${weekId}` })).json();
    const dayId = preview.plan.days[1].id;
    expect(dayId).not.toBe(folderId);
    const asDay = (await t.as(COORDINATOR, { method: 'GET', url: `/api/learning-cms/week-glance/${dayId}` })).json();
    expect(asDay).toMatchObject({ kind: 'day', weekId, day: { dayNo: 2 } });
    expect((await t.as(COORDINATOR, { method: 'GET', url: '/api/learning-cms/week-glance/99999999' })).statusCode).toBe(
      404,
    );
  });

  it('refuses a week without days', async () => {
    const week = await t.as(COORDINATOR, {
      method: 'POST',
      url: '/api/curriculum-weeks',
      payload: { folderId, classId, weekNo: 30, title: 'Empty', startsOn: dayDate(monday, 71) },
    });
    const res = await publish(week.json().id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('at least one day');
  });
  it("shows a theme's days at a glance: its weeks in order, each day with its activities", async () => {
    const theme = await t.as(COORDINATOR, {
      method: 'POST',
      url: '/api/theme-and-skills',
      payload: { folderId, title: 'Water and us', skills: ['Counting', 'Colours'] },
    });
    expect(theme.statusCode, theme.body).toBe(201);
    const themeId: number = theme.json().id;
    const later = await newWeek(8, dayDate(monday, 50));
    const first = await newWeek(7, dayDate(monday, 43));
    for (const id of [later, first]) {
      const put = await t.as(COORDINATOR, { method: 'PUT', url: `/api/curriculum-weeks/${id}`, payload: { themeId } });
      expect(put.statusCode, put.body).toBe(200);
    }
    const res = await t.as(COORDINATOR, { method: 'GET', url: `/api/learning-cms/day-glance/${themeId}` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.theme).toMatchObject({ id: themeId, title: 'Water and us', skills: ['Counting', 'Colours'] });
    expect(body.weeks.map((w: { weekId: number }) => w.weekId)).toEqual([first, later]);
    expect(body.weeks[0].days).toHaveLength(6);
    expect(body.weeks[0].days[0]).toMatchObject({ dayNo: 1, title: 'Day 1 of week 7', date: dayDate(monday, 43) });
    expect(body.weeks[0].days[0].activities).toContain('Activity 1');
    expect(body.weeks[0].days[0].activities).not.toContain('<script');
    const missing = await t.as(COORDINATOR, { method: 'GET', url: '/api/learning-cms/day-glance/999999' });
    expect(missing.statusCode).toBe(404);
  });
});
