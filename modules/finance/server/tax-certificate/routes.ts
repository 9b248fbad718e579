import type { FastifyInstance } from 'fastify';
import { serve } from '@portal/kit';
import * as C from '../../shared/tax-tally.ts';
import { certificateFor, certificateYears } from './certificate.service.ts';
import { certificatePdf } from './pdf.ts';

/** The tuition fee certificate: the years a child's tuition was paid, and one year's certificate as a PDF. */
export function taxCertificateRoutes(app: FastifyInstance): void {
  serve(app, C.taxCertificateYears, ({ ctx, params }) => certificateYears(ctx, params.studentAdmissionId));
  serve(app, C.taxCertificatePdf, async ({ ctx, params }, reply) => {
    const certificate = await certificateFor(ctx, params.studentAdmissionId, params.financialYear);
    const { file, name } = await certificatePdf(certificate);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(file);
  });
}
