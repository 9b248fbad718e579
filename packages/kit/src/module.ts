import type { FastifyInstance } from 'fastify';

/** A business module's server side: the app registers each one at start-up. */
export interface ServerModule {
  name: string;
  register(app: FastifyInstance): void | Promise<void>;
}

export const defineServerModule = (m: ServerModule): ServerModule => m;
