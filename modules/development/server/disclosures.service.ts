import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  AppError,
  audit,
  conflict,
  files,
  findByLink,
  inTransaction,
  notFound,
  queueMessage,
  readableFile,
  type FileStore,
  type RequestContext,
} from '@portal/kit';
import { and } from 'drizzle-orm';
import { formatDate } from '@portal/core';
import { ACK_LINK_DAYS } from '../shared/constants.ts';
import type { DisclosureView } from '../shared/contracts.ts';
import { acknowledgedCurrent, currentDisclosure, enterStage } from './stages.service.ts';
import { devAcknowledgements, devDisclosures, devProspects } from './schema.ts';
import { prospectShape } from '../shared/resources.ts';

type Prospect = typeof devProspects.$inferSelect;
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const DAY_MS = 86_400_000;
/** Stages past the site's approval, where a newer version is acknowledged without the stage going back. */
const PAST_SITE: readonly string[] = ['SITE_APPROVED', 'LOI_TOKEN_PAID'];
const LINK_INVALID = 'This link is not valid or has expired. Please ask us for a new one.';

/** The current document, or a 409 saying head office has to upload one first. */
async function documentToSend(ctx: RequestContext) {
  const doc = await currentDisclosure(ctx);
  if (!doc) throw conflict('Upload the disclosure document before sending it');
  return doc;
}

/**
 * Sends the current disclosure document: a fresh link (24 random bytes, kept only as its SHA-256) that the prospect
 * opens without signing in. Sending again replaces the link. Runs inside the stage command's transaction.
 */
export async function sendDisclosure(ctx: RequestContext, prospect: Prospect) {
  const doc = await documentToSend(ctx);
  const pastSite = PAST_SITE.includes(prospect.stage);
  if (pastSite && (await acknowledgedCurrent(ctx, prospect.id)))
    throw conflict(`${prospect.name} has already acknowledged the current disclosure document`);
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(Date.now() + ACK_LINK_DAYS * DAY_MS);
  // Past the site's approval the prospect keeps their stage: the gate alone waits for the new version.
  const stamp = pastSite ? {} : await enterStage(ctx, prospect, 'DISCLOSURE_SENT');
  await tellProspect(ctx, prospect, `/disclosure/${token}`, doc.version, expiresAt);
  return {
    ...(pastSite ? { status: prospect.stage } : {}),
    set: { ...stamp, disclosureSentId: doc.id, ackTokenHash: tokenHash(token), ackTokenExpiresAt: expiresAt },
    answer: { link: `/disclosure/${token}`, version: doc.version, expiresAt },
  };
}

/** The prospect gets the link by SMS, and by email when they gave one. */
async function tellProspect(ctx: RequestContext, prospect: Prospect, path: string, version: number, until: Date) {
  const link = `${process.env.PUBLIC_URL?.replace(/\/$/, '') ?? ''}${path}`;
  const day = formatDate(until);
  const body =
    `Dear ${prospect.name}, please read our franchise disclosure document (version ${version}) and ` +
    `acknowledge it at ${link} before anything is signed or paid. The link is open until ${day}.`;
  await queueMessage(ctx.db, { channel: 'sms', to: prospect.mobile, body });
  if (prospect.email)
    await queueMessage(ctx.db, {
      channel: 'email',
      to: prospect.email,
      subject: 'Franchise disclosure document',
      body,
    });
}

/** Keeps an acknowledgement of the document the prospect was sent, once per version. */
async function keepAcknowledgement(
  ctx: RequestContext,
  prospect: Prospect,
  via: { channel: 'LINK' | 'STAFF'; evidenceFileId?: string; remark?: string },
) {
  const [doc] = prospect.disclosureSentId
    ? await ctx.db.select().from(devDisclosures).where(eq(devDisclosures.id, prospect.disclosureSentId))
    : [];
  if (!doc) throw conflict('Send the disclosure document before recording its acknowledgement');
  const current = await documentToSend(ctx);
  if (current.id !== doc.id)
    throw conflict(`A newer disclosure document (version ${current.version}) was uploaded: send it again first`);
  const [ack] = await ctx.db
    .insert(devAcknowledgements)
    .values({
      prospectId: prospect.id,
      disclosureId: doc.id,
      version: doc.version,
      channel: via.channel,
      ip: ctx.ip,
      evidenceFileId: via.evidenceFileId ?? null,
      remark: via.remark ?? null,
      recordedBy: ctx.user?.id ?? null,
    })
    .onConflictDoNothing()
    .returning();
  return ack;
}

/** Staff record the prospect's acknowledgement with its evidence (a signed copy, the prospect's email). */
export async function recordAcknowledgement(
  ctx: RequestContext,
  prospect: Prospect,
  input: { evidenceFileId: string; remark?: string },
) {
  await readableFile(ctx, input.evidenceFileId).catch(() => {
    throw new AppError(400, 'Attach the evidence as an uploaded file', { evidenceFileId: 'File not found' });
  });
  await keepAcknowledgement(ctx, prospect, { channel: 'STAFF', ...input });
  if (PAST_SITE.includes(prospect.stage)) return { status: prospect.stage };
  return { set: await enterStage(ctx, prospect, 'DISCLOSURE_ACKNOWLEDGED') };
}

// ---- the prospect's link ----

async function prospectOfLink(ctx: RequestContext, token: string): Promise<Prospect> {
  const prospect = await findByLink(ctx.db, { secret: 'development.disclosure', ip: ctx.ip }, async () => {
    const [found] = await ctx.db
      .select()
      .from(devProspects)
      .where(eq(devProspects.ackTokenHash, tokenHash(token)));
    return found;
  });
  if (!prospect || !prospect.ackTokenExpiresAt || prospect.ackTokenExpiresAt < new Date())
    throw new AppError(404, LINK_INVALID);
  return prospect;
}

async function view(ctx: RequestContext, prospect: Prospect): Promise<DisclosureView> {
  const [doc] = await ctx.db
    .select()
    .from(devDisclosures)
    .where(eq(devDisclosures.id, prospect.disclosureSentId ?? 0));
  if (!doc) throw new AppError(404, LINK_INVALID);
  const [ack] = await ctx.db
    .select({ at: devAcknowledgements.acknowledgedAt })
    .from(devAcknowledgements)
    .where(and(eq(devAcknowledgements.prospectId, prospect.id), eq(devAcknowledgements.disclosureId, doc.id)));
  return { name: prospect.name, version: doc.version, title: doc.title, acknowledgedAt: ack?.at ?? null };
}

export async function linkDisclosure(ctx: RequestContext, token: string) {
  return view(ctx, await prospectOfLink(ctx, token));
}

/** The document's bytes for the link's holder. */
export async function linkDocument(ctx: RequestContext, store: FileStore, token: string) {
  const prospect = await prospectOfLink(ctx, token);
  const [doc] = await ctx.db
    .select()
    .from(devDisclosures)
    .where(eq(devDisclosures.id, prospect.disclosureSentId ?? 0));
  const [file] = doc ? await ctx.db.select().from(files).where(eq(files.id, doc.fileId)) : [];
  if (!file) throw notFound('Document');
  return { file, body: await store.read(file.id) };
}

/** The prospect acknowledges through the link: the version, the time and the address are kept; the stage moves. */
export async function linkAcknowledge(ctx: RequestContext, token: string) {
  const found = await prospectOfLink(ctx, token);
  return inTransaction(ctx, async (ctx) => {
    const [prospect] = await ctx.db.select().from(devProspects).where(eq(devProspects.id, found.id)).for('update');
    const ack = await keepAcknowledgement(ctx, prospect, { channel: 'LINK' });
    if (ack && prospect.stage === 'DISCLOSURE_SENT') {
      const stamp = await enterStage(ctx, prospect, 'DISCLOSURE_ACKNOWLEDGED');
      await ctx.db
        .update(devProspects)
        .set({ ...stamp, stage: 'DISCLOSURE_ACKNOWLEDGED', updatedAt: new Date() })
        .where(eq(devProspects.id, prospect.id));
      await audit(ctx, {
        resource: prospectShape,
        recordId: prospect.id,
        action: 'acknowledge',
        changes: { version: ack.version, ip: ctx.ip, stage: ['DISCLOSURE_SENT', 'DISCLOSURE_ACKNOWLEDGED'] },
      });
    }
    return view(ctx, prospect);
  });
}
