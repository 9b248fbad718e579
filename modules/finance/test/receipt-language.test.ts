import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { adminUsers } from '@portal/mod-users/server';
import { payments } from '../server/index.ts';
import { A, assignHybrid, payOnline } from './support.ts';

/** The fee receipt speaks the language of the child's parent: its words in that script, its figures as written. */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const parentsOf = (admissionId: number) =>
  t.db.db.select().from(adminUsers).where(eq(adminUsers.studentAdmissionId, admissionId));

describe('the fee receipt in the parent’s language', () => {
  it('is written in Hindi for a Hindi-speaking parent and in English for others', async () => {
    const plan = await assignHybrid(t);
    const { verify } = await payOnline(t, plan.referenceId, plan.installments[0].id);
    expect(verify?.statusCode, verify?.body).toBe(200);
    const { receiptToken } = verify!.json();
    const [payment] = await t.db.db.select().from(payments).where(eq(payments.receiptToken, receiptToken));
    const receipt = () => t.as(null, { method: 'GET', url: `/api/public/receipts/${receiptToken}` });

    const english = await receipt();
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-language']).toBe('en-IN');
    // English words in Helvetica; only the amounts in Noto Sans, which has the rupee sign Helvetica lacks.
    expect(english.rawPayload.toString('latin1')).not.toMatch(/NotoSans(Devanagari|Kannada|Tamil)/);
    expect(english.rawPayload.toString('latin1')).toContain('NotoSans-Regular');

    const parents = await parentsOf(plan.studentAdmissionId);
    expect(parents.length).toBeGreaterThan(0);
    await t.db.db
      .update(adminUsers)
      .set({ language: 'hi' })
      .where(eq(adminUsers.studentAdmissionId, plan.studentAdmissionId));
    try {
      const hindi = await receipt();
      expect(hindi.statusCode).toBe(200);
      expect(hindi.headers['content-language']).toBe('hi-IN');
      expect(hindi.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      // The words in the Devanagari font, the figures and names beside them in Helvetica.
      const raw = hindi.rawPayload.toString('latin1');
      expect(raw).toContain('NotoSansDevanagari');
      expect(raw).toContain('Helvetica');
      // The desk's copy of the same receipt is the parent's too.
      const desk = await t.as(A, { method: 'GET', url: `/api/payments/${payment.id}/receipt` });
      expect(desk.statusCode).toBe(200);
      expect(desk.headers['content-language']).toBe('hi-IN');
      await t.db.db
        .update(adminUsers)
        .set({ language: 'ta' })
        .where(eq(adminUsers.studentAdmissionId, plan.studentAdmissionId));
      const tamil = await receipt();
      expect(tamil.headers['content-language']).toBe('ta-IN');
      expect(tamil.rawPayload.toString('latin1')).toContain('NotoSansTamil');
    } finally {
      for (const p of parents)
        await t.db.db.update(adminUsers).set({ language: p.language }).where(eq(adminUsers.id, p.id));
    }
  });
});
