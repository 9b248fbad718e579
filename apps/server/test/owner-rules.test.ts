import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentAdmissions } from '@portal/mod-students/server';
import { roleEndPoints, roles, systemEndPoints } from '@portal/mod-system/server';
import { adminUsers, userRoles } from '@portal/mod-users/server';
import { DEMO_PASSWORD, startTestApp, type TestApp } from './support.ts';

/**
 * Rights inside one centre, written as attacks. Every account below works (or is a parent) at
 * centre 002, the owner's centre, so the franchisee fence lets them all in: only the owner rule
 * stands between them and the owner's self-service records. Rows an account may not see answer 404
 * (whether or not they exist); a change the account's role may not make at all answers 403.
 */
const OWNER = 'teacher@demo.school';
const COLLEAGUE = 'teacher2@demo.school';
const COUNSELLOR = 'counsellor@demo.school';
const PARENT = 'parent@demo.school';
const PARENT_TEACHER = 'parent-teacher@demo.school';
const BSK = 'bsk@demo.school';
const CENTRE_OWNER = 'franchisee-a@demo.school';
const HEAD_OFFICE = 'trainer@demo.school';
const SUPER = 'superadmin@demo.school';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

let t: TestApp;
let dataDir: string;

const api = (email: string, method: Method, url: string, payload?: unknown) =>
  t.as(email, { method, url, payload: payload as object });
const ok = async (email: string, method: Method, url: string, payload?: unknown) => {
  const res = await api(email, method, url, payload);
  expect(res.statusCode, `${email} ${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.statusCode === 204 ? null : res.json();
};

async function uploadPdf(email: string): Promise<string> {
  const fd = new FormData();
  const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n');
  fd.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'aadhaar.pdf');
  const request = new Request('http://localhost/api/files', { method: 'POST', body: fd });
  const res = await t.as(email, {
    method: 'POST',
    url: '/api/files',
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

/** The owner's records, created through the API as the owner (or, for documents, the centre owner). */
interface Target {
  resource: string;
  id: number;
  update: Record<string, unknown>;
  removable: boolean;
  commands: string[];
}
const targets: Record<string, Target> = {};
let ownerStaffId: number;
let colleagueStaffId: number;
let fileId: string;
const AADHAAR = '9876 5432 1012';

/**
 * The methods each attacker's roles grant on each resource (from the demo grants): with the grant the
 * owner's row is simply not there (404); without it the route refuses first (403).
 */
const TEACHER_GRANTS = {
  'log-books': 'any',
  'staff-leaves': 'any',
  'teacher-enrollments': 'any',
  'staff-documents': 'GET',
  staff: 'GET',
} as const;
const ATTACKERS: Record<string, Partial<Record<string, 'any' | 'GET'>>> = {
  [COLLEAGUE]: TEACHER_GRANTS,
  [PARENT_TEACHER]: TEACHER_GRANTS,
  [COUNSELLOR]: { 'staff-leaves': 'any' },
  [PARENT]: {},
  [BSK]: {},
};
const expected = (attacker: string, resource: string, method: Method) => {
  const grant = ATTACKERS[attacker][resource];
  return grant === 'any' || (grant === 'GET' && method === 'GET') ? 404 : 403;
};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'portal-owner-'));
  t = await startTestApp({ dataDir });
  ownerStaffId = (await ok(OWNER, 'GET', '/api/staff-me')).id;
  colleagueStaffId = (await ok(COLLEAGUE, 'GET', '/api/staff-me')).id;

  // Self-service rows carry no owner in the body: the framework files them under their creator.
  const topic = (await ok(OWNER, 'GET', '/api/log-book-topics?isActive=true')).rows[0];
  const entry = await ok(OWNER, 'POST', '/api/log-books', {
    topicId: topic.id,
    logDate: '2026-01-05',
    activity: 'Owner entry: counting with beads',
  });
  expect(entry.staffId).toBe(ownerStaffId);
  targets.logBook = {
    resource: 'log-books',
    id: entry.id,
    update: { activity: 'Rewritten by someone else' },
    removable: true,
    commands: [],
  };

  const leave = await ok(OWNER, 'POST', '/api/staff-leaves', {
    leaveType: 'Casual Leave',
    fromDate: '2032-02-02',
    toDate: '2032-02-03',
    reason: 'Family function',
  });
  expect(leave.staffId).toBe(ownerStaffId);
  targets.leave = {
    resource: 'staff-leaves',
    id: leave.id,
    update: { reason: 'Changed by someone else' },
    removable: false,
    commands: ['approve', 'reject'],
  };

  const trainingTopic = await ok(SUPER, 'POST', '/api/training-topics', { name: 'Owner rule phonics', isActive: true });
  const enrolment = await ok(OWNER, 'POST', '/api/teacher-enrollments', { topicId: trainingTopic.id });
  expect(enrolment).toMatchObject({ staffId: ownerStaffId, status: 'PENDING' });
  targets.enrolment = {
    resource: 'teacher-enrollments',
    id: enrolment.id,
    update: { topicId: trainingTopic.id },
    removable: true,
    commands: ['approve', 'reject'],
  };

  fileId = await uploadPdf(CENTRE_OWNER);
  const doc = await ok(CENTRE_OWNER, 'POST', '/api/staff-documents', {
    staffId: ownerStaffId,
    documentType: 'Aadhaar Card',
    documentNumber: AADHAAR,
    fileId,
  });
  targets.document = {
    resource: 'staff-documents',
    id: doc.id,
    update: { remark: 'Seen by someone else' },
    removable: true,
    commands: [],
  };
  targets.profile = {
    resource: 'staff',
    id: ownerStaffId,
    update: { address: 'Elsewhere' },
    removable: true,
    commands: [],
  };
}, 600_000);

afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe.each(Object.keys(ATTACKERS))('%s against a colleague in the same centre', (attacker) => {
  it.each(['logBook', 'leave', 'enrolment', 'document', 'profile'])(
    'cannot list, read or change the %s',
    async (key) => {
      const { resource, id, update, removable, commands } = targets[key];
      const list = await api(attacker, 'GET', `/api/${resource}?pageSize=200`);
      if (expected(attacker, resource, 'GET') === 404) {
        expect(list.statusCode).toBe(200);
        expect((list.json().rows as { id: number }[]).map((r) => r.id)).not.toContain(id);
        const exported = await api(attacker, 'GET', `/api/${resource}/export`);
        expect(exported.statusCode).toBe(200);
        expect(exported.body).not.toContain('Owner entry');
        expect(exported.body).not.toContain(AADHAAR);
      } else expect(list.statusCode).toBe(403);

      expect((await api(attacker, 'GET', `/api/${resource}/${id}`)).statusCode).toBe(
        expected(attacker, resource, 'GET'),
      );
      const history = await api(attacker, 'GET', `/api/${resource}/${id}/history`);
      expect(history.statusCode).toBe(expected(attacker, resource, 'GET'));
      expect((await api(attacker, 'PUT', `/api/${resource}/${id}`, update)).statusCode).toBe(
        expected(attacker, resource, 'PUT'),
      );
      if (removable) {
        expect((await api(attacker, 'DELETE', `/api/${resource}/${id}`)).statusCode).toBe(
          expected(attacker, resource, 'DELETE'),
        );
      }
      // Deciding leave and enrolments is the supervisors' (CenterHeadAttendance, SelfTraining): refused outright.
      for (const command of commands) {
        const res = await api(attacker, 'POST', `/api/${resource}/${id}/${command}`, {
          remark: 'x',
          decisionRemark: 'x',
        });
        expect(res.statusCode).toBe(403);
      }
    },
  );

  it("cannot download the owner's ID scan by its id", async () => {
    const res = await api(attacker, 'GET', `/api/files/${fileId}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('File not found');
  });
});

describe('the rows stayed as the owner left them', () => {
  it('after every attack above', async () => {
    expect((await ok(OWNER, 'GET', `/api/log-books/${targets.logBook.id}`)).activity).toBe(
      'Owner entry: counting with beads',
    );
    expect((await ok(OWNER, 'GET', `/api/staff-leaves/${targets.leave.id}`)).reason).toBe('Family function');
    expect((await ok(OWNER, 'GET', `/api/teacher-enrollments/${targets.enrolment.id}`)).status).toBe('PENDING');
    expect((await ok(OWNER, 'GET', `/api/staff-documents/${targets.document.id}`)).remark).toBeNull();
  });
});

describe('taking over or handing on a record', () => {
  it("refuses a colleague writing an entry, a leave or an enrolment in the owner's name", async () => {
    const topic = (await ok(COLLEAGUE, 'GET', '/api/log-book-topics?isActive=true')).rows[0];
    const asOwner = [
      ['/api/log-books', { staffId: ownerStaffId, topicId: topic.id, logDate: '2026-01-06', activity: 'Forged' }],
      [
        '/api/staff-leaves',
        { staffId: ownerStaffId, leaveType: 'Sick Leave', fromDate: '2032-03-01', toDate: '2032-03-01', reason: 'x' },
      ],
      ['/api/teacher-enrollments', { staffId: ownerStaffId, topicId: targets.enrolment.update.topicId }],
    ] as const;
    for (const [url, body] of asOwner) {
      const res = await api(COLLEAGUE, 'POST', url, body);
      expect(res.json(), url).toMatchObject({ statusCode: 403, message: 'You can only do this for yourself' });
    }
  });

  it("refuses moving the owner's own row to a colleague, and a teacher without a staff record", async () => {
    const moved = await api(OWNER, 'PUT', `/api/log-books/${targets.logBook.id}`, { staffId: colleagueStaffId });
    expect(moved.json()).toMatchObject({ statusCode: 403, message: 'You can only do this for yourself' });
    const taken = await api(COLLEAGUE, 'PUT', `/api/teacher-enrollments/${targets.enrolment.id}`, {
      staffId: colleagueStaffId,
    });
    expect(taken.statusCode).toBe(404);
    const topic = (await ok(PARENT_TEACHER, 'GET', '/api/log-book-topics?isActive=true')).rows[0];
    const unlinked = await api(PARENT_TEACHER, 'POST', '/api/log-books', {
      topicId: topic.id,
      logDate: '2026-01-06',
      activity: 'No staff record',
    });
    expect(unlinked.json()).toMatchObject({ statusCode: 403, message: 'Your account is not linked to a staff record' });
  });

  it('refuses attaching a scan the user may not read to a record of their own', async () => {
    const ownStaff = (await ok('franchisee-b@demo.school', 'GET', '/api/staff?pageSize=1')).rows[0];
    const res = await api('franchisee-b@demo.school', 'POST', '/api/staff-documents', {
      staffId: ownStaff.id,
      documentType: 'Aadhaar Card',
      fileId,
    });
    expect(res.json()).toMatchObject({ statusCode: 400, message: 'Upload the document again' });
  });
});

describe('the owner and the named supervisors', () => {
  it('the owner lists, reads and changes their own rows and downloads their own scan', async () => {
    for (const key of ['logBook', 'leave', 'enrolment', 'document']) {
      const { resource, id } = targets[key];
      const rows = (await ok(OWNER, 'GET', `/api/${resource}?pageSize=200`)).rows as { id: number }[];
      expect(rows.map((r) => r.id)).toContain(id);
    }
    expect((await ok(OWNER, 'GET', `/api/staff-documents/${targets.document.id}`)).documentNumber).toBe(AADHAAR);
    expect((await api(OWNER, 'GET', `/api/files/${fileId}`)).statusCode).toBe(200);
    await ok(OWNER, 'PUT', `/api/log-books/${targets.logBook.id}`, { activity: 'Owner entry, revised' });
    await ok(OWNER, 'PUT', `/api/staff-leaves/${targets.leave.id}`, { reason: 'Family function, two days' });
  });

  it('the centre owner reads everything, decides the leave and downloads the scan', async () => {
    for (const key of ['logBook', 'leave', 'enrolment', 'document', 'profile']) {
      const { resource, id } = targets[key];
      await ok(CENTRE_OWNER, 'GET', `/api/${resource}/${id}`);
    }
    expect((await api(CENTRE_OWNER, 'GET', `/api/files/${fileId}`)).statusCode).toBe(200);
    const decided = await ok(CENTRE_OWNER, 'POST', `/api/staff-leaves/${targets.leave.id}/approve`, {
      decisionRemark: 'Enjoy',
    });
    expect(decided.status).toBe('APPROVED');
  });

  it('head office reviews the log book, decides the enrolment and reads the scan', async () => {
    const rows = (await ok(HEAD_OFFICE, 'GET', '/api/log-books?pageSize=200')).rows as { id: number }[];
    expect(rows.map((r) => r.id)).toContain(targets.logBook.id);
    expect((await api(HEAD_OFFICE, 'GET', `/api/files/${fileId}`)).statusCode).toBe(200);
    const approved = await ok(HEAD_OFFICE, 'POST', `/api/teacher-enrollments/${targets.enrolment.id}/approve`, {});
    expect(approved.status).toBe('APPROVED');
  });

  it('the owner withdraws their enrolment; the centre owner removes the log book entry', async () => {
    await ok(OWNER, 'DELETE', `/api/teacher-enrollments/${targets.enrolment.id}`);
    await ok(CENTRE_OWNER, 'DELETE', `/api/log-books/${targets.logBook.id}`);
    expect((await api(OWNER, 'GET', `/api/log-books/${targets.logBook.id}`)).statusCode).toBe(404);
  });
});

describe('network-wide rows: remove is held to the same rule as create and update', () => {
  it('a counsellor and a BSK user cannot delete an enquiry funnel stage', async () => {
    const stage = (await ok(SUPER, 'GET', '/api/enquiry-stage?pageSize=1')).rows[0];
    for (const who of [COUNSELLOR, BSK]) {
      const res = await api(who, 'DELETE', `/api/enquiry-stage/${stage.id}`);
      expect(res.json()).toMatchObject({ statusCode: 403, message: 'Only head office can change enquiry stages' });
    }
    await ok(SUPER, 'GET', `/api/enquiry-stage/${stage.id}`);
  });

  it('a teacher cannot archive or change a log book topic; head office can', async () => {
    const topic = await ok(SUPER, 'POST', '/api/log-book-topics', { name: 'Owner rule rhymes' });
    for (const [method, body] of [
      ['DELETE', undefined],
      ['PUT', { name: 'Renamed' }],
    ] as const) {
      const res = await api(COLLEAGUE, method, `/api/log-book-topics/${topic.id}`, body);
      expect(res.json()).toMatchObject({ statusCode: 403, message: 'Only head office can define log book topics' });
    }
    expect((await ok(SUPER, 'GET', `/api/log-book-topics/${topic.id}`)).isActive).toBe(true);
    await ok(SUPER, 'DELETE', `/api/log-book-topics/${topic.id}`);
    expect((await ok(SUPER, 'GET', `/api/log-book-topics/${topic.id}`)).isActive).toBe(false);
  });
});

describe('parent rights are scoped by grant', () => {
  let otherChild: number;
  beforeAll(async () => {
    const [row] = await t.db.db
      .select({ id: studentAdmissions.id })
      .from(studentAdmissions)
      .where(and(eq(studentAdmissions.franchiseeId, 2), ne(studentAdmissions.id, 1)))
      .limit(1);
    otherChild = row.id;
  });

  it("a parent who is also a teacher reads only their own child's fee account", async () => {
    for (const parent of [PARENT, PARENT_TEACHER]) {
      expect((await api(parent, 'GET', `/api/student-account/${otherChild}`)).statusCode).toBe(404);
      expect((await api(parent, 'GET', '/api/student-account/1')).statusCode).toBe(200);
    }
  });

  it('a right another role also grants is not narrowed: the centre owner reads any child of the centre', async () => {
    expect((await api(CENTRE_OWNER, 'GET', `/api/student-account/${otherChild}`)).statusCode).toBe(200);
  });
});

describe("a colleague granted a decision right is still not the owner's supervisor", () => {
  it("cannot approve or even see the owner's leave through the command", async () => {
    const db = t.db.db;
    const [endPoint] = await db
      .select({ id: systemEndPoints.id })
      .from(systemEndPoints)
      .where(and(eq(systemEndPoints.module, 'CenterHeadAttendance'), eq(systemEndPoints.method, 'any')));
    const [desk] = await db.insert(roles).values({ role: 'LEAVE_DESK', description: 'Leave desk' }).returning();
    await db.insert(roleEndPoints).values({ roleId: desk.id, endPointId: endPoint.id });
    const [colleague] = await db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, COLLEAGUE));
    await db.insert(userRoles).values({ userId: colleague.id, roleId: desk.id });
    // A fresh sign-in carries the new role.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: COLLEAGUE, password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${login.json().token}` };

    const leave = await ok(OWNER, 'POST', '/api/staff-leaves', {
      leaveType: 'Sick Leave',
      fromDate: '2032-04-06',
      toDate: '2032-04-06',
      reason: 'Dentist',
    });
    const url = `/api/staff-leaves/${leave.id}/approve`;
    const approve = await t.app.inject({ method: 'POST', url, headers, payload: { decisionRemark: 'Sure' } });
    expect(approve.statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: '/api/staff-leaves?pageSize=200', headers });
    expect((list.json().rows as { id: number }[]).map((r) => r.id)).not.toContain(leave.id);
    expect((await ok(OWNER, 'GET', `/api/staff-leaves/${leave.id}`)).status).toBe('PENDING');
  });
});
