import { eq } from 'drizzle-orm';
import { audit, inTransaction, loadRecord, type RequestContext } from '@portal/kit';
import { auditEvidenceResource, assertEvidenceTarget } from './resources.ts';
import { auditEvidence } from './schema.ts';

/** Removes a photo taken by mistake, while the item or closure it shows can still change. */
export async function removeEvidence(ctx: RequestContext, id: number): Promise<null> {
  return inTransaction(ctx, async (ctx) => {
    const row = await loadRecord(ctx, auditEvidenceResource, id, { forUpdate: true });
    await assertEvidenceTarget(ctx, {
      auditId: row.auditId,
      responseId: row.responseId,
      nonComplianceId: row.nonComplianceId,
    });
    await ctx.db.delete(auditEvidence).where(eq(auditEvidence.id, id));
    await audit(ctx, {
      resource: auditEvidenceResource,
      recordId: id,
      action: 'delete',
      franchiseeId: row.franchiseeId,
      changes: { fileId: row.fileId },
    });
    return null;
  });
}
