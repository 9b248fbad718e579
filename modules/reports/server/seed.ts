/** Each role's default dashboard: the widgets head office would place first. */
import { inArray } from 'drizzle-orm';
import type { Executor } from '@portal/db';
import type { SeedContext } from '@portal/kit';
import { roles } from '@portal/mod-system/server';
import { DEFAULT_PLACEMENTS } from '../shared/constants.ts';
import { roleWidgets } from './schema.ts';

export async function seedReports(db: Executor, _ctx: SeedContext): Promise<void> {
  const found = await db
    .select({ id: roles.id, role: roles.role })
    .from(roles)
    .where(inArray(roles.role, Object.keys(DEFAULT_PLACEMENTS)));
  const values = found.flatMap((r) =>
    (DEFAULT_PLACEMENTS[r.role] ?? []).map((widget, position) => ({ roleId: r.id, widget, position })),
  );
  if (values.length) await db.insert(roleWidgets).values(values).onConflictDoNothing();
}
