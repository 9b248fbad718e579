import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileEverySerializer } from '@portal/kit';
import { startTestApp, type TestApp } from './support.ts';

/**
 * Every operation declares what it answers, so OpenAPI shows typed bodies and answers are serialised through a
 * schema; the test names any operation that does not.
 */

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

function untypedOperations(spec: { paths: Record<string, Record<string, Operation>> }): string[] {
  const missing: string[] = [];
  for (const [path, methods] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const answers = Object.entries(op.responses ?? {}).filter(([code]) => /^2\d\d$/.test(code));
      const typed = answers.some(([code, r]) => code === '204' || Object.values(r.content ?? {}).some((c) => c.schema));
      if (!typed) missing.push(`${method.toUpperCase()} ${path}`);
    }
  }
  return missing;
}

describe('contracts', () => {
  it('no operation goes without a response schema', () => {
    const spec = t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
    const missing = untypedOperations(spec);
    const total = Object.values(spec.paths).reduce((n, m) => n + Object.keys(m).length, 0);
    console.log(`operations: ${total}; without a response schema: ${missing.length}`);
    expect(missing, missing.join('\n')).toEqual([]);
  });

  // A list's serializer is compiled on its first answer (packages/kit/src/resource/serializer.ts): this compiles
  // every one, so a schema fast-json-stringify cannot take fails here rather than on a list nobody tested.
  it("compiles every list's answer schema to its serializer", () => {
    expect(compileEverySerializer()).toBeGreaterThan(150);
  });
});
