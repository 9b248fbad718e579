import type { FastifyInstance } from 'fastify';
import { assertFranchisee, defaultFranchisee, fieldError, serve, sheetUpload, withMultipart } from '@portal/kit';
import * as C from '../../shared/contracts.ts';
import { importEnquiries, UPLOAD_ROW_LIMIT } from '../upload/import-enquiries.service.ts';

export const MAX_UPLOAD_FILE_BYTES = 32 * 1024 * 1024;
/** What an enquiry workbook may inflate to: a full 200,000-row sheet is about 60 MB. */
export const MAX_UPLOAD_UNZIPPED_BYTES = 160 * 1024 * 1024;

/** upload/enquiries: a CSV or XLSX file of enquiries, imported in one go with a row-level report. */
export function uploadRoutes(app: FastifyInstance): void {
  withMultipart(app, (scope) => {
    // The file is far larger than a JSON body: this scope's routes take up to the file limit.
    scope.addHook('onRoute', (route) => {
      route.bodyLimit = MAX_UPLOAD_FILE_BYTES + 1024 * 1024;
      route.schema = { ...route.schema, consumes: ['multipart/form-data'] };
    });
    serve(scope, C.uploadEnquiries, async ({ ctx, query, raw }) => {
      const franchiseeId = query.franchiseeID ?? defaultFranchisee(ctx);
      if (!franchiseeId) throw fieldError('franchiseeID', 'Select a franchisee');
      assertFranchisee(ctx, franchiseeId);
      const academicYearId = query.academicYearID ?? ctx.academicYearId;
      if (!academicYearId) throw fieldError('academicYearID', 'Please Select Acadamic Year');
      const sheet = await sheetUpload(raw, {
        maxRows: UPLOAD_ROW_LIMIT,
        maxBytes: MAX_UPLOAD_FILE_BYTES,
        maxUnzippedBytes: MAX_UPLOAD_UNZIPPED_BYTES,
      });
      return importEnquiries(ctx, sheet, { mode: query.mode, franchiseeId, academicYearId });
    });
  });
}
