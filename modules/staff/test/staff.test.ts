import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousContext, everyFranchiseeContext } from '@portal/kit';
import { adminUsers } from '@portal/mod-users/server';
import { centreStaff, deactivateLeavers, staff } from '../server/index.ts';
import { startTestApp, type TestApp } from '@portal/server/testing';

const SUPER = 'superadmin@demo.school';
const A = 'franchisee-a@demo.school';
const B = 'franchisee-b@demo.school';
const TEACHER = 'teacher@demo.school';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'portal-staff-'));
  t = await startTestApp({ dataDir });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const system = () => everyFranchiseeContext(anonymousContext(t.db.db));
const api = (email: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.as(email, { method, url, payload: payload as object });
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

async function uploadPdf(email: string) {
  const fd = new FormData();
  fd.append(
    'file',
    new Blob([new Uint8Array(Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n'))], { type: 'application/pdf' }),
    'aadhaar.pdf',
  );
  const request = new Request('http://localhost/api/files', { method: 'POST', body: fd });
  const res = await t.as(email, {
    method: 'POST',
    url: '/api/files',
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  });
  return res.json().id as string;
}

describe('staff records', () => {
  it('approving a staff member adds USER_STAFF_APPROVED to the linked account; rejecting removes it', async () => {
    const [user] = await t.db.db
      .insert(adminUsers)
      .values({
        email: 'new.teacher@demo.school',
        firstName: 'Meena',
        lastName: 'Pillai',
        passwordHash: 'x',
        franchiseeId: 2,
        isStaff: true,
      })
      .returning();
    const created = await api(A, 'POST', '/api/staff', {
      firstName: 'Meena',
      lastName: 'Pillai',
      mobile: '9886002201',
      staffCategory: 'TEACHER',
      designation: 'Assistant teacher',
      joiningDate: '2026-06-01',
      userId: user.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ status: 'PENDING', franchiseeId: 2 });
    const approved = await api(A, 'POST', `/api/staff/${created.json().id}/approve`, {});
    expect(approved.json().status).toBe('APPROVED');
    const [after] = await t.db.db
      .select({ modulesAuth: adminUsers.modulesAuth })
      .from(adminUsers)
      .where(eq(adminUsers.id, user.id));
    expect(after.modulesAuth).toEqual(['USER_STAFF_APPROVED']);
    expect((await api(A, 'POST', `/api/staff/${created.json().id}/reject`, {})).json().message).toBe(
      'Reason is required',
    );
    await api(A, 'POST', `/api/staff/${created.json().id}/reject`, { remark: 'Documents not verified' });
    const [rejected] = await t.db.db
      .select({ modulesAuth: adminUsers.modulesAuth })
      .from(adminUsers)
      .where(eq(adminUsers.id, user.id));
    expect(rejected.modulesAuth).toEqual([]);
    expect((await api(TEACHER, 'POST', `/api/staff/${created.json().id}/approve`, {})).statusCode).toBe(403);
  });

  it("refuses linking another centre's account and hides other centres' staff", async () => {
    const [teacher] = await t.db.db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, TEACHER));
    const res = await api(B, 'POST', '/api/staff', {
      firstName: 'X',
      lastName: 'Y',
      mobile: '9822002201',
      staffCategory: 'TEACHER',
      designation: 'T',
      joiningDate: '2026-06-01',
      userId: teacher.id,
    });
    expect(res.statusCode).toBe(400);
    const fromA = (await api(A, 'GET', '/api/staff?pageSize=200')).json().rows as {
      id: number;
      franchiseeId: number;
    }[];
    const fromB = (await api(B, 'GET', '/api/staff?pageSize=200')).json().rows as {
      id: number;
      franchiseeId: number;
    }[];
    expect(fromA.every((r) => r.franchiseeId === 2)).toBe(true);
    expect(fromB.every((r) => r.franchiseeId === 3)).toBe(true);
    expect((await api(A, 'GET', `/api/staff/${fromB[0].id}`)).statusCode).toBe(404);
    expect((await api(TEACHER, 'GET', `/api/staff/${fromB[0].id}`)).statusCode).toBe(404);
  });

  it('stores documents with a type and expiry from an uploaded file', async () => {
    const staff = (await api(A, 'GET', '/api/staff?staffCategory=TEACHER')).json().rows[0];
    const fileId = await uploadPdf(A);
    const doc = await api(A, 'POST', '/api/staff-documents', {
      staffId: staff.id,
      documentType: 'Aadhaar Card',
      documentNumber: 'XXXX-XXXX-4321',
      fileId,
      expiryDate: '2031-03-31',
    });
    expect(doc.statusCode, doc.body).toBe(201);
    expect(doc.json()).toMatchObject({ documentType: 'Aadhaar Card', expiryDate: '2031-03-31', franchiseeId: 2 });
    const bogus = await api(A, 'POST', '/api/staff-documents', {
      staffId: staff.id,
      documentType: 'PAN Card',
      fileId: 'AAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(bogus.json().message).toBe('Upload the document again');
    const otherCentre = await api(B, 'POST', '/api/staff-documents', {
      staffId: staff.id,
      documentType: 'PAN Card',
      fileId: await uploadPdf(B),
    });
    expect(otherCentre.statusCode).toBe(400);
  });
});

describe('leave and attendance', () => {
  it('lets a teacher apply leave for themselves only; the centre head decides', async () => {
    const me = (await api(TEACHER, 'GET', '/api/staff-me')).json();
    const colleague = (
      (await api(A, 'GET', '/api/staff?staffCategory=TEACHER&pageSize=50')).json().rows as { id: number }[]
    ).find((r) => r.id !== me.id)!;
    const forOther = await api(TEACHER, 'POST', '/api/staff-leaves', {
      staffId: colleague.id,
      leaveType: 'Sick Leave',
      fromDate: '2031-01-05',
      toDate: '2031-01-06',
      reason: 'Fever',
    });
    expect(forOther.json()).toMatchObject({ statusCode: 403, message: 'You can only do this for yourself' });
    const leave = await api(TEACHER, 'POST', '/api/staff-leaves', {
      staffId: me.id,
      leaveType: 'Sick Leave',
      fromDate: '2031-01-05',
      toDate: '2031-01-07',
      reason: 'Fever',
    });
    expect(leave.json()).toMatchObject({ status: 'PENDING', days: 3 });
    const overlap = await api(TEACHER, 'POST', '/api/staff-leaves', {
      staffId: me.id,
      leaveType: 'Casual Leave',
      fromDate: '2031-01-07',
      toDate: '2031-01-08',
      reason: 'Travel',
    });
    expect(overlap.json()).toMatchObject({
      statusCode: 409,
      message: 'A leave application already covers some of these days',
    });
    expect((await api(TEACHER, 'POST', `/api/staff-leaves/${leave.json().id}/approve`, {})).statusCode).toBe(403);
    expect((await api(B, 'POST', `/api/staff-leaves/${leave.json().id}/approve`, {})).statusCode).toBe(404);
    expect(
      (await api(A, 'POST', `/api/staff-leaves/${leave.json().id}/approve`, { decisionRemark: 'Get well soon' })).json()
        .status,
    ).toBe('APPROVED');
    const report = (await api(A, 'GET', '/api/staff-leave-report?fromDate=2031-01-01&toDate=2031-01-31')).json().rows;
    expect(report).toEqual([
      expect.objectContaining({ staffName: 'Lakshmi Iyer', approvedDays: 3, byType: { 'Sick Leave': 3 } }),
    ]);
    expect((await api(B, 'GET', '/api/staff-leave-report?fromDate=2031-01-01&toDate=2031-01-31')).json().rows).toEqual(
      [],
    );
  });

  it("keeps a teacher's own attendance entry pending until approved; the head's marking stands", async () => {
    const me = (await api(TEACHER, 'GET', '/api/staff-me')).json();
    const applied = await api(TEACHER, 'POST', '/api/staff-attendance', {
      staffId: me.id,
      attendanceDate: '2026-01-05',
      attendanceStatus: 'PRESENT',
      inTime: '09:10',
      outTime: '13:00',
      reason: 'Biometric was down',
    });
    expect(applied.json()).toMatchObject({ approvalStatus: 'PENDING', staffCategory: 'TEACHER' });
    const marked = await api(A, 'POST', '/api/staff-attendance', {
      staffId: me.id,
      attendanceDate: '2026-01-06',
      attendanceStatus: 'ABSENT',
    });
    expect(marked.json().approvalStatus).toBe('APPROVED');
    expect(
      (
        await api(A, 'POST', '/api/staff-attendance', {
          staffId: me.id,
          attendanceDate: '2026-01-06',
          attendanceStatus: 'PRESENT',
        })
      ).statusCode,
    ).toBe(409);
    const bad = await api(A, 'POST', '/api/staff-attendance', {
      staffId: me.id,
      attendanceDate: '2026-01-07',
      attendanceStatus: 'PRESENT',
      inTime: '13:00',
      outTime: '09:00',
    });
    expect(bad.json().message).toBe('Out time must be after the in time');
  });

  it('counts the staff dashboard inside the fence', async () => {
    const a = (await api(A, 'GET', '/api/staff-dashboard')).json();
    expect(a).toMatchObject({ totalStaff: 6, teachers: 4, presentToday: 2 });
    const b = (await api(B, 'GET', '/api/staff-dashboard')).json();
    expect(b.totalStaff).toBe(2);
    expect((await api(SUPER, 'GET', '/api/staff-dashboard?franchiseeID=3')).json().totalStaff).toBe(2);
    expect((await api(A, 'GET', '/api/staff-dashboard?franchiseeID=3')).statusCode).toBe(404);
    expect(today()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('log book', () => {
  it('lets a teacher write their own entries under head-office topics', async () => {
    const topics = (await api(TEACHER, 'GET', '/api/log-book-topics')).json().rows;
    const me = (await api(TEACHER, 'GET', '/api/staff-me')).json();
    const entry = await api(TEACHER, 'POST', '/api/log-books', {
      staffId: me.id,
      topicId: topics[0].id,
      logDate: today(),
      className: 'Nursery',
      activity: 'Shape hunt in the garden.',
    });
    expect(entry.statusCode, entry.body).toBe(201);
    expect((await api(TEACHER, 'POST', '/api/log-book-topics', { name: 'Yoga' })).json()).toMatchObject({
      statusCode: 403,
      message: 'Only head office can define log book topics',
    });
    expect((await api(SUPER, 'POST', '/api/log-book-topics', { name: 'Yoga' })).statusCode).toBe(201);
    const list = (await api(A, 'GET', `/api/log-books?staffId=${me.id}`)).json();
    expect(list.rows.length).toBeGreaterThanOrEqual(3);
  });
});

describe('leaving the centre', () => {
  const addDays = (day: string, n: number) =>
    new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

  async function newMember(mobile: string, userId?: number) {
    const created = await api(A, 'POST', '/api/staff', {
      firstName: 'Shalini',
      lastName: 'Rao',
      mobile,
      staffCategory: 'TEACHER',
      designation: 'Class teacher',
      joiningDate: '2025-01-10',
      ...(userId ? { userId } : {}),
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().id as number;
  }

  it('marks a member as left with a date and a reason: checked, once, off the active lists, history kept', async () => {
    const [user] = await t.db.db
      .insert(adminUsers)
      .values({
        email: 'leaving.teacher@demo.school',
        firstName: 'Shalini',
        lastName: 'Rao',
        passwordHash: 'x',
        franchiseeId: 2,
        isStaff: true,
      })
      .returning();
    const id = await newMember('9886002301', user.id);
    expect((await api(A, 'POST', `/api/staff/${id}/approve`, {})).statusCode).toBe(200);
    const markLeft = (email: string, body: object) => api(email, 'POST', `/api/staff/${id}/markLeft`, body);

    const early = await markLeft(A, { leftOn: '2025-01-09', leavingReason: 'RESIGNED' });
    expect(early.statusCode).toBe(400);
    expect(early.body).toContain('The leaving date cannot be before the joining date (10-01-2025).');
    const far = await markLeft(A, { leftOn: addDays(today(), 31), leavingReason: 'RESIGNED' });
    expect(far.statusCode).toBe(400);
    expect(far.body).toContain('The leaving date can be at most 30 days from today');
    expect((await markLeft(A, { leftOn: today(), leavingReason: 'FIRED' })).statusCode).toBe(400);
    expect((await markLeft(A, { leftOn: today() })).statusCode).toBe(400);
    expect((await markLeft(TEACHER, { leftOn: today(), leavingReason: 'RESIGNED' })).statusCode).toBe(403);
    expect((await markLeft(B, { leftOn: today(), leavingReason: 'RESIGNED' })).statusCode).toBe(404);

    const left = await markLeft(A, { leftOn: today(), leavingReason: 'CONTRACT_ENDED' });
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json()).toMatchObject({ leftOn: today(), leavingReason: 'CONTRACT_ENDED', isActive: false });
    // Out of the active lists, the account no longer approved as staff; the record stays to read.
    expect((await centreStaff(system(), 2)).map((s) => s.staffId)).not.toContain(id);
    const [account] = await t.db.db
      .select({ modulesAuth: adminUsers.modulesAuth })
      .from(adminUsers)
      .where(eq(adminUsers.id, user.id));
    expect(account.modulesAuth).toEqual([]);
    expect((await api(A, 'GET', `/api/staff/${id}`)).json()).toMatchObject({ leftOn: today(), firstName: 'Shalini' });
    const again = await markLeft(A, { leftOn: today(), leavingReason: 'RESIGNED' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('Shalini Rao has already left, on');
    expect((await api(A, 'POST', `/api/staff/${id}/approve`, {})).statusCode).toBe(409);
  });

  it('keeps a member with a leaving date ahead active until the morning of that day', async () => {
    const id = await newMember('9886002302');
    expect((await api(A, 'POST', `/api/staff/${id}/approve`, {})).statusCode).toBe(200);
    const ahead = await api(A, 'POST', `/api/staff/${id}/markLeft`, {
      leftOn: addDays(today(), 10),
      leavingReason: 'RESIGNED',
    });
    expect(ahead.statusCode, ahead.body).toBe(200);
    expect(ahead.json().isActive).toBe(true);
    expect(await deactivateLeavers(system())).toBe(0);
    await t.db.db.update(staff).set({ leftOn: today() }).where(eq(staff.id, id));
    expect(await deactivateLeavers(system())).toBe(1);
    const [row] = await t.db.db.select({ isActive: staff.isActive }).from(staff).where(eq(staff.id, id));
    expect(row.isActive).toBe(false);
  });
});
