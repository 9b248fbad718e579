import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { A, B, DELIVERY, FIN, SUPER, admissionsOf, setStock, stockOf } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const ok = (res: { statusCode: number; body: string }, code = 200) => expect(res.statusCode, res.body).toBe(code);
const post = (email: string, url: string, payload: object) => t.as(email, { method: 'POST', url, payload });
const put = (email: string, url: string, payload: object) => t.as(email, { method: 'PUT', url, payload });

describe('placing and the order state machine', () => {
  let orderId: number;
  let kids: number[];

  it('builds the cart from admitted children of mapped classes only', async () => {
    const cart = await t.as(A, { method: 'GET', url: '/api/place-order/cart?kitType=CURRICULUM_KIT_1' });
    ok(cart);
    const classes = new Set(cart.json().rows.map((r: { className: string }) => r.className));
    expect([...classes].sort()).toEqual(['LKG', 'Playgroup']);
    expect(cart.json().rows[0]).toEqual(
      expect.objectContaining({
        franchiseeID: 2,
        enrollmentID: expect.any(Number),
        classID: expect.any(Number),
        gender: expect.any(String),
        studentName: expect.any(String),
      }),
    );
  });

  it('refuses unmapped classes, other centres and unknown centres with clear messages', async () => {
    const nursery = await admissionsOf(t, 2, 'Nursery');
    const unmapped = await post(A, '/api/place-order', {
      kitType: 'CURRICULUM_KIT_1',
      studentAdmissionIds: [nursery[0]],
    });
    expect(unmapped.statusCode).toBe(400);
    expect(unmapped.json().message).toBe('No approved Curriculum kit 1 mapping for class Nursery');
    const theirs = await admissionsOf(t, 3, 'LKG');
    const other = await post(A, '/api/place-order', { kitType: 'CURRICULUM_KIT_1', studentAdmissionIds: [theirs[0]] });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toMatch(/is not a child of this centre/);
    const foreign = await post(A, '/api/place-order', {
      kitType: 'CURRICULUM_KIT_1',
      franchiseeId: 3,
      studentAdmissionIds: [theirs[0]],
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses an order over stock', async () => {
    await setStock(t, 'CK1-LKG-BOOKS', 1);
    kids = await admissionsOf(t, 2, 'LKG');
    const over = await post(A, '/api/place-order', {
      kitType: 'CURRICULUM_KIT_1',
      studentAdmissionIds: kids.slice(0, 2),
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(
      'Not enough stock of LKG workbook set at Bengaluru central warehouse: 1 available, 2 needed',
    );
    await setStock(t, 'CK1-LKG-BOOKS', 200);
  });

  it('places an order (Placed), priced with GST, and never twice for the same child', async () => {
    const res = await post(A, '/api/place-order', {
      kitType: 'CURRICULUM_KIT_1',
      studentAdmissionIds: kids.slice(0, 2),
    });
    ok(res, 201);
    orderId = res.json().id;
    expect(res.json()).toMatchObject({ status: 'PENDING', franchiseeId: 2, kitType: 'CURRICULUM_KIT_1' });
    // Per child: LKG books 1,350 (0 %) and crayons 85 (12 %: 6 % CGST + 6 % SGST), within Karnataka.
    expect(res.json().subtotalPaise).toBe(2 * (1_350_00 + 85_00));
    expect(res.json().cgstPaise).toBe(2 * 5_10);
    expect(res.json().igstPaise).toBe(0);
    expect(res.json().totalPaise).toBe(res.json().subtotalPaise + res.json().cgstPaise + res.json().sgstPaise);
    const again = await post(A, '/api/place-order', { kitType: 'CURRICULUM_KIT_1', studentAdmissionIds: [kids[0]] });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already has a Curriculum kit 1 on order/);
    const cart = await t.as(A, { method: 'GET', url: '/api/place-order/cart?kitType=CURRICULUM_KIT_1' });
    expect(cart.json().rows.map((r: { id: number }) => r.id)).not.toContain(kids[0]);
  });

  it('keeps another centre out (404) and centres from confirming (403)', async () => {
    expect((await t.as(B, { method: 'GET', url: `/api/order-history/${orderId}` })).statusCode).toBe(404);
    expect((await post(B, `/api/order-history/${orderId}/cancel`, { reason: 'Not ours' })).statusCode).toBe(404);
    expect((await post(A, `/api/order-history/${orderId}/confirm`, {})).statusCode).toBe(403);
    const list = await t.as(B, { method: 'GET', url: '/api/order-history' });
    expect(list.json().rows.every((r: { franchiseeId: number }) => r.franchiseeId === 3)).toBe(true);
  });

  it('refuses shipping or delivering before confirmation', async () => {
    expect(
      (
        await post(DELIVERY, `/api/delivery/challan/${orderId}/ship`, {
          courier: 'Blue Dart',
          shippingReferenceNo: 'BD123456',
        })
      ).statusCode,
    ).toBe(409);
    expect((await post(DELIVERY, `/api/delivery/challan/${orderId}/deliver`, {})).statusCode).toBe(409);
  });

  it('confirms: reserves stock, issues the invoice, charges the franchisee ledger, freezes the lines', async () => {
    const before = await stockOf(t, 'CRAYON-12');
    const line = (await t.as(A, { method: 'GET', url: `/api/order-history/${orderId}` })).json().lines[0];
    ok(await put(A, `/api/order-history/${orderId}/lines/${line.id}`, { quantity: line.quantity }));
    const res = await post(DELIVERY, `/api/order-history/${orderId}/confirm`, {});
    ok(res);
    expect(res.json()).toMatchObject({
      status: 'CONFIRMED',
      paymentStatus: 'CONFIRMED',
      invoiceNo: expect.stringMatching(/^BLR-001\/KI\//),
    });
    expect(await stockOf(t, 'CRAYON-12')).toEqual({ available: before.available - 2, reserved: before.reserved + 2 });
    const frozen = await put(A, `/api/order-history/${orderId}/lines/${line.id}`, { quantity: 5 });
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json().message).toMatch(/its lines are frozen/);
    expect((await post(DELIVERY, `/api/order-history/${orderId}/confirm`, {})).statusCode).toBe(409);
    const ledger = await t.as(FIN, { method: 'GET', url: '/api/ledger/franchisee/2' });
    ok(ledger);
    expect(JSON.stringify(ledger.json())).toContain(`kit-order:${orderId}`);
    const view = await t.as(A, { method: 'GET', url: '/api/ledger/franchisee-order' });
    // The report carries rupees with two decimals, what a person reads in its CSV too.
    expect(view.json().columns[5]).toBe('Charged (₹)');
    expect(view.json().rows.some((r: unknown[]) => r[5] === (res.json().totalPaise / 100).toFixed(2))).toBe(true);
    const pdf = await t.as(A, { method: 'GET', url: `/api/order-history/${orderId}/invoice` });
    ok(pdf);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('ships with a challan, tracks through the status history, and delivers', async () => {
    expect(
      (
        await post(A, `/api/delivery/challan/${orderId}/ship`, {
          courier: 'Blue Dart',
          shippingReferenceNo: 'BD123456',
        })
      ).statusCode,
    ).toBe(403);
    const shipped = await post(DELIVERY, `/api/delivery/challan/${orderId}/ship`, {
      courier: 'Blue Dart',
      shippingReferenceNo: 'BD123456',
    });
    ok(shipped);
    expect(shipped.json()).toMatchObject({ status: 'SHIPPED', challanNo: expect.stringMatching(/\/DC\//) });
    const crayons = await stockOf(t, 'CRAYON-12');
    expect(crayons.reserved).toBe(0);
    const challan = await t.as(DELIVERY, { method: 'GET', url: `/api/order-history/${orderId}/challan` });
    expect(challan.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const track = await t.as(A, { method: 'GET', url: `/api/order-history/${orderId}/track` });
    expect(track.json()).toMatchObject({ source: 'manual', shippingReferenceNo: 'BD123456', status: 'SHIPPED' });
    expect(track.json().events.map((e: { status: string }) => e.status)).toEqual([
      'PENDING',
      'PENDING',
      'CONFIRMED',
      'SHIPPED',
    ]);
    ok(await post(DELIVERY, `/api/delivery/challan/${orderId}/deliver`, { location: 'Indiranagar' }));
    const details = (await t.as(A, { method: 'GET', url: `/api/order-history/${orderId}` })).json();
    expect(details.status).toBe('DELIVERED');
    expect(details.events.every((e: { byUserId: number | null; at: string }) => e.byUserId && e.at)).toBe(true);
    expect(details.events[0].note).toBe('Placed for 2 children');
    expect((await post(SUPER, `/api/order-history/${orderId}/cancel`, { reason: 'Too late' })).statusCode).toBe(409);
  });

  it('replaces damaged items of a delivered order only with photo evidence, free of charge', async () => {
    const details = (await t.as(A, { method: 'GET', url: `/api/order-history/${orderId}` })).json();
    const line = details.lines[0];
    const noPhoto = await post(A, `/api/damage/re-order/${orderId}`, {
      reason: 'Torn in transit',
      lines: [{ lineId: line.id, quantity: 1 }],
      evidenceFileIds: [],
    });
    expect(noPhoto.statusCode).toBe(400);
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'torn.png');
    const req = new Request('http://localhost/api/files', { method: 'POST', body: form });
    const up = await t.as(A, {
      method: 'POST',
      url: '/api/files',
      payload: Buffer.from(await req.arrayBuffer()),
      headers: { 'content-type': req.headers.get('content-type')! },
    });
    ok(up, 201);
    const tooMany = await post(A, `/api/damage/re-order/${orderId}`, {
      reason: 'Torn in transit',
      lines: [{ lineId: line.id, quantity: line.quantity + 1 }],
      evidenceFileIds: [up.json().id],
    });
    expect(tooMany.statusCode).toBe(400);
    const re = await post(A, `/api/damage/re-order/${orderId}`, {
      reason: 'Torn in transit',
      lines: [{ lineId: line.id, quantity: 1 }],
      evidenceFileIds: [up.json().id],
    });
    ok(re, 201);
    expect(re.json()).toMatchObject({ kitType: 'DAMAGED_PRODUCTS_KIT', totalPaise: 0, parentOrderId: orderId });
  });

  it('cancels a confirmed order: stock back, ledger charge reversed, children back in the cart', async () => {
    const playgroup = await admissionsOf(t, 2, 'Playgroup');
    const res = await post(A, '/api/place-order', { kitType: 'CURRICULUM_KIT_1', studentAdmissionIds: playgroup });
    ok(res, 201);
    const id = res.json().id;
    const before = await stockOf(t, 'CLAY-500');
    ok(await post(FIN, `/api/order-history/${id}/confirm`, {}));
    expect((await post(A, `/api/order-history/${id}/cancel`, { reason: 'Changed our mind' })).statusCode).toBe(403);
    ok(await post(SUPER, `/api/order-history/${id}/cancel`, { reason: 'Child left the centre' }));
    expect(await stockOf(t, 'CLAY-500')).toEqual(before);
    const entries = await t.db.db.execute(
      sql`select count(*)::int as n from journal_entries where reference = ${`kit-order:${id}`}`,
    );
    expect((entries as unknown as { rows: { n: number }[] }).rows[0].n).toBe(2);
    const cart = await t.as(A, { method: 'GET', url: '/api/place-order/cart?kitType=CURRICULUM_KIT_1' });
    expect(cart.json().rows.map((r: { id: number }) => r.id)).toContain(playgroup[0]);
  });
});

describe('stock under concurrency', () => {
  it('confirms 100 concurrent orders on 60 units: exactly 60 confirmed, never negative, no lost update', async () => {
    await setStock(t, 'SAMPLE-STUDENT', 60);
    const mapping = await post(FIN, '/api/kit-mapping', {
      kitType: 'SAMPLE_KIT',
      classId: (
        (await t.db.db.execute(sql`select id from classes where name = 'Nursery'`)) as unknown as {
          rows: { id: number }[];
        }
      ).rows[0].id,
      name: 'Nursery sample kit',
    });
    const mid = mapping.json().id;
    await put(FIN, `/api/kit-mapping/${mid}/items`, {
      items: [
        {
          productId: (
            (await t.db.db.execute(sql`select id from products where sku = 'SAMPLE-STUDENT'`)) as unknown as {
              rows: { id: number }[];
            }
          ).rows[0].id,
          quantity: 1,
        },
      ],
    });
    await post(FIN, `/api/kit-mapping/${mid}/ch1-approve`, {});
    ok(await post(SUPER, `/api/kit-mapping/${mid}/approve`, {}));
    // 100 placed orders of one unit each (placing only checks; confirming reserves).
    const nursery = await admissionsOf(t, 2, 'Nursery');
    const ids: number[] = [];
    for (let i = 0; i < 100; i++) {
      const res = await post(A, '/api/place-order', { kitType: 'SAMPLE_KIT', studentAdmissionIds: [nursery[0]] });
      ok(res, 201);
      ids.push(res.json().id);
      // Free the child again so the next order can take the same kit (one unit per order).
      await t.db.db.execute(
        sql`update kit_allocations set status = 'ALLOCATED', order_id = null where order_id = ${res.json().id}`,
      );
    }
    const answers = await Promise.all(ids.map((id) => post(DELIVERY, `/api/order-history/${id}/confirm`, {})));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(60);
    expect(codes.filter((c) => c === 409)).toHaveLength(40);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe(
      'Not enough stock of Student sample kit at Bengaluru central warehouse: 0 available, 1 needed',
    );
    expect(await stockOf(t, 'SAMPLE-STUDENT')).toEqual({ available: 0, reserved: 60 });
    const confirmed = await t.db.db.execute(
      sql`select count(*)::int as n from kit_orders where kit_type = 'SAMPLE_KIT' and status = 'CONFIRMED'`,
    );
    expect((confirmed as unknown as { rows: { n: number }[] }).rows[0].n).toBe(60);
  }, 120_000);
});

describe('uniform indents and the order gap', () => {
  it('counts admitted children against children with a live uniform indent', async () => {
    const year = (
      (await t.db.db.execute(
        sql`select academic_year_id as id from student_admissions where franchisee_id = 2 limit 1`,
      )) as unknown as { rows: { id: number }[] }
    ).rows[0].id;
    const gap = async () =>
      (await t.as(A, { method: 'GET', url: `/api/indent/order-gap?academicYearID=${year}` }))
        .json()
        .rows.find((r: { className: string }) => r.className === 'Nursery');
    const before = await gap();
    expect(before.ordered).toBe(0);
    expect(before.gap).toBe(before.admitted);
    const nursery = await admissionsOf(t, 2, 'Nursery');
    const lkg = await admissionsOf(t, 2, 'LKG');
    const single = await post(A, '/api/indent/uniform-indent', {
      children: [{ studentAdmissionId: nursery[0], size: '24' }],
    });
    ok(single, 201);
    expect(single.json().kitType).toBe('UNIFORM');
    const bulk = await post(A, '/api/indent/uniform-indent', {
      children: [
        { studentAdmissionId: nursery[1], size: '26' },
        { studentAdmissionId: lkg[0], size: '26' },
      ],
    });
    ok(bulk, 201);
    expect(
      (await post(A, '/api/indent/uniform-indent', { children: [{ studentAdmissionId: nursery[0], size: '24' }] }))
        .statusCode,
    ).toBe(409);
    const after = await gap();
    expect(after).toMatchObject({ admitted: before.admitted, ordered: 2, gap: before.admitted - 2 });
    ok(await post(A, `/api/order-history/${bulk.json().id}/cancel`, { reason: 'Sizes wrong' }));
    expect((await gap()).ordered).toBe(1);
    expect(
      (await t.as(B, { method: 'GET', url: `/api/indent/order-gap?academicYearID=${year}&franchiseeID=2` })).statusCode,
    ).toBe(404);
  });
});

describe('serviceability and reports', () => {
  it('answers the PIN code check', async () => {
    expect((await t.as(A, { method: 'GET', url: '/api/home/pincode-service?pincode=560038' })).json()).toMatchObject({
      serviceable: true,
      warehouse: 'Bengaluru central warehouse',
    });
    expect((await t.as(A, { method: 'GET', url: '/api/home/pincode-service?pincode=411045' })).json().serviceable).toBe(
      false,
    );
  });

  it('reports TATs, OPS and purchases, with CSV exports', async () => {
    for (const type of [
      'City Wise',
      'Class Wise',
      'Status Wise',
      'Intelli Kit Matrix Report',
      'All Kit',
      'Damaged Kit',
    ]) {
      const res = await t.as(FIN, {
        method: 'GET',
        url: `/api/report/order-tats-report?type=${encodeURIComponent(type)}`,
      });
      ok(res);
      expect(res.json().title).toBe(type);
    }
    const status = (await t.as(FIN, { method: 'GET', url: '/api/report/order-tats-report?type=Status%20Wise' })).json();
    expect(status.rows.map((r: unknown[]) => r[0])).toEqual(
      expect.arrayContaining(['Placed', 'CONFIRMED', 'DELIVERED', 'CANCELLED']),
    );
    const damaged = (
      await t.as(FIN, { method: 'GET', url: '/api/report/order-tats-report?type=Damaged%20Kit' })
    ).json();
    expect(damaged.rows[0][6]).toBe('Torn in transit');
    const purchase = await t.as(FIN, { method: 'GET', url: '/api/report/order-purchase-report?format=csv' });
    expect(purchase.headers['content-type']).toContain('text/csv');
    expect(purchase.body).toContain('Student sample kit');
  });
});
