import ExcelJS from 'exceljs';
import { todayInIndia } from '@portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileForm, startTestApp, type TestApp } from '@portal/server/testing';
import { dayDate, NOT_A_CURRICULUM_FOLDER } from '../shared/index.ts';

const SUPER = 'superadmin@demo.school';
const COORDINATOR = 'trainer@demo.school';
const CENTRE_A = 'franchisee-a@demo.school';

const HEADERS = [
  'Class',
  'Week',
  'Week title',
  'Starts on',
  'Day',
  'Day title',
  'Activities',
  'Materials',
  'Learning outcomes',
];

async function workbook(rows: (string | number)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Plan');
  ws.addRow(HEADERS);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('-');

describe("a month's plan from XLSX", () => {
  let t: TestApp;
  let folderId: number;
  const d = new Date(`${todayInIndia()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7) + 7 * 30);
  const monday = d.toISOString().slice(0, 10);

  beforeAll(async () => {
    t = await startTestApp();
    const groups = (await t.as(SUPER, { method: 'GET', url: '/api/class-group?groupType=Curriculum_CMS' })).json();
    folderId = (
      await t.as(COORDINATOR, {
        method: 'POST',
        url: '/api/learning-folders',
        payload: { classGroupId: groups.rows[0].id, name: 'Uploaded plans' },
      })
    ).json().id;
  });
  afterAll(() => t.close());

  const upload = async (file: Buffer, email = COORDINATOR, id = folderId) =>
    t.as(email, {
      method: 'POST',
      url: `/api/learning/bulkUploadCurriculumCMS/${id}`,
      ...(await fileForm(file, 'plan.xlsx')),
    });

  const weeksOfFolder = async () =>
    (await t.as(COORDINATOR, { method: 'GET', url: `/api/learning-cms/week-glance/${folderId}` })).json().weeks as {
      id: number;
      weekNo: number;
      title: string;
      days: number;
    }[];

  it('refuses a sheet with a bad row by its row number, and saves nothing', async () => {
    const file = await workbook([
      ['LKG', 1, 'Colours', ddmmyyyy(monday), 1, 'Red day', 'Paint', 'Paint', 'Names red'],
      ['LKG', 1, 'Colours', ddmmyyyy(monday), 2, 'Blue day', '', '', ''],
      ['Grade 9', 1, 'Colours', ddmmyyyy(monday), 3, 'Green day', '', '', ''],
      ['LKG', 1, 'Colours', ddmmyyyy(dayDate(monday, 8)), 4, 'Yellow day', '', '', ''],
      ['LKG', 1, 'Colours', ddmmyyyy(monday), 2, 'Blue again', '', '', ''],
      ['LKG', 2, 'Shapes', ddmmyyyy(dayDate(monday, 8)), 9, '', '', '', ''],
    ]);
    const res = await upload(file);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('4 rows have problems; nothing was saved');
    const errors = res.json().errors as { row: number; message: string }[];
    expect(errors.map((e) => e.row)).toEqual([4, 5, 6, 7]);
    expect(errors[0].message).toContain("no class 'Grade 9'");
    expect(errors[1].message).toContain('another title or start date on row 2');
    expect(errors[2].message).toContain('already on row 3');
    expect(errors[3].message).toMatch(/day title is empty.*day must be a number from 1 to 6/);
    expect(await weeksOfFolder()).toEqual([]);
  });

  it('adds the weeks and days of a clean sheet, and replaces them when uploaded again', async () => {
    const rows = (title: string) => [
      ['LKG', 1, title, ddmmyyyy(monday), 1, 'Red day', 'Paint with red\n<script>x</script>', 'Paint', 'Names red'],
      ['LKG', 1, title, ddmmyyyy(monday), 2, 'Blue day', 'Sky watch', '', ''],
      ['UKG', 1, 'Letters', monday, 1, 'A is for apple', 'Apples', '', ''],
    ];
    const first = await upload(await workbook(rows('Colours')));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ created: 2, updated: 0, days: 3 });
    const again = await upload(await workbook(rows('Colours around us')));
    expect(again.json()).toEqual({ created: 0, updated: 2, days: 3 });
    const weeks = await weeksOfFolder();
    expect(weeks.map((w) => [w.title, w.days]).sort()).toEqual([
      ['Colours around us', 2],
      ['Letters', 1],
    ]);
    const lkg = weeks.find((w) => w.title === 'Colours around us')!;
    const preview = (await t.as(COORDINATOR, { method: 'GET', url: `/api/learning-cms/preview/${lkg.id}` })).json();
    expect(preview.plan.days[0].activities).toBe('<p>Paint with red</p><p>&lt;script&gt;x&lt;/script&gt;</p>');
  });

  it('is head office work', async () => {
    const file = await workbook([['LKG', 3, 'X', ddmmyyyy(monday), 1, 'Y', '', '', '']]);
    expect((await upload(file, CENTRE_A)).statusCode).toBe(403);
    expect((await upload(file, COORDINATOR, 99999999)).statusCode).toBe(404);
  });

  it('refuses a plan for a Recorded Classes folder', async () => {
    const group = (await t.as(SUPER, { method: 'GET', url: '/api/class-group?groupType=Recorded%20Classes' })).json()
      .rows[0].id;
    const recorded = (
      await t.as(COORDINATOR, { method: 'GET', url: `/api/learning-folders?classGroupId=${group}` })
    ).json().rows[0].id;
    const res = await upload(
      await workbook([['LKG', 5, 'X', ddmmyyyy(monday), 1, 'Y', '', '', '']]),
      COORDINATOR,
      recorded,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(NOT_A_CURRICULUM_FOLDER);
  });
});
