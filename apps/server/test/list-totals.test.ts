import { getTableName, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '@portal/db';
import { allResources, keptRead, listTotalsOf, noteWrite } from '@portal/kit';
import { buildApp } from '../src/app.ts';
import { DEMO_PASSWORD, startTestApp, type TestApp } from './support.ts';

const A = 'franchisee-a@demo.school';
const B = 'franchisee-b@demo.school';
const SUPER = 'superadmin@demo.school';

/** Waits for a change announced by the database to reach this node (it arrives on the listening connection). */
async function eventually<T>(read: () => Promise<T>, expected: T, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  let last = await read();
  while (last !== expected && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 25));
    last = await read();
  }
  return last;
}

describe(`a list's total, counted once per filter (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let year: number;
  let nursery: number;
  let centreA: number;
  let seq = 0;

  const mobile = () => `96${String(process.pid % 1000).padStart(3, '0')}${String(++seq).padStart(5, '0')}`;
  const enquiry = (overrides: Record<string, unknown> = {}) => ({
    academicYearId: year,
    source: 'Walk-in',
    parentName: 'Ravi Kumar',
    childName: 'Anvi Kumar',
    childDob: '2022-06-01',
    classId: nursery,
    mobile: mobile(),
    ...overrides,
  });
  /** The total the list answers, on page 1 and on page 2 (which the kept total serves). */
  const total = async (email: string, query = '', page = 1) => {
    const res = await t.as(email, {
      method: 'GET',
      url: `/api/enquiry?academicYearID=${year}&pageSize=2&page=${page}${query}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().count as number;
  };
  /** The same count straight from the table. */
  const counted = async (where: string) => {
    const { rows } = (await t.db.db.execute(
      sql.raw(`select count(*)::int as n from enquiries where academic_year_id = ${year} and ${where}`),
    )) as unknown as { rows: { n: number }[] };
    return rows[0].n;
  };

  const announcedTables = async () => {
    const { rows } = (await t.db.db.execute(
      sql`select c.relname as name from pg_trigger g join pg_class c on c.oid = g.tgrelid
        where g.tgname = 'announce_changes'`,
    )) as unknown as { rows: { name: string }[] };
    return rows.map((r) => r.name);
  };

  beforeAll(async () => {
    t = await startTestApp();
    const years = (
      await t.as(A, { method: 'GET', url: '/api/franchiseeAcademicYears?isCurrentAcademicYear=true' })
    ).json().rows;
    year = years[0].id;
    const classes = (await t.as(A, { method: 'GET', url: '/api/class?pageSize=50' })).json().rows as {
      id: number;
      name: string;
    }[];
    nursery = classes.find((c) => c.name === 'Nursery')!.id;
    const made = await t.as(A, { method: 'POST', url: '/api/enquiry', academicYearId: year, payload: enquiry() });
    expect(made.statusCode, made.body).toBe(201);
    centreA = made.json().franchiseeId;
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  /** Moves one of centre A's walk-ins to another source without announcing it (as a replica applies changes). */
  const unannounced = () =>
    t.db.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update enquiries set source = 'Website'
        where id = (select max(id) from enquiries where franchisee_id = ${centreA} and source = 'Walk-in')`);
    });
  /** An announced statement that changes nothing (a statement-level trigger fires for no rows too). */
  const announce = () => t.db.db.execute(sql`update enquiries set source = source where false`);

  it('is kept while nothing changes, and counted for each filter', async () => {
    await new Promise((r) => setTimeout(r, 300)); // the setup's own writes are heard first
    expect(listTotalsOf(t.db.db)?.trusted).toBe(true);
    const all = await total(A);
    expect(all).toBe(await counted(`franchisee_id = ${centreA}`));
    expect(await total(A, '', 2)).toBe(all);
    const walkIns = await total(A, '&source=Walk-in');
    expect(walkIns).toBeGreaterThan(0);
    // A change the database does not announce is not seen: the total was kept, not counted again.
    await unannounced();
    expect(await total(A, '&source=Walk-in', 2)).toBe(walkIns);
    // A filter not counted before is counted now.
    expect(await total(A, '&source=Website')).toBe(await counted(`franchisee_id = ${centreA} and source = 'Website'`));
    await announce();
    expect(await eventually(() => total(A, '&source=Walk-in'), walkIns - 1)).toBe(walkIns - 1);
  });

  it("is kept for a joined view's list too, and counted again when a table it reads changes", async () => {
    // The Spanco list joins each enquiry's centre, class and counsellor (defineView).
    const spanco = async (page = 1) => {
      const res = await t.as(A, {
        method: 'GET',
        url: `/api/enquiry/spanco?academicYearID=${year}&pageSize=2&page=${page}&source=Walk-in`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().count as number;
    };
    const walkIns = await spanco();
    expect(walkIns).toBe(
      await counted(`franchisee_id = ${centreA} and source = 'Walk-in' and enquiry_type = 'ADMISSION'`),
    );
    // One of the list's walk-ins moves to another source unannounced: the kept total answers, not a count.
    await t.db.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update enquiries set source = 'Website' where id = (select max(id) from enquiries
        where franchisee_id = ${centreA} and academic_year_id = ${year} and source = 'Walk-in'
          and enquiry_type = 'ADMISSION')`);
    });
    expect(await spanco(2)).toBe(walkIns);
    await announce();
    expect(await eventually(() => spanco(2), walkIns - 1)).toBe(walkIns - 1);
  });

  it('counts again right after a create through the API', async () => {
    const before = await total(A);
    const made = await t.as(A, { method: 'POST', url: '/api/enquiry', academicYearId: year, payload: enquiry() });
    expect(made.statusCode, made.body).toBe(201);
    expect(await total(A)).toBe(before + 1);
    expect(await total(A, '', 2)).toBe(before + 1);
  });

  it('counts again after an update moves a row out of the filter', async () => {
    const made = await t.as(A, { method: 'POST', url: '/api/enquiry', academicYearId: year, payload: enquiry() });
    const id = made.json().id as number;
    const walkIns = await total(A, '&source=Walk-in');
    const calls = await total(A, '&source=Phone%20Call');
    const moved = await t.as(A, { method: 'PUT', url: `/api/enquiry/${id}`, payload: { source: 'Phone Call' } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await total(A, '&source=Walk-in')).toBe(walkIns - 1);
    expect(await total(A, '&source=Phone%20Call')).toBe(calls + 1);
  });

  it('counts again after a delete', async () => {
    const list = async () =>
      (await t.as(SUPER, { method: 'GET', url: '/api/b2s-target?franchiseeID=4&pageSize=1' })).json().count as number;
    const before = await list();
    const made = await t.as(SUPER, {
      method: 'POST',
      url: '/api/b2s-target',
      payload: { franchiseeId: 4, academicYearId: year, enquiryTarget: 100, admissionTarget: 30 },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(await list()).toBe(before + 1);
    const gone = await t.as(SUPER, { method: 'DELETE', url: `/api/b2s-target/${made.json().id}` });
    expect(gone.statusCode, gone.body).toBeLessThan(300);
    expect(await list()).toBe(before);
  });

  it('hears a write made by SQL outside the kit', async () => {
    const walkIns = await total(A, '&source=Walk-in');
    await t.db.db.execute(sql`update enquiries set source = 'Website'
      where id = (select max(id) from enquiries where franchisee_id = ${centreA} and source = 'Walk-in')`);
    expect(await eventually(() => total(A, '&source=Walk-in', 2), walkIns - 1)).toBe(walkIns - 1);
    const before = await total(A);
    // Into another year: out of this year's list.
    await t.db.db.execute(sql`update enquiries set academic_year_id = (select min(id) from academic_years
      where id <> ${year}) where id = (select max(id) from enquiries where franchisee_id = ${centreA})`);
    const all = await counted(`franchisee_id = ${centreA}`);
    expect(all).toBe(before - 1);
    expect(await eventually(() => total(A, '', 2), all)).toBe(all);
  });

  it('never shares a total between fences or filter values', async () => {
    const centreB = (
      await t.as(B, { method: 'POST', url: '/api/enquiry', academicYearId: year, payload: enquiry() })
    ).json().franchiseeId as number;
    expect(centreB).not.toBe(centreA);
    for (const _ of [1, 2]) {
      expect(await total(A)).toBe(await counted(`franchisee_id = ${centreA}`));
      expect(await total(B)).toBe(await counted(`franchisee_id = ${centreB}`));
      expect(await total(SUPER, `&franchiseeID=${centreB}`)).toBe(await counted(`franchisee_id = ${centreB}`));
      expect(await total(SUPER)).toBe(await counted('true'));
      expect(await total(A, '&source=Walk-in')).toBe(
        await counted(`franchisee_id = ${centreA} and source = 'Walk-in'`),
      );
      expect(await total(A, '&source=Website')).toBe(
        await counted(`franchisee_id = ${centreA} and source = 'Website'`),
      );
    }
  });

  it('is counted every time inside a transaction and while the node does not listen', async () => {
    const totals = listTotalsOf(t.db.db)!;
    await t.db.db.transaction(async (tx) => expect(listTotalsOf(tx)).toBeUndefined());
    const walkIns = await total(A, '&source=Walk-in');
    totals.lost();
    try {
      expect(totals.keyOf(['enquiries'], 'x')).toBeUndefined();
      await unannounced();
      expect(await total(A, '&source=Walk-in')).toBe(walkIns - 1);
    } finally {
      totals.ready(await announcedTables());
    }
  });

  it('keeps a small read until a table it reads changes, and reads afresh inside a transaction', async () => {
    let reads = 0;
    const className = (db = t.db.db) =>
      keptRead(db, `test:class-name:${nursery}`, ['classes'], async () => {
        reads++;
        const { rows } = (await db.execute(sql`select name from classes where id = ${nursery}`)) as unknown as {
          rows: { name: string }[];
        };
        return rows[0].name;
      });
    expect(await className()).toBe('Nursery');
    expect(await className()).toBe('Nursery');
    expect(reads).toBe(1);
    // A write this node makes is seen as soon as it commits; one made elsewhere once it is announced.
    noteWrite(t.db.db, 'classes');
    expect(await className()).toBe('Nursery');
    expect(reads).toBe(2);
    await t.db.db.execute(sql`update classes set name = name where id = ${nursery}`);
    await eventually(async () => (await className(), reads), 3);
    expect(reads).toBe(3);
    // A table that does not announce its changes is read every time.
    const unannouncedReads = async () => keptRead(t.db.db, 'test:unannounced', ['no_such_table'], async () => ++reads);
    const before = reads;
    await unannouncedReads();
    await unannouncedReads();
    expect(reads).toBe(before + 2);
    await t.db.db.transaction(async (tx) => {
      const inside = reads;
      await className(tx);
      expect(reads).toBe(inside + 1);
    });
  });

  describe('a page asked again before anything it reads changes', () => {
    /** Page 1 of centre A's walk-ins as the list answers it: each row's id, child and class label. */
    const walkInPage = async (email = A) => {
      const res = await t.as(email, {
        method: 'GET',
        url: `/api/enquiry?academicYearID=${year}&pageSize=3&source=Walk-in`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { count: number; rows: { id: number; childName: string; classIdLabel: string }[] };
    };
    const renameUnannounced = (id: number, childName: string) =>
      t.db.db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.execute(sql`update enquiries set child_name = ${childName} where id = ${id}`);
      });

    it('is answered as it was read, and read again once a table it reads is announced changed', async () => {
      const first = await walkInPage();
      expect(first.rows.length).toBeGreaterThan(0);
      const [top] = first.rows;
      // Unannounced (as a replica applies it): the kept page answers, no statement reads the row again.
      await renameUnannounced(top.id, 'Kept Page');
      expect(await walkInPage()).toEqual(first);
      await announce();
      const renamed = await eventually(async () => (await walkInPage()).rows[0].childName, 'Kept Page');
      expect(renamed).toBe('Kept Page');
      await renameUnannounced(top.id, top.childName);
      await announce();
    });

    it("is read again at once after the node's own write, to the rows or to a label's table", async () => {
      const before = await walkInPage();
      const made = await t.as(A, { method: 'POST', url: '/api/enquiry', academicYearId: year, payload: enquiry() });
      expect(made.statusCode, made.body).toBe(201);
      const after = await walkInPage();
      expect(after.count).toBe(before.count + 1);
      expect(after.rows[0].id).toBe(made.json().id);
      expect(after.rows[0].classIdLabel).toBe('Nursery');
      // The class's name is the rows' label: renaming the class reads the page again.
      const renamed = await t.as(SUPER, {
        method: 'PUT',
        url: `/api/class/${nursery}`,
        payload: { name: 'Nursery One' },
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      try {
        expect((await walkInPage()).rows[0].classIdLabel).toBe('Nursery One');
      } finally {
        await t.as(SUPER, { method: 'PUT', url: `/api/class/${nursery}`, payload: { name: 'Nursery' } });
      }
      expect((await walkInPage()).rows[0].classIdLabel).toBe('Nursery');
    });

    it('weighs what its rows nest, and keeps at most 32 MB of pages', () => {
      const totals = listTotalsOf(t.db.db)!;
      // Pages whose rows nest large arrays (an entry's journal lines): about 2 MB each.
      const line = { account: 'Fees receivable', amountPaise: 250_000, narration: 'x'.repeat(100) };
      const heavy = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, lines: Array(200).fill(line) }));
      for (let i = 0; i < 40; i++) totals.keepPage(`test:heavy:${i}`, heavy, 20);
      expect(totals.page('test:heavy:39')?.total).toBe(20);
      expect(totals.page('test:heavy:0')).toBeUndefined();
    });

    it('is kept per page size: the first rows of a longer page are not a shorter one', async () => {
      const firstPage = async (pageSize: number) => {
        const res = await t.as(A, { method: 'GET', url: `/api/enquiry?academicYearID=${year}&pageSize=${pageSize}` });
        expect(res.statusCode, res.body).toBe(200);
        return (res.json() as { rows: { id: number }[] }).rows.map((r) => r.id);
      };
      const three = await firstPage(3);
      expect(three).toHaveLength(3);
      expect(await firstPage(2)).toEqual(three.slice(0, 2));
      expect(await firstPage(3)).toEqual(three);
    });

    it('is never shared between centres asking the same query', async () => {
      const made = await t.as(B, { method: 'POST', url: '/api/enquiry', academicYearId: year, payload: enquiry() });
      expect(made.statusCode, made.body).toBe(201);
      for (const _ of [1, 2]) {
        const ofA = await walkInPage(A);
        const ofB = await walkInPage(B);
        expect(ofB.rows.map((r) => r.id)).toContain(made.json().id);
        expect(ofA.rows.map((r) => r.id)).not.toContain(made.json().id);
      }
    });
  });

  it('is kept only for tables that announce their changes: every resource table does', async () => {
    const announced = new Set(await announcedTables());
    const tables = new Set<string>();
    for (const res of allResources()) {
      tables.add(getTableName(res.table));
      if (res.owner?.through) tables.add(getTableName(res.owner.through.table));
    }
    // A new resource's table needs the trigger in its migration (see 0046_announce_table_changes.sql).
    expect([...tables].filter((name) => !announced.has(name))).toEqual([]);
  });

  describe.skipIf(!process.env.TEST_DATABASE_URL)('two nodes on one database', () => {
    let other: { app: FastifyInstance; db: DbHandle };

    beforeAll(async () => {
      const db = await openDb({ databaseUrl: t.config.databaseUrl, dataDir: 'memory://' });
      other = { db, app: await buildApp({ db, config: t.config }) };
      await other.app.ready();
    });
    afterAll(async () => {
      await other?.app.close();
      await other?.db.close();
    });

    it("hears the other node's writes through the database", async () => {
      const before = await total(A);
      const login = await other.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: A, password: DEMO_PASSWORD },
      });
      const made = await other.app.inject({
        method: 'POST',
        url: '/api/enquiry',
        headers: { authorization: `Bearer ${login.json().token}`, 'x-academic-year-id': String(year) },
        payload: enquiry(),
      });
      expect(made.statusCode, made.body).toBe(201);
      expect(await eventually(() => total(A, '', 2), before + 1)).toBe(before + 1);
    });

    it('counts every time after its listening connection drops, and keeps totals again once it is back', async () => {
      const totals = listTotalsOf(t.db.db)!;
      await t.db.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query like 'select c.relname as name from pg_trigger%'`);
      expect(await eventually(async () => totals.trusted, false, 5000)).toBe(false);
      expect(await total(A)).toBe(await counted(`franchisee_id = ${centreA}`));
      expect(await eventually(async () => totals.trusted, true, 10_000)).toBe(true);
      expect(await total(A, '', 2)).toBe(await counted(`franchisee_id = ${centreA}`));
    });
  });
});
