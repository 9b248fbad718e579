import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '@portal/core';
import { anonymousContext, everyFranchiseeContext, outbox } from '@portal/kit';
import { fileForm, startTestApp, type TestApp } from '@portal/server/testing';
import { STALE_ACKNOWLEDGEMENT_MESSAGE, STALE_SECTION_MESSAGE } from '../shared/constants.ts';
import { acknowledgements as ackContract, cctvStatusRow, documentAnswer } from '../shared/contracts.ts';
import { sendCctvReminders } from '../server/cctv.service.ts';
import { cctvDocuments, sopDocuments, sopSections, sopSectionVersions } from '../server/schema.ts';

const HEAD_OFFICE = 'trainer@demo.school';
const CENTRE_A = 'franchisee-a@demo.school';
const CENTRE_B = 'franchisee-b@demo.school';
const TEACHER = 'teacher@demo.school';
const TEACHER2 = 'teacher2@demo.school';
const OWN = 2;
const OTHER = 3;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('SOP library', () => {
  let t: TestApp;
  let folderId: number;
  let documentId: number;
  let sectionId: number;

  const get = (email: string, url: string) => t.as(email, { method: 'GET', url });

  beforeAll(async () => {
    t = await startTestApp();
    const folder = await t.as(HEAD_OFFICE, {
      method: 'POST',
      url: '/api/sop-folders',
      payload: { name: 'Child safety', description: 'Safeguarding at the centre' },
    });
    expect(folder.statusCode, folder.body).toBe(201);
    folderId = folder.json().id;
    const doc = await t.as(HEAD_OFFICE, {
      method: 'POST',
      url: '/api/sop-documents',
      payload: { folderId, title: 'Pick-up by an authorised adult' },
    });
    expect(doc.statusCode, doc.body).toBe(201);
    documentId = doc.json().id;
    const section = await t.as(HEAD_OFFICE, {
      method: 'POST',
      url: `/api/sop/documents/${documentId}/sections`,
      payload: { title: 'Who may collect a child', body: '<p>Only adults named on the admission form.</p>' },
    });
    expect(section.statusCode, section.body).toBe(201);
    sectionId = section.json().id;
  });
  afterAll(() => t.close());

  describe('visibility by role', () => {
    it('shows a folder to nobody but head office until roles are added', async () => {
      const home = (await get(TEACHER, '/api/sop/home')).json();
      expect(home.folders.map((f: { name: string }) => f.name)).toContain('Centre operations');
      expect(home.folders.map((f: { name: string }) => f.name)).not.toContain('Child safety');
      expect(home.folders.map((f: { name: string }) => f.name)).not.toContain('Head office');
      expect((await get(TEACHER, `/api/sop/documents/${documentId}`)).statusCode).toBe(404);
      expect((await get(TEACHER, `/api/sop/folders/${folderId}/documents`)).statusCode).toBe(404);
      const headOffice = (await get(HEAD_OFFICE, '/api/sop/home')).json();
      expect(headOffice.folders.map((f: { name: string }) => f.name)).toEqual(
        expect.arrayContaining(['Child safety', 'Head office']),
      );
    });

    it('shows a folder to the roles added, and a document narrowed to its own roles', async () => {
      const roles = await t.as(HEAD_OFFICE, {
        method: 'PUT',
        url: '/api/sop/roles',
        payload: { folderId, roles: ['FRANCHISEE_USER_1'] },
      });
      expect(roles.statusCode, roles.body).toBe(200);
      expect((await get(CENTRE_A, `/api/sop/documents/${documentId}`)).statusCode).toBe(200);
      expect((await get(TEACHER, `/api/sop/documents/${documentId}`)).statusCode).toBe(404);

      await t.as(HEAD_OFFICE, {
        method: 'PUT',
        url: '/api/sop/roles',
        payload: { folderId, roles: ['FRANCHISEE_USER_1', 'TEACHER'] },
      });
      const docRoles = await t.as(HEAD_OFFICE, {
        method: 'PUT',
        url: '/api/sop/roles',
        payload: { documentId, roles: ['TEACHER'] },
      });
      expect(docRoles.json()).toEqual({ roles: ['TEACHER'] });
      const asTeacher = await get(TEACHER, `/api/sop/documents/${documentId}`);
      expect(asTeacher.statusCode).toBe(200);
      const doc = documentAnswer.parse(asTeacher.json());
      expect(doc.sections.map((s) => s.title)).toEqual(['Who may collect a child']);
      expect((await get(CENTRE_A, `/api/sop/documents/${documentId}`)).statusCode).toBe(404);
      const folder = (await get(TEACHER, `/api/sop/folders/${folderId}/documents?search=pick`)).json();
      expect(folder.rows.map((r: { id: number }) => r.id)).toEqual([documentId]);
      expect(folder.total).toBe(1);
      const none = (await get(TEACHER, `/api/sop/folders/${folderId}/documents?search=nothing-like-this`)).json();
      expect(none).toMatchObject({ rows: [], total: 0 });
    });

    it('refuses roles outside the list and writes by staff', async () => {
      const bad = await t.as(HEAD_OFFICE, {
        method: 'PUT',
        url: '/api/sop/roles',
        payload: { folderId, roles: ['PARENT'] },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain('Choose roles from the list');
      const both = await t.as(HEAD_OFFICE, { method: 'PUT', url: '/api/sop/roles', payload: { roles: [] } });
      expect(both.statusCode).toBe(400);
      expect(both.body).toContain('Choose a folder or a document');
      const teacherWrites = await t.as(TEACHER, {
        method: 'PUT',
        url: `/api/sop/sections/${sectionId}`,
        payload: { title: 'x', body: '<p>x</p>', baseVersion: 1 },
      });
      expect(teacherWrites.statusCode).toBe(403);
      const ownerFolder = await t.as(CENTRE_A, { method: 'POST', url: '/api/sop-folders', payload: { name: 'Mine' } });
      expect(ownerFolder.statusCode).toBe(403);
    });
  });

  describe('versions', () => {
    it('makes a version of each save and refuses an edit from a stale version, writing nothing', async () => {
      const first = await t.as(HEAD_OFFICE, {
        method: 'PUT',
        url: `/api/sop/sections/${sectionId}`,
        payload: {
          title: 'Who may collect a child',
          body: '<p>Only adults named on the admission form, with photo ID.</p><script>alert(1)</script>',
          baseVersion: 1,
        },
      });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().version).toBe(2);
      expect(first.json().body).not.toContain('script');
      const [before] = await t.db.db.select().from(sopDocuments).where(eq(sopDocuments.id, documentId));
      expect(before.version).toBe(2);

      const stale = await t.as(HEAD_OFFICE, {
        method: 'PUT',
        url: `/api/sop/sections/${sectionId}`,
        payload: { title: 'Collection', body: '<p>Anyone the child knows.</p>', baseVersion: 1 },
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toBe(STALE_SECTION_MESSAGE);
      const [section] = await t.db.db.select().from(sopSections).where(eq(sopSections.id, sectionId));
      expect(section).toMatchObject({ version: 2, title: 'Who may collect a child' });
      expect(section.body).toContain('photo ID');
      const [after] = await t.db.db.select().from(sopDocuments).where(eq(sopDocuments.id, documentId));
      expect(after.version).toBe(2);
      const stored = await t.db.db.select().from(sopSectionVersions).where(eq(sopSectionVersions.sectionId, sectionId));
      expect(stored).toHaveLength(2);

      const history = (await get(HEAD_OFFICE, `/api/sop/sections/${sectionId}/versions`)).json();
      expect(history.rows.map((r: { version: number }) => r.version)).toEqual([2, 1]);
      expect(history.rows[0].editedBy).toBeTruthy();
    });

    it('refuses a section without words', async () => {
      const empty = await t.as(HEAD_OFFICE, {
        method: 'POST',
        url: `/api/sop/documents/${documentId}/sections`,
        payload: { title: 'Empty', body: '<p> </p>' },
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().fieldErrors.body).toBe('Write some text here');
    });
  });

  describe('acknowledgement', () => {
    it('records who read and understood which version, and lists who has not, per centre', async () => {
      const doc = (await get(TEACHER, `/api/sop/documents/${documentId}`)).json();
      expect(doc.acknowledgedAt).toBeNull();
      const ack = await t.as(TEACHER, {
        method: 'POST',
        url: `/api/sop/documents/${documentId}/acknowledge`,
        payload: { version: doc.version },
      });
      expect(ack.statusCode, ack.body).toBe(200);
      const again = await t.as(TEACHER, {
        method: 'POST',
        url: `/api/sop/documents/${documentId}/acknowledge`,
        payload: { version: doc.version },
      });
      expect(again.json().acknowledgedAt).toBe(ack.json().acknowledgedAt);
      expect((await get(TEACHER, `/api/sop/documents/${documentId}`)).json().acknowledgedAt).toBe(
        ack.json().acknowledgedAt,
      );

      const res = await get(HEAD_OFFICE, `/api/sop/documents/${documentId}/acknowledgements`);
      expect(res.statusCode, res.body).toBe(200);
      const list = ackContract.response.parse(res.json());
      expect(list.acknowledged.map((r) => r.email)).toEqual([TEACHER]);
      expect(list.acknowledged[0].franchiseeId).toBe(OWN);
      expect(list.pending.map((r) => r.email)).toContain(TEACHER2);
      expect(list.pending.map((r) => r.email)).not.toContain(TEACHER);
      // The document is shown to teachers only: centre owners are not asked to acknowledge it.
      expect(list.pending.map((r) => r.email)).not.toContain(CENTRE_A);

      // A centre's head sees their own centre only; another centre is a 404.
      const mine = ackContract.response.parse(
        (await get(CENTRE_A, `/api/sop/documents/${documentId}/acknowledgements`)).json(),
      );
      expect(new Set(mine.pending.map((r) => r.franchiseeId))).toEqual(new Set([OWN]));
      const theirs = await get(CENTRE_B, `/api/sop/documents/${documentId}/acknowledgements`);
      expect(theirs.json().pending.every((r: { franchiseeId: number }) => r.franchiseeId === OTHER)).toBe(true);
      expect(theirs.json().acknowledged).toEqual([]);
      expect(
        (await get(CENTRE_B, `/api/sop/documents/${documentId}/acknowledgements?franchiseeID=${OWN}`)).statusCode,
      ).toBe(404);
      expect((await get(TEACHER, `/api/sop/documents/${documentId}/acknowledgements`)).statusCode).toBe(403);
    });

    it('asks again after a new version, and refuses to acknowledge a version no longer current', async () => {
      const before = (await get(TEACHER, `/api/sop/documents/${documentId}`)).json();
      const added = await t.as(HEAD_OFFICE, {
        method: 'POST',
        url: `/api/sop/documents/${documentId}/sections`,
        payload: { title: 'Late pick-up', body: '<p>Call the parent after 15 minutes.</p>' },
      });
      expect(added.statusCode).toBe(201);
      const stale = await t.as(TEACHER, {
        method: 'POST',
        url: `/api/sop/documents/${documentId}/acknowledge`,
        payload: { version: before.version },
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toBe(STALE_ACKNOWLEDGEMENT_MESSAGE);
      const now = (await get(TEACHER, `/api/sop/documents/${documentId}`)).json();
      expect(now.version).toBe(before.version + 1);
      expect(now.acknowledgedAt).toBeNull();
      const list = (await get(HEAD_OFFICE, `/api/sop/documents/${documentId}/acknowledgements`)).json();
      expect(list.pending.map((r: { email: string }) => r.email)).toContain(TEACHER);
      const home = (await get(TEACHER, '/api/sop/home')).json();
      expect(home.folders.find((f: { id: number }) => f.id === folderId).toAcknowledge).toBe(1);
    });
  });
});

describe('CCTV documents', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function upload(email: string, body: Buffer, name: string) {
    const res = await t.as(email, { method: 'POST', url: '/api/files', ...(await fileForm(body, name)) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  }

  it('keeps a document with its validity and refuses a file that is not a PDF or a photo', async () => {
    const today = todayInIndia();
    const fileId = await upload(CENTRE_A, PNG, 'amc.png');
    const ok = await t.as(CENTRE_A, {
      method: 'POST',
      url: '/api/cctv-documents',
      payload: {
        docType: 'RECORDING_AUDIT',
        title: 'Recording audit',
        fileId,
        validFrom: today,
        validTo: addDays(today, 90),
      },
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().franchiseeId).toBe(OWN);

    const csv = await upload(CENTRE_A, Buffer.from('a,b\n1,2\n'), 'list.csv');
    const wrongType = await t.as(CENTRE_A, {
      method: 'POST',
      url: '/api/cctv-documents',
      payload: { docType: 'POLICE_NOC', title: 'NOC', fileId: csv, validFrom: today, validTo: addDays(today, 9) },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().fieldErrors.fileId).toContain('PDF or a photo');

    const backwards = await t.as(CENTRE_A, {
      method: 'POST',
      url: '/api/cctv-documents',
      payload: { docType: 'POLICE_NOC', title: 'NOC', fileId, validFrom: today, validTo: addDays(today, -1) },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fieldErrors.validTo).toBe('Valid until must be on or after valid from');

    const theirs = await t.as(CENTRE_B, { method: 'GET', url: `/api/cctv-documents/${ok.json().id}` });
    expect(theirs.statusCode).toBe(404);
  });

  it('lists what is expiring for the centres the user sees', async () => {
    const mine = await t.as(CENTRE_A, { method: 'GET', url: '/api/cctvDocUpload/expiring' });
    expect(mine.statusCode, mine.body).toBe(200);
    const rows = mine.json().rows.map((r: unknown) => cctvStatusRow.parse(r));
    expect(rows).toContainEqual(
      expect.objectContaining({ title: 'CCTV maintenance contract', daysLeft: 10, state: 'EXPIRING' }),
    );
    expect(rows.every((r: { franchiseeId: number }) => r.franchiseeId === OWN)).toBe(true);
    const theirs = (await t.as(CENTRE_B, { method: 'GET', url: '/api/cctvDocUpload/expiring' })).json();
    expect(theirs.rows.some((r: { franchiseeId: number }) => r.franchiseeId === OWN)).toBe(false);
  });

  it('reminds the centre through the outbox on the reminder days, once a day', async () => {
    const today = todayInIndia();
    const [doc] = await t.db.db
      .select()
      .from(cctvDocuments)
      .where(and(eq(cctvDocuments.franchiseeId, OWN), eq(cctvDocuments.title, 'CCTV maintenance contract')));
    const moved = await t.as(CENTRE_A, {
      method: 'PUT',
      url: `/api/cctv-documents/${doc.id}`,
      payload: { validTo: addDays(today, 7) },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const ctx = everyFranchiseeContext(anonymousContext(t.db.db));
    expect(await sendCctvReminders(ctx, today)).toBeGreaterThanOrEqual(1);
    const mail = await t.db.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, 'CCTV document expiring: CCTV maintenance contract'));
    expect(mail).toHaveLength(1);
    expect(mail[0].channel).toBe('email');
    expect(mail[0].body).toContain('in 7 days');
    // The same day again: nothing more.
    await sendCctvReminders(ctx, today);
    expect(
      await t.db.db
        .select()
        .from(outbox)
        .where(eq(outbox.subject, 'CCTV document expiring: CCTV maintenance contract')),
    ).toHaveLength(1);
    // A day that is not a reminder day: nothing either.
    expect(await sendCctvReminders(ctx, addDays(today, 1))).toBe(0);
  });
});
