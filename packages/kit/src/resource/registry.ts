import type { Resource } from './declarations.ts';

/** Every registered resource by name: for reference labels, metadata and the isolation walk. */
const resources = new Map<string, Resource>();

export function registerResourceDefinition(res: Resource): void {
  const existing = resources.get(res.name);
  if (existing && existing !== res) throw new Error(`Resource '${res.name}' is declared twice`);
  resources.set(res.name, res);
}

/** Takes back a resource a test declared for itself, so later tests in the same worker walk the app's alone. */
export function forgetResourceDefinition(res: Resource): void {
  if (resources.get(res.name) === res) resources.delete(res.name);
}

export function findResource(name: string): Resource | undefined {
  return resources.get(name);
}

export function allResources(): Resource[] {
  return [...resources.values()];
}
