import { asc, eq, getTableColumns, getTableName, inArray, or, type SQL } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '@portal/db';
import { files, findResource, subjectCondition, tablePersonalData, type TablePersonalData } from '@portal/kit';
import { adminUsers } from '@portal/mod-users/server';
import { declarations, grievanceOfficerOf } from './notice.service.ts';
import { processors } from './processors.ts';
import type { Subject } from './subjects.ts';

/** Columns that never leave the server whatever the table: hashes, tokens, secrets, PINs, push keys and endpoints. */
const SECRET_COLUMN = /(hash|token|secret|pin|auth|p256dh|keys?|endpoint)$/i;
/** Columns naming a stored file. */
const FILE_COLUMN = /^(fileId|.+FileId)$/;

interface Account {
  id: number;
  name: string;
  email: string;
  mobile: string | null;
}

/**
 * The rows of a declared table about the child and the requesting guardian, found from the declaration and the
 * table's columns: a resource's own subject columns, and by the columns every module names the same way — the
 * child's admissions (`studentAdmissionId`), student record (`studentId`) and enquiry (`enquiryId`), the guardian's
 * account (`userId`) and, for a guardian's data, the mobile number.
 */
function subjectRows(d: TablePersonalData, table: PgTable, subject: Subject, account: Account | null) {
  const columns: Record<string, PgColumn> = getTableColumns(table);
  const res = d.resource ? findResource(d.resource) : undefined;
  const parts: (SQL | undefined)[] = [res && subjectCondition(res, subject.ids)];
  const byColumn: Record<string, readonly unknown[] | undefined> = {
    studentAdmissionId: [...(subject.ids.get('student-admission') ?? [])],
    studentId: [...(subject.ids.get('student') ?? [])],
    enquiryId: [...(subject.ids.get('enquiry') ?? [])],
    userId: account ? [account.id] : [],
    mobile: account?.mobile && d.whose.includes('guardian') ? mobileForms(account.mobile) : [],
  };
  for (const [name, values] of Object.entries(byColumn))
    if (columns[name] && values?.length) parts.push(inArray(columns[name], [...values]));
  const where = parts.filter((p): p is SQL => !!p);
  return { columns, where: where.length ? or(...where) : undefined };
}

/** A mobile number as the tables may hold it: as stored on the account, in E.164 and as its last ten digits. */
function mobileForms(mobile: string): string[] {
  const ten = mobile.replace(/\D/g, '').slice(-10);
  return [...new Set([mobile, ten, `+91${ten}`])];
}

/**
 * The rights export, generated from the table declarations: every table holding personal data (a resource's or a
 * table declared beside its module's schema) with its rows about the child and the requesting guardian, secret
 * columns left out, and the files they attach; the requesting parent's account; the processors that receive such
 * data and the grievance officer.
 */
export async function rightsExport(db: Executor, subject: Subject, accountId: number | null) {
  const account = accountId ? await accountOf(db, accountId) : null;
  const declared = new Map(declarations().map((d) => [d.resource, d]));
  const held = new Map<string, { d: TablePersonalData; rows: Record<string, unknown>[] }>();
  const tables = tablePersonalData().filter((d) => d.rows && declared.has(d.resource ?? d.table));
  for (const d of tables) {
    const table = d.rows!;
    const { columns, where } = subjectRows(d, table, subject, account);
    if (!where) continue;
    const rows = await rowsWhere(db, table, columns, where);
    if (rows.length) held.set(d.table, { d, rows });
  }
  // Rows reached through a held row (a payment of the child's fee plan, a message of the family's conversation, the
  // photo a child is tagged in): each foreign key between two declared tables, followed once either way.
  // Only into tables of a child's or a guardian's data: a bus route's escort is the escort's, not the family's.
  for (const d of tables) {
    if (held.has(d.table) || !d.whose.some((w) => w === 'child' || w === 'guardian')) continue;
    const table = d.rows!;
    const columns: Record<string, PgColumn> = getTableColumns(table);
    const parts: SQL[] = [];
    for (const fk of getTableConfig(table).foreignKeys) {
      const ref = fk.reference();
      const parent = held.get(getTableName(ref.foreignTable));
      const [column] = ref.columns;
      const ids = parent?.rows.map((r) => r.id).filter((v) => v != null);
      if (column && ref.columns.length === 1 && ids?.length) parts.push(inArray(column, ids));
    }
    for (const other of held.values())
      for (const fk of getTableConfig(other.d.rows!).foreignKeys) {
        const ref = fk.reference();
        if (getTableName(ref.foreignTable) !== d.table || ref.columns.length !== 1 || !columns.id) continue;
        const key = Object.entries(getTableColumns(other.d.rows!)).find(([, c]) => c === ref.columns[0])?.[0];
        const ids = key ? other.rows.map((r) => r[key]).filter((v) => v != null) : [];
        if (ids.length) parts.push(inArray(columns.id, ids));
      }
    if (!parts.length) continue;
    const rows = await rowsWhere(db, table, columns, or(...parts)!);
    if (rows.length) held.set(d.table, { d, rows });
  }
  const resources = [];
  for (const { d, rows } of held.values()) {
    const columns: Record<string, PgColumn> = getTableColumns(d.rows!);
    const res = d.resource ? findResource(d.resource) : undefined;
    const shown = Object.keys(columns).filter(
      (c) => !SECRET_COLUMN.test(c) && !res?.secretFields.includes(c) && (!res || c === 'id' || c in res.fields),
    );
    const fileIds = rows.flatMap((r) =>
      shown
        .filter((c) => FILE_COLUMN.test(c))
        .map((c) => r[c])
        .filter((v): v is string => typeof v === 'string' && !!v),
    );
    const attached = fileIds.length
      ? await db
          .select({ id: files.id, name: files.originalName, contentType: files.contentType, size: files.size })
          .from(files)
          .where(inArray(files.id, [...new Set(fileIds)]))
      : [];
    resources.push({
      ...declared.get(d.resource ?? d.table)!,
      module: res?.module ?? d.table,
      rows: rows.map((r) => Object.fromEntries(shown.map((c) => [c, r[c]]))),
      files: attached,
    });
  }
  return {
    generatedAt: new Date(),
    subject: {
      childName: subject.childName,
      admissionNumber: subject.admissionNumber,
      enquiryCode: subject.enquiryCode,
    },
    account: account && { name: account.name, email: account.email, mobile: account.mobile },
    resources,
    processors: processors(),
    grievanceOfficer: await grievanceOfficerOf(db),
  };
}

async function rowsWhere(
  db: Executor,
  table: PgTable,
  columns: Record<string, PgColumn>,
  where: SQL,
): Promise<Record<string, unknown>[]> {
  // A table chosen at run time: drizzle answers its rows as records of its columns.
  return db
    .select()
    .from(table)
    .where(where)
    .orderBy(...(columns.id ? [asc(columns.id)] : []));
}

async function accountOf(db: Executor, id: number): Promise<Account | null> {
  const [u] = await db
    .select({
      first: adminUsers.firstName,
      last: adminUsers.lastName,
      email: adminUsers.email,
      mobile: adminUsers.mobile,
    })
    .from(adminUsers)
    .where(eq(adminUsers.id, id));
  return u ? { id, name: `${u.first} ${u.last}`.trim(), email: u.email, mobile: u.mobile } : null;
}
