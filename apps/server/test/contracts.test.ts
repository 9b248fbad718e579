import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allResources, compileEverySerializer } from '@portal/kit';
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

  // bench/lib/declared-rush.mjs reads a list's line in the morning rush from its operation: a declared line that
  // did not reach the OpenAPI document would drop out of the benchmark unseen.
  it("carries a list's declared line in the morning rush to its OpenAPI operation, and no other", () => {
    const spec = t.app.swagger() as unknown as { paths: Record<string, Record<string, { 'x-rush'?: unknown }>> };
    const lines = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => op['x-rush'])
        .map(([method, op]) => ({ at: `${method.toUpperCase()} ${path}`, line: op['x-rush'] })),
    );
    const declared = allResources()
      .filter((res) => res.rush)
      .map((res) => ({ at: `GET /api/${res.name}`, line: res.rush }));
    expect(lines).toEqual(expect.arrayContaining(declared));
    expect(lines).toHaveLength(declared.length);
    // The demo's own: a centre's owner reads the announcements going out as the centre opens.
    expect(declared).toContainEqual({ at: 'GET /api/announcements', line: { weight: 1, as: 'owner' } });
  });

  // A list's serializer is compiled on its first answer (packages/kit/src/resource/serializer.ts): this compiles
  // every one, so a schema fast-json-stringify cannot take fails here rather than on a list nobody tested.
  it("compiles every list's answer schema to its serializer", () => {
    expect(compileEverySerializer()).toBeGreaterThan(150);
  });
});
