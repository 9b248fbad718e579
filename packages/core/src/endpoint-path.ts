// Apart from the contracts' schemas: a client that only fills in paths does not load zod.

/** The path with its parameters filled in, each encoded. */
export function endpointPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Path parameter '${name}' is missing for ${path}`);
    return encodeURIComponent(String(value));
  });
}
