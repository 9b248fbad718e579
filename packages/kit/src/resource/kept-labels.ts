import { getTableName, sql, type Table } from 'drizzle-orm';
import type { RequestContext } from '../context.ts';
import type { Resource, Row } from './define.ts';
import { columnName, labelFrom, labelReader, labelSource, type LabelSource } from './reference-label.ts';
import { listTotalsOf } from './totals.ts';

/**
 * A list page's reference labels (a class's name, a counsellor's email) read from what this node keeps rather than
 * by a lookup beside each row: issue 69 measured those lookups at half of what a centre's enquiry list costs the
 * database. The labels of a referenced table are kept, by id, while this node hears every change to the tables they
 * are read from (the same announcements that keep the lists' totals); a page asks the database only for the ids it
 * has not met yet, in one statement. Where changes go unheard, the lookup stays in the page's own query.
 */

/** At most this many labels per referenced table and version (a network's classes and staff fit many times). */
const MAX_LABELS = 20_000;

/** The tables a label is read from: the referenced resource's and each hop's. */
function tablesOf(source: LabelSource): string[] {
  const tables = [source.target.table, ...source.parts.flatMap((p) => (p.hop ? [p.hop.target.table] : []))];
  // cast: a resource's table is a Table; its generic parameter is not needed here
  return [...new Set(tables.map((t) => getTableName(t as Table)))];
}

/** Where the labels of `source` are kept on this database handle as of now; undefined where they may not be. */
function keptSlot(ctx: RequestContext, res: Resource, name: string, source: LabelSource): string | undefined {
  return listTotalsOf(ctx.db)?.keyOf(tablesOf(source), `labels:${res.name}:${name}`);
}

/** The reference fields of `fields` whose labels this node keeps now (the page's query leaves them out). */
export function keptLabelFields(ctx: RequestContext, res: Resource, fields: readonly string[]): string[] {
  return fields.filter((name) => {
    const source = labelSource(res.fields[name]);
    // Kept by number: a reference to a row with another kind of id keeps its lookup in the query.
    if (!source || source.target.columns.id?.dataType !== 'number') return false;
    return keptSlot(ctx, res, name, source) !== undefined;
  });
}

/** Puts each row's `<field>Label` of the kept fields, asking the database once per field for the ids not kept. */
export async function addKeptLabels(ctx: RequestContext, res: Resource, names: readonly string[], rows: Row[]) {
  const totals = listTotalsOf(ctx.db);
  for (const name of names) {
    const source = labelSource(res.fields[name])!;
    const slot = keptSlot(ctx, res, name, source);
    const held = slot ? (totals!.read(slot)?.value as Map<number, string | null> | undefined) : undefined;
    const labels = held ?? new Map<number, string | null>();
    const ids = [...new Set(rows.map((r) => r[name]).filter((id): id is number => typeof id === 'number'))];
    const missing = ids.filter((id) => !labels.has(id));
    if (missing.length) {
      const { from, label } = labelFrom(source);
      const idColumn = sql`ref.${columnName(source.target.columns.id)}`;
      const { rows: found } = (await ctx.db.execute(
        sql`select ${idColumn} as id, ${label} as label from ${from}
          where ${idColumn} = any(string_to_array(${missing.join(',')}, ',')::int[])`,
      )) as unknown as { rows: { id: number | string; label: string | null }[] };
      if (labels.size + missing.length > MAX_LABELS) labels.clear();
      for (const id of missing) labels.set(id, null);
      for (const f of found) labels.set(Number(f.id), f.label);
      // Kept under the slot taken before the read: a change committed meanwhile has moved the key on already.
      if (slot && !held) totals!.keep(slot, labels);
    }
    const read = labelReader(source);
    for (const row of rows) {
      const id = row[name];
      const text = typeof id === 'number' ? (labels.get(id) ?? null) : null;
      row[`${name}Label`] = text !== null && read ? read(text) : text;
    }
  }
}
