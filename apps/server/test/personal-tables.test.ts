import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as kit from '@portal/kit';
import { describe, expect, it } from 'vitest';
// Every module's server: importing it declares its resources (defineResource notes their personal data).
import '../src/modules.ts';

/**
 * Personal data is declared wherever it is kept, not only where the kit serves a resource: every table of every
 * module (and of the kit) holding a child's, a guardian's, a staff member's, an enquirer's or an account's data
 * says whose it is, what kind, who reads it, how long it is kept and why — its resource's `personalData`, or a
 * `declarePlatformData` beside the table. The rights export, "What we hold" and the retention rules read these.
 *
 * A table holds a person's data when it has a column referring to a person (by name or by foreign key; the
 * columns naming who did something, `…By`, are the work's trail, not its subject) or a personal column (a
 * person's name, mobile, email, address or date of birth).
 */
const ROOT = join(import.meta.dirname, '../../..');

/** Columns naming the person a row is about. */
const PERSON_REFERENCE =
  /^(studentId|studentAdmissionId|enquiryId|staffId|userId|memberId|prospectId|pickupId|guardianId)$|[a-z]UserId$/;
/** The tables whose rows are people: a foreign key to one names a person. */
const PERSON_TABLES = new Set([
  'students', 'student_admissions', 'staff', 'enquiries', 'admin_users', 'family_members', 'dev_prospects',
  'vehicle_staff', 'ams_managers', 'day_pickups',
]); // prettier-ignore
/** Who did something to the row (recorded it, decided it): the trail of the work, not whose data the row is. */
const AUTHORSHIP = /^by[A-Z]|By$|ByUserId$/;
/** Columns holding a person's own details. */
const PERSONAL_COLUMN =
  /mobile|phone|email|^address$|^recipient$|^identifier$|dateOfBirth|Dob$|^(first|last|full|parent|child|student|father|mother|payer|staff|owner|fromOwner|toOwner|nominee|acknowledged|accountHolder|grievanceOfficer)Name$|^contactPerson$/i;

/** Tables a personal column's name matches that hold no person's data, each with why. */
const NOT_A_PERSON: Record<string, string> = {
  warehouses: 'the address is a warehouse’s, not a person’s',
};

/** Every Drizzle table of the kit and of each module's schema files. */
async function allTables(): Promise<Map<string, PgTable>> {
  const tables = new Map<string, PgTable>();
  const add = (exports: Record<string, unknown>) => {
    for (const value of Object.values(exports)) if (is(value, PgTable)) tables.set(getTableName(value), value);
  };
  add(kit as Record<string, unknown>);
  for (const module of readdirSync(join(ROOT, 'modules'))) {
    const server = join(ROOT, 'modules', module, 'server');
    const files = (readdirSync(server, { recursive: true }) as string[]).filter((f) => /(^|\/)schema\.ts$/.test(f));
    for (const file of files) add((await import(join(server, file))) as Record<string, unknown>);
  }
  return tables;
}

/** Why a table holds a person's data (its person references and personal columns), or [] when it holds none. */
export function personalColumns(table: PgTable): string[] {
  const config = getTableConfig(table);
  const keyed = new Map<string, string>();
  for (const fk of config.foreignKeys) {
    const ref = fk.reference();
    const target = getTableName(ref.foreignTable);
    if (PERSON_TABLES.has(target))
      for (const column of ref.columns) if (!AUTHORSHIP.test(column.name)) keyed.set(column.name, `→ ${target}`);
  }
  const found: string[] = [];
  for (const column of config.columns) {
    const name = column.name;
    if (keyed.has(name)) found.push(`${name} ${keyed.get(name)}`);
    else if (PERSON_REFERENCE.test(name) && !AUTHORSHIP.test(name)) found.push(name);
    else if (PERSONAL_COLUMN.test(name)) found.push(name);
  }
  return found;
}

describe('every table holding a person’s data is declared', () => {
  it('declares whose, categories, audience, retention and purposes for each', async () => {
    const tables = await allTables();
    expect(tables.size, 'the scan finds the schemas').toBeGreaterThan(200);
    const declared = new Map(kit.tablePersonalData().map((d) => [d.table, d]));
    const missing: string[] = [];
    for (const [name, table] of [...tables].sort(([a], [b]) => a.localeCompare(b))) {
      const why = personalColumns(table);
      if (!why.length || NOT_A_PERSON[name]) continue;
      const d = declared.get(name);
      const complete =
        d && d.whose.length && d.categories.length && d.audience.trim() && d.retention.trim() && d.purposes.length;
      if (!complete) missing.push(`${name} (${why.join(', ')})`);
    }
    expect(missing, 'declare personalData on the resource, or declarePlatformData beside the table').toEqual([]);
  });

  it('declares only tables that exist', async () => {
    const tables = await allTables();
    const unknown = kit
      .platformPersonalData()
      .map((d) => d.table)
      .filter((t) => !tables.has(t));
    expect(unknown).toEqual([]);
  });
});
