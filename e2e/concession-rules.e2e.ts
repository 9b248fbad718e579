import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  baseUrl,
  launch,
  newPage,
  openLoaded,
  signIn,
  type Browser,
  until,
  signInQuietly,
} from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

describe('concessions by rule', () => {
  it("shows the sibling concession on a younger child's fee account, and the rule on the type's form", async () => {
    const centre = await apiClient('franchisee-a@demo.school');
    const year = (
      await centre<{ rows: { id: number }[] }>('GET', '/api/franchiseeAcademicYears?isCurrentAcademicYear=true')
    ).json.rows[0].id;
    const yearStart = (await centre<{ startDate: string }>('GET', `/api/academic-year/${year}`)).json.startDate;
    const classes = (await centre<{ rows: { id: number; classCategory: string }[] }>('GET', '/api/class?pageSize=50'))
      .json.rows;
    const hybrid = classes.find((c) => c.classCategory === 'Hybrid')!.id;
    // Two children of one family (a mobile no other flow uses), each assigned the centre's Hybrid plan.
    const mobile = `97${String(Date.now()).slice(-8)}`;
    const plans = await centre<{ rows: { id: number }[] }>('GET', '/api/fee-plan?q=Hybrid%20annual%20plan');
    const admitted: number[] = [];
    for (const first of ['Tara', 'Neel']) {
      const s = await centre<{ id: number }>('POST', '/api/student', {
        firstName: first,
        lastName: 'Sibling',
        dateOfBirth: '2022-02-02',
        gender: 'FEMALE',
        parentMobile: mobile,
      });
      expect(s.status, s.text).toBe(201);
      const a = await centre<{ id: number }>('POST', '/api/student-admission', {
        studentId: s.json.id,
        academicYearId: year,
        classId: hybrid,
        admissionDate: yearStart,
      });
      expect(a.status, a.text).toBe(201);
      const assigned = await centre('POST', `/api/fee-plans/${plans.json.rows[0].id}/assign`, {
        studentAdmissionId: a.json.id,
      });
      expect(assigned.status, assigned.text).toBe(201);
      admitted.push(a.json.id);
    }

    const page = await newPage(browser);
    await signIn(page, 'franchisee-a@demo.school');
    await openLoaded(
      page,
      `${baseUrl()}/ledger/student-fee-plan/${admitted[1]}`,
      `/api/student-account/${admitted[1]}`,
    );
    await until(() => page.getByTestId('concession-SIBLING').textContent()).toMatch(
      /^Sibling concession \(by rule\)₹[\d,]+\.\d{2}Waiting for approval$/,
    );
    await openLoaded(
      page,
      `${baseUrl()}/ledger/student-fee-plan/${admitted[0]}`,
      `/api/student-account/${admitted[0]}`,
    );
    expect(await page.getByTestId('plan-concessions').count()).toBe(0);

    // Head office reads the rule and its settings on the concession type's form.
    const office = await newPage(browser);
    await signInQuietly(office, 'superadmin@demo.school');
    await openLoaded(office, `${baseUrl()}/concession/settings`, '/api/concession-type');
    await office.getByText('Sibling concession (by rule)').click();
    const form = office.getByTestId('form-concession-type');
    await until(() => form.getByLabel('Given by rule').first().inputValue()).toBe('Sibling');
    await until(() => form.getByLabel('Sibling: second and later children only').isChecked()).toBe(true);
  });
});
