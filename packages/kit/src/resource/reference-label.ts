import { sql, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { fieldText, type FieldDef } from '@portal/core';
import type { Resource } from './define.ts';
import { findResource } from './registry.ts';

/**
 * Where a reference's label comes from: the referenced resource's own `referenceLabel` when it declares one
 * (a section reads as '<class> <section>', 'Nursery A', wherever it is referenced), else the column its
 * `labelField` names. A part that is itself a reference reads as that reference's own label (one hop: a
 * child's admission is labelled by its `studentId`, which reads as the student's name). A label field the
 * target lacks falls back to its id.
 */
export interface LabelSource {
  target: Resource;
  parts: LabelPart[];
}

interface LabelPart {
  /** The referenced row's column holding the label, or the id of the row that holds it when there is a hop. */
  column: PgColumn;
  hop?: { target: Resource; column: PgColumn };
  /** The field the words come from, which says how people read them (a date, a code). */
  field?: FieldDef;
}

const sources = new WeakMap<FieldDef, LabelSource>();

export function labelSource(field: FieldDef | undefined): LabelSource | undefined {
  if (!field) return undefined;
  let source = sources.get(field);
  if (!source && (source = findSource(field))) sources.set(field, source);
  return source;
}

function findSource(field: FieldDef): LabelSource | undefined {
  const target = field.kind === 'reference' && field.ref ? findResource(field.ref.resource) : undefined;
  if (!target) return undefined;
  const names = target.referenceLabel ?? [field.ref!.labelField];
  return { target, parts: names.map((name) => labelPart(target, name)) };
}

function labelPart(target: Resource, name: string): LabelPart {
  const column = target.columns[name] ?? target.columns.id;
  const via = target.fields[name];
  const next =
    target.columns[name] && via?.kind === 'reference' && via.ref ? findResource(via.ref.resource) : undefined;
  if (!next) return { column, field: target.columns[name] ? via : undefined };
  const last = next.columns[via!.ref!.labelField] ? via!.ref!.labelField : 'id';
  return { column, hop: { target: next, column: next.columns[last] }, field: next.fields[last] };
}

/** The column's name in the database (the schema uses snake_case for keys without an explicit name). */
export function columnName(column: PgColumn) {
  return sql.identifier(column.keyAsName ? toSnakeCase(column.name) : column.name);
}

/**
 * The referenced rows as `ref` (joined to each hop's rows as `ref_label`, `ref_label_1`, …) and their label
 * as text, its parts joined by a space. The tables are aliased, so a lookup correlated with an outer query
 * never resolves a name to its own tables.
 */
export function labelFrom(source: LabelSource): { from: SQL; label: SQL } {
  const joins: SQL[] = [];
  const texts = source.parts.map((part, i) => {
    if (!part.hop) return sql`ref.${columnName(part.column)}::text`;
    const alias = sql.identifier(i === 0 ? 'ref_label' : `ref_label_${i}`);
    joins.push(sql` left join ${part.hop.target.table} as ${alias}
      on ${alias}.${columnName(part.hop.target.columns.id)} = ref.${columnName(part.column)}`);
    return sql`${alias}.${columnName(part.hop.column)}::text`;
  });
  const label = texts.length === 1 ? texts[0] : sql`nullif(concat_ws(' ', ${sql.join(texts, sql`, `)}), '')`;
  return { from: sql`${source.target.table} as ref${sql.join(joins)}`, label };
}

/** The label of the row whose id is `id` (an outer query's column), as a correlated subquery. */
export function labelLookup(source: LabelSource, id: SQL): SQL {
  const { from, label } = labelFrom(source);
  return sql`(select ${label} from ${from} where ref.${columnName(source.target.columns.id)} = ${id})`;
}

/**
 * The label as people read it: a date label DD-MM-YYYY, a code by its words. Null when every part reads
 * as stored (the label is answered as the database wrote it).
 */
export function labelReader(source: LabelSource): ((raw: string) => string) | null {
  const [only] = source.parts;
  if (source.parts.length !== 1 || !only.field || !readsDifferently(only.field)) return null;
  const field = only.field;
  return (raw) => fieldText(field, raw) || raw;
}

function readsDifferently(field: FieldDef): boolean {
  return (
    ['date', 'datetime', 'enum'].includes(field.kind) || (field.display !== undefined && field.display !== 'as-written')
  );
}
