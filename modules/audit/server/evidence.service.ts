import { eq } from 'drizzle-orm';
import { audit, inTransaction, loadRecord, type RequestContext } from '@portal/kit';
import { auditEvidenceResource, assertEvidenceTarget } from './resources.ts';
import { auditEvidence } from './schema.ts';

/** Removes a photo taken by mistake, while the item or closure it shows can still change. */
export async function removeEvidence(ctx: RequestContext, id: number): Promise<null> {
  return inTransaction(ctx, async (ctx) => {
    const row = await loadRecord(ctx, auditEvidenceResource, id, { forUpdate: true });
    await assertEvidenceTarget(ctx, {
      auditId: row.auditId as number,
      responseId: row.responseId as number | null,
      nonComplianceId: row.nonComplianceId as number | null,
    });
    await ctx.db.delete(auditEvidence).where(eq(auditEvidence.id, id));
    await audit(ctx, {
      resource: auditEvidenceResource.name,
      recordId: id,
      action: 'delete',
      franchiseeId: row.franchiseeId as number,
      changes: { fileId: row.fileId },
    });
    return null;
  });
}
