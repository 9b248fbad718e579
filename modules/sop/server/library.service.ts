/** Reading the SOP library: what the reader's roles may see, and their "read and understood". */
import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { canAccess } from '@portal/core';
import { audit, conflict, inTransaction, notFound, requireUser, type RequestContext } from '@portal/kit';
import type { z } from 'zod';
import { SOP_MODULES, STALE_ACKNOWLEDGEMENT_MESSAGE } from '../shared/constants.ts';
import type { acknowledgementAnswer, documentAnswer, folderDocuments, sectionAnswer } from '../shared/contracts.ts';
import { adminUsers } from '@portal/mod-users/server';
import { sopAcknowledgements, sopDocuments, sopFolders, sopSections } from './schema.ts';
import { sopDocumentShape } from '../shared/resources.ts';

/** Head office's writers see every folder and document, shown to anyone or not yet. */
export function managesLibrary(ctx: RequestContext): boolean {
  return canAccess(
    { superAdmin: !!ctx.user?.superAdmin, roleNames: ctx.roleNames, endPoints: ctx.endPoints },
    SOP_MODULES.MANAGE,
    'PUT',
  );
}

/** The roles that read a document: its own when set, else its folder's. */
export const effectiveRoles = sql<
  string[]
>`case when cardinality(${sopDocuments.roles}) > 0 then ${sopDocuments.roles} else ${sopFolders.roles} end`;

/** A document the reader may read: active, in an active folder, shown to one of their roles (writers: all). */
function readable(ctx: RequestContext): SQL | undefined {
  const active = and(eq(sopDocuments.isActive, true), eq(sopFolders.isActive, true));
  if (managesLibrary(ctx)) return active;
  return and(active, sql`${effectiveRoles} && ${sql.param(ctx.roleNames)}::text[]`);
}

const likeAny = (search: string | undefined, ...columns: Parameters<typeof ilike>[0][]) =>
  search ? or(...columns.map((c) => ilike(c, `%${search.replace(/[\\%_]/g, '\\$&')}%`))) : undefined;

/** The reader has acknowledged the document's current version. */
const acknowledgedNow = (userId: number) =>
  sql<boolean>`exists (select 1 from ${sopAcknowledgements} a where a.document_id = ${sopDocuments.id}
    and a.document_version = ${sopDocuments.version} and a.user_id = ${userId})`;

/** sop-home: the folders holding a document the reader may read, with how many wait for their acknowledgement. */
export async function libraryHome(ctx: RequestContext, search?: string) {
  requireUser(ctx);
  const user = ctx.user;
  const rows = await ctx.db
    .select({
      id: sopFolders.id,
      name: sopFolders.name,
      description: sopFolders.description,
      documents: sql<number>`count(${sopDocuments.id})::int`,
      toAcknowledge: sql<number>`count(${sopDocuments.id}) filter (where ${sopDocuments.version} > 0
        and not ${acknowledgedNow(user.id)})::int`,
    })
    .from(sopFolders)
    .innerJoin(sopDocuments, eq(sopDocuments.folderId, sopFolders.id))
    .where(and(readable(ctx), likeAny(search, sopFolders.name, sopFolders.description, sopDocuments.title)))
    .groupBy(sopFolders.id)
    .orderBy(asc(sopFolders.name));
  // Writers also see folders that hold nothing yet.
  if (managesLibrary(ctx) && !search) {
    const empty = await ctx.db
      .select({ id: sopFolders.id, name: sopFolders.name, description: sopFolders.description })
      .from(sopFolders)
      .where(
        and(
          eq(sopFolders.isActive, true),
          sql`not exists (select 1 from ${sopDocuments} d where d.folder_id = ${sopFolders.id} and d.is_active)`,
        ),
      );
    rows.push(...empty.map((f) => ({ ...f, documents: 0, toAcknowledge: 0 })));
    rows.sort((a, b) => a.name.localeCompare(b.name));
  }
  return {
    folders: rows.map((r) => ({ ...r, documents: Number(r.documents), toAcknowledge: Number(r.toAcknowledge) })),
  };
}

/** folder/{folderId}: the folder's documents the reader may read, searched and paged. */
export async function documentsOfFolder(
  ctx: RequestContext,
  folderId: number,
  query: { search?: string; page: number; pageSize: number },
): Promise<z.output<(typeof folderDocuments)['response']>> {
  requireUser(ctx);
  const user = ctx.user;
  const [folder] = await ctx.db
    .select({ id: sopFolders.id, name: sopFolders.name, description: sopFolders.description })
    .from(sopFolders)
    .where(and(eq(sopFolders.id, folderId), eq(sopFolders.isActive, true)));
  if (!folder) throw notFound('Folder');
  const where = and(
    eq(sopDocuments.folderId, folderId),
    readable(ctx),
    likeAny(query.search, sopDocuments.title, sopDocuments.summary),
  );
  const rows = await ctx.db
    .select({
      id: sopDocuments.id,
      title: sopDocuments.title,
      summary: sopDocuments.summary,
      version: sopDocuments.version,
      sections: sql<number>`(select count(*)::int from ${sopSections} s where s.document_id = ${sopDocuments.id})`,
      updatedAt: sopDocuments.updatedAt,
      acknowledged: acknowledgedNow(user.id),
      total: sql<number>`count(*) over ()::int`,
    })
    .from(sopDocuments)
    .innerJoin(sopFolders, eq(sopFolders.id, sopDocuments.folderId))
    .where(where)
    .orderBy(asc(sopDocuments.title), asc(sopDocuments.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  // A folder none of whose documents the reader may read is not theirs to know about.
  if (rows.length === 0 && query.page === 1 && !query.search && !managesLibrary(ctx)) {
    const [any] = await ctx.db
      .select({ id: sopDocuments.id })
      .from(sopDocuments)
      .innerJoin(sopFolders, eq(sopFolders.id, sopDocuments.folderId))
      .where(and(eq(sopDocuments.folderId, folderId), readable(ctx)))
      .limit(1);
    if (!any) throw notFound('Folder');
  }
  return {
    folder,
    rows: rows.map(({ total: _t, ...r }) => ({ ...r, sections: Number(r.sections), acknowledged: !!r.acknowledged })),
    total: Number(rows[0]?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

const editorName = sql<
  string | null
>`(select u.first_name || ' ' || u.last_name from ${adminUsers} u where u.id = ${sopSections.updatedBy})`;

export async function sectionsOf(ctx: RequestContext, documentId: number): Promise<z.output<typeof sectionAnswer>[]> {
  return ctx.db
    .select({
      id: sopSections.id,
      documentId: sopSections.documentId,
      position: sopSections.position,
      title: sopSections.title,
      body: sopSections.body,
      version: sopSections.version,
      updatedAt: sopSections.updatedAt,
      updatedBy: editorName,
    })
    .from(sopSections)
    .where(eq(sopSections.documentId, documentId))
    .orderBy(asc(sopSections.position), asc(sopSections.id));
}

/** A document the reader may read, or a 404 (another role's document does not exist for them). */
export async function readableDocument(ctx: RequestContext, id: number) {
  const [doc] = await ctx.db
    .select({
      id: sopDocuments.id,
      folderId: sopDocuments.folderId,
      folder: sopFolders.name,
      title: sopDocuments.title,
      summary: sopDocuments.summary,
      version: sopDocuments.version,
      roles: effectiveRoles,
    })
    .from(sopDocuments)
    .innerJoin(sopFolders, eq(sopFolders.id, sopDocuments.folderId))
    .where(and(eq(sopDocuments.id, id), readable(ctx)));
  if (!doc) throw notFound('Document');
  return doc;
}

export async function readDocument(ctx: RequestContext, id: number): Promise<z.output<typeof documentAnswer>> {
  requireUser(ctx);
  const user = ctx.user;
  const doc = await readableDocument(ctx, id);
  const [ack] = await ctx.db
    .select({ at: sopAcknowledgements.acknowledgedAt })
    .from(sopAcknowledgements)
    .where(
      and(
        eq(sopAcknowledgements.documentId, id),
        eq(sopAcknowledgements.documentVersion, doc.version),
        eq(sopAcknowledgements.userId, user.id),
      ),
    );
  return { ...doc, roles: doc.roles ?? [], sections: await sectionsOf(ctx, id), acknowledgedAt: ack?.at ?? null };
}

/**
 * "Read and understood" of the version the reader saw: a version that is no longer current is a 409 and
 * nothing is written; acknowledging the same version again answers the first acknowledgement.
 */
export async function acknowledgeDocument(
  ctx: RequestContext,
  id: number,
  version: number,
): Promise<z.output<typeof acknowledgementAnswer>> {
  requireUser(ctx);
  const user = ctx.user;
  return inTransaction(ctx, async (tx) => {
    const doc = await readableDocument(tx, id);
    if (doc.version === 0) throw conflict('This document has no sections to acknowledge yet');
    if (doc.version !== version) throw conflict(STALE_ACKNOWLEDGEMENT_MESSAGE);
    const [row] = await tx.db
      .insert(sopAcknowledgements)
      .values({ documentId: id, documentVersion: version, userId: user.id, franchiseeId: user.franchiseeId })
      .onConflictDoNothing()
      .returning({ at: sopAcknowledgements.acknowledgedAt });
    if (row) {
      await audit(tx, {
        resource: sopDocumentShape,
        recordId: id,
        action: 'acknowledge',
        franchiseeId: user.franchiseeId,
        changes: { version },
      });
      return { documentId: id, version, acknowledgedAt: row.at };
    }
    const [first] = await tx.db
      .select({ at: sopAcknowledgements.acknowledgedAt })
      .from(sopAcknowledgements)
      .where(
        and(
          eq(sopAcknowledgements.documentId, id),
          eq(sopAcknowledgements.documentVersion, version),
          eq(sopAcknowledgements.userId, user.id),
        ),
      );
    return { documentId: id, version, acknowledgedAt: first.at };
  });
}
