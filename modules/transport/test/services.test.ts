import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { enquiries } from '@portal/mod-enquiry/server';
import { startTestApp, type TestApp } from '@portal/server/testing';
import * as C from '../shared/contracts.ts';
import { admissions, assertBalanced, payOnline } from '../../finance/test/support.ts';
import { busRouteStudents, childDestinationLogs } from '../server/schema.ts';
import { CENTRE_A, CENTRE_B, daysFromToday, FINANCE, PARENT, staffId, SUPER, TEACHER, vehicleId } from './support.ts';

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
    expect(listed.rows[0]).toMatchObject({
      feePlanId: planRow.id,
      paidPaise: first.amountPaise,
      outstandingPaise: 18_000_00 - first.amountPaise,
    });

    // The centre's view of the plan behind the link: installments paid and owed, the payment with its receipt.
    const url = `/api/services/service-payments/${assigned.referenceId}/${planRow.id}`;
    const account = await t.as(CENTRE_A, { method: 'GET', url });
    expect(account.statusCode, account.body).toBe(200);
    const shown = C.servicePayments.response.parse(account.json());
    expect(shown).toMatchObject({
      service: 'School bus',
      planName: 'School bus quarterly plan',
      totalPaise: 18_000_00,
    });
    expect(shown.paidPaise).toBe(first.amountPaise);
    expect(shown.outstandingPaise).toBe(18_000_00 - first.amountPaise);
    expect(shown.installments.find((i) => i.id === first.id)?.status).toBe('PAID');
    expect(shown.payments).toHaveLength(1);
    expect(shown.payments[0]).toMatchObject({ status: 'CONFIRMED', amountPaise: first.amountPaise });
    expect(shown.payments[0].receiptNo).toBeTruthy();
    expect((await t.as(CENTRE_B, { method: 'GET', url })).statusCode).toBe(404);
    expect((await t.as(PARENT, { method: 'GET', url })).statusCode).toBe(403);
    const otherPlan = await t.as(CENTRE_A, {
      method: 'GET',
      url: `/api/services/service-payments/${assigned.referenceId}/${planRow.id + 1000}`,
    });
    expect(otherPlan.statusCode).toBe(404);
    const byPlan = await t.as(CENTRE_A, {
      method: 'GET',
      url: `/api/services/assigned-services?enquiryID=${enquiryId}&planID=${planRow.id + 1000}`,
    });
    expect(byPlan.json().rows).toEqual([]);
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

describe("the escort's device", () => {
  it('takes boarding and drop entries only with the vehicle key, for children riding that vehicle', async () => {
    const bus = await vehicleId(t, 'KA01AB1234');
    const van = await vehicleId(t, 'KA05CD5678');
    const pune = await vehicleId(t, 'MH12EF9012');
    const escort = await staffId(t, 'Lakshmi Devi');
    const vanDriver = await staffId(t, 'Suresh Gowda');
    const at = (hhmm: string) => new Date(`${daysFromToday(-4)}T${hhmm}:00+05:30`).toISOString();
    const batch = {
      logs: [
        { studentAdmissionId: 1, logType: 'BOARDED', at: at('07:44'), staffId: escort },
        { studentAdmissionId: 1, logType: 'DROPPED', at: at('13:12'), staffId: escort },
      ],
    };
    const stored = async () =>
      (await t.db.db.select().from(childDestinationLogs).where(eq(childDestinationLogs.studentAdmissionId, 1))).length;
    const before = await stored();
    const post = (vehicle: number, payload: unknown, key?: string) =>
      t.as(null, {
        method: 'POST',
        url: `/api/transport/destination-logs/device/${vehicle}`,
        payload: payload as Record<string, unknown>,
        headers: key ? { 'x-device-key': key } : {},
      });
    expect((await post(bus, batch)).statusCode).toBe(401);
    const keyOf = async (email: string, vehicle: number) => {
      const res = await t.as(email, { method: 'POST', url: `/api/transport/vehicle-details/${vehicle}/device-key` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().key as string;
    };
    const key = await keyOf(CENTRE_A, bus);
    expect((await post(bus, batch, 'not-the-key')).statusCode).toBe(401);
    // The bus's key does not open another vehicle, another centre's least of all.
    const otherCentre = await post(pune, batch, key);
    expect(otherCentre.statusCode).toBe(401);
    expect(otherCentre.json().message).toMatch(/Unknown device/);
    expect((await post(van, batch, key)).statusCode).toBe(401);
    // Another centre's vehicle, with its own key, cannot log this centre's child.
    const puneKey = await keyOf(SUPER, pune);
    const foreign = await post(pune, batch, puneKey);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fieldErrors['logs.0.studentAdmissionId']).toBe(
      "The child does not ride this vehicle's route",
    );
    // Staff of another vehicle, a time in the future: the whole batch is refused.
    const crew = await post(bus, { logs: [batch.logs[0], { ...batch.logs[1], staffId: vanDriver }] }, key);
    expect(crew.statusCode).toBe(400);
    expect(crew.json().message).toBe("Entry 2: The staff member is not on this vehicle's crew");
    const future = await post(
      bus,
      { logs: [{ ...batch.logs[0], at: new Date(Date.now() + 3_600_000).toISOString() }] },
      key,
    );
    expect(future.statusCode).toBe(400);
    expect(await stored()).toBe(before);

    const ok = await post(bus, batch, key);
    expect(ok.statusCode, ok.body).toBe(202);
    expect(ok.json()).toEqual({ accepted: 2, duplicates: 0 });
    const again = await post(bus, batch, key);
    expect(again.json()).toEqual({ accepted: 0, duplicates: 2 });
    expect(await stored()).toBe(before + 2);

    // The parent reads them; nobody edits them.
    const seen = C.childLog.response.parse(
      (
        await t.as(PARENT, {
          method: 'GET',
          url: `/api/transport/stundent-Destination-Log-Details?date=${daysFromToday(-4)}`,
        })
      ).json(),
    ).rows;
    expect(seen.map((r) => [r.logType, r.staffName])).toEqual([
      ['DROPPED', 'Lakshmi Devi'],
      ['BOARDED', 'Lakshmi Devi'],
    ]);
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const)
      expect(
        (await t.as(CENTRE_A, { method, url: `/api/transport/destination-logs/${seen[0].id}`, payload: {} }))
          .statusCode,
      ).toBe(404);
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
