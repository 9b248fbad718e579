import { describe, expect, it } from 'vitest';
import { build, type Plugin, type Rollup } from 'vite';
import { contractsForTheBrowser } from '../build/contracts-for-the-browser.ts';

const SHARED_ID = '/repo/modules/reports/shared/contracts.ts';
const CONTRACT = `import { z } from 'zod';
const selection = z.object({ centre: z.number().optional() });
const query = z.object({ ...selection.shape, from: z.string().min(1).optional() }).refine((v) => v.from !== '');
const row = pageOf(z.object({ id: z.number() }));
export const list = defineEndpoint({ method: 'GET', path: '/api/things', module: 'Things', query, response: row });
export const send = defineEndpoint({
  method: 'POST',
  path: '/api/things/:id/send',
  params: z.object({ id: z.number() }),
  body: z.object({ note: z.string() }),
  response: z.null(),
  status: 201,
});
export const inRupees = (label) => z.number({ error: label });
registerSomething();
`;

function transform(code: string, id = SHARED_ID) {
  const plugin = contractsForTheBrowser();
  const hook = plugin.transform as (code: string, id: string) => { code: string } | null;
  return hook.call({}, code, id)?.code ?? null;
}

/** A screen that calls `list`, bundled as the browser build would (schema calls known to be pure). */
async function bundle(plugins: Plugin[]) {
  const sources: Record<string, string> = {
    '/repo/screen.js': `import { list } from '${SHARED_ID}';\nexport const path = list.path;\n`,
    [SHARED_ID]: [
      'const defineEndpoint = (e) => e;',
      'const pageOf = (s) => s;',
      'const registerSomething = () => { globalThis.registered = true; };',
      CONTRACT,
    ].join('\n'),
  };
  const virtual: Plugin = {
    name: 'virtual',
    resolveId: (id) => (id in sources ? id : null),
    load: (id) => sources[id],
  };
  const result = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [virtual, ...plugins],
    build: {
      write: false,
      minify: false,
      rolldownOptions: {
        input: '/repo/screen.js',
        external: ['zod'],
        treeshake: { manualPureFunctions: ['z'], moduleSideEffects: 'no-external' },
      },
    },
  })) as Rollup.RollupOutput[] | Rollup.RollupOutput;
  const [output] = Array.isArray(result) ? result : [result];
  return output.output.map((chunk) => ('code' in chunk ? chunk.code : '')).join('\n');
}

describe('contracts in the browser build', () => {
  const out = transform(CONTRACT)!;

  it('keeps what the web calls an endpoint with and drops its schemas', () => {
    expect(out).toContain(`defineEndpoint({ method: 'GET', path: '/api/things', module: 'Things' })`);
    expect(out).toContain(`defineEndpoint({ method: 'POST', path: '/api/things/:id/send', status: 201 })`);
    expect(out).not.toMatch(/query,|response:|body:|params:/);
  });

  it('computes each top-level value in a call marked free of effects, and marks nothing else', () => {
    expect(out).toContain('const query = /* @__PURE__ */ (() => (/* @__PURE__ */ z.object(');
    expect(out).toContain('const row = /* @__PURE__ */ (() => (pageOf(/* @__PURE__ */ z.object(');
    // A call made for its effect stays as it is, and so does a function that builds a schema when called.
    expect(out).toContain('\nregisterSomething();');
    expect(out).toContain('(label) => /* @__PURE__ */ z.number({ error: label })');
  });

  it('leaves zod out of a bundle that only calls an endpoint', async () => {
    const withPlugin = await bundle([contractsForTheBrowser()]);
    expect(withPlugin).toContain('"/api/things"');
    expect(withPlugin).toContain('registerSomething()');
    expect(withPlugin).not.toContain('zod');
    // The same bundle without the plugin keeps the schemas, and zod with them.
    expect(await bundle([])).toContain('zod');
  });

  it('leaves screens and packages outside the shared contracts alone', () => {
    expect(transform(CONTRACT, '/repo/modules/reports/web/screens/Some.tsx')).toBeNull();
    expect(transform(CONTRACT, '/repo/node_modules/x/shared/contracts.ts')).toBeNull();
  });
});
