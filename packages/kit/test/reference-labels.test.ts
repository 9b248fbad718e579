import { randomBytes } from 'node:crypto';
import { referenceTo, resourceShape, type ResourceShape } from '@portal/core';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '@portal/db';
import {
  actingForFranchisee,
  anonymousContext,
  defineResource,
  everyFranchiseeContext,
  forgetResourceDefinition,
  getRecord,
  listRecords,
  present,
  registerResourceDefinition,
  type RequestContext,
  type Resource,
} from '../src/index.ts';

/**
 * A reference labelled by a reference of its target reads as that reference's label (one hop): a
 * note names its enrolment by the enrolled person's name, on lists, records and in the list search,
 * inside the fence. The resources sit over three small tables of their own.
 */
const people = pgTable('label_people', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  franchiseeId: integer().notNull(),
  fullName: text().notNull(),
});
const enrolments = pgTable('label_enrolments', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  franchiseeId: integer().notNull(),
  personId: integer().notNull(),
  code: text().notNull(),
});
const notes = pgTable('label_notes', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  franchiseeId: integer().notNull(),
  enrolmentId: integer().notNull(),
  body: text().notNull(),
});
const remarks = pgTable('label_remarks', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  franchiseeId: integer().notNull(),
  noteId: integer().notNull(),
});

const reference = (label: string, target: () => ResourceShape, labelField: string) => ({
  kind: 'reference' as const,
  label,
  required: true,
  ref: referenceTo(target, labelField),
});

const personShape = resourceShape({
  name: 'label-person',
  label: 'Person',
  module: 'Labels',
  fields: { fullName: { kind: 'text', label: 'Name', required: true } },
});
const enrolmentShape = resourceShape({
  name: 'label-enrolment',
  label: 'Enrolment',
  module: 'Labels',
  fields: { personId: reference('Person', () => personShape, 'fullName'), code: { kind: 'text', label: 'Code' } },
});
const noteShape = resourceShape({
  name: 'label-note',
  label: 'Note',
  module: 'Labels',
  fields: { enrolmentId: reference('Child', () => enrolmentShape, 'personId'), body: { kind: 'text', label: 'Body' } },
});
const remarkShape = resourceShape({
  name: 'label-remark',
  label: 'Remark',
  module: 'Labels',
  fields: { noteId: reference('Note', () => noteShape, 'enrolmentId') },
});

const personResource = defineResource({
  ...personShape,
  scope: 'franchisee',
  table: people,
  titleField: 'fullName',
  list: { columns: ['fullName'], search: ['fullName'] },
});
const enrolmentResource = defineResource({
  ...enrolmentShape,
  scope: 'franchisee',
  table: enrolments,
  titleField: 'code',
  list: { columns: ['personId', 'code'], search: ['personId', 'code'] },
});
const noteResource = defineResource({
  ...noteShape,
  scope: 'franchisee',
  table: notes,
  titleField: 'body',
  list: { columns: ['enrolmentId', 'body'], search: ['enrolmentId'] },
});
// Labelled by the note's reference, which is itself labelled by a reference: one hop only.
const remarkResource = defineResource({
  ...remarkShape,
  scope: 'franchisee',
  table: remarks,
  titleField: 'id',
  list: { columns: ['noteId'] },
});

const OWN = 2;
const OTHER = 3;
let handle: DbHandle;
let drop: (() => Promise<void>) | undefined;
let centre: RequestContext;
let everyone: RequestContext;
const ids = { asha: 0, ravi: 0, other: 0, ashaNote: 0, raviNote: 0, otherNote: 0, remark: 0 };

/** A fresh database: PGlite in memory, or one made for this file on TEST_DATABASE_URL's server. */
async function openFresh(): Promise<DbHandle> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return openDb({ dataDir: 'memory://' });
  const name = `portal_kit_labels_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`create database ${name}`);
  drop = () => admin(`drop database if exists ${name} with (force)`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return openDb({ databaseUrl: url.toString(), dataDir: 'memory://' });
}

beforeAll(async () => {
  handle = await openFresh();
  const db = handle.db;
  const id = 'id integer primary key generated always as identity, franchisee_id integer not null';
  for (const [table, columns] of [
    ['label_people', 'full_name text not null'],
    ['label_enrolments', 'person_id integer not null, code text not null'],
    ['label_notes', 'enrolment_id integer not null, body text not null'],
    ['label_remarks', 'note_id integer not null'],
  ])
    await db.execute(`create table ${table} (${id}, ${columns})`);
  for (const res of [personResource, enrolmentResource, noteResource, remarkResource]) registerResourceDefinition(res);

  const person = async (franchiseeId: number, fullName: string) => {
    const [row] = await db.insert(people).values({ franchiseeId, fullName }).returning();
    const [enrolment] = await db
      .insert(enrolments)
      .values({ franchiseeId, personId: row.id, code: `E-${row.id}` })
      .returning();
    const [note] = await db
      .insert(notes)
      .values({ franchiseeId, enrolmentId: enrolment.id, body: `About ${fullName}` })
      .returning();
    return { person: row.id, note: note.id };
  };
  const asha = await person(OWN, 'Asha Rao');
  const ravi = await person(OWN, 'Ravi Kumar');
  const other = await person(OTHER, 'Asha Menon');
  Object.assign(ids, { asha: asha.person, ravi: ravi.person, other: other.person });
  Object.assign(ids, { ashaNote: asha.note, raviNote: ravi.note, otherNote: other.note });
  const [remark] = await db.insert(remarks).values({ franchiseeId: OWN, noteId: asha.note }).returning();
  ids.remark = remark.id;

  centre = actingForFranchisee(anonymousContext(db), OWN);
  everyone = everyFranchiseeContext(anonymousContext(db));
});
afterAll(async () => {
  for (const res of [personResource, enrolmentResource, noteResource, remarkResource]) forgetResourceDefinition(res);
  await handle?.close();
  await drop?.();
});

const list = (ctx: RequestContext, res: Resource, q?: string) =>
  listRecords(ctx, res, { page: 1, pageSize: 20, filters: {}, q, sort: 'id', dir: 'asc' });

describe('a reference labelled by a reference of its target', () => {
  it('lists each row with the label of the reference behind it, within the fence', async () => {
    const page = await list(centre, noteResource);
    expect(page.count).toBe(2);
    expect(page.rows.map((r) => r.enrolmentIdLabel)).toEqual(['Asha Rao', 'Ravi Kumar']);
    // A plain reference keeps its own label.
    const enrolled = await list(centre, enrolmentResource);
    expect(enrolled.rows.map((r) => r.personIdLabel)).toEqual(['Asha Rao', 'Ravi Kumar']);
    // Every centre's rows, each with its own label.
    const all = await list(everyone, noteResource);
    expect(all.rows.map((r) => r.enrolmentIdLabel)).toEqual(['Asha Rao', 'Ravi Kumar', 'Asha Menon']);
  });

  it('answers a record with the same label, and another centre’s record is not found', async () => {
    const note = await getRecord(centre, noteResource, ids.raviNote);
    expect(note.enrolmentIdLabel).toBe('Ravi Kumar');
    await expect(getRecord(centre, noteResource, ids.otherNote)).rejects.toMatchObject({ statusCode: 404 });
    // Several rows' labels at once (a page presented by a module's own query).
    const rows = await everyone.db.select().from(notes);
    const presented = await present(everyone, noteResource, rows);
    expect(presented.map((r) => r.enrolmentIdLabel).sort()).toEqual(['Asha Menon', 'Asha Rao', 'Ravi Kumar']);
  });

  it('hops once only: a label field whose own label is a reference reads as its value', async () => {
    const page = await list(centre, remarkResource);
    const ashaEnrolment = (await getRecord(centre, noteResource, ids.ashaNote)).enrolmentId;
    expect(page.rows[0].noteIdLabel).toBe(String(ashaEnrolment));
    expect((await getRecord(centre, remarkResource, ids.remark)).noteIdLabel).toBe(String(ashaEnrolment));
  });

  it('searches a reference by its label, inside the fence', async () => {
    const byName = await list(centre, noteResource, 'asha');
    expect(byName.rows.map((r) => r.id)).toEqual([ids.ashaNote]);
    expect(byName.count).toBe(1);
    // Asha Menon is another centre's: only head office finds her.
    const everywhere = await list(everyone, noteResource, 'asha');
    expect(everywhere.rows.map((r) => r.enrolmentIdLabel)).toEqual(['Asha Rao', 'Asha Menon']);
    expect((await list(centre, noteResource, 'menon')).rows).toEqual([]);
    // A plain reference is found by its label too, beside the other searched columns.
    expect((await list(centre, enrolmentResource, 'kumar')).rows.map((r) => r.personId)).toEqual([ids.ravi]);
    expect((await list(centre, enrolmentResource, `E-${ids.asha}`)).rows.map((r) => r.personId)).toEqual([ids.asha]);
  });
});
