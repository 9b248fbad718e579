import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { promoteToFirstDay } from '../../students/test/support.ts';
import * as C from '../shared/contracts.ts';
import { pdfText } from './pdf-text.ts';
import { CENTRE_A, CHILD, PARENT, termId } from './support.ts';

/**
 * A promotion gives the child a new admission and, on the new year's first day, moves the family's account to it:
 * last year's report cards were on the old admission, out of the family's reach from that day.
 */
describe('a promoted child’s report cards of last year', () => {
  let t: TestApp;
  let term1: number;
  let thisYear: number;
  const terms = (id: number, email = PARENT) =>
    t.as(email, { method: 'GET', url: `/api/grade-book/skills/final-report/${id}/terms` });
  const card = (id: number, term: number, email = PARENT) =>
    t.as(email, { method: 'GET', url: `/api/grade-book/skills/final-report/${id}?termId=${term}` });

  beforeAll(async () => {
    t = await startTestApp();
    term1 = await termId(t, 'Term 1');
    ({ newAdmissionId: thisYear } = await promoteToFirstDay(t, CHILD, CENTRE_A));
  });
  afterAll(() => t.close());

  it('stay the family’s: listed with their year and read through this year’s admission', async () => {
    const listed = await terms(thisYear);
    expect(listed.statusCode, listed.body).toBe(200);
    const rows = C.childTerms.response.parse(listed.json()).rows;
    const lastYears = rows.find((r) => r.id === term1);
    expect(lastYears).toMatchObject({ name: 'Term 1', published: true, academicYear: expect.stringMatching(/^\d{4}/) });

    const read = await card(thisYear, term1);
    expect(read.statusCode, read.body).toBe(200);
    const body = C.reportCard.response.parse(read.json());
    // Last year's card as it was: its class, its grades and the teacher's remark.
    expect(body.child).toMatchObject({ name: 'Aarav Kapoor', className: 'Nursery' });
    expect(body.skills.flatMap((s) => s.rows).some((r) => r.label)).toBe(true);
    expect(body.remark).toContain('curious learner');

    const pdf = await t.as(PARENT, {
      method: 'GET',
      url: `/api/grade-book/skills/final-report/${thisYear}/pdf?termId=${term1}`,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain('curious learner');
  });

  it('stay the child’s: another family is refused, and the old admission is no longer the family’s door', async () => {
    expect((await card(thisYear, term1, 'parent2@demo.school')).statusCode).toBe(404);
    expect((await terms(thisYear, 'parent2@demo.school')).statusCode).toBe(404);
    expect((await card(CHILD, term1)).statusCode).toBe(404);
  });
});
