import { sql, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FieldDef } from '@portal/core';
import type { Resource } from './define.ts';
import { findResource } from './registry.ts';

/**
 * Where a reference's label comes from: the column of the referenced resource its `labelField` names,
 * or, when that field is itself a reference, that reference's own label (one hop: a child's admission
 * is labelled by its `studentId`, which reads as the student's name). A label field the target lacks
 * falls back to its id.
 */
export interface LabelSource {
  target: Resource;
  /** The referenced row's label, or the id of the row that holds it when there is a hop. */
  column: PgColumn;
  hop?: { target: Resource; column: PgColumn };
}

export function labelSource(field: FieldDef | undefined): LabelSource | undefined {
  const target = field?.kind === 'reference' && field.ref ? findResource(field.ref.resource) : undefined;
  if (!target) return undefined;
  const name = field!.ref!.labelField;
  const column = target.columns[name] ?? target.columns.id;
  const via = target.fields[name];
  const next =
    target.columns[name] && via?.kind === 'reference' && via.ref ? findResource(via.ref.resource) : undefined;
  if (!next) return { target, column };
  return { target, column, hop: { target: next, column: next.columns[via.ref!.labelField] ?? next.columns.id } };
}

/** The column's name in the database (the schema uses snake_case for keys without an explicit name). */
export function columnName(column: PgColumn) {
  return sql.identifier(column.keyAsName ? toSnakeCase(column.name) : column.name);
}

/**
 * The referenced rows as `ref` (joined to the hop's rows as `ref_label`) and their label as text. The
 * tables are aliased, so a lookup correlated with an outer query never resolves a name to its own tables.
 */
export function labelFrom(source: LabelSource): { from: SQL; label: SQL } {
  const { target, column, hop } = source;
  if (!hop) return { from: sql`${target.table} as ref`, label: sql`ref.${columnName(column)}::text` };
  return {
    from: sql`${target.table} as ref left join ${hop.target.table} as ref_label
      on ref_label.${columnName(hop.target.columns.id)} = ref.${columnName(column)}`,
    label: sql`ref_label.${columnName(hop.column)}::text`,
  };
}

/** The label of the row whose id is `id` (an outer query's column), as a correlated subquery. */
export function labelLookup(source: LabelSource, id: SQL): SQL {
  const { from, label } = labelFrom(source);
  return sql`(select ${label} from ${from} where ref.${columnName(source.target.columns.id)} = ${id})`;
}
