import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Audience, PersonalData } from './declarations.ts';
import { allResources } from './registry.ts';

export type { DataCategory, DataSubject, PersonalData } from './declarations.ts';

/**
 * Personal data, declared once on the resource that holds it: whose data it is, what kind, who inside the
 * centre may read it, how long it is kept and why. The kit applies the audience to every read and write path
 * (audience.ts); retention jobs, consent and a rights desk read the rest from `personalDataRegistry()`.
 */

/** A column naming the person a row is about, and the resource whose rows are those people. */
export interface DataSubjectColumn {
  column: string;
  resource: string;
}

/**
 * The columns that relate a resource's rows to a person, from its declaration: its own id when each row is one
 * person, and every person reference field (an admission, a staff record, an enquiry).
 */
export function subjectColumns(res: {
  name: string;
  personalData?: PersonalData;
  fields: Record<string, { kind: string; ref?: { resource: string } }>;
}): DataSubjectColumn[] {
  const own = res.personalData?.person ? [{ column: 'id', resource: res.name }] : [];
  return [...own, ...personReferences(res).map((r) => ({ column: r.field, resource: r.resource }))];
}

/** The reference fields of a resource that name a person: those pointing at a resource whose rows are people. */
export function personReferences(res: { fields: Record<string, { kind: string; ref?: { resource: string } }> }) {
  const people = new Set(
    allResources()
      .filter((r) => r.personalData?.person)
      .map((r) => r.name),
  );
  return Object.entries(res.fields)
    .filter(([, field]) => field.kind === 'reference' && field.ref && people.has(field.ref.resource))
    .map(([name, field]) => ({ field: name, resource: field.ref!.resource }));
}

/**
 * Personal data kept in a table that is not a resource (a copy made on the way, rows a module serves by hand),
 * declared the same way: the table, what it holds, whose, who reads it, how long and why. Each table's own folder
 * declares it beside the table; the schema scan (apps/server/test/personal-tables.test.ts) fails for a table
 * holding a person's data that no resource or declaration covers.
 */
export interface PlatformPersonalData extends Pick<PersonalData, 'whose' | 'categories' | 'retention' | 'purposes'> {
  table: string;
  label: string;
  /** Who reads the rows, in words a parent reads ('the child’s parents and the centre’s head'). */
  audience: string;
  /** The table itself, when declared with it: the rights export reads its rows. */
  rows?: PgTable;
}

/** A table's declaration as written beside it: the table itself (or its name, for a table kept elsewhere). */
export interface PlatformDataDeclaration extends Omit<PlatformPersonalData, 'table' | 'rows'> {
  table: string | PgTable;
}

const platformData: PlatformPersonalData[] = [];

/** Declares a table's personal data (once, beside the table). */
export function declarePlatformData(entry: PlatformDataDeclaration): PlatformPersonalData {
  const declared =
    typeof entry.table === 'string'
      ? { ...entry, table: entry.table }
      : { ...entry, table: getTableName(entry.table), rows: entry.table };
  platformData.push(declared);
  return declared;
}

/** Every platform table's declaration. */
export const platformPersonalData = (): readonly PlatformPersonalData[] => platformData;

/** A table holding personal data, from a resource's declaration or a table's own. */
export interface TablePersonalData extends PlatformPersonalData {
  /** The resource serving the table, when one does. */
  resource?: string;
}

/** Resources as they are declared (defineResource), whether or not a server registered their routes. */
interface DeclaredResource {
  name: string;
  label: string;
  table: PgTable;
  personalData: PersonalData;
}
const declaredResources: DeclaredResource[] = [];

/** Notes a resource's personal data by table, when it is declared (called by defineResource). */
export function noteResourceData(res: DeclaredResource) {
  declaredResources.push(res);
}

/** Who an audience reaches, in words: the roles reaching every row, and the relationships reaching some. */
export function audienceWords(audience: Audience): string {
  const every = audience.everyRow.map((s) => (typeof s === 'string' ? s : 'head office'));
  const related = (audience.related ?? []).map((r) =>
    r.onlyThroughRoles?.length ? `${r.onlyThroughRoles.join(', ')} (their own)` : (r.ownerLabel ?? 'the person'),
  );
  return [...new Set([...every, ...related])].join(', ');
}

/**
 * Every declared table holding personal data: each resource's (by its table) and each table declared on its own.
 * The schema scan, the rights export and "What we hold" read it.
 */
export function tablePersonalData(): TablePersonalData[] {
  const byTable = new Map<string, TablePersonalData>();
  for (const res of declaredResources)
    if (!byTable.has(getTableName(res.table)))
      byTable.set(getTableName(res.table), {
        table: getTableName(res.table),
        rows: res.table,
        resource: res.name,
        label: res.label,
        whose: res.personalData.whose,
        categories: res.personalData.categories,
        audience: audienceWords(res.personalData.audience),
        retention: res.personalData.retention,
        purposes: res.personalData.purposes,
      });
  for (const entry of platformData) if (!byTable.has(entry.table)) byTable.set(entry.table, entry);
  return [...byTable.values()];
}

/** One line per resource that holds personal data: what a retention job, a consent screen or a rights desk reads. */
export interface PersonalDataEntry extends Omit<PersonalData, 'audience'> {
  resource: string;
  label: string;
  module: string;
  /** The fields that never leave the server (hashes, tokens, PINs). */
  secretFields: readonly string[];
  /** The columns relating its rows to a person (`subjectColumns`). */
  subjects: DataSubjectColumn[];
}

/** Every registered resource's personal-data declaration, by resource name. */
export function personalDataRegistry(): PersonalDataEntry[] {
  return allResources().flatMap((res) => {
    if (!res.personalData) return [];
    const { audience: _a, ...declared } = res.personalData;
    return [
      {
        resource: res.name,
        label: res.label,
        module: res.module,
        ...declared,
        secretFields: res.secretFields,
        subjects: subjectColumns(res),
      },
    ];
  });
}
