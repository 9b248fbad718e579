import type { RequestContext } from '@portal/kit';
import type { VendorLogType } from '../shared/constants.ts';
import { escortVendorLogs } from './schema.ts';

export interface VendorLogEntry {
  vendorId: number;
  franchiseeId: number;
  logType: VendorLogType;
  /** The record the entry speaks of: the vendor, the document, the escort or the vehicle. */
  dataId: number;
  action: string;
  summary: string;
}

/** Who made the change, as the log names them. */
function byName(ctx: RequestContext): string | null {
  if (!ctx.user) return null;
  return `${ctx.user.firstName} ${ctx.user.lastName}`.trim() || ctx.user.email;
}

/** Writes one entry of an escort vendor's log in the caller's transaction, with the change it records. */
export async function logForVendor(ctx: RequestContext, entry: VendorLogEntry): Promise<void> {
  await ctx.db.insert(escortVendorLogs).values({ ...entry, byName: byName(ctx) });
}
