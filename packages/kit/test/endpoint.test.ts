import Fastify, { type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { defineEndpoint } from '@portal/core';
import { serve } from '../src/index.ts';

/** The route config a declaration registers, as the server's route table reads it. */
async function configOf(declaration: Parameters<typeof serve>[1]) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => void routes.push(route));
  serve(app, declaration, () => ({ ok: true }));
  await app.ready();
  await app.close();
  return routes[0].config;
}

describe('serve', () => {
  it("passes the declaration's reason to be reached across centres on to the route", async () => {
    const config = await configOf(
      defineEndpoint({
        method: 'GET',
        path: '/api/catalogue',
        module: 'catalogue',
        acrossCentres: 'One catalogue for the whole network',
        response: z.object({ ok: z.boolean() }),
      }),
    );
    expect(config).toMatchObject({ module: 'catalogue', acrossCentres: 'One catalogue for the whole network' });
  });

  it('leaves a route inside the fence unless its declaration says otherwise', async () => {
    const config = await configOf(
      defineEndpoint({ method: 'GET', path: '/api/own', module: 'own', response: z.object({ ok: z.boolean() }) }),
    );
    expect(config?.acrossCentres).toBeUndefined();
  });
});
