/** Writing the SOP library: sections and their versions, who reads what, and who has acknowledged. */
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  actingUser,
  audit,
  auditSubject,
  conflict,
  fieldError,
  franchiseeFence,
  inTransaction,
  notFound,
  richText,
  type RequestContext,
} from '@portal/kit';
import type { z } from 'zod';
import { franchisees } from '@portal/mod-org/server';
import { roles } from '@portal/mod-system/server';
import { adminUsers, userRoles } from '@portal/mod-users/server';
import { SECTION_MAX_CHARS, STALE_SECTION_MESSAGE } from '../shared/constants.ts';
import type { acknowledgements, sectionAnswer, sectionForEdit, sectionVersionRow } from '../shared/contracts.ts';
import type { sopRolesInput } from '../shared/inputs.ts';
import { sopDocumentShape, sopFolderShape } from '../shared/resources.ts';
import { effectiveRoles, sectionsOf } from './library.service.ts';
import { sopAcknowledgements, sopDocuments, sopFolders, sopSections, sopSectionVersions } from './schema.ts';

const sectionSubject = auditSubject('sop-sections');

const sectionBody = richText(SECTION_MAX_CHARS, { required: true });

/** The section's HTML made safe; a section without words is refused under its field. */
function cleanBody(html: string): string {
  const parsed = sectionBody.safeParse(html);
  if (!parsed.success) throw fieldError('body', parsed.error.issues[0]?.message ?? 'Write the section');
  return parsed.data;
}

async function lockedDocument(ctx: RequestContext, id: number) {
  const [doc] = await ctx.db
    .select({ id: sopDocuments.id, version: sopDocuments.version, isActive: sopDocuments.isActive })
    .from(sopDocuments)
    .where(eq(sopDocuments.id, id))
    .for('update');
  if (!doc) throw notFound('Document');
  if (!doc.isActive) throw conflict('This document is archived; restore it before changing it');
  return doc;
}

async function sectionById(ctx: RequestContext, id: number): Promise<z.output<typeof sectionAnswer>> {
  const [doc] = await ctx.db
    .select({ documentId: sopSections.documentId })
    .from(sopSections)
    .where(eq(sopSections.id, id));
  if (!doc) throw notFound('Section');
  return (await sectionsOf(ctx, doc.documentId)).find((s) => s.id === id)!;
}

/** A new section at the end of the document: version 1 of the section, the document's next version. */
export async function addSection(ctx: RequestContext, documentId: number, input: { title: string; body: string }) {
  const body = cleanBody(input.body);
  const id = await inTransaction(ctx, async (tx) => {
    const doc = await lockedDocument(tx, documentId);
    const [{ next }] = await tx.db
      .select({ next: sql<number>`coalesce(max(${sopSections.position}), 0)::int + 1` })
      .from(sopSections)
      .where(eq(sopSections.documentId, documentId));
    const [section] = await tx.db
      .insert(sopSections)
      .values({
        documentId,
        position: Number(next),
        title: input.title,
        body,
        version: 1,
        updatedBy: actingUser(ctx).id,
      })
      .returning({ id: sopSections.id });
    await saveVersion(tx, { sectionId: section.id, documentId, version: 1, from: doc.version, ...input, body });
    return section.id;
  });
  return sectionById(ctx, id);
}

/** The new version's row, the document's version one up, and the audit entry, in the caller's transaction. */
async function saveVersion(
  tx: RequestContext,
  v: { sectionId: number; documentId: number; version: number; from: number; title: string; body: string },
) {
  const documentVersion = v.from + 1;
  await tx.db.insert(sopSectionVersions).values({
    sectionId: v.sectionId,
    documentId: v.documentId,
    version: v.version,
    documentVersion,
    title: v.title,
    body: v.body,
    editedBy: tx.user!.id,
  });
  await tx.db
    .update(sopDocuments)
    .set({ version: documentVersion, updatedAt: new Date() })
    .where(eq(sopDocuments.id, v.documentId));
  await audit(tx, {
    resource: sectionSubject,
    recordId: v.sectionId,
    action: v.version === 1 ? 'create' : 'update',
    changes: { documentId: v.documentId, version: v.version, documentVersion, title: v.title },
  });
}

export async function sectionForEditing(ctx: RequestContext, id: number): Promise<z.output<typeof sectionForEdit>> {
  const section = await sectionById(ctx, id);
  const [document] = await ctx.db
    .select({
      id: sopDocuments.id,
      title: sopDocuments.title,
      folderId: sopDocuments.folderId,
      version: sopDocuments.version,
    })
    .from(sopDocuments)
    .where(eq(sopDocuments.id, section.documentId));
  return { section, document };
}

/**
 * Saves a section from the version its editor opened. When someone saved it since, the answer is a 409
 * saying so and nothing is written; the section is locked while it is checked and saved.
 */
export async function editSection(
  ctx: RequestContext,
  id: number,
  input: { title: string; body: string; baseVersion: number },
) {
  const body = cleanBody(input.body);
  await inTransaction(ctx, async (tx) => {
    const [section] = await tx.db
      .select({ documentId: sopSections.documentId, version: sopSections.version })
      .from(sopSections)
      .where(eq(sopSections.id, id))
      .for('update');
    if (!section) throw notFound('Section');
    if (section.version !== input.baseVersion) throw conflict(STALE_SECTION_MESSAGE);
    const doc = await lockedDocument(tx, section.documentId);
    const version = section.version + 1;
    await tx.db
      .update(sopSections)
      .set({ title: input.title, body, version, updatedBy: tx.user!.id, updatedAt: new Date() })
      .where(eq(sopSections.id, id));
    await saveVersion(tx, {
      sectionId: id,
      documentId: section.documentId,
      version,
      from: doc.version,
      ...input,
      body,
    });
  });
  return sectionById(ctx, id);
}

export async function versionsOf(ctx: RequestContext, id: number): Promise<z.output<typeof sectionVersionRow>[]> {
  await sectionById(ctx, id);
  return ctx.db
    .select({
      version: sopSectionVersions.version,
      documentVersion: sopSectionVersions.documentVersion,
      title: sopSectionVersions.title,
      body: sopSectionVersions.body,
      editedBy: sql<
        string | null
      >`(select u.first_name || ' ' || u.last_name from ${adminUsers} u where u.id = ${sopSectionVersions.editedBy})`,
      editedAt: sopSectionVersions.editedAt,
    })
    .from(sopSectionVersions)
    .where(eq(sopSectionVersions.sectionId, id))
    .orderBy(desc(sopSectionVersions.version));
}

/** add-roles: every active folder and document with its own roles. */
export async function rolesOverview(ctx: RequestContext) {
  const folders = await ctx.db
    .select({ id: sopFolders.id, name: sopFolders.name, roles: sopFolders.roles })
    .from(sopFolders)
    .where(eq(sopFolders.isActive, true))
    .orderBy(asc(sopFolders.name));
  const documents = await ctx.db
    .select({
      id: sopDocuments.id,
      title: sopDocuments.title,
      folderId: sopDocuments.folderId,
      roles: sopDocuments.roles,
    })
    .from(sopDocuments)
    .where(eq(sopDocuments.isActive, true))
    .orderBy(asc(sopDocuments.title));
  return { folders, documents };
}

/** add-roles: who reads a folder, or a document (an empty list on a document: its folder's roles). */
export async function setRoles(ctx: RequestContext, input: z.output<typeof sopRolesInput>) {
  const table = input.folderId !== undefined ? sopFolders : sopDocuments;
  const id = (input.folderId ?? input.documentId)!;
  const roles = [...new Set(input.roles)];
  return inTransaction(ctx, async (tx) => {
    const [row] = await tx.db.update(table).set({ roles, updatedAt: new Date() }).where(eq(table.id, id)).returning({
      roles: table.roles,
    });
    if (!row)
      throw input.folderId !== undefined
        ? fieldError('folderId', 'Folder not found')
        : fieldError('documentId', 'Document not found');
    await audit(tx, {
      resource: input.folderId !== undefined ? sopFolderShape : sopDocumentShape,
      recordId: id,
      action: 'roles',
      changes: { roles },
    });
    return { roles: row.roles };
  });
}

/**
 * Who at the centres the user sees has acknowledged the document's current version, and who has not: every
 * active account of a centre holding a role the document is shown to. The centres come from the fence.
 */
export async function acknowledgementsOf(
  ctx: RequestContext,
  id: number,
  franchiseeID?: number,
): Promise<z.output<(typeof acknowledgements)['response']>> {
  const [doc] = await ctx.db
    .select({ id: sopDocuments.id, title: sopDocuments.title, version: sopDocuments.version, roles: effectiveRoles })
    .from(sopDocuments)
    .innerJoin(sopFolders, eq(sopFolders.id, sopDocuments.folderId))
    .where(eq(sopDocuments.id, id));
  if (!doc) throw notFound('Document');
  const name = sql<string>`${adminUsers.firstName} || ' ' || ${adminUsers.lastName}`;
  const acked = await ctx.db
    .select({
      userId: adminUsers.id,
      name,
      email: adminUsers.email,
      franchiseeId: sopAcknowledgements.franchiseeId,
      centre: franchisees.companyName,
      acknowledgedAt: sopAcknowledgements.acknowledgedAt,
    })
    .from(sopAcknowledgements)
    .innerJoin(adminUsers, eq(adminUsers.id, sopAcknowledgements.userId))
    .leftJoin(franchisees, eq(franchisees.id, sopAcknowledgements.franchiseeId))
    .where(
      and(
        eq(sopAcknowledgements.documentId, id),
        eq(sopAcknowledgements.documentVersion, doc.version),
        franchiseeFence(ctx, sopAcknowledgements.franchiseeId, franchiseeID),
      ),
    )
    .orderBy(asc(franchisees.companyName), asc(name));
  const answer = { documentId: doc.id, title: doc.title, version: doc.version, acknowledged: acked };
  const shownTo = doc.roles ?? [];
  if (shownTo.length === 0 || doc.version === 0) return { ...answer, pending: [] };
  const pending = await ctx.db
    .selectDistinct({
      userId: adminUsers.id,
      name,
      email: adminUsers.email,
      franchiseeId: sql<number>`${adminUsers.franchiseeId}`,
      centre: franchisees.companyName,
    })
    .from(adminUsers)
    .innerJoin(franchisees, eq(franchisees.id, adminUsers.franchiseeId))
    .innerJoin(userRoles, eq(userRoles.userId, adminUsers.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      and(
        eq(adminUsers.isActive, true),
        isNotNull(adminUsers.franchiseeId),
        franchiseeFence(ctx, adminUsers.franchiseeId, franchiseeID),
        inArray(roles.role, shownTo),
        sql`not exists (select 1 from ${sopAcknowledgements} a where a.document_id = ${id}
          and a.document_version = ${doc.version} and a.user_id = ${adminUsers.id})`,
      ),
    )
    .orderBy(asc(franchisees.companyName), asc(name));
  return { ...answer, pending };
}
