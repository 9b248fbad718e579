import type { Resource } from './define.ts';

/** Every registered resource by name: for reference labels, metadata and the isolation walk. */
const resources = new Map<string, Resource>();

export function registerResourceDefinition(res: Resource): void {
  const existing = resources.get(res.name);
  if (existing && existing !== res) throw new Error(`Resource '${res.name}' is declared twice`);
  resources.set(res.name, res);
}

export function findResource(name: string): Resource | undefined {
  return resources.get(name);
}

export function allResources(): Resource[] {
  return [...resources.values()];
}
