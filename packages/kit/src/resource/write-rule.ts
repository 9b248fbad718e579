import type { RequestContext } from '../context.ts';
import { forbidden } from '../errors.ts';
import { seesEveryFranchisee } from '../fence.ts';

/**
 * Who may write a resource at all. Declared once on the resource and held by the framework to every
 * write alike (create, update, remove or archive, and each command), so a rule that guards create and
 * update cannot be walked around by a delete.
 */
export interface WriteRule {
  allowed(ctx: RequestContext): boolean;
  /** The 403 message for everyone else. */
  message: string;
}

/** Network-wide rows (funnel stages, log book topics, training content): head office writes them. */
export function headOfficeWrites(message: string): WriteRule {
  return { allowed: seesEveryFranchisee, message };
}

export function assertMayWrite(ctx: RequestContext, rule: WriteRule | undefined): void {
  if (rule && !rule.allowed(ctx)) throw forbidden(rule.message);
}
