import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileForm, startTestApp, type TestApp } from '@portal/server/testing';
import { A, FIN, MARKETING, SUPER, classId, productId } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('kit mapping approval chain', () => {
  let id: number;
  it('lists the classes a kit can map to for finance, who reads but does not manage the class master', async () => {
    expect((await t.as(FIN, { method: 'GET', url: '/api/class' })).statusCode).toBe(200);
    expect((await t.as(FIN, { method: 'POST', url: '/api/class', payload: { name: 'Daycare' } })).statusCode).toBe(403);
    const res = await t.as(FIN, { method: 'GET', url: '/api/kit-mapping/classes' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rows.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(['Playgroup', 'Nursery', 'LKG', 'UKG']),
    );
    expect(res.json().rows.find((c: { name: string }) => c.name === 'Nursery').id).toBe(await classId(t, 'Nursery'));
  });

  it('is created PENDING by head office with its products; centres cannot map', async () => {
    const body = {
      kitType: 'CURRICULUM_KIT_1',
      classId: await classId(t, 'Nursery'),
      name: 'Nursery curriculum kit 1',
    };
    expect((await t.as(A, { method: 'POST', url: '/api/kit-mapping', payload: body })).statusCode).toBe(403);
    const res = await t.as(FIN, { method: 'POST', url: '/api/kit-mapping', payload: body });
    expect(res.statusCode, res.body).toBe(201);
    id = res.json().id;
    expect(res.json().status).toBe('PENDING');
    const items = await t.as(FIN, {
      method: 'PUT',
      url: `/api/kit-mapping/${id}/items`,
      payload: {
        items: [
          { productId: await productId(t, 'CK1-NUR-BOOKS'), quantity: 1 },
          { productId: await productId(t, 'CRAYON-12'), quantity: 2 },
        ],
      },
    });
    expect(items.statusCode, items.body).toBe(200);
    expect(items.json().rows).toHaveLength(2);
    // A second live mapping of the same class and kit type is refused.
    expect((await t.as(FIN, { method: 'POST', url: '/api/kit-mapping', payload: body })).statusCode).toBe(409);
  });

  it('refuses the final level before CH1, and from someone without the final grant', async () => {
    const early = await t.as(SUPER, { method: 'POST', url: `/api/kit-mapping/${id}/approve`, payload: {} });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/PENDING/);
    expect(
      (await t.as(MARKETING, { method: 'POST', url: `/api/kit-mapping/${id}/ch1-approve`, payload: {} })).statusCode,
    ).toBe(403);
  });

  it('goes PENDING → CH1_APPROVED (finance) → APPROVED (super admin), never by one person twice', async () => {
    const ch1 = await t.as(FIN, { method: 'POST', url: `/api/kit-mapping/${id}/ch1-approve`, payload: {} });
    expect(ch1.statusCode, ch1.body).toBe(200);
    expect(ch1.json().status).toBe('CH1_APPROVED');
    expect((await t.as(FIN, { method: 'POST', url: `/api/kit-mapping/${id}/approve`, payload: {} })).statusCode).toBe(
      403,
    );
    const fin = await t.as(SUPER, { method: 'POST', url: `/api/kit-mapping/${id}/approve`, payload: {} });
    expect(fin.statusCode, fin.body).toBe(200);
    expect(fin.json().status).toBe('APPROVED');
    // Approved contents are frozen.
    const edit = await t.as(FIN, {
      method: 'PUT',
      url: `/api/kit-mapping/${id}/items`,
      payload: { items: [{ productId: await productId(t, 'CLAY-500'), quantity: 1 }] },
    });
    expect(edit.statusCode).toBe(409);
    const history = await t.as(SUPER, { method: 'GET', url: `/api/kit-mapping/${id}/history` });
    expect(history.json().rows.map((r: { action: string; user: string }) => [r.action, r.user])).toEqual(
      expect.arrayContaining([
        ['ch1-approve', FIN],
        ['approve', SUPER],
      ]),
    );
  });

  it('needs products before CH1, and lets the same super admin do only one of the two levels', async () => {
    const created = await t.as(SUPER, {
      method: 'POST',
      url: '/api/kit-mapping',
      payload: { kitType: 'BRIDGE_KIT', classId: await classId(t, 'UKG'), name: 'UKG bridge kit' },
    });
    const mid = created.json().id;
    const empty = await t.as(SUPER, { method: 'POST', url: `/api/kit-mapping/${mid}/ch1-approve`, payload: {} });
    expect(empty.statusCode).toBe(409);
    expect(empty.json().message).toBe("Add the kit's products before approving it");
    expect(
      (
        await t.as(SUPER, {
          method: 'PUT',
          url: `/api/kit-mapping/${mid}/items`,
          payload: { items: [{ productId: await productId(t, 'CK1-LKG-BOOKS'), quantity: 1 }] },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await t.as(SUPER, { method: 'POST', url: `/api/kit-mapping/${mid}/ch1-approve`, payload: {} })).statusCode,
    ).toBe(200);
    const again = await t.as(SUPER, { method: 'POST', url: `/api/kit-mapping/${mid}/approve`, payload: {} });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The final approval must come from someone other than the CH1 approver');
    const rejected = await t.as(FIN, {
      method: 'POST',
      url: `/api/kit-mapping/${mid}/reject`,
      payload: { remarks: 'Wrong workbook edition' },
    });
    expect(rejected.json().status).toBe('REJECT');
  });

  it('uploads mappings from CSV, reporting bad rows by number and saving nothing', async () => {
    const bad = await t.as(FIN, {
      method: 'POST',
      url: '/api/kit-mapping/upload-mapping/SAMPLE_KIT',
      ...(await fileForm('class,sku,quantity\nNursery,SAMPLE-STUDENT,1\nMoon,NOPE,0\n', 'mapping.csv')),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { row: number }) => e.row)).toEqual([3, 3, 3]);
    const ok = await t.as(FIN, {
      method: 'POST',
      url: '/api/kit-mapping/upload-mapping/SAMPLE_KIT',
      ...(await fileForm('class,sku,quantity\nNursery,SAMPLE-STUDENT,1\nUKG,SAMPLE-STUDENT,1\n', 'mapping.csv')),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().created).toBe(2);
  });
});

describe('wow kit BOM approval chain', () => {
  it('needs C1, C2 and the third level in order, each by a different approver', async () => {
    const bom = await t.as(SUPER, {
      method: 'POST',
      url: '/api/wow-kit-bom',
      payload: { name: 'Wow kit - Holi colours box', description: 'Herbal colours and pichkari' },
    });
    const id = bom.json().id;
    expect(bom.json().status).toBe('PENDING');
    expect(
      (await t.as(FIN, { method: 'POST', url: `/api/wow-kit-bom/${id}/c1-approve`, payload: {} })).statusCode,
    ).toBe(403);
    expect(
      (await t.as(FIN, { method: 'POST', url: `/api/wow-kit-bom/${id}/c2-approve`, payload: {} })).statusCode,
    ).toBe(409);
    expect(
      (await t.as(MARKETING, { method: 'POST', url: `/api/wow-kit-bom/${id}/c1-approve`, payload: {} })).json().status,
    ).toBe('C1 APPROVED');
    expect(
      (await t.as(FIN, { method: 'POST', url: `/api/wow-kit-bom/${id}/c2-approve`, payload: {} })).json().status,
    ).toBe('C2 APPROVED');
    expect((await t.as(FIN, { method: 'POST', url: `/api/wow-kit-bom/${id}/approve`, payload: {} })).statusCode).toBe(
      403,
    );
    expect(
      (await t.as(SUPER, { method: 'POST', url: `/api/wow-kit-bom/${id}/approve`, payload: {} })).json().status,
    ).toBe('ACTIVE');
  });
});

describe('retailer margin approval', () => {
  it('approves partially below the margin asked, then fully', async () => {
    const p = await t.as(FIN, {
      method: 'POST',
      url: '/api/product',
      payload: {
        sku: 'MAT-PUZZLE',
        name: 'Foam puzzle mat',
        category: 'INDOOR',
        gender: 'BOTH',
        hsnCode: '3921',
        gstRateBp: 1800,
        pricePaise: 899_00,
        retailerMarginBp: 1500,
      },
    });
    expect(p.statusCode, p.body).toBe(201);
    expect(p.json().marginStatus).toBe('PENDING');
    const tooHigh = await t.as(FIN, {
      method: 'POST',
      url: `/api/product/${p.json().id}/partially-approve-margin`,
      payload: { approvedMarginBp: 1500 },
    });
    expect(tooHigh.statusCode).toBe(400);
    const part = await t.as(FIN, {
      method: 'POST',
      url: `/api/product/${p.json().id}/partially-approve-margin`,
      payload: { approvedMarginBp: 1000 },
    });
    expect(part.json()).toMatchObject({ marginStatus: 'PARTIALLY APPROVED', approvedMarginBp: 1000 });
    expect(
      (await t.as(A, { method: 'POST', url: `/api/product/${p.json().id}/approve-margin`, payload: {} })).statusCode,
    ).toBe(403);
  });
});
