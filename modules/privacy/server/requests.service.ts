import { addDays } from '@portal/core';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '@portal/db';
import { conflict, notFound, queueMessage, type RequestContext } from '@portal/kit';
import { franchisees } from '@portal/mod-org/server';
import { adminUsers } from '@portal/mod-users/server';
import { ANSWER_DAYS, OPEN_STATUSES, REQUEST_KIND_LABELS } from '../shared/constants.ts';
import type { AnswerInput, NewRequest } from '../shared/inputs.ts';
import { daysBetween, privacyToday } from './clock.ts';
import { eraseSubject } from './erase.service.ts';
import { rightsExport } from './export.service.ts';
import { grievanceOfficerOf } from './notice.service.ts';
import { privacyRequestEvents, privacyRequests } from './schema.ts';
import { childSubject, enquirySubject, familyEnquiries, type Subject } from './subjects.ts';

const requester = alias(adminUsers, 'requester');

/** A request as the parent and the desk read it. */
const requestColumns = {
  id: privacyRequests.id,
  kind: privacyRequests.kind,
  status: privacyRequests.status,
  childName: privacyRequests.childName,
  centreName: franchisees.companyName,
  requesterFirst: requester.firstName,
  requesterLast: requester.lastName,
  details: privacyRequests.details,
  record: privacyRequests.record,
  nomineeName: privacyRequests.nomineeName,
  nomineeContact: privacyRequests.nomineeContact,
  answer: privacyRequests.answer,
  dueOn: privacyRequests.dueOn,
  escalatedAt: privacyRequests.escalatedAt,
  createdAt: privacyRequests.createdAt,
  answeredAt: privacyRequests.answeredAt,
  enquiryId: privacyRequests.enquiryId,
};

async function readRequests(db: Executor, where: SQL | undefined, page?: { limit: number; offset: number }) {
  const q = db
    .select(requestColumns)
    .from(privacyRequests)
    .innerJoin(franchisees, eq(franchisees.id, privacyRequests.franchiseeId))
    .innerJoin(requester, eq(requester.id, privacyRequests.requestedBy))
    .where(where)
    // Open requests first, the nearest due date first; then the answered ones, newest first.
    .orderBy(
      sql`case when ${privacyRequests.status} in ('OPEN', 'IN_PROGRESS') then 0 else 1 end`,
      asc(privacyRequests.dueOn),
      desc(privacyRequests.id),
    );
  const rows = page ? await q.limit(page.limit).offset(page.offset) : await q;
  const today = privacyToday();
  return rows.map(({ requesterFirst, requesterLast, ...r }) => ({
    ...r,
    kind: r.kind,
    status: r.status as 'OPEN',
    requestedBy: `${requesterFirst} ${requesterLast}`.trim(),
    daysLeft: daysBetween(today, r.dueOn),
  }));
}

async function requestById(db: Executor, id: number) {
  const [r] = await readRequests(db, eq(privacyRequests.id, id));
  if (!r) throw notFound('Request');
  return r;
}

/** The parent's account: its linked child's admission and its contact. */
async function parentAccount(ctx: RequestContext) {
  const [u] = await ctx.db
    .select({ admissionId: adminUsers.studentAdmissionId, mobile: adminUsers.mobile, email: adminUsers.email })
    .from(adminUsers)
    .where(eq(adminUsers.id, ctx.user!.id));
  return u;
}

async function ownChild(ctx: RequestContext): Promise<{ admissionId: number; subject: Subject } | null> {
  const account = await parentAccount(ctx);
  if (!account?.admissionId) return null;
  const subject = await childSubject(ctx.db, account.admissionId);
  return subject && { admissionId: account.admissionId, subject };
}

/** The parent's privacy page: their child, the family's enquiries never admitted, their requests and answers. */
export async function myData(ctx: RequestContext) {
  const account = await parentAccount(ctx);
  const child = await ownChild(ctx);
  return {
    child: child && { studentAdmissionId: child.admissionId, name: child.subject.childName },
    enquiries: await familyEnquiries(ctx.db, { mobile: account?.mobile ?? null, email: account?.email ?? '' }),
    requests: await readRequests(ctx.db, eq(privacyRequests.requestedBy, ctx.user!.id)),
    grievanceOfficer: await grievanceOfficerOf(ctx.db),
  };
}

/** Everything held about the parent's child and the parent themselves. */
export async function myExport(ctx: RequestContext) {
  const child = await ownChild(ctx);
  if (!child) throw notFound('Child');
  return rightsExport(ctx.db, child.subject, ctx.user!.id);
}

/**
 * A parent's request, about their own child or one of the family's enquiries never admitted; another family's
 * child or enquiry is not found. It is due in 90 days.
 */
export async function makeRequest(ctx: RequestContext, input: NewRequest) {
  let subject: Subject | null = null;
  let admissionId: number | null = null;
  if (input.enquiryId) {
    const account = await parentAccount(ctx);
    const own = await familyEnquiries(ctx.db, { mobile: account?.mobile ?? null, email: account?.email ?? '' });
    if (!own.some((e) => e.id === input.enquiryId)) throw notFound('Enquiry');
    subject = await enquirySubject(ctx.db, input.enquiryId);
  } else {
    const child = await ownChild(ctx);
    if (!child || (input.studentAdmissionId && input.studentAdmissionId !== child.admissionId)) throw notFound('Child');
    subject = child.subject;
    admissionId = child.admissionId;
  }
  if (!subject) throw notFound(input.enquiryId ? 'Enquiry' : 'Child');
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(privacyRequests)
      .values({
        franchiseeId: subject.franchiseeId,
        requestedBy: ctx.user!.id,
        studentAdmissionId: admissionId,
        enquiryId: input.enquiryId ?? null,
        childName: subject.childName,
        kind: input.kind,
        details: input.details ?? '',
        record: input.record || null,
        nomineeName: input.nomineeName || null,
        nomineeContact: input.nomineeContact || null,
        dueOn: addDays(privacyToday(), ANSWER_DAYS),
      })
      .returning({ id: privacyRequests.id });
    await tx.insert(privacyRequestEvents).values({
      requestId: row.id,
      status: 'OPEN',
      note: `${REQUEST_KIND_LABELS[input.kind]} asked for`,
      byUserId: ctx.user!.id,
    });
    return row.id;
  });
  return requestById(ctx.db, id);
}

/** Head office's list: every family's requests, searched by child, parent or centre. */
export async function requestList(
  ctx: RequestContext,
  query: { page: number; pageSize: number; search?: string; status?: string },
) {
  const term = query.search ? `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    query.status ? eq(privacyRequests.status, query.status) : undefined,
    term
      ? or(
          ilike(privacyRequests.childName, term),
          ilike(sql`${requester.firstName} || ' ' || ${requester.lastName}`, term),
          ilike(franchisees.companyName, term),
        )
      : undefined,
  );
  const [{ total }] = await ctx.db
    .select({ total: count() })
    .from(privacyRequests)
    .innerJoin(franchisees, eq(franchisees.id, privacyRequests.franchiseeId))
    .innerJoin(requester, eq(requester.id, privacyRequests.requestedBy))
    .where(where);
  const rows = await readRequests(ctx.db, where, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { rows, total };
}

export async function requestDetail(ctx: RequestContext, id: number) {
  const request = await requestById(ctx.db, id);
  const history = await ctx.db
    .select({
      status: privacyRequestEvents.status,
      note: privacyRequestEvents.note,
      first: adminUsers.firstName,
      last: adminUsers.lastName,
      at: privacyRequestEvents.at,
    })
    .from(privacyRequestEvents)
    .leftJoin(adminUsers, eq(adminUsers.id, privacyRequestEvents.byUserId))
    .where(eq(privacyRequestEvents.requestId, id))
    .orderBy(asc(privacyRequestEvents.id));
  return {
    request,
    history: history.map((h) => ({
      status: h.status as 'OPEN',
      note: h.note,
      by: h.first ? `${h.first} ${h.last}`.trim() : 'The portal',
      at: h.at,
    })),
  };
}

async function subjectOf(db: Executor, r: { studentAdmissionId: number | null; enquiryId: number | null }) {
  const subject = r.enquiryId
    ? await enquirySubject(db, r.enquiryId)
    : r.studentAdmissionId
      ? await childSubject(db, r.studentAdmissionId)
      : null;
  if (!subject) throw notFound('Child');
  return subject;
}

/** The rights export of a request's child or enquiry, for the desk. */
export async function requestExport(ctx: RequestContext, id: number) {
  const [r] = await ctx.db.select().from(privacyRequests).where(eq(privacyRequests.id, id));
  if (!r) throw notFound('Request');
  return rightsExport(ctx.db, await subjectOf(ctx.db, r), r.requestedBy);
}

/**
 * Head office takes a request up or closes it with the answer the parent reads. Completing an erasure erases the
 * child's or enquiry's personal data as the declarations say, in the same transaction; the parent is told by email.
 */
export async function answerRequest(ctx: RequestContext, id: number, input: AnswerInput) {
  const files = await ctx.db.transaction(async (tx) => {
    const [r] = await tx.select().from(privacyRequests).where(eq(privacyRequests.id, id)).for('update');
    if (!r) throw notFound('Request');
    if (!(OPEN_STATUSES as readonly string[]).includes(r.status))
      throw conflict(`This request is already ${r.status === 'COMPLETED' ? 'completed' : 'refused'}`);
    let erased: string[] = [];
    let note = input.answer ?? '';
    if (input.status === 'COMPLETED' && r.kind === 'ERASURE') {
      const result = await eraseSubject(tx, await subjectOf(tx, r));
      erased = result.fileIds;
      note =
        `${note}\nErased: ${result.erased.map((e) => `${e.resource} (${e.rows})`).join(', ') || 'nothing held'}`.trim();
    }
    const closing = input.status !== 'IN_PROGRESS';
    await tx
      .update(privacyRequests)
      .set({
        status: input.status,
        answer: input.answer || r.answer,
        ...(closing ? { answeredAt: new Date(), answeredBy: ctx.user?.id ?? null } : {}),
        ...(closing && r.kind === 'ERASURE' && input.status === 'COMPLETED' ? { childName: 'Erased' } : {}),
        updatedAt: new Date(),
      })
      .where(eq(privacyRequests.id, id));
    await tx
      .insert(privacyRequestEvents)
      .values({ requestId: id, status: input.status, note, byUserId: ctx.user?.id ?? null });
    if (closing) {
      const [parent] = await tx
        .select({ email: adminUsers.email })
        .from(adminUsers)
        .where(eq(adminUsers.id, r.requestedBy));
      if (parent)
        await queueMessage(tx, {
          channel: 'email',
          to: parent.email,
          subject: `Your request: ${REQUEST_KIND_LABELS[r.kind]}`,
          body: `Head office has answered your request. Open "My data" in the portal to read the answer.`,
        });
    }
    return erased;
  });
  await removeFiles(files);
  return requestById(ctx.db, id);
}

let removeFiles: (ids: readonly string[]) => Promise<void> = async () => undefined;

/** The module's file store, for the bytes of erased files. */
export function useErasureStore(remove: (ids: readonly string[]) => Promise<void>) {
  removeFiles = remove;
}
