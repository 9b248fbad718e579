import type { RequestContext } from '../context.ts';
import { forbidden } from '../errors.ts';
import { seesEveryFranchisee } from '../fence.ts';
import type { WriteRule } from './declarations.ts';

export type { WriteRule } from './declarations.ts';

/** Network-wide rows (funnel stages, log book topics, training content): head office writes them. */
export function headOfficeWrites(message: string): WriteRule {
  return { allowed: seesEveryFranchisee, message };
}

export function assertMayWrite(ctx: RequestContext, rule: WriteRule | undefined): void {
  if (rule && !rule.allowed(ctx)) throw forbidden(rule.message);
}
