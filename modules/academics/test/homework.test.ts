import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { classes } from '@portal/mod-org/server';
import { sections } from '@portal/mod-students/server';
import { fileForm, startTestApp, type TestApp } from '@portal/server/testing';
import * as C from '../shared/contracts.ts';
import { MESSAGES } from '../shared/index.ts';
import { CENTRE_A, CENTRE_B, CHILD, PARENT, TEACHER, todayIndia } from './support.ts';

let t: TestApp;
let nursery: number;
let sectionA: number;
beforeAll(async () => {
  t = await startTestApp();
  [{ id: nursery }] = await t.db.db.select({ id: classes.id }).from(classes).where(eq(classes.name, 'Nursery'));
  const rows = await t.db.db.select().from(sections).where(eq(sections.classId, nursery));
  sectionA = rows.find((s) => s.franchiseeId === 2 && s.name === 'A')!.id;
});
afterAll(() => t.close());

const PDF = '%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n';

async function upload(email: string, body: Buffer | string = PDF, name = 'work.pdf'): Promise<string> {
  const form = await fileForm(body, name);
  const res = await t.as(email, { method: 'POST', url: '/api/files', ...form });
  if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  return res.json().id;
}

const setHomework = (over: Record<string, unknown> = {}, email = TEACHER) =>
  t.as(email, {
    method: 'POST',
    url: '/api/homework',
    payload: {
      franchiseeId: 2,
      classId: nursery,
      sectionId: sectionA,
      subject: 'Art',
      title: 'Leaf printing',
      setDate: todayIndia(),
      dueDate: todayIndia(),
      ...over,
    },
  });

describe('homework', () => {
  it('refuses a due date before the set date, a file of the wrong type and another centre’s section', async () => {
    const early = await setHomework({ dueDate: '2020-01-01' });
    expect(early.statusCode).toBe(400);
    expect(early.body).toContain(MESSAGES.dueBeforeSet);
    const sheet = await upload(TEACHER, 'name,age\nA,3\n', 'list.csv');
    const wrong = await setHomework({ fileId: sheet });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain(MESSAGES.homeworkFileType);
    const other = await setHomework({ franchiseeId: 3 });
    expect(other.statusCode).toBe(404);
  });

  it('goes set → seen by the parent → submitted with a file → reviewed → the parent sees the remark', async () => {
    const sheet = await upload(TEACHER);
    const created = await setHomework({ fileId: sheet });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;

    const mine = await t.as(PARENT, { method: 'GET', url: C.myHomework.path });
    expect(mine.statusCode, mine.body).toBe(200);
    const row = C.myHomework.response.parse(mine.json()).rows.find((r) => r.id === id);
    expect(row).toMatchObject({ title: 'Leaf printing', submission: null });
    // The parent may read the teacher's file.
    expect((await t.as(PARENT, { method: 'GET', url: `/api/files/${sheet}` })).statusCode).toBe(200);

    const work = await upload(PARENT, PDF, 'leaves.pdf');
    const submitted = await t.as(PARENT, {
      method: 'POST',
      url: '/api/homework-submissions',
      payload: { homeworkId: id, studentAdmissionId: CHILD, fileId: work, note: 'Done with maple leaves' },
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    expect(submitted.json()).toMatchObject({ status: 'SUBMITTED', studentAdmissionId: CHILD });
    const subId = submitted.json().id;

    // A parent cannot review, nor submit for another child.
    expect(
      (
        await t.as(PARENT, {
          method: 'POST',
          url: `/api/homework-submissions/${subId}/review`,
          payload: { status: 'REVIEWED', remark: 'x' },
        })
      ).statusCode,
    ).toBe(403);
    const forOther = await t.as(PARENT, {
      method: 'POST',
      url: '/api/homework-submissions',
      payload: { homeworkId: id, fileId: work, studentAdmissionId: 2 },
    });
    expect(forOther.statusCode).toBeGreaterThanOrEqual(400);
    expect(forOther.statusCode).toBeLessThan(500);

    const desk = await t.as(TEACHER, { method: 'GET', url: `/api/class/reviewHomework/${id}` });
    expect(desk.statusCode, desk.body).toBe(200);
    const child = desk.json().rows.find((r: { studentAdmissionId: number }) => r.studentAdmissionId === CHILD);
    expect(child.submission).toMatchObject({ status: 'SUBMITTED', note: 'Done with maple leaves' });

    const noRemark = await t.as(TEACHER, {
      method: 'POST',
      url: `/api/homework-submissions/${subId}/review`,
      payload: { status: 'REVIEWED', remark: '' },
    });
    expect(noRemark.statusCode).toBe(400);
    const reviewed = await t.as(TEACHER, {
      method: 'POST',
      url: `/api/homework-submissions/${subId}/review`,
      payload: { status: 'REVIEWED', remark: 'Lovely colours, well done!' },
    });
    expect(reviewed.statusCode, reviewed.body).toBe(200);

    const after = C.myHomework.response.parse((await t.as(PARENT, { method: 'GET', url: C.myHomework.path })).json());
    expect(after.rows.find((r) => r.id === id)!.submission).toMatchObject({
      status: 'REVIEWED',
      remark: 'Lovely colours, well done!',
    });
    // Reviewed work no longer changes.
    const change = await t.as(PARENT, {
      method: 'PUT',
      url: `/api/homework-submissions/${subId}`,
      payload: { note: 'again' },
    });
    expect(change.statusCode).toBe(409);
    // Another centre sees none of it.
    expect((await t.as(CENTRE_B, { method: 'GET', url: `/api/class/reviewHomework/${id}` })).statusCode).toBe(404);
    expect((await t.as(CENTRE_B, { method: 'GET', url: `/api/homework-submissions/${subId}` })).statusCode).toBe(404);
  });

  it('refuses a parent’s submission for another class’s homework', async () => {
    const [{ id: lkg }] = await t.db.db.select({ id: classes.id }).from(classes).where(eq(classes.name, 'LKG'));
    const id = (await setHomework({ classId: lkg, sectionId: null, title: 'Not for Nursery' }, CENTRE_A)).json().id;
    const work = await upload(PARENT);
    const res = await t.as(PARENT, {
      method: 'POST',
      url: '/api/homework-submissions',
      payload: { homeworkId: id, studentAdmissionId: CHILD, fileId: work },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(MESSAGES.notYourChildsClass);
  });

  it('sends a parent back to redo, and takes the new file', async () => {
    const id = (await setHomework({ title: 'Trace the letter C' })).json().id;
    const work = await upload(PARENT, PDF, 'c.pdf');
    const sub = (
      await t.as(PARENT, {
        method: 'POST',
        url: '/api/homework-submissions',
        payload: { homeworkId: id, studentAdmissionId: CHILD, fileId: work },
      })
    ).json();
    await t.as(TEACHER, {
      method: 'POST',
      url: `/api/homework-submissions/${sub.id}/review`,
      payload: { status: 'REDO', remark: 'Please trace it once more, slowly.' },
    });
    const again = await upload(PARENT, PDF, 'c2.pdf');
    const res = await t.as(PARENT, {
      method: 'PUT',
      url: `/api/homework-submissions/${sub.id}`,
      payload: { fileId: again },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'SUBMITTED', fileId: again });
  });

  it('shows a child’s homework of one subject, each with the child’s work to review', async () => {
    const subject = `Clay ${String(Date.now()).slice(-5)}`;
    const first = (await setHomework({ subject, title: 'Roll a snake' })).json().id;
    const second = (await setHomework({ subject: `  ${subject.toUpperCase()} `, title: 'Press a leaf' })).json().id;
    const whole = (await setHomework({ subject, sectionId: null, title: 'Shape a cup' }, CENTRE_A)).json().id;
    const other = (await setHomework({ subject: 'Numbers', title: 'Count the beads' })).json().id;
    const work = await upload(PARENT);
    const sub = await t.as(PARENT, {
      method: 'POST',
      url: '/api/homework-submissions',
      payload: { homeworkId: second, studentAdmissionId: CHILD, fileId: work, note: 'A maple leaf' },
    });
    expect(sub.statusCode, sub.body).toBe(201);

    const path = (subjectText: string) => `/api/class/reviewHomework/${CHILD}/${encodeURIComponent(subjectText)}`;
    const res = await t.as(TEACHER, { method: 'GET', url: path(subject.toLowerCase()) });
    expect(res.statusCode, res.body).toBe(200);
    const body = C.childSubjectHomework.response.parse(res.json());
    expect(body.child).toMatchObject({ studentAdmissionId: CHILD, name: expect.stringMatching(/\S/) });
    const ids = body.rows.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([first, second, whole]));
    expect(ids).not.toContain(other);
    expect(body.rows.every((r) => r.subject.trim().toLowerCase() === subject.toLowerCase())).toBe(true);
    expect(body.rows.find((r) => r.id === second)!.submission).toMatchObject({
      id: sub.json().id,
      status: 'SUBMITTED',
      note: 'A maple leaf',
    });
    expect(body.rows.find((r) => r.id === first)!.submission).toBeNull();

    // The second segment is the subject, not a homework: a homework's id names no subject.
    const byHomeworkId = C.childSubjectHomework.response.parse(
      (await t.as(TEACHER, { method: 'GET', url: path(String(second)) })).json(),
    );
    expect(byHomeworkId.rows).toEqual([]);
    // Another centre neither reaches the child nor learns of the homework.
    expect((await t.as(CENTRE_B, { method: 'GET', url: path(subject) })).statusCode).toBe(404);
    const blank = await t.as(TEACHER, { method: 'GET', url: path(' ') });
    expect(blank.statusCode).toBe(400);
  });
});
