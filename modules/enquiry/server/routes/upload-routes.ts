import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assertFranchisee, defaultFranchisee, fieldError, sheetUpload, withMultipart } from '@portal/kit';
import { z } from 'zod';
import { ENQUIRY_MODULES } from '../../shared/index.ts';
import { importEnquiries, UPLOAD_ROW_LIMIT } from '../upload/import-enquiries.ts';
import { id } from './query.ts';

export const MAX_UPLOAD_FILE_BYTES = 32 * 1024 * 1024;
/** What an enquiry workbook may inflate to: a full 200,000-row sheet is about 60 MB. */
export const MAX_UPLOAD_UNZIPPED_BYTES = 160 * 1024 * 1024;

const uploadQuery = z.object({
  mode: z
    .enum(['all-or-nothing', 'skip-bad-rows'], { error: "Mode must be 'all-or-nothing' or 'skip-bad-rows'" })
    .default('all-or-nothing'),
  franchiseeID: id.optional(),
  academicYearID: id.optional(),
});

/** upload/enquiries: a CSV or XLSX file of enquiries, imported in one go with a row-level report. */
export function uploadRoutes(app: FastifyInstance): void {
  withMultipart(app, (scope) => {
    const r = scope.withTypeProvider<ZodTypeProvider>();
    r.post(
      '/api/upload/enquiries',
      {
        config: { module: ENQUIRY_MODULES.UPLOAD },
        bodyLimit: MAX_UPLOAD_FILE_BYTES + 1024 * 1024,
        schema: { tags: ['Enquiry upload'], querystring: uploadQuery, consumes: ['multipart/form-data'] },
      },
      async (req) => {
        const ctx = req.ctx;
        const franchiseeId = req.query.franchiseeID ?? defaultFranchisee(ctx);
        if (!franchiseeId) throw fieldError('franchiseeID', 'Select a franchisee');
        assertFranchisee(ctx, franchiseeId);
        const academicYearId = req.query.academicYearID ?? ctx.academicYearId;
        if (!academicYearId) throw fieldError('academicYearID', 'Please Select Acadamic Year');
        const sheet = await sheetUpload(req, {
          maxRows: UPLOAD_ROW_LIMIT,
          maxBytes: MAX_UPLOAD_FILE_BYTES,
          maxUnzippedBytes: MAX_UPLOAD_UNZIPPED_BYTES,
        });
        return importEnquiries(ctx, sheet, { mode: req.query.mode, franchiseeId, academicYearId });
      },
    );
  });
}
