import type { FastifyInstance } from 'fastify';
import type { MergedAccess, ModuleAccess } from '@portal/core';
import type { Executor } from '@portal/db';

/** What a module's demo seed gets besides the database. */
export interface SeedContext {
  /** The centres' calendar day (India) at 00:00 UTC. */
  today: Date;
  /** Every registered module's access manifest, merged (the system module seeds it). */
  access: MergedAccess;
}

/** A business module's server side: the app registers each one at start-up. */
export interface ServerModule {
  name: string;
  /** The access modules, end points, grants, roles and menu entries the module owns. */
  access?: ModuleAccess;
  /** Demo data for an empty database; the modules' seeds run in registration order in one transaction. */
  seed?: (db: Executor, ctx: SeedContext) => Promise<void>;
  register(app: FastifyInstance): void | Promise<void>;
}

export const defineServerModule = (m: ServerModule): ServerModule => m;
