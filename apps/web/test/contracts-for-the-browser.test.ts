import { describe, expect, it } from 'vitest';
import { contractsForTheBrowser } from '../build/contracts-for-the-browser.ts';

const SHARED_ID = '/repo/modules/reports/shared/contracts.ts';
const CONTRACT = `import { z } from 'zod';
const query = z.object({ from: z.string().min(1) }).refine((v) => v.from !== '');
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

describe('contracts in the browser build', () => {
  const out = transform(CONTRACT)!;

  it('keeps what the web calls an endpoint with and drops its schemas', () => {
    expect(out).toContain(`defineEndpoint({ method: 'GET', path: '/api/things', module: 'Things' })`);
    expect(out).toContain(`defineEndpoint({ method: 'POST', path: '/api/things/:id/send', status: 201 })`);
    expect(out).not.toMatch(/query,|response:|body:|params:/);
  });

  it('marks schema and value constructions as free of effects, and nothing else', () => {
    expect(out).toContain('const query = /* @__PURE__ */ z.object({ from: /* @__PURE__ */ z.string().min(1) })');
    expect(out).toContain('const row = /* @__PURE__ */ pageOf(/* @__PURE__ */ z.object(');
    // A call made for its effect stays as it is, and so does a function that builds a schema when called.
    expect(out).toContain('\nregisterSomething();');
    expect(out).toContain('(label) => /* @__PURE__ */ z.number({ error: label })');
  });

  it('leaves screens and packages outside the shared contracts alone', () => {
    expect(transform(CONTRACT, '/repo/modules/reports/web/screens/Some.tsx')).toBeNull();
    expect(transform(CONTRACT, '/repo/node_modules/x/shared/contracts.ts')).toBeNull();
  });
});
