import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { enquiries } from '@portal/mod-enquiry/server';
import { startTestApp, type TestApp } from '@portal/server/testing';
import * as C from '../shared/contracts.ts';
import { admissions, assertBalanced, payOnline } from '../../finance/test/support.ts';
import { busRouteStudents, childDestinationLogs } from '../server/schema.ts';
import { CENTRE_A, CENTRE_B, FINANCE, PARENT, SUPER, TEACHER } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let serial = 0;
/** A service (or admission) enquiry of a centre, as the enquiry module stores it. */
async function enquiry(franchiseeId: number, enquiryType = 'SERVICE'): Promise<number> {
  const [year] = (
    await t.as(SUPER, { method: 'GET', url: '/api/franchiseeAcademicYears?isCurrentAcademicYear=true' })
  ).json().rows;
  serial++;
  const [row] = await t.db.db
    .insert(enquiries)
    .values({
      enquiryCode: `SVC-TEST-${serial}`,
      franchiseeId,
      academicYearId: year.id,
      enquiryType,
      serviceType: enquiryType === 'SERVICE' ? 'TRANSPORT' : null,
      source: 'Walk-in',
      parentName: 'Kavya Rao',
      mobile: '9876543210',
      childName: `Child ${serial}`,
      childNameKey: `child ${serial}`,
    })
    .returning({ id: enquiries.id });
  return row.id;
}

async function plans(email: string, status?: string) {
  const res = await t.as(email, {
    method: 'GET',
    url: `/api/services/approve-plan${status ? `?status=${status}` : ''}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return C.servicePlans.response.parse(res.json()).rows;
}

async function service(): Promise<number> {
  return (await t.as(CENTRE_A, { method: 'GET', url: '/api/services?q=School' })).json().rows[0].id;
}

describe('services on the fee engine', () => {
  it('lists the service plans, which finance approves like any fee plan', async () => {
    const rows = await plans(CENTRE_A);
    expect(rows.map((r) => [r.name, r.status]).sort()).toEqual([
      ['School bus quarterly plan', 'APPROVED'],
      ['School bus term plan', 'PENDING'],
    ]);
    expect(rows.every((r) => r.feeType === 'Transport Fees')).toBe(true);
    expect(await plans(CENTRE_B)).toEqual([]);
    const pending = rows.find((r) => r.status === 'PENDING')!;
    const refused = await t.as(CENTRE_A, { method: 'POST', url: `/api/fee-plan/${pending.id}/approve`, payload: {} });
    expect(refused.statusCode).toBe(403);
    // Installments that do not add up to the plan are refused, as for tuition.
    const wrong = await t.as(CENTRE_A, {
      method: 'PUT',
      url: `/api/fee-plans/${pending.id}/installments`,
      payload: {
        installments: [
          { label: 'Term 1', dueDate: '2026-06-05', amountPaise: 9_000_00, royaltyPaise: 0 },
          { label: 'Term 2', dueDate: '2026-10-05', amountPaise: 8_000_00, royaltyPaise: 0 },
        ],
      },
    });
    expect(wrong.statusCode).toBe(400);
    const approved = await t.as(FINANCE, { method: 'POST', url: `/api/fee-plan/${pending.id}/approve`, payload: {} });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await plans(CENTRE_A, 'APPROVED')).map((r) => r.name)).toContain('School bus term plan');
    const details = await t.as(CENTRE_A, { method: 'GET', url: `/api/services/plan-details/${pending.id}` });
    expect(details.statusCode, details.body).toBe(200);
    const shown = C.planDetails.response.parse(details.json());
    expect(shown.installments.reduce((a, i) => a + i.amountPaise, 0)).toBe(shown.plan.totalPaise);
    expect((await t.as(CENTRE_B, { method: 'GET', url: `/api/services/plan-details/${pending.id}` })).statusCode).toBe(
      404,
    );
  });

  it('assigns a service enquiry to a student through the fee engine; the parents pay by link', async () => {
    const [planRow] = (await plans(CENTRE_A, 'APPROVED')).filter((r) => r.name === 'School bus quarterly plan');
    const [admission] = await admissions(t, 2, 'Hybrid');
    const enquiryId = await enquiry(2);
    const res = await t.as(CENTRE_A, {
      method: 'POST',
      url: `/api/services/enquiries/assign/${enquiryId}`,
      payload: { studentAdmissionId: admission, serviceId: await service(), feePlanId: planRow.id },
    });
    expect(res.statusCode, res.body).toBe(201);
    const assigned = C.assignService.response.parse(res.json());
    expect(assigned).toMatchObject({
      service: 'School bus',
      planName: 'School bus quarterly plan',
      totalPaise: 18_000_00,
    });

    const page = await t.as(null, { method: 'GET', url: `/api/public/admission-payments/${assigned.referenceId}` });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ planName: 'School bus quarterly plan', totalPaise: 18_000_00 });
    expect(page.json().installments).toHaveLength(3);
    const first = page
      .json()
      .installments.find((i: { outstandingPaise?: number; amountPaise: number }) => i.amountPaise > 0);
    const { verify } = await payOnline(t, assigned.referenceId!, first.id);
    expect(verify?.statusCode, verify?.body).toBe(200);
    const after = (
      await t.as(null, { method: 'GET', url: `/api/public/admission-payments/${assigned.referenceId}` })
    ).json();
    expect(after.paidPaise).toBe(first.amountPaise);
    expect(after.receipts).toHaveLength(1);
    await assertBalanced(t);

    const listed = C.assignedServices.response.parse(
      (await t.as(CENTRE_A, { method: 'GET', url: `/api/services/assigned-services?enquiryID=${enquiryId}` })).json(),
    );
    expect(listed.rows.map((r) => r.referenceId)).toEqual([assigned.referenceId]);
    expect((await t.as(CENTRE_B, { method: 'GET', url: '/api/services/assigned-services' })).json().rows).toEqual([]);

    const twice = await t.as(CENTRE_A, {
      method: 'POST',
      url: `/api/services/enquiries/assign/${await enquiry(2)}`,
      payload: { studentAdmissionId: admission, serviceId: await service(), feePlanId: planRow.id },
    });
    expect(twice.statusCode).toBe(409);
  });

  it('refuses a tuition plan, an admission enquiry and another centre, writing nothing', async () => {
    const [admission] = await admissions(t, 2, 'Hybrid');
    const tuition = (await t.as(CENTRE_A, { method: 'GET', url: '/api/fee-plan?q=Hybrid%20annual' })).json().rows[0].id;
    const [planRow] = await plans(CENTRE_A, 'APPROVED');
    const notService = await t.as(CENTRE_A, {
      method: 'POST',
      url: `/api/services/enquiries/assign/${await enquiry(2)}`,
      payload: { studentAdmissionId: admission, serviceId: await service(), feePlanId: tuition },
    });
    expect(notService.statusCode).toBe(400);
    expect(notService.json().fieldErrors.feePlanId).toMatch(/Transport Fees/);
    const admissionEnquiry = await t.as(CENTRE_A, {
      method: 'POST',
      url: `/api/services/enquiries/assign/${await enquiry(2, 'ADMISSION')}`,
      payload: { studentAdmissionId: admission, serviceId: await service(), feePlanId: planRow.id },
    });
    expect(admissionEnquiry.statusCode).toBe(400);
    const foreign = await t.as(CENTRE_B, {
      method: 'POST',
      url: `/api/services/enquiries/assign/${await enquiry(2)}`,
      payload: { studentAdmissionId: admission, serviceId: await service(), feePlanId: planRow.id },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await admissions(t, 2, 'Hybrid'))[0]).toBe(admission);
  });

  it('keeps the catalogue to head office', async () => {
    const res = await t.as(CENTRE_A, {
      method: 'POST',
      url: '/api/services',
      payload: { name: 'Day care', serviceType: 'TRANSPORT' },
    });
    expect(res.statusCode).toBe(403);
    const ok = await t.as(SUPER, {
      method: 'POST',
      url: '/api/services',
      payload: { name: 'Day care', serviceType: 'TRANSPORT' },
    });
    expect(ok.statusCode).toBe(201);
  });
});

describe("the child's destination log", () => {
  it("shows a parent only their own child's log, read-only", async () => {
    const mine = await t.as(PARENT, { method: 'GET', url: '/api/transport/stundent-Destination-Log-Details' });
    expect(mine.statusCode, mine.body).toBe(200);
    const rows = C.childLog.response.parse(mine.json()).rows;
    expect(rows.length).toBe(3);
    expect(new Set(rows.map((r) => r.studentAdmissionId))).toEqual(new Set([1]));
    expect(rows.map((r) => r.logType)).toContain('BOARDED');
    const [other] = await t.db.db.select().from(busRouteStudents).where(eq(busRouteStudents.franchiseeId, 2));
    const otherId = [other.studentAdmissionId === 1 ? 2 : other.studentAdmissionId][0];
    const notMine = await t.as(PARENT, {
      method: 'GET',
      url: `/api/transport/stundent-Destination-Log-Details?studentAdmissionID=${otherId}`,
    });
    expect(notMine.statusCode).toBe(404);
    expect(
      (
        await t.as(PARENT, {
          method: 'POST',
          url: '/api/transport/destination-logs',
          payload: { studentAdmissionId: 1, logType: 'DROPPED' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.as(TEACHER, { method: 'GET', url: '/api/transport/stundent-Destination-Log-Details' })).statusCode,
    ).toBe(403);
    const b = await t.as(CENTRE_B, { method: 'GET', url: '/api/transport/stundent-Destination-Log-Details' });
    expect(b.json().rows).toEqual([]);
  });

  it('takes a log from the escort only for a child on a route of the centre', async () => {
    const ok = await t.as(CENTRE_A, {
      method: 'POST',
      url: '/api/transport/destination-logs',
      payload: { studentAdmissionId: 1, logType: 'DROPPED' },
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ logType: 'DROPPED', route: 'Indiranagar morning' });
    const foreign = await t.as(CENTRE_B, {
      method: 'POST',
      url: '/api/transport/destination-logs',
      payload: { studentAdmissionId: 1, logType: 'DROPPED' },
    });
    expect(foreign.statusCode).toBe(400);
    const count = await t.db.db
      .select()
      .from(childDestinationLogs)
      .where(eq(childDestinationLogs.studentAdmissionId, 1));
    expect(count).toHaveLength(4);
  });
});

describe('escort vendors', () => {
  it('verifies a vendor through its command, and keeps vendors to their centre', async () => {
    const created = await t.as(CENTRE_A, {
      method: 'POST',
      url: '/api/escort-vendors',
      payload: { franchiseeId: 2, name: 'Guardian Escorts' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().status).toBe('PENDING');
    const verified = await t.as(CENTRE_A, {
      method: 'POST',
      url: `/api/escort-vendors/${created.json().id}/verify`,
      payload: {},
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().status).toBe('VERIFIED');
    expect((await t.as(CENTRE_B, { method: 'GET', url: `/api/escort-vendors/${created.json().id}` })).statusCode).toBe(
      404,
    );
  });
});
