import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { recountFollowUpSums } from '../server/followups/kept-buckets.ts';
import { enquiries } from '../server/schema.ts';
import { FORM_FIELDS, FORM_TYPES, PUBLIC_ENQUIRY_FIELDS } from '../shared/fields.ts';
import { carriedValues } from '../shared/prefill.ts';
import { shownHeading, UPLOAD_COLUMNS } from '../shared/upload-columns.ts';
import { A, classId, COUNSELLOR, currentYearId, mobile, newEnquiry } from './helpers.ts';

let t: TestApp;
let year: number;
let nursery: number;
beforeAll(async () => {
  t = await startTestApp();
  year = await currentYearId(t);
  nursery = await classId(t, 'Nursery');
});
afterAll(() => t.close());

const inDays = (n: number) => new Date(Date.now() + 330 * 60_000 + n * 86_400_000).toISOString().slice(0, 10);
const move = (id: number, body: Record<string, unknown>) =>
  t.as(COUNSELLOR, { method: 'POST', url: `/api/enquiry/${id}/move-stage`, payload: body });
const workflow = async (id: number) =>
  (await t.as(COUNSELLOR, { method: 'GET', url: `/api/enquiry/${id}/workflow` })).json();

describe("the front desk's New enquiry form", () => {
  it("lists the centre's classes to a counsellor", async () => {
    const classes = await t.as(COUNSELLOR, { method: 'GET', url: '/api/class?pageSize=50' });
    expect(classes.statusCode).toBe(200);
    expect(classes.json().rows.map((c: { name: string }) => c.name)).toContain('Nursery');
  });
});

describe('a stage move and its follow-up', () => {
  it('closes the open follow-up, so the next follow-up date is the one given with the move', async () => {
    const e = (await newEnquiry(t, COUNSELLOR, { mobile: mobile(), classId: nursery }, year)).json();
    expect((await move(e.id, { stage: 'Appointment Fixed', nextFollowUpDate: inDays(2) })).statusCode).toBe(200);
    const later = await move(e.id, { stage: 'Offline Counselling Done', nextFollowUpDate: inDays(6) });
    expect(later.json()).toMatchObject({ stage: 'Offline Counselling Done', nextFollowUpDate: inDays(6) });

    const flow = await workflow(e.id);
    const open = flow.followUps.filter((f: { status: string }) => f.status === 'Open');
    expect(open.map((f: { followUpDate: string }) => f.followUpDate)).toEqual([inDays(6)]);
    const closed = flow.followUps.find((f: { followUpDate: string }) => f.followUpDate === inDays(2));
    expect(closed).toMatchObject({ status: 'Done', outcome: 'Moved to Offline Counselling Done' });

    // The same stage with a new date replaces the planned call too.
    const sooner = await move(e.id, { stage: 'Offline Counselling Done', nextFollowUpDate: inDays(1) });
    expect(sooner.json().nextFollowUpDate).toBe(inDays(1));
    const again = await workflow(e.id);
    expect(again.followUps.filter((f: { status: string }) => f.status === 'Open')).toHaveLength(1);
  });
});

describe('the enquiry alert and the list it opens', () => {
  it('counts exactly the enquiries the due list shows', async () => {
    const overdue = (await newEnquiry(t, COUNSELLOR, { mobile: mobile(), classId: nursery }, year)).json();
    const today = (await newEnquiry(t, COUNSELLOR, { mobile: mobile(), classId: nursery }, year)).json();
    const later = (await newEnquiry(t, COUNSELLOR, { mobile: mobile(), classId: nursery }, year)).json();
    await move(today.id, { stage: 'Appointment Fixed', nextFollowUpDate: inDays(0) });
    await move(later.id, { stage: 'Appointment Fixed', nextFollowUpDate: inDays(4) });
    // A follow-up planned yesterday and not done: overdue, still due.
    await t.db.db
      .update(enquiries)
      .set({ nextFollowUpDate: inDays(-1) })
      .where(eq(enquiries.id, overdue.id));
    // Written past the module's code, which keeps the buckets' counts: counted again.
    await recountFollowUpSums(t.db.db);

    const count = (await t.as(A, { method: 'GET', url: `/api/enquiry/enquiry-count?academicYearID=${year}` })).json();
    const due = (
      await t.as(A, {
        method: 'GET',
        url: `/api/followup/list?bucket=due&academicYearID=${year}&pageSize=200`,
      })
    ).json();
    const summary = (await t.as(A, { method: 'GET', url: `/api/followup/summary?academicYearID=${year}` })).json();
    expect(due.count).toBe(count.todaysFollowUpCount);
    expect(summary.due).toBe(count.todaysFollowUpCount);
    const ids = due.rows.map((r: { id: number }) => r.id);
    expect(ids).toEqual(expect.arrayContaining([overdue.id, today.id]));
    expect(ids).not.toContain(later.id);
  });
});

describe('enquiry upload headings', () => {
  it('accepts every column heading the upload page shows', async () => {
    const header = UPLOAD_COLUMNS.map(shownHeading);
    const m = mobile();
    const values: Record<string, string> = {
      parentName: 'Lata Menon',
      mobile: m,
      email: 'lata.menon@example.in',
      childName: 'Ira Menon',
      childDob: '04-05-2022',
      className: 'Nursery',
      pincode: '560038',
      source: 'Walk-in',
      remarks: 'Sheet from the open day',
    };
    const csv = [header.join(','), UPLOAD_COLUMNS.map((c) => values[c.field]).join(',')].join('\n');
    const form = new FormData();
    form.append('file', new Blob([csv]), 'enquiries.csv');
    const request = new Request('http://localhost/api/upload/enquiries', { method: 'POST', body: form });
    const res = await t.as(A, {
      method: 'POST',
      url: `/api/upload/enquiries?academicYearID=${year}`,
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type')! },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ total: 1, created: 1, errors: [] });
    const found = (
      await t.as(A, { method: 'GET', url: `/api/enquiry/spanco?academicYearID=${year}&searchValue=${m}` })
    ).json();
    expect(found.rows[0]).toMatchObject({ childName: 'Ira Menon', childDob: '2022-05-04', email: values.email });
  });
});

describe('what the family typed once', () => {
  it('carries every field an earlier form holds into each later form that asks for it', () => {
    const earlier: Record<string, unknown> = {};
    for (const name of Object.keys(PUBLIC_ENQUIRY_FIELDS)) earlier[name] = `enquiry ${name}`;
    for (const type of FORM_TYPES) {
      const carried = carriedValues(FORM_FIELDS[type], earlier);
      for (const name of Object.keys(FORM_FIELDS[type]))
        if (name in earlier) expect(carried[name], `${type}.${name}`).toBe(earlier[name]);
      // What this form adds is known to the next ones.
      for (const name of Object.keys(FORM_FIELDS[type])) earlier[name] ??= `${type} ${name}`;
    }
  });

  it('opens the admission form with the gender, blood group and parents typed before', async () => {
    const e = (
      await newEnquiry(t, A, { mobile: mobile(), classId: nursery, childName: 'Zoya Khan', gender: 'FEMALE' }, year)
    ).json();
    const send = (slug: string) =>
      t.as(A, { method: 'POST', url: `/api/enquiry/${e.id}/${slug}`, payload: { feePaise: 0 } });
    const fill = (slug: string, body: Record<string, unknown>) =>
      t.as(A, { method: 'PUT', url: `/api/enquiry/${e.id}/${slug}`, payload: body });
    const formData = async (type: string) =>
      (await workflowOf(e.id)).forms.find((f: { formType: string }) => f.formType === type).data;
    const workflowOf = async (id: number) =>
      (await t.as(A, { method: 'GET', url: `/api/enquiry/${id}/workflow` })).json();

    expect((await send('application')).statusCode).toBe(201);
    const application = await formData('APPLICATION');
    expect(application).toMatchObject({ childName: 'Zoya Khan', gender: 'FEMALE', fatherMobile: e.mobile });
    const filled = await fill('application', {
      ...application,
      fatherName: 'Imran Khan',
      motherName: 'Sana Khan',
      email: 'imran.khan@example.in',
      address: '7, 3rd Cross, Indiranagar',
      pincode: '560038',
    });
    expect(filled.json(), filled.body).toMatchObject({ status: 'COMPLETED' });
    expect((await send('registration')).statusCode).toBe(201);
    const registration = await fill('registration', {
      ...(await formData('REGISTRATION')),
      bloodGroup: 'B+',
      emergencyContactName: 'Sana Khan',
      emergencyContactMobile: e.mobile,
      authorisedPickup: 'Parents',
      preferredStartDate: inDays(10),
    });
    expect(registration.json(), registration.body).toMatchObject({ status: 'COMPLETED' });
    expect((await send('admission')).statusCode).toBe(201);
    expect(await formData('ADMISSION')).toMatchObject({
      firstName: 'Zoya',
      lastName: 'Khan',
      gender: 'FEMALE',
      bloodGroup: 'B+',
      fatherName: 'Imran Khan',
      motherName: 'Sana Khan',
      parentMobile: e.mobile,
      parentEmail: 'imran.khan@example.in',
      address: '7, 3rd Cross, Indiranagar',
      pincode: '560038',
      classId: nursery,
    });
  });
});
