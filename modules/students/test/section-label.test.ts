import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '@portal/server/testing';

/**
 * A section is named with its class wherever it is referenced ('Nursery A', never a bare 'A' among
 * 'A, A, A, B'): in lists and records of the rows pointing at it, in their exports, in the search by it,
 * and in the picker's own list (the metadata names the fields its label is made of).
 */
let t: TestApp;
const SUPER = 'superadmin@demo.school';

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Row = Record<string, unknown> & { id: number };

describe('a section reads with its class', () => {
  it('labels every reference to a section "<class> <section>"', async () => {
    const sections = (
      await t.as(SUPER, { method: 'GET', url: '/api/section?pageSize=200&fields=classId,name' })
    ).json() as { rows: Row[] };
    expect(sections.rows.length).toBeGreaterThan(0);
    const named = new Map(sections.rows.map((s) => [s.id, `${String(s.classIdLabel)} ${String(s.name)}`]));

    const admissions = (
      await t.as(SUPER, { method: 'GET', url: '/api/student-admission?pageSize=200&fields=sectionId' })
    ).json() as { rows: Row[] };
    const placed = admissions.rows.filter((r) => typeof r.sectionId === 'number');
    expect(placed.length).toBeGreaterThan(0);
    for (const row of placed) expect(row.sectionIdLabel).toBe(named.get(row.sectionId as number));

    const one = placed[0];
    const record = (await t.as(SUPER, { method: 'GET', url: `/api/student-admission/${one.id}` })).json() as Row;
    expect(record.sectionIdLabel).toBe(named.get(one.sectionId as number));
    expect(String(record.sectionIdLabel)).toMatch(/\S+ \S+/);
  });

  it('names the class in the picker, the homework list, its export and its search', async () => {
    const meta = (await t.as(SUPER, { method: 'GET', url: '/api/meta/resources/homework' })).json() as {
      fields: Record<string, { ref?: { labelFields?: string[] } }>;
    };
    expect(meta.fields.sectionId.ref?.labelFields).toEqual(['classId', 'name']);

    const homework = (await t.as(SUPER, { method: 'GET', url: '/api/homework?pageSize=200' })).json() as {
      rows: Row[];
    };
    const withSection = homework.rows.find((r) => typeof r.sectionId === 'number');
    if (withSection) expect(String(withSection.sectionIdLabel)).toContain(String(withSection.classIdLabel));

    const sections = (
      await t.as(SUPER, { method: 'GET', url: '/api/section?pageSize=200&fields=classId,name' })
    ).json() as { rows: Row[] };
    const className = String(sections.rows[0].classIdLabel);
    const found = (
      await t.as(SUPER, { method: 'GET', url: `/api/section?pageSize=200&q=${encodeURIComponent(className)}` })
    ).json() as { rows: Row[] };
    expect(found.rows.map((r) => r.id)).toContain(sections.rows[0].id);

    const sheet = await t.as(SUPER, { method: 'GET', url: '/api/student-admission/export?format=csv' });
    expect(sheet.statusCode).toBe(200);
    const labels = [...new Set(sections.rows.map((s) => `${String(s.classIdLabel)} ${String(s.name)}`))];
    expect(labels.some((l) => sheet.body.includes(l))).toBe(true);
  });
});
