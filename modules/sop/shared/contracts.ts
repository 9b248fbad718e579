/**
 * The SOP library and CCTV documents as contracts: the hand-written routes (reading, sections and their
 * versions, roles, acknowledgements, CCTV validity), shared by the server and the screens.
 */
import { calendarDay, defineEndpoint, recordId, timestamp } from '@portal/core';
import { z } from 'zod';
import { SOP_MODULES as M } from './constants.ts';
import { acknowledgeInput, newSectionInput, sectionEditInput, sopRolesInput } from './inputs.ts';

const tags = ['SOP'];
const byId = z.object({ id: recordId });
const search = z.string().trim().max(100, { error: 'Search for at most 100 characters' }).optional();

// ---- reading the library ----

export const folderSummary = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  documents: z.number(),
  /** Documents whose current version the reader has not acknowledged. */
  toAcknowledge: z.number(),
});
export type FolderSummary = z.input<typeof folderSummary>;

export const sopHome = defineEndpoint({
  method: 'GET',
  path: '/api/sop/home',
  module: M.READ,
  tags,
  summary: 'sop-home: the folders the reader’s roles may read, with what is left to acknowledge',
  query: z.object({ search }),
  response: z.object({ folders: z.array(folderSummary) }),
});

export const documentSummary = z.object({
  id: z.number(),
  title: z.string(),
  summary: z.string().nullable(),
  version: z.number(),
  sections: z.number(),
  updatedAt: timestamp,
  /** The reader has acknowledged the current version. */
  acknowledged: z.boolean(),
});
export type DocumentSummary = z.input<typeof documentSummary>;

export const folderDocuments = defineEndpoint({
  method: 'GET',
  path: '/api/sop/folders/:folderId/documents',
  module: M.READ,
  tags,
  summary: 'folder/{folderId}: the documents of a folder the reader may read, searched and paged',
  params: z.object({ folderId: recordId }),
  query: z.object({
    search,
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: z.object({
    folder: z.object({ id: z.number(), name: z.string(), description: z.string().nullable() }),
    rows: z.array(documentSummary),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
  }),
});

export const sectionAnswer = z.object({
  id: z.number(),
  documentId: z.number(),
  position: z.number(),
  title: z.string(),
  body: z.string(),
  version: z.number(),
  updatedAt: timestamp,
  updatedBy: z.string().nullable(),
});
export type SectionAnswer = z.input<typeof sectionAnswer>;

export const documentAnswer = z.object({
  id: z.number(),
  folderId: z.number(),
  folder: z.string(),
  title: z.string(),
  summary: z.string().nullable(),
  version: z.number(),
  roles: z.array(z.string()),
  sections: z.array(sectionAnswer),
  /** The reader's "read and understood" of the current version, if given. */
  acknowledgedAt: timestamp.nullable(),
});
export type DocumentAnswer = z.input<typeof documentAnswer>;

export const sopDocument = defineEndpoint({
  method: 'GET',
  path: '/api/sop/documents/:id',
  module: M.READ,
  tags,
  summary: 'A document with its sections, and whether the reader has acknowledged this version',
  params: byId,
  response: documentAnswer,
});

export const acknowledgementAnswer = z.object({
  documentId: z.number(),
  version: z.number(),
  acknowledgedAt: timestamp,
});

export const acknowledge = defineEndpoint({
  method: 'POST',
  path: '/api/sop/documents/:id/acknowledge',
  module: M.READ,
  tags,
  summary: '"Read and understood": the reader acknowledges the version they read (409 when it is no longer current)',
  params: byId,
  body: acknowledgeInput,
  response: acknowledgementAnswer,
});

// ---- writing: sections, versions, roles ----

export const addSection = defineEndpoint({
  method: 'POST',
  path: '/api/sop/documents/:id/sections',
  module: M.MANAGE,
  tags,
  summary: 'A new section at the end of a document (a new document version)',
  params: byId,
  body: newSectionInput,
  response: sectionAnswer,
  status: 201,
});

export const sectionForEdit = z.object({
  section: sectionAnswer,
  document: z.object({ id: z.number(), title: z.string(), folderId: z.number(), version: z.number() }),
});

export const getSection = defineEndpoint({
  method: 'GET',
  path: '/api/sop/sections/:id',
  module: M.MANAGE,
  tags,
  summary: 'edit-section/{id}: a section as stored, with the version an edit starts from',
  params: byId,
  response: sectionForEdit,
});

export const editSection = defineEndpoint({
  method: 'PUT',
  path: '/api/sop/sections/:id',
  module: M.MANAGE,
  tags,
  summary: 'Saves a section from the version it was opened at; a newer version on the server is a 409',
  params: byId,
  body: sectionEditInput,
  response: sectionAnswer,
});

export const sectionVersionRow = z.object({
  version: z.number(),
  documentVersion: z.number(),
  title: z.string(),
  body: z.string(),
  editedBy: z.string().nullable(),
  editedAt: timestamp,
});
export type SectionVersionRow = z.input<typeof sectionVersionRow>;

export const sectionVersions = defineEndpoint({
  method: 'GET',
  path: '/api/sop/sections/:id/versions',
  module: M.MANAGE,
  tags,
  summary: 'Every saved version of a section, newest first',
  params: byId,
  response: z.object({ rows: z.array(sectionVersionRow) }),
});

export const rolesAnswer = z.object({ roles: z.array(z.string()) });

export const rolesOverview = defineEndpoint({
  method: 'GET',
  path: '/api/sop/roles',
  module: M.MANAGE,
  tags,
  summary: 'add-roles: every active folder and document with the roles that read it',
  response: z.object({
    folders: z.array(z.object({ id: z.number(), name: z.string(), roles: z.array(z.string()) })),
    documents: z.array(
      z.object({ id: z.number(), title: z.string(), folderId: z.number(), roles: z.array(z.string()) }),
    ),
  }),
});

export const setRoles = defineEndpoint({
  method: 'PUT',
  path: '/api/sop/roles',
  module: M.MANAGE,
  tags,
  summary: 'add-roles: the roles that read a folder, or a document (none on a document: its folder’s)',
  body: sopRolesInput,
  response: rolesAnswer,
});

// ---- acknowledgements: who has, who has not ----

export const acknowledgedRow = z.object({
  userId: z.number(),
  name: z.string(),
  email: z.string(),
  franchiseeId: z.number().nullable(),
  centre: z.string().nullable(),
  acknowledgedAt: timestamp,
});
export const pendingRow = z.object({
  userId: z.number(),
  name: z.string(),
  email: z.string(),
  franchiseeId: z.number(),
  centre: z.string(),
});
export type AcknowledgedRow = z.input<typeof acknowledgedRow>;
export type PendingRow = z.input<typeof pendingRow>;

export const acknowledgements = defineEndpoint({
  method: 'GET',
  path: '/api/sop/documents/:id/acknowledgements',
  module: M.MANAGE,
  tags,
  summary: 'Who has acknowledged the current version and who has not, for the centres the user sees',
  params: byId,
  query: z.object({ franchiseeID: recordId.optional() }),
  response: z.object({
    documentId: z.number(),
    title: z.string(),
    version: z.number(),
    acknowledged: z.array(acknowledgedRow),
    pending: z.array(pendingRow),
  }),
});

// ---- CCTV documents ----

export const cctvStatusRow = z.object({
  id: z.number(),
  franchiseeId: z.number(),
  centre: z.string(),
  docType: z.string(),
  title: z.string(),
  validTo: calendarDay,
  daysLeft: z.number(),
  state: z.enum(['EXPIRED', 'EXPIRING']),
});
export type CctvStatusRow = z.input<typeof cctvStatusRow>;

export const cctvExpiring = defineEndpoint({
  method: 'GET',
  path: '/api/cctvDocUpload/expiring',
  module: M.CCTV,
  tags: ['CCTV'],
  summary: 'CCTV documents expired or expiring within 30 days, for the centres the user sees',
  query: z.object({ franchiseeID: recordId.optional() }),
  response: z.object({ rows: z.array(cctvStatusRow) }),
});
