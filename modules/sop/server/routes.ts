import type { FastifyInstance } from 'fastify';
import { resourceRoutes, serve } from '@portal/kit';
import * as C from '../shared/contracts.ts';
import { expiringDocuments } from './cctv.service.ts';
import { acknowledgeDocument, documentsOfFolder, libraryHome, readDocument } from './library.service.ts';
import { cctvDocumentResource, sopDocumentResource, sopFolderResource } from './resources.ts';
import {
  acknowledgementsOf,
  addSection,
  editSection,
  rolesOverview,
  sectionForEditing,
  setRoles,
  versionsOf,
} from './sections.service.ts';

export function sopRoutes(app: FastifyInstance): void {
  // ---- the library as head office writes it ----
  resourceRoutes(app, sopFolderResource);
  resourceRoutes(app, sopDocumentResource);
  serve(app, C.addSection, ({ ctx, params, body }) => addSection(ctx, params.id, body));
  serve(app, C.getSection, ({ ctx, params }) => sectionForEditing(ctx, params.id));
  serve(app, C.editSection, ({ ctx, params, body }) => editSection(ctx, params.id, body));
  serve(app, C.sectionVersions, async ({ ctx, params }) => ({ rows: await versionsOf(ctx, params.id) }));
  serve(app, C.rolesOverview, ({ ctx }) => rolesOverview(ctx));
  serve(app, C.setRoles, ({ ctx, body }) => setRoles(ctx, body));
  serve(app, C.acknowledgements, ({ ctx, params, query }) => acknowledgementsOf(ctx, params.id, query.franchiseeID));

  // ---- the library as staff read it ----
  serve(app, C.sopHome, ({ ctx, query }) => libraryHome(ctx, query.search));
  serve(app, C.folderDocuments, ({ ctx, params, query }) => documentsOfFolder(ctx, params.folderId, query));
  serve(app, C.sopDocument, ({ ctx, params }) => readDocument(ctx, params.id));
  serve(app, C.acknowledge, ({ ctx, params, body }) => acknowledgeDocument(ctx, params.id, body.version));

  // ---- CCTV documents ----
  resourceRoutes(app, cctvDocumentResource);
  serve(app, C.cctvExpiring, async ({ ctx, query }) => ({ rows: await expiringDocuments(ctx, query.franchiseeID) }));
}
