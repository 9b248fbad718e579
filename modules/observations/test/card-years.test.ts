import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInIndia } from '@portal/core';
import { academicYears } from '@portal/mod-org/server';
import { studentAdmissions } from '@portal/mod-students/server';
import { pdfText, startTestApp, type TestApp } from '@portal/server/testing';
import { promoteToFirstDay } from '../../students/test/support.ts';
import { myChildCard } from '../shared/contracts.ts';
import { termOf } from '../shared/term.ts';

const PARENT = 'parent@demo.school';
const HEAD = 'franchisee-a@demo.school';
/** The parent's child, Aarav, in Nursery. */
const CHILD = 1;

/**
 * A promotion gives the child a new admission and, on the new year's first day, moves the family's account to it;
 * the progress cards published in the year just ended stay on the old admission, and stay the family's to open.
 */
describe('a promoted child’s progress cards of last year', () => {
  let t: TestApp;
  let thisYear: number;
  const lastTerm = termOf(todayInIndia());
  const card = (id: number, term?: string, email = PARENT) =>
    t.as(email, { method: 'GET', url: `/api/observations/my-child/${id}/card${term ? `?term=${term}` : ''}` });

  beforeAll(async () => {
    t = await startTestApp();
    const about = `/api/observations/my-child/${CHILD}/about`;
    expect((await t.as(PARENT, { method: 'PUT', url: about, payload: { iLike: 'Blocks' } })).statusCode).toBe(200);
    for (const step of ['sign', 'publish']) {
      const res = await t.as(HEAD, { method: 'POST', url: `/api/observations/hpc/${CHILD}/${step}` });
      expect(res.statusCode, res.body).toBe(200);
    }
    ({ newAdmissionId: thisYear } = await promoteToFirstDay(t, CHILD, HEAD));
    // The year Aarav was promoted out of has ended: the old admission is off the roll from today.
    const [old] = await t.db.db.select().from(studentAdmissions).where(eq(studentAdmissions.id, CHILD));
    const yesterday = new Date(Date.now() + 330 * 60_000 - 86_400_000).toISOString().slice(0, 10);
    await t.db.db.update(academicYears).set({ endDate: yesterday }).where(eq(academicYears.id, old.academicYearId));
  });
  afterAll(() => t.close());

  it('are listed and opened through this year’s admission, with last year’s band and part A', async () => {
    const latest = myChildCard.response.parse((await card(thisYear)).json());
    if (!latest.published) throw new Error('last year’s card reads as not published');
    expect(latest).toMatchObject({ studentAdmissionId: thisYear, term: lastTerm.key, band: '3-4' });
    expect(latest.terms.map((c) => c.term)).toEqual([lastTerm.key]);
    expect(latest.partA.iLike).toBe('Blocks');
    expect(latest.rows.length).toBeGreaterThan(0);
    const opened = myChildCard.response.parse((await card(thisYear, lastTerm.key)).json());
    expect(opened.published && opened.term).toBe(lastTerm.key);
    const pdf = await t.as(PARENT, {
      method: 'GET',
      url: `/api/observations/my-child/${thisYear}/card/pdf?term=${lastTerm.key}&language=en`,
    });
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect(pdfText(pdf.rawPayload).text).toContain('Aarav');
  });

  it('are read, not written: the family answers only this year’s cards; another family is refused', async () => {
    const feedback = await t.as(PARENT, {
      method: 'PUT',
      url: `/api/observations/my-child/${thisYear}/card/feedback`,
      payload: { feedback: 'Thank you', term: lastTerm.key },
    });
    expect(feedback.statusCode).toBe(404);
    const onOld = await t.as(PARENT, {
      method: 'PUT',
      url: `/api/observations/my-child/${CHILD}/card/feedback`,
      payload: { feedback: 'Thank you', term: lastTerm.key },
    });
    expect(onOld.statusCode).toBe(404);
    expect((await card(thisYear, undefined, 'parent2@demo.school')).statusCode).toBe(404);
    expect((await card(CHILD, undefined, 'parent2@demo.school')).statusCode).toBe(404);
  });
});
