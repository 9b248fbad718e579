import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { resourceShape } from '@portal/core';
import { auditLog, commandOf, commandRoutes, conflict, defineResource } from '@portal/kit';
import { kitOrderEvents, kitOrders } from '@portal/mod-orders/server';
import { startTestApp, type TestApp } from './support.ts';

/**
 * The command runner, through a command set of its own on the orders table: access, level, fence,
 * from-state, input, the handler's writes inside the transaction, the status and the audit entry.
 */
type Order = typeof kitOrders.$inferSelect;
const command = commandOf<Order>();
const NAME = 'command-test-order';

const testOrderShape = resourceShape({ name: NAME, label: 'Test order', module: 'PlaceOrders', fields: {} });

const testOrders = defineResource({
  ...testOrderShape,
  scope: 'franchisee',
  table: kitOrders,
  titleField: 'orderNo',
  list: { columns: [] },
  statusField: 'status',
  describe: (o) => `test order ${o.orderNo}`,
  // A command without a handler: the declared status, plus what onCommand adds.
  hooks: { onCommand: (_ctx, _name, _order, input) => ({ reason: input.reason }) },
  commands: {
    hold: {
      label: 'Hold',
      from: ['PENDING'],
      to: 'FAIL',
      fields: { reason: { kind: 'text', label: 'Reason', required: true, min: 3, max: 300 } },
    },
    settle: command({
      label: 'Settle',
      from: ['PENDING'],
      targets: ['CONFIRMED', 'FAIL'],
      input: z.strictObject({
        outcome: z.enum(['CONFIRMED', 'FAIL'], { error: 'Outcome must be CONFIRMED or FAIL' }),
        note: z.string({ error: 'Note is required' }).min(3, { error: 'Note must be at least 3 characters' }),
      }),
      response: z.looseObject({ id: z.number(), status: z.string(), reason: z.string().nullable() }),
      handler: async (ctx, order, input) => {
        // A write of the handler's own, which must vanish when it refuses afterwards.
        await ctx.db
          .insert(kitOrderEvents)
          .values({ orderId: order.id, franchiseeId: order.franchiseeId, toStatus: input.outcome, note: input.note });
        if (input.note === 'refuse after writing') throw conflict('The handler refused after writing');
        return { status: input.outcome, set: { reason: input.note } };
      },
    }),
    remark: command({
      label: 'Remark',
      from: ['PENDING', 'CONFIRMED'],
      input: z.strictObject({ note: z.string().min(3) }),
      response: z.object({ noted: z.string() }),
      handler: (_ctx, _order, input) => ({ set: { reason: input.note }, answer: { noted: input.note } }),
    }),
    escalate: command({
      label: 'Escalate',
      from: ['PENDING'],
      to: 'CONFIRMED',
      level: 'level_6',
      input: z.strictObject({ why: z.string().min(3) }),
    }),
  },
});

let t: TestApp;
const SUPER = 'superadmin@demo.school';
const FIN = 'finance@demo.school';
const A = 'franchisee-a@demo.school';

async function newOrder(franchiseeId: number, orderNo: string): Promise<Order> {
  const [row] = await t.db.db
    .insert(kitOrders)
    .values({ franchiseeId, orderNo, kitType: 'SAMPLE_KIT', deliveryPincode: '560001' })
    .returning();
  return row;
}

const settle = (who: string, id: number, payload: unknown) =>
  t.as(who, { method: 'POST', url: `/api/${NAME}/${id}/settle`, payload: payload as object });

async function auditOf(id: number, action: string) {
  return t.db.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, NAME), eq(auditLog.recordId, String(id)), eq(auditLog.action, action)));
}

beforeAll(async () => {
  t = await startTestApp({}, { routes: (app) => commandRoutes(app, testOrders) });
});
afterAll(() => t?.close());

describe('resource commands with a body and a handler', () => {
  it('runs the handler on the locked row, picks the status from the input, audits from → to with it', async () => {
    const order = await newOrder(2, 'CMD-T-1');
    const res = await settle(A, order.id, { outcome: 'FAIL', note: 'Supplier out of stock' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: order.id, status: 'FAIL', reason: 'Supplier out of stock' });
    const [entry, ...more] = await auditOf(order.id, 'settle');
    expect(more).toHaveLength(0);
    expect(entry.franchiseeId).toBe(2);
    expect(entry.changes).toMatchObject({
      status: ['PENDING', 'FAIL'],
      outcome: 'FAIL',
      note: 'Supplier out of stock',
      reason: 'Supplier out of stock',
    });
    const events = await t.db.db.select().from(kitOrderEvents).where(eq(kitOrderEvents.orderId, order.id));
    expect(events.map((e) => e.toStatus)).toEqual(['FAIL']);
  });

  it('answers 409 with a readable message from a status the command does not run from', async () => {
    const order = await newOrder(2, 'CMD-T-2');
    expect((await settle(A, order.id, { outcome: 'CONFIRMED', note: 'First time' })).statusCode).toBe(200);
    const again = await settle(A, order.id, { outcome: 'FAIL', note: 'Second time' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Cannot settle: test order CMD-T-2 is CONFIRMED');
  });

  it('answers 400 with a message per field for a bad body, before touching the row', async () => {
    const order = await newOrder(2, 'CMD-T-3');
    const bad = await settle(A, order.id, { outcome: 'MAYBE', note: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toMatchObject({
      outcome: 'Outcome must be CONFIRMED or FAIL',
      note: 'Note must be at least 3 characters',
    });
    const missing = await settle(A, order.id, { outcome: 'FAIL' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toMatchObject({ note: 'Note is required' });
    expect(await auditOf(order.id, 'settle')).toHaveLength(0);
  });

  it("answers 404 for another centre's row and leaves it as it was", async () => {
    const other = await newOrder(3, 'CMD-T-4');
    const res = await settle(A, other.id, { outcome: 'FAIL', note: 'Not ours' });
    expect(res.statusCode).toBe(404);
    const [row] = await t.db.db.select().from(kitOrders).where(eq(kitOrders.id, other.id));
    expect(row.status).toBe('PENDING');
  });

  it('answers 403 without the access module, and without the authorize level before reading the body', async () => {
    const order = await newOrder(2, 'CMD-T-5');
    expect((await settle(FIN, order.id, { outcome: 'FAIL', note: 'No module' })).statusCode).toBe(403);
    const escalate = await t.as(A, { method: 'POST', url: `/api/${NAME}/${order.id}/escalate`, payload: {} });
    expect(escalate.statusCode).toBe(403);
    expect(escalate.json().message).toBe('Your role cannot escalate test orders');
    const bySuper = await t.as(SUPER, {
      method: 'POST',
      url: `/api/${NAME}/${order.id}/escalate`,
      payload: { why: 'Urgent' },
    });
    expect(bySuper.statusCode, bySuper.body).toBe(200);
    expect(bySuper.json().status).toBe('CONFIRMED');
  });

  it('leaves nothing half-written when the handler refuses after writing', async () => {
    const order = await newOrder(2, 'CMD-T-6');
    const res = await settle(A, order.id, { outcome: 'CONFIRMED', note: 'refuse after writing' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The handler refused after writing');
    const [row] = await t.db.db.select().from(kitOrders).where(eq(kitOrders.id, order.id));
    expect(row).toMatchObject({ status: 'PENDING', reason: null });
    expect(await t.db.db.select().from(kitOrderEvents).where(eq(kitOrderEvents.orderId, order.id))).toHaveLength(0);
    expect(await auditOf(order.id, 'settle')).toHaveLength(0);
  });

  it('may leave the status as it is and give its own answer', async () => {
    const order = await newOrder(2, 'CMD-T-7');
    const res = await t.as(A, {
      method: 'POST',
      url: `/api/${NAME}/${order.id}/remark`,
      payload: { note: 'Call before delivery' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ noted: 'Call before delivery' });
    const [row] = await t.db.db.select().from(kitOrders).where(eq(kitOrders.id, order.id));
    expect(row).toMatchObject({ status: 'PENDING', reason: 'Call before delivery' });
    const [entry] = await auditOf(order.id, 'remark');
    expect(entry.changes).toMatchObject({ status: ['PENDING', 'PENDING'], note: 'Call before delivery' });
  });

  it('keeps commands without a handler: declared status, onCommand extras, fields answered per field', async () => {
    const order = await newOrder(2, 'CMD-T-8');
    const url = `/api/${NAME}/${order.id}/hold`;
    const empty = await t.as(A, { method: 'POST', url });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().fieldErrors)).toEqual(['reason']);
    const held = await t.as(A, { method: 'POST', url, payload: { reason: 'Waiting for the fee' } });
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json()).toMatchObject({ status: 'FAIL', reason: 'Waiting for the fee' });
    const [entry] = await auditOf(order.id, 'hold');
    expect(entry.changes).toMatchObject({ status: ['PENDING', 'FAIL'], reason: 'Waiting for the fee' });
  });

  it('documents the typed body and answer in OpenAPI, and the moved transitions at their old URLs', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const op = doc.paths[`/api/${NAME}/{id}/settle`].post;
    expect(Object.keys(op.requestBody.content['application/json'].schema.properties)).toEqual(['outcome', 'note']);
    expect(op.responses['200'].content['application/json'].schema.properties).toHaveProperty('status');
    expect(doc.paths[`/api/${NAME}/{id}/escalate`].post.summary).toBe('Escalate (level_6)');
    const moved = [
      '/api/order-history/{id}/confirm',
      '/api/order-history/{id}/cancel',
      '/api/order-history/{id}/fail',
      '/api/delivery/challan/{id}/ship',
      '/api/delivery/challan/{id}/deliver',
      '/api/place-order/wow-kit/{id}/zsm-approve',
      '/api/place-order/wow-kit/{id}/approve',
      '/api/place-order/wow-kit/{id}/reject',
      '/api/approve-payment/{id}/approve',
      '/api/approve-payment/{id}/reject',
      '/api/approve-concession/{id}/approve',
      '/api/approve-concession/{id}/reject',
    ];
    for (const path of moved) expect(doc.paths[path]?.post, path).toBeDefined();
    expect(
      doc.paths['/api/delivery/challan/{id}/ship'].post.requestBody.content['application/json'].schema.required,
    ).toEqual(['courier', 'shippingReferenceNo']);
    // The permission matrix and the fuzz walk read the route table: the commands are in it with their modules.
    const table = t.app.routeTable.filter((r) => r.method === 'POST');
    expect(table).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ url: '/api/order-history/:id/confirm', module: 'orderHistory' }),
        expect.objectContaining({ url: '/api/delivery/challan/:id/ship', module: 'deliveryChallan' }),
        expect.objectContaining({ url: '/api/approve-payment/:id/approve', module: 'ApprovePaymentList' }),
      ]),
    );
  });
});
