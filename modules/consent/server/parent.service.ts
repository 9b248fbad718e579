import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { ROLE, type Language } from '@portal/core';
import {
  AppError,
  badRequest,
  conflict,
  giveBackAttempt,
  inTransaction,
  notFound,
  queueMessage,
  requireUser,
  reserveAttempt,
  reserveSend,
  tooManyRequests,
  type RequestContext,
} from '@portal/kit';
import { admissionInfo, type AdmissionInfo } from '@portal/mod-students/server';
import { adminUsers } from '@portal/mod-users/server';
import {
  CONSENT_CODE,
  CONSENT_CODE_DAY,
  CONSENT_MESSAGES as MSG,
  CONSENT_PURPOSES,
  NOTICE_VERSIONS,
  type ConsentPurpose,
} from '../shared/constants.ts';
import type { ConsentCodeInput, DecideInput } from '../shared/inputs.ts';
import { codeMessage, noticeOf } from './notices.ts';
import { consentCodes, consentRecords } from './schema.ts';
import { currentDecisions, type ConsentRow } from './state.service.ts';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const ending = (mobile: string) => mobile.slice(-4);

/** The signed-in parent's account: its language, its mobile and the child it is linked to. */
async function parentAccount(ctx: RequestContext) {
  requireUser(ctx);
  const [account] = await ctx.db
    .select({ language: adminUsers.language, mobile: adminUsers.mobile, child: adminUsers.studentAdmissionId })
    .from(adminUsers)
    .where(eq(adminUsers.id, ctx.user.id));
  return account;
}

/** The parent's children: the admissions their account is linked to (as a parent), inside their fence. */
async function myChildren(ctx: RequestContext): Promise<AdmissionInfo[]> {
  const account = await parentAccount(ctx);
  if (!account?.child || !ctx.roleNames.includes(ROLE.PARENT)) return [];
  const child = await admissionInfo(ctx, account.child);
  return child ? [child] : [];
}

/** One of the parent's own children; any other child (another family's, another centre's) is not found. */
async function ownChild(ctx: RequestContext, studentAdmissionId: number): Promise<AdmissionInfo> {
  const child = (await myChildren(ctx)).find((c) => c.id === studentAdmissionId);
  if (!child) throw notFound('Child');
  return child;
}

/** The mobile a code goes to: the parent's on the child's admission record, else the account's own. */
async function mobileOnRecord(ctx: RequestContext, child: AdmissionInfo): Promise<string | null> {
  return child.parentMobile || (await parentAccount(ctx))?.mobile || null;
}

function purposeAnswer(purpose: ConsentPurpose, language: Language | null, row: ConsentRow | undefined) {
  return {
    purpose,
    notice: noticeOf(purpose, language),
    granted: row?.decision === 'GRANTED',
    decision: row?.decision ?? null,
    decidedAt: row?.decidedAt ?? null,
    decidedBy: row?.decidedByName ?? null,
    verifiedBy: row?.verifiedBy ?? null,
    noticeVersion: row?.noticeVersion ?? null,
  };
}

/** The parent's children's consents per purpose, with each notice in the language asked (else the account's). */
export async function myConsents(ctx: RequestContext, query: { language?: Language }) {
  const account = await parentAccount(ctx);
  const language = query.language ?? account?.language ?? 'en';
  const children = await myChildren(ctx);
  const decisions = await currentDecisions(
    ctx,
    children.map((c) => c.id),
  );
  const mobile = children[0] ? await mobileOnRecord(ctx, children[0]) : null;
  return {
    children: children.map((child) => ({
      studentAdmissionId: child.id,
      childName: child.studentName,
      className: child.className ?? '',
      consents: CONSENT_PURPOSES.map((purpose) =>
        purposeAnswer(
          purpose,
          language,
          decisions.find((d) => d.studentAdmissionId === child.id && d.purpose === purpose),
        ),
      ),
    })),
    mobileEnding: mobile ? ending(mobile) : null,
  };
}

/**
 * Texts a 6-digit code to the mobile on record for one decision: at most a few an hour per account, and within the
 * day's sends to that mobile, from this account and from the centre (counted with the text, in its transaction).
 */
export async function requestConsentCode(ctx: RequestContext, input: ConsentCodeInput) {
  const child = await ownChild(ctx, input.studentAdmissionId);
  const user = ctx.user!;
  const mobile = await mobileOnRecord(ctx, child);
  if (!mobile) throw badRequest(MSG.noMobile);
  const [asked] = await ctx.db
    .select({ n: count() })
    .from(consentCodes)
    .where(and(eq(consentCodes.userId, user.id), gt(consentCodes.createdAt, new Date(Date.now() - 3_600_000))));
  if (asked.n >= CONSENT_CODE.perHour) throw tooManyRequests(MSG.tooManyCodes);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const referenceId = randomUUID();
  const expiresAt = new Date(Date.now() + CONSENT_CODE.ttlMs);
  const language = (await parentAccount(ctx))?.language ?? null;
  await inTransaction(ctx, async (tx) => {
    await reserveSend(tx.db, {
      kind: 'consent.code',
      to: mobile,
      by: user.id,
      centre: child.franchiseeId,
      perDay: CONSENT_CODE_DAY.sends,
    });
    await tx.db.insert(consentCodes).values({
      referenceId,
      userId: user.id,
      studentAdmissionId: child.id,
      purpose: input.purpose,
      decision: input.decision,
      mobile,
      codeHash: sha256(`${referenceId}:${code}`),
      expiresAt,
    });
    const minutes = Math.round(CONSENT_CODE.ttlMs / 60_000);
    await queueMessage(tx.db, {
      channel: 'sms',
      to: mobile,
      body: codeMessage(language, 'body', { code, child: child.studentName, minutes }),
    });
  });
  return { referenceId, mobileEnding: ending(mobile), expiresAt };
}

/**
 * Checks a code against the decision it was asked for. Each guess is taken before the code is compared, outside
 * any transaction, so a wrong one stays counted; the last wrong guess voids the code.
 */
async function checkCode(ctx: RequestContext, input: DecideInput & { verification: { by: 'OTP' } }) {
  const v = input.verification;
  const [req] = await ctx.db.select().from(consentCodes).where(eq(consentCodes.referenceId, v.referenceId));
  if (!req || req.userId !== ctx.user!.id || req.consumedAt) throw badRequest(MSG.codeGone);
  if (
    req.studentAdmissionId !== input.studentAdmissionId ||
    req.purpose !== input.purpose ||
    req.decision !== input.decision
  )
    throw badRequest(MSG.codeForOther);
  if (req.expiresAt.getTime() <= Date.now()) throw badRequest(MSG.codeExpired);
  // Guesses are counted per account over the day as well as per code: a new code does not bring new guesses.
  const today = await reserveAttempt(ctx.db, {
    key: `consent.code-guesses:${req.userId}`,
    limit: CONSENT_CODE_DAY.guesses,
    windowMs: 24 * 3_600_000,
  });
  if (!today.ok) throw tooManyRequests(MSG.guessesUsedUp);
  const guess = await reserveAttempt(ctx.db, {
    key: `consent.code:${req.id}`,
    limit: CONSENT_CODE.guesses,
    windowMs: CONSENT_CODE.ttlMs,
  });
  if (!guess.ok) {
    await giveBackAttempt(ctx.db, `consent.code-guesses:${req.userId}`);
    throw badRequest(MSG.codeGone);
  }
  const a = Buffer.from(req.codeHash);
  const b = Buffer.from(sha256(`${v.referenceId}:${v.code}`));
  if (a.length !== b.length || !timingSafeEqual(a, b)) {
    if (guess.left === 0) {
      await ctx.db.update(consentCodes).set({ consumedAt: new Date() }).where(eq(consentCodes.id, req.id));
      throw new AppError(400, MSG.tooManyWrong);
    }
    throw badRequest(MSG.wrongCode(guess.left), { 'verification.code': 'The code is not correct' });
  }
  // A right code was no wrong guess: the day's count is of wrong ones.
  await giveBackAttempt(ctx.db, `consent.code-guesses:${req.userId}`);
  return { id: req.id, mobile: req.mobile };
}

/**
 * A parent's decision on one purpose for their child: posted as a new row, never an edit. Verified by the
 * signed-in account, or by the code texted to the mobile on record (used once). The notice read must be the one in
 * force; deciding what is already decided is refused. A first decision may be a refusal ("No").
 */
export async function decide(ctx: RequestContext, input: DecideInput) {
  const child = await ownChild(ctx, input.studentAdmissionId);
  const user = ctx.user!;
  if (input.noticeVersion !== NOTICE_VERSIONS[input.purpose])
    throw conflict('The notice has changed since you opened it. Read it again and decide.');
  const [latest] = await currentDecisions(ctx, [child.id], [input.purpose]);
  // A first answer may be yes or no: a refusal is recorded as surely as a grant (no answer still means no).
  if (latest?.decision === input.decision) throw conflict(MSG.already(input.decision === 'GRANTED'));
  const code =
    input.verification.by === 'OTP' ? await checkCode(ctx, { ...input, verification: input.verification }) : null;
  const row = await inTransaction(ctx, async (tx) => {
    if (code) {
      // Used once: of two right guesses at once, the second finds the code used.
      const [used] = await tx.db
        .update(consentCodes)
        .set({ consumedAt: new Date() })
        .where(and(eq(consentCodes.id, code.id), isNull(consentCodes.consumedAt)))
        .returning({ id: consentCodes.id });
      if (!used) throw badRequest(MSG.codeGone);
    }
    const [posted] = await tx.db
      .insert(consentRecords)
      .values({
        franchiseeId: child.franchiseeId,
        studentAdmissionId: child.id,
        purpose: input.purpose,
        decision: input.decision,
        noticeVersion: input.noticeVersion,
        language: input.language,
        verifiedBy: input.verification.by,
        mobileEnding: code ? ending(code.mobile) : null,
        decidedBy: user.id,
      })
      .returning();
    return posted;
  });
  const name = `${user.firstName} ${user.lastName}`.trim();
  return purposeAnswer(input.purpose, input.language, { ...row, decidedByName: name || null });
}
