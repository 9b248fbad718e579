import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileForm, startTestApp, type TestApp } from '@portal/server/testing';
import { products } from '../server/index.ts';
import { A, FIN } from './support.ts';

/** Kit allocations listed per kit type, and products uploaded from a sheet. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const ok = (res: { statusCode: number; body: string }, code = 200) => expect(res.statusCode, res.body).toBe(code);
const product = async (sku: string) => (await t.db.db.select().from(products).where(eq(products.sku, sku)))[0];

describe('kit allocation', () => {
  it('lists one kit type at a time', async () => {
    for (const kitType of ['CURRICULUM_KIT_1', 'GIFT_BOX']) {
      const res = await t.as(A, { method: 'POST', url: '/api/kit-allocation/allocate', payload: { kitType } });
      ok(res);
      expect(res.json().allocated).toBeGreaterThan(0);
    }
    const all = await t.as(A, { method: 'GET', url: '/api/kit-allocation?pageSize=200' });
    ok(all);
    const kinds = new Set(all.json().rows.map((r: { kitType: string }) => r.kitType));
    expect([...kinds].sort()).toEqual(['CURRICULUM_KIT_1', 'GIFT_BOX']);
    for (const kitType of ['CURRICULUM_KIT_1', 'GIFT_BOX']) {
      const one = await t.as(A, { method: 'GET', url: `/api/kit-allocation?kitType=${kitType}&pageSize=200` });
      ok(one);
      const rows: { kitType: string }[] = one.json().rows;
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.kitType === kitType)).toBe(true);
      expect(one.json().count).toBe(all.json().rows.filter((r: { kitType: string }) => r.kitType === kitType).length);
    }
    // Allocating again finds every child served.
    const again = await t.as(A, {
      method: 'POST',
      url: '/api/kit-allocation/allocate',
      payload: { kitType: 'GIFT_BOX' },
    });
    expect(again.json()).toEqual({ allocated: 0 });
  });
});

describe('product upload', () => {
  const upload = async (csv: string | Buffer, name = 'products.csv', user = FIN) =>
    t.as(user, { method: 'POST', url: '/api/retailer-margin/upload-product', ...(await fileForm(csv, name)) });

  it('refuses the whole sheet when a row is wrong, naming each bad row', async () => {
    const res = await upload(
      'SKU,Name,Category,HSN code,GST %,Price,Retailer margin %\n' +
        'NEW-BALL-1,Rubber ball,Outdoor,9506,12,99.50,10\n' +
        'NEW-BALL-2,Big ball,SPACESHIP,9506,12,150,10\n' +
        'NEW-BALL-3,Small ball,OUTDOOR,9506,12,a lot,10\n' +
        'NEW-BALL-1,Rubber ball again,OUTDOOR,9506,12,99.50,10\n',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('3 rows have problems; nothing was saved');
    const rows = res.json().errors.map((e: { row: number }) => e.row);
    expect(rows).toEqual([3, 4, 5]);
    expect(res.json().errors[1].message).toBe('Price must be an amount in rupees, like 1250 or 1250.50');
    expect(res.json().errors[2].message).toBe('SKU NEW-BALL-1 is already on row 2');
    expect(await product('NEW-BALL-1')).toBeUndefined();
  });

  it('names the missing columns', async () => {
    const res = await upload('sku,name\nX-1,Thing\n');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The file needs the columns category, hsn code, gst %, price');
  });

  it('adds new products and changes known ones; a changed margin waits for approval again', async () => {
    const crayons = await product('CRAYON-12');
    const firstAid = await product('FIRST-AID');
    expect(crayons.marginStatus).toBe('APPROVED');
    const res = await upload(
      'sku,name,category,size,gender,hsn code,gst %,price,retailer margin %,uniform\n' +
        'new-ball-1,Rubber ball,Outdoor,,Both,9506,12,"1,299.50",10,no\n' +
        `CRAYON-12,${crayons.name},INDOOR,,BOTH,${crayons.hsnCode},12,85.00,15,no\n` +
        `FIRST-AID,First-aid kit,SAFETY,,BOTH,3006,12,650,${firstAid.retailerMarginBp / 100},\n`,
    );
    ok(res);
    expect(res.json()).toEqual({ created: 1, updated: 1, unchanged: 1 });
    const ball = await product('NEW-BALL-1');
    expect(ball).toMatchObject({
      name: 'Rubber ball',
      category: 'OUTDOOR',
      gender: 'BOTH',
      gstRateBp: 1200,
      pricePaise: 129950,
      retailerMarginBp: 1000,
      marginStatus: 'PENDING',
      isUniform: false,
    });
    expect(await product('CRAYON-12')).toMatchObject({
      retailerMarginBp: 1500,
      marginStatus: 'PENDING',
      approvedMarginBp: null,
    });
  });

  it('reads an Excel sheet, and only head office may upload', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Products');
    sheet.addRow(['SKU', 'Product name', 'Category', 'HSN', 'GST %', 'Price', 'Uniform']);
    sheet.addRow(['UNI-SOCKS-1', 'School socks', 'Student Uniform Sample KIT', '6115', 5, 120, 'yes']);
    const xlsx = Buffer.from(await book.xlsx.writeBuffer());
    ok(await upload(xlsx, 'products.xlsx'));
    expect(await product('UNI-SOCKS-1')).toMatchObject({
      category: 'UNIFORM_KIT',
      gstRateBp: 500,
      pricePaise: 12000,
      isUniform: true,
    });
    expect((await upload(xlsx, 'products.xlsx', A)).statusCode).toBe(403);
  });
});
