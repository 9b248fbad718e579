import { id, stamps } from '@portal/db';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { franchiseeRef } from '@portal/mod-org/server';
import { adminUsers } from '@portal/mod-users/server';
import { declarePlatformData } from '@portal/kit';

/** A folder of the SOP library; `roles` name the roles that read it (none: nobody but head office yet). */
export const sopFolders = pgTable('sop_folders', {
  id: id(),
  name: text().notNull().unique(),
  description: text(),
  roles: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  isActive: boolean().notNull().default(true),
  ...stamps,
});

/**
 * A document of sections. `roles`, when set, narrows who reads it below its folder's roles; `version` goes up
 * by one with every section saved, and staff acknowledge a version.
 */
export const sopDocuments = pgTable(
  'sop_documents',
  {
    id: id(),
    folderId: integer()
      .notNull()
      .references(() => sopFolders.id),
    title: text().notNull(),
    summary: text(),
    roles: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    version: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    ...stamps,
  },
  (t) => [index('sop_documents_folder_idx').on(t.folderId)],
);

/** A section of a document: rich text, at its own version (each save is one). */
export const sopSections = pgTable(
  'sop_sections',
  {
    id: id(),
    documentId: integer()
      .notNull()
      .references(() => sopDocuments.id),
    position: integer().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    version: integer().notNull().default(1),
    updatedBy: integer().references(() => adminUsers.id),
    ...stamps,
  },
  (t) => [index('sop_sections_document_idx').on(t.documentId, t.position)],
);

/** Every saved version of a section, with the document version it made. */
export const sopSectionVersions = pgTable(
  'sop_section_versions',
  {
    id: id(),
    sectionId: integer()
      .notNull()
      .references(() => sopSections.id),
    documentId: integer()
      .notNull()
      .references(() => sopDocuments.id),
    version: integer().notNull(),
    documentVersion: integer().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    editedBy: integer().references(() => adminUsers.id),
    editedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sop_section_versions_uq').on(t.sectionId, t.version)],
);

/** "Read and understood": one per person and document version, with when. */
export const sopAcknowledgements = pgTable(
  'sop_acknowledgements',
  {
    id: id(),
    documentId: integer()
      .notNull()
      .references(() => sopDocuments.id),
    documentVersion: integer().notNull(),
    userId: integer()
      .notNull()
      .references(() => adminUsers.id),
    /** The reader's centre (null for head office). */
    franchiseeId: franchiseeRef({ optional: true }),
    acknowledgedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sop_acknowledgements_uq').on(t.documentId, t.documentVersion, t.userId)],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: sopAcknowledgements,
  label: 'Who acknowledged a procedure',
  whose: ['staff member'],
  categories: ['employment'],
  audience: 'the centre’s head and office staff, head office',
  retention: 'while the staff member works at the centre, then 3 years',
  purposes: ['To show that staff read the procedures that apply to them'],
});

/** A centre's CCTV document (installation certificate, maintenance contract, recording audit) and its validity. */
export const cctvDocuments = pgTable(
  'cctv_documents',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    docType: text().notNull(),
    title: text().notNull(),
    fileId: text(),
    validFrom: date({ mode: 'string' }).notNull(),
    validTo: date({ mode: 'string' }).notNull(),
    remarks: text(),
    uploadedBy: integer().references(() => adminUsers.id),
    /** The last day an expiry reminder went out for this document (one a day at most). */
    remindedOn: date({ mode: 'string' }),
    isActive: boolean().notNull().default(true),
    ...stamps,
  },
  (t) => [index('cctv_documents_franchisee_idx').on(t.franchiseeId, t.validTo)],
);
