import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { classes } from '@portal/mod-org/server';
import { staff } from '@portal/mod-staff/server';
import { sections, studentAdmissions } from '@portal/mod-students/server';
import { adminUsers } from '@portal/mod-users/server';
import { fileForm, startTestApp, type TestApp } from '@portal/server/testing';
import * as C from '../shared/contracts.ts';
import { classDiaryView, DIARY_MESSAGES, diaryClasses, MESSAGES } from '../shared/index.ts';
import { CENTRE_A, CENTRE_B, CHILD, PARENT, TEACHER, termId, todayIndia } from './support.ts';
import { pdfText } from './pdf-text.ts';

const PARENT_2 = 'parent2@demo.school';
/** PARENT + TEACHER without a staff record: teaches no class. */
const PARENT_TEACHER = 'parent-teacher@demo.school';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let t: TestApp;
let nursery: number;
let lkg: number;
/** parent2's child: another class of centre 002. */
let otherChild: number;
let otherClass: number;
beforeAll(async () => {
  t = await startTestApp();
  [{ id: nursery }] = await t.db.db.select({ id: classes.id }).from(classes).where(eq(classes.name, 'Nursery'));
  [{ id: lkg }] = await t.db.db.select({ id: classes.id }).from(classes).where(eq(classes.name, 'LKG'));
  const [p2] = await t.db.db.select().from(adminUsers).where(eq(adminUsers.email, PARENT_2));
  otherChild = p2.studentAdmissionId!;
  [{ classId: otherClass }] = await t.db.db
    .select({ classId: studentAdmissions.classId })
    .from(studentAdmissions)
    .where(eq(studentAdmissions.id, otherChild));
});
afterAll(() => t.close());

const diary = (email: string, over: Record<string, unknown> = {}) =>
  t.as(email, {
    method: 'POST',
    url: '/api/general-diaries',
    payload: {
      franchiseeId: 2,
      classId: nursery,
      diaryDate: todayIndia(),
      title: 'Rainbow day',
      description: 'We mixed colours and painted a rainbow together.',
      ...over,
    },
  });

async function upload(email: string, body: Buffer | string, name: string): Promise<string> {
  const form = await fileForm(body, name);
  const res = await t.as(email, { method: 'POST', url: '/api/files', ...form });
  if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  return res.json().id;
}

const view = (email: string, id: number, query = '') =>
  t.as(email, { method: 'GET', url: `/api/class-diary/view/${id}${query}` });

describe('general diary', () => {
  it('a teacher writes today’s diary for their class and the parent reads it in the class diary', async () => {
    const res = await diary(TEACHER);
    expect(res.statusCode).toBe(201);
    const seen = await view(PARENT, CHILD);
    expect(seen.statusCode).toBe(200);
    const body = classDiaryView.response.parse(seen.json());
    expect(body.general.map((g) => g.title)).toContain('Rainbow day');
    expect(body.general[0].diaryDate).toBe(todayIndia());
    // Another class's parent does not see it.
    const other = classDiaryView.response.parse((await view(PARENT_2, otherChild)).json());
    expect(other.general.map((g) => g.title)).not.toContain('Rainbow day');
  });

  it('keeps a parent to their own child and away from the diary resources', async () => {
    expect((await view(PARENT, otherChild)).statusCode).toBe(404);
    expect((await view(PARENT_2, CHILD)).statusCode).toBe(404);
    expect((await t.as(PARENT, { method: 'GET', url: '/api/general-diaries' })).statusCode).toBe(403);
    expect((await diary(PARENT)).statusCode).toBe(403);
  });

  it('refuses another centre’s class and bad input with a message, writing nothing', async () => {
    expect((await diary(TEACHER, { franchiseeId: 3 })).statusCode).toBe(404);
    const blank = await diary(TEACHER, { description: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fieldErrors.description).toBeTruthy();
    const badDate = await diary(TEACHER, { diaryDate: '2026-02-30' });
    expect(badDate.statusCode).toBe(400);
    const created = (await diary(CENTRE_A, { title: 'Centre A only' })).json();
    expect((await t.as(CENTRE_B, { method: 'GET', url: `/api/general-diaries/${created.id}` })).statusCode).toBe(404);
    expect((await view(CENTRE_B, CHILD)).statusCode).toBe(404);
    const list = await t.as(CENTRE_B, { method: 'GET', url: '/api/general-diaries?q=Centre%20A%20only' });
    expect(list.json().count).toBe(0);
  });
});

describe('the general diary form’s choices', () => {
  const choices = async (email: string) => {
    const res = await t.as(email, { method: 'GET', url: diaryClasses.path });
    expect(res.statusCode, res.body).toBe(200);
    return diaryClasses.response.parse(res.json());
  };
  const section = async (franchiseeId: number, classId: number, name: string) =>
    (await t.db.db.insert(sections).values({ franchiseeId, classId, name }).returning())[0].id;

  it('offers a teacher the classes they teach at their centre, each with only its own sections', async () => {
    const mine = await section(2, nursery, 'Diary Sunflowers');
    const lkgSection = await section(2, lkg, 'Diary Tulips');
    const elsewhere = await section(3, nursery, 'Diary Lotus');
    const teacher = await choices(TEACHER);
    expect(teacher.franchiseeId).toBe(2);
    expect(teacher.classes.map((c) => c.id)).toEqual([nursery]);
    const offered = teacher.classes[0].sections.map((s) => s.id);
    expect(offered).toContain(mine);
    expect(offered).not.toContain(lkgSection);
    expect(offered).not.toContain(elsewhere);
    // The centre owner writes for every class; a teacher without a staff record for none; a parent is refused.
    expect((await choices(CENTRE_A)).classes.map((c) => c.id)).toEqual(expect.arrayContaining([nursery, lkg]));
    expect((await choices(PARENT_TEACHER)).classes).toEqual([]);
    expect((await t.as(PARENT, { method: 'GET', url: diaryClasses.path })).statusCode).toBe(403);
  });

  it('saves a teacher’s diary without a centre named, and only with a section of the chosen class', async () => {
    const mine = await section(2, nursery, 'Diary Daisies');
    const lkgSection = await section(2, lkg, 'Diary Roses');
    const elsewhere = await section(3, nursery, 'Diary Jasmine');
    const saved = await diary(TEACHER, { franchiseeId: undefined, sectionId: mine, title: 'Sunflower day' });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({ franchiseeId: 2, classId: nursery, sectionId: mine });
    const ofLkg = await diary(TEACHER, { sectionId: lkgSection, title: 'Wrong section' });
    expect(ofLkg.statusCode).toBe(400);
    expect(ofLkg.json().fieldErrors.sectionId).toBe(DIARY_MESSAGES.sectionOfClass);
    // Another centre's section is not even found.
    const ofOtherCentre = await diary(TEACHER, { sectionId: elsewhere, title: 'Wrong section' });
    expect(ofOtherCentre.statusCode).toBe(400);
    expect(ofOtherCentre.json().fieldErrors.sectionId).toBeTruthy();
    // Another class's diary stays refused to the teacher, even with that class's own section.
    const other = await diary(TEACHER, { classId: lkg, sectionId: lkgSection, title: 'Not mine' });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(DIARY_MESSAGES.notYourClass);
  });
});

describe('the teacher-of-class rule', () => {
  it('lets a teacher write only for the classes they teach; the centre owner writes for any class', async () => {
    const refused = await diary(TEACHER, { classId: lkg, title: 'Not my class' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(DIARY_MESSAGES.notYourClass);
    const owner = await diary(CENTRE_A, { classId: lkg, title: 'LKG picnic' });
    expect(owner.statusCode).toBe(201);
    const id = owner.json().id;
    // The teacher neither lists, reads, changes nor removes the other class's diary.
    const list = await t.as(TEACHER, { method: 'GET', url: '/api/general-diaries?pageSize=100' });
    expect(list.json().rows.map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await t.as(TEACHER, { method: 'GET', url: `/api/general-diaries/${id}` })).statusCode).toBe(404);
    const change = await t.as(TEACHER, {
      method: 'PUT',
      url: `/api/general-diaries/${id}`,
      payload: { title: 'Changed' },
    });
    expect(change.statusCode).toBe(404);
    expect((await t.as(TEACHER, { method: 'DELETE', url: `/api/general-diaries/${id}` })).statusCode).toBe(404);
    // Moving their own diary to another class is refused too.
    const mine = (await diary(TEACHER, { title: 'Mine' })).json().id;
    const move = await t.as(TEACHER, { method: 'PUT', url: `/api/general-diaries/${mine}`, payload: { classId: lkg } });
    expect(move.statusCode).toBe(403);
  });

  it('an account that is a parent and a teacher reads its own child’s class diary, and no other child’s', async () => {
    // parent-teacher is parent 1's co-parent of CHILD and a teacher without a class.
    expect((await view(PARENT_TEACHER, CHILD)).statusCode).toBe(200);
    expect((await view(PARENT_TEACHER, otherChild)).statusCode).toBe(404);
    // The plain teacher reads the children of the classes they teach, and no other class's.
    expect((await view(TEACHER, CHILD)).statusCode).toBe(200);
    expect((await view(TEACHER, otherChild)).statusCode).toBe(404);
    expect((await view(CENTRE_A, otherChild)).statusCode).toBe(200);
  });

  it('a teacher changes and removes their own entries, not a colleague’s in the class they share', async () => {
    const COLLEAGUE = 'teacher2@demo.school';
    const id = (await diary(TEACHER, { title: 'Leaf prints' })).json().id;
    // The colleague teaches Nursery too: they read the entry, and may neither change nor remove it.
    expect((await t.as(COLLEAGUE, { method: 'GET', url: `/api/general-diaries/${id}` })).statusCode).toBe(200);
    const change = await t.as(COLLEAGUE, { method: 'PUT', url: `/api/general-diaries/${id}`, payload: { title: 'X' } });
    expect(change.statusCode).toBe(403);
    expect(change.json().message).toBe(DIARY_MESSAGES.notYourEntry);
    expect((await t.as(COLLEAGUE, { method: 'DELETE', url: `/api/general-diaries/${id}` })).statusCode).toBe(403);
    // Its author and the centre head may.
    const own = await t.as(TEACHER, { method: 'PUT', url: `/api/general-diaries/${id}`, payload: { title: 'Leaves' } });
    expect(own.statusCode, own.body).toBe(200);
    const head = await t.as(CENTRE_A, { method: 'PUT', url: `/api/general-diaries/${id}`, payload: { title: 'Leaf' } });
    expect(head.statusCode, head.body).toBe(200);
    expect((await t.as(TEACHER, { method: 'DELETE', url: `/api/general-diaries/${id}` })).statusCode).toBe(204);
  });

  it('a teacher without a staff record teaches no class', async () => {
    const res = await diary(PARENT_TEACHER);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('class you teach');
  });

  it('holds grades, remarks, homework and reviews to the teacher’s classes', async () => {
    const term = await termId(t, 'Term 2');
    const grid = await t.as(TEACHER, {
      method: 'GET',
      url: `${C.gradeGrid.path}?classId=${otherClass}&termId=${term}`,
    });
    expect(grid.statusCode).toBe(403);
    expect(grid.json().message).toBe(DIARY_MESSAGES.notYourClass);
    const ownerGrid = await t.as(CENTRE_A, {
      method: 'GET',
      url: `${C.gradeGrid.path}?classId=${otherClass}&termId=${term}`,
    });
    expect(ownerGrid.statusCode).toBe(200);
    const remark = await t.as(TEACHER, {
      method: 'PUT',
      url: C.saveRemark.path,
      payload: { studentAdmissionId: otherChild, termId: term, remark: 'Not my class' },
    });
    // A child of another class is outside the teacher's audience: not found, as another centre's child is.
    expect(remark.statusCode).toBe(404);
    const remarks = await t.as(TEACHER, {
      method: 'GET',
      url: `${C.classRemarks.path}?classId=${otherClass}&termId=${term}`,
    });
    expect(remarks.statusCode).toBe(403);
    const hw = await t.as(TEACHER, {
      method: 'POST',
      url: '/api/homework',
      payload: {
        franchiseeId: 2,
        classId: lkg,
        subject: 'Art',
        title: 'Not my class',
        setDate: todayIndia(),
        dueDate: todayIndia(),
      },
    });
    expect(hw.statusCode).toBe(403);
    expect(hw.json().message).toBe(DIARY_MESSAGES.notYourClass);
  });

  it('follows the centre’s class-teacher assignments', async () => {
    const [member] = await t.db.db
      .select({ id: staff.id })
      .from(staff)
      .innerJoin(adminUsers, eq(adminUsers.id, staff.userId))
      .where(eq(adminUsers.email, TEACHER));
    const [otherCentreStaff] = await t.db.db.select({ id: staff.id }).from(staff).where(eq(staff.franchiseeId, 3));
    if (otherCentreStaff) {
      const wrong = await t.as(CENTRE_A, {
        method: 'POST',
        url: '/api/class-teachers',
        payload: { franchiseeId: 2, classId: lkg, staffId: otherCentreStaff.id },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().fieldErrors.staffId).toBeTruthy();
    }
    // A teacher cannot assign themselves.
    const self = await t.as(TEACHER, {
      method: 'POST',
      url: '/api/class-teachers',
      payload: { franchiseeId: 2, classId: lkg, staffId: member.id },
    });
    expect(self.statusCode).toBe(403);
    const assigned = await t.as(CENTRE_A, {
      method: 'POST',
      url: '/api/class-teachers',
      payload: { franchiseeId: 2, classId: lkg, staffId: member.id },
    });
    expect(assigned.statusCode).toBe(201);
    expect((await diary(TEACHER, { classId: lkg, title: 'Now my class' })).statusCode).toBe(201);
    await t.as(CENTRE_A, { method: 'DELETE', url: `/api/class-teachers/${assigned.json().id}` });
    expect((await diary(TEACHER, { classId: lkg, title: 'Not any more' })).statusCode).toBe(403);
  });
});

describe('subject diary and class work', () => {
  it('writes a note on a child of the teacher’s class, seen by that child’s parent only', async () => {
    const note = await t.as(TEACHER, {
      method: 'POST',
      url: '/api/subject-diaries',
      payload: {
        franchiseeId: 2,
        studentAdmissionId: CHILD,
        subject: 'Music',
        diaryDate: todayIndia(),
        note: 'Sang the whole rhyme',
      },
    });
    expect(note.statusCode).toBe(201);
    expect(note.json().classId).toBe(nursery);
    // The child is named, on the record and in the list, not numbered.
    expect(note.json().studentAdmissionIdLabel).toBe('Aarav Kapoor');
    const page = (await t.as(TEACHER, { method: 'GET', url: '/api/subject-diaries?pageSize=50' })).json();
    expect(page.rows.find((r: { id: number }) => r.id === note.json().id).studentAdmissionIdLabel).toBe('Aarav Kapoor');
    const other = await t.as(TEACHER, {
      method: 'POST',
      url: '/api/subject-diaries',
      payload: {
        franchiseeId: 2,
        studentAdmissionId: otherChild,
        subject: 'Music',
        diaryDate: todayIndia(),
        note: 'x',
      },
    });
    expect(other.statusCode).toBe(403);
    const seen = classDiaryView.response.parse((await view(PARENT, CHILD)).json());
    expect(seen.subject.map((s) => s.note)).toContain('Sang the whole rhyme');
    const notSeen = classDiaryView.response.parse((await view(PARENT_2, otherChild)).json());
    expect(notSeen.subject.map((s) => s.note)).not.toContain('Sang the whole rhyme');
    // A child of another centre is refused with a message, nothing written.
    const [far] = await t.db.db.select().from(studentAdmissions).where(eq(studentAdmissions.franchiseeId, 3)).limit(1);
    const wrongCentre = await t.as(CENTRE_A, {
      method: 'POST',
      url: '/api/subject-diaries',
      payload: { franchiseeId: 2, studentAdmissionId: far.id, subject: 'Music', diaryDate: todayIndia(), note: 'x' },
    });
    expect(wrongCentre.statusCode).toBe(400);
    expect(wrongCentre.json().fieldErrors.studentAdmissionId).toBeTruthy();
  });

  it('adds class work with a worksheet; refuses a file of the wrong type', async () => {
    const sheet = await upload(TEACHER, 'name\nA\n', 'list.csv');
    const wrong = await t.as(TEACHER, {
      method: 'POST',
      url: '/api/class-works',
      payload: {
        franchiseeId: 2,
        classId: nursery,
        workDate: todayIndia(),
        subject: 'Art',
        title: 'Leaves',
        fileId: sheet,
      },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain(MESSAGES.homeworkFileType);
    const ok = await t.as(TEACHER, {
      method: 'POST',
      url: '/api/class-works',
      payload: { franchiseeId: 2, classId: nursery, workDate: todayIndia(), subject: 'Art', title: 'Leaf prints' },
    });
    expect(ok.statusCode).toBe(201);
    const seen = classDiaryView.response.parse((await view(PARENT, CHILD)).json());
    expect(seen.classWork.map((w) => w.title)).toContain('Leaf prints');
    const backwards = await view(PARENT, CHILD, '?from=2026-03-10&to=2026-03-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain(DIARY_MESSAGES.rangeBackwards);
  });
});

describe('the child’s photo on the report card', () => {
  it('prints the stored photo in the frame; refuses a photo that is not an image', async () => {
    const [child] = await t.db.db.select().from(studentAdmissions).where(eq(studentAdmissions.id, CHILD));
    const term = await termId(t, 'Term 1');
    const pdfUrl = `${C.reportCardPdf.path.replace(':studentAdmissionId', String(CHILD))}?termId=${term}`;
    const before = await t.as(CENTRE_A, { method: 'GET', url: pdfUrl });
    expect(before.statusCode).toBe(200);
    expect(before.rawPayload.includes('/Subtype /Image')).toBe(false);

    const pdf = await upload(CENTRE_A, '%PDF-1.7\n%%EOF\n', 'photo.pdf');
    const wrong = await t.as(CENTRE_A, {
      method: 'POST',
      url: '/api/student-photos',
      payload: { franchiseeId: 2, studentId: child.studentId, fileId: pdf },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors.fileId).toBe(DIARY_MESSAGES.photoType);

    const photo = await upload(CENTRE_A, PNG, 'aarav.png');
    const saved = await t.as(CENTRE_A, {
      method: 'POST',
      url: '/api/student-photos',
      payload: { franchiseeId: 2, studentId: child.studentId, fileId: photo },
    });
    expect(saved.statusCode).toBe(201);
    const after = await t.as(PARENT, { method: 'GET', url: pdfUrl });
    expect(after.statusCode).toBe(200);
    expect(after.rawPayload.includes('/Subtype /Image')).toBe(true);
    expect(pdfText(after.rawPayload)).toContain('Report card');
  });
});
