import { and, asc, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Language } from '@portal/core';
import type { RequestContext } from '@portal/kit';
import { adminUsers } from './schema.ts';

/**
 * The language a family chose on its portal account, found by the mobile or email a message goes to (a family
 * known already, such as the parent of an older child); null when no account with that address chose one.
 */
export async function languageOfAddress(
  ctx: Pick<RequestContext, 'db'>,
  address: { mobile?: string | null; email?: string | null },
): Promise<Language | null> {
  const matches: SQL[] = [];
  if (address.mobile) matches.push(eq(adminUsers.mobile, address.mobile));
  if (address.email) matches.push(sql`lower(${adminUsers.email}) = ${address.email.trim().toLowerCase()}`);
  if (!matches.length) return null;
  const [account] = await ctx.db
    .select({ language: adminUsers.language })
    .from(adminUsers)
    .where(and(or(...matches), isNotNull(adminUsers.language), eq(adminUsers.isActive, true)))
    .orderBy(asc(adminUsers.id))
    .limit(1);
  return account?.language ?? null;
}
