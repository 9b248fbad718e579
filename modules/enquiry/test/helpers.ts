import type { TestApp } from '@portal/server/testing';

export const SUPER = 'superadmin@demo.school';
export const A = 'franchisee-a@demo.school';
export const B = 'franchisee-b@demo.school';
export const COUNSELLOR = 'counsellor@demo.school';

/** The current academic year's id (the seed makes last, this and next year). */
export async function currentYearId(t: TestApp): Promise<number> {
  const rows = (await t.as(A, { method: 'GET', url: '/api/franchiseeAcademicYears?isCurrentAcademicYear=true' })).json()
    .rows;
  return rows[0].id;
}

export async function classId(t: TestApp, name: string): Promise<number> {
  const rows = (await t.as(A, { method: 'GET', url: '/api/class?pageSize=50' })).json().rows as {
    id: number;
    name: string;
  }[];
  return rows.find((r) => r.name === name)!.id;
}

let mobileSeq = 0;
/**
 * A fresh valid Indian mobile number per call, starting 8 (no demo number does): one starting 97 was the demo's
 * 9741000001 whenever the worker's pid ended in 410.
 */
export function mobile(): string {
  mobileSeq++;
  return `8${String(process.pid % 10_000).padStart(4, '0')}${String(mobileSeq).padStart(5, '0')}`;
}

export async function newEnquiry(t: TestApp, email: string, body: Record<string, unknown>, year: number) {
  return t.as(email, {
    method: 'POST',
    url: '/api/enquiry',
    academicYearId: year,
    payload: {
      academicYearId: year,
      source: 'Walk-in',
      parentName: 'Ravi Kumar',
      childName: 'Anvi Kumar',
      childDob: '2022-06-01',
      ...body,
    },
  });
}
