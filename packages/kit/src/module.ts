import type { FastifyInstance } from 'fastify';
import type { MergedAccess, ModuleAccess } from '@portal/core';
import type { Executor } from '@portal/db';
import type { Processor } from './processors.ts';

/** What a module's demo seed gets besides the database. */
export interface SeedContext {
  /** The centres' calendar day (India) at 00:00 UTC. */
  today: Date;
  /** Every registered module's access manifest, merged (the system module seeds it). */
  access: MergedAccess;
}

/** A setting the installation runs without, or with a stand-in for: logged at start and listed in the System area. */
export interface ConfigurationWarning {
  /** The environment variable concerned. */
  setting: string;
  message: string;
}

/** A business module's server side: the app registers each one at start-up. */
export interface ServerModule {
  name: string;
  /** The access modules, end points, grants, roles and menu entries the module owns. */
  access?: ModuleAccess;
  /** Demo data for an empty database; the modules' seeds run in registration order in one transaction. */
  seed?: (db: Executor, ctx: SeedContext) => Promise<void>;
  /** Origins the module's screens show in a frame (a meeting service): the CSP's frame-src allows them. */
  frameSources?: string[];
  /** What the module's configuration lacks: the server logs it at start and the System area lists it. */
  configurationWarnings?: ConfigurationWarning[];
  /** The outside services the module sends personal data to, as configured now (the processors register). */
  processors?: () => readonly Processor[];
  /**
   * Whether the module's demo data is in the database already: the demo is seeded into a database where no module
   * that can tell (org, by its centres) finds its own.
   */
  seeded?: (db: Executor) => Promise<boolean>;
  register(app: FastifyInstance): void | Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every registered module's configuration warnings. */
    configurationWarnings: ConfigurationWarning[];
  }
}

export const defineServerModule = (m: ServerModule): ServerModule => m;
