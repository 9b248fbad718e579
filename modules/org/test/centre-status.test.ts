import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '@portal/server/testing';

let t: TestApp;
const SUPER = 'superadmin@demo.school';
const B = 'franchisee-b@demo.school';
const FIN = 'finance@demo.school';
const CENTRE = 3;
const NAME = 'Tiny Tots Academy Koregaon Park';
let current: number;
let nursery: number;

beforeAll(async () => {
  t = await startTestApp();
  current = (await t.as(B, { method: 'GET', url: '/api/franchiseeAcademicYears?isCurrentAcademicYear=true' })).json()
    .rows[0].id;
  nursery = (await t.as(B, { method: 'GET', url: '/api/class?pageSize=50' }))
    .json()
    .rows.find((c: { name: string }) => c.name === 'Nursery').id;
});
afterAll(() => t.close());

const setStatus = (status: string, as = SUPER) =>
  t.as(as, { method: 'POST', url: `/api/franchisee/${CENTRE}/status`, payload: { status, reason: 'Audit findings' } });

/** A new child and their admission at centre 3, as its owner enters them: the admission's answer. */
async function admit(first: string) {
  const s = await t.as(B, {
    method: 'POST',
    url: '/api/student',
    payload: {
      firstName: first,
      lastName: 'Test',
      dateOfBirth: '2021-03-03',
      gender: 'FEMALE',
      parentMobile: '9812345678',
    },
  });
  expect(s.statusCode, s.body).toBe(201);
  return t.as(B, {
    method: 'POST',
    url: '/api/student-admission',
    payload: {
      studentId: s.json().id,
      academicYearId: current,
      classId: nursery,
      admissionDate: new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10),
    },
  });
}

async function orderKit() {
  const cart = await t.as(B, { method: 'GET', url: '/api/place-order/cart?kitType=CURRICULUM_KIT_1' });
  expect(cart.statusCode, cart.body).toBe(200);
  return t.as(B, {
    method: 'POST',
    url: '/api/place-order',
    payload: { kitType: 'CURRICULUM_KIT_1', studentAdmissionIds: [cart.json().rows[0].id] },
  });
}

describe("a centre's status", () => {
  it('is changed by head office only, along the allowed moves', async () => {
    expect((await setStatus('SUSPENDED', B)).statusCode).toBe(403);
    const same = await setStatus('OPEN');
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe(`${NAME} is already open`);
    const back = await setStatus('IN_DEVELOPMENT');
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe(`${NAME} is open: it cannot become in development`);
    const centre = (await t.as(SUPER, { method: 'GET', url: `/api/franchisee/${CENTRE}` })).json();
    expect(centre.status).toBe('OPEN');
  });

  it('suspended: no new admissions or kit orders, until head office reopens it', async () => {
    expect((await admit('Before')).statusCode).toBe(201);
    const suspended = await setStatus('SUSPENDED');
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json()).toMatchObject({ status: 'SUSPENDED', previous: 'OPEN' });

    const admission = await admit('During');
    expect(admission.statusCode).toBe(409);
    expect(admission.json().message).toBe(
      `${NAME} is suspended: it takes no new admissions until head office reopens it`,
    );
    const order = await orderKit();
    expect(order.statusCode).toBe(409);
    expect(order.json().message).toBe(`${NAME} is suspended: it places no kit orders until head office reopens it`);
    // Its staff still sign in and read.
    expect((await t.as(B, { method: 'GET', url: '/api/admin/me' })).statusCode).toBe(200);

    expect((await setStatus('OPEN')).statusCode).toBe(200);
    expect((await admit('After')).statusCode).toBe(201);
    const reopened = await orderKit();
    expect(reopened.statusCode, reopened.body).toBe(201);
  });

  it('terminated: its staff are signed out and refused sign-in; head office still reads its history', async () => {
    expect((await t.as(B, { method: 'GET', url: '/api/admin/me' })).statusCode).toBe(200);
    expect((await setStatus('TERMINATED')).statusCode).toBe(200);
    // The open session ended with the termination.
    expect((await t.as(B, { method: 'GET', url: '/api/admin/me' })).statusCode).toBe(401);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: B, password: 'Demo@12345' },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().message).toBe(`${NAME} is terminated: it is closed to its staff’s sign-in`);
    // Head office reads the centre's records as before.
    const ledger = await t.as(FIN, { method: 'GET', url: `/api/ledger/franchisee/${CENTRE}` });
    expect(ledger.statusCode, ledger.body).toBe(200);
    // A terminated centre stays terminated.
    const reopen = await setStatus('OPEN');
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().message).toBe(`${NAME} is terminated: it cannot become open`);
  });
});
