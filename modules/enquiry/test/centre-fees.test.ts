import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { A, COUNSELLOR, SUPER, classId, currentYearId, mobile, newEnquiry } from './helpers.ts';

/**
 * A form carries the centre's fee from its fee settings unless the counsellor gives another: before, the
 * application, registration and admission fees were stored, shown and editable, and a form sent without a fee
 * carried none.
 */
let t: TestApp;
let year: number;
let nursery: number;
beforeAll(async () => {
  t = await startTestApp();
  year = await currentYearId(t);
  nursery = await classId(t, 'Nursery');
});
afterAll(() => t.close());

const enquiry = async () =>
  (
    await newEnquiry(
      t,
      COUNSELLOR,
      { mobile: mobile(), parentName: 'Kavya Rao', childName: 'Ishaan Rao', classId: nursery, pincode: '560038' },
      year,
    )
  ).json() as { id: number; franchiseeId: number };

const workflow = async (id: number) =>
  (await t.as(A, { method: 'GET', url: `/api/enquiry/${id}/workflow` })).json() as {
    forms: { formType: string; feePaise: number }[];
    centreFees: Record<string, number>;
  };

describe("a form's fee", () => {
  it("is the centre's application fee when none is given, and the one given otherwise", async () => {
    const e = await enquiry();
    expect((await workflow(e.id)).centreFees).toEqual({
      APPLICATION: 500_00,
      REGISTRATION: 1_000_00,
      ADMISSION: 5_000_00,
    });
    const sent = await t.as(COUNSELLOR, { method: 'POST', url: `/api/enquiry/${e.id}/application`, payload: {} });
    expect(sent.statusCode, sent.body).toBe(201);
    expect((await workflow(e.id)).forms.find((f) => f.formType === 'APPLICATION')?.feePaise).toBe(500_00);

    const waived = await enquiry();
    await t.as(COUNSELLOR, { method: 'POST', url: `/api/enquiry/${waived.id}/application`, payload: { feePaise: 0 } });
    expect((await workflow(waived.id)).forms.find((f) => f.formType === 'APPLICATION')?.feePaise).toBe(0);
  });

  it('follows the centre’s setting when head office changes it', async () => {
    const e = await enquiry();
    const settings = (
      await t.as(SUPER, { method: 'GET', url: `/api/fee-setting?franchiseeId=${e.franchiseeId}` })
    ).json() as { rows: { id: number }[] };
    const changed = await t.as(SUPER, {
      method: 'PUT',
      url: `/api/fee-setting/${settings.rows[0].id}`,
      payload: { applicationFeePaise: 750_00 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await t.as(COUNSELLOR, { method: 'POST', url: `/api/enquiry/${e.id}/application`, payload: {} });
    expect((await workflow(e.id)).forms.find((f) => f.formType === 'APPLICATION')?.feePaise).toBe(750_00);
  });
});
