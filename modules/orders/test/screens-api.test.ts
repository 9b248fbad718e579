import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileForm, startTestApp, type TestApp } from '@portal/server/testing';
import { indiaDate } from '../server/reports/order-reports.service.ts';
import { A, B, FIN, MARKETING, SUPER, admissionsOf, productId, setStock } from './support.ts';

/** The endpoints the wow-kit, indent, invoice and upload screens read. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const ok = (res: { statusCode: number; body: string }, code = 200) => expect(res.statusCode, res.body).toBe(code);

describe('wow kit ordering', () => {
  let bomId: number;
  let orderId: number;

  it('offers ACTIVE bundles only, each priced per kit', async () => {
    const res = await t.as(A, { method: 'GET', url: '/api/place-order/wow-kit/catalogue' });
    ok(res);
    expect(res.json().rows.map((r: { name: string }) => r.name)).toEqual(['Wow kit - Diwali celebration box']);
    const kit = res.json().rows[0];
    bomId = kit.id;
    // 1 crayon box and 2 clay packs at catalogue prices.
    expect(kit.pricePaise).toBe(
      kit.items.reduce((s: number, i: { pricePaise: number; quantity: number }) => s + i.pricePaise * i.quantity, 0),
    );
    expect(kit.items).toHaveLength(2);
    expect((await t.as(FIN, { method: 'GET', url: '/api/place-order/wow-kit/catalogue' })).statusCode).toBe(403);
  });

  it('prices a summary without saving, and refuses what cannot be ordered', async () => {
    const res = await t.as(A, {
      method: 'POST',
      url: '/api/place-order/wow-kit/summary',
      payload: { items: [{ bomId, quantity: 3 }] },
    });
    ok(res);
    const q = res.json();
    expect(q).toMatchObject({
      franchiseeId: 2,
      companyName: 'Little Sprouts Preschool Indiranagar',
      warehouse: 'Bengaluru central warehouse',
      deliveryDays: 3,
    });
    expect(q.lines.map((l: { quantity: number }) => l.quantity).sort()).toEqual([3, 6]);
    expect(q.totals.totalPaise).toBe(q.lines.reduce((s: number, l: { totalPaise: number }) => s + l.totalPaise, 0));
    expect(q.totals.igstPaise).toBe(0);
    const empty = await t.as(A, { method: 'POST', url: '/api/place-order/wow-kit/summary', payload: { items: [] } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Add at least one wow kit');
    const twice = await t.as(A, {
      method: 'POST',
      url: '/api/place-order/wow-kit/summary',
      payload: {
        items: [
          { bomId, quantity: 1 },
          { bomId, quantity: 1 },
        ],
      },
    });
    expect(twice.json().message).toBe('A wow kit is listed twice');
    const pending = (await t.as(SUPER, { method: 'GET', url: '/api/wow-kit-bom?status=PENDING' })).json().rows[0];
    const notActive = await t.as(A, {
      method: 'POST',
      url: '/api/place-order/wow-kit/summary',
      payload: { items: [{ bomId: pending.id, quantity: 1 }] },
    });
    expect(notActive.json().message).toBe('Wow kit - Monsoon craft box is PENDING and cannot be ordered');
    expect(
      (
        await t.as(A, {
          method: 'POST',
          url: '/api/place-order/wow-kit/summary',
          payload: { franchiseeId: 3, items: [{ bomId, quantity: 1 }] },
        })
      ).statusCode,
    ).toBe(404);
    await setStock(t, 'CLAY-500', 5);
    const short = await t.as(A, {
      method: 'POST',
      url: '/api/place-order/wow-kit/summary',
      payload: { items: [{ bomId, quantity: 3 }] },
    });
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toMatch(/^Not enough stock of .* 5 available, 6 needed$/);
    await setStock(t, 'CLAY-500', 200);
  });

  it('places the summarised order, which waits for the ZM and final approvals', async () => {
    const quote = (
      await t.as(A, {
        method: 'POST',
        url: '/api/place-order/wow-kit/summary',
        payload: { items: [{ bomId, quantity: 2 }] },
      })
    ).json();
    const placed = await t.as(A, {
      method: 'POST',
      url: '/api/place-order/wow-kit/confirm',
      payload: { items: [{ bomId, quantity: 2 }] },
    });
    ok(placed, 201);
    orderId = placed.json().id;
    expect(placed.json()).toMatchObject({
      kitType: 'WOW_KIT',
      status: 'PENDING',
      approvalStatus: 'PENDING',
      totalPaise: quote.totals.totalPaise,
    });
    const list = await t.as(MARKETING, {
      method: 'GET',
      url: '/api/order-history?kitType=WOW_KIT&approvalStatus=PENDING',
    });
    expect(list.json().rows.map((r: { id: number }) => r.id)).toContain(orderId);
    ok(await t.as(MARKETING, { method: 'POST', url: `/api/place-order/wow-kit/${orderId}/zsm-approve`, payload: {} }));
    ok(await t.as(FIN, { method: 'POST', url: `/api/place-order/wow-kit/${orderId}/approve`, payload: {} }));
    const after = await t.as(A, { method: 'GET', url: '/api/order-history?kitType=WOW_KIT&approvalStatus=APPROVED' });
    expect(after.json().rows.map((r: { id: number }) => r.id)).toEqual([orderId]);
  });

  it('sums bundles and orders per status on the dashboard, fenced per centre', async () => {
    const res = await t.as(A, { method: 'GET', url: '/api/place-order/wow-kit-dashboard' });
    ok(res);
    const d = res.json();
    expect(d.boms).toEqual(
      expect.arrayContaining([
        { status: 'ACTIVE', count: 1 },
        { status: 'PENDING', count: 1 },
      ]),
    );
    expect(d.orders).toEqual([{ approvalStatus: 'APPROVED', count: 1, totalPaise: expect.any(Number) }]);
    expect(d.recent[0]).toMatchObject({ id: orderId, companyName: 'Little Sprouts Preschool Indiranagar' });
    const theirs = (await t.as(B, { method: 'GET', url: '/api/place-order/wow-kit-dashboard' })).json();
    expect(theirs.orders).toEqual([]);
    expect(theirs.recent).toEqual([]);
  });
});

describe('kit mapping upload for one mapping', () => {
  it('replaces the products of a PENDING mapping from sku,quantity rows, reporting bad rows', async () => {
    const classes = (await t.as(FIN, { method: 'GET', url: '/api/kit-mapping/classes' })).json().rows as {
      id: number;
      name: string;
    }[];
    const ukg = classes.find((c) => c.name === 'UKG')!.id;
    const created = await t.as(FIN, {
      method: 'POST',
      url: '/api/kit-mapping',
      payload: { kitType: 'BRIDGE_KIT', classId: ukg, name: 'UKG bridge kit' },
    });
    ok(created, 201);
    const id = created.json().id;
    const bad = await t.as(FIN, {
      method: 'POST',
      url: `/api/kit-mapping/upload-mapping/BRIDGE_KIT/${id}`,
      ...(await fileForm('sku,quantity\nNOPE,1\nCRAYON-12,0', 'mapping.csv')),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('2 rows have problems; nothing was saved');
    const wrongKit = await t.as(FIN, {
      method: 'POST',
      url: `/api/kit-mapping/upload-mapping/GIFT_BOX/${id}`,
      ...(await fileForm('sku,quantity\nCRAYON-12,1', 'mapping.csv')),
    });
    expect(wrongKit.json().message).toBe(`Kit mapping ${id} is not a GIFT_BOX mapping`);
    const good = await t.as(FIN, {
      method: 'POST',
      url: `/api/kit-mapping/upload-mapping/BRIDGE_KIT/${id}`,
      ...(await fileForm('sku,quantity\nCRAYON-12,2\nCLAY-500,1\nCRAYON-12,1', 'mapping.csv')),
    });
    ok(good);
    expect(good.json().updated).toBe(2);
    const items = (await t.as(FIN, { method: 'GET', url: `/api/kit-mapping/${id}/items` })).json().rows;
    expect(items).toHaveLength(2);
    const crayons = await productId(t, 'CRAYON-12');
    expect(items.find((i: { productId: number; quantity: number }) => i.productId === crayons).quantity).toBe(3);
    // The same rows from an Excel sheet.
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Products');
    for (const row of [['SKU', 'Quantity'], ['CRAYON-12', 4], [], ['CLAY-500', 2]]) sheet.addRow(row);
    const xlsx = await t.as(FIN, {
      method: 'POST',
      url: `/api/kit-mapping/upload-mapping/BRIDGE_KIT/${id}`,
      ...(await fileForm(Buffer.from(await book.xlsx.writeBuffer()), 'products.xlsx')),
    });
    ok(xlsx);
    expect(xlsx.json().updated).toBe(2);
    const fromSheet = (await t.as(FIN, { method: 'GET', url: `/api/kit-mapping/${id}/items` })).json().rows;
    expect(fromSheet.find((i: { productId: number; quantity: number }) => i.productId === crayons).quantity).toBe(4);
    expect(
      (
        await t.as(A, {
          method: 'POST',
          url: `/api/kit-mapping/upload-mapping/BRIDGE_KIT/${id}`,
          ...(await fileForm('sku,quantity\nCRAYON-12,1', 'mapping.csv')),
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('uniform indent children and invoices', () => {
  it("lists the centre's children with their live indent, searchable", async () => {
    const nursery = await admissionsOf(t, 2, 'Nursery');
    ok(
      await t.as(A, {
        method: 'POST',
        url: '/api/indent/uniform-indent',
        payload: { children: [{ studentAdmissionId: nursery[0], size: '24' }] },
      }),
      201,
    );
    const res = await t.as(A, { method: 'GET', url: '/api/indent/children' });
    ok(res);
    const rows = res.json().rows as {
      studentAdmissionId: number;
      className: string;
      indent: { orderNo: string; size: string; status: string } | null;
    }[];
    expect(rows.find((r) => r.studentAdmissionId === nursery[0])!.indent).toMatchObject({
      size: '24',
      status: 'PENDING',
      orderNo: expect.stringMatching(/\/KO\//),
    });
    expect(rows.find((r) => r.studentAdmissionId === nursery[1])!.indent).toBeNull();
    const search = (await t.as(A, { method: 'GET', url: '/api/indent/children?q=nurs' })).json().rows as {
      className: string;
    }[];
    expect(search.length).toBeGreaterThan(0);
    expect(new Set(search.map((r) => r.className))).toEqual(new Set(['Nursery']));
    expect((await t.as(A, { method: 'GET', url: '/api/indent/children?franchiseeID=3' })).statusCode).toBe(404);
  });

  it('lists only invoiced orders when asked', async () => {
    const all = (await t.as(A, { method: 'GET', url: '/api/order-history' })).json();
    expect(all.count).toBeGreaterThan(0);
    const invoiced = (await t.as(A, { method: 'GET', url: '/api/order-history?invoiced=true' })).json();
    expect(invoiced.rows.every((r: { invoiceNo: string | null }) => r.invoiceNo !== null)).toBe(true);
    expect(invoiced.count).toBeLessThan(all.count);
  });

  it('dates ledger rows by the day in India', () => {
    expect(indiaDate(new Date('2026-03-31T19:00:00Z'))).toBe('2026-04-01');
    expect(indiaDate(new Date('2026-04-01T10:00:00Z'))).toBe('2026-04-01');
  });
});
