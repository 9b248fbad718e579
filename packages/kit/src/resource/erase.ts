import { inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '@portal/db';
import { IMAGE_WIDTHS, variantId } from '../files/images.ts';
import { files } from '../files/schema.ts';
import type { FileStore } from '../files/storage.ts';
import type { Resource } from './define.ts';
import { allResources } from './registry.ts';
import { subjectColumns } from './personal-data.ts';

/** The people a request is about: ids per person resource ('student' → [7], 'enquiry' → [42]). */
export type SubjectIds = ReadonlyMap<string, readonly number[]>;

/** The condition picking a resource's rows about these people; undefined when none of its columns names them. */
export function subjectCondition(res: Resource, subjects: SubjectIds): SQL | undefined {
  const parts = subjectColumns(res).flatMap(({ column, resource }) => {
    const ids = subjects.get(resource);
    return ids?.length && res.columns[column] ? [inArray(res.columns[column], [...ids])] : [];
  });
  return parts.length ? or(...parts) : undefined;
}

export interface ErasedResource {
  resource: string;
  rows: number;
  files: number;
}

/** A declared replacement as the value to store: `{id}` becomes the row's own id. */
const replacement = (value: string | null, id: PgColumn) =>
  value !== null && value.includes('{id}') ? sql`replace(${value}, '{id}', ${id}::text)` : value;

/**
 * Applies every resource's declared erasure (`personalData.erase`) to its rows about these people: the named
 * columns overwritten (or the rows deleted), the files they held removed from the files table. Rows of resources
 * that declare no erasure (money, tax) are left as they are. Runs inside the caller's transaction; the bytes go
 * after it commits (`removeErasedFiles`), once no row names them.
 */
export async function eraseSubjectRows(db: Executor, subjects: SubjectIds) {
  const erased: ErasedResource[] = [];
  const fileIds: string[] = [];
  for (const res of allResources()) {
    const erase = res.personalData?.erase;
    const where = erase && subjectCondition(res, subjects);
    if (!erase || !where) continue;
    const table: PgTable = res.table;
    const fileColumns = Object.keys(res.fields).filter(
      (c) => res.fields[c].kind === 'file' && res.columns[c] && (erase === 'rows' || c in erase),
    );
    const held = fileColumns.length
      ? await db
          .select(Object.fromEntries(fileColumns.map((c) => [c, res.columns[c]])))
          .from(table)
          .where(where)
      : [];
    const found = held.flatMap((r) => Object.values(r).filter((v): v is string => typeof v === 'string' && !!v));
    const changed =
      erase === 'rows'
        ? await db.delete(table).where(where).returning({ id: res.columns.id })
        : await db
            .update(table)
            .set(
              Object.fromEntries(
                Object.entries(erase)
                  .filter(([c]) => res.columns[c])
                  .map(([c, v]) => [c, replacement(v, res.columns.id)]),
              ),
            )
            .where(where)
            .returning({ id: res.columns.id });
    fileIds.push(...found);
    if (changed.length) erased.push({ resource: res.name, rows: changed.length, files: found.length });
  }
  if (fileIds.length) await db.delete(files).where(inArray(files.id, fileIds));
  return { erased, fileIds };
}

/**
 * Deletes erased files' bytes, a photo's copies at each width too, once their rows are committed; a file already
 * gone is not an error.
 */
export async function removeErasedFiles(store: FileStore | null, fileIds: readonly string[]) {
  if (!store) return;
  for (const id of fileIds) {
    await store.remove(id).catch(() => undefined);
    for (const width of IMAGE_WIDTHS) await store.remove(variantId(id, width)).catch(() => undefined);
  }
}
