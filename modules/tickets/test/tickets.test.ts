import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CRON_STATUS } from '@portal/core';
import { enqueue, jobRuns, startWorker } from '@portal/kit';
import { fileForm, startTestApp, type TestApp } from '@portal/server/testing';
import * as C from '../shared/contracts.ts';
import { MESSAGES } from '../shared/index.ts';
import { setClock, SLA_JOB, slaEscalationJob } from '../server/index.ts';
import { act, CENTRE_A, CENTRE_B, details, FINANCE, MARKETING, matrixId, raise, SUPER, userId } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
afterEach(() => setClock(undefined));

const HOUR = 3_600_000;
const later = (hours: number) => new Date(Date.now() + hours * HOUR);

describe('raising and routing', () => {
  it('routes a ticket by its category to the matrix department, owner and SLA', async () => {
    const before = Date.now();
    const id = await raise(t);
    const res = await details(t, CENTRE_A, id);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json();
    expect(d).toMatchObject({
      status: 'OPEN',
      category: 'Fees and refunds',
      department: 'FINANCE',
      owner: 'Vikram Joshi',
      escalationLevel: 1,
      slaHours: 24,
      raisedByKind: 'TICKET_FRANCHISEE',
      side: 'centre',
      overdue: false,
    });
    const due = Date.parse(d.dueAt);
    expect(due).toBeGreaterThanOrEqual(before + 24 * HOUR - 1000);
    expect(due).toBeLessThanOrEqual(Date.now() + 24 * HOUR + 1000);
    expect(d.messages).toHaveLength(1);
    expect(d.messages[0]).toMatchObject({ kind: 'MESSAGE', authorKind: 'TICKET_FRANCHISEE' });
    expect(d.actions).toEqual(['reply']);
    // The desk sees it in its open list, with the centre and the owner.
    const list = await t.as(FINANCE, {
      method: 'GET',
      url: '/api/ticketing-bees/tickets?ticketstatus=open&pageSize=200',
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().rows.find((r: { id: number }) => r.id === id)).toMatchObject({
      centre: 'Little Sprouts Preschool Indiranagar',
      department: 'FINANCE',
      owner: 'Vikram Joshi',
      status: 'OPEN',
    });
    const desk = (await details(t, FINANCE, id)).json();
    expect(desk.side).toBe('desk');
    expect(desk.actions).toEqual(['reply', 'start', 'resolve']);
  });

  it('searches, pages and exports the list', async () => {
    await raise(t, { subject: 'Searchable zebra crossing board' });
    const hit = await t.as(CENTRE_A, { method: 'GET', url: '/api/ticketing-bees/tickets?ticketstatus=all&q=zebra' });
    expect(hit.json().rows.map((r: { subject: string }) => r.subject)).toEqual(['Searchable zebra crossing board']);
    const page = await t.as(CENTRE_A, {
      method: 'GET',
      url: '/api/ticketing-bees/tickets?ticketstatus=all&pageSize=1&page=2',
    });
    expect(page.json()).toMatchObject({ page: 2, pageSize: 1 });
    expect(page.json().rows).toHaveLength(1);
    expect(page.json().count).toBeGreaterThan(2);
    const csv = await t.as(CENTRE_A, {
      method: 'GET',
      url: '/api/ticketing-bees/tickets/export?ticketstatus=all&q=zebra',
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Searchable zebra crossing board');
  });

  it('refuses a category head office has switched off', async () => {
    const created = await t.as(SUPER, {
      method: 'POST',
      url: '/api/ticket-matrix',
      payload: { category: 'Old category', department: 'TECH', ownerUserId: await userId(t, SUPER), slaHours: 4 },
    });
    expect(created.statusCode, created.body).toBe(201);
    await t.as(SUPER, { method: 'DELETE', url: `/api/ticket-matrix/${created.json().id}` });
    const res = await t.as(CENTRE_A, {
      method: 'POST',
      url: '/api/tickets',
      payload: { matrixId: created.json().id, priority: 'LOW', subject: 'Anything', description: 'Anything at all' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.inactiveCategory);
  });

  it('lets only head office change the matrix', async () => {
    const body = { category: 'Transport', department: 'OPERATION', ownerUserId: await userId(t, SUPER), slaHours: 12 };
    const desk = await t.as(FINANCE, { method: 'POST', url: '/api/ticket-matrix', payload: body });
    expect(desk.statusCode).toBe(403);
    const centre = await t.as(CENTRE_A, { method: 'GET', url: '/api/ticket-matrix' });
    expect(centre.statusCode).toBe(403);
    const list = await t.as(FINANCE, { method: 'GET', url: '/api/ticket-matrix' });
    expect(list.statusCode).toBe(200);
    expect(list.json().rows.map((r: { category: string }) => r.category)).toContain('Fees and refunds');
  });
});

describe('status rules', () => {
  it('moves open → in progress → resolved → closed, each by its side', async () => {
    const id = await raise(t);
    const early = await act(t, CENTRE_A, id, 'start');
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe(MESSAGES.deskOnly('start work on'));
    expect((await act(t, FINANCE, id, 'start', { note: 'Checking with the bank' })).json()).toEqual({
      id,
      status: 'IN PROGRESS',
    });
    const bare = await act(t, FINANCE, id, 'resolve', {});
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe(MESSAGES.resolutionRequired);
    const resolved = await act(t, FINANCE, id, 'resolve', { note: 'Refund sent by NEFT' });
    expect(resolved.json().status).toBe('RESOLVED');
    const again = await act(t, FINANCE, id, 'resolve', { note: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Cannot resolve: ticket #${id} is RESOLVED`);
    const d = (await details(t, CENTRE_A, id)).json();
    expect(d.actions).toEqual(['reply', 'close', 'reopen']);
    expect(d.messages.map((m: { body: string }) => m.body).slice(1)).toEqual([
      'Work started: Checking with the bank',
      'Resolved: Refund sent by NEFT',
    ]);
    expect((await act(t, CENTRE_A, id, 'close')).json().status).toBe('CLOSED');
    const reply = await t.as(CENTRE_A, {
      method: 'POST',
      url: `/api/ticketing-bees/tickets/${id}/messages`,
      payload: { body: 'One more thing' },
    });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toBe(MESSAGES.closed);
  });

  it('reopens within 7 days of the resolution and refuses after', async () => {
    const id = await raise(t);
    await act(t, FINANCE, id, 'resolve', { note: 'Done' });
    setClock(later(6 * 24));
    const reopened = await act(t, CENTRE_A, id, 'reopen', { note: 'Not received yet' });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().status).toBe('OPEN');
    const d = (await details(t, CENTRE_A, id)).json();
    expect(d.resolvedAt).toBeNull();
    // A new SLA window from the reopening.
    expect(Date.parse(d.dueAt)).toBeGreaterThan(later(6 * 24 + 23).getTime());
    await act(t, FINANCE, id, 'resolve', { note: 'Received now' });
    setClock(later(6 * 24 + 7 * 24 + 1));
    const late = await act(t, CENTRE_A, id, 'reopen');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(MESSAGES.reopenTooLate);
    expect((await details(t, CENTRE_A, id)).json().status).toBe('RESOLVED');
  });

  it('keeps both sides in one ordered conversation with attachments', async () => {
    const upload = await fileForm('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n', 'cheque.pdf');
    const file = await t.as(CENTRE_A, { method: 'POST', url: '/api/files', ...upload });
    expect(file.statusCode, file.body).toBe(201);
    const id = await raise(t, { fileIds: [file.json().id] });
    const reply = await t.as(FINANCE, {
      method: 'POST',
      url: `/api/ticketing-bees/tickets/${id}/messages`,
      payload: { body: 'Which bank was the cheque drawn on?' },
    });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json()).toMatchObject({ authorKind: 'TICKET_ADMIN', author: 'Vikram Joshi', kind: 'MESSAGE' });
    await t.as(CENTRE_A, {
      method: 'POST',
      url: `/api/ticketing-bees/tickets/${id}/messages`,
      payload: { body: 'State Bank of India' },
    });
    const d = (await details(t, FINANCE, id)).json();
    expect(d.messages.map((m: { authorKind: string; body: string }) => [m.authorKind, m.body])).toEqual([
      ['TICKET_FRANCHISEE', 'A parent withdrew within the cooling period and asks for the admission fee back.'],
      ['TICKET_ADMIN', 'Which bank was the cheque drawn on?'],
      ['TICKET_FRANCHISEE', 'State Bank of India'],
    ]);
    expect(d.messages[0].attachments).toEqual([
      { fileId: file.json().id, name: 'cheque.pdf', size: expect.any(Number), contentType: 'application/pdf' },
    ]);
    // The desk reads the centre's file; another centre does not.
    expect((await t.as(FINANCE, { method: 'GET', url: `/api/files/${file.json().id}` })).statusCode).toBe(200);
    expect((await t.as(CENTRE_B, { method: 'GET', url: `/api/files/${file.json().id}` })).statusCode).toBe(404);
  });
});

describe('access', () => {
  it("shows a centre only its own tickets: another centre's id is a 404", async () => {
    const id = await raise(t);
    expect((await details(t, CENTRE_B, id)).statusCode).toBe(404);
    expect((await t.as(CENTRE_B, { method: 'GET', url: `/api/tickets/${id}` })).statusCode).toBe(404);
    expect((await act(t, CENTRE_B, id, 'close')).statusCode).toBe(404);
    const reply = await t.as(CENTRE_B, {
      method: 'POST',
      url: `/api/ticketing-bees/tickets/${id}/messages`,
      payload: { body: 'Hello' },
    });
    expect(reply.statusCode).toBe(404);
    const list = await t.as(CENTRE_B, {
      method: 'GET',
      url: '/api/ticketing-bees/tickets?ticketstatus=all&pageSize=200',
    });
    expect(list.json().rows.every((r: { franchiseeId: number }) => r.franchiseeId === 3)).toBe(true);
    expect(list.json().rows.some((r: { id: number }) => r.id === id)).toBe(false);
    const other = await t.as(CENTRE_B, { method: 'GET', url: '/api/ticketing-bees/tickets?franchiseeID=2' });
    expect(other.statusCode).toBe(404);
  });

  it('refuses a ticket action by a desk outside its routing, with a message', async () => {
    const id = await raise(t);
    const res = await act(t, MARKETING, id, 'start');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.outsideRouting('FINANCE'));
    const reply = await t.as(MARKETING, {
      method: 'POST',
      url: `/api/ticketing-bees/tickets/${id}/messages`,
      payload: { body: 'Not mine' },
    });
    expect(reply.statusCode).toBe(403);
    // Reading stays open to head office; acting does not.
    const d = await details(t, MARKETING, id);
    expect(d.statusCode).toBe(200);
    expect(d.json()).toMatchObject({ side: null, actions: [] });
    // Head office acts on any ticket.
    expect((await act(t, SUPER, id, 'start')).statusCode).toBe(200);
  });

  it('lets only the centre that raised a ticket edit it, while it is open', async () => {
    const id = await raise(t);
    const desk = await t.as(FINANCE, { method: 'PUT', url: `/api/tickets/${id}`, payload: { priority: 'LOW' } });
    expect(desk.statusCode).toBe(403);
    expect(desk.json().message).toBe(MESSAGES.raisedOnly);
    const own = await t.as(CENTRE_A, { method: 'PUT', url: `/api/tickets/${id}`, payload: { priority: 'URGENT' } });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().priority).toBe('URGENT');
    await act(t, FINANCE, id, 'start');
    const late = await t.as(CENTRE_A, { method: 'PUT', url: `/api/tickets/${id}`, payload: { priority: 'LOW' } });
    expect(late.statusCode).toBe(409);
  });
});

describe('SLA escalation', () => {
  async function runSweep() {
    const worker = await startWorker({ db: t.db.db, jobs: [slaEscalationJob], pollMs: 20, heartbeatMs: 200 });
    try {
      const { runId } = await enqueue(t.db.db, SLA_JOB);
      for (let i = 0; i < 400; i++) {
        const [run] = await t.db.db.select().from(jobRuns).where(eq(jobRuns.id, runId));
        if (run.status === CRON_STATUS.COMPLETED) return run.result as { escalated: number };
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error('the SLA sweep did not finish');
    } finally {
      await worker.stop();
    }
  }

  it('escalates a ticket past its SLA to the next level and says so on the ticket', async () => {
    const id = await raise(t);
    setClock(later(23));
    await runSweep();
    expect((await details(t, CENTRE_A, id)).json().escalationLevel).toBe(1);

    setClock(later(25));
    expect((await details(t, CENTRE_A, id)).json().overdue).toBe(true);
    const overdue = await t.as(CENTRE_A, { method: 'GET', url: '/api/ticketing-bees/tickets?ticketstatus=overdue' });
    expect(overdue.json().rows.map((r: { id: number }) => r.id)).toContain(id);
    expect((await runSweep()).escalated).toBeGreaterThanOrEqual(1);
    const d = (await details(t, CENTRE_A, id)).json();
    expect(d).toMatchObject({ escalationLevel: 2, owner: 'Kavita Sharma', overdue: false });
    expect(d.messages.at(-1)).toMatchObject({
      kind: 'EVENT',
      authorKind: 'SYSTEM',
      body: 'Escalated to level 2 (Kavita Sharma): not resolved within the SLA of 24 hours',
    });
    const escalated = await t.as(FINANCE, { method: 'GET', url: '/api/ticketing-bees/tickets?ticketstatus=escalated' });
    expect(escalated.json().rows.find((r: { id: number }) => r.id === id)).toMatchObject({ escalationLevel: 2 });

    setClock(later(50));
    await runSweep();
    const top = (await details(t, CENTRE_A, id)).json();
    expect(top).toMatchObject({ escalationLevel: 3, owner: null });
    expect(top.messages.at(-1).body).toBe(
      'Escalated to level 3 (head office): not resolved within the SLA of 24 hours',
    );
    // Head office is the last level: a later sweep leaves it there.
    setClock(later(100));
    await runSweep();
    expect((await details(t, CENTRE_A, id)).json().escalationLevel).toBe(3);
  });

  it('leaves a resolved ticket alone', async () => {
    const id = await raise(t);
    await act(t, FINANCE, id, 'resolve', { note: 'Quick fix' });
    setClock(later(30));
    await runSweep();
    expect((await details(t, CENTRE_A, id)).json().escalationLevel).toBe(1);
  });
});

describe('bad input', () => {
  it('answers each mistake with a 4xx and a message, writing nothing', async () => {
    const fees = await matrixId(t, 'Fees and refunds');
    const before = (await t.as(CENTRE_A, { method: 'GET', url: '/api/ticketing-bees/tickets?ticketstatus=all' })).json()
      .count;
    const cases: [Record<string, unknown>, string][] = [
      [{ matrixId: fees, priority: 'HIGH', description: 'No subject here' }, 'Subject is required'],
      [{ matrixId: fees, priority: 'SOON', subject: 'Bad priority', description: 'Text' }, 'Priority'],
      [{ matrixId: 999999, priority: 'HIGH', subject: 'Unknown category', description: 'Text' }, 'Category'],
      [
        { matrixId: fees, priority: 'HIGH', subject: 'Bogus file', description: 'Text', fileIds: ['nope'] },
        'Upload the file again',
      ],
      [
        { matrixId: fees, priority: 'HIGH', subject: 'Extra', description: 'Text', status: 'CLOSED' },
        'Unknown field: status',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await t.as(CENTRE_A, { method: 'POST', url: '/api/tickets', payload });
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(res.json().message).toContain(message);
    }
    const after = (await t.as(CENTRE_A, { method: 'GET', url: '/api/ticketing-bees/tickets?ticketstatus=all' })).json()
      .count;
    expect(after).toBe(before);
    const id = await raise(t);
    const empty = await t.as(CENTRE_A, {
      method: 'POST',
      url: `/api/ticketing-bees/tickets/${id}/messages`,
      payload: { body: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Write a message');
    const status = await t.as(CENTRE_A, { method: 'GET', url: '/api/ticketing-bees/tickets?ticketstatus=lost' });
    expect(status.statusCode).toBe(400);
    expect(status.json().message).toContain('The status must be one of');
    const unknown = await act(t, FINANCE, id, 'start', { reason: 'x' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('Unknown field: reason');
  });
});

describe('report', () => {
  it('counts by category and centre with the time to resolve', async () => {
    const id = await raise(t);
    setClock(later(10));
    await act(t, FINANCE, id, 'resolve', { note: 'Sorted' });
    setClock(undefined);
    const res = await t.as(SUPER, { method: 'GET', url: '/api/ticketing-bees/report' });
    expect(res.statusCode, res.body).toBe(200);
    const fees = res.json().byCategory.find((r: { category: string }) => r.category === 'Fees and refunds');
    expect(fees.total).toBeGreaterThanOrEqual(1);
    expect(fees.resolved).toBeGreaterThanOrEqual(1);
    expect(fees.averageResolveHours).toBeGreaterThan(0);
    const centres = res.json().byCentre.map((r: { franchiseeId: number }) => r.franchiseeId);
    expect(centres).toEqual(expect.arrayContaining([2, 3]));
    const own = await t.as(CENTRE_B, { method: 'GET', url: '/api/ticketing-bees/report' });
    expect(own.json().byCentre.map((r: { franchiseeId: number }) => r.franchiseeId)).toEqual([3]);
    const bad = await t.as(SUPER, { method: 'GET', url: '/api/ticketing-bees/report?fromDate=2026-02-30' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('contracts of the framework routes', () => {
  it('name routes the server registers, so the screens cannot call a path that moved', () => {
    const declared = [C.raiseTicket, C.ticketList, C.ticketListExport, ...Object.values(C.ticketActions)];
    for (const e of declared)
      expect(t.app.hasRoute({ method: e.method, url: e.path }), `${e.method} ${e.path}`).toBe(true);
  });
});
