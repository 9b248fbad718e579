import type { TestContext } from 'vitest';

declare module 'vitest' {
  interface TaskMeta {
    /** How many things each walk of the test tried, by the walk's name (`walked`). */
    walked?: Record<string, number>;
  }
}

/**
 * Records how many things a walk tried (operations, routes, roles × routes, screens) under the walk's name. A walk
 * is one test looping over what the declarations list, so the count of tests cannot show that it tried less:
 * `npm test` prints each walk's count against its floor in scripts/test-floor.json and fails when one falls.
 */
export function walked(context: Pick<TestContext, 'task'>, walk: string, tried: number): void {
  const meta = context.task.meta;
  meta.walked = { ...meta.walked, [walk]: (meta.walked?.[walk] ?? 0) + tried };
}
