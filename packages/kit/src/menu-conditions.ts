import type { RequestContext } from './context.ts';

/**
 * A menu entry shown only where what it opens exists for the user (a centre's launch board only where the centre
 * has a launch plan): the module that owns the screen registers the test for the entry's path, and the menu the
 * server answers leaves the entry out when the test says no. The entry's grants still decide first.
 */
export type MenuCondition = (ctx: RequestContext) => Promise<boolean>;

const conditions = new Map<string, MenuCondition>();

export function menuCondition(path: string, test: MenuCondition): void {
  conditions.set(path, test);
}

/** The entries whose registered test holds for the user (entries without one are kept). */
export async function menuEntriesThatHold<T extends { path: string }>(ctx: RequestContext, items: T[]): Promise<T[]> {
  const kept = await Promise.all(items.map(async (i) => !conditions.has(i.path) || conditions.get(i.path)!(ctx)));
  return items.filter((_, k) => kept[k]);
}
