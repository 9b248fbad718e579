import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assertFranchisee, badRequest, defaultFranchisee, fieldError } from '@portal/kit';
import { z } from 'zod';
import { ENQUIRY_MODULES } from '../../shared/index.ts';
import { readSheet } from '../upload/read-sheet.ts';
import { importEnquiries } from '../upload/import-enquiries.ts';
import { id } from './query.ts';

export const MAX_UPLOAD_FILE_BYTES = 32 * 1024 * 1024;

const uploadQuery = z.object({
  mode: z
    .enum(['all-or-nothing', 'skip-bad-rows'], { error: "Mode must be 'all-or-nothing' or 'skip-bad-rows'" })
    .default('all-or-nothing'),
  franchiseeID: id.optional(),
  academicYearID: id.optional(),
});

/** upload/enquiries: a CSV or XLSX file of enquiries, imported in one go with a row-level report. */
export async function uploadRoutes(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    if (!scope.hasContentTypeParser('multipart/form-data')) await scope.register(multipart);
    const r = scope.withTypeProvider<ZodTypeProvider>();
    r.post(
      '/api/upload/enquiries',
      {
        config: { module: ENQUIRY_MODULES.UPLOAD },
        bodyLimit: MAX_UPLOAD_FILE_BYTES + 1024 * 1024,
        schema: { tags: ['Enquiry upload'], querystring: uploadQuery, consumes: ['multipart/form-data'] },
      },
      async (req) => {
        if (!req.isMultipart()) throw badRequest('Send the file as multipart/form-data');
        const part = await req.file({ limits: { fileSize: MAX_UPLOAD_FILE_BYTES, files: 1, fields: 5 } });
        if (!part) throw badRequest('Choose a file to upload');
        let buffer: Buffer;
        try {
          buffer = await part.toBuffer();
        } catch {
          throw badRequest(`The file is larger than ${MAX_UPLOAD_FILE_BYTES / 1024 / 1024} MB; split it`);
        }
        const ctx = req.ctx;
        const franchiseeId = req.query.franchiseeID ?? defaultFranchisee(ctx);
        if (!franchiseeId) throw fieldError('franchiseeID', 'Select a franchisee');
        assertFranchisee(ctx, franchiseeId);
        const academicYearId = req.query.academicYearID ?? ctx.academicYearId;
        if (!academicYearId) throw fieldError('academicYearID', 'Please Select Acadamic Year');
        const sheet = await readSheet(buffer);
        buffer = Buffer.alloc(0); // the parsed rows are all the import needs
        return importEnquiries(ctx, sheet, { mode: req.query.mode, franchiseeId, academicYearId });
      },
    );
  });
}
