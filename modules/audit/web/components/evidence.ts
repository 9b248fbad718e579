import { call, resources, uploadFile } from '@portal/ui';
import { auditEvidenceShape } from '../../shared/resources.ts';
import * as C from '../../shared/contracts.ts';

/** Uploads a photo through the file service, then attaches it to an item, a closure or the audit. */
export async function addEvidence(
  file: File,
  target: { franchiseeId: number; auditId: number; responseId?: number; nonComplianceId?: number },
): Promise<void> {
  const uploaded = await uploadFile<{ id: string }>('/api/files', file, () => {});
  await resources.create(auditEvidenceShape, { ...target, fileId: uploaded.id });
}

export function removeEvidence(id: number): Promise<unknown> {
  return call(C.removeEvidence, { params: { id } });
}
