import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, isEndpointAnswer } from '../src/contract.ts';

const saved = defineEndpoint({
  method: 'POST',
  path: '/api/things',
  module: 'things',
  body: z.object({ name: z.string() }),
  response: z.object({ id: z.number(), count: z.number() }),
});

describe("an endpoint's answer read without the JSON client", () => {
  it('is held to the response schema where the declaration carries it', () => {
    expect(isEndpointAnswer(saved, { id: 1, count: 2 })).toBe(true);
    expect(isEndpointAnswer(saved, { id: 'one' })).toBe(false);
    expect(isEndpointAnswer(saved, undefined)).toBe(false);
  });

  // The browser's bundle keeps a declaration's method and path only (apps/web/build/contracts-for-the-browser.ts):
  // the check must not throw there, as it did on the record screen's every save once it was called in the browser.
  it("takes the portal's own answer where the bundle left the schema out", () => {
    const inTheBrowser = { ...saved };
    Reflect.deleteProperty(inTheBrowser, 'response');
    expect(isEndpointAnswer(inTheBrowser, { id: 1, count: 2 })).toBe(true);
    expect(isEndpointAnswer(inTheBrowser, undefined)).toBe(false);
  });
});
