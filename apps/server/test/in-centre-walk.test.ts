import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInIndia, viewShape } from '@portal/core';
import {
  allResources,
  allViewRoutes,
  defineView,
  viewPersonColumns,
  viewsWithoutAudience,
  type Resource,
  type ViewRegistration,
} from '@portal/kit';
import { autopayMandates } from '@portal/mod-finance/server';
import { operationsOf, type Operation } from './openapi-walk.ts';
import { sqlRows } from './record-families.ts';
import { fileForm, startTestApp, type TestApp } from './support.ts';
import { walked } from './walked.ts';

/**
 * Deny by default inside a centre, walked. The child below belongs to centre 002, so the franchisee fence lets
 * every account of that centre in: only a resource's audience stands between them and the child's records.
 * The operations are derived, not listed: every resource whose declaration says it holds a child's data (or
 * that refers to a child's record), each of its routes in the API document with a real row of that child, and
 * every other operation taking a child's id in its path or query. Each is tried as someone outside the child's
 * audience; a read must answer 403 or 404 (or, for a list, leave the child out) and a write must be refused.
 * Lists and exports are walked for every resource holding personal data and every view whose rows name a person
 * (AutoPay's mandates and debits among them): a parent of another child must not find this child in them.
 */
const OUTSIDERS = [
  'teacher@demo.school', // teaches another class
  'parent@demo.school', // a parent of another child
  'parent-teacher@demo.school', // a parent and a teacher without a staff record
  'counsellor@demo.school',
  'escort@demo.school', // the bus escort's login
  'franchisee-b@demo.school', // another centre's owner
];
/** Who adds the child's rows when none is seeded: the child's parent, else the centre's owner. */
const CREATORS = ['parent2@demo.school', 'franchisee-a@demo.school'];
const CHILD_TARGETS = new Set(['student-admission', 'student']);
const CHILD_PARAM = /^(studentAdmissionI[dD]|admissionId|studentId|childId)$/;
/** Reads still open to an outsider inside the centre, each with why; the list only shrinks (now empty). */
const KNOWN: { url: RegExp; who: RegExp; why: string }[] = [];
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let t: TestApp;
/** The child: an admission of centre 002 in a class teacher@ does not teach, not parent@'s child. */
let child: { admissionId: number; studentId: number; name: string };
/** For each resource holding the child's data, one row of the child and its file ids. */
const rows = new Map<string, { id: number; files: string[] }>();
/** Operations the walk derived but could not try, each with why: the walk fails on any (it never skips silently). */
const untried: string[] = [];
/**
 * Resources whose rows of the child neither the demo seeds nor their example makes, so their by-id routes go untried:
 * named here, never skipped silently; the list only shrinks (give the resource an example row, or seed one).
 */
const NO_ROW_YET = new Set([
  'kit-allocation',
  'homework-submissions',
  'subject-diaries',
  'health-remarks',
  'day-incidents',
]);

/** The field naming the child on a resource's rows ('id' for the child's own records). */
function childColumn(res: Resource): string | undefined {
  if (CHILD_TARGETS.has(res.name)) return 'id';
  const entry = Object.entries(res.fields).find(
    ([, f]) => f.kind === 'reference' && f.ref && CHILD_TARGETS.has(f.ref.resource),
  );
  return entry?.[0];
}
const childIdFor = (res: Resource, column: string) =>
  res.name === 'student' || res.fields[column]?.ref?.resource === 'student' ? child.studentId : child.admissionId;

/** Resources holding a child's data by its record: declared so, or (undeclared) referring to a child's record. */
function childResources(): Resource[] {
  return allResources().filter(
    (res) => res.scope === 'franchisee' && childColumn(res) && (res.personalData?.whose.includes('child') ?? true),
  );
}

async function upload(email: string): Promise<string> {
  const res = await t.as(email, { method: 'POST', url: '/api/files', ...(await fileForm(PNG, 'photo.png')) });
  return res.json().id as string;
}

/** A row of the child: seeded, or created through the API by the child's parent or the centre's owner. */
async function rowOfChild(res: Resource): Promise<{ id: number; files: string[] } | undefined> {
  const column = childColumn(res)!;
  const target = childIdFor(res, column);
  const fileFields = Object.entries(res.fields).filter(([, f]) => f.kind === 'file');
  const read = async (id: number) => {
    const [row] = (await t.db.db.select().from(res.table).where(eq(res.columns.id, id))) as Record<string, unknown>[];
    return { id, files: fileFields.map(([n]) => row?.[n]).filter((v): v is string => typeof v === 'string') };
  };
  const [seeded] = await sqlRows<{ id: number }>(
    t.db,
    sql`select ${res.columns.id} as id from ${res.table} where ${res.columns[column]} = ${target} order by 1 limit 1`,
  );
  if (seeded) return read(Number(seeded.id));
  for (const email of CREATORS) {
    const body: Record<string, unknown> = { ...res.example, [column]: target };
    for (const [name, field] of fileFields) if (field.required) body[name] = await upload(email);
    for (const [name, field] of Object.entries(res.fields))
      if (field.required && field.kind === 'date' && body[name] === undefined) body[name] = todayInIndia();
    const made = await t.as(email, { method: 'POST', url: `/api/${res.name}`, payload: body });
    if (made.statusCode === 201 || made.statusCode === 200) return read(Number(made.json().id));
  }
  return undefined;
}

interface Attempt {
  method: string;
  url: string;
  payload?: object;
  /** A list or a hand-written read may answer 200 as long as the child is not in it. */
  mayAnswerWithout?: boolean;
}

/**
 * The registered views whose rows name a person (a child's admission, a staff record), by path: found once, after the
 * app has registered them (each view's columns are read against every resource: 2 s a walk when found per attempt).
 */
let personViewsFound: ViewRegistration[] | undefined;
const personViews = (): ViewRegistration[] =>
  (personViewsFound ??= allViewRoutes().filter((r) => viewPersonColumns(r.view).length > 0));

/** The views' rows naming the child by one of their person columns (the list's JSON answer). */
function rowsNamingChild(reg: ViewRegistration, body: string): unknown[] {
  let rows: Record<string, unknown>[];
  try {
    rows = (JSON.parse(body) as { rows?: Record<string, unknown>[] }).rows ?? [];
  } catch {
    return [];
  }
  const columns = viewPersonColumns(reg.view).filter((c) => /admission/i.test(c));
  return rows.filter((row) => columns.some((c) => row[c] === child.admissionId));
}

/** The operations of the API document carrying the child: resource routes with its rows, and child parameters. */
function attempts(ops: Operation[]): Attempt[] {
  const out: Attempt[] = [];
  const walked = new Set<string>();
  for (const res of childResources()) {
    const row = rows.get(res.name);
    const column = childColumn(res)!;
    const base = `/api/${res.name}`;
    for (const op of ops.filter((o) => o.path === base || o.path.startsWith(`${base}/`))) {
      walked.add(`${op.method} ${op.path}`);
      const rest = op.path.slice(base.length);
      // A list and its export, filtered to the child where the child is a filter.
      const filter = res.list.filters.includes(column) ? `?${column}=${childIdFor(res, column)}` : '';
      if (rest === '' && op.method === 'GET')
        out.push({ method: 'GET', url: `${base}${filter}`, mayAnswerWithout: true });
      else if (rest === '/export') out.push({ method: 'GET', url: `${base}/export${filter}`, mayAnswerWithout: true });
      else if (rest === '' && op.method === 'POST')
        out.push({ method: 'POST', url: base, payload: { ...res.example, [column]: childIdFor(res, column) } });
      else if (row && op.pathParams.length === 1 && op.pathParams[0] === 'id')
        out.push({ method: op.method, url: `${base}${rest.replace(':id', String(row.id))}`, payload: {} });
      // Another operation under the resource's path (`/api/student/calendar/:studentAdmissionId`): walked below.
      else if (op.pathParams.some((p) => p !== 'id')) walked.delete(`${op.method} ${op.path}`);
      else if (op.pathParams.length && !NO_ROW_YET.has(res.name))
        untried.push(`${op.method} ${op.path}: no row of the child, seeded or made`);
    }
    for (const file of row?.files ?? []) out.push({ method: 'GET', url: `/api/files/${encodeURIComponent(file)}` });
  }
  // Every personal-data resource's list and export, and every view naming a person: a parent of another child
  // must not find this child in them, whatever the centre's grants give the parent role.
  const lists = [
    ...allResources()
      .filter((res) => res.personalData && res.scope === 'franchisee')
      .map((res) => `/api/${res.name}`),
    ...personViews().map((r) => r.path),
  ];
  for (const path of lists)
    for (const [opPath, url] of [
      [path, `${path}?pageSize=200`],
      [`${path}/export`, `${path}/export?format=csv`],
    ]) {
      if (walked.has(`GET ${opPath}`) || !ops.some((o) => o.method === 'GET' && o.path === opPath)) continue;
      walked.add(`GET ${opPath}`);
      out.push({ method: 'GET', url, mayAnswerWithout: true });
    }
  for (const op of ops) {
    if (op.public || op.method !== 'GET' || walked.has(`${op.method} ${op.path}`)) continue;
    const names = [...op.pathParams, ...op.queryParams].filter((n) => CHILD_PARAM.test(n));
    if (names.length === 0 || op.pathParams.some((p) => !CHILD_PARAM.test(p))) continue;
    const idOf = (n: string) => String(n === 'studentId' ? child.studentId : child.admissionId);
    let url = op.path;
    for (const p of op.pathParams) url = url.replace(`:${p}`, idOf(p));
    const query = op.queryParams.filter((n) => CHILD_PARAM.test(n)).map((n) => `${n}=${idOf(n)}`);
    out.push({ method: 'GET', url: query.length ? `${url}?${query.join('&')}` : url, mayAnswerWithout: true });
  }
  return out;
}

beforeAll(async () => {
  t = await startTestApp();
  const [found] = await sqlRows<{ admission: number; student: number; name: string }>(
    t.db,
    sql`select a.id as admission, a.student_id as student, s.first_name || ' ' || s.last_name as name
        from student_admissions a join students s on s.id = a.student_id
        where a.id = (select student_admission_id from admin_users where email = 'parent2@demo.school')
          and a.class_id not in (select class_id from class_teachers where user_id =
            (select id from admin_users where email = 'teacher@demo.school'))`,
  );
  expect(found, "parent2's child is in a class teacher@ does not teach").toBeDefined();
  child = { admissionId: Number(found.admission), studentId: Number(found.student), name: found.name };
  for (const res of childResources()) {
    const row = await rowOfChild(res);
    if (row) rows.set(res.name, row);
  }
  await autopayForChild();
}, 240_000);

/** The child's parent sets up AutoPay on a plan the centre assigns, and the sweep gives notice of its first debit. */
async function autopayForChild() {
  const A = 'franchisee-a@demo.school';
  const plans = (await t.as(A, { method: 'GET', url: '/api/fee-plan?q=School%20bus%20quarterly%20plan' })).json().rows;
  const assigned = await t.as(A, {
    method: 'POST',
    url: `/api/fee-plans/${plans[0].id}/assign`,
    payload: { studentAdmissionId: child.admissionId },
  });
  expect(assigned.statusCode, assigned.body).toBe(201);
  const plan = (
    await t.as(null, { method: 'GET', url: `/api/public/admission-payments/${assigned.json().referenceId}` })
  ).json();
  const parent = CREATORS[0];
  const setup = await t.as(parent, {
    method: 'POST',
    url: '/api/autopay/mandates',
    payload: { studentFeePlanId: assigned.json().id, method: 'UPI_INTENT' },
  });
  expect(setup.statusCode, setup.body).toBe(201);
  const mandate = setup.json().id;
  const approval = await t.as(parent, {
    method: 'POST',
    url: `/api/autopay/mandates/${mandate}/test-authorise`,
    payload: { vpa: 'success@razorpay' },
  });
  const on = await t.as(parent, {
    method: 'POST',
    url: `/api/autopay/mandates/${mandate}/authorise`,
    payload: approval.json(),
  });
  expect(on.statusCode, on.body).toBe(200);
  const first = plan.installments.find((i: { outstandingPaise: number }) => i.outstandingPaise > 0);
  const sweep = await t.as('superadmin@demo.school', {
    method: 'POST',
    url: '/api/autopay/test-sweep',
    payload: { at: new Date(`${first.dueDate}T09:00:00+05:30`).toISOString() },
  });
  expect(sweep.statusCode, sweep.body).toBe(200);
}
afterAll(() => t?.close());

describe('inside a centre, a child is reached by its audience only', () => {
  it("has rows of the child's pickups and medicines to walk", () => {
    for (const name of ['day-pickups', 'day-one-time-pickups', 'day-medications'])
      expect(rows.has(name), name).toBe(true);
  });

  it('refuses to start with a view naming a child and no audience, and every view naming a person has one', () => {
    const bare = defineView({
      ...viewShape({ name: 'autopay-mandates-bare', label: 'Mandate', module: 'autoPay' }),
      from: autopayMandates,
      columns: { id: autopayMandates.id, studentAdmissionId: autopayMandates.studentAdmissionId },
      franchiseeColumn: autopayMandates.franchiseeId,
      defaultSort: [{ column: autopayMandates.id, dir: 'desc' }],
    });
    expect(viewsWithoutAudience([bare])).toEqual(['autopay-mandates-bare (studentAdmissionId)']);
    expect(viewsWithoutAudience(allViewRoutes().map((r) => r.view))).toEqual([]);
  });

  it("has the child's AutoPay mandate and debit in the views to walk", async () => {
    for (const path of ['/api/autopay-mandates', '/api/autopay-debits']) {
      const reg = personViews().find((r) => r.path === path)!;
      const list = await t.as('franchisee-a@demo.school', { method: 'GET', url: `${path}?pageSize=200` });
      expect(list.statusCode, list.body).toBe(200);
      expect(rowsNamingChild(reg, list.body).length, path).toBeGreaterThan(0);
      expect(list.body, path).toContain(child.name);
    }
  });

  it('answers outsiders 403 or 404, or leaves the child out', async (context) => {
    const all = attempts(operationsOf(t.app));
    expect(all.length).toBeGreaterThan(40);
    const leaks: string[] = [];
    for (const email of OUTSIDERS) {
      for (const a of all) {
        const res = await t.as(email, { method: a.method as 'GET', url: a.url, payload: a.payload });
        // A read refused for its parameters (another centre's child as a filter) is a 400.
        const refused = a.method === 'GET' ? [400, 403, 404] : [400, 403, 404, 409];
        if (refused.includes(res.statusCode)) continue;
        const view = personViews().find((r) => a.url.split('?')[0] === r.path);
        const named = view ? rowsNamingChild(view, res.body).length > 0 : false;
        if (a.mayAnswerWithout && res.statusCode === 200 && !res.body.includes(child.name) && !named) continue;
        if (KNOWN.some((k) => k.url.test(a.url) && k.who.test(email))) continue;
        leaks.push(`${email} ${a.method} ${a.url} → ${res.statusCode}`);
      }
    }
    walked(context, 'operations on a child of the centre, by its outsiders', OUTSIDERS.length * all.length);
    expect(leaks).toEqual([]);
    expect(untried, 'give the resource an example row, or walk the operation').toEqual([]);
    expect(
      [...NO_ROW_YET].filter((name) => rows.has(name)),
      'a resource with a row leaves NO_ROW_YET',
    ).toEqual([]);
  }, 120_000);
});
