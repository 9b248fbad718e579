import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findResource, flushAccessLog, servedEndpoint } from '@portal/kit';
import { accessLog } from '@portal/mod-safeguards/server';
import { studentAdmissions } from '@portal/mod-students/server';
import { operationsOf } from './openapi-walk.ts';
import { startTestApp, type TestApp } from './support.ts';

/**
 * Every operation declares whose data it reads, not only a resource's routes: a read of a child's fee account, tax
 * certificate, attendance, ledger or invoice is logged like a read of the child's record (DPDP Rule 6).
 */

/** Parameters naming a child: an operation carrying one answers that child's data. */
const CHILD_PARAM = /^(studentAdmissionId|studentId|admissionId)$/;

/** A resource's own routes (`/api/<name>`, `/api/<name>/:id/…`) log their reads through the resource. */
function isResourceRoute(path: string): boolean {
  const res = findResource(path.split('/')[2] ?? '');
  return (
    !!res && path.startsWith(`/api/${res.name}`) && (path === `/api/${res.name}` || path.split('/')[3] !== undefined)
  );
}

describe('operations reading a person’s data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('declares whose data each read of a child carries, or the walk names it', () => {
    const reads = operationsOf(t.app).filter(
      (op) => op.method === 'GET' && !isResourceRoute(op.path) && op.pathParams.some((p) => CHILD_PARAM.test(p)),
    );
    expect(reads.length, 'the walk finds the reads of a child').toBeGreaterThan(20);
    const undeclared = reads
      .filter((op) => {
        const reads = servedEndpoint(op.method, op.path)?.reads;
        return !reads || !op.pathParams.includes(reads.param);
      })
      .map((op) => `${op.method} ${op.path}`);
    expect(undeclared, 'declare `reads` on the endpoint: the record its parameter names').toEqual([]);
  });

  it('logs one entry per read of a child’s fee account, tax certificate, attendance, ledger and invoice', async () => {
    const OWNER = 'franchisee-a@demo.school';
    const [admission] = await t.db.db
      .select({ id: studentAdmissions.id, studentId: studentAdmissions.studentId })
      .from(studentAdmissions)
      .where(and(eq(studentAdmissions.franchiseeId, 2), eq(studentAdmissions.status, 'Active')))
      .orderBy(studentAdmissions.id)
      .limit(1);
    const catalogue = await t.as(OWNER, { method: 'GET', url: '/api/family-sales/catalogue' });
    expect(catalogue.statusCode, catalogue.body).toBe(200);
    const product = (catalogue.json().rows as { id: number; name: string }[])[0]!;
    const sold = await t.as(OWNER, {
      method: 'POST',
      url: '/api/family-sales',
      payload: { studentAdmissionId: admission.id, items: [{ productId: product.id, quantity: 1 }] },
    });
    expect(sold.statusCode, sold.body).toBe(201);
    const year = await t.as(OWNER, { method: 'GET', url: `/api/tax-certificates/${admission.id}` });
    expect(year.statusCode, year.body).toBe(200);

    await flushAccessLog();
    const [{ last }] = await t.db.db.select({ last: sql<number>`coalesce(max(${accessLog.id}), 0)` }).from(accessLog);
    const urls = [
      `/api/student-account/${admission.id}`,
      `/api/tax-certificates/${admission.id}`,
      `/api/attendance/report/${admission.studentId}`,
      `/api/ledger/student/${admission.id}`,
      `/api/family-sales/${sold.json().id}/invoice`,
    ];
    for (const url of urls) {
      const res = await t.as(OWNER, { method: 'GET', url });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
    await flushAccessLog();
    const logged = await t.db.db
      .select({ resource: accessLog.resource, studentId: accessLog.studentId, kind: accessLog.kind })
      .from(accessLog)
      .where(gt(accessLog.id, Number(last)))
      .orderBy(accessLog.id);
    expect(logged).toEqual(
      ['Fee account', 'Tax certificates', 'Attendance report', 'Student ledger', 'Sale invoice (PDF)'].map(
        (resource) => ({ resource, studentId: admission.studentId, kind: 'record' }),
      ),
    );
  });
});
