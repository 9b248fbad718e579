import { eq, sql } from 'drizzle-orm';
import type { RequestContext } from '../context.ts';
import { fieldError } from '../errors.ts';
import type { Resource } from '../resource/define.ts';
import { allResources } from '../resource/registry.ts';
import { loadRecord } from '../resource/load.ts';
import { files } from './schema.ts';

type FileRow = typeof files.$inferSelect;

/** The records a file is attached to: every row of a registered resource whose 'file' field holds its id. */
export async function fileOwners(ctx: RequestContext, fileId: string): Promise<{ res: Resource; id: number }[]> {
  const lookups = allResources().flatMap((res) =>
    Object.entries(res.fields)
      .filter(([name, field]) => field.kind === 'file' && res.columns[name])
      .map(
        ([name]) =>
          sql`(select ${res.name}::text as resource, ${res.columns.id}::integer as id from ${res.table}
            where ${res.columns[name]} = ${fileId})`,
      ),
  );
  if (lookups.length === 0) return [];
  const result = (await ctx.db.execute(sql.join(lookups, sql` union all `))) as unknown as {
    rows: { resource: string; id: number }[];
  };
  const byName = new Map(allResources().map((res) => [res.name, res]));
  return result.rows.map((r) => ({ res: byName.get(r.resource)!, id: Number(r.id) }));
}

/**
 * Files held by rows outside the resource framework (a message's attachments): `holders` finds the rows holding a
 * file, `mayRead` says whether the user may read such a row. A module registers its link once, at import.
 */
export interface FileLink {
  name: string;
  holders(ctx: RequestContext, fileId: string): Promise<readonly number[]>;
  mayRead(ctx: RequestContext, holderId: number): Promise<boolean>;
}

const links = new Map<string, FileLink>();

export function registerFileLink(link: FileLink): void {
  links.set(link.name, link);
}

/** Whether some registered link holds the file, and whether one holding it lets the user read it. */
async function linkedFile(ctx: RequestContext, fileId: string): Promise<{ held: boolean; readable: boolean }> {
  let held = false;
  for (const link of links.values()) {
    for (const holder of await link.holders(ctx, fileId)) {
      held = true;
      if (await link.mayRead(ctx, holder)) return { held, readable: true };
    }
  }
  return { held, readable: false };
}

/**
 * Whether the user may read a file. An attached file is readable by whoever may read a record it
 * belongs to: that record is loaded through the resource service with the reader's context, so the
 * fence and the owner rule (a colleague's ID document) apply exactly as to the record; a file held through a
 * FileLink, by whoever may read its holder. A file attached to nothing yet is only its uploader's: until a record
 * holds it nobody else can tell whose it is meant to be (a parent's upload is not a marketing post's picture).
 */
export async function mayReadFile(ctx: RequestContext, file: FileRow): Promise<boolean> {
  if (!ctx.user) return false;
  const owners = await fileOwners(ctx, file.id);
  for (const owner of owners) {
    if (
      await loadRecord(ctx, owner.res, owner.id).then(
        () => true,
        () => false,
      )
    )
      return true;
  }
  const linked = await linkedFile(ctx, file.id);
  if (linked.readable) return true;
  if (owners.length > 0 || linked.held) return false;
  return file.uploadedBy === ctx.user.id;
}

/** A file the user may attach to a record: their own upload, or one they may read already. */
export async function assertAttachable(
  ctx: RequestContext,
  fileId: unknown,
  field = 'fileId',
  again = 'Upload the file again',
): Promise<FileRow | null> {
  if (typeof fileId !== 'string') return null;
  const [file] = await ctx.db.select().from(files).where(eq(files.id, fileId));
  if (!file || (file.uploadedBy !== ctx.user?.id && !(await mayReadFile(ctx, file)))) throw fieldError(field, again);
  return file;
}
