import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CRON_STATUS } from '@portal/core';
import { jobRuns, startWorker } from '@portal/kit';
import { academicYears, classes } from '@portal/mod-org/server';
import { studentAdmissions } from '@portal/mod-students/server';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { reportCardJob } from '../server/index.ts';
import * as C from '../shared/contracts.ts';
import { MESSAGES } from '../shared/index.ts';
import { pdfText } from './pdf-text.ts';
import {
  CENTRE_A,
  CENTRE_B,
  CHILD,
  COORDINATOR,
  PARENT,
  parameterIds,
  TEACHER,
  TEACHER_2,
  termId,
  todayIndia,
  tomorrow,
} from './support.ts';

let t: TestApp;
let nursery: number;
let term1: number;
let term2: number;
let params: number[];
beforeAll(async () => {
  t = await startTestApp();
  [{ id: nursery }] = await t.db.db.select({ id: classes.id }).from(classes).where(eq(classes.name, 'Nursery'));
  term1 = await termId(t, 'Term 1');
  term2 = await termId(t, 'Term 2');
  params = await parameterIds(t);
});
afterAll(() => t.close());

const saveCell = (email: string, body: Record<string, unknown>) =>
  t.as(email, { method: 'PUT', url: C.saveGradeCell.path, payload: body });

describe('grade entry', () => {
  it('answers the grid of a class and term: children down, parameters across, with the scale', async () => {
    const res = await t.as(TEACHER, { method: 'GET', url: `${C.gradeGrid.path}?classId=${nursery}&termId=${term1}` });
    expect(res.statusCode, res.body).toBe(200);
    const grid = C.gradeGrid.response.parse(res.json());
    expect(grid.children.map((c) => c.studentAdmissionId)).toContain(CHILD);
    expect(grid.parameters).toHaveLength(12);
    expect(grid.scales[0].levels.map((l) => l.label)).toEqual(['Emerging', 'Developing', 'Achieved']);
    expect(grid.cells.length).toBe(grid.children.length * 12);
  });

  it('takes only grades of the parameter’s scale, and only parameters assigned to the class for the term', async () => {
    const off = await saveCell(TEACHER, {
      studentAdmissionId: CHILD,
      termId: term2,
      parameterId: params[0],
      grade: 'Z',
      version: 0,
    });
    expect(off.statusCode).toBe(400);
    expect(off.body).toContain(MESSAGES.notOnScale('Z', 'Pre-school three-step'));
    const lower = await saveCell(TEACHER, {
      studentAdmissionId: CHILD,
      termId: term2,
      parameterId: params[0],
      grade: 'd',
      version: 0,
    });
    expect(lower.statusCode, lower.body).toBe(200);
    expect(lower.json()).toMatchObject({ saved: true, grade: 'D', version: 1 });
    const tooLong = await saveCell(TEACHER, {
      studentAdmissionId: CHILD,
      termId: term2,
      parameterId: params[0],
      grade: 'x'.repeat(11),
      version: 1,
    });
    expect(tooLong.statusCode).toBe(400);
    const missing = await saveCell(TEACHER, {
      studentAdmissionId: CHILD,
      termId: term2,
      parameterId: 999_999,
      grade: 'A',
      version: 0,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain(MESSAGES.parameterNotAssigned);
  });

  it('keeps a second teacher’s conflicting save from overwriting: the answer shows the other grade', async () => {
    const cell = { studentAdmissionId: CHILD, termId: term2, parameterId: params[1] };
    const first = await saveCell(TEACHER, { ...cell, grade: 'A', version: 0 });
    expect(first.json()).toMatchObject({ saved: true, version: 1 });
    // teacher2's grid was loaded before: it still thinks the cell is empty.
    const second = await saveCell(TEACHER_2, { ...cell, grade: 'E', version: 0 });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ saved: false, grade: 'A', version: 1 });
    expect(second.json().updatedBy).toBeTruthy();
    // Having seen it, teacher2 may change it on purpose.
    const third = await saveCell(TEACHER_2, { ...cell, grade: 'E', version: 1 });
    expect(third.json()).toMatchObject({ saved: true, grade: 'E', version: 2 });
    // Clearing a cell is a save too.
    const cleared = await saveCell(TEACHER, { ...cell, grade: null, version: 2 });
    expect(cleared.json()).toMatchObject({ saved: true, grade: null, version: 3 });
  });

  it('refuses another centre’s child whatever the id, and a parent', async () => {
    const other = await saveCell(CENTRE_B, {
      studentAdmissionId: CHILD,
      termId: term2,
      parameterId: params[0],
      grade: 'A',
      version: 1,
    });
    expect(other.statusCode).toBe(404);
    const parent = await saveCell(PARENT, {
      studentAdmissionId: CHILD,
      termId: term2,
      parameterId: params[0],
      grade: 'A',
      version: 1,
    });
    expect(parent.statusCode).toBe(403);
  });
});

describe('class-teacher remarks', () => {
  it('saves a remark per child and term, and refuses one over the limit', async () => {
    const ok = await t.as(TEACHER, {
      method: 'PUT',
      url: C.saveRemark.path,
      payload: { studentAdmissionId: CHILD, termId: term2, remark: 'Loves counting games.' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const list = await t.as(TEACHER, {
      method: 'GET',
      url: `${C.classRemarks.path}?classId=${nursery}&termId=${term2}`,
    });
    expect(list.json().rows.find((r: { studentAdmissionId: number }) => r.studentAdmissionId === CHILD).remark).toBe(
      'Loves counting games.',
    );
    const long = await t.as(TEACHER, {
      method: 'PUT',
      url: C.saveRemark.path,
      payload: { studentAdmissionId: CHILD, termId: term2, remark: 'x'.repeat(1001) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('at most 1000 characters');
  });
});

describe('report cards and publishing', () => {
  const card = (email: string, term: number, id = CHILD) =>
    t.as(email, { method: 'GET', url: `/api/grade-book/skills/final-report/${id}?termId=${term}` });

  it('shows a parent their child’s published card with grades, descriptors, remarks and attendance', async () => {
    const res = await card(PARENT, term1);
    expect(res.statusCode, res.body).toBe(200);
    const body = C.reportCard.response.parse(res.json());
    expect(body.child.name).toBe('Aarav Kapoor');
    expect(body.published).toBe(true);
    expect(body.skills.map((s) => s.skill)).toEqual([
      'Language and literacy',
      'Numeracy',
      'Personal and social development',
    ]);
    expect(body.skills[0].rows[0]).toMatchObject({ label: expect.any(String), descriptor: expect.any(String) });
    expect(body.remark).toContain('curious learner');
    expect(body.attendance).not.toBeNull();
  });

  it('shows a parent nothing before the publish date, everything from it', async () => {
    expect((await card(PARENT, term2)).statusCode).toBe(403);
    expect((await card(PARENT, term2)).body).toContain(MESSAGES.notPublished);
    // Staff read it meanwhile.
    expect((await card(TEACHER, term2)).statusCode).toBe(200);
    const created = await t.as(CENTRE_A, {
      method: 'POST',
      url: '/api/report-publish-settings',
      payload: { franchiseeId: 2, termId: term2, publishFrom: tomorrow(), audience: 'PARENTS' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await card(PARENT, term2)).statusCode).toBe(403);
    const staffOnly = await t.as(CENTRE_A, {
      method: 'PUT',
      url: `/api/report-publish-settings/${created.json().id}`,
      payload: { publishFrom: todayIndia(), audience: 'STAFF_ONLY' },
    });
    expect(staffOnly.statusCode, staffOnly.body).toBe(200);
    expect((await card(PARENT, term2)).statusCode).toBe(403);
    await t.as(CENTRE_A, {
      method: 'PUT',
      url: `/api/report-publish-settings/${created.json().id}`,
      payload: { audience: 'PARENTS' },
    });
    const open = await card(PARENT, term2);
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json().remark).toBe('Loves counting games.');
  });

  it('publishes a term to parents from today in one step, for the caller’s centre only', async () => {
    const other = await t.as(CENTRE_B, {
      method: 'POST',
      url: C.publishTerm.path,
      payload: { termId: term1, franchiseeId: 2 },
    });
    expect(other.statusCode).toBe(404);
    // A teacher prepares the cards; opening them to parents is the centre head's decision.
    const byTeacher = await t.as(TEACHER, { method: 'POST', url: C.publishTerm.path, payload: { termId: term1 } });
    expect(byTeacher.statusCode).toBe(403);
    const setting = await t.as(TEACHER, {
      method: 'POST',
      url: '/api/report-publish-settings',
      payload: { franchiseeId: 2, termId: term1, publishFrom: todayIndia(), audience: 'PARENTS' },
    });
    expect(setting.statusCode).toBe(403);
    expect((await t.as(TEACHER, { method: 'GET', url: '/api/report-publish-settings' })).statusCode).toBe(200);
    const res = await t.as(CENTRE_A, { method: 'POST', url: C.publishTerm.path, payload: { termId: term1 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ termId: term1, publishFrom: todayIndia(), audience: 'PARENTS' });
    expect((await card(PARENT, term1)).statusCode).toBe(200);
  });

  it('keeps a parent to their own child, whatever the id', async () => {
    expect((await card(PARENT, term1, 2)).statusCode).toBe(404);
    const pdf = await t.as(PARENT, { method: 'GET', url: `/api/grade-book/skills/final-report/2/pdf?termId=${term1}` });
    expect(pdf.statusCode).toBe(404);
    expect((await card(CENTRE_B, term1)).statusCode).toBe(404);
    // A teacher reads the cards of the classes they teach: the parent-and-teacher account teaches none.
    expect((await card('parent-teacher@demo.school', term1, 2)).statusCode).toBe(404);
  });

  it('gives the card as a PDF with the child, the skills, the grades and the remark', async () => {
    const res = await t.as(PARENT, {
      method: 'GET',
      url: `/api/grade-book/skills/final-report/${CHILD}/pdf?termId=${term1}`,
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Aarav Kapoor');
    expect(text).toContain('Little Sprouts Preschool Indiranagar');
    expect(text).toContain('Numeracy');
    expect(text).toMatch(/Achieved|Developing|Emerging/);
    expect(text).toContain('curious learner');
  });

  it('generates a class’s cards as a job with progress, into one file the centre downloads', async () => {
    const start = await t.as(TEACHER, {
      method: 'POST',
      url: C.reportCardJob.path,
      payload: { classId: nursery, termId: term1 },
    });
    expect(start.statusCode, start.body).toBe(202);
    const { runId } = start.json();
    const worker = await startWorker({ db: t.db.db, jobs: [reportCardJob], pollMs: 20, heartbeatMs: 200 });
    try {
      for (let i = 0; i < 400; i++) {
        const [run] = await t.db.db.select().from(jobRuns).where(eq(jobRuns.id, runId));
        if (run.status === CRON_STATUS.COMPLETED || run.error) break;
        await new Promise((r) => setTimeout(r, 25));
      }
    } finally {
      await worker.stop();
    }
    const status = await t.as(TEACHER, { method: 'GET', url: `/api/grade-book/skills/final-report/class/${runId}` });
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json()).toMatchObject({ progress: 100, cards: expect.any(Number) });
    const file = await t.as(TEACHER, { method: 'GET', url: `/api/files/${status.json().fileId}` });
    expect(file.statusCode).toBe(200);
    expect(pdfText(file.rawPayload)).toContain('Aarav Kapoor');
    expect(
      (await t.as(CENTRE_B, { method: 'GET', url: `/api/grade-book/skills/final-report/class/${runId}` })).statusCode,
    ).toBe(404);
  });
});

describe('masters', () => {
  it('lets head office keep skills and terms, and refuses a centre', async () => {
    const mine = await t.as(COORDINATOR, {
      method: 'POST',
      url: '/api/skills',
      payload: { classCategory: 'Hybrid', name: 'Creative arts', sort: 9 },
    });
    expect(mine.statusCode, mine.body).toBe(201);
    // One name once within its class category, whatever the capitals and spaces; another category may use it.
    const skill = (classCategory: string, name: string) =>
      t.as(COORDINATOR, { method: 'POST', url: '/api/skills', payload: { classCategory, name } });
    const twin = await skill('Hybrid', '  creative ARTS ');
    expect(twin.statusCode).toBe(409);
    expect(twin.json().message).toBe('A skill “creative ARTS” already exists here');
    expect((await skill('Bridge Course', 'Creative arts')).statusCode).toBe(201);
    const renamed = await t.as(COORDINATOR, {
      method: 'PUT',
      url: `/api/skills/${mine.json().id}`,
      payload: { name: 'Creative Arts' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const centre = await t.as(CENTRE_A, {
      method: 'POST',
      url: '/api/skills',
      payload: { classCategory: 'Hybrid', name: 'Music' },
    });
    expect(centre.statusCode).toBe(403);
    const badTerm = await t.as(COORDINATOR, {
      method: 'POST',
      url: '/api/terms',
      payload: {
        academicYearId: 1,
        classCategory: 'Hybrid',
        name: 'Term 3',
        startDate: '2026-05-01',
        endDate: '2026-04-01',
      },
    });
    expect(badTerm.statusCode).toBe(400);
    expect(badTerm.body).toContain('The end date cannot be before the start date');
  });
});

// Last in the file: it promotes the demo child.
describe('a class promoted before its year ends', () => {
  it('keeps its children in the year’s grade book, where their marks are still entered', async () => {
    const [admission] = await t.db.db.select().from(studentAdmissions).where(eq(studentAdmissions.id, CHILD));
    const years = await t.db.db.select().from(academicYears).orderBy(academicYears.startDate);
    const next = years[years.findIndex((y) => y.id === admission.academicYearId) + 1];
    const promoted = await t.as(CENTRE_A, {
      method: 'POST',
      url: `/api/student-promotion/${CHILD}`,
      payload: { toAcademicYearId: next.id },
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    const res = await t.as(TEACHER, { method: 'GET', url: `${C.gradeGrid.path}?classId=${nursery}&termId=${term1}` });
    const grid = C.gradeGrid.response.parse(res.json());
    expect(grid.children.map((c) => c.studentAdmissionId)).toContain(CHILD);
  });
});
